"""One indexing run of one base on a thread of its own, so that reading documents and
writing SQLite (both blocking) never hold up the window.

The run has its own asyncio loop on that thread (the embeddings requests are async);
``pause`` cancels it from any thread. What was stored stays: the next run goes on from
there (see app.kb.indexer). Progress is reported through a callback called on the run's
thread: the window turns it into a queued signal.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from app.kb.store import DimensionChanged, KbError, KnowledgeStore

if TYPE_CHECKING:
    from app.api.embeddings import EmbeddingsClient

Progress = Callable[[str, int, int], None]  # ("reading" | "embedding", done, total)
MODEL_CACHE_DIRNAME = "cache"  # where the app keeps the model list with catalog prices


@dataclass(frozen=True, slots=True)
class Pending:
    """What is left to embed: passages, their estimated tokens, and the model's input
    price (USD per million tokens) when the app's cached catalog knows it."""

    passages: int
    tokens: int
    price: float | None

    @property
    def cost(self) -> float | None:
        return None if self.price is None else self.tokens * self.price / 1_000_000


@dataclass(slots=True)
class JobResult:
    read: int = 0
    removed: int = 0
    embedded: int = 0
    problems: list[tuple[str, str]] = field(default_factory=list)  # (path, sentence)
    failure: str | None = None  # the sentence that stopped the run
    dimension_changed: bool = False  # the failure offers a re-index
    paused: bool = False
    pending: Pending | None = None  # what is left afterwards


class IndexJob:
    """``run()`` (blocking; call it on a worker thread) reads what changed and, with
    ``embed``, embeds what is not embedded yet. ``paths``: only these files (a watched
    folder's changes). ``reindex``: drop every vector first (the model changed size)."""

    def __init__(
        self,
        data_dir: Path,
        name: str,
        client: Callable[[], EmbeddingsClient] | None,
        progress: Progress | None = None,
        *,
        embed: bool = True,
        paths: Sequence[str] | None = None,
        reindex: bool = False,
    ) -> None:
        self.data_dir = data_dir
        self.name = name
        self._client = client
        self._progress = progress
        self._embed = embed and client is not None
        self._paths = paths
        self._reindex = reindex
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._paused = False

    def pause(self) -> None:
        """Stop as soon as possible (any thread); what was stored stays."""
        with self._lock:
            self._paused = True
            if self._loop is not None and self._task is not None:
                self._loop.call_soon_threadsafe(self._task.cancel)

    def run(self) -> JobResult:
        result = JobResult()
        try:
            with KnowledgeStore.open(self.data_dir, self.name) as store:
                try:
                    asyncio.run(self._main(store, result))
                except asyncio.CancelledError:
                    result.paused = True
                result.pending = pending(store, self.data_dir)
        except KbError as err:
            result.failure = str(err)
        return result

    async def _main(self, store: KnowledgeStore, result: JobResult) -> None:
        with self._lock:
            self._loop = asyncio.get_running_loop()
            self._task = asyncio.current_task()
            if self._paused:
                raise asyncio.CancelledError
        await self._work(store, result)

    async def _work(self, store: KnowledgeStore, result: JobResult) -> None:
        from app.api import ApiError
        from app.kb import indexer

        if self._reindex:
            store.forget_embeddings()
        if self._paths is None:
            report = await indexer.refresh(store, self._progress)
        else:
            report = await indexer.refresh_files(store, self._paths)
        result.read, result.removed = report.read, report.removed
        result.problems = report.problems
        if not self._embed or self._client is None:
            return
        try:
            async with self._client() as client:
                done = await indexer.embed(store, client, self._progress)
            result.embedded = done.passages
        except DimensionChanged as err:
            result.failure = str(err)
            result.dimension_changed = True
        except (ApiError, KbError) as err:
            result.failure = str(err)


def pending(store: KnowledgeStore, data_dir: Path) -> Pending:
    passages, tokens = store.pending()
    try:
        price = catalog_price(store.model, data_dir)
    except (OSError, ValueError):
        price = None  # no readable catalog: "price unknown"
    return Pending(passages, tokens, price)


def catalog_price(model: str, data_dir: Path) -> float | None:
    """The model's input price (USD per million tokens) from the app's cached catalog."""
    from app.api import ModelCatalog
    from app.config import load_settings

    base_url = load_settings(data_dir).effective_base_url()
    models = ModelCatalog(data_dir / MODEL_CACHE_DIRNAME).load_cached(base_url) or []
    for info in models:
        if info.id == model:
            return info.input_price
    return None
