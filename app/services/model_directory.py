"""What is known about models: the list an endpoint serves, enriched by the catalog, in the
order people want them (favourites, then recent), and what each costs.

One owner for the model list. Listeners are called with the ordered list whenever it or the
favourites change.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from dataclasses import replace

from app.api import (
    ChatClient,
    Endpoint,
    ModelCatalog,
    endpoint_for,
    order_models,
    price_for,
)
from app.config import Settings
from app.domain import Message, ModelInfo, Usage
from app.services.settings_store import SettingsStore

Listener = Callable[[list[ModelInfo]], None]


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

    # ---- one model ----------------------------------------------------------------------

    def info(self, model_id: str) -> ModelInfo | None:
        return self._models.get(model_id.strip())

    def endpoint_for(self, model_id: str) -> Endpoint:
        return endpoint_for(self._models.get(model_id), model_id)

    def cost(self, model_id: str, usage: Usage) -> float | None:
        info = self._models.get(model_id)
        return None if info is None else price_for(info, usage)

    def cost_of(self, message: Message) -> float | None:
        if message.usage is None:
            return None
        return self.cost(message.model, message.usage)

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
