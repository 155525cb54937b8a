"""Stop's cancel, in the ways a real server is hard to make fail: the cancel's request never
reaches the server, times out or gets no answer (said, and the reply polled on: it may
still finish), and a server that takes the cancel but still says "in_progress" for a while
(the reply says "Stopping" until the server says it was cancelled). A mock transport
stands in for the server; the reply is stored in a real SQLite file."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.api import ApiError, BuiltRequest, ChatClient
from app.api.responses_polling import PollBackoff
from app.domain import Message, MessageStatus, Params, TextPart
from app.services import background_replies
from app.services.background_replies import CANCEL_FAILED, STOPPING, BackgroundReply
from app.storage import AsyncRepository

BG = Params(model="o3-deep-research", endpoint="responses", background=True)
TEXT = "Finished after all."


class Events:
    """What the reply reports (the session's events a background reply uses)."""

    def __init__(self) -> None:
        self.states: list[str] = []
        self.finished: list[Message] = []

    def reply_background_state(self, message_id: int, status: str, started_at: float) -> None:
        self.states.append(status)

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self.finished.append(message)

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *_args: None  # the streaming events of the stored answer


class Server:
    """The responses API in memory: one job, whose ``status`` the test sets; ``cancel``
    answers its cancel."""

    def __init__(self, cancel: Callable[[httpx.Request], Awaitable[httpx.Response]]) -> None:
        self.status = "queued"
        self.cancel = cancel
        self.cancels = 0
        self.gets = 0

    def job(self) -> dict[str, Any]:
        done = self.status == "completed"
        content = [{"type": "output_text", "text": TEXT, "annotations": []}]
        output = [
            {"type": "message", "role": "assistant", "status": "completed", "content": content}
        ]
        return {"id": "resp_1", "status": self.status, "output": output if done else []}

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/cancel"):
            self.cancels += 1
            return await self.cancel(request)
        if request.method == "GET":
            self.gets += 1
        answer = self.job()
        if request.method == "GET" and self.status == "queued":
            self.status = "in_progress"
        return httpx.Response(200, json=answer)


async def _until(check: Callable[[], bool]) -> None:
    async with asyncio.timeout(10):
        while not check():
            await asyncio.sleep(0.01)


async def _running(tmp_path: Path, server: Server, events: Events) -> tuple[Any, ...]:
    """A reply sent through ``server`` and reported "in_progress": its task, its id, and
    what to close at the end."""
    repo = AsyncRepository(tmp_path / "db.sqlite3")
    client = ChatClient(
        "http://127.0.0.1:9/v1", "sk-unit-0123456789", transport=httpx.MockTransport(server)
    )
    conversation, _question = await repo.start_conversation(
        "Tea", BG, (TextPart("Survey tea."),), ""
    )
    reply = await repo.add_message(
        conversation.id, "assistant", (), model=BG.model, params=BG, status=MessageStatus.STREAMING
    )
    run = BackgroundReply(repo, events, reply, backoff=lambda: PollBackoff(first=0.01, factor=1))
    request = BuiltRequest("responses", {"model": BG.model, "input": "Survey tea."})
    task = asyncio.create_task(run.run(client, request))
    await _until(lambda: "in_progress" in events.states)
    return task, reply.id, repo, client


async def _hangs(_request: httpx.Request) -> httpx.Response:
    await asyncio.Event().wait()
    raise AssertionError("never answered")


def _fails(kind: type[httpx.TransportError]) -> Callable[[httpx.Request], Any]:
    async def cancel(request: httpx.Request) -> httpx.Response:
        raise kind("no cancel", request=request)

    return cancel


@pytest.mark.parametrize(
    "cancel",
    [_fails(httpx.ConnectError), _fails(httpx.ReadTimeout), _hangs],
    ids=["unreachable", "read-timeout", "no-answer"],
)
def test_a_cancel_that_gets_no_answer_is_said_and_the_reply_is_polled_to_its_end(
    tmp_path: Path, monkeypatch: Any, cancel: Callable[[httpx.Request], Any]
) -> None:
    monkeypatch.setattr(background_replies, "CANCEL_TIMEOUT_S", 0.2)
    server = Server(cancel)
    events = Events()

    async def go() -> Message:
        task, reply_id, repo, client = await _running(tmp_path, server, events)
        try:
            assert background_replies.stop(reply_id)
            await _until(lambda: CANCEL_FAILED in events.states)
            assert (await repo.get_message(reply_id)).status is MessageStatus.BACKGROUND
            server.status = "completed"  # it ran on, and finished
            return await task
        finally:
            await client.aclose()
            await repo.close()

    reply = asyncio.run(go())
    assert events.states[-2:] == [STOPPING, CANCEL_FAILED] and server.cancels == 1
    assert reply.status is MessageStatus.COMPLETE and reply.text == TEXT
    assert events.finished == [reply]


def test_a_cancel_taken_later_says_stopping_until_the_server_says_cancelled(
    tmp_path: Path,
) -> None:
    async def taken(_request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json=server.job())  # still "in_progress": lands later

    server = Server(taken)
    events = Events()

    async def go() -> tuple[Message, list[str]]:
        task, reply_id, repo, client = await _running(tmp_path, server, events)
        try:
            assert background_replies.stop(reply_id)
            await _until(lambda: server.cancels == 1)
            asked = server.gets
            await _until(lambda: server.gets >= asked + 3)  # three polls said "in_progress"
            during = list(events.states)
            server.status = "cancelled"
            return await task, during
        finally:
            await client.aclose()
            await repo.close()

    reply, during = asyncio.run(go())
    assert during[-1] == STOPPING  # the polls after the cancel did not undo it
    assert reply.status is MessageStatus.STOPPED and server.cancels == 1
