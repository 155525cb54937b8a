"""Request field names a server may reject, and the parameter that produced each, so the
app can offer to resend without it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.domain import Params

# Request field name → the Params field that produces it.
_PARAM_FIELDS = {
    "temperature": "temperature",
    "top_p": "top_p",
    "max_tokens": "max_tokens",
    "max_completion_tokens": "max_tokens",
    "max_output_tokens": "max_tokens",
    "presence_penalty": "presence_penalty",
    "frequency_penalty": "frequency_penalty",
    "seed": "seed",
    "reasoning_effort": "reasoning_effort",
    "reasoning": "reasoning_effort",
}


def without_param(params: Params, name: str) -> Params:
    """The same parameters without the one a server rejected (by its request field name)."""
    if name == "stop":
        return replace(params, stop=())
    field = _PARAM_FIELDS.get(name.split(".")[0])
    if field is not None:
        unset: dict[str, Any] = {field: None}
        return replace(params, **unset)
    extra = {k: v for k, v in params.extra.items() if k != name}
    return replace(params, extra=extra)
