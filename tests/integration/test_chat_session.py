"""ChatSession end to end without Qt: the loopback OpenAI server, a real SQLite file."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from app.api import ApiError, ChatClient, RetryPolicy, Timeouts
from app.domain import Conversation, ImagePart, Message, MessageStatus, Params, ToolCallPart
from app.services.chat_session import ChatSession, title_from_prompt
from app.storage import AsyncRepository
from tests.support.fake_server import FakeOpenAIServer, Reply

KEY = "sk-session-test-0123456789"


class Recorder:
    """Collects what the session reports (the UI bridge does the same with Qt signals)."""

    def __init__(self) -> None:
        self.log: list[tuple[str, Any]] = []
        self.deltas: list[str] = []

    def conversation_created(self, conversation: Conversation) -> None:
        self.log.append(("created", conversation))

    def message_added(self, message: Message) -> None:
        self.log.append(("added", message))

    def reply_started(self, message: Message) -> None:
        self.log.append(("started", message))

    def reply_delta(self, message_id: int, text: str) -> None:
        self.deltas.append(text)

    def reply_reasoning(self, message_id: int, text: str) -> None:
        self.log.append(("reasoning", text))

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        self.log.append(("retrying", attempt))

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        self.log.append(("adjusted", adjustments))

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self.log.append(("finished", (message, error)))


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("no images in these tests")


async def _session(
    db: Path, server: FakeOpenAIServer, **client_kw: Any
) -> tuple[ChatSession, AsyncRepository, Recorder, ChatClient]:
    repo = AsyncRepository(db)
    client = ChatClient(server.base_url, KEY, **client_kw)
    rec = Recorder()
    return ChatSession(repo, lambda _profile: client, rec, _no_image), repo, rec, client


def test_title_from_prompt() -> None:
    assert title_from_prompt("  Hello\n  world ") == "Hello world"
    assert title_from_prompt("") == "New chat"
    long = "word " * 30
    title = title_from_prompt(long)
    assert title.endswith("…") and len(title) <= 49


def test_send_streams_and_stores_both_messages(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Hello **there**", chunk_size=2))

    async def go() -> tuple[Message, list[Message], Recorder]:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            reply = await session.send(None, "Hi", Params(model="gpt-4o-mini", temperature=0.2))
            conv = rec.log[0][1]
            stored = await repo.list_messages(conv.id)
            return reply, stored, rec
        finally:
            await client.aclose()
            await repo.close()

    reply, stored, rec = asyncio.run(go())
    assert reply.status is MessageStatus.COMPLETE and reply.finish_reason == "stop"
    assert reply.text == "Hello **there**" == "".join(rec.deltas)
    assert [m.role for m in stored] == ["user", "assistant"]
    assert stored[0].text == "Hi" and stored[1].text == "Hello **there**"
    assert stored[1].usage is not None and stored[1].usage.completion_tokens > 0
    assert [kind for kind, _ in rec.log] == ["created", "added", "started", "finished"]
    body = fake_server.requests[-1].body
    assert body["messages"] == [{"role": "user", "content": "Hi"}]
    assert body["temperature"] == 0.2


def test_follow_up_sends_history(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    fake_server.enqueue(Reply(text="First answer"), Reply(text="Second answer"))

    async def go() -> None:
        session, repo, _rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            params = Params(model="gpt-4o-mini", system_prompt="Be brief.")
            first = await session.send(None, "One", params)
            await session.send(first.conversation_id, "Two", params)
        finally:
            await client.aclose()
            await repo.close()

    asyncio.run(go())
    assert fake_server.requests[-1].body["messages"] == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "One"},
        {"role": "assistant", "content": "First answer"},
        {"role": "user", "content": "Two"},
    ]


def test_a_compare_column_is_created_in_its_group_and_stays_there(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="First answer"), Reply(text="Second answer"))

    async def go() -> tuple[Conversation | None, Conversation]:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            params = Params(model="gpt-4o-mini")
            first = await session.send(None, "One", params, compare_group="c0ffee")
            # A follow-up stores the (changed) params; the group is not among them.
            await session.send(first.conversation_id, "Two", Params(model="gpt-4o"))
            return await repo.get_conversation(first.conversation_id), rec.log[0][1]
        finally:
            await client.aclose()
            await repo.close()

    stored, created = asyncio.run(go())
    assert created.compare_group == "c0ffee"  # what the UI is told about
    assert stored is not None and stored.compare_group == "c0ffee"
    assert stored.params == Params(model="gpt-4o")
    assert "compare_group" not in fake_server.requests[-1].body


def test_dropped_connection_is_incomplete_and_kept(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="one two three four five six", chunk_size=4, drop_after=3))

    async def go() -> Message:
        session, repo, _rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            reply = await session.send(None, "Go", Params(model="gpt-4o-mini"))
            stored = await repo.get_message(reply.id)
            assert stored is not None
            return stored
        finally:
            await client.aclose()
            await repo.close()

    stored = asyncio.run(go())
    assert stored.status is MessageStatus.INCOMPLETE
    assert stored.finish_reason is None
    assert stored.text == "one two thre"


def test_error_keeps_prompt_and_records_message(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply.error(404, "The model `nope` does not exist"))

    async def go() -> tuple[Message, list[Message], Recorder]:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            reply = await session.send(None, "Hello", Params(model="nope"))
            return reply, await repo.list_messages(reply.conversation_id), rec
        finally:
            await client.aclose()
            await repo.close()

    reply, stored, rec = asyncio.run(go())
    assert reply.status is MessageStatus.ERROR
    assert reply.error and "not available" in reply.error.lower()
    assert stored[0].text == "Hello"
    _kind, (_msg, error) = rec.log[-1]
    assert error is not None and error.message == reply.error


def test_cancel_marks_stopped_and_keeps_partial(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="tick " * 500, chunk_size=5, delay_per_chunk=0.01))

    async def go() -> Message:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            task = asyncio.ensure_future(session.send(None, "Go", Params(model="gpt-4o-mini")))
            while len(rec.deltas) < 5:
                await asyncio.sleep(0.01)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            _kind, (final, _err) = rec.log[-1]
            stored = await repo.get_message(final.id)
            assert stored is not None
            return stored
        finally:
            await client.aclose()
            await repo.close()

    stored = asyncio.run(go())
    assert stored.status is MessageStatus.STOPPED
    assert stored.text.startswith("tick tick")
    assert len(stored.text) < len("tick " * 500)
    # Stop closed the connection: the server saw the client go away.
    assert fake_server.requests[-1].client_closed.wait(5)


def test_reply_is_saved_while_it_streams(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    """A crash mid-stream must lose at most ~a second: the stored copy grows as tokens arrive."""
    fake_server.enqueue(Reply(text="x" * 400, chunk_size=2, delay_per_chunk=0.01))

    async def go() -> str:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            task = asyncio.ensure_future(session.send(None, "Go", Params(model="gpt-4o-mini")))
            while not any(kind == "started" for kind, _ in rec.log):
                await asyncio.sleep(0.01)
            started = next(m for kind, m in rec.log if kind == "started")
            await asyncio.sleep(1.3)
            mid = await repo.get_message(started.id)
            assert mid is not None and mid.status is MessageStatus.STREAMING
            await task
            return mid.text
        finally:
            await client.aclose()
            await repo.close()

    partial = asyncio.run(go())
    assert 0 < len(partial) < 400


def test_rate_limit_retried_then_succeeds(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    fake_server.enqueue(Reply.error(429, "slow down", retry_after=0), Reply(text="ok"))

    async def go() -> tuple[Message, Recorder]:
        session, repo, rec, client = await _session(
            tmp_path / "db.sqlite3",
            fake_server,
            retry=RetryPolicy(base_delay=0.01, max_delay=0.02),
            timeouts=Timeouts(read=5),
        )
        try:
            return await session.send(None, "Hi", Params(model="gpt-4o-mini")), rec
        finally:
            await client.aclose()
            await repo.close()

    reply, rec = asyncio.run(go())
    assert reply.status is MessageStatus.COMPLETE and reply.text == "ok"
    assert ("retrying", 2) in rec.log


def test_tool_calls_are_stored_with_the_reply(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    chunks = [
        {
            "index": 0,
            "id": "call_1",
            "type": "function",
            "function": {"name": "get_weather", "arguments": ""},
        },
        {"index": 0, "function": {"arguments": '{"city": '}},
        {"index": 0, "function": {"arguments": '"Kyoto"}'}},
    ]
    lines = [
        "data: "
        + json.dumps(
            {
                "id": "c",
                "object": "chat.completion.chunk",
                "created": 1,
                "model": "gpt-4o-mini",
                "choices": [{"index": 0, "delta": {"tool_calls": [c]}, "finish_reason": None}],
            }
        )
        for c in chunks
    ]
    lines.append(
        "data: "
        + json.dumps(
            {
                "id": "c",
                "object": "chat.completion.chunk",
                "created": 1,
                "model": "gpt-4o-mini",
                "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}],
            }
        )
    )
    body = ("\n\n".join([*lines, "data: [DONE]"]) + "\n\n").encode()
    fake_server.enqueue(Reply(body=body, content_type="text/event-stream"))

    async def go() -> Message:
        session, repo, _rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            reply = await session.send(None, "Weather?", Params(model="gpt-4o-mini"))
            stored = await repo.get_message(reply.id)
            assert stored is not None
            return stored
        finally:
            await client.aclose()
            await repo.close()

    stored = asyncio.run(go())
    assert stored.finish_reason == "tool_calls"
    assert stored.tool_calls == (
        ToolCallPart(call_id="call_1", name="get_weather", arguments='{"city": "Kyoto"}'),
    )


def test_adjustments_are_reported(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    async def go() -> Recorder:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            await session.send(None, "Hi", Params(model="claude-sonnet-4-5", temperature=1.5))
            return rec
        finally:
            await client.aclose()
            await repo.close()

    rec = asyncio.run(go())
    (adjusted,) = [value for kind, value in rec.log if kind == "adjusted"]
    assert any("temperature" in line for line in adjusted)
    assert fake_server.requests[-1].body["temperature"] == 1.0


def test_endpoint_override_per_conversation(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    async def go() -> None:
        session, repo, _rec, client = await _session(tmp_path / "db.sqlite3", fake_server)
        try:
            await session.send(None, "Hi", Params(model="gpt-4o-mini", endpoint="responses"))
            await session.send(None, "Hi", Params(model="gpt-4o-mini", stream=False))
        finally:
            await client.aclose()
            await repo.close()

    asyncio.run(go())
    posted = [r for r in fake_server.requests if r.method == "POST"]
    assert posted[0].path == "/v1/responses"
    assert posted[1].path == "/v1/chat/completions" and "stream" not in posted[1].body
