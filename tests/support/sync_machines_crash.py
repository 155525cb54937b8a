"""`cometdesk sync now` that SIGKILLs itself at a chosen step, for the convergence test
(tests.support.sync_machines): ``python -m tests.support.sync_machines_crash`` with the
data folder and passphrase in the environment as for `cometdesk sync now`, and

    SYNC_CRASH_AFTER            the step to die at: every request to the storage and every
                                return of a piece of work on the history (its transaction
                                committed, the sync state's maybe not yet) is one step
    SYNC_CRASH_AFTER_WRITE      or: die right after the n-th batch of received changes was
                                written into the history (app.services.sync.apply.write),
                                before the sync state records it
    SYNC_CRASH_AFTER_ITEMS      or: die right after received settings were written into the
                                preferences (app.services.sync.items.apply_items), before
                                the sync state records them
    SYNC_CRASH_WALL             this machine's wall clock, seconds (it stands still)
    SYNC_CRASH_COMPACT_AFTER    app.services.sync.compaction.COMPACT_AFTER_BATCHES
    SYNC_CRASH_BATCH_LIMIT      app.sync.journal.BATCH_LIMIT (0: as it is)
    SYNC_CRASH_SUPERSEDED_SHARE app.services.sync.compaction.SUPERSEDED_SHARE, with no floor of
                                bytes ("": as they are)
    SYNC_CRASH_UIDS             a seed for the uids sync gives conversations and messages

A round with fewer steps runs to its end (exit 0). Nothing is cleaned up on the way out:
SIGKILL, as a power cut or the OOM killer would.
"""

from __future__ import annotations

import os
import random
import signal
import time
import uuid
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from app.services.sync import compaction as sync_compaction
from app.services.sync import local as sync_local
from app.services.sync import receive as sync_receive
from app.storage.history_access import OwnedHistory
from app.sync import journal
from app.sync.clock import HybridClock
from app.sync.remote import Remote

REMOTE_METHODS = ("write_once", "read", "exists", "list", "delete", "delete_tree", "clean_debris")


def _install(after: int, after_write: int, after_items: bool, now: float) -> None:
    steps = [0]
    writes = [0]

    def step() -> None:
        steps[0] += 1
        if after and steps[0] >= after:
            os.kill(os.getpid(), signal.SIGKILL)

    def remote(original: Callable[..., Any]) -> Callable[..., Any]:
        async def wrapped(self: Remote, *args: Any, **kwargs: Any) -> Any:
            step()
            return await original(self, *args, **kwargs)

        return wrapped

    for name in REMOTE_METHODS:
        setattr(Remote, name, remote(getattr(Remote, name)))

    run = OwnedHistory.run

    def history_run(self: OwnedHistory, fn: Callable[..., Any], /) -> Any:
        result = run(self, fn)
        if getattr(fn, "__qualname__", "") == "write.<locals>.run":
            writes[0] += 1
            if after_write and writes[0] >= after_write:
                os.kill(os.getpid(), signal.SIGKILL)
        step()
        return result

    OwnedHistory.run = history_run  # type: ignore[method-assign]

    apply_items = sync_receive.apply_items

    def apply_items_then_die(*args: Any) -> None:
        apply_items(*args)
        if after_items:
            os.kill(os.getpid(), signal.SIGKILL)

    sync_receive.apply_items = apply_items_then_die  # type: ignore[assignment]

    init = HybridClock.__init__

    def clock_init(
        self: HybridClock, node: str, last: str = "0000000000000000-00000-0", wall: Any = None
    ) -> None:
        init(self, node, last, lambda: now)

    HybridClock.__init__ = clock_init  # type: ignore[method-assign]


def main() -> int:
    _install(
        int(os.environ.get("SYNC_CRASH_AFTER", "0")),
        int(os.environ.get("SYNC_CRASH_AFTER_WRITE", "0")),
        os.environ.get("SYNC_CRASH_AFTER_ITEMS") == "1",
        float(os.environ.get("SYNC_CRASH_WALL") or time.time()),
    )
    compact_after = os.environ.get("SYNC_CRASH_COMPACT_AFTER", "")
    if compact_after:
        sync_compaction.COMPACT_AFTER_BATCHES = int(compact_after)
    share = os.environ.get("SYNC_CRASH_SUPERSEDED_SHARE", "")
    if share:
        sync_compaction.SUPERSEDED_BYTES = 0
        sync_compaction.SUPERSEDED_SHARE = float(share)
    limit = int(os.environ.get("SYNC_CRASH_BATCH_LIMIT", "0"))
    if limit:
        journal.BATCH_LIMIT = limit
    uids = random.Random(int(os.environ.get("SYNC_CRASH_UIDS", "0")))
    sync_local.uuid = SimpleNamespace(  # type: ignore[attr-defined,assignment]
        uuid4=lambda: uuid.UUID(int=uids.getrandbits(128))
    )
    from app.main import run

    return run(["sync", "now"])


if __name__ == "__main__":
    raise SystemExit(main())
