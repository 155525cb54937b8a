"""The catalog, its cache and the balance against the real loopback server over TCP."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from app.api import (
    NO_CATALOG,
    ApiConnectionError,
    AuthenticationError,
    Balance,
    ChatClient,
    ModelCatalog,
    NotFoundError,
    RetryPolicy,
    StreamError,
    endpoint_for,
    fetch_balance,
)
from tests.support.fake_server import (
    CATALOG_PATH,
    DEFAULT_MODELS,
    SUBSCRIPTION_PATH,
    USAGE_PATH,
    FakeOpenAIServer,
    Reply,
)

KEY = "sk-catalog-0123456789"
T = TypeVar("T")


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(api_key=KEY) as s:
        yield s


def run(base_url: str, job: Callable[[ChatClient], Awaitable[T]], *, api_key: str = KEY) -> T:
    async def main() -> T:
        # One attempt: the failures below must show at once, not after backoff.
        async with ChatClient(base_url, api_key, retry=RetryPolicy(max_attempts=1)) as client:
            return await job(client)

    return asyncio.run(main())


def closed_port_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


def paths(server: FakeOpenAIServer) -> list[str]:
    return [r.path for r in server.requests]


# -- refresh: /models enriched by the catalog ------------------------------------------------


def test_refresh_merges_the_served_models_with_the_catalog(
    server: FakeOpenAIServer, tmp_path: Path
) -> None:
    catalog = ModelCatalog(tmp_path)
    models = run(server.base_url, catalog.refresh)

    # gpt-image-1 is not in /v1/models, but the catalog says the images API serves it.
    assert [m.id for m in models] == [*DEFAULT_MODELS, "gpt-image-1"]
    image = models[-1]
    assert image.endpoints == ("images",) and (image.input_price, image.output_price) == (4, 32)
    by_id = {m.id: m for m in models}
    o1 = by_id["o1-pro"]
    assert o1.owned_by == "fake" and o1.provider == "OpenAI" and o1.reasoning and o1.vision
    assert o1.endpoints == ("responses",)
    assert endpoint_for(o1, o1.id) == "responses"
    assert endpoint_for(by_id["gpt-5"], "gpt-5") == "chat"
    mini = by_id["gpt-4o-mini"]
    assert (mini.input_price, mini.output_price, mini.context_length) == (0.12, 0.48, 128000)
    assert by_id["claude-sonnet-4-5"].endpoints == ("chat", "anthropic")
    assert sorted(paths(server)) == sorted(["/v1/models", CATALOG_PATH])


def test_the_catalog_is_public_and_the_key_stays_on_the_same_origin(
    server: FakeOpenAIServer, tmp_path: Path
) -> None:
    with FakeOpenAIServer() as elsewhere:
        other_catalog = f"http://127.0.0.1:{elsewhere.port}{CATALOG_PATH}"
        models = run(server.base_url, lambda c: ModelCatalog(tmp_path).refresh(c, other_catalog))
        [foreign] = elsewhere.requests
    assert foreign.path == CATALOG_PATH
    assert "authorization" not in foreign.headers  # another origin never sees the key
    assert models[0].provider == "OpenAI"  # and its catalog was used
    [served] = server.requests
    assert served.headers["authorization"] == f"Bearer {KEY}"


@pytest.mark.parametrize(
    "break_catalog",
    [
        pytest.param(lambda s: setattr(s, "catalog", None), id="404 like plain OpenAI"),
        pytest.param(
            lambda s: s.enqueue(Reply.error(502, "Bad gateway", html=True), key=CATALOG_PATH),
            id="proxy error page",
        ),
        pytest.param(
            lambda s: s.enqueue(
                Reply(body=b"<html>welcome</html>", content_type="text/html"), key=CATALOG_PATH
            ),
            id="200 html",
        ),
        pytest.param(
            lambda s: s.enqueue(
                Reply(body=b'{"success": false, "message": "x"}'), key=CATALOG_PATH
            ),
            id="success false",
        ),
        pytest.param(
            lambda s: s.enqueue(Reply(body=b'{"data": "nothing here"}'), key=CATALOG_PATH),
            id="wrong shape",
        ),
    ],
)
def test_a_missing_or_broken_catalog_leaves_the_plain_list(
    server: FakeOpenAIServer, tmp_path: Path, break_catalog: Callable[[Any], None]
) -> None:
    break_catalog(server)
    models = run(server.base_url, ModelCatalog(tmp_path).refresh)
    assert [m.id for m in models] == list(DEFAULT_MODELS)
    assert all(m.provider == "" and m.owned_by == "fake" for m in models)
    assert CATALOG_PATH in paths(server)


def test_an_unreachable_catalog_leaves_the_plain_list(
    server: FakeOpenAIServer, tmp_path: Path
) -> None:
    url = closed_port_url() + CATALOG_PATH
    models = run(server.base_url, lambda c: ModelCatalog(tmp_path).refresh(c, url))
    assert [m.id for m in models] == list(DEFAULT_MODELS)


def test_no_catalog_means_no_catalog_request(server: FakeOpenAIServer, tmp_path: Path) -> None:
    models = run(server.base_url, lambda c: ModelCatalog(tmp_path).refresh(c, NO_CATALOG))
    assert len(models) == len(DEFAULT_MODELS)
    assert paths(server) == ["/v1/models"]


def test_a_failing_model_list_raises_and_keeps_the_old_cache(
    server: FakeOpenAIServer, tmp_path: Path
) -> None:
    catalog = ModelCatalog(tmp_path)
    before = run(server.base_url, catalog.refresh)
    cached_bytes = catalog.cache_path(server.base_url).read_bytes()

    with pytest.raises(AuthenticationError):
        run(server.base_url, catalog.refresh, api_key="sk-wrong")
    server.enqueue(Reply.error(404, "Not found"), key="/v1/models")
    with pytest.raises(NotFoundError):
        run(server.base_url, catalog.refresh)

    assert catalog.cache_path(server.base_url).read_bytes() == cached_bytes
    assert catalog.load_cached(server.base_url) == before


# -- the cache ---------------------------------------------------------------------------------


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def test_cached_list_survives_a_restart_and_goes_stale_after_the_ttl(
    server: FakeOpenAIServer, tmp_path: Path
) -> None:
    clock = Clock(1_000_000.0)
    fetched = run(server.base_url, ModelCatalog(tmp_path, ttl_s=3600, clock=clock).refresh)

    restarted = ModelCatalog(tmp_path, ttl_s=3600, clock=clock)  # a new process, same dir
    assert restarted.load_cached(server.base_url) == fetched
    assert not restarted.is_stale(server.base_url)
    clock.now += 3599
    assert not restarted.is_stale(server.base_url)
    clock.now += 1
    assert restarted.is_stale(server.base_url)
    assert restarted.load_cached(server.base_url) == fetched  # stale data is still shown
    clock.now = 999_000.0  # the clock went back: the age is unknown, so refresh
    assert restarted.is_stale(server.base_url)
    assert ModelCatalog(tmp_path).load_cached("http://127.0.0.1:1/v1") is None


def test_a_corrupt_cache_is_replaced_by_the_next_refresh(
    server: FakeOpenAIServer, tmp_path: Path
) -> None:
    catalog = ModelCatalog(tmp_path)
    path = catalog.cache_path(server.base_url)
    path.write_bytes(b'{"format": 1, "models": [{"id": "half-writ')
    assert catalog.load_cached(server.base_url) is None

    models = run(server.base_url, catalog.refresh)
    assert catalog.load_cached(server.base_url) == models
    assert json.loads(path.read_text())["base_url"] == server.base_url
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary files left


def test_an_unwritable_cache_only_costs_the_cache(
    server: FakeOpenAIServer, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the cache directory should be")
    catalog = ModelCatalog(blocker)
    with caplog.at_level(logging.WARNING, logger="app.api.catalog"):
        models = run(server.base_url, catalog.refresh)
    assert len(models) == len(DEFAULT_MODELS) + 1  # and gpt-image-1, from the catalog
    assert catalog.load_cached(server.base_url) is None
    assert "could not cache the model list" in caplog.text


# -- get_json ----------------------------------------------------------------------------------


def test_get_json_converts_failures_like_the_rest_of_the_client(
    server: FakeOpenAIServer,
) -> None:
    assert run(server.base_url, lambda c: c.get_json("dashboard/billing/usage")) == {
        "object": "list",
        "total_usage": 1250.0,
    }
    with pytest.raises(NotFoundError):
        run(server.base_url, lambda c: c.get_json("/no/such/thing"))
    server.enqueue(Reply(body=b"not json at all"), key=USAGE_PATH)
    with pytest.raises(StreamError, match="not JSON"):
        run(server.base_url, lambda c: c.get_json("/dashboard/billing/usage"))
    with pytest.raises(ApiConnectionError):
        run(closed_port_url() + "/v1", lambda c: c.get_json("/models"))
    with pytest.raises(ApiConnectionError):
        run(server.base_url, lambda c: c.get_json("", absolute_url="http://[::1"))


# -- balance -----------------------------------------------------------------------------------


def test_balance_happy_path(server: FakeOpenAIServer) -> None:
    balance = run(server.base_url, fetch_balance)
    assert balance == Balance(limit_usd=50.0, used_usd=12.5)
    assert balance.remaining_usd == 37.5
    billing = [r for r in server.requests if "billing" in r.path]
    assert sorted(r.path for r in billing) == sorted([SUBSCRIPTION_PATH, USAGE_PATH])
    assert all(r.headers["authorization"] == f"Bearer {KEY}" for r in billing)


def test_balance_of_an_unlimited_key(server: FakeOpenAIServer) -> None:
    server.hard_limit_usd = 100000000.0
    balance = run(server.base_url, fetch_balance)
    assert balance is not None and balance.unlimited and balance.remaining_usd is None


@pytest.mark.parametrize(
    "break_billing",
    [
        pytest.param(lambda s: setattr(s, "hard_limit_usd", None), id="404 both"),
        pytest.param(
            lambda s: s.enqueue(Reply.error(404, "no such route"), key=USAGE_PATH),
            id="404 usage only",
        ),
        pytest.param(
            lambda s: s.enqueue(Reply.error(500, "oops", html=True), key=SUBSCRIPTION_PATH),
            id="500 html",
        ),
        pytest.param(
            lambda s: s.enqueue(Reply(body=b"{not json"), key=SUBSCRIPTION_PATH),
            id="not json",
        ),
        pytest.param(
            lambda s: s.enqueue(Reply(body=b'{"hard_limit_usd": "lots"}'), key=SUBSCRIPTION_PATH),
            id="wrong type",
        ),
        pytest.param(
            lambda s: s.enqueue(Reply.error(402, "insufficient_quota"), key=USAGE_PATH),
            id="402",
        ),
    ],
)
def test_balance_is_quietly_none_when_unavailable(
    server: FakeOpenAIServer, break_billing: Callable[[Any], None]
) -> None:
    break_billing(server)
    assert run(server.base_url, fetch_balance) is None


def test_balance_is_none_with_a_rejected_key_or_no_server(server: FakeOpenAIServer) -> None:
    assert run(server.base_url, fetch_balance, api_key="sk-wrong") is None
    assert run(closed_port_url() + "/v1", fetch_balance) is None
