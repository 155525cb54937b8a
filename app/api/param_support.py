"""Which parameters a model (on an endpoint) takes, with the reason when it does not: the
inspector disables those controls and says why, from the same rules the request builder
applies (app.api.model_rules)."""

from __future__ import annotations

from typing import Any

from app.api.model_rules import rules_for
from app.translation import translate

# Chat parameters the Responses API has no counterpart for (the request builder drops them).
NOT_IN_RESPONSES = ("stop", "presence_penalty", "frequency_penalty", "seed", "n")


def unsupported(model: str, endpoint: str) -> dict[str, str]:
    """Parameter name → why it is not sent, for ``model`` on "chat" or "responses"."""
    rules = rules_for(model)
    out: dict[str, str] = {}
    if not rules.reasoning_effort:
        out["reasoning_effort"] = translate(
            "ParamSupport", "Only o-series and GPT-5.1+ models take a reasoning effort."
        )
    if not rules.verbosity:
        out["verbosity"] = translate("ParamSupport", "Only GPT-5 models take a verbosity.")
    if rules.max_choices == 1:
        out["n"] = translate("ParamSupport", "{0} returns one answer per request.").format(
            rules.label
        )
    if endpoint == "responses":
        why = translate("ParamSupport", "The Responses API does not take this parameter.")
        out.update({name: why for name in NOT_IN_RESPONSES})
    else:
        out["web_search"] = translate(
            "ParamSupport", "Web search runs on the Responses API: choose it under API."
        )
    return out


def adapt_for_responses(body: dict[str, Any], notes: list[str]) -> None:
    """Chat-style fields set in the inspector, in the shape /responses expects: a response
    format and a verbosity go under ``text``; ``n`` is not sent (one answer per request)."""
    text: dict[str, Any] = dict(body.get("text") or {})
    fmt = body.pop("response_format", None)
    if isinstance(fmt, dict):
        if fmt.get("type") == "json_schema" and isinstance(fmt.get("json_schema"), dict):
            text["format"] = {"type": "json_schema", **fmt["json_schema"]}
        else:
            text["format"] = fmt
    verbosity = body.pop("verbosity", None)
    if verbosity is not None:
        text["verbosity"] = verbosity
    if text:
        body["text"] = text
    if body.pop("n", None) is not None:
        notes.append(translate("ParamSupport", "n not sent (the Responses API gives one answer)"))
