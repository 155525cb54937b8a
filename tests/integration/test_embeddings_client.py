"""EmbeddingsClient against the loopback embeddings server: vectors in input order, the
`dimensions` asked for, Retry-After honoured on 429 and 503, and the sentences for an
endpoint without embeddings, a model it does not have, and a rejected key."""

from __future__ import annotations

import asyncio

import pytest

from app.api import AuthenticationError, RetryPolicy
from app.api.embeddings import NO_EMBEDDINGS, Embedded, EmbeddingsClient, EmbeddingsUnavailable
from tests.support.embeddings_server import EmbeddingsServer, embed_text

KEY = "sk-embeddings-client-0123"


def _run(
    server: EmbeddingsServer, texts: list[str], dimensions: int | None = None
) -> tuple[Embedded, list[float]]:
    """The answer, and the waits the retry policy asked for (recorded, not slept)."""
    waits: list[float] = []

    async def sleep(delay: float) -> None:
        waits.append(delay)

    async def go() -> Embedded:
        retry = RetryPolicy(sleep=sleep, jitter=lambda upper: upper)
        async with EmbeddingsClient(server.base_url, KEY, retry=retry) as client:
            return await client.embed("text-embedding-3-small", texts, dimensions=dimensions)

    return asyncio.run(go()), waits


def test_vectors_come_back_in_input_order_with_the_size_asked() -> None:
    texts = ["alpha beta", "gamma", "delta epsilon zeta"]
    with EmbeddingsServer(key=KEY) as server:
        answer, _ = _run(server, texts, dimensions=48)
        [request] = server.requests
    assert answer.vectors == [pytest.approx(embed_text(t, 48)) for t in texts]
    assert answer.prompt_tokens == 6
    assert request.inputs == texts and request.dimensions == 48


def test_retry_after_is_honoured_on_429_and_503() -> None:
    with EmbeddingsServer(key=KEY) as server:
        server.fail_next(429, retry_after=2)
        server.fail_next(503, retry_after=1.5)
        answer, waits = _run(server, ["x"])
        statuses = [r.status for r in server.requests]
    assert statuses == [429, 503, 200]
    assert waits == [2.0, 1.5]
    assert len(answer.vectors[0]) == 256


def test_no_route_no_model_and_a_wrong_key_are_one_sentence_each() -> None:
    with EmbeddingsServer(key=KEY) as server:
        server.missing = True
        with pytest.raises(EmbeddingsUnavailable) as missing:
            _run(server, ["x"])
        server.missing = False
        server.key = "another"
        with pytest.raises(AuthenticationError) as rejected:
            _run(server, ["x"])
        assert len(server.requests) == 2  # neither is retried
    assert str(missing.value) == NO_EMBEDDINGS
    assert str(rejected.value) == "The API key was rejected"
