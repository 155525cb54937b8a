"""How the request parameters that need no model-family rule go into a request body: under
their own name on /chat/completions, and where /responses takes each, or that it does not.

One row per parameter. The request builder, the inspector's reasons for a disabled control
(app.api.param_support) and "resend without" (app.api.param_names) all read this table.
The older parameters with family rules or a shape of their own (temperature, max_tokens,
reasoning_effort, stop, …) are written out in app.api.request_builder.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.domain import Params
from app.translation import QT_TRANSLATE_NOOP, translate

# The note when /responses does not take a parameter ({0}: its name).
NOT_ACCEPTED = QT_TRANSLATE_NOOP(
    "ParamSupport", "{0} not sent (the Responses API does not accept it)"
)


def _format_for_responses(fmt: Any) -> Any:
    """/responses takes a JSON schema's name, schema and strict beside its type."""
    if not isinstance(fmt, dict):
        return None
    if fmt.get("type") == "json_schema" and isinstance(fmt.get("json_schema"), dict):
        return {"type": "json_schema", **fmt["json_schema"]}
    return fmt


@dataclass(frozen=True, slots=True)
class BodyParam:
    """``name``: the Params field, sent under that name on /chat/completions.
    ``responses``: where /responses takes it ("text.verbosity": "verbosity" inside the
    "text" object), or None when it does not; it is then left out with ``dropped`` as the
    note. ``reshape``: the value as /responses wants it (None: not sent)."""

    name: str
    responses: str | None
    reshape: Callable[[Any], Any] | None = None
    dropped: str = NOT_ACCEPTED


BODY_PARAMS: tuple[BodyParam, ...] = (
    BodyParam(
        "n",
        None,
        dropped=QT_TRANSLATE_NOOP(
            "ParamSupport", "n not sent (the Responses API gives one answer)"
        ),
    ),
    BodyParam("verbosity", "text.verbosity"),
    BodyParam("response_format", "text.format", reshape=_format_for_responses),
    BodyParam("service_tier", "service_tier"),
)

# The request builder's own parameters that /responses has no counterpart for.
CHAT_ONLY = ("stop", "presence_penalty", "frequency_penalty", "seed")
NOT_IN_RESPONSES = CHAT_ONLY + tuple(p.name for p in BODY_PARAMS if p.responses is None)


def dropped_note(name: str) -> str:
    """What the person is told when ``name`` is not sent to /responses."""
    row = next((p for p in BODY_PARAMS if p.name == name), None)
    return translate("ParamSupport", row.dropped if row else NOT_ACCEPTED).format(name)


def put_body_params(body: dict[str, Any], params: Params) -> None:
    """The table's parameters that are set, under their /chat/completions names; the extra
    body is merged after them (it wins), then ``adapt_for_responses`` moves them."""
    for param in BODY_PARAMS:
        value = getattr(params, param.name)
        if value is not None:
            body[param.name] = value


def adapt_for_responses(body: dict[str, Any], notes: list[str]) -> None:
    """The table's parameters in ``body`` (typed, or from the extra body) in the shape
    /responses expects: e.g. a response format and a verbosity go under ``text``; ``n`` is
    not sent (one answer per request), which ``notes`` says."""
    for param in BODY_PARAMS:
        if param.responses == param.name:
            continue
        value = body.pop(param.name, None)
        if value is None:
            continue
        if param.responses is None:
            notes.append(dropped_note(param.name))
            continue
        if param.reshape is not None:
            value = param.reshape(value)
        if value is not None:
            _put_path(body, param.responses, value)


def _put_path(body: dict[str, Any], path: str, value: Any) -> None:
    # A copy of each object on the way: the one in the body may be the extra body's own.
    *outer, last = path.split(".")
    target = body
    for key in outer:
        inner = target.get(key)
        target[key] = dict(inner) if isinstance(inner, dict) else {}
        target = target[key]
    target[last] = value


def request_names() -> dict[str, str]:
    """Request field name, on either API, → the Params field it comes from."""
    names: dict[str, str] = {}
    for param in BODY_PARAMS:
        names[param.name] = param.name
        if param.responses is not None:
            names[param.responses] = param.name
    return names
