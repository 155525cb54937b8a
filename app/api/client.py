"""The HTTP client: one httpx.AsyncClient, typed events out, typed errors raised.

Plain asyncio, no Qt. Cancelling the task that awaits ``stream`` closes the response
(every stream and generator is closed by ``async with``), and CancelledError propagates.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx
from httpx_sse import EventSource, SSEError, aconnect_sse

from app.api.endpoint_session import EndpointSession, read_limited
from app.api.errors import (
    ApiConnectionError,
    StreamError,
    error_from_transport,
)
from app.api.events import StreamEvent
from app.api.request_builder import BuiltRequest
from app.api.stream_decoder import ChatDecoder, ResponsesDecoder, StreamDecoder
from app.domain import ModelInfo, TokenLogprob, Usage

log = logging.getLogger(__name__)

JSON_BODY_LIMIT = 16 * 1024 * 1024  # get_json: a catalog of ~300 models is ~100 KiB
_PATHS = {"chat": "/chat/completions", "responses": "/responses"}


@dataclass(frozen=True)
class StreamOutcome:
    """How a reply ended. ``complete`` is False when the stream stopped before its end
    marker (a finish reason, ``[DONE]``, ``response.completed``): keep the text, but do not
    call it finished."""

    text: str
    reasoning: str
    finish_reason: str | None
    usage: Usage | None
    complete: bool
    # Each choice's token probabilities by choice index (only choices that had any): what
    # a request with logprobs got, for callers that read the outcome rather than events.
    token_logprobs: Mapping[int, tuple[TokenLogprob, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, decoder: StreamDecoder) -> StreamOutcome:
        """What ``decoder`` gathered of a reply (streamed, or read whole)."""
        return cls(
            text=decoder.text,
            reasoning=decoder.reasoning,
            finish_reason=decoder.finish_reason,
            usage=decoder.usage,
            complete=decoder.complete,
            token_logprobs={
                index: tuple(state.logprobs)
                for index, state in decoder.choices.items()
                if state.logprobs
            },
        )


class ChatClient(EndpointSession):
    """Talks to one OpenAI-compatible endpoint with one key."""

    # -- models -------------------------------------------------------------------------------

    async def list_models(self) -> list[ModelInfo]:
        """``GET {base}/models``, retried like a reply that has not started."""
        return await self.with_retries(self._list_models_once)

    async def _list_models_once(self) -> list[ModelInfo]:
        url = f"{self.base_url}/models"
        try:
            async with self._http.stream("GET", url) as response:
                await self.raise_for_status(response, model=None)
                raw = await response.aread()
        except httpx.TransportError as err:
            raise error_from_transport(err) from err
        try:
            payload = json.loads(raw)
        except ValueError as err:
            excerpt = self.excerpt(raw)
            raise StreamError(f"The model list is not JSON: {excerpt}") from err
        items = payload.get("data") if isinstance(payload, dict) else payload
        if not isinstance(items, list):
            raise StreamError("The model list has an unexpected shape")
        models = []
        for item in items:
            if isinstance(item, dict) and item.get("id"):
                models.append(
                    ModelInfo(id=str(item["id"]), owned_by=str(item.get("owned_by") or ""))
                )
        return models

    # -- other JSON resources -----------------------------------------------------------------

    async def get_json(self, path: str, *, absolute_url: str | None = None) -> Any:
        """``GET {base}/{path}`` (or ``absolute_url``) once, without retries: the decoded JSON.

        For small side resources (the model catalog, the balance) where a failure only
        means less to show. Raises the same ApiError classes as everything else here. The
        API key goes only to the base URL's own origin, never to another host.
        """
        url = absolute_url or f"{self.base_url}/{path.lstrip('/')}"
        try:
            request = self._http.build_request("GET", url)
        except httpx.InvalidURL as err:
            raise ApiConnectionError(f"Not a valid URL: {url[:200]}") from err
        if _origin(request.url) != _origin(httpx.URL(self.base_url)):
            request.headers.pop("Authorization", None)
        try:
            response = await self._http.send(request, stream=True)
            try:
                await self.raise_for_status(response, model=None)
                body = await read_limited(response, JSON_BODY_LIMIT + 1)
            finally:
                await response.aclose()
        except httpx.TransportError as err:
            raise error_from_transport(err) from err
        if len(body) > JSON_BODY_LIMIT:
            raise StreamError(f"The reply from {request.url.path} is too large")
        try:
            return json.loads(body)
        except ValueError as err:
            excerpt = self.excerpt(body) or "(empty body)"
            raise StreamError(f"The reply from {request.url.path} is not JSON: {excerpt}") from err

    # -- replies ------------------------------------------------------------------------------

    async def stream(
        self, request: BuiltRequest, on_event: Callable[[StreamEvent], None]
    ) -> StreamOutcome:
        """Send ``request`` and report what arrives through ``on_event``, in order.

        Failures before the first event are retried per the RetryPolicy (each retry is
        announced with a ``Retrying`` event); after that they are raised, and what was
        emitted stays emitted. A stream that simply stops returns ``complete=False``.
        """
        decoder: StreamDecoder | None = None

        async def attempt() -> StreamOutcome:
            nonlocal decoder
            decoder = self._decoder(request, on_event)
            await self._send(request, decoder)
            return StreamOutcome.of(decoder)

        def started() -> bool:
            return decoder is not None and decoder.started

        return await self.with_retries(attempt, on_event, started)

    def _decoder(
        self, request: BuiltRequest, on_event: Callable[[StreamEvent], None]
    ) -> StreamDecoder:
        if request.endpoint == "responses":
            return ResponsesDecoder(on_event, self._api_key)
        return ChatDecoder(on_event, self._api_key)

    async def _send(self, request: BuiltRequest, decoder: StreamDecoder) -> None:
        url = self.base_url + _PATHS[request.endpoint]
        log.debug("POST %s model=%s", url, request.model)
        try:
            if request.streaming:
                async with aconnect_sse(self._http, "POST", url, json=request.body) as source:
                    await self.raise_for_status(source.response, model=request.model)
                    await self._read_events(source, decoder)
            else:
                async with self._http.stream("POST", url, json=request.body) as response:
                    await self.raise_for_status(response, model=request.model)
                    decoder.feed_json(await self._read_json(response))
        except httpx.TransportError as err:
            if decoder.started and not isinstance(err, httpx.TimeoutException):
                # The connection dropped mid-reply: keep what came; the outcome says
                # incomplete (no end marker). A stall, by contrast, is an error.
                log.info("stream from %s ended early: %s", url, type(err).__name__)
                return
            raise error_from_transport(err) from err

    async def _read_events(self, source: EventSource, decoder: StreamDecoder) -> None:
        try:
            async with contextlib.aclosing(source.aiter_sse()) as events:
                async for sse in events:
                    decoder.feed_sse(sse.event, sse.data)
                    if decoder.ended:
                        break  # don't wait for a proxy to close the connection
        except SSEError as err:
            # Not an event stream. Some servers ignore "stream": true and send the whole
            # reply as JSON; take that. Anything else is an error with a short excerpt.
            response = source.response
            content_type = response.headers.get("content-type", "")
            body = await read_limited(response)
            if "json" in content_type:
                try:
                    payload = json.loads(body)
                except ValueError:
                    payload = None
                if payload is not None:
                    decoder.feed_json(payload)
                    return
            excerpt = self.excerpt(body) or "(empty body)"
            shown = content_type.partition(";")[0] or "no content type"
            raise StreamError(f"Expected an event stream but got {shown}: {excerpt}") from err

    async def _read_json(self, response: httpx.Response) -> Any:
        body = await response.aread()
        try:
            return json.loads(body)
        except ValueError as err:
            excerpt = self.excerpt(body) or "(empty body)"
            raise StreamError(f"The server's reply is not JSON: {excerpt}") from err


def _origin(url: httpx.URL) -> tuple[str, str, int | None]:
    return (url.scheme, url.host, url.port)
