"""The one owner of the user's settings: the current value, changes through ``update``, saves
in order, and subscriptions that also run at start-up.

Every change goes through ``update(fn)``; the file is written by one writer thread, newest
value only, so two quick changes can never leave the older one on disk. Subscribers are told
(old, new) after each change, and once with (defaults, current) when they subscribe with
``now=True`` — the same code path applies a setting at start-up and when it changes.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from app import config
from app.config import Settings

log = logging.getLogger(__name__)

Listener = Callable[[Settings, Settings], None]


class SettingsStore:
    def __init__(
        self,
        data_dir: Path,
        initial: Settings | None = None,
        *,
        save: Callable[[Path, Settings], None] = config.save_settings,
    ) -> None:
        self._data_dir = data_dir
        self._value = initial if initial is not None else config.load_settings(data_dir)
        self._save = save
        self._listeners: list[tuple[frozenset[str] | None, Listener]] = []
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="settings")
        self._lock = threading.Lock()
        self._version = 0  # bumped by each change; a write of an older version is skipped
        self._last_write: Future[None] | None = None

    @property
    def value(self) -> Settings:
        return self._value

    @property
    def data_dir(self) -> Path:
        return self._data_dir

    def subscribe(
        self, listener: Listener, *, fields: tuple[str, ...] = (), now: bool = False
    ) -> None:
        """Call ``listener(old, new)`` after changes (of ``fields`` only, if given); with
        ``now`` also at once, as if the settings had just changed from the defaults. A name
        that is no setting (a typo, a setting since removed) is a ValueError, not a listener
        that is never called."""
        unknown = sorted(set(fields) - set(config.SCHEMA))
        if unknown:
            raise ValueError(f"no such setting: {', '.join(unknown)}")
        self._listeners.append((frozenset(fields) or None, listener))
        if now:
            listener(Settings(), self._value)

    def update(self, change: Callable[[Settings], Settings]) -> Settings:
        """Apply ``change`` to the current settings, save them, tell the subscribers."""
        old = self._value
        new = change(old)
        if new == old:
            return old
        self._value = new
        with self._lock:
            self._version += 1
            version = self._version
        self._last_write = self._writer.submit(self._write, new, version)
        for fields, listener in list(self._listeners):
            if fields is None or any(getattr(old, f) != getattr(new, f) for f in fields):
                listener(old, new)
        return new

    def _write(self, settings: Settings, version: int) -> None:
        with self._lock:
            if version != self._version:
                return  # a newer value is queued behind this one
        try:
            self._save(self._data_dir, settings)
        except OSError:
            log.exception("settings could not be saved")

    async def flush(self) -> None:
        """Wait until the latest change is on disk (tests, shutdown)."""
        last = self._last_write
        if last is not None:
            await asyncio.wrap_future(last)

    def close(self) -> None:
        self._writer.shutdown(wait=True)
