"""How the request parameters declared in app.param_specs go into a request body: under
their own name on /chat/completions (or the one the model family wants), and where
/responses takes each, or that it does not (then left out, with a note).

The request builder calls ``put_early`` as it writes the model's own fields, ``put_late``
after the tools and the request context, merges the extra body, and on /responses then
calls ``adapt_for_responses``. The inspector's reasons for a disabled control
(app.api.param_support) and "resend without" (app.api.param_names) read the same
declarations.
"""

from __future__ import annotations

from typing import Any

from app.api.model_rules import RULES, ModelRules
from app.domain import Params
from app.param_specs import NOT_ACCEPTED, SPECS, SPECS_IN_ORDER, ParamSpec, is_set
from app.translation import translate

# Written with the model's own fields / after the tools and context (Wire.early).
EARLY = tuple(spec for spec in SPECS_IN_ORDER if spec.wire.early)
LATE = tuple(spec for spec in SPECS_IN_ORDER if not spec.wire.early)
# What /responses has no counterpart for.
NOT_IN_RESPONSES = tuple(spec.name for spec in SPECS_IN_ORDER if spec.wire.responses is None)


def dropped_note(name: str) -> str:
    """What the person is told when ``name`` is not sent to /responses."""
    spec = SPECS.get(name)
    return translate("ParamSupport", spec.wire.dropped if spec else NOT_ACCEPTED).format(name)


def _typed(spec: ParamSpec, params: Params, rules: ModelRules, notes: list[str]) -> Any:
    """The typed value to send (a list for a tuple), or None: not set, or withheld from a
    family that does not take it (which ``notes`` says)."""
    value = getattr(params, spec.name)
    if not is_set(value):
        return None
    if spec.withheld and not rules.accepts(spec.name):
        notes.append(spec.withheld)
        return None
    return list(value) if isinstance(value, tuple) else value


def put_early(
    body: dict[str, Any], params: Params, rules: ModelRules, endpoint: str, notes: list[str]
) -> None:
    """The early parameters that are set, each where ``endpoint`` takes it; those /responses
    does not take are said in ``notes`` after the others' notes."""
    dropped: list[str] = []
    for spec in EARLY:
        value = _typed(spec, params, rules, notes)
        if value is None:
            continue
        if endpoint == "chat":
            field = rules.chat_field(spec.name)
            if field != spec.name:
                notes.append(f"{spec.name} sent as {field} ({rules.label} requires it)")
            body[field] = value
        elif spec.wire.responses is None:
            dropped.append(dropped_note(spec.name))
        else:
            _put_path(body, spec.wire.responses, _reshaped(spec, value))
    notes.extend(dropped)


def put_late(body: dict[str, Any], params: Params, rules: ModelRules, notes: list[str]) -> None:
    """The later parameters that are set, under their /chat/completions names; the extra
    body is merged after them (it wins), then ``adapt_for_responses`` moves them."""
    for spec in LATE:
        value = _typed(spec, params, rules, notes)
        if value is not None:
            body[spec.name] = value


def adapt_for_responses(body: dict[str, Any], notes: list[str]) -> None:
    """The later parameters in ``body`` (typed, or from the extra body) in the shape
    /responses expects: e.g. a response format and a verbosity go under ``text``; ``n`` is
    not sent (one answer per request), which ``notes`` says."""
    for spec in LATE:
        if spec.wire.responses == spec.name:
            continue
        value = body.pop(spec.name, None)
        if value is None:
            continue
        if spec.wire.responses is None:
            notes.append(dropped_note(spec.name))
            continue
        value = _reshaped(spec, value)
        if value is not None:
            _put_path(body, spec.wire.responses, value)


def _reshaped(spec: ParamSpec, value: Any) -> Any:
    return value if spec.wire.reshape is None else spec.wire.reshape(value)


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
    """Request field name, on either API and for any family, → the Params field it comes
    from."""
    names: dict[str, str] = {}
    for spec in SPECS_IN_ORDER:
        for rules in RULES:
            names[rules.chat_field(spec.name)] = spec.name
        if spec.wire.responses is not None:
            names[spec.wire.responses] = spec.name
    return names
