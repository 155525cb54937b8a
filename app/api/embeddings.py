"""``POST {base}/embeddings``: texts in, one vector per text out, in order.

Built like ``ChatClient`` (the same proxy, CA bundle, timeouts and key handling) and
retried like a reply that has not started: 429 and 5xx honour ``Retry-After`` through the
same ``RetryPolicy``. Inputs go in batches (``BATCH_SIZE`` per request by default); every
failure is an ApiError whose ``message`` is one sentence. A server without the route
answers 404 or 405, which becomes ``EmbeddingsUnavailable``: the caller says it once.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import httpx

from app.api.endpoint_session import EndpointSession, read_limited
from app.api.errors import (
    ApiError,
    NotFoundError,
    StreamError,
    error_from_transport,
)
from app.api.events import Retrying, StreamEvent

BATCH_SIZE = 64
RESPONSE_LIMIT = 64 * 1024 * 1024  # 64 vectors of 3,072 floats as JSON are ~4 MB
NO_EMBEDDINGS = (
    "This endpoint does not offer embeddings (/v1/embeddings); choose another endpoint or model."
)


class EmbeddingsUnavailable(NotFoundError):
    """The endpoint has no embeddings route (or not for this model)."""


@dataclass(frozen=True, slots=True)
class Embedded:
    """One request's answer: ``vectors[i]`` belongs to the i-th input."""

    vectors: list[list[float]]
    prompt_tokens: int | None


class EmbeddingsClient(EndpointSession):
    """Embeds texts with one model at one endpoint. Use as an async context manager."""

    async def embed(
        self,
        model: str,
        texts: Sequence[str],
        *,
        dimensions: int | None = None,
        on_retry: Callable[[int, float, ApiError], None] | None = None,
    ) -> Embedded:
        """One request for ``texts`` (keep it to a batch: see ``BATCH_SIZE``).

        ``dimensions`` asks models that can shorten their vectors (OpenAI's
        text-embedding-3 family) for that many; None sends nothing and takes the model's
        own size. ``on_retry(attempt, delay, error)`` hears about each wait before a retry.
        """
        if not texts:
            return Embedded([], 0)
        body: dict[str, object] = {"model": model, "input": list(texts)}
        body["encoding_format"] = "float"
        if dimensions is not None:
            body["dimensions"] = dimensions

        def told(event: StreamEvent) -> None:
            if on_retry is not None and isinstance(event, Retrying):
                on_retry(event.attempt, event.delay, event.error)

        return await self.with_retries(lambda: self._once(body, len(texts), model), told)

    async def _once(self, body: dict[str, object], count: int, model: str) -> Embedded:
        url = f"{self.base_url}/embeddings"
        try:
            async with self.http.stream("POST", url, json=body) as response:
                status = response.status_code
                if status >= 300:
                    raw = await read_limited(response)
                    raise _unavailable_or(status, self.status_error(response, raw, model))
                raw = await read_limited(response, RESPONSE_LIMIT + 1)
        except httpx.TransportError as err:
            raise error_from_transport(err) from err
        if len(raw) > RESPONSE_LIMIT:
            raise StreamError("The embeddings reply is too large.")
        return _parse(raw, count, self.excerpt)


def _unavailable_or(status: int, err: ApiError) -> ApiError:
    """``EmbeddingsUnavailable`` when the route (or the model) is missing, else ``err``."""
    if status == 405:
        return EmbeddingsUnavailable(NO_EMBEDDINGS, status=status, excerpt="", model=None)
    if isinstance(err, NotFoundError):
        named = err.model if err.model and err.model in err.excerpt else None
        message = (
            f"The embedding model {named} is not available at this endpoint; "
            "choose another model or endpoint."
            if named
            else NO_EMBEDDINGS
        )
        return EmbeddingsUnavailable(message, status=status, excerpt=err.excerpt, model=named)
    return err


def _parse(raw: bytes, count: int, excerpt_of: Callable[[bytes], str]) -> Embedded:
    try:
        payload = json.loads(raw)
    except ValueError as err:
        excerpt = excerpt_of(raw) or "(empty body)"
        raise StreamError(f"The embeddings reply is not JSON: {excerpt}") from err
    items = payload.get("data") if isinstance(payload, dict) else None
    if not isinstance(items, list) or len(items) != count:
        raise StreamError(
            f"The embeddings reply has {len(items) if isinstance(items, list) else 'no'} "
            f"vectors for {count} inputs."
        )
    vectors: list[list[float] | None] = [None] * count
    for position, item in enumerate(items):
        index = item.get("index", position) if isinstance(item, dict) else None
        vector = item.get("embedding") if isinstance(item, dict) else None
        if (
            not isinstance(index, int)
            or not 0 <= index < count
            or not isinstance(vector, list)
            or not vector
            or not all(isinstance(x, int | float) for x in vector)
        ):
            raise StreamError("The embeddings reply has an unexpected shape.")
        vectors[index] = [float(x) for x in vector]
    if any(v is None for v in vectors):
        raise StreamError("The embeddings reply leaves some inputs without a vector.")
    usage = payload.get("usage")
    tokens = usage.get("prompt_tokens") if isinstance(usage, dict) else None
    return Embedded(
        [v for v in vectors if v is not None], tokens if isinstance(tokens, int) else None
    )
