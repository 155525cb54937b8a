"""What is known about models: the list an endpoint serves, enriched by the catalog, in the
order people want them (favourites, then recent), and what each costs.

One owner for the model list. Listeners are called with the ordered list whenever it or the
favourites change.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from app.api import (
    ChatClient,
    Endpoint,
    ModelCatalog,
    cache_saving,
    endpoint_for,
    order_models,
    price_for,
)
from app.api.catalog import is_priced
from app.config import Settings
from app.domain import Message, ModelInfo, Usage
from app.services.settings_store import SettingsStore

Listener = Callable[[list[ModelInfo]], None]

# Ids of models that do not chat, for lists that do not say which endpoints a model takes.
_NOT_CHAT = re.compile(
    r"embed|tts|whisper|dall-e|image|moderation|rerank|audio|realtime|transcri|speech|search",
    re.IGNORECASE,
)


def is_chat_model(model: ModelInfo) -> bool:
    """Whether a model takes chat completions, as far as the list and its id tell."""
    takes_chat = not model.endpoints or "chat" in model.endpoints
    return takes_chat and not _NOT_CHAT.search(model.id)


def cheapest_chat_model(models: Iterable[ModelInfo], *, vision: bool = False) -> str | None:
    """The chat model with the lowest known price (reasoning models are slow for this);
    with ``vision`` only one that also reads images. None when no price is known."""
    priced = [
        m
        for m in models
        if m.input_price is not None
        and m.output_price is not None
        and not m.reasoning
        and is_chat_model(m)
        and (m.vision or not vision)
    ]
    if not priced:
        return None
    best = min(priced, key=lambda m: ((m.input_price or 0) + (m.output_price or 0), m.id))
    return best.id


def _bare(model_id: str) -> str:
    """An id without a "provider/" prefix, in folded case."""
    return model_id.strip().casefold().rsplit("/", 1)[-1]


def _shared_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


class ModelDirectory:
    def __init__(self, catalog: ModelCatalog, settings: SettingsStore) -> None:
        self._catalog = catalog
        self._settings = settings
        self._models: dict[str, ModelInfo] = {}
        self._listeners: list[Listener] = []
        settings.subscribe(
            lambda _old, _new: self._changed(), fields=("favourite_models", "recent_models")
        )

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def _changed(self) -> None:
        ordered = self.ordered()
        for listener in list(self._listeners):
            listener(ordered)

    # ---- the list -----------------------------------------------------------------------

    def set_models(self, models: Iterable[ModelInfo]) -> None:
        self._models = {m.id: m for m in models}
        self._changed()

    async def load_cached(self, base_url: str) -> bool:
        cached = await asyncio.to_thread(self._catalog.load_cached, base_url)
        if cached:
            self.set_models(cached)
        return bool(cached)

    async def fetch(self, client: ChatClient) -> list[ModelInfo]:
        """The endpoint's list (and catalog) now, cached for the next start; raises ApiError
        if it cannot be read. ``set_models`` makes it the list shown."""
        return await self._catalog.refresh(client)

    def ordered(self) -> list[ModelInfo]:
        settings = self._settings.value
        return order_models(
            self._models.values(),
            favourites=settings.favourite_models,
            recent=settings.recent_models,
        )

    def ids(self) -> list[str]:
        return [m.id for m in self.ordered()]

    def __bool__(self) -> bool:
        return bool(self._models)

    def all(self) -> list[ModelInfo]:
        return list(self._models.values())

    def serves(self, model_id: str) -> bool:
        """Whether the list has this model (True for any model while no list is known)."""
        return not self._models or model_id.strip() in self._models

    def suggest_instead(self, model_id: str) -> str | None:
        """A served model to use instead of one the endpoint does not serve: the same model
        spelled another way (a provider prefix, a dated snapshot), else the cheapest chat
        model that reads images, else the cheapest chat model, else the chat model whose
        name is closest. None when the model is served or no list is known."""
        if self.serves(model_id):
            return None
        wanted = _bare(model_id)
        ids = sorted(self._models, key=lambda i: (len(i), i))
        same = [i for i in ids if _bare(i) == wanted]
        dated = [i for i in ids if _bare(i).startswith(wanted + "-")]
        if same or dated:
            return (same or dated)[0]
        models = list(self._models.values())
        cheapest = cheapest_chat_model(models, vision=True) or cheapest_chat_model(models)
        if cheapest:
            return cheapest
        chat = [i for i in ids if is_chat_model(self._models[i])] or ids
        return max(chat, key=lambda i: _shared_prefix(_bare(i), wanted))

    # ---- one model ----------------------------------------------------------------------

    def info(self, model_id: str) -> ModelInfo | None:
        return self._models.get(model_id.strip())

    def endpoint_for(self, model_id: str) -> Endpoint:
        return endpoint_for(self._models.get(model_id), model_id)

    def cost(self, model_id: str, usage: Usage | None, images: int = 0) -> float | None:
        """A reply's cost at the catalog's prices (app.api.catalog.price_for), or None."""
        info = self._models.get(model_id)
        return None if info is None else price_for(info, usage, images)

    def priced(self, model_id: str) -> bool:
        """Whether the list gives the model a price at all."""
        info = self._models.get(model_id)
        return info is not None and is_priced(info)

    @property
    def settings(self) -> SettingsStore:
        return self._settings

    def saving(self, model_id: str, usage: Usage) -> float | None:
        """What cached prompt tokens saved at the catalog's prices, or None."""
        info = self._models.get(model_id)
        return None if info is None else cache_saving(info, usage)

    def saving_of(self, message: Message) -> float | None:
        return None if message.usage is None else self.saving(message.model, message.usage)

    def cost_of(self, message: Message) -> float | None:
        """A reply's cost: its usage, and its images where the model is priced per image."""
        return self.cost(message.model, message.usage, len(message.images))

    def is_favourite(self, model_id: str) -> bool:
        return model_id.strip() in self._settings.value.favourite_models

    def set_favourite(self, model_id: str, on: bool) -> None:
        model = model_id.strip()
        if not model:
            return

        def change(settings: Settings) -> Settings:
            favourites = [m for m in settings.favourite_models if m != model]
            if on:
                favourites.insert(0, model)
            return replace(settings, favourite_models=favourites)

        self._settings.update(change)
