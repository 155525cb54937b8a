"""Which database files this process holds open through SQLite.

A POSIX advisory lock belongs to a process, and closing *any* descriptor of a file drops
all of that process's locks on it. Once a process holding a WAL connection has opened and
closed the database with anything but its own SQLite (a header read, a hash, a copy), the
next process to close the database believes it is the last one, checkpoints and deletes
the -wal and -shm from under the connection, whose later commits then live only in a
deleted file. SQLite itself is safe: it keeps a file's descriptors open while any of its
connections in the process holds a lock.

So the storage layer asks here before it touches a database file with plain file APIs
(only ``open_database`` does, to tell a damaged file from a healthy one): while this
process has a connection to the file, it must not.
"""

from __future__ import annotations

import os
import sqlite3
import threading
import weakref
from pathlib import Path

_Key = tuple[int, int]  # (st_dev, st_ino): the same file under any of its names

_lock = threading.Lock()
_open: dict[_Key, int] = {}


def _key(path: Path) -> _Key | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def is_open(path: Path) -> bool:
    """Whether this process holds a connection to the file at ``path``."""
    key = _key(path)
    if key is None:
        return False
    with _lock:
        return _open.get(key, 0) > 0


def _release(key: _Key) -> None:
    with _lock:
        left = _open.get(key, 0) - 1
        if left > 0:
            _open[key] = left
        else:
            _open.pop(key, None)


class TrackedConnection(sqlite3.Connection):
    """A connection that counts itself open against its file until closed (or collected)."""

    _released: weakref.finalize[[_Key], TrackedConnection] | None = None

    def track(self, path: Path) -> None:
        key = _key(path)
        if key is None:
            return
        with _lock:
            _open[key] = _open.get(key, 0) + 1
        self._released = weakref.finalize(self, _release, key)

    def close(self) -> None:
        super().close()
        if self._released is not None:
            self._released()  # runs once, however often close is called


__all__ = ["TrackedConnection", "is_open"]
