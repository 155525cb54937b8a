"""Typed events a stream produces, in the order they arrive.

``index`` is the choice index (n > 1 asks for several answers at once); 0 for the usual case.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.api.errors import ApiError
from app.api.hosted_tools import HostedToolItem
from app.domain import TokenLogprob, Usage


@dataclass(frozen=True, slots=True)
class TextDelta:
    text: str
    index: int = 0


@dataclass(frozen=True, slots=True)
class ReasoningDelta:
    """Reasoning text (chat ``reasoning_content``/``reasoning``; Responses summaries)."""

    text: str
    index: int = 0


@dataclass(frozen=True, slots=True)
class ToolCallDelta:
    """A piece of a tool call. ``id`` and ``name`` come once, with the call's first piece."""

    index: int
    call_index: int
    id: str | None
    name: str | None
    arguments_delta: str


@dataclass(frozen=True, slots=True)
class UrlCitation:
    """A source the answer cites (a ``url_citation`` annotation). ``number`` counts distinct
    URLs from 1 in the order they arrive, so the UI can show "[1] title" under the reply."""

    number: int
    url: str
    title: str = ""
    index: int = 0


@dataclass(frozen=True, slots=True)
class TokenLogprobsDelta:
    """The log probabilities of the tokens of a text delta (asked for with logprobs), in
    order: usually one token per chunk on chat completions."""

    tokens: tuple[TokenLogprob, ...]
    index: int = 0


@dataclass(frozen=True, slots=True)
class UsageEvent:
    usage: Usage


@dataclass(frozen=True, slots=True)
class Finished:
    """The model finished: stop | length | tool_calls | content_filter (or what it sent)."""

    reason: str
    index: int = 0


@dataclass(frozen=True, slots=True)
class Retrying:
    """A request failed before any output and will be tried again after ``delay`` seconds.

    ``attempt`` is the number of the attempt about to be made (2 for the first retry).
    """

    attempt: int
    delay: float
    error: ApiError


@dataclass(frozen=True, slots=True)
class ResponseId:
    """The id /responses gave the reply (told once, when it is first seen): a later turn
    can follow it with previous_response_id when the server keeps the response."""

    id: str


StreamEvent = (
    TextDelta
    | ReasoningDelta
    | ToolCallDelta
    | UrlCitation
    | TokenLogprobsDelta
    | UsageEvent
    | Finished
    | Retrying
    | ResponseId
    | HostedToolItem
)
