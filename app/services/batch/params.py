"""`cometdesk batch --param NAME=VALUE`: request parameters from the command line, onto the
app's ``Params`` as the inspector puts them there.

A value is JSON when it parses as JSON (``3``, ``0.2``, ``true``, ``["a", "b"]``), else the
text as written (``low``). A name that is a request parameter of ``Params`` sets that field
and goes through the domain's one check of values; any other name goes into the extra body
(``Params.extra``), sent as given, as the inspector's "Extra body" field does; the request
builder then decides per endpoint what is sent and says what it changed. ``logprobs=true``
is the window's "Show probabilities" (``Params.logprobs``: logprobs with the top 5
alternatives, or /responses' ``include``); ``top_logprobs=N`` beside it goes into the extra
body, which wins over the builder's 5.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from typing import Any

from app.domain import Params
from app.domain.params import CHECKS
from app.services.param_inputs import InputError, checked_params

# Params fields that hold text whatever the value looks like: "system_prompt=42" asks
# for the text 42, not a number.
_TEXT_FIELDS = ("system_prompt",)
# Params fields that are not request parameters, with what to do instead.
_NOT_PARAMS = {
    "model": "give models with --model",
    "profile": "the batch uses the default endpoint (COMETDESK_BASE_URL and its key)",
    "tool_servers": "the batch offers no tools",
    "extra": "give each extra body field as its own --param NAME=VALUE",
}
# Fields of Params besides the checked request parameters that the batch takes.
_OTHER_FIELDS: dict[str, tuple[type, ...]] = {
    "system_prompt": (str,),
    "stream": (bool,),
    "endpoint": (str,),
    "web_search": (bool,),
    "code_interpreter": (bool,),  # hosted: runs on the server within the one request
    "logprobs": (bool,),  # the window's "Show probabilities": logprobs with top 5
}
ENDPOINTS = ("auto", "chat", "responses")


class ParamsError(ValueError):
    """A --param the batch cannot send; ``str(err)`` is one sentence."""


def known_names() -> tuple[str, ...]:
    """The parameter names with a field of their own (others go into the extra body)."""
    return (*CHECKS, *_OTHER_FIELDS)


def parse_value(text: str) -> Any:
    """JSON when ``text`` parses as JSON, else ``text`` itself."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_params(items: Sequence[str]) -> dict[str, Any]:
    """``NAME=VALUE`` items → {name: value}, in the order given. Raises ParamsError."""
    given: dict[str, Any] = {}
    for item in items:
        name, sep, text = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise ParamsError(f"--param {item!r}: expected NAME=VALUE, e.g. temperature=0.2.")
        if any(ch.isspace() for ch in name):
            raise ParamsError(f"--param {item!r}: a name has no spaces.")
        if name in given:
            raise ParamsError(f"--param {name} is given twice.")
        if name in _NOT_PARAMS:
            raise ParamsError(f"--param {name} is not a request parameter: {_NOT_PARAMS[name]}.")
        value = parse_value(text)
        if name in _TEXT_FIELDS and not isinstance(value, str):
            value = text
        given[name] = value
    return given


def params_from(given: Mapping[str, Any]) -> Params:
    """The Params (without a model) for ``given``, every value checked the way the window
    checks it. Raises ParamsError with the domain's sentence for a value it cannot take."""
    fields: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    for name, value in given.items():
        if name in CHECKS:
            fields[name] = _field_value(name, value)
        elif name in _OTHER_FIELDS:
            fields[name] = _other_value(name, value)
        else:
            extra[name] = value
    params = dataclasses.replace(Params(), **fields, extra=extra)
    try:
        return checked_params(params)
    except InputError as err:
        said = err.message
        # The domain's sentences mostly start with the field's name already.
        raise ParamsError(
            f"--param {said}" if said.startswith(err.field) else f"--param {err.field}: {said}"
        ) from None


def _field_value(name: str, value: Any) -> Any:
    if value is None:
        return () if name == "stop" else None  # null: not set, as an empty field
    if name == "stop":
        # One stop sequence as plain text, or a JSON list of them.
        if isinstance(value, str):
            return (value,)
        return tuple(value) if isinstance(value, list) else value
    if name == "response_format" and isinstance(value, str) and value == "json_object":
        return {"type": "json_object"}  # the inspector's "JSON object" choice, by name
    return value


def _other_value(name: str, value: Any) -> Any:
    if name == "endpoint":
        if value not in ENDPOINTS:
            raise ParamsError(f"--param endpoint must be one of: {', '.join(ENDPOINTS)}.")
        return value
    kinds = _OTHER_FIELDS[name]
    if value is None and name == "system_prompt":
        return ""
    if not isinstance(value, kinds):
        what = "true or false" if kinds == (bool,) else "text"
        raise ParamsError(f"--param {name} must be {what}.")
    return value
