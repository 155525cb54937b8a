"""One streamed reply (or one round of a tool reply): its events as they arrive, and the
stored copy kept close behind them (a crash loses at most ``FLUSH_INTERVAL_S`` of it), with
how long it took (time to the first token, and to the end) and, when it failed, what kind of
failure it was."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field

from app.api import (
    ApiError,
    BuiltRequest,
    ChatClient,
    Finished,
    ReasoningDelta,
    Retrying,
    StreamEvent,
    TextDelta,
    ToolCallDelta,
    UrlCitation,
    UsageEvent,
)
from app.api.errors import retry_reason
from app.domain import BUILTIN_SERVER, Message, MessageStatus, Part, TextPart, ToolCallPart, Usage
from app.services.chat_events import ChatEvents, notify
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


class ReplyStream:
    """Accumulates one streamed reply (or one round of a tool reply, after the ``prefix``
    parts of the rounds before) and keeps the stored copy close behind it."""

    def __init__(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        reply: Message,
        *,
        prefix: tuple[Part, ...] = (),
        round: int = 0,
        clock: ReplyClock | None = None,
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
        self._usage: Usage | None = None
        self._tool_calls: dict[int, list[str]] = {}  # call index -> [id, name, arguments]
        self._finish_reason: str | None = None
        self._last_flush = time.monotonic()
        self._pending_flush: asyncio.Future[Message] | None = None

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
        if isinstance(event, TextDelta):
            if event.index == 0:
                if event.text:
                    self._clock.arrived()
                self._text.append(event.text)
                self._events.reply_delta(mid, event.text)
        elif isinstance(event, ReasoningDelta):
            if event.index == 0:
                if event.text:
                    self._clock.arrived()
                self._reasoning.append(event.text)
                self._events.reply_reasoning(mid, event.text)
        elif isinstance(event, ToolCallDelta):
            if event.index == 0:
                call = self._tool_calls.setdefault(event.call_index, ["", "", ""])
                call[0] = event.id or call[0]
                call[1] = event.name or call[1]
                call[2] += event.arguments_delta
        elif isinstance(event, UsageEvent):
            self._usage = event.usage
        elif isinstance(event, Finished):
            if event.index == 0:
                self._finish_reason = event.reason
        elif isinstance(event, UrlCitation):
            if event.index == 0:
                self._citations.append((event.url, event.title))
                notify(self._events, "reply_citation", mid, event.number, event.url, event.title)
        elif isinstance(event, Retrying):
            self._clock.retrying(event.delay)
            self._events.reply_retrying(mid, event.attempt, event.delay, retry_reason(event.error))
        self._maybe_flush()

    def _maybe_flush(self) -> None:
        now = time.monotonic()
        if now - self._last_flush < FLUSH_INTERVAL_S:
            return
        if self._pending_flush is not None and not self._pending_flush.done():
            return  # the disk is behind; the next delta will try again
        self._last_flush = now
        self._pending_flush = asyncio.ensure_future(
            self._repo.update_message(
                self._reply.id,
                parts=self._parts(),
                reasoning="".join(self._reasoning),
                usage=self._usage,
            )
        )

    def _parts(self) -> tuple[Part, ...]:
        text = "".join(self._text)
        parts: list[Part] = [*self._prefix, *([TextPart(text)] if text else [])]
        for _index, (call_id, name, arguments) in sorted(self._tool_calls.items()):
            parts.append(
                ToolCallPart(call_id=call_id, name=name, arguments=arguments, round=self._round)
            )
        if self._citations:  # kept as the result of the API's own web search
            sources = [{"url": url, "title": title} for url, title in self._citations]
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
        first_token, duration = self._clock.figures()
        return await self._repo.update_message(
            self._reply.id,
            parts=self._parts(),
            status=status,
            finish_reason=self._finish_reason,
            usage=self._usage,
            error=error.message if error else None,
            error_kind=error.kind.value if error else None,
            reasoning="".join(self._reasoning),
            first_token_s=first_token,
            duration_s=duration,
        )


async def _quietly(fut: Awaitable[object]) -> None:
    try:
        await fut
    except Exception:  # a failed interim flush is superseded by the final save
        log.exception("interim save failed")
