"""Will the next request fit the model's context? Counts, the header gauge, and the choices.

``estimate_context`` counts what would be sent — the system prompt, every message's text,
images (``app.media.estimate_tokens``, OpenAI's tiling rule), documents as their send mode
sends them — plus the tokens reserved for the reply, against the model's context length
from the catalog. Text is counted exactly for OpenAI families and estimated otherwise
(``app.api.tokens``). ``fit_options`` then says what would make it fit: leave out the N
oldest turns, or send only from a chosen message; sending anyway is always possible.

Blocking (tokenising a long document takes a while the first time; counts are cached per
text): run it in a worker thread, e.g. after each send and when a document is attached.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from app.api.document_content import DocumentSource
from app.api.tokens import (
    MESSAGE_OVERHEAD,
    REPLY_PRIMING,
    Encoding,
    encoding_for_model,
    estimate_text_tokens,
    exact_tokens,
)
from app.domain import DocumentPart, ImagePart, Message
from app.domain.extracted_text import document_block
from app.media import estimate_tokens as image_tokens

DEFAULT_REPLY_RESERVE = 1024  # when no max tokens is set: room for an ordinary answer
_UNKNOWN_IMAGE = image_tokens(1024, 1024, "high")  # 765: an image of unknown size
# A PDF sent as the file: OpenAI puts both the text and an image of each page in context.
_PDF_PAGE_IMAGE = image_tokens(1275, 1650, "high")  # a letter page at 150 DPI: 765
_UNREADABLE_PAGE = 500  # a document whose text cannot be read: a rough page of prose


@dataclass(frozen=True, slots=True)
class MessageCost:
    index: int  # position in the messages given
    message_id: int
    tokens: int
    turn: int  # 0-based; a turn starts at each user message


@dataclass(frozen=True, slots=True)
class ContextEstimate:
    """``exact``: all text was counted with the model's own tokenizer (images and
    documents sent as files are always estimates)."""

    model: str
    exact: bool
    system_tokens: int  # the system prompt and the reply priming
    messages: tuple[MessageCost, ...]
    reply_tokens: int
    context_length: int | None

    @property
    def prompt_tokens(self) -> int:
        return self.system_tokens + sum(m.tokens for m in self.messages)

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.reply_tokens

    @property
    def fits(self) -> bool:
        return self.context_length is None or self.total_tokens <= self.context_length

    @property
    def fraction(self) -> float | None:
        """For the header gauge: the share of the context used (may exceed 1)."""
        if not self.context_length:
            return None
        return self.total_tokens / self.context_length


@dataclass(frozen=True, slots=True)
class FitOptions:
    """What would make a too-large request fit.

    ``drop_oldest_turns``: leave out this many of the oldest turns (None: even the last
    turn alone is too large). ``first_fitting_index``: the earliest message index from
    which sending fits (the "send only from here" picker can start there), or None.
    ``total_from[i]``: the total tokens if sending only ``messages[i:]``.
    """

    drop_oldest_turns: int | None
    first_fitting_index: int | None
    total_from: tuple[int, ...]


def estimate_context(
    messages: Sequence[Message],
    *,
    model: str,
    context_length: int | None,
    max_reply_tokens: int | None = None,
    system_prompt: str = "",
    documents: DocumentSource | None = None,
    exact: bool = True,
) -> ContextEstimate:
    """Count the request that ``messages`` (oldest first, as they will be sent) would make;
    ``exact=False``: with the estimate even for a model whose tokenizer is bundled."""
    encoding = encoding_for_model(model) if exact else None
    system = REPLY_PRIMING + (
        _text(system_prompt, encoding) + MESSAGE_OVERHEAD if system_prompt.strip() else 0
    )
    costs: list[MessageCost] = []
    turn = -1
    for index, message in enumerate(messages):
        if message.role == "user" or turn < 0:
            turn += 1
        tokens = MESSAGE_OVERHEAD + _message_tokens(message, encoding, documents)
        costs.append(MessageCost(index, message.id, tokens, turn))
    reply = DEFAULT_REPLY_RESERVE if max_reply_tokens is None else max(0, max_reply_tokens)
    return ContextEstimate(
        model=model,
        exact=encoding is not None,
        system_tokens=system,
        messages=tuple(costs),
        reply_tokens=reply,
        context_length=context_length,
    )


def fit_options(estimate: ContextEstimate) -> FitOptions:
    """The ways to make ``estimate`` fit (meaningful when ``not estimate.fits``)."""
    fixed = estimate.system_tokens + estimate.reply_tokens
    total_from: list[int] = []
    running = 0
    for cost in reversed(estimate.messages):
        running += cost.tokens
        total_from.append(running + fixed)
    total_from.reverse()
    limit = estimate.context_length
    if limit is None:
        return FitOptions(0, 0, tuple(total_from))
    first = next((i for i, total in enumerate(total_from) if total <= limit), None)
    drop: int | None = None
    turn_starts = _turn_starts(estimate.messages)
    for dropped, start in enumerate(turn_starts):
        if total_from[start] <= limit:
            drop = dropped
            break
    return FitOptions(drop, first, tuple(total_from))


def drop_oldest_turns(messages: Sequence[Message], turns: int) -> list[Message]:
    """``messages`` without their first ``turns`` turns (a turn starts at a user message,
    and at the first message); the last turn is always kept."""
    starts = [i for i, m in enumerate(messages) if i == 0 or m.role == "user"]
    if turns <= 0 or not starts:
        return list(messages)
    if turns >= len(starts):
        return list(messages[starts[-1] :])
    return list(messages[starts[turns] :])


def warning_sentence(estimate: ContextEstimate, options: FitOptions) -> str | None:
    """The sentence shown before a send that would not fit, or None when it fits."""
    if estimate.fits or estimate.context_length is None:
        return None
    about = "" if estimate.exact else "about "
    text = (
        f"This request needs {about}{estimate.total_tokens:,} tokens "
        f"({estimate.reply_tokens:,} of them for the reply); {estimate.model} takes "
        f"{estimate.context_length:,}."
    )
    if options.drop_oldest_turns:
        n = options.drop_oldest_turns
        text += f" Leaving out the oldest {n} turn{'s' if n > 1 else ''} would make it fit."
    elif options.drop_oldest_turns is None:
        text += " Even the last message alone is too long: shorten it or attach less."
    return text


def _turn_starts(costs: Sequence[MessageCost]) -> list[int]:
    starts: list[int] = []
    for cost in costs:
        if not starts or cost.turn != costs[starts[-1]].turn:
            starts.append(cost.index)
    return starts


def _message_tokens(
    message: Message, encoding: Encoding | None, documents: DocumentSource | None
) -> int:
    tokens = 0
    for part in message.parts:
        if isinstance(part, ImagePart):
            tokens += _image(part)
        elif isinstance(part, DocumentPart):
            tokens += _document(part, encoding, documents)
    return tokens + _text(message.text, encoding)


def _image(part: ImagePart) -> int:
    if part.width <= 0 or part.height <= 0:
        return _UNKNOWN_IMAGE
    return image_tokens(part.width, part.height, part.detail)


def _document(
    part: DocumentPart, encoding: Encoding | None, documents: DocumentSource | None
) -> int:
    if part.send == "pages" and part.images:
        return sum(_image(image) for image in part.images) + 20  # + the label line
    try:
        if documents is None or not part.text_blob:
            raise FileNotFoundError(part.text_blob)
        text = document_block(part.name, documents.text(part), part.page_range)
    except (FileNotFoundError, ValueError):
        return _UNREADABLE_PAGE * max(1, part.pages)
    tokens = _text(text, encoding)
    if part.send == "file" and part.mime == "application/pdf":
        first, last = part.page_range or (1, max(1, part.pages))
        tokens += _PDF_PAGE_IMAGE * (last - first + 1)
    return tokens


def _text(text: str, encoding: Encoding | None) -> int:
    if not text:
        return 0
    return _count(text, encoding)


@lru_cache(maxsize=2048)
def _count(text: str, encoding: Encoding | None) -> int:
    return estimate_text_tokens(text) if encoding is None else exact_tokens(text, encoding)
