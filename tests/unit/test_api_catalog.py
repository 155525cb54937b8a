"""The model catalog without a network: parsing, merging, the cache file's defences,
endpoint choice, picker ordering and filtering, cost, and the balance arithmetic."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from app.api import (
    Balance,
    ModelCatalog,
    catalog_url_for,
    endpoint_for,
    filter_models,
    merge_models,
    order_models,
    parse_catalog,
    price_for,
)
from app.api.billing import balance_from_json
from app.domain import ModelInfo, Usage

# Shaped like https://api.cometapi.com/api/models, with the kinds of damage a catalog
# assembled by hand can carry: each marked item must be skipped or read partly.
CATALOG: dict[str, Any] = {
    "success": True,
    "page": 0,
    "page_size": 0,
    "total": 12,
    "data": [
        {
            "id": "gpt-4o-mini",
            "provider": "OpenAI",
            "model_type": "text",
            "features": ["text-to-text", "image-to-text", "function-calling"],
            "endpoints": ["chat", "responses"],
            "pricing": {
                "currency": "USD / M Tokens",
                "input": 0.12,
                "output": 0.48,
                "per_request": None,
                "per_second": None,
            },
            "context_length": 128000,
            "max_completion_tokens": 16384,
            "api_doc_url": "https://apidoc.cometapi.com/api/text/chat",
            "release_date": "2024-07-18",  # unknown field: ignored
        },
        {
            "id": "o1-pro",
            "provider": "OpenAI",
            "model_type": "text",
            "features": ["Text to Text", "Reasoning"],  # spelled differently
            "endpoints": ["/v1/responses"],
            "pricing": {"input": 120, "output": 480},
            "context_length": 200000,
        },
        {
            "id": "o3-mini",
            "provider": "OpenAI",
            "model_type": "reasoning",
            "features": ["text-to-text", "function_calling"],
            "supported_endpoint_types": ["openai", "openai-response"],  # one-api spelling
            "pricing": {"input": "0.88", "output": "3.52"},  # numbers as strings
        },
        {
            "id": "deepseek-v4-pro",
            "provider": "DeepSeek",
            "model_type": "text",
            "features": ["text-to-text"],
            "pricing": {"currency": "USD / M Tokens", "input": 0.416, "output": 0.832},
        },
        {
            "id": "gemini-2.5-flash",
            "provider": "Google",
            "features": "image-to-text",  # a string where a list was expected
            "endpoints": [{"path": "/v1/chat/completions", "method": "POST"}, 7, None],
            "pricing": "cheap",  # wrong type: no prices
            "context_length": "1048576",
            "max_completion_tokens": 1.5,  # not a whole number: ignored
        },
        {
            "id": "claude-sonnet-4-5",
            "provider": ["Anthropic"],  # wrong type: no provider
            "features": ["text-to-text", 42, None, "vision", "tools"],
            "pricing": {"input": -1, "output": float("nan")},  # nonsense prices: none
            "context_length": True,  # a bool is not a number here
            "max_completion_tokens": -5,
        },
        {"id": "gpt-image-1", "provider": "OpenAI", "model_type": "image"},
        {"id": "o1-pro", "provider": "Someone else"},  # duplicate id: the first one wins
        {"provider": "OpenAI", "features": ["text-to-text"]},  # no id
        {"id": "", "provider": "OpenAI"},  # empty id
        {"id": 12345},  # id of the wrong type
        "not-an-object",
        None,
    ],
}


def model(model_id: str, **fields: Any) -> ModelInfo:
    return ModelInfo(id=model_id, **fields)


# -- catalog URL and parsing -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("base", "expected"),
    [
        ("https://api.cometapi.com/v1", "https://api.cometapi.com/api/models"),
        ("https://api.cometapi.com/v1/", "https://api.cometapi.com/api/models"),
        ("https://api.cometapi.com", "https://api.cometapi.com/api/models"),
        ("http://127.0.0.1:8765/v1", "http://127.0.0.1:8765/api/models"),
        ("https://gw.example.com/openai/v1", "https://gw.example.com/openai/api/models"),
    ],
)
def test_catalog_url_is_derived_from_the_base_url(base: str, expected: str) -> None:
    assert catalog_url_for(base) == expected


def test_parse_reads_the_well_formed_items_and_survives_the_rest() -> None:
    models = parse_catalog(CATALOG)
    assert list(models) == [
        "gpt-4o-mini",
        "o1-pro",
        "o3-mini",
        "deepseek-v4-pro",
        "gemini-2.5-flash",
        "claude-sonnet-4-5",
        "gpt-image-1",
    ]
    assert models["gpt-4o-mini"] == ModelInfo(
        id="gpt-4o-mini",
        provider="OpenAI",
        vision=True,
        reasoning=False,
        tools=True,
        context_length=128000,
        max_completion_tokens=16384,
        input_price=0.12,
        output_price=0.48,
        endpoints=("chat", "responses"),
    )


def test_parse_normalises_feature_and_endpoint_spellings() -> None:
    models = parse_catalog(CATALOG)
    o1 = models["o1-pro"]
    assert o1.provider == "OpenAI"  # not the duplicate's
    assert (o1.reasoning, o1.vision, o1.tools) == (True, False, False)
    assert o1.endpoints == ("responses",)
    assert (o1.input_price, o1.output_price) == (120.0, 480.0)

    o3 = models["o3-mini"]
    assert o3.reasoning and o3.tools  # model_type "reasoning", "function_calling"
    assert o3.endpoints == ("chat", "responses")
    assert (o3.input_price, o3.output_price) == (0.88, 3.52)


def test_parse_ignores_fields_of_the_wrong_type_item_by_item() -> None:
    models = parse_catalog(CATALOG)
    gemini = models["gemini-2.5-flash"]
    assert gemini.vision  # a lone string is read as one feature
    assert gemini.endpoints == ("chat",)
    assert (gemini.input_price, gemini.output_price) == (None, None)
    assert gemini.context_length == 1048576
    assert gemini.max_completion_tokens is None

    claude = models["claude-sonnet-4-5"]
    assert claude.provider == ""
    assert claude.vision and claude.tools and not claude.reasoning
    assert (claude.input_price, claude.output_price) == (None, None)
    assert (claude.context_length, claude.max_completion_tokens) == (None, None)

    image = models["gpt-image-1"]
    assert image == ModelInfo(id="gpt-image-1", provider="OpenAI")


class _Exploding(dict[str, Any]):
    """A mapping whose reads fail: stands for any bug a strange item could trigger."""

    def get(self, key: str, default: Any = None) -> Any:
        raise RuntimeError("boom")


def test_one_item_that_breaks_the_parser_costs_only_itself() -> None:
    payload = {"data": [_Exploding(id="x"), {"id": "fine"}]}
    assert list(parse_catalog(payload)) == ["fine"]


@pytest.mark.parametrize(
    "payload",
    [
        None,
        "",
        42,
        [],
        {},
        {"data": None},
        {"data": "x"},
        {"success": False, "data": [{"id": "a"}]},
    ],
)
def test_parse_returns_nothing_for_payloads_without_a_model_list(payload: Any) -> None:
    assert parse_catalog(payload) == {}


def test_parse_accepts_a_bare_list() -> None:
    assert list(parse_catalog([{"id": "a"}, {"id": " b "}])) == ["a", "b"]


# -- merging with /models --------------------------------------------------------------------


def test_merge_keeps_the_served_ids_and_order_and_enriches_them() -> None:
    served = [
        model("o1-pro", owned_by="openai"),
        model("my-local-model", owned_by="me"),
        model("GPT-4o-mini", owned_by="openai"),  # case differs from the catalog
        model("o1-pro", owned_by="duplicate"),
    ]
    merged = merge_models(served, parse_catalog(CATALOG))
    # The catalog's image model comes after: the images API serves it, /models leaves it out.
    assert [m.id for m in merged] == ["o1-pro", "my-local-model", "GPT-4o-mini", "gpt-image-1"]
    o1, local, mini, image = merged
    assert o1.owned_by == "openai" and o1.provider == "OpenAI" and o1.reasoning
    assert local == model("my-local-model", owned_by="me")  # unknown to the catalog: as is
    assert mini.id == "GPT-4o-mini" and mini.input_price == 0.12  # the served id is kept
    assert image.provider == "OpenAI"
    # The catalog lists deepseek, gemini…; the endpoint does not serve them: not added.
    assert not {"deepseek-v4-pro", "gemini-2.5-flash"} & {m.id for m in merged}
    # An image model /models does list keeps its place, once.
    listed = merge_models([model("GPT-IMAGE-1")], parse_catalog(CATALOG))
    assert [m.id for m in listed] == ["GPT-IMAGE-1"]


def test_merge_without_a_catalog_is_the_served_list() -> None:
    served = [model("a", owned_by="x"), model("b")]
    assert merge_models(served, {}) == served


# -- the cache file's defences ---------------------------------------------------------------

BASE = "https://api.cometapi.com/v1"


def _document(**changes: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": 1,
        "base_url": BASE,
        "fetched_at": 1000.0,
        "models": [{"id": "gpt-4o-mini", "provider": "OpenAI", "endpoints": ["chat"]}],
    }
    doc.update(changes)
    return doc


def test_a_well_formed_cache_file_loads(tmp_path: Path) -> None:
    catalog = ModelCatalog(tmp_path, ttl_s=100, clock=lambda: 1050.0)
    catalog.cache_path(BASE).write_text(json.dumps(_document()))
    assert catalog.load_cached(BASE) == [
        ModelInfo(id="gpt-4o-mini", provider="OpenAI", endpoints=("chat",))
    ]
    assert catalog.load_cached(BASE + "/") is not None  # same endpoint, same file
    assert not catalog.is_stale(BASE)


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"\x00\xff\xfe garbage",
        b'{"format": 1, "base_url": "https://api.cometapi.com/v1", "fetched_at": 1000.0, "mo',
        b"[]",
        json.dumps(_document(format=99)).encode(),
        json.dumps(_document(base_url="https://elsewhere.example/v1")).encode(),
        json.dumps(_document(fetched_at="yesterday")).encode(),
        json.dumps(_document(models="gpt-4o-mini")).encode(),
        json.dumps(_document(models=[{"id": "a", "vision": "yes"}])).encode(),
        json.dumps(_document(models=[{"id": "a", "endpoints": [1]}])).encode(),
        json.dumps(_document(models=[{"provider": "no id"}])).encode(),
        json.dumps({k: v for k, v in _document().items() if k != "models"}).encode(),
    ],
)
def test_a_corrupt_cache_file_reads_as_no_cache(tmp_path: Path, content: bytes) -> None:
    catalog = ModelCatalog(tmp_path, clock=lambda: 1000.0)
    catalog.cache_path(BASE).write_bytes(content)
    assert catalog.load_cached(BASE) is None
    assert catalog.is_stale(BASE)


def test_no_cache_file_means_none_and_stale(tmp_path: Path) -> None:
    catalog = ModelCatalog(tmp_path / "not-created-yet")
    assert catalog.load_cached(BASE) is None
    assert catalog.is_stale(BASE)


def test_each_base_url_has_its_own_file(tmp_path: Path) -> None:
    catalog = ModelCatalog(tmp_path)
    a, b = catalog.cache_path(BASE), catalog.cache_path("http://127.0.0.1:9/v1")
    assert a != b and a.parent == b.parent == tmp_path
    assert "cometapi" not in a.name  # named by a hash, not by the URL


# -- endpoint choice ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("endpoints", "model_id", "expected"),
    [
        (("responses",), "anything", "responses"),  # the catalog says responses only
        (("chat", "responses"), "o1-pro", "chat"),  # the catalog knows better than the id
        (("anthropic",), "claude-x", "chat"),  # no endpoint we speak: fall back on the id
        ((), "o1-pro", "responses"),
        ((), "o3-pro-2025-06-10", "responses"),
        ((), "gpt-5-pro", "responses"),
        ((), "gpt-5.2-pro", "responses"),
        ((), "codex-mini-latest", "responses"),
        ((), "gpt-5.1-codex", "responses"),
        ((), "o4-mini-deep-research", "responses"),
        ((), "openai/o1-pro", "responses"),
        ((), "O1-PRO", "responses"),
        ((), "o1", "chat"),
        ((), "o3-mini", "chat"),
        ((), "gpt-4o-mini", "chat"),
        ((), "gemini-2.5-pro", "chat"),  # "-pro" alone is no reason
        ((), "deepseek-v4-pro", "chat"),
        ((), "", "chat"),
    ],
)
def test_endpoint_for(endpoints: tuple[str, ...], model_id: str, expected: str) -> None:
    assert endpoint_for(ModelInfo(id=model_id, endpoints=endpoints), model_id) == expected
    if not endpoints:
        assert endpoint_for(None, model_id) == expected


# -- ordering and filtering ------------------------------------------------------------------

PICKER = [
    model("gpt-5", provider="OpenAI"),
    model("claude-sonnet-4-5", provider="Anthropic"),
    model("Gemini-2.5-flash", provider="Google"),
    model("deepseek-v4-pro", provider="DeepSeek"),
    model("o3-mini", provider="OpenAI"),
    model("llama-local", owned_by="ollama"),
]


def ids(models: list[ModelInfo]) -> list[str]:
    return [m.id for m in models]


def test_order_favourites_then_recent_then_alphabetical() -> None:
    ordered = order_models(
        PICKER,
        favourites=["o3-mini", "gone-model", "claude-sonnet-4-5"],
        recent=["deepseek-v4-pro", "o3-mini", "gpt-5"],
    )
    assert ids(ordered) == [
        "o3-mini",
        "claude-sonnet-4-5",
        "deepseek-v4-pro",
        "gpt-5",
        "Gemini-2.5-flash",  # alphabetical ignoring case
        "llama-local",
    ]


def test_order_with_no_preferences_is_alphabetical_and_drops_duplicates() -> None:
    assert ids(order_models([*PICKER, model("gpt-5", provider="dup")])) == [
        "claude-sonnet-4-5",
        "deepseek-v4-pro",
        "Gemini-2.5-flash",
        "gpt-5",
        "llama-local",
        "o3-mini",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", [m.id for m in PICKER]),
        ("   ", [m.id for m in PICKER]),
        ("GEMINI", ["Gemini-2.5-flash"]),
        ("openai", ["gpt-5", "o3-mini"]),  # by provider
        ("ollama", ["llama-local"]),  # by owner, for endpoints without a catalog
        ("openai mini", ["o3-mini"]),  # every word must match
        ("4-5", ["claude-sonnet-4-5"]),
        ("nothing-like-this", []),
    ],
)
def test_filter_models(text: str, expected: list[str]) -> None:
    assert ids(filter_models(PICKER, text)) == expected


# -- cost --------------------------------------------------------------------------------------


def test_price_for_uses_prices_per_million_tokens() -> None:
    priced = model("m", input_price=2.5, output_price=10.0)
    cost = price_for(priced, Usage(prompt_tokens=1_000, completion_tokens=500))
    assert cost is not None and math.isclose(cost, 0.0025 + 0.005)
    # Reasoning tokens are inside completion_tokens: not charged twice.
    with_reasoning = Usage(prompt_tokens=1_000, completion_tokens=500, reasoning_tokens=400)
    assert price_for(priced, with_reasoning) == cost
    assert price_for(priced, Usage()) == 0.0


def test_price_for_is_none_when_a_needed_price_is_unknown() -> None:
    usage = Usage(prompt_tokens=1_000, completion_tokens=500)
    assert price_for(model("m"), usage) is None
    assert price_for(model("m", input_price=1.0), usage) is None  # output unknown
    assert price_for(model("m", output_price=1.0), usage) is None
    # An unknown price does not matter when no tokens of that kind were used.
    only_input = price_for(model("m", input_price=1.0), Usage(prompt_tokens=2_000_000))
    assert only_input == 2.0
    assert price_for(model("m"), Usage()) is None


# -- balance arithmetic ----------------------------------------------------------------------


def test_balance_from_the_two_legacy_replies() -> None:
    balance = balance_from_json({"hard_limit_usd": 50}, {"total_usage": 1250})
    assert balance == Balance(limit_usd=50.0, used_usd=12.5)
    assert balance.remaining_usd == 37.5 and not balance.unlimited


def test_an_unlimited_key_has_no_remaining_amount() -> None:
    balance = balance_from_json({"hard_limit_usd": 100000000}, {"total_usage": 99.0})
    assert balance is not None and balance.unlimited and balance.remaining_usd is None


@pytest.mark.parametrize(
    ("subscription", "usage"),
    [
        ({}, {"total_usage": 1}),
        ({"hard_limit_usd": "50"}, {"total_usage": 1}),
        ({"hard_limit_usd": True}, {"total_usage": 1}),
        ({"hard_limit_usd": -3}, {"total_usage": 1}),
        ({"hard_limit_usd": float("inf")}, {"total_usage": 1}),
        ({"hard_limit_usd": 50}, {}),
        ({"hard_limit_usd": 50}, {"total_usage": None}),
        ([], {"total_usage": 1}),
        ({"hard_limit_usd": 50}, "1250"),
    ],
)
def test_balance_needs_both_numbers(subscription: Any, usage: Any) -> None:
    assert balance_from_json(subscription, usage) is None
