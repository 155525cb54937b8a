"""`cometdesk batch`'s work: every prompt sent to every model, a few at a time, each request
built as the app builds a question in a new conversation (``build_request`` with the
parameters the window would send for that model) and streamed by ``ChatClient``.

The first request goes alone: until one answer came back, no other is sent, so a wrong
key, an empty balance or an unreachable server costs one request and stops the job with
one sentence (``BatchJob.stopped``); prompts not sent then get no record (a later run
sends them). Each model's first request goes alone too: a model the server does not know
costs one request, and every prompt of it gets an error record that says so, while the
other models go on. 429 and 5xx are waited out and retried by ChatClient's RetryPolicy
(Retry-After honoured). Pure asyncio, no Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.api import (
    ApiConnectionError,
    ApiError,
    AuthenticationError,
    BuiltRequest,
    ChatClient,
    Finished,
    InsufficientBalanceError,
    NotFoundError,
    ReasoningDelta,
    Retrying,
    StreamEvent,
    StreamOutcome,
    TextDelta,
    build_request,
    redact,
)
from app.api.param_support import unsupported
from app.domain import (
    ErrorKind,
    ImagePart,
    Message,
    Params,
    TextPart,
    TokenLogprob,
    TokenLogprobs,
)
from app.services.batch.models import BatchModels
from app.services.batch.prompts import BatchPrompt
from app.services.batch.records import Answer, BatchRecord
from app.services.failures import as_sentence
from app.services.reply_stream import ReplyClock

DEFAULT_CONCURRENCY = 3


@dataclass(frozen=True, slots=True)
class BatchCell:
    """One prompt × model: ``position`` orders the output (prompt order, then model order)."""

    prompt: BatchPrompt
    model: str
    position: tuple[int, int]


@dataclass(frozen=True, slots=True)
class BatchOptions:
    """``params``: the checked Params without a model; ``given``: the --param values as
    written, echoed in every record (and part of what resuming matches)."""

    params: Params
    given: Mapping[str, Any]
    concurrency: int = DEFAULT_CONCURRENCY


@dataclass
class _Choice:
    text: list[str] = field(default_factory=list)
    reasoning: list[str] = field(default_factory=list)
    finish_reason: str | None = None


class _FirstAlone:
    """Until one request has passed, the next waits: the first goes alone."""

    def __init__(self) -> None:
        self._lock = asyncio.Lock()
        self.passed = False

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        if not self.passed:
            await self._lock.acquire()
            if not self.passed:
                try:
                    yield
                finally:
                    self.passed = True
                    self._lock.release()
                return
            self._lock.release()
        yield


class BatchJob:
    def __init__(
        self,
        client: ChatClient,
        models: BatchModels,
        options: BatchOptions,
        *,
        api_key: str | None,
        on_record: Callable[[BatchCell, BatchRecord], None],
    ) -> None:
        self._client = client
        self._models = models
        self._options = options
        self._api_key = api_key
        self._on_record = on_record
        self._first = _FirstAlone()
        self._model_first: dict[str, _FirstAlone] = {}
        self.unknown: dict[str, str] = {}  # model the server does not know → its sentence
        self.stopped: str | None = None  # why the job stopped early: one sentence

    async def run(self, cells: Sequence[BatchCell]) -> None:
        """Send ``cells``; each finished record goes to ``on_record`` as soon as it is known."""
        slots = asyncio.Semaphore(max(1, self._options.concurrency))

        async def one(cell: BatchCell) -> None:
            async with slots:
                if self.stopped is None:
                    record = await self._answer(cell)
                    if record is not None:
                        self._on_record(cell, record)

        async with asyncio.TaskGroup() as group:
            for cell in cells:
                group.create_task(one(cell))

    def request_for(self, model: str, prompt: str) -> BuiltRequest:
        """The request the app would send for ``prompt`` as the first question of a new
        conversation with ``model``: the endpoint the model list says, and only the
        parameters the window would send for that model (the inspector disables the rest)."""
        params = dataclasses.replace(self._options.params, model=model)
        endpoint = params.endpoint if params.endpoint != "auto" else self._models.endpoint(model)
        reasons = unsupported(model, endpoint, self._models.info(model))
        fresh = Params()
        left_out = [
            name
            for name in reasons
            if hasattr(params, name) and getattr(params, name) != getattr(fresh, name)
        ]
        question = Message(id=0, conversation_id=0, role="user", parts=(TextPart(prompt),))
        built = build_request(
            params.unset(*left_out), [question], endpoint=endpoint, image_url=_no_image
        )
        notes = tuple(f"{name} not sent: {reasons[name]}" for name in left_out)
        return dataclasses.replace(built, adjustments=notes + built.adjustments)

    async def _answer(self, cell: BatchCell) -> BatchRecord | None:
        built = self.request_for(cell.model, cell.prompt.prompt)
        clock = ReplyClock()
        choices: dict[int, _Choice] = {}

        def on_event(event: StreamEvent) -> None:
            if isinstance(event, Retrying):
                clock.retrying(event.delay)
                return
            index = getattr(event, "index", 0)
            choice = choices.get(index)
            if choice is None:
                choice = choices[index] = _Choice()
            if isinstance(event, TextDelta | ReasoningDelta) and event.text:
                clock.arrived()
                (choice.text if isinstance(event, TextDelta) else choice.reasoning).append(
                    event.text
                )
            elif isinstance(event, Finished):
                choice.finish_reason = event.reason

        try:
            outcome = await self._send(cell.model, built, on_event, clock)
        except ApiError as err:
            message = as_sentence(redact(err.message, self._api_key))
            if _stops_the_job(err):
                if self.stopped is None:
                    self.stopped = message
                return None
            if _unknown_model(err):
                self.unknown.setdefault(cell.model, message)
            # What arrived before a reply broke off was paid for: the record keeps it.
            return self._failed(cell, built, message, clock, self._answers(choices, {}))
        if outcome is None:
            if cell.model in self.unknown:
                return self._failed(cell, built, self.unknown[cell.model], None)
            return None  # the job stopped while this one waited for its turn
        self._models.answered(self._client)
        return await self._record(cell, built, outcome, choices, clock)

    async def _send(
        self,
        model: str,
        built: BuiltRequest,
        on_event: Callable[[StreamEvent], None],
        clock: ReplyClock,
    ) -> StreamOutcome | None:
        first = self._model_first.setdefault(model, _FirstAlone())
        async with self._first.turn(), first.turn():
            if self.stopped is not None or model in self.unknown:
                return None
            clock.started = time.monotonic()  # its time starts when it is sent, not queued
            return await self._client.stream(built, on_event)

    async def _record(
        self,
        cell: BatchCell,
        built: BuiltRequest,
        outcome: StreamOutcome,
        choices: dict[int, _Choice],
        clock: ReplyClock,
    ) -> BatchRecord:
        # The outcome is choice 0's final word (a reply sent whole as JSON, a finish reason
        # that came only with the end); the events have every choice's.
        zero = choices.setdefault(0, _Choice())
        zero.finish_reason = zero.finish_reason or outcome.finish_reason
        answers = self._answers(choices, outcome.token_logprobs)
        ttft, seconds = _figures(clock)
        complete = outcome.complete and zero.finish_reason is not None
        return BatchRecord(
            prompt=cell.prompt,
            model=cell.model,
            params=self._options.given,
            status="ok" if complete else "error",
            error=None if complete else "The reply stopped before it was complete.",
            answers=answers,
            usage=outcome.usage,
            cost=await self._models.cost(cell.model, outcome.usage),
            ttft_s=ttft,
            seconds=seconds,
            adjustments=built.adjustments,
        )

    def _answers(
        self,
        choices: Mapping[int, _Choice],
        token_logprobs: Mapping[int, Sequence[TokenLogprob]],
    ) -> tuple[Answer, ...]:
        return tuple(
            Answer(
                index=index,
                text=self._clean("".join(choice.text)),
                finish_reason=choice.finish_reason,
                reasoning=self._clean("".join(choice.reasoning)),
                logprobs=_logprobs(token_logprobs.get(index)),
            )
            for index, choice in sorted(choices.items())
            if choice.text or choice.reasoning or choice.finish_reason
        )

    def _failed(
        self,
        cell: BatchCell,
        built: BuiltRequest,
        message: str,
        clock: ReplyClock | None,
        answers: tuple[Answer, ...] = (),
    ) -> BatchRecord:
        ttft, seconds = _figures(clock) if clock is not None else (None, None)
        return BatchRecord(
            prompt=cell.prompt,
            model=cell.model,
            params=self._options.given,
            status="error",
            error=message,
            answers=answers,
            ttft_s=ttft,
            seconds=seconds,
            adjustments=built.adjustments,
        )

    def _clean(self, text: str) -> str:
        # Only the key itself: the shape-based redaction would eat ordinary words.
        return text.replace(self._api_key, "[redacted]") if self._api_key else text


def _logprobs(tokens: Sequence[TokenLogprob] | None) -> list[dict[str, Any]] | None:
    """A choice's token probabilities in the API's own shape (as the export writes them);
    None when the reply carried none (not asked for, or a server that sends none)."""
    return TokenLogprobs(tokens).to_json() if tokens else None


def _figures(clock: ReplyClock) -> tuple[float | None, float]:
    """(seconds to the first token, seconds to now), from the last attempt's request."""
    ttft, total = clock.figures()
    if total is None:
        total = max(0.0, time.monotonic() - clock.started)
    return ttft, total


def _stops_the_job(err: ApiError) -> bool:
    """Errors that every other request would meet too."""
    if isinstance(err, AuthenticationError | InsufficientBalanceError):
        return True
    if isinstance(err, NotFoundError):
        return err.model is None  # the base URL, not a model
    return isinstance(err, ApiConnectionError) and err.kind is ErrorKind.CONNECT


def _unknown_model(err: ApiError) -> bool:
    return isinstance(err, NotFoundError) and err.model is not None


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("a batch prompt has no images")
