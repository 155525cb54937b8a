"""A chat that uses knowledge bases: before each reply the question is searched in the
bases chosen for the conversation, and the best passages go into the request as numbered
sources (a system message just before the question, asking for [1]-style citations). The
passages sent are stored on the reply (``messages.retrieval``) so the transcript shows
exactly what was retrieved and the [n] links open each one.

Searching is blocking SQLite work and runs on a worker thread; the question is embedded
through the chat's own profile. Whatever fails is one sentence in the reply's notes, and
the reply goes on (by keyword alone, or without sources).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from app.api import ApiError
from app.domain import Message, Params, TextPart
from app.storage import AsyncRepository

if TYPE_CHECKING:
    from app.api.embeddings import EmbeddingsClient
    from app.kb.index_process import EndpointSpec
    from app.services.endpoints import Endpoints
    from app.services.settings_store import SettingsStore

EmbeddingsFor = Callable[[str], "EmbeddingsClient"]


def endpoint_spec(endpoints: Endpoints, settings: SettingsStore) -> Callable[[str], EndpointSpec]:
    """Where a profile ("" = the default) asks for embeddings: its address and key, the
    app's proxy, CA bundle and read timeout, as plain values (an indexing process gets them)."""

    def spec(profile_id: str) -> EndpointSpec:
        from app.kb.index_process import EndpointSpec

        value = settings.value
        return EndpointSpec(
            endpoints.base_url(profile_id),
            endpoints.key(profile_id),
            read_timeout=value.read_timeout_s,
            proxy=value.proxy or "",
            ca_bundle=value.ca_bundle or "",
        )

    return spec


def embeddings_for(endpoints: Endpoints, settings: SettingsStore) -> EmbeddingsFor:
    """A maker of embeddings clients for a profile; the caller closes the client."""
    spec = endpoint_spec(endpoints, settings)
    return lambda profile_id: spec(profile_id).client()


class Retriever:
    """``augment`` is the one call ChatSession makes before building a request."""

    def __init__(
        self,
        repo: AsyncRepository,
        data_dir: Path,
        embeddings: EmbeddingsFor,
        for_new: Callable[[], Sequence[str]] = lambda: (),
    ) -> None:
        """``for_new``: the bases chosen before the conversation existed (the inspector's
        check boxes in a new chat); its first question stores them as its own."""
        self._repo = repo
        self._data_dir = data_dir
        self._embeddings = embeddings
        self._for_new = for_new

    async def augment(
        self, reply: Message, history: Sequence[Message], params: Params
    ) -> tuple[list[Message], tuple[str, ...]]:
        """``history`` with the sources put before its last question (unchanged when the
        conversation uses no base or nothing was found), and sentences about what failed."""
        names = await self._repo.knowledge_bases(reply.conversation_id)
        if not names and not any(m.role == "assistant" for m in history):
            names = list(self._for_new())
            if names:
                await self._repo.set_knowledge_bases(reply.conversation_id, names)
        at = _last_question(history)
        if not names or at is None or not history[at].text.strip():
            return list(history), ()
        from app.kb import retrieval

        question = history[at].text
        bases, problems = await asyncio.to_thread(retrieval.describe, self._data_dir, names)
        vectors: dict[retrieval.ModelKey, list[float]] = {}
        for key in dict.fromkeys(b.key for b in bases if b.embedded):
            try:
                async with self._embeddings(params.profile) as client:
                    answer = await client.embed(key[0], [question], dimensions=key[1])
                vectors[key] = answer.vectors[0]
            except ApiError as err:
                problems.append(f"Knowledge bases searched by keyword only: {err.message}")
        sources, more = await asyncio.to_thread(
            retrieval.gather, self._data_dir, bases, question, vectors
        )
        problems.extend(more)
        if not sources:
            return list(history), tuple(problems)
        await self._repo.set_retrieval(reply.id, retrieval.to_json(sources))
        block = Message(
            id=0,
            conversation_id=reply.conversation_id,
            role="system",
            parts=(TextPart(retrieval.sources_block(sources)),),
        )
        return [*history[:at], block, *history[at:]], tuple(problems)


def _last_question(history: Sequence[Message]) -> int | None:
    for index in range(len(history) - 1, -1, -1):
        if history[index].role == "user":
            return index
    return None
