"""Request field names a server may reject, and the parameter that produced each, so the
app can offer to resend without it."""

from __future__ import annotations

from dataclasses import replace

from app.api.request_builder import AUTO_FIELDS
from app.api.request_params import request_names
from app.domain import Params

# Request field name → the Params field that produces it: every declared request parameter
# under each of its names (app.api.request_params), and "Show probabilities".
_PARAM_FIELDS = {
    **request_names(),
    "logprobs": "logprobs",
    "top_logprobs": "logprobs",
    "include": "logprobs",
}


def _fields_named(name: str) -> set[str]:
    """The Params fields behind a rejected request field: "text.format" is the response
    format; "text" both the response format and the verbosity; "reasoning" the object
    reasoning_effort writes."""
    return {
        field
        for request, field in _PARAM_FIELDS.items()
        if name == request or name.startswith(request + ".") or request.startswith(name + ".")
    }


def without_param(params: Params, name: str) -> Params:
    """The same parameters without the one a server rejected (by its request field name):
    its fields are unset, and the extra body loses that key and the fields' names, so the
    resent request goes without it whichever way it was set."""
    if name in AUTO_FIELDS:
        # Added by the app, not set by the person: leave their parameters as they are.
        return replace(params, omit=(*params.omit, name))
    fields = _fields_named(name)
    dropped = {name, *fields}
    extra = {k: v for k, v in params.extra.items() if k not in dropped}
    return replace(params.unset(*fields), extra=extra)
