"""One of n answers shows its own figures: its first token and time writing, and, when it
carries token probabilities, its own token count and speed; never the request's usage."""

from __future__ import annotations

from typing import Any

from app.domain import Message, TextPart, TokenLogprob, TokenLogprobs, Usage
from app.ui.transcript.answer_figures import answer_figures


def _answer(**fields: Any) -> Message:
    return Message(id=2, conversation_id=1, role="assistant", parts=(TextPart("Pears"),), **fields)


def test_with_its_tokens_it_has_a_count_and_a_speed() -> None:
    tokens = TokenLogprobs([TokenLogprob(f" w{n}", -0.1) for n in range(40)])
    answer = _answer(first_token_s=0.4, duration_s=2.4, logprobs=tokens)
    assert answer_figures(answer) == "first token 0.40 s · 40 tokens · 20 tokens/s"


def test_without_them_its_time_writing() -> None:
    answer = _answer(first_token_s=0.25, duration_s=1.75)
    assert answer_figures(answer) == "first token 0.25 s · written in 1.5 s"


def test_the_requests_usage_is_not_its_own() -> None:
    usage = Usage(prompt_tokens=1234, completion_tokens=56)
    answer = _answer(first_token_s=0.3, duration_s=0.31, usage=usage)
    assert answer_figures(answer) == "first token 0.30 s"  # too quick for a speed
    assert answer_figures(_answer()) == ""
