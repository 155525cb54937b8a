"""The figures of one of the n answers of a request (the inspector's Answers): what is its
own, not the request's. The request's usage (tokens in and out, and so its cost) covers every
answer and is stored with the first; each answer has its own time to the first token and
time writing, and, when it carries token probabilities, its own count of tokens (one entry
per token), which gives its speed."""

from __future__ import annotations

from app.domain import Message
from app.translation import number, translate

MIN_WRITING_S = 0.05  # a speed measured over less than this means nothing


def answer_figures(message: Message) -> str:
    """ "first token 0.40 s · 58 tokens · 40 tokens/s", or "first token 0.40 s · written in
    1.5 s" for an answer without token probabilities; "" when nothing was measured."""
    parts: list[str] = []
    if message.first_token_s is not None:
        parts.append(
            translate("Transcript", "first token {0} s").format(number(message.first_token_s, 2))
        )
    tokens = len(message.logprobs) if message.logprobs else 0
    writing = message.generation_s
    if tokens:
        parts.append(translate("Transcript", "{0} tokens").format(number(tokens)))
        if writing is not None and writing > MIN_WRITING_S:
            parts.append(translate("Transcript", "{0} tokens/s").format(number(tokens / writing)))
    elif writing is not None and writing > MIN_WRITING_S:
        parts.append(translate("Transcript", "written in {0} s").format(number(writing, 1)))
    return " · ".join(parts)
