"""Resend without a parameter the server rejected, by the request field name it gave (either
API's name), and the inspector's reasons for parameters a model or API does not take."""

from __future__ import annotations

from typing import Any

import pytest

from app.api import build_request
from app.api.param_names import without_param
from app.api.param_support import unsupported
from app.domain import ImagePart, Message, Params, TextPart

FULL = Params(
    model="gpt-5",
    temperature=0.5,
    max_tokens=100,
    stop=("END",),
    reasoning_effort="low",
    n=2,
    verbosity="low",
    response_format={"type": "json_object"},
    service_tier="flex",
    extra={"logprobs": True},
)


def _body(params: Params, endpoint: Any = "chat") -> dict[str, Any]:
    history = [Message(id=1, conversation_id=1, role="user", parts=(TextPart("hi"),))]

    def image_url(part: ImagePart) -> str:
        return part.blob

    body: dict[str, Any] = build_request(
        params, history, endpoint=endpoint, image_url=image_url
    ).body
    return body


@pytest.mark.parametrize(
    ("rejected", "unset"),
    [
        ("n", {"n"}),
        ("verbosity", {"verbosity"}),
        ("text.verbosity", {"verbosity"}),
        ("response_format", {"response_format"}),
        ("text.format", {"response_format"}),
        ("text.format.schema", {"response_format"}),
        ("text", {"response_format", "verbosity"}),
        ("service_tier", {"service_tier"}),
        ("max_completion_tokens", {"max_tokens"}),
        ("reasoning.effort", {"reasoning_effort"}),
        ("stop", {"stop"}),
        ("temperature", {"temperature"}),
    ],
)
def test_the_rejected_parameter_is_unset_and_nothing_else(rejected: str, unset: set[str]) -> None:
    fixed = without_param(FULL, rejected)
    assert fixed == FULL.unset(*unset)
    assert fixed.extra == {"logprobs": True}


def test_resent_request_goes_without_it_on_both_apis() -> None:
    assert "n" not in _body(without_param(FULL, "n"))
    assert "service_tier" not in _body(without_param(FULL, "service_tier"), "responses")
    text = _body(without_param(FULL, "text.verbosity"), "responses")["text"]
    assert text == {"format": {"type": "json_object"}}


def test_a_key_of_the_extra_body_goes_too() -> None:
    params = Params(model="m", n=2, extra={"n": 4, "user": "me", "logit_bias": {"1": 2}})
    assert without_param(params, "n") == Params(
        model="m", extra={"user": "me", "logit_bias": {"1": 2}}
    )
    fixed = without_param(params, "logit_bias")
    assert fixed == Params(model="m", n=2, extra={"n": 4, "user": "me"})


def test_token_probabilities_go_whichever_of_their_fields_was_refused() -> None:
    # "Show probabilities" writes logprobs and top_logprobs (chat) or include (/responses):
    # a server refusing any of them gets none, from the box or from the extra body.
    params = Params(model="m", logprobs=True, extra={"logprobs": True, "top_logprobs": 3})
    for name in ("logprobs", "top_logprobs", "include"):
        fixed = without_param(params, name)
        assert fixed.logprobs is False and "logprobs" not in fixed.extra


def test_unknown_names_change_nothing_else() -> None:
    assert without_param(FULL, "user") == FULL


def test_reasons_follow_the_model_and_the_api() -> None:
    claude = unsupported("claude-opus-4", "chat")
    assert {"n", "verbosity", "reasoning_effort", "web_search"} <= claude.keys()
    assert "service_tier" not in claude and "response_format" not in claude
    responses = unsupported("gpt-5", "responses")
    assert {"n", "stop", "seed", "presence_penalty", "frequency_penalty"} <= responses.keys()
    assert "verbosity" not in responses and "response_format" not in responses
