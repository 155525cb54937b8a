"""Background replies are never paid twice and never lost, against the loopback server and
a real SQLite file: a create that may have reached the server is not sent again by itself
(one clear sentence and Retry, which sends the same Idempotency-Key); Stop during the
create cancels the job once its id arrives; the cancel's answer is read (finished first:
kept whole; not taken: said, and polled on); and polling sorts the server's refusals (the
key: paused until it is fixed; 404: forgotten; 408/429/5xx: asked again; any other 4xx:
the server's sentence). Where it matters, the app is closed mid-way and started again."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from app.api import ChatClient, Timeouts
from app.api.responses_polling import IDEMPOTENCY_HEADER, PollBackoff
from app.config import Settings
from app.domain import ErrorKind, Message, MessageStatus, Params
from app.secrets import MemoryKeyStore
from app.services import background_replies
from app.services.background_replies import (
    CANCEL_FAILED,
    KEY_REFUSED,
    RETRYING,
    STOPPING,
    resume_all,
)
from app.services.chat_session import ChatSession
from app.services.endpoints import Endpoints
from app.services.settings_store import SettingsStore
from app.storage import AsyncRepository
from tests.integration.test_background_responses import StateRecorder, _patch_backoff
from tests.integration.test_chat_session import KEY, _no_image
from tests.support.fake_responses_store import ResponsesStore, responses_store
from tests.support.fake_server import FakeOpenAIServer, Reply

BG = Params(model="gpt-4o-mini", endpoint="responses", background=True)
ANSWER = "A long, researched answer."
NEW_KEY = "sk-the-fixed-key-9876543210"
UNKNOWN = "state is unknown"

Body = Callable[[ChatSession, AsyncRepository, StateRecorder, Any], Awaitable[Any]]


def _no_wait() -> PollBackoff:
    return PollBackoff(first=0.01, factor=1.0, most=0.01)


def _run(
    tmp_path: Path,
    body: Body,
    server: FakeOpenAIServer,
    *,
    read_timeout: float = 120.0,
    endpoints: bool = False,
) -> Any:
    """``body(session, repo, recorder, provider)`` against the server. With ``endpoints``
    the clients come from the app's real ``Endpoints`` (the key kept in a memory keyring,
    replaced with ``store_key``), passed as the fourth argument; else the one client."""

    async def go() -> Any:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        rec = StateRecorder()
        settings = SettingsStore(
            tmp_path, Settings(base_url=server.base_url, read_timeout_s=read_timeout)
        )
        if endpoints:
            owner = Endpoints(settings, MemoryKeyStore(), {})
            await owner.store_key("", KEY)
            provider: Any = owner
            client_for: Callable[[str], ChatClient] = owner.client
        else:
            client = ChatClient(server.base_url, KEY, timeouts=Timeouts(read=read_timeout))
            provider = client
            client_for = lambda _profile: client  # noqa: E731
        session = ChatSession(repo, client_for, rec, _no_image)
        try:
            return await body(session, repo, rec, provider)
        finally:
            await provider.aclose()
            await repo.close()
            settings.close()

    return asyncio.run(go())


def _patch_naps(monkeypatch: Any, quick: int) -> None:
    """The first ``quick`` waits between asks are a hundredth of a second; the later ones
    last until Stop cuts them short: what the reply does next is the test's choice."""
    original = background_replies.BackgroundReply.__init__
    naps = 0

    async def nap(seconds: float) -> None:
        nonlocal naps
        naps += 1
        if naps <= quick:
            await asyncio.sleep(0.01)
        else:
            await asyncio.Event().wait()

    def patched(self: Any, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("backoff", _no_wait)
        kwargs.setdefault("sleep", nap)
        original(self, *args, **kwargs)

    monkeypatch.setattr(background_replies.BackgroundReply, "__init__", patched)


def _creates(server: FakeOpenAIServer) -> list[Any]:
    return [r for r in server.requests if r.method == "POST" and r.path == "/v1/responses"]


def _cancels(server: FakeOpenAIServer) -> list[Any]:
    return [r for r in server.requests if r.path.endswith("/cancel")]


async def _until(check: Callable[[], bool]) -> None:
    """Wait (on the loop, giving it turns) until ``check()`` holds; at most 10 s."""
    async with asyncio.timeout(10):
        while not check():
            await asyncio.sleep(0.01)


async def _running(
    session: ChatSession, rec: StateRecorder, params: Params = BG
) -> asyncio.Task[Message]:
    """A reply sent and running on the server (its state "in_progress")."""
    task = asyncio.create_task(session.send(None, "Research this.", params))
    await _until(lambda: "in_progress" in rec.states)
    return task


def _reply_id(rec: StateRecorder) -> int:
    return next(m.id for kind, m in rec.log if kind == "started")


# ---- the create ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("then", "kind"),
    [("stall", ErrorKind.TIMEOUT), ("drop", ErrorKind.CONNECTION), ("502", ErrorKind.SERVER)],
)
def test_a_create_that_may_have_reached_the_server_is_not_sent_again(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any, then: str, kind: ErrorKind
) -> None:
    store = responses_store(fake_server)
    store.accept_then = then  # the server keeps the job, then answers nothing useful
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, *_rest: Any) -> Any:
        reply = await session.send(None, "Research this.", BG)
        return reply, await repo.background_replies()

    reply, running = _run(tmp_path, body, fake_server, read_timeout=0.5)
    assert reply.status is MessageStatus.ERROR and reply.error_kind == kind.value
    assert reply.error is not None and UNKNOWN in reply.error and "Retry" in reply.error
    assert running == [] and reply.response_id is None
    (create,) = _creates(fake_server)  # sent once: the job it started is the only one
    assert create.headers[IDEMPOTENCY_HEADER.lower()].startswith("cometdesk-")
    assert len(store.responses) == 1


def test_retry_after_an_unknown_outcome_sends_the_same_key_and_one_job_runs(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.accept_then = "stall"
    store.honour_idempotency = True
    store.polls_in_progress = 1
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, *_rest: Any) -> Any:
        failed = await session.send(None, "Research this.", BG)
        retried = await session.regenerate(failed.conversation_id, BG, reply_id=failed.id)
        return failed, await repo.get_message(retried.id)

    failed, retried = _run(tmp_path, body, fake_server, read_timeout=0.5)
    assert failed.status is MessageStatus.ERROR
    assert retried.status is MessageStatus.COMPLETE and retried.text == ANSWER
    assert [a.id for a in retried.failed_attempts] == [failed.id]  # kept, folded
    first, second = _creates(fake_server)
    key = IDEMPOTENCY_HEADER.lower()
    assert first.headers[key] == second.headers[key]
    assert len(store.responses) == 1 and retried.response_id in store.responses


def test_a_new_question_and_a_changed_request_get_new_keys(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    responses_store(fake_server).polls_in_progress = 0
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, *_rest: Any) -> None:
        first = await session.send(None, "Research this.", BG)
        await session.regenerate(first.conversation_id, BG, reply_id=first.id)
        warmer = Params(model="gpt-4o-mini", endpoint="responses", background=True, temperature=1)
        await session.regenerate(first.conversation_id, warmer, reply_id=first.id)

    _run(tmp_path, body, fake_server)
    keys = [r.headers[IDEMPOTENCY_HEADER.lower()] for r in _creates(fake_server)]
    assert len(keys) == 3 and len(set(keys)) == 3


def test_a_create_refused_with_429_is_sent_again_with_the_same_key(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.polls_in_progress = 0
    fake_server.enqueue(Reply.error(429, "Slow down.", retry_after=0), Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, *_rest: Any) -> Message:
        return await session.send(None, "Research this.", BG)

    reply = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER
    first, second = _creates(fake_server)
    key = IDEMPOTENCY_HEADER.lower()
    assert first.headers[key] == second.headers[key] and len(store.responses) == 1


# ---- Stop ------------------------------------------------------------------------------


def test_stop_during_the_create_cancels_the_job_when_its_id_arrives(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    store.hold_creates()
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _p: Any):
        task = asyncio.create_task(session.send(None, "Research this.", BG))
        await _until(lambda: bool(_creates(fake_server)))
        task.cancel()  # Stop, while the server has not answered the create
        await _until(lambda: task.cancelling() == 0)  # taken as Stop: the task goes on
        assert rec.states == [STOPPING] and not store.responses  # said before the id came
        store.release_creates()  # the server takes the job and answers with its id
        reply = await task
        return reply, await repo.background_replies()

    reply, running = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.STOPPED and running == []
    (response_id,) = store.responses
    assert reply.response_id == response_id
    assert [r.path for r in _cancels(fake_server)] == [f"/v1/responses/{response_id}/cancel"]
    assert store.cancelled == [response_id] and store.status_of(response_id) == "cancelled"


@pytest.mark.parametrize("refuses", [False, True], ids=["answers-completed", "refuses-400"])
def test_a_reply_finished_just_before_stop_is_kept_whole(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any, refuses: bool
) -> None:
    store = responses_store(fake_server)
    store.held = True
    store.refuse_done_cancel = refuses
    fake_server.enqueue(Reply(text=ANSWER, usage={"prompt_tokens": 12}))
    _patch_naps(monkeypatch, quick=1)  # after "in_progress" the next ask waits for Stop

    async def body(session: ChatSession, _repo: Any, rec: StateRecorder, _p: Any) -> Message:
        task = await _running(session, rec)
        (response_id,) = store.responses
        store.finish(response_id)  # done on the server a moment before Stop
        assert background_replies.stop(_reply_id(rec))
        return await task

    reply = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER
    assert reply.usage is not None and reply.usage.prompt_tokens == 12
    assert len(_cancels(fake_server)) == 1 and store.cancelled == []


def test_a_cancel_the_server_does_not_take_is_said_and_stop_can_be_pressed_again(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    store.cancel_errors = [Reply.error(503, "The cancel service is down.")]
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _p: Any):
        task = await _running(session, rec)
        reply_id = _reply_id(rec)
        gets = len(fake_server.requests)
        assert background_replies.stop(reply_id)
        await _until(lambda: CANCEL_FAILED in rec.states)
        await _until(lambda: len(fake_server.requests) > gets + 2)  # polled on
        still = await repo.background_replies()
        assert background_replies.stop(reply_id)  # again: this time the server takes it
        return await task, still, rec.states

    reply, still, states = _run(tmp_path, body, fake_server)
    assert [m.id for m in still] == [reply.id]  # not shown as stopped while it ran on
    assert reply.status is MessageStatus.STOPPED
    assert states[-3:] == [STOPPING, CANCEL_FAILED, STOPPING], states
    assert len(_cancels(fake_server)) == 2 and store.cancelled == [reply.response_id]


def test_after_a_failed_cancel_the_reply_survives_a_restart_and_finishes(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    store.cancel_errors = [Reply.error(500, "Internal error.")]
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def first_run(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _p: Any):
        task = await _running(session, rec)
        assert background_replies.stop(_reply_id(rec))
        await _until(lambda: CANCEL_FAILED in rec.states)
        background_replies.leave_running()  # the app closes
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        await repo.mark_interrupted()  # the next start-up's first step
        return await repo.background_replies()

    (left,) = _run(tmp_path, first_run, fake_server)
    assert left.status is MessageStatus.BACKGROUND and left.response_id
    store.release()

    async def next_start(_s: Any, repo: AsyncRepository, rec: StateRecorder, client: Any):
        await resume_all(repo, lambda _p: client, rec, backoff=_no_wait)
        return await repo.get_message(left.id)

    reply = _run(tmp_path, next_start, fake_server)
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER
    assert store.cancelled == []


def test_closing_during_the_create_keeps_the_id_and_the_next_start_finishes_it(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.hold_creates()
    store.polls_in_progress = 0
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def first_run(session: ChatSession, repo: AsyncRepository, *_rest: Any):
        task = asyncio.create_task(session.send(None, "Research this.", BG))
        await _until(lambda: bool(_creates(fake_server)))
        background_replies.leave_running()  # the app closes with the create on its way
        task.cancel()
        await _until(lambda: task.cancelling() > 0)
        store.release_creates()
        await asyncio.gather(task, return_exceptions=True)
        return await repo.background_replies()

    (left,) = _run(tmp_path, first_run, fake_server)
    assert left.response_id in store.responses and store.cancelled == []

    async def next_start(_s: Any, repo: AsyncRepository, rec: StateRecorder, client: Any):
        await resume_all(repo, lambda _p: client, rec, backoff=_no_wait)
        return await repo.get_message(left.id)

    reply = _run(tmp_path, next_start, fake_server)
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER


# ---- polling ---------------------------------------------------------------------------


def _refuse(store: ResponsesStore, server: FakeOpenAIServer, status: int) -> None:
    """From now on the server refuses the key in use: a key changed on the dashboard (401
    for every request), or a project that lost access to this response (403)."""
    if status == 401:
        server.api_key = NEW_KEY
    else:
        store.poll_errors = [Reply.error(403, "This key may not read this response.")] * 3


@pytest.mark.parametrize("status", [401, 403])
def test_a_refused_key_pauses_polling_until_the_key_is_fixed(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any, status: int
) -> None:
    store = responses_store(fake_server)
    store.held = True
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, owner: Any):
        task = await _running(session, rec)
        _refuse(store, fake_server, status)
        await _until(lambda: KEY_REFUSED in rec.states)
        paused = await repo.background_replies()
        asked = len(fake_server.requests)
        store.poll_errors = []
        store.release()
        await owner.store_key("", NEW_KEY)  # the person fixes the key in Settings
        return await task, paused, fake_server.requests[asked:]

    reply, paused, later = _run(tmp_path, body, fake_server, endpoints=True)
    assert [m.status for m in paused] == [MessageStatus.BACKGROUND]
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER
    assert later and {r.headers["authorization"] for r in later} == {f"Bearer {NEW_KEY}"}


def test_a_refused_key_survives_a_restart_and_the_fixed_key_finishes_it(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def first_run(session: ChatSession, repo: AsyncRepository, rec: StateRecorder, _p: Any):
        task = await _running(session, rec)
        fake_server.api_key = NEW_KEY
        await _until(lambda: KEY_REFUSED in rec.states)
        background_replies.leave_running()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        return await repo.background_replies()

    (left,) = _run(tmp_path, first_run, fake_server)
    store.release()

    async def next_start(_s: Any, repo: AsyncRepository, rec: StateRecorder, _p: Any):
        async with ChatClient(fake_server.base_url, NEW_KEY) as fixed:
            await resume_all(repo, lambda _p: fixed, rec, backoff=_no_wait)
        return await repo.get_message(left.id)

    reply = _run(tmp_path, next_start, fake_server)
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER


def test_a_reply_the_server_forgot_says_so(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, _repo: Any, rec: StateRecorder, _p: Any) -> Message:
        task = await _running(session, rec)
        store.poll_errors = [Reply.error(404, "No response found with id 'resp_x'.")]
        return await task

    reply = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.ERROR
    assert reply.error is not None and "no longer has this reply" in reply.error


@pytest.mark.parametrize(
    "error",
    [
        Reply.error(408, "Request timeout."),
        Reply.error(429, "Slow down.", retry_after=0.05),
        Reply.error(503, "Overloaded."),
        Reply.error(502, "Bad gateway", html=True),
    ],
    ids=["408", "429", "503", "502-html"],
)
def test_a_passing_refusal_while_polling_is_asked_again(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any, error: Reply
) -> None:
    store = responses_store(fake_server)
    store.held = True
    fake_server.enqueue(Reply(text=ANSWER))
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, _repo: Any, rec: StateRecorder, _p: Any) -> Any:
        task = await _running(session, rec)
        store.poll_errors = [error, error]
        await _until(lambda: RETRYING in rec.states and rec.states[-1] == "in_progress")
        assert store.poll_errors == []
        store.release()
        return await task, rec.states

    reply, states = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.COMPLETE and reply.text == ANSWER
    assert states[-1] == "in_progress"  # the trouble was said, then cleared


def test_any_other_refusal_while_polling_ends_with_the_servers_sentence(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    store = responses_store(fake_server)
    store.held = True
    _patch_backoff(monkeypatch)

    async def body(session: ChatSession, _repo: Any, rec: StateRecorder, _p: Any) -> Message:
        task = await _running(session, rec)
        store.poll_errors = [Reply.error(422, "Response ids of this kind cannot be read.")]
        return await task

    reply = _run(tmp_path, body, fake_server)
    assert reply.status is MessageStatus.ERROR
    assert reply.error is not None and "cannot be read" in reply.error
