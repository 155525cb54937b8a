"""ChatSession and a database that cannot take the first question: the conversation and
its first message are stored together or not at all (a real SQLite file that may not
grow, PRAGMA max_page_count)."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

from app.api import ApiError, ChatClient
from app.domain import Conversation, ImagePart, Message, MessageStatus, Params
from app.services.chat_session import ChatEvents, ChatSession
from app.storage import AsyncRepository, Repository, StorageFullError
from tests.support.fake_server import FakeOpenAIServer, Reply

BIG = "words " * 40_000  # 240 kB: far more than the few pages the file may still grow by


class _Events(ChatEvents):
    def __init__(self) -> None:
        self.log: list[tuple[str, Any]] = []

    def conversation_created(self, conversation: Conversation) -> None:
        self.log.append(("created", conversation))

    def message_added(self, message: Message) -> None:
        self.log.append(("added", message))

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self.log.append(("finished", message))


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("no images here")


def _cap_growth(repo: Repository, pages: int) -> None:
    """Let the file grow by ``pages`` pages at most (SQLITE_FULL beyond)."""
    conn = repo.connection
    current = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {current + pages}")


def test_a_first_question_that_does_not_fit_leaves_no_empty_conversation(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    async def go() -> tuple[BaseException | None, list[Conversation], Conversation, _Events]:
        repo = AsyncRepository(tmp_path / "cometdesk.sqlite3")
        client = ChatClient(fake_server.base_url, "sk-storage-0000000000")
        events = _Events()  # type: ignore[abstract]  # the protocol's bodies are no-ops
        session = ChatSession(repo, lambda _profile: client, events, _no_image)
        caught: BaseException | None = None
        try:
            await repo.run(lambda r: _cap_growth(r, 8))
            try:
                await session.send(None, BIG, Params(model="gpt-4o-mini"))
            except StorageFullError as err:
                caught = err
            left = await repo.list_conversations()
            # Room for a conversation alone was there: storing it first, then the question
            # (as before), would have left an empty one behind.
            fits = await repo.create_conversation("fits", Params())
            return caught, left, fits, events
        finally:
            await client.aclose()
            await repo.close()

    caught, left, fits, events = asyncio.run(go())
    assert isinstance(caught, StorageFullError)
    assert left == []
    assert fits.title == "fits"
    assert events.log == []  # nothing announced that was not stored
    assert fake_server.requests == []  # and nothing sent


def test_after_a_failed_first_send_the_next_one_works(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Stored this time."))

    async def go() -> tuple[Message, list[Message], list[Conversation]]:
        repo = AsyncRepository(tmp_path / "cometdesk.sqlite3")
        client = ChatClient(fake_server.base_url, "sk-storage-0000000000")
        events = _Events()  # type: ignore[abstract]
        session = ChatSession(repo, lambda _profile: client, events, _no_image)
        try:
            await repo.run(lambda r: _cap_growth(r, 8))
            with contextlib.suppress(StorageFullError):
                await session.send(None, BIG, Params(model="gpt-4o-mini"))
            await repo.run(lambda r: r.connection.execute("PRAGMA max_page_count = 1073741823"))
            reply = await session.send(None, BIG, Params(model="gpt-4o-mini"))
            return (
                reply,
                await repo.list_messages(reply.conversation_id),
                await repo.list_conversations(),
            )
        finally:
            await client.aclose()
            await repo.close()

    reply, stored, conversations = asyncio.run(go())
    assert reply.status is MessageStatus.COMPLETE and reply.text == "Stored this time."
    assert [m.role for m in stored] == ["user", "assistant"] and stored[0].text == BIG
    assert len(conversations) == 1
