"""Request parameters: what the user chose (``Params``), how it is stored, and the one check
of their values (``param_errors``: ranges and allowed values) that the inspector, import and
old stored data go through. Each parameter is declared once in app.param_specs (its range
or choices, its words, where each API takes it); its field here holds its type and default.

Which parameters a model family takes is not checked here: the request builder adapts
those and says what it changed (app.api.model_rules)."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from app.param_specs import LEVELS, MAX_CHOICES, MAX_STOP, SERVICE_TIERS, SPECS

__all__ = [
    "CHECKS",
    "LEVELS",
    "MAX_CHOICES",
    "MAX_STOP",
    "SERVICE_TIERS",
    "Level",
    "ParamError",
    "Params",
    "check_value",
    "param_errors",
]

Level = Literal["low", "medium", "high"]
# What the stored "extra" of data written before these fields existed may hold (the
# inspector put them there): read into the fields by Params.from_json.
_FORMER_EXTRA_KEYS = ("n", "verbosity", "response_format", "service_tier")


@dataclass(frozen=True, slots=True)
class Params:
    """Request parameters the user chose. None means "not set": it is not sent.

    Every request parameter (a field declared in app.param_specs) is checked by
    ``param_errors``; how each goes into a request is app.api.request_params' business.
    """

    model: str = ""
    temperature: float | None = None
    top_p: float | None = None
    max_tokens: int | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    stop: tuple[str, ...] = ()
    seed: int | None = None
    reasoning_effort: Level | None = None
    n: int | None = None  # answers per request (chat completions only)
    verbosity: Level | None = None
    # As the API takes it: {"type": "json_object"} or
    # {"type": "json_schema", "json_schema": {"name": …, "schema": {…}, "strict": true}}.
    response_format: dict[str, Any] | None = None
    service_tier: str | None = None  # one of SERVICE_TIERS
    system_prompt: str = ""
    stream: bool = True
    endpoint: Literal["auto", "chat", "responses"] = "auto"  # per-conversation override
    profile: str = ""  # the endpoint profile to use ("" = the default, CometAPI)
    web_search: bool = False  # offer the built-in web_search_preview tool (/responses only)
    code_interpreter: bool = False  # offer the API's code interpreter (/responses only)
    # Run replies in the background on the server (/responses only): polled until done,
    # even after a restart (app.services.background_replies).
    background: bool = False
    # Ask for each token's log probability and its 5 likeliest alternatives (shown as the
    # reply's token probabilities), where the model offers them.
    logprobs: bool = False
    # MCP servers whose tools are offered in this conversation: None = every enabled one.
    tool_servers: tuple[str, ...] | None = None
    # Fields the app adds on its own (prompt_cache_key, safety_identifier, max_tool_calls,
    # truncation, reasoning.summary) that a server refused: never sent again here.
    omit: tuple[str, ...] = ()
    # The one escape hatch: the user's "extra body" JSON, for what the fields above do not
    # model. Merged last into the request body, so a key here wins over a field above.
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        # What dataclasses.asdict gives (the extra body copied deeply), without its cost: a
        # sync round writes this for every message it receives.
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        data["stop"] = list(self.stop)
        data["omit"] = list(self.omit)
        data["extra"] = copy.deepcopy(self.extra)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Params:
        """Reads what ``to_json`` wrote, now or before: older data kept n, verbosity,
        response_format and service_tier in ``extra``. Such a value moves to its field when
        the field can hold it; otherwise it stays in ``extra`` and is sent as it always was.
        Keys that are not fields are ignored: older data also held ``compare_group``, now
        the conversation's (``Conversation.compare_group``). Values are not checked
        otherwise (see ``param_errors``)."""
        known = {f.name for f in dataclasses.fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in known}
        if "stop" in kwargs:
            kwargs["stop"] = tuple(kwargs["stop"] or ())
        if isinstance(kwargs.get("omit"), list | tuple):
            kwargs["omit"] = tuple(str(name) for name in kwargs["omit"])
        else:
            kwargs.pop("omit", None)
        if kwargs.get("tool_servers") is not None:
            kwargs["tool_servers"] = tuple(kwargs["tool_servers"])
        if isinstance(kwargs.get("extra"), dict):
            extra = dict(kwargs["extra"])
            for name in _FORMER_EXTRA_KEYS:
                if name not in data and name in extra and not check_value(name, extra[name]):
                    kwargs[name] = extra.pop(name)
            kwargs["extra"] = extra
        return cls(**kwargs)

    def unset(self, *names: str) -> Params:
        """The same parameters with these fields back to their defaults (not sent)."""
        fresh = Params()
        return dataclasses.replace(self, **{name: getattr(fresh, name) for name in names})


class ParamError(ValueError):
    """A value a request parameter cannot take: ``field`` is the Params field, ``message``
    the sentence for the person (translated)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


# Params field → its check (the value → "" or what is wrong), for every request parameter,
# in field order; None (not set) is always fine.
Check = Callable[[Any], str]
CHECKS: dict[str, Check] = {
    f.name: SPECS[f.name].problem for f in dataclasses.fields(Params) if f.name in SPECS
}


def check_value(name: str, value: Any) -> str:
    """What is wrong with ``value`` for the Params field ``name`` ("" when nothing)."""
    check = CHECKS.get(name)
    return "" if check is None or value is None else check(value)


def param_errors(params: Params) -> list[ParamError]:
    """Every request parameter whose value the API would not take, in field order."""
    out = []
    for name in CHECKS:
        problem = check_value(name, getattr(params, name))
        if problem:
            out.append(ParamError(name, problem))
    return out
