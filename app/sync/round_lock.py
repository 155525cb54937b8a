"""One sync round at a time per data folder, across processes: the window's, `cometdesk sync
now`'s and a cron job's rounds take turns instead of writing the same batch numbers.

A lock on a file of its own (``sync-round.lock`` in the data folder), never on a database:
an flock belongs to its open file, so nothing else closing a descriptor can release it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from app.data_folder import PRIVATE_FILE

LOCK_FILENAME = "sync-round.lock"


@asynccontextmanager
async def one_round_at_a_time(
    data_dir: Path, on_wait: Callable[[], None] | None = None
) -> AsyncIterator[None]:
    """Hold the data folder's round lock for the block; ``on_wait()`` is called once when
    another process's round holds it (this one then waits for it to end)."""
    lock = FileLock(data_dir / LOCK_FILENAME, mode=PRIVATE_FILE, thread_local=False)
    try:
        lock.acquire(blocking=False)
    except Timeout:
        if on_wait is not None:
            on_wait()
        await asyncio.to_thread(lock.acquire)
    try:
        yield
    finally:
        lock.release()


__all__ = ["LOCK_FILENAME", "one_round_at_a_time"]
