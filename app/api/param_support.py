"""Which parameters a model (on an endpoint) takes, with the reason when it does not: the
inspector disables those controls and says why, from the same rules the request builder
applies (app.api.model_rules, and the declarations of app.param_specs)."""

from __future__ import annotations

from app.api.model_rules import rules_for
from app.api.request_params import NOT_IN_RESPONSES
from app.domain import ModelInfo
from app.param_specs import SPECS_IN_ORDER
from app.translation import translate

__all__ = ["NOT_IN_RESPONSES", "unsupported"]


def unsupported(model: str, endpoint: str, info: ModelInfo | None = None) -> dict[str, str]:
    """Parameter name → why it is not sent, for ``model`` on "chat" or "responses".
    ``info``: the catalog's word on the model, when it has one (a reasoning model returns
    no token probabilities, whatever its name)."""
    rules = rules_for(model)
    out: dict[str, str] = {}
    if not rules.logprobs or (info is not None and info.reasoning):
        out["logprobs"] = translate(
            "ParamSupport", "{0} does not return token probabilities."
        ).format(rules.label if not rules.logprobs else model)
    for spec in SPECS_IN_ORDER:
        if not rules.accepts(spec.name):
            out[spec.name] = translate("ParamSupport", spec.refused)
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
        out["code_interpreter"] = translate(
            "ParamSupport", "The code interpreter runs on the Responses API: choose it under API."
        )
        out["background"] = translate(
            "ParamSupport", "Only the Responses API runs replies in the background."
        )
    return out
