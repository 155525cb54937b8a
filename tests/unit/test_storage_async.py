"""AsyncRepository: the same repository, on its own thread, from plain asyncio."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart
from app.storage import AsyncRepository, DatabaseTooNewError, Repository, open_database


def test_works_from_asyncio_run_and_off_the_calling_thread(tmp_path: Path) -> None:
    async def scenario() -> None:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        try:
            report = await repo.open_report()
            assert report.moved_aside is None
            conv = await repo.create_conversation("async", Params(model="m"))
            user = await repo.add_message(conv.id, "user", (TextPart("ping pong"),))
            reply = await repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
            await repo.update_message(reply.id, parts=(TextPart("pong"),))
            assert [m.id for m in await repo.list_messages(conv.id)] == [user.id, reply.id]
            assert await repo.mark_interrupted() == 1
            assert (await repo.search("ping"))[0].message_id == user.id
            assert [c.id for c in await repo.list_conversations()] == [conv.id]
            worker = await repo.run(lambda _r: threading.get_ident())
            assert worker != threading.get_ident()
            # Every call lands on that one thread (the connection is bound to it).
            idents = await asyncio.gather(
                *(repo.run(lambda _r: threading.get_ident()) for _ in range(20))
            )
            assert set(idents) == {worker}
        finally:
            await repo.close()
        await repo.close()  # idempotent

    asyncio.run(scenario())
    # Everything was committed: a fresh synchronous connection sees it.
    conn, _ = open_database(tmp_path / "db.sqlite3")
    try:
        messages = Repository(conn).list_messages(1)
        assert [m.status for m in messages] == [MessageStatus.COMPLETE, MessageStatus.INTERRUPTED]
    finally:
        conn.close()


def test_the_event_loop_keeps_running_while_the_disk_works(tmp_path: Path) -> None:
    async def scenario() -> int:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        release = threading.Event()
        ticks = 0

        def slow(_r: Repository) -> str:
            release.wait(5)  # stands in for a slow disk
            return "done"

        async def ticker() -> None:
            nonlocal ticks
            while not release.is_set():
                ticks += 1
                if ticks == 10:
                    release.set()
                await asyncio.sleep(0.001)

        try:
            result, _ = await asyncio.gather(repo.run(slow), ticker())
            assert result == "done"
        finally:
            await repo.close()
        return ticks

    assert asyncio.run(scenario()) >= 10


def test_open_failure_reaches_every_caller(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 999")
    conn.close()

    async def scenario() -> None:
        repo = AsyncRepository(path)
        try:
            with pytest.raises(DatabaseTooNewError):
                await repo.list_conversations()
            with pytest.raises(DatabaseTooNewError):
                await repo.open_report()
        finally:
            await repo.close()

    asyncio.run(scenario())


def test_calls_after_close_fail_clearly(tmp_path: Path) -> None:
    async def scenario() -> None:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        await repo.close()
        with pytest.raises(RuntimeError, match="closed"):
            await repo.list_conversations()

    asyncio.run(scenario())
