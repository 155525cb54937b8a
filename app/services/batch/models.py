"""What the catalog says about a batch's models: which endpoint each takes, and what a
reply cost.

The app's model list cache (the one the window keeps, per base URL) is read at once: the
endpoint must be known before the first request, as the window knows it from the cached
list at start-up. When that list is missing, stale or lacks a model, it is refreshed once
the first answer has come back (so a wrong key or an unreachable server still costs one
request) and the costs wait for it; a refresh that fails only leaves costs unknown (null).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Sequence

from app.api import ApiError, ChatClient, Endpoint, ModelCatalog, endpoint_for, price_for
from app.domain import ModelInfo, Usage

log = logging.getLogger(__name__)


class BatchModels:
    def __init__(self, catalog: ModelCatalog, base_url: str, models: Sequence[str]) -> None:
        self._catalog = catalog
        self._base_url = base_url
        self._models = tuple(models)
        cached = catalog.load_cached(base_url) or []
        self._known: dict[str, ModelInfo] = {m.id: m for m in cached}
        self._fresh = not catalog.is_stale(base_url) and all(m in self._known for m in self._models)
        self._refresh: asyncio.Task[None] | None = None

    def info(self, model: str) -> ModelInfo | None:
        return self._known.get(model.strip())

    def endpoint(self, model: str) -> Endpoint:
        return endpoint_for(self.info(model), model)

    def answered(self, client: ChatClient) -> None:
        """An answer came back: the key and the server work, so the list may be fetched."""
        if self._fresh or self._refresh is not None:
            return
        self._refresh = asyncio.get_running_loop().create_task(self._fetch(client))

    async def _fetch(self, client: ChatClient) -> None:
        try:
            models = await self._catalog.refresh(client)
        except ApiError as err:
            log.info("the model list could not be read: %s", err.message)
            return
        self._known |= {m.id: m for m in models}

    async def cost(self, model: str, usage: Usage | None) -> float | None:
        if usage is None:
            return None
        if self._refresh is not None:
            # Shielded: a cancelled record must not cancel the list the others wait for.
            with contextlib.suppress(Exception):
                await asyncio.shield(self._refresh)
        info = self.info(model)
        return None if info is None else price_for(info, usage)

    async def aclose(self) -> None:
        """Stop a refresh still under way (the run is over)."""
        task, self._refresh = self._refresh, None
        if task is not None and not task.done():
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
