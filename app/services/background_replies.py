"""Replies that run in the background on the server (/responses with ``background: true``):
the reply keeps the response's id and the status 'background' while the server works, is
polled with a growing wait, and is stored like any reply when the server is done.

Stop cancels the response on the server (``POST /responses/{id}/cancel``) and keeps the
reply as stopped: Esc, or the reply's own Stop button (``stop``), which stops one run
whichever task follows it (the one that sent it, or the start-up's resume). Closing the
app does not: ``leave_running`` is called first, the reply stays 'background', and the
next start polls it again (``resume``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import cast

from app.api import ApiError, BuiltRequest, ChatClient, Endpoint
from app.api.model_rules import runs_in_background
from app.api.responses_polling import (
    FinishedResponse,
    PollBackoff,
    ResponsesJobs,
    ResponseState,
    poll_until_finished,
)
from app.domain import Message, MessageStatus, Params
from app.services.chat_events import ChatEvents, notify
from app.services.reply_stream import ReplyClock, ReplyStream
from app.services.stateful_turns import names_previous_response
from app.storage import AsyncRepository

log = logging.getLogger(__name__)

# How long Stop waits for the server to take the cancel before the reply is kept as
# stopped anyway (the server may go on; nothing more of it is shown).
CANCEL_TIMEOUT_S = 10.0

# The runs of this process, by reply id: closing the app leaves them running on the server.
_RUNS: dict[int, BackgroundReply] = {}


def wants_background(params: Params, endpoint: Endpoint) -> bool:
    """Whether a reply with ``params`` on ``endpoint`` runs in the background: the person
    chose it, or the model is one whose answers take minutes (deep research, o1-pro)."""
    return endpoint == "responses" and (params.background or runs_in_background(params.model))


def stop(reply_id: int) -> bool:
    """Stop one reply running in the background: its run is cancelled, which cancels the
    response on the server and keeps the reply as stopped. False if it is not running."""
    run = _RUNS.get(reply_id)
    task = run._task if run is not None else None
    if task is None or task.done():
        return False
    task.cancel()
    return True


def leave_running() -> None:
    """The app is closing: the replies running now stay running on the server, and their
    tasks, when cancelled, neither cancel them there nor mark them stopped."""
    for run in _RUNS.values():
        run.detached = True


class BackgroundReply:
    """One reply run in the background. Reports through the session's events, plus the
    optional ``reply_background_state(reply_id, status, started_at)`` each time the server's
    status changes ("queued", "in_progress"; ``started_at`` is the reply's created_at, in
    seconds since the epoch, so the view can show the time it has been running)."""

    def __init__(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        reply: Message,
        *,
        backoff: Callable[[], PollBackoff] = PollBackoff,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    ) -> None:
        self._repo = repo
        self._events = events
        self._reply = reply
        self._backoff = backoff
        self._sleep = sleep
        self._response_id = reply.response_id
        self._status = ""
        self._finishing = False  # the answer is being stored: it saves its own ending
        self.detached = False
        self._task: asyncio.Task[object] | None = None  # what ``stop`` cancels

    async def run(
        self, client: ChatClient, built: BuiltRequest, *, full: BuiltRequest | None = None
    ) -> Message:
        """Create the response and follow it to its end. ``full``: the request with the whole
        history, sent instead if the server no longer has ``built``'s previous response."""
        jobs = ResponsesJobs(client)
        return await self._guarded(jobs, self._create_and_follow(jobs, client, built, full))

    async def resume(self, client: ChatClient) -> Message:
        """Follow a reply started before (by a run that the app's closing left running)."""
        jobs = ResponsesJobs(client)
        return await self._guarded(jobs, self._follow(jobs, client, None))

    async def _guarded(self, jobs: ResponsesJobs, work: Awaitable[Message]) -> Message:
        _RUNS[self._reply.id] = self
        self._task = asyncio.current_task()
        try:
            return await work
        except asyncio.CancelledError:
            if not self.detached and not self._finishing:
                await asyncio.shield(self._stop(jobs))
            raise
        finally:
            _RUNS.pop(self._reply.id, None)

    async def _create_and_follow(
        self,
        jobs: ResponsesJobs,
        client: ChatClient,
        built: BuiltRequest,
        full: BuiltRequest | None,
    ) -> Message:
        try:
            try:
                created = await jobs.create(built)
            except ApiError as err:
                if full is None or not names_previous_response(err):
                    raise
                log.info("previous response gone; sending the whole history")
                created = await jobs.create(full)
        except ApiError as err:
            return await self._failed(err)
        self._response_id = created.id
        await self._repo.set_response_id(self._reply.id, created.id, MessageStatus.BACKGROUND)
        self._on_state(created)
        return await self._follow(jobs, client, created)

    async def _follow(
        self, jobs: ResponsesJobs, client: ChatClient, first: ResponseState | None
    ) -> Message:
        assert self._response_id is not None
        try:
            state = await poll_until_finished(
                jobs,
                self._response_id,
                self._on_state,
                backoff=self._backoff(),
                sleep=self._sleep,
                first=first,
            )
        except ApiError as err:
            return await self._failed(err)
        return await self._finish(state, client)

    def _on_state(self, state: ResponseState) -> None:
        if state.status != self._status and not state.finished:
            self._status = state.status
            reply = self._reply
            notify(self._events, "reply_background_state", reply.id, state.status, reply.created_at)

    async def _finish(self, state: ResponseState, client: ChatClient) -> Message:
        self._finishing = True
        if state.status == "cancelled":  # cancelled elsewhere (another app, the dashboard)
            final = await self._repo.update_message(self._reply.id, status=MessageStatus.STOPPED)
            self._events.reply_finished(final, None)
            return final
        # The reply's time is the server's: from the question to now, across restarts.
        waited = max(0.0, time.time() - self._reply.created_at)
        clock = ReplyClock(started=time.monotonic() - waited)
        replay = cast(ChatClient, FinishedResponse(state, client.api_key))
        stream = ReplyStream(self._repo, self._events, self._reply, clock=clock)
        return await stream.run(replay, BuiltRequest(endpoint="responses", body={}))

    async def _failed(self, err: ApiError) -> Message:
        log.info("background reply %s failed: %s", self._reply.id, type(err).__name__)
        final = await self._repo.update_message(
            self._reply.id, status=MessageStatus.ERROR, error=err.message, error_kind=err.kind.value
        )
        self._events.reply_finished(final, err)
        return final

    async def _stop(self, jobs: ResponsesJobs) -> None:
        """Stop: cancel on the server (when it has the response yet), keep it as stopped."""
        if self._response_id is not None:
            with contextlib.suppress(ApiError, TimeoutError):
                async with asyncio.timeout(CANCEL_TIMEOUT_S):
                    await jobs.cancel(self._response_id)
        final = await self._repo.update_message(self._reply.id, status=MessageStatus.STOPPED)
        self._events.reply_finished(final, None)


async def resume_all(
    repo: AsyncRepository,
    client_for: Callable[[str], ChatClient],
    events: ChatEvents,
    *,
    backoff: Callable[[], PollBackoff] = PollBackoff,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> int:
    """At start-up: poll every reply still running on the server, all at once; each is
    stored when its server is done. Returns how many there were."""
    replies = [m for m in await repo.background_replies() if m.response_id]
    runs = []
    for reply in replies:
        try:
            client = client_for(reply.params.profile if reply.params else "")
        except ApiError as err:
            await BackgroundReply(repo, events, reply)._failed(err)
            continue
        run = BackgroundReply(repo, events, reply, backoff=backoff, sleep=sleep)
        runs.append(run.resume(client))
    # One stopped with its Stop button ends cancelled; the others go on.
    for outcome in await asyncio.gather(*runs, return_exceptions=True):
        if isinstance(outcome, Exception):
            raise outcome
    return len(replies)
