"""One streamed reply (or one round of a tool reply): its events as they arrive, and the
stored copy kept close behind them (a crash loses at most ``FLUSH_INTERVAL_S`` of it), with
how long it took (time to the first token, and to the end) and, when it failed, what kind of
failure it was."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field

from app.api import (
    ApiError,
    BuiltRequest,
    ChatClient,
    Finished,
    ReasoningDelta,
    ResponseId,
    Retrying,
    StreamEvent,
    TextDelta,
    TokenLogprobsDelta,
    ToolCallDelta,
    UrlCitation,
    UsageEvent,
)
from app.api.errors import retry_reason
from app.api.hosted_tools import HostedToolItem
from app.domain import (
    BUILTIN_SERVER,
    Message,
    MessageStatus,
    Part,
    TextPart,
    TokenLogprob,
    TokenLogprobs,
    ToolCallPart,
    Usage,
)
from app.services.chat_events import ChatEvents, notify
from app.services.hosted_parts import HostedParts, StoreImage
from app.storage import AsyncRepository

log = logging.getLogger(__name__)

# A crash or kill mid-stream loses at most this much of a reply (no data loss beyond it).
FLUSH_INTERVAL_S = 0.5


@dataclass
class ReplyClock:
    """How long a reply takes, on the monotonic clock: from its request (the last attempt's,
    when a failed attempt was tried again after a wait) to its first text or reasoning, and
    to its end. One clock runs through every round of a tool reply."""

    started: float = field(default_factory=time.monotonic)
    first_token: float | None = None

    def arrived(self) -> None:
        if self.first_token is None:
            self.first_token = time.monotonic()

    def retrying(self, delay: float) -> None:
        """The request failed before any output and is sent again after ``delay`` s."""
        if self.first_token is None:
            self.started = time.monotonic() + delay

    def figures(self) -> tuple[float | None, float | None]:
        """(seconds to the first token, seconds to now); (None, None) if nothing arrived."""
        if self.first_token is None:
            return None, None
        now = time.monotonic()
        return max(0.0, self.first_token - self.started), max(0.0, now - self.started)


@dataclass
class _Answer:
    """One of the n answers a request asked for (n > 1): what arrived of it, and the
    version of the reply that stores it. Choice 0 is the reply itself (``ReplyStream``'s
    own fields); these are the others."""

    message: Message
    text: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)
    tool_calls: dict[int, list[str]] = field(default_factory=dict)
    citations: list[tuple[str, str]] = field(default_factory=list)
    logprobs: list[TokenLogprob] = field(default_factory=list)
    finish_reason: str | None = None
    first_token: float | None = None  # monotonic, like ReplyClock
    ended: float | None = None
    arrived: bool = False  # anything at all: an answer the server never sent is not kept
    dirty: bool = False  # changed since it was last saved


class ReplyStream:
    """Accumulates one streamed reply (or one round of a tool reply, after the ``prefix``
    parts of the rounds before) and keeps the stored copy close behind it.

    ``choices``: when the request asked for n > 1 answers, the stored versions for choices
    1 … n-1 (``ChatSession`` makes them). Each choice's deltas go to its own version and
    are reported with the optional events ``reply_choice_delta`` / ``reply_choice_reasoning``
    (reply id, choice index, text); choice 0 is the reply, reported as usual, so a listener
    that knows nothing of choices sees one answer. ``reply_choice_finished`` (reply id,
    index, finish reason) tells when each choice, 0 included, has its finish reason, and
    ``reply_choices_ended`` (reply id, the other choices' final messages) comes before
    ``reply_finished``. The request's usage is stored once, on the reply; a choice that
    nothing arrived for (a server that ignores n) is deleted.

    Token probabilities (a request with logprobs) are kept per choice and stored with the
    final save only: packing them at every interim flush would cost more than the stream
    itself, and the view of them is built from the finished reply."""

    def __init__(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        reply: Message,
        *,
        prefix: tuple[Part, ...] = (),
        round: int = 0,
        clock: ReplyClock | None = None,
        choices: Sequence[Message] = (),
        store_image: StoreImage | None = None,
    ) -> None:
        self._repo = repo
        self._events = events
        self._reply = reply
        self._prefix = prefix
        self._round = round
        self._clock = clock or ReplyClock()
        self._citations: list[tuple[str, str]] = []
        self._text: list[str] = []
        self._reasoning: list[str] = []
        self._logprobs: list[TokenLogprob] = []
        self._usage: Usage | None = None
        self._tool_calls: dict[int, list[str]] = {}  # call index -> [id, name, arguments]
        self._finish_reason: str | None = None
        self._answers = {n: _Answer(message) for n, message in enumerate(choices, 1)}
        self._last_flush = time.monotonic()
        self._pending_flush: asyncio.Future[None] | None = None
        # What tools the API ran produced (code interpreter, remote MCP): app.api.hosted_tools
        self._hosted = HostedParts(round, store_image)
        self._response_id: str | None = None  # kept only when the server keeps the response
        self._keep_id = False

    async def run(self, client: ChatClient, built: BuiltRequest) -> Message:
        final, error = await self.collect(client, built)
        self._events.reply_finished(final, error)
        return final

    async def collect(
        self, client: ChatClient, built: BuiltRequest
    ) -> tuple[Message, ApiError | None]:
        """Stream and save; reply_finished is left to the caller, except on cancellation."""
        status = MessageStatus.ERROR
        error: ApiError | None = None
        self._keep_id = built.body.get("store") is True
        try:
            outcome = await client.stream(built, self._on_event)
            self._finish_reason = outcome.finish_reason or self._finish_reason
            self._usage = outcome.usage or self._usage
            complete = outcome.complete and self._finish_reason is not None
            status = MessageStatus.COMPLETE if complete else MessageStatus.INCOMPLETE
        except asyncio.CancelledError:
            status = MessageStatus.STOPPED
            # Save what arrived even though we are being cancelled, then stop.
            final = await asyncio.shield(self._save(status, None))
            self._events.reply_finished(final, None)
            raise
        except ApiError as err:
            error = err
            log.info("reply %s failed: %s", self._reply.id, type(err).__name__)
        return await self._save(status, error), error

    def _on_event(self, event: StreamEvent) -> None:
        mid = self._reply.id
        index = getattr(event, "index", 0)
        if index != 0:
            answer = self._answers.get(index)
            if answer is not None:  # more choices than were asked for: not kept
                self._on_choice_event(index, answer, event)
                self._maybe_flush()
            return
        if isinstance(event, TextDelta):
            if event.text:
                self._clock.arrived()
            self._text.append(event.text)
            self._events.reply_delta(mid, event.text)
        elif isinstance(event, ReasoningDelta):
            if event.text:
                self._clock.arrived()
            self._reasoning.append(event.text)
            self._events.reply_reasoning(mid, event.text)
        elif isinstance(event, TokenLogprobsDelta):
            self._logprobs.extend(event.tokens)
        elif isinstance(event, ToolCallDelta):
            _add_call_delta(self._tool_calls, event)
        elif isinstance(event, UsageEvent):
            self._usage = event.usage
        elif isinstance(event, Finished):
            self._finish_reason = event.reason
            if self._answers:
                notify(self._events, "reply_choice_finished", mid, 0, event.reason)
        elif isinstance(event, UrlCitation):
            self._citations.append((event.url, event.title))
            notify(self._events, "reply_citation", mid, event.number, event.url, event.title)
        elif isinstance(event, Retrying):
            self._clock.retrying(event.delay)
            self._events.reply_retrying(mid, event.attempt, event.delay, retry_reason(event.error))
        elif isinstance(event, HostedToolItem):
            notify(self._events, "tool_call_finished", mid, self._hosted.add(event))
        elif isinstance(event, ResponseId) and self._keep_id:
            self._response_id = event.id
        self._maybe_flush()

    def _on_choice_event(self, index: int, answer: _Answer, event: StreamEvent) -> None:
        mid = self._reply.id
        answer.arrived = answer.dirty = True
        if isinstance(event, TextDelta | ReasoningDelta) and event.text:
            if answer.first_token is None:
                answer.first_token = time.monotonic()
            self._clock.arrived()  # the request's first token, whichever answer brought it
        if isinstance(event, TextDelta):
            answer.text.append(event.text)
            notify(self._events, "reply_choice_delta", mid, index, event.text)
        elif isinstance(event, ReasoningDelta):
            answer.reasoning.append(event.text)
            notify(self._events, "reply_choice_reasoning", mid, index, event.text)
        elif isinstance(event, TokenLogprobsDelta):
            answer.logprobs.extend(event.tokens)
        elif isinstance(event, ToolCallDelta):
            _add_call_delta(answer.tool_calls, event)
        elif isinstance(event, Finished):
            answer.finish_reason = event.reason
            answer.ended = time.monotonic()
            notify(self._events, "reply_choice_finished", mid, index, event.reason)
        elif isinstance(event, UrlCitation):
            answer.citations.append((event.url, event.title))

    def _maybe_flush(self) -> None:
        now = time.monotonic()
        if now - self._last_flush < FLUSH_INTERVAL_S:
            return
        if self._pending_flush is not None and not self._pending_flush.done():
            return  # the disk is behind; the next delta will try again
        self._last_flush = now
        self._pending_flush = asyncio.ensure_future(self._flush())

    async def _flush(self) -> None:
        await self._repo.update_message(
            self._reply.id,
            parts=self._reply_parts(),
            reasoning="".join(self._reasoning),
            usage=self._usage,
        )
        for answer in self._answers.values():
            if answer.dirty:
                answer.dirty = False
                await self._repo.update_message(
                    answer.message.id,
                    parts=self._parts(answer.text, answer.tool_calls, answer.citations),
                    reasoning="".join(answer.reasoning),
                )

    def _reply_parts(self) -> tuple[Part, ...]:
        """Choice 0's parts: the earlier rounds', this round's, and what the API's tools made."""
        parts = self._parts(self._text, self._tool_calls, self._citations, self._prefix)
        return (*parts, *self._hosted.parts())

    def _parts(
        self,
        text_parts: list[str],
        tool_calls: dict[int, list[str]],
        citations: list[tuple[str, str]],
        prefix: tuple[Part, ...] = (),
    ) -> tuple[Part, ...]:
        text = "".join(text_parts)
        parts: list[Part] = [*prefix, *([TextPart(text)] if text else [])]
        for _index, (call_id, name, arguments) in sorted(tool_calls.items()):
            parts.append(
                ToolCallPart(call_id=call_id, name=name, arguments=arguments, round=self._round)
            )
        if citations:  # kept as the result of the API's own web search
            sources = [{"url": url, "title": title} for url, title in citations]
            parts.append(
                ToolCallPart(
                    call_id=f"sources-{self._round}",
                    name="web_search",
                    arguments="",
                    round=self._round,
                    status="done",
                    result=json.dumps(sources),
                    is_json=True,
                    server=BUILTIN_SERVER,
                )
            )
        return tuple(parts)

    async def _save(self, status: MessageStatus, error: ApiError | None) -> Message:
        if self._pending_flush is not None:
            await _quietly(self._pending_flush)
        if self._answers:
            # Every choice's version is final before the reply is: listeners reload the
            # versions when reply_finished comes.
            ended = await self._save_choices(status, error)
            notify(self._events, "reply_choices_ended", self._reply.id, ended)
            if status is MessageStatus.STOPPED and self._finish_reason is not None:
                status = MessageStatus.COMPLETE  # stopped while the others arrived: done
        first_token, duration = self._clock.figures()
        await self._hosted.settle()  # the code interpreter's images to the blob store
        if self._response_id is not None:
            await self._repo.set_response_id(self._reply.id, self._response_id)
        return await self._repo.update_message(
            self._reply.id,
            parts=self._reply_parts(),
            status=status,
            finish_reason=self._finish_reason,
            usage=self._usage,
            error=error.message if error else None,
            error_kind=error.kind.value if error else None,
            reasoning="".join(self._reasoning),
            first_token_s=first_token,
            duration_s=duration,
            logprobs=TokenLogprobs(self._logprobs) if self._logprobs else None,
        )

    async def _save_choices(
        self, status: MessageStatus, error: ApiError | None
    ) -> tuple[Message, ...]:
        """The other choices' final state; each that has its finish reason is complete
        whatever ended the stream (Stop, a dropped connection): it did finish. The others
        take the stream's ending: stopped, failed, or incomplete. (Choice 0 is complete
        after Stop or a dropped connection too, if it had finished; ``collect``.)"""
        ended: list[Message] = []
        now = time.monotonic()
        started = self._clock.started
        for answer in self._answers.values():
            mid = answer.message.id
            if not answer.arrived:
                await self._repo.delete_message(mid)
                continue
            if answer.finish_reason is not None:
                state = MessageStatus.COMPLETE
            elif status is MessageStatus.COMPLETE:
                state = MessageStatus.INCOMPLETE  # the stream ended, this answer had not
            else:
                state = status
            failed = state is MessageStatus.ERROR and error is not None
            first = answer.first_token
            ended.append(
                await self._repo.update_message(
                    mid,
                    parts=self._parts(answer.text, answer.tool_calls, answer.citations),
                    status=state,
                    finish_reason=answer.finish_reason,
                    error=error.message if failed and error else None,
                    error_kind=error.kind.value if failed and error else None,
                    reasoning="".join(answer.reasoning),
                    first_token_s=None if first is None else max(0.0, first - started),
                    duration_s=None if first is None else max(0.0, (answer.ended or now) - started),
                    logprobs=TokenLogprobs(answer.logprobs) if answer.logprobs else None,
                )
            )
        return tuple(ended)


def _add_call_delta(calls: dict[int, list[str]], event: ToolCallDelta) -> None:
    call = calls.setdefault(event.call_index, ["", "", ""])
    call[0] = event.id or call[0]
    call[1] = event.name or call[1]
    call[2] += event.arguments_delta


async def _quietly(fut: Awaitable[object]) -> None:
    try:
        await fut
    except Exception:  # a failed interim flush is superseded by the final save
        log.exception("interim save failed")
