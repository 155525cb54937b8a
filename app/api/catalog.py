"""The models for the picker: what ``GET {base}/models`` serves, enriched by a catalog.

CometAPI publishes a public catalog (``GET https://host/api/models``) with each model's
provider, features, endpoints, prices and limits. The ``/models`` list is the truth of what
the endpoint serves and the catalog only adds detail, except for image models: CometAPI
serves them through the images API without listing them in ``/models``, so the catalog's
image models are added to the list. Other OpenAI-compatible endpoints have no
catalog (a 404, an HTML page, a refused connection): then the plain list is used, quietly.

The merged list is cached on disk per base URL so the picker is filled instantly at start-up
(stale data included; ``is_stale`` says when to refresh). Plain Python, no Qt.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import math
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from app.api.catalog_cache import cache_file, read_cache, write_cache
from app.api.client import ChatClient
from app.api.errors import ApiError
from app.api.image_models import is_image_model
from app.api.request_builder import Endpoint
from app.domain import ModelInfo, Usage
from app.domain.usage_check import usage_issues

log = logging.getLogger(__name__)

DEFAULT_TTL_S = 24 * 3600.0
NO_CATALOG = ""  # pass as ``catalog_url`` to skip the catalog and use /models alone
_PER_MILLION = 1_000_000

# Feature words as catalogs spell them, normalised by ``_token`` (lower case, "-" joined).
_VISION_FEATURES = frozenset(
    {"vision", "image-to-text", "image-input", "multimodal", "image-understanding"}
)
_REASONING_FEATURES = frozenset({"reasoning", "thinking", "deep-thinking", "chain-of-thought"})
_TOOL_FEATURES = frozenset(
    {"tools", "tool-use", "tool-calling", "function-calling", "function-call", "functions"}
)
_VISION_TYPES = frozenset({"vision", "multimodal"})
_REASONING_TYPES = frozenset({"reasoning"})

# Endpoint names seen in catalogs (plain names, paths, one-api "endpoint types") → ours.
_ENDPOINT_ALIASES = {
    "chat": "chat",
    "chat-completions": "chat",
    "/chat/completions": "chat",
    "/v1/chat/completions": "chat",
    "openai": "chat",
    "responses": "responses",
    "response": "responses",
    "/responses": "responses",
    "/v1/responses": "responses",
    "openai-response": "responses",
    "openai-responses": "responses",
}

# Models served only by /responses when the catalog does not say (CometAPI's docs: OpenAI
# Pro models, Codex models, deep research). Matched against the lower-cased id without any
# "provider/" prefix. Ordinary o-series models (o3, o4-mini) also speak chat completions.
_RESPONSES_ONLY = (
    re.compile(r"^(o\d+|gpt-5(\.\d+)?)-pro\b"),
    re.compile(r"codex"),
    re.compile(r"deep-research"),
    re.compile(r"^computer-use"),
)


# -- the catalog URL and its parsing ----------------------------------------------------------


def catalog_url_for(base_url: str) -> str:
    """``https://host/v1`` → ``https://host/api/models`` (a trailing ``/v1`` is dropped)."""
    parts = urlsplit(base_url.rstrip("/"))
    path = parts.path.rstrip("/")
    if path.endswith("/v1"):
        path = path[: -len("/v1")]
    return urlunsplit((parts.scheme, parts.netloc, f"{path}/api/models", "", ""))


def parse_catalog(payload: Any) -> dict[str, ModelInfo]:
    """The catalog's models by id. Anything malformed is skipped, item by item: an unknown
    field is ignored, a field of the wrong type reads as "not given", an item without an id
    is dropped. Never raises."""
    if isinstance(payload, Mapping):
        if payload.get("success") is False:
            return {}
        items = payload.get("data")
    else:
        items = payload
    if not isinstance(items, list):
        return {}
    models: dict[str, ModelInfo] = {}
    for item in items:
        try:
            model = _parse_item(item)
        except Exception:  # one odd item must not cost the rest; the parser is pure
            log.debug("skipped a catalog item", exc_info=True)
            continue
        if model is not None and model.id not in models:
            models[model.id] = model
    return models


def _parse_item(item: Any) -> ModelInfo | None:
    if not isinstance(item, Mapping):
        return None
    model_id = item.get("id")
    if not isinstance(model_id, str) or not model_id.strip():
        return None
    features = {_token(f) for f in _strings(item.get("features"))}
    model_type = _token(item["model_type"]) if isinstance(item.get("model_type"), str) else ""
    pricing = item.get("pricing")
    pricing = pricing if isinstance(pricing, Mapping) else {}
    endpoints = _strings(item.get("endpoints")) or _strings(item.get("supported_endpoint_types"))
    provider = item.get("provider")
    return ModelInfo(
        id=model_id.strip(),
        provider=provider.strip() if isinstance(provider, str) else "",
        vision=bool(features & _VISION_FEATURES) or model_type in _VISION_TYPES,
        reasoning=bool(features & _REASONING_FEATURES) or model_type in _REASONING_TYPES,
        tools=bool(features & _TOOL_FEATURES),
        context_length=_positive_int(item.get("context_length")),
        max_completion_tokens=_positive_int(item.get("max_completion_tokens")),
        input_price=_price(pricing.get("input")),
        output_price=_price(pricing.get("output")),
        endpoints=_endpoints(endpoints),
        cached_input_price=_first_price(pricing, _CACHED_PRICE_KEYS),
        image_price=_first_price(pricing, _IMAGE_PRICE_KEYS),
        request_price=_first_price(pricing, _REQUEST_PRICE_KEYS),
    )


# Where catalogs put the price of cached input (per 1M tokens, like "input"), of each image
# an image model makes, and of a request (CometAPI's "per_request"), in USD.
_CACHED_PRICE_KEYS = ("cached_input", "input_cached", "cache_read", "cached")
_IMAGE_PRICE_KEYS = ("per_image", "image")
_REQUEST_PRICE_KEYS = ("per_request", "request")


def _first_price(pricing: Mapping[str, Any], keys: Sequence[str]) -> float | None:
    for key in keys:
        price = _price(pricing.get(key))
        if price is not None:
            return price
    return None


def _token(text: str) -> str:
    return "-".join(text.strip().lower().replace("_", " ").split())


def _strings(value: Any) -> list[str]:
    """A list of strings from a list (non-strings dropped) or a single string."""
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        return []
    out: list[str] = []
    for entry in value:
        if isinstance(entry, Mapping):  # {"path": "/v1/chat/completions", ...}
            entry = entry.get("path") or entry.get("name") or entry.get("type")
        if isinstance(entry, str) and entry.strip():
            out.append(entry)
    return out


def _endpoints(names: Iterable[str]) -> tuple[str, ...]:
    out: list[str] = []
    for name in names:
        key = name.strip().lower()
        canonical = _ENDPOINT_ALIASES.get(key) or _ENDPOINT_ALIASES.get(_token(key), key)
        if canonical not in out:
            out.append(canonical)
    return tuple(out)


def _number(value: Any) -> float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _price(value: Any) -> float | None:
    number = _number(value)
    return number if number is not None and number >= 0 else None


def _positive_int(value: Any) -> int | None:
    number = _number(value)
    if number is None or number <= 0 or number != int(number):
        return None
    return int(number)


# -- merging with /models -------------------------------------------------------------------


def merge_models(served: Iterable[ModelInfo], catalog: Mapping[str, ModelInfo]) -> list[ModelInfo]:
    """``served`` (the /models list, its order and ids kept, duplicates dropped), each
    enriched from ``catalog`` when it has the id (exactly, else ignoring case); then the
    catalog's image models that /models leaves out. CometAPI serves those through the images
    API (``/v1/images/generations``) without listing them in /models, so the catalog of the
    endpoint's own host is the word that it serves them."""
    by_folded = {key.casefold(): info for key, info in catalog.items()}
    out: list[ModelInfo] = []
    seen: set[str] = set()
    for model in served:
        if model.id in seen:
            continue
        seen.add(model.id)
        entry = catalog.get(model.id) or by_folded.get(model.id.casefold())
        if entry is None:
            out.append(model)
        else:
            owned_by = model.owned_by or entry.owned_by
            out.append(dataclasses.replace(entry, id=model.id, owned_by=owned_by))
    listed = {model_id.casefold() for model_id in seen}
    for entry in catalog.values():
        if entry.id.casefold() not in listed and is_image_model(entry.id, entry):
            listed.add(entry.id.casefold())
            out.append(entry)
    return out


async def fetch_catalog(client: ChatClient, url: str) -> dict[str, ModelInfo]:
    """The catalog at ``url``, or ``{}`` when there is none or it cannot be read."""
    try:
        payload = await client.get_json("", absolute_url=url)
    except ApiError as err:
        log.debug("no model catalog at %s: %s", url, err)
        return {}
    return parse_catalog(payload)


# -- the on-disk cache ------------------------------------------------------------------------


class ModelCatalog:
    """The merged model list per base URL, cached on disk as JSON (app.api.catalog_cache:
    one file per base URL, written atomically; a file that cannot be read or does not parse
    is treated as absent, and the next refresh replaces it).
    """

    def __init__(
        self,
        cache_dir: Path,
        ttl_s: float = DEFAULT_TTL_S,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.cache_dir = Path(cache_dir)
        self.ttl_s = ttl_s
        self._clock = clock

    def cache_path(self, base_url: str) -> Path:
        return cache_file(self.cache_dir, base_url)

    def load_cached(self, base_url: str) -> list[ModelInfo] | None:
        """The cached list for ``base_url`` (however old), or None. Fast and synchronous:
        meant for start-up, before any network."""
        cached = self._read(base_url)
        return None if cached is None else cached[1]

    def is_stale(self, base_url: str) -> bool:
        """True when there is no usable cache, or it is older than the TTL (or dated in
        the future: the clock moved, so its age is unknown)."""
        cached = self._read(base_url)
        if cached is None:
            return True
        age = self._clock() - cached[0]
        return age < 0 or age >= self.ttl_s

    async def refresh(self, client: ChatClient, catalog_url: str | None = None) -> list[ModelInfo]:
        """Fetch ``/models`` and the catalog (at the same time), merge, cache, return.

        ``catalog_url`` None derives it from the client's base URL; ``NO_CATALOG`` skips it.
        A failing ``/models`` raises its ApiError and leaves the cache as it was; a failing
        catalog only means less detail. A cache that cannot be written is logged, not raised.
        """
        url = catalog_url_for(client.base_url) if catalog_url is None else catalog_url
        catalog_task = asyncio.ensure_future(fetch_catalog(client, url)) if url else None
        try:
            served = await client.list_models()
        except BaseException:
            if catalog_task is not None:
                catalog_task.cancel()
                with contextlib.suppress(BaseException):
                    await catalog_task
            raise
        catalog = await catalog_task if catalog_task is not None else {}
        models = merge_models(served, catalog)
        try:
            await asyncio.to_thread(self._write, client.base_url, models, self._clock())
        except OSError as err:
            log.warning("could not cache the model list in %s: %s", self.cache_dir, err)
        return models

    def _read(self, base_url: str) -> tuple[float, list[ModelInfo]] | None:
        return read_cache(self.cache_path(base_url), base_url)

    def _write(self, base_url: str, models: Sequence[ModelInfo], fetched_at: float) -> None:
        write_cache(self.cache_dir, base_url, models, fetched_at)


# -- which endpoint, ordering, filtering, cost ------------------------------------------------


def endpoint_for(model: ModelInfo | None, model_id: str) -> Endpoint:
    """Chat completions unless the model is served only by /responses: as the catalog says
    when it lists endpoints, else by id (o1-pro, o3-pro, gpt-5-pro, codex models, …)."""
    if model is not None and model.endpoints:
        if "chat" in model.endpoints:
            return "chat"
        if "responses" in model.endpoints:
            return "responses"
    name = model_id.strip().lower().rsplit("/", 1)[-1]
    if any(rule.search(name) for rule in _RESPONSES_ONLY):
        return "responses"
    return "chat"


def order_models(
    models: Iterable[ModelInfo],
    favourites: Sequence[str] = (),
    recent: Sequence[str] = (),
) -> list[ModelInfo]:
    """Favourites first (in the order given), then recently used (most recent first, as
    given), then the rest alphabetically (ignoring case). Each model appears once; ids in
    ``favourites``/``recent`` that are not in ``models`` are skipped."""
    by_id: dict[str, ModelInfo] = {}
    for model in models:
        by_id.setdefault(model.id, model)
    out: list[ModelInfo] = []
    for model_id in (*favourites, *recent):
        if model_id in by_id:
            out.append(by_id.pop(model_id))
    out.extend(sorted(by_id.values(), key=lambda m: (m.id.casefold(), m.id)))
    return out


def filter_models(models: Iterable[ModelInfo], text: str) -> list[ModelInfo]:
    """Models whose id, provider or owner contain every word of ``text`` (ignoring case);
    all of them for blank text. Order is kept."""
    words = text.casefold().split()
    if not words:
        return list(models)
    out = []
    for model in models:
        haystack = f"{model.id} {model.provider} {model.owned_by}".casefold()
        if all(word in haystack for word in words):
            out.append(model)
    return out


def price_for(model: ModelInfo, usage: Usage | None, images: int = 0) -> float | None:
    """The cost in USD of one reply at the model's catalog prices: its tokens (``usage``)
    at the per-token prices, ``images`` at the per-image price, and the per-request price,
    each where the catalog gives it. None when the cost is unknown, never a partial sum
    shown as the whole: no price at all, a per-token price without the usage it needs, or a
    usage that does not add up (app.domain.usage_check; kept as reported, not corrected).

    Reasoning tokens are part of completion tokens; cached prompt tokens (part of the
    prompt tokens) are charged at the cached price when the catalog has one, else at the
    full input price (an upper bound)."""
    per_token = model.input_price is not None or model.output_price is not None
    if not per_token and model.image_price is None and model.request_price is None:
        return None
    cost = model.request_price or 0.0
    if model.image_price is not None:
        cost += images * model.image_price
    if not per_token:
        return cost
    if usage is None or usage_issues(usage):
        return None
    cached = _cached_part(model, usage)
    for tokens, price in (
        (usage.prompt_tokens - cached, model.input_price),
        (cached, model.cached_input_price),
        (usage.completion_tokens, model.output_price),
    ):
        if tokens <= 0:
            continue
        if price is None:
            return None
        cost += tokens * price / _PER_MILLION
    return cost


def is_priced(model: ModelInfo) -> bool:
    """Whether the catalog gives the model any price (else its cost is simply not known)."""
    prices = (model.input_price, model.output_price, model.image_price, model.request_price)
    return any(price is not None for price in prices)


def _cached_part(model: ModelInfo, usage: Usage) -> int:
    """The prompt tokens charged at the cached price: none without one (or when the usage
    does not add up: price_for gives no cost for it)."""
    if model.cached_input_price is None or usage_issues(usage):
        return 0
    return usage.cached_tokens


def cache_saving(model: ModelInfo, usage: Usage) -> float | None:
    """What the cached prompt tokens saved in USD against the full input price, or None
    when nothing was cached or either price is unknown."""
    cached = _cached_part(model, usage)
    if not cached or model.input_price is None or model.cached_input_price is None:
        return None
    return max(0.0, cached * (model.input_price - model.cached_input_price) / _PER_MILLION)
