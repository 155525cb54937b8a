"""Reaching the history file: through the one connection of this process that owns it.

Closing any descriptor of a database file drops all of the process's locks on it (see
app.storage.open_files), and a second connection is a second chance to get that wrong, so
each process has one owner of the history: the window's database thread
(``AsyncRepository.blocking()`` hands it to worker threads), or, in a command-line process,
the connection ``own_history`` opens for the command. Services that work on the history
from a worker thread (a sync round, a backup, merging a restored snapshot) take a History
and never open the file themselves.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol, TypeVar

from app.storage.database import OpenReport, open_database
from app.storage.errors import converted
from app.storage.repository import Repository

T = TypeVar("T")


class History(Protocol):
    """Runs work on the history's one connection in this process."""

    def run(self, fn: Callable[[Repository], T], /) -> T:
        """``fn(repository)`` on the owning connection's thread; its result (or error)."""
        ...


class OwnedHistory:
    """A history this object owns: one connection, opened, used and closed on one thread of
    its own, which every ``run`` waits for (a command-line process; tests). ``run`` from
    inside a ``run`` goes straight through."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cometdesk-history")
        self._thread: threading.Thread | None = None
        try:
            self._repo, self.report = self._executor.submit(self._open).result()
        except BaseException:
            self._executor.shutdown(wait=True)
            raise

    def _open(self) -> tuple[Repository, OpenReport]:
        self._thread = threading.current_thread()
        with converted(self.path):
            conn, report = open_database(self.path)
        return Repository(conn), report

    def _call(self, fn: Callable[[Repository], T]) -> T:
        with converted(self.path):
            return fn(self._repo)

    def run(self, fn: Callable[[Repository], T], /) -> T:
        if threading.current_thread() is self._thread:
            return self._call(fn)
        return self._executor.submit(self._call, fn).result()

    def close(self) -> None:
        try:
            self._executor.submit(self._repo.close).result()
        finally:
            self._executor.shutdown(wait=True)


@contextmanager
def own_history(path: Path) -> Iterator[OwnedHistory]:
    """The history at ``path`` (the database file), owned for the block."""
    history = OwnedHistory(path)
    try:
        yield history
    finally:
        history.close()


__all__ = ["History", "OpenReport", "OwnedHistory", "own_history"]
