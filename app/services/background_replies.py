"""Replies that run in the background on the server (/responses with ``background: true``):
the reply keeps the response's id and the status 'background' while the server works, is
polled with a growing wait, and is stored like any reply when the server is done.

The create is sent once (app/api/responses_polling.py): when its outcome is unknown the
reply fails with that sentence and Retry, which sends the same ``Idempotency-Key``
(app/services/create_keys.py).

Stop (Esc, or the reply's own Stop button: ``stop``; or cancelling the task that runs it)
asks the run to cancel the response on the server, whichever task follows it. A Stop
pressed while the create is on its way waits for the response's id and cancels that. The
cancel's answer decides: cancelled is kept as stopped; a reply the server finished first
is kept whole; a cancel the server did not take (no connection, a 5xx) is said under the
reply, which goes on being polled and can be stopped again.

While polling, a refused key (401/403) pauses it until the key or endpoint changes
(app/services/client_changes.py); the network, 408, 429 and 5xx are asked again.

Closing the app does not stop anything: ``leave_running`` is called first, the reply stays
'background', and the next start polls it again (``resume``)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, cast

from app.api import ApiError, ApiStatusError, BuiltRequest, ChatClient, Endpoint
from app.api.model_rules import runs_in_background
from app.api.responses_polling import (
    FinishedResponse,
    PollBackoff,
    PollVerdict,
    ResponseForgotten,
    ResponsesJobs,
    ResponseState,
    UnknownOutcome,
    poll_until_finished,
    poll_verdict,
)
from app.domain import Message, MessageStatus, Params
from app.services import client_changes
from app.services.chat_events import ChatEvents, notify
from app.services.create_keys import create_key
from app.services.reply_stream import ReplyClock, ReplyStream
from app.services.stateful_turns import names_previous_response
from app.storage import AsyncRepository

log = logging.getLogger(__name__)

# How long a cancel may take before it counts as not taken (the reply is polled on).
CANCEL_TIMEOUT_S = 10.0
# A refused key is tried again at once when the key changes, and at the latest after this
# (a key can also be fixed on the server: a project's permissions, a paid invoice).
REFUSED_RECHECK_S = 300.0
# Closing the app while a create is on its way: how long to wait for the response's id, so
# that the next start can poll the reply instead of leaving it running unseen.
CLOSE_WAIT_S = 5.0

# What ``reply_background_state`` tells besides the server's own statuses.
STOPPING = "stopping"  # Stop was pressed: the cancel is on its way, or taken
CANCEL_FAILED = "cancel_failed"  # the server did not take the cancel; the reply runs on
KEY_REFUSED = "key_refused"  # polling waits until the key is fixed
RETRYING = "retrying"  # the last ask failed (the network, 429, 5xx); asking again

# The runs of this process, by reply id: closing the app leaves them running on the server.
_RUNS: dict[int, BackgroundReply] = {}


def wants_background(params: Params, endpoint: Endpoint) -> bool:
    """Whether a reply with ``params`` on ``endpoint`` runs in the background: the person
    chose it, or the model is one whose answers take minutes (deep research, o1-pro)."""
    return endpoint == "responses" and (params.background or runs_in_background(params.model))


def stop(reply_id: int) -> bool:
    """Stop one reply running in the background: its run cancels the response on the
    server and ends as the cancel's answer says. False if it is not running."""
    run = _RUNS.get(reply_id)
    if run is None:
        return False
    run.request_stop()
    return True


def leave_running() -> None:
    """The app is closing: the replies running now stay running on the server, and their
    tasks, when cancelled, neither cancel them there nor mark them stopped."""
    for run in _RUNS.values():
        run.detached = True


class BackgroundReply:
    """One reply run in the background. Reports through the session's events, plus the
    optional ``reply_background_state(reply_id, status, started_at)`` each time its state
    changes: the server's ("queued", "in_progress"), or what holds it up (``STOPPING``,
    ``CANCEL_FAILED``, ``KEY_REFUSED``, ``RETRYING``); ``started_at`` is the reply's
    created_at, in seconds since the epoch, so the view can show how long it has run.

    ``client_for``: the profile's client now (a new one after the key changed); without
    it the client given to ``run`` or ``resume`` is used throughout."""

    def __init__(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        reply: Message,
        *,
        backoff: Callable[[], PollBackoff] = PollBackoff,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        client_for: Callable[[], ChatClient] | None = None,
    ) -> None:
        self._repo = repo
        self._events = events
        self._reply = reply
        self._backoff = backoff()
        self._sleep = sleep
        self._client_for = client_for
        self._client: ChatClient | None = None
        self._response_id = reply.response_id
        self._status = ""
        self._stop_requested = False  # Stop was pressed and its cancel is not sent yet
        self._cancel_taken = False  # the server took a cancel; polling sees it land
        self._cancel_failed = False  # said until Stop is pressed again or the reply ends
        self._wake = asyncio.Event()  # a Stop interrupts a wait
        self._creating: asyncio.Task[ResponseState] | None = None
        self.detached = False

    # ---- what the session and the start-up call -------------------------------------------

    async def run(
        self, client: ChatClient, built: BuiltRequest, *, full: BuiltRequest | None = None
    ) -> Message:
        """Create the response and follow it to its end. ``full``: the request with the whole
        history, sent instead if the server no longer has ``built``'s previous response."""
        self._client = client
        return await self._guarded(self._create_and_follow(built, full))

    async def resume(self, client: ChatClient) -> Message:
        """Follow a reply started before (by a run that the app's closing left running)."""
        self._client = client
        return await self._guarded(self._follow(None))

    def request_stop(self) -> None:
        """Cancel the response on the server as soon as it has an id (at once if it has)."""
        self._stop_requested = True
        self._cancel_taken = False  # pressed again: the cancel is sent again
        self._cancel_failed = False
        self._wake.set()
        self._tell(STOPPING)  # at once, even while the create still waits for its answer

    # ---- the task ------------------------------------------------------------------------

    async def _guarded(self, work: Coroutine[Any, Any, Message]) -> Message:
        """Run ``work`` in its own task, so that cancelling the caller's task (Stop, as the
        chat's Stop and Esc do) asks for a stop instead of breaking off mid-request: the
        reply ends as the server's answer to the cancel says, and the caller gets it."""
        _RUNS[self._reply.id] = self
        inner = asyncio.ensure_future(work)
        try:
            while True:
                try:
                    return await asyncio.shield(inner)
                except asyncio.CancelledError:
                    if inner.cancelled():
                        raise
                    if self.detached:
                        await self._leave(inner)
                        raise
                    task = asyncio.current_task()
                    if task is not None:
                        task.uncancel()
                    if not inner.done():
                        self.request_stop()
        finally:
            _RUNS.pop(self._reply.id, None)

    async def _leave(self, inner: asyncio.Task[Message]) -> None:
        """The app closes: the reply stays running on the server. A create on its way gets a
        moment to bring the id (stored with the status 'background': the next start polls
        it); then the run ends here, without a cancel."""
        creating = self._creating
        if creating is not None and not creating.done():
            await asyncio.wait({creating}, timeout=CLOSE_WAIT_S)
        inner.cancel()
        await asyncio.gather(inner, return_exceptions=True)

    # ---- creating ------------------------------------------------------------------------

    async def _create_and_follow(self, built: BuiltRequest, full: BuiltRequest | None) -> Message:
        self._creating = asyncio.ensure_future(self._create(built, full))
        try:
            created = await self._creating
        except ApiError as err:
            if self._stop_requested and not isinstance(err, UnknownOutcome):
                return await self._end_stopped()  # refused: nothing runs on the server
            return await self._failed(err)
        self._on_state(created)
        return await self._follow(created)

    async def _create(self, built: BuiltRequest, full: BuiltRequest | None) -> ResponseState:
        """Send the create (and, if the server lost the previous response, the whole
        history instead); keep the response id, with the status 'background', at once."""
        jobs = self._jobs()
        reply = await self._repo.get_message(self._reply.id) or self._reply
        try:
            created = await jobs.create(built, idempotency_key=create_key(reply, built.body))
        except ApiError as err:
            if full is None or not names_previous_response(err):
                raise
            log.info("previous response gone; sending the whole history")
            created = await jobs.create(full, idempotency_key=create_key(reply, full.body))
        self._response_id = created.id
        await self._repo.set_response_id(self._reply.id, created.id, MessageStatus.BACKGROUND)
        return created

    # ---- following -----------------------------------------------------------------------

    async def _follow(self, first: ResponseState | None) -> Message:
        assert self._response_id is not None
        response_id = self._response_id
        state = first
        try:
            while state is None or not state.finished:
                if self._stop_requested:
                    state = await self._cancel(response_id, state)
                    continue
                state = await poll_until_finished(
                    self._jobs(),
                    response_id,
                    self._on_state,
                    backoff=self._backoff,
                    sleep=self._nap,
                    first=state,
                    on_trouble=lambda _err: self._tell(RETRYING),
                    refused=self._refused,
                    interrupted=lambda: self._stop_requested,
                )
        except ApiError as err:
            return await self._failed(err)
        return await self._finish(state)

    async def _cancel(self, response_id: str, last: ResponseState | None) -> ResponseState:
        """Send Stop's cancel and read its answer: the state to go on from (finished when
        the server says so). A cancel the server did not take is said; polling goes on."""
        self._stop_requested = False
        self._wake.clear()
        self._tell(STOPPING)
        jobs = self._jobs()
        try:
            async with asyncio.timeout(CANCEL_TIMEOUT_S):
                answer = await jobs.cancel(response_id)
        except (ApiError, TimeoutError) as err:
            looked = await self._refused_cancel(jobs, response_id, err)
            if looked is not None:
                return looked
            log.info("cancel of %s not taken: %s", response_id, err)
            self._cancel_failed = True
            self._tell(CANCEL_FAILED)
            return last or ResponseState(response_id, "queued", {})
        self._cancel_taken = True
        if answer.finished and answer.status != "cancelled":
            return await self._whole(jobs, answer)  # it ended before the cancel
        return answer

    async def _refused_cancel(
        self, jobs: ResponsesJobs, response_id: str, err: Exception
    ) -> ResponseState | None:
        """A cancel the server refused with a 4xx that is not about the key or the rate
        (some servers refuse to cancel a finished response): the response as it is now,
        if it has finished; else None (the cancel was not taken)."""
        if not isinstance(err, ApiStatusError) or poll_verdict(err) not in (
            PollVerdict.FAIL,
            PollVerdict.FORGOTTEN,
        ):
            return None
        try:
            async with asyncio.timeout(CANCEL_TIMEOUT_S):
                state = await jobs.retrieve(response_id)
        except ApiStatusError as looked:
            if poll_verdict(looked) is PollVerdict.FORGOTTEN:
                raise ResponseForgotten(looked) from looked
            return None
        except (ApiError, TimeoutError):
            return None
        return state if state.finished else None

    async def _whole(self, jobs: ResponsesJobs, answer: ResponseState) -> ResponseState:
        """A finished response as ``GET`` gives it (a cancel's answer may leave out the
        output); the cancel's answer if that fails."""
        try:
            async with asyncio.timeout(CANCEL_TIMEOUT_S):
                state = await jobs.retrieve(answer.id)
        except (ApiError, TimeoutError):
            return answer
        return state if state.finished else answer

    async def _refused(self, err: ApiError) -> ResponsesJobs:
        """The key was refused while polling: wait until the profile's client changes (a
        new key, another address), Stop is pressed, or a while has passed; then the jobs
        of the client now in use."""
        self._tell(KEY_REFUSED)
        changed = asyncio.Event()
        unlisten = client_changes.listen(lambda _profile: changed.set())
        waits = [
            asyncio.ensure_future(changed.wait()),
            asyncio.ensure_future(self._wake.wait()),
            asyncio.ensure_future(self._sleep(REFUSED_RECHECK_S)),
        ]
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            unlisten()
            for waiting in waits:
                waiting.cancel()
        return self._jobs()

    async def _nap(self, seconds: float) -> None:
        """The wait between asks, cut short by Stop."""
        if self._stop_requested:
            return
        sleeping = asyncio.ensure_future(self._sleep(seconds))
        woken = asyncio.ensure_future(self._wake.wait())
        try:
            await asyncio.wait({sleeping, woken}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            sleeping.cancel()
            woken.cancel()

    def _jobs(self) -> ResponsesJobs:
        client = self._client
        if self._client_for is not None:
            try:
                client = self._client_for()
            except ApiError as err:  # e.g. a CA bundle that has gone: keep the one in use
                log.info("no new client: %s", err)
        assert client is not None
        self._client = client
        return ResponsesJobs(client)

    def _on_state(self, state: ResponseState) -> None:
        if not (state.finished or self._stop_requested or self._cancel_taken):
            self._tell(state.status)  # not while a Stop is on its way: it says "Stopping"

    def _tell(self, status: str) -> None:
        if self._cancel_failed and status not in (KEY_REFUSED, STOPPING):
            status = CANCEL_FAILED  # it still runs: the sentence stays until Stop again
        if status != self._status:
            self._status = status
            reply = self._reply
            notify(self._events, "reply_background_state", reply.id, status, reply.created_at)

    # ---- ending --------------------------------------------------------------------------

    async def _finish(self, state: ResponseState) -> Message:
        if state.status == "cancelled":  # by Stop, or elsewhere (another app, the dashboard)
            return await self._end_stopped()
        # The reply's time is the server's: from the question to now, across restarts.
        waited = max(0.0, time.time() - self._reply.created_at)
        clock = ReplyClock(started=time.monotonic() - waited)
        api_key = self._client.api_key if self._client is not None else None
        replay = cast(ChatClient, FinishedResponse(state, api_key))
        stream = ReplyStream(self._repo, self._events, self._reply, clock=clock)
        return await stream.run(replay, BuiltRequest(endpoint="responses", body={}))

    async def _end_stopped(self) -> Message:
        final = await self._repo.update_message(self._reply.id, status=MessageStatus.STOPPED)
        self._events.reply_finished(final, None)
        return final

    async def _failed(self, err: ApiError) -> Message:
        log.info("background reply %s failed: %s", self._reply.id, type(err).__name__)
        final = await self._repo.update_message(
            self._reply.id, status=MessageStatus.ERROR, error=err.message, error_kind=err.kind.value
        )
        self._events.reply_finished(final, err)
        return final


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
        profile = reply.params.profile if reply.params else ""
        try:
            client = client_for(profile)
        except ApiError as err:
            await BackgroundReply(repo, events, reply)._failed(err)
            continue
        run = BackgroundReply(
            repo, events, reply, backoff=backoff, sleep=sleep, client_for=_of(client_for, profile)
        )
        runs.append(run.resume(client))
    # One stopped with its Stop button ends cancelled; the others go on.
    for outcome in await asyncio.gather(*runs, return_exceptions=True):
        if isinstance(outcome, Exception):
            raise outcome
    return len(replies)


def _of(client_for: Callable[[str], ChatClient], profile: str) -> Callable[[], ChatClient]:
    return lambda: client_for(profile)
