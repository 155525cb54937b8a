"""The loopback server streams hostile text (a lone surrogate survives JSON decoding, NUL,
control characters): the reply is stored whole and complete, not lost in a
UnicodeEncodeError; the prompt with the same characters too."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.api import ApiError, ChatClient
from app.domain import ImagePart, Message, MessageStatus, Params
from app.services.chat_session import ChatEvents, ChatSession
from app.storage import AsyncRepository, SearchHit
from app.storage.text_safety import REPLACEMENT
from tests.support.fake_server import FakeOpenAIServer, Reply


class _Events(ChatEvents):
    """The session's events; only the end of the reply matters here (the rest: no-ops)."""

    def __init__(self) -> None:
        self.finished: list[tuple[Message, ApiError | None]] = []

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self.finished.append((message, error))


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("no images here")


def test_a_streamed_reply_with_a_lone_surrogate_and_nul_is_stored_complete(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    # json.dumps on the server writes "\ud800" as an escape; the client's json.loads turns
    # it back into a lone surrogate, as a real model's output can.
    deltas = ["alpha ", "\ud800", " bravo\x00charlie", " \x01\x1b[0m delta", " echo"]
    fake_server.enqueue(Reply(deltas=deltas, reasoning_deltas=["think \udfff"]))

    async def go() -> tuple[Message, list[Message], list[SearchHit], _Events]:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        client = ChatClient(fake_server.base_url, "sk-faults-0000000000")
        events = _Events()  # type: ignore[abstract]  # the protocol's bodies are no-ops
        session = ChatSession(repo, lambda _profile: client, events, _no_image)
        try:
            reply = await session.send(None, "question \udfff\x00 here", Params(model="m"))
            stored = await repo.list_messages(reply.conversation_id)
            hits = await repo.search("charlie")
            return reply, stored, hits, events
        finally:
            await client.aclose()
            await repo.close()

    reply, stored, hits, events = asyncio.run(go())
    assert events.finished[0][1] is None  # no "Something went wrong: 'utf-8' codec …"
    assert reply.status is MessageStatus.COMPLETE
    question, answer = stored
    assert question.text == f"question {REPLACEMENT}{REPLACEMENT} here"
    assert answer.status is MessageStatus.COMPLETE
    assert answer.text == (f"alpha {REPLACEMENT} bravo{REPLACEMENT}charlie \x01\x1b[0m delta echo")
    assert answer.reasoning == f"think {REPLACEMENT}"
    assert [h.message_id for h in hits] == [answer.id]
