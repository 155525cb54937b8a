"""Background replies against the loopback server and a real SQLite file: created with
``background: true``, kept as 'background' with their response id while the server works,
polled to the end (queued → in progress → completed), failed with the server's sentence,
cancelled by Stop, left running when the app closes and finished after a restart."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from app.api import ChatClient
from app.api.responses_polling import PollBackoff, ResponsesJobs
from app.domain import Message, MessageStatus, Params
from app.services import background_replies
from app.services.background_replies import resume_all
from app.services.chat_session import ChatSession
from app.storage import AsyncRepository
from tests.integration.test_chat_session import KEY, Recorder, _no_image
from tests.support.fake_responses_store import responses_store
from tests.support.fake_server import FakeOpenAIServer, Reply

BG = Params(model="gpt-4o-mini", endpoint="responses", background=True)


class StateRecorder(Recorder):
    """Also collects the background states the session reports."""

    def __init__(self) -> None:
        super().__init__()
        self.states: list[str] = []

    def reply_background_state(self, message_id: int, status: str, started_at: float) -> None:
        self.states.append(status)


def _no_wait() -> PollBackoff:
    return PollBackoff(first=0.01, factor=1.0, most=0.01)


def _run(tmp_path: Path, body: Callable[..., Awaitable[Any]], server: FakeOpenAIServer) -> Any:
    async def go() -> Any:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        client = ChatClient(server.base_url, KEY)
        rec = StateRecorder()
        session = ChatSession(repo, lambda _profile: client, rec, _no_image)
        try:
            return await body(session, repo, rec, client)
        finally:
            await client.aclose()
            await repo.close()

    return asyncio.run(go())


def test_a_background_reply_is_polled_to_the_end_and_stored(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.polls_in_progress = 2
    fake_server.enqueue(Reply(text="A long, researched answer.", usage={"prompt_tokens": 40}))
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _c: Any):
        reply = await session.send(None, "Research this.", BG)
        return reply, rec

    reply, rec = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.COMPLETE
    assert reply.text == "A long, researched answer."
    assert reply.response_id is not None and reply.response_id.startswith("resp_bg_")
    assert reply.usage is not None and reply.usage.prompt_tokens == 40
    assert rec.states == ["queued", "in_progress"]
    create = fake_server.requests[0]
    assert create.path == "/v1/responses"
    assert create.body["background"] is True and create.body["store"] is True
    assert "stream" not in create.body
    gets = [r for r in fake_server.requests if r.method == "GET"]
    assert gets and all(r.path == f"/v1/responses/{reply.response_id}" for r in gets)


def test_a_slow_model_runs_in_the_background_without_the_toggle(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    _patch_backoff(monkeypatch)
    params = Params(model="o3-deep-research", endpoint="responses")

    async def body(session: ChatSession, *_rest: Any) -> Message:
        return await session.send(None, "Dig deep.", params)

    reply = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.COMPLETE
    assert fake_server.requests[0].body["background"] is True


def test_a_failed_background_reply_shows_the_servers_sentence(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    responses_store(fake_server).fail_next = "The research tool timed out."
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, _repo: Any, rec: StateRecorder, _c: Any) -> Any:
        reply = await session.send(None, "Research this.", BG)
        return reply, rec

    reply, rec = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.ERROR
    assert reply.error is not None and "The research tool timed out." in reply.error
    _message, error = rec.log[-1][1]
    assert error is not None


def test_stop_cancels_on_the_server_and_keeps_the_reply_stopped(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _c: Any):
        task = asyncio.create_task(session.send(None, "Research this.", BG))
        while "in_progress" not in rec.states:
            await asyncio.sleep(0.01)
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        replies = await repo.background_replies()
        finished = [m for kind, (m, _e) in _finished(rec)]
        return replies, finished

    replies, finished = _run(tmp_path, body, fake_server)
    assert replies == []
    assert finished[-1].status is MessageStatus.STOPPED
    assert store.cancelled == [finished[-1].response_id]
    assert store.status_of(finished[-1].response_id) == "cancelled"


def test_closing_the_app_leaves_it_running_and_the_next_start_finishes_it(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    fake_server.enqueue(Reply(text="Finished while you were away."))
    _patch_backoff(monkeypatch)

    async def first_run(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _c: Any):
        task = asyncio.create_task(session.send(None, "Research this.", BG))
        while "in_progress" not in rec.states:
            await asyncio.sleep(0.01)
        background_replies.leave_running()  # what shut-down does first
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await repo.mark_interrupted()  # the next start-up's first step
        return await repo.background_replies()

    left = _run(tmp_path, first_run, fake_server)
    assert len(left) == 1 and left[0].status is MessageStatus.BACKGROUND
    assert left[0].response_id and store.cancelled == []
    store.release()  # the server finishes while the app is closed

    async def next_start(_s: Any, repo: AsyncRepository, rec: StateRecorder, client: Any):
        count = await resume_all(repo, lambda _p: client, rec, backoff=_no_wait)
        return count, await repo.get_message(left[0].id), await repo.background_replies()

    count, reply, still = _run(tmp_path, next_start, fake_server)
    assert count == 1 and still == []
    assert reply.status is MessageStatus.COMPLETE
    assert reply.text == "Finished while you were away."
    assert reply.duration_s is not None and reply.duration_s >= 0


def test_the_client_creates_polls_and_cancels(fake_server: FakeOpenAIServer) -> None:
    from app.api import BuiltRequest

    async def go() -> tuple[str, str, str]:
        async with ChatClient(fake_server.base_url, KEY) as client:
            jobs = ResponsesJobs(client)
            built = BuiltRequest("responses", {"model": "gpt-4o-mini", "input": "hi"})
            created = await jobs.create(built, idempotency_key="cometdesk-test-1")
            polled = await jobs.retrieve(created.id)
            cancelled = await jobs.cancel(created.id)
            return created.status, polled.status, cancelled.status

    assert asyncio.run(go()) == ("queued", "in_progress", "cancelled")
    create = fake_server.requests[0]
    assert create.headers["idempotency-key"] == "cometdesk-test-1"


def _finished(rec: Recorder) -> list[tuple[str, Any]]:
    return [entry for entry in rec.log if entry[0] == "finished"]


def _patch_backoff(monkeypatch: Any) -> None:
    """Polls a hundredth of a second apart: the server's steps, not the wait, are tested."""
    original = background_replies.BackgroundReply.__init__

    def fast(self: Any, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("backoff", _no_wait)
        original(self, *args, **kwargs)

    monkeypatch.setattr(background_replies.BackgroundReply, "__init__", fast)
