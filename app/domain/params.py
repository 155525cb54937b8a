"""Request parameters: what the user chose (``Params``), how it is stored, and the one check
of their values (``param_errors``: ranges and allowed values) that the inspector, import and
old stored data go through.

Which parameters a model family takes is not checked here: the request builder adapts
those and says what it changed (app.api.model_rules)."""

from __future__ import annotations

import copy
import dataclasses
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from app.translation import translate

Level = Literal["low", "medium", "high"]
LEVELS: tuple[Level, ...] = ("low", "medium", "high")
SERVICE_TIERS = ("auto", "flex", "priority")
MAX_STOP = 4  # stop sequences (the API's limit; the request builder trims per family)
MAX_CHOICES = 128  # n: answers per request
# What the stored "extra" of data written before these fields existed may hold (the
# inspector put them there): read into the fields by Params.from_json.
_FORMER_EXTRA_KEYS = ("n", "verbosity", "response_format", "service_tier")


@dataclass(frozen=True, slots=True)
class Params:
    """Request parameters the user chose. None means "not set": it is not sent.

    Every request parameter has its check in ``CHECKS`` below; how each goes into a request
    is app.api.request_builder's (and app.api.request_params') business.
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


# -- the checks: each returns "" when the value can be sent, else what is wrong -------------

Check = Callable[[str, Any], str]


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(low: float, high: float) -> Check:
    def check(name: str, value: Any) -> str:
        if _is_number(value) and low <= value <= high:
            return ""
        text = translate("ParamInputs", "{0} must be a number from {1} to {2}.")
        return text.format(name, f"{low:g}", f"{high:g}")

    return check


def _whole(low: int, high: int | None = None) -> Check:
    def check(name: str, value: Any) -> str:
        if _is_whole(value) and low <= value and (high is None or value <= high):
            return ""
        if high is None:
            text = translate("ParamInputs", "{0} must be a whole number of at least {1}.")
            return text.format(name, low)
        text = translate("ParamInputs", "{0} must be a whole number from {1} to {2}.")
        return text.format(name, low, high)

    return check


def _any_whole(name: str, value: Any) -> str:
    if _is_whole(value):
        return ""
    return translate("ParamInputs", "{0} must be a whole number.").format(name)


def _one_of(choices: tuple[str, ...]) -> Check:
    def check(name: str, value: Any) -> str:
        if value in choices:
            return ""
        text = translate("ParamInputs", "{0} must be one of: {1}.")
        return text.format(name, ", ".join(choices))

    return check


def _stop(_name: str, value: Any) -> str:
    if not isinstance(value, tuple | list) or not all(isinstance(s, str) for s in value):
        return translate("ParamInputs", "Stop sequences must be text.")
    if len(value) > MAX_STOP:
        return translate("ParamInputs", "At most {0} stop sequences; there are {1}.").format(
            MAX_STOP, len(value)
        )
    return ""


def _response_format(_name: str, value: Any) -> str:
    if isinstance(value, dict):
        kind, inner = value.get("type"), value.get("json_schema")
        if kind == "json_object":
            return ""
        if (
            kind == "json_schema"
            and isinstance(inner, dict)
            and isinstance(inner.get("name"), str)
            and isinstance(inner.get("schema", {}), dict)
        ):
            return ""
    return translate(
        "ParamInputs",
        'The response format must be {"type": "json_object"} or '
        '{"type": "json_schema", "json_schema": {"name": …, "schema": {…}}}.',
    )


# Params field → its check, for every request parameter; None (not set) is always fine.
CHECKS: dict[str, Check] = {
    "temperature": _number(0.0, 2.0),
    "top_p": _number(0.0, 1.0),
    "max_tokens": _whole(1),
    "presence_penalty": _number(-2.0, 2.0),
    "frequency_penalty": _number(-2.0, 2.0),
    "stop": _stop,
    "seed": _any_whole,
    "reasoning_effort": _one_of(LEVELS),
    "n": _whole(1, MAX_CHOICES),
    "verbosity": _one_of(LEVELS),
    "response_format": _response_format,
    "service_tier": _one_of(SERVICE_TIERS),
}


def check_value(name: str, value: Any) -> str:
    """What is wrong with ``value`` for the Params field ``name`` ("" when nothing)."""
    check = CHECKS.get(name)
    return "" if check is None or value is None else check(name, value)


def param_errors(params: Params) -> list[ParamError]:
    """Every request parameter whose value the API would not take, in field order."""
    out = []
    for name in CHECKS:
        problem = check_value(name, getattr(params, name))
        if problem:
            out.append(ParamError(name, problem))
    return out
