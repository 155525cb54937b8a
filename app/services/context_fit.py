"""Before a send: would the request fit the model's context, and if not, where it could
start. Qt-free; the chat asks the person with what this returns."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from app.api.document_content import DocumentSource
from app.domain import Message, ModelInfo, Params, Part
from app.services.context import ContextEstimate, estimate_context, fit_options
from app.storage import AsyncRepository

NEW_QUESTION_ID = 2**62  # the question about to be sent: newer than anything stored


@dataclass(frozen=True, slots=True)
class FitPlan:
    """A request that does not fit: ``needed`` of ``limit`` tokens; ``starts`` each turn
    it could start at (message id, its first words, tokens from there); ``suggested`` the
    oldest start that fits, or None."""

    needed: int
    limit: int
    starts: tuple[tuple[int, str, int], ...]
    suggested: int | None


class ContextFit:
    """A model's context against a conversation: ``plan`` before a send (``plan_fit`` with
    what it always needs), ``measure`` for the header's gauge."""

    def __init__(
        self,
        repo: AsyncRepository,
        info: Callable[[str], ModelInfo | None],
        documents: DocumentSource | None,
    ) -> None:
        self._repo = repo
        self._info = info
        self._documents = documents

    async def plan(
        self, conversation_id: int | None, question: Sequence[Part], params: Params
    ) -> FitPlan | None:
        return await plan_fit(
            self._repo,
            conversation_id,
            question,
            params,
            self._info(params.model),
            self._documents,
        )

    async def measure(self, conversation_id: int | None, params: Params) -> tuple[int, int]:
        """(tokens the next request would use, the model's context length); (0, 0) when
        either is unknown. The counting runs in a worker: a long conversation is a lot of
        text to tokenize."""
        info = self._info(params.model)
        limit = info.context_length if info is not None else None
        if conversation_id is None or not limit:
            return 0, 0
        messages = await self._repo.list_messages(conversation_id)
        estimate = await asyncio.to_thread(
            counted,
            messages,
            model=params.model,
            context_length=limit,
            max_reply_tokens=params.max_tokens,
            system_prompt=params.system_prompt,
            documents=self._documents,
        )
        return estimate.total_tokens, limit


def counted(messages: Sequence[Message], **request: Any) -> ContextEstimate:
    """``estimate_context``, exact only where it could matter: a request whose estimate is
    under a third of the model's context fits whatever the exact count (the estimate is
    low by at most ~2.7x, for base64). Loading a tokenizer costs ~66 MB and ~100 ms with
    the GIL held, so most sessions never load one."""
    rough = estimate_context(messages, exact=False, **request)
    limit = rough.context_length
    if limit is None or rough.total_tokens <= limit // 3:
        return rough
    totals = fit_options(rough).total_from  # empty for a conversation with no messages
    if totals and totals[-1] > 3 * limit:
        return rough  # even the newest message alone is far over: exact counts change nothing
    return estimate_context(messages, **request)


async def plan_fit(
    repo: AsyncRepository,
    conversation_id: int | None,
    question: Sequence[Part],
    params: Params,
    info: ModelInfo | None,
    documents: DocumentSource | None,
) -> FitPlan | None:
    """None when it fits (or the model's context is unknown). The starts offered are each
    question of the history and, last, the new question alone (NEW_QUESTION_ID)."""
    if info is None or not info.context_length:
        return None
    history = [] if conversation_id is None else await repo.list_messages(conversation_id)
    asked = Message(NEW_QUESTION_ID, conversation_id or 0, "user", tuple(question))
    estimate = await asyncio.to_thread(
        counted,
        [*history, asked],
        model=params.model,
        context_length=info.context_length,
        max_reply_tokens=params.max_tokens,
        system_prompt=params.system_prompt,
        documents=documents,
    )
    if estimate.fits:
        return None
    totals = fit_options(estimate).total_from
    starts = [
        (m.id, " ".join(m.text.split()[:6]) or m.role, totals[i])
        for i, m in enumerate(history)
        if m.role == "user"
    ]
    starts.append((NEW_QUESTION_ID, "", totals[-1]))
    suggested = next((start for start, _w, total in starts if total <= info.context_length), None)
    return FitPlan(estimate.total_tokens, info.context_length, tuple(starts), suggested)
