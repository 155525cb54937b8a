"""`cometdesk describe`'s work: each image through app.media, then one request built as the
app builds it for an attached image, a few at a time.

The first request goes alone: until one answer came back, no other is sent, so a wrong
key, an empty balance, an unknown model or an unreachable server costs one request and
stops the job with one sentence (``DescribeJob.stopped``), not one error per image. Images
not sent then get no row (a later run sends them). 429 and 5xx are waited out and retried
by ChatClient's RetryPolicy (Retry-After honoured).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from app.api import (
    ApiConnectionError,
    ApiError,
    AuthenticationError,
    BuiltRequest,
    ChatClient,
    InsufficientBalanceError,
    NotFoundError,
    StreamEvent,
    StreamOutcome,
    build_request,
    endpoint_for,
    redact,
)
from app.domain import ErrorKind, ImagePart, Message, Params, TextPart
from app.media import ImageError, load_image_file
from app.services.describe.prompts import NotTags, prompt_for, tags_json
from app.services.describe.rows import DescribeRow
from app.services.failures import as_sentence
from app.storage import BlobStore, StorageError

Detail = Literal["low", "high", "auto"]


@dataclass(frozen=True, slots=True)
class DescribeOptions:
    """``prompt``: the template (``{filename}`` is replaced); ``tags``: the reply must be
    a JSON list (stored compact)."""

    model: str
    prompt: str
    detail: Detail = "auto"
    concurrency: int = 3
    tags: bool = False


class DescribeJob:
    def __init__(
        self,
        client: ChatClient,
        blobs: BlobStore,
        options: DescribeOptions,
        *,
        api_key: str | None,
        on_row: Callable[[DescribeRow], None],
    ) -> None:
        self._client = client
        self._blobs = blobs
        self._options = options
        self._api_key = api_key
        self._on_row = on_row
        self._answered = asyncio.Event()
        self._first = asyncio.Lock()
        self.stopped: str | None = None  # why the job stopped early: one sentence

    async def run(self, files: Sequence[Path]) -> None:
        """Describe ``files``; each finished row goes to ``on_row`` as soon as it is known."""
        slots = asyncio.Semaphore(max(1, self._options.concurrency))

        async def one(file: Path) -> None:
            async with slots:
                if self.stopped is None:
                    row = await self._describe(file)
                    if row is not None:
                        self._on_row(row)

        async with asyncio.TaskGroup() as group:
            for file in files:
                group.create_task(one(file))

    async def _describe(self, file: Path) -> DescribeRow | None:
        try:
            image = await asyncio.to_thread(load_image_file, file)
            blob = await asyncio.to_thread(self._blobs.put, image.data, image.mime)
        except ImageError as err:
            return self._failed(file, err.message)
        except StorageError as err:
            return self._failed(file, f"The image could not be prepared: {err.message}")
        part = ImagePart(
            blob=blob,
            mime=image.mime,
            width=image.width,
            height=image.height,
            detail=self._options.detail,
        )
        prompt = prompt_for(self._options.prompt, file)
        question = Message(id=0, conversation_id=0, role="user", parts=(TextPart(prompt), part))
        model = self._options.model
        built = build_request(
            Params(model=model),
            [question],
            endpoint=endpoint_for(None, model),
            image_url=lambda p: self._blobs.data_url(p.blob, p.mime),
        )
        try:
            outcome = await self._send(built)
        except ApiError as err:
            message = redact(err.message, self._api_key)
            if _stops_the_job(err):
                if self.stopped is None:
                    self.stopped = as_sentence(message)
                return None
            return self._failed(file, message)
        if outcome is None:
            return None  # the job stopped while this one waited for its turn
        return self._row(file, outcome)

    async def _send(self, built: BuiltRequest) -> StreamOutcome | None:
        if not self._answered.is_set():
            async with self._first:  # the first request goes alone (see the docstring)
                if self.stopped is not None:
                    return None
                if not self._answered.is_set():
                    try:
                        return await self._client.stream(built, _ignore)
                    finally:
                        self._answered.set()
        if self.stopped is not None:
            return None
        return await self._client.stream(built, _ignore)

    def _row(self, file: Path, outcome: StreamOutcome) -> DescribeRow:
        usage = outcome.usage
        text = outcome.text.strip()
        error = ""
        if not outcome.complete:
            error = "The reply stopped before it was complete."
        elif not text:
            error = "The model replied with no text."
        elif self._options.tags:
            try:
                text = tags_json(text)
            except NotTags as err:
                error = str(err)
        return DescribeRow(
            file=str(file),
            # Only the key itself: the shape-based redaction would eat ordinary words.
            description=text.replace(self._api_key, "[redacted]") if self._api_key else text,
            model=self._options.model,
            input_tokens=usage.prompt_tokens if usage is not None else None,
            output_tokens=usage.completion_tokens if usage is not None else None,
            status="error" if error else "ok",
            error=error,
        )

    def _failed(self, file: Path, message: str) -> DescribeRow:
        return DescribeRow(
            file=str(file),
            description="",
            model=self._options.model,
            input_tokens=None,
            output_tokens=None,
            status="error",
            error=as_sentence(redact(message, self._api_key)),
        )


def _stops_the_job(err: ApiError) -> bool:
    """Errors that every other image would meet too."""
    if isinstance(err, AuthenticationError | InsufficientBalanceError | NotFoundError):
        return True
    return isinstance(err, ApiConnectionError) and err.kind is ErrorKind.CONNECT


def _ignore(_event: StreamEvent) -> None:
    pass
