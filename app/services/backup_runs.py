"""Backups as the window runs them: with the storage and secrets sync already has, on a
schedule kept in the sync state. Blocking functions for a worker thread (each runs its own
event loop for the storage); the command line has its own commands (app.cli)."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from app.secrets import KeyStore
from app.services.snapshots import (
    DEFAULT_KEEP,
    Progress,
    RestoreSummary,
    SnapshotInfo,
    list_snapshots,
    make_snapshot,
    restore_snapshot,
)
from app.services.sync.setup import stored_access
from app.storage import History
from app.sync.local_state import LocalState

DAILY_HOURS = 24.0


@dataclass(frozen=True)
class Schedule:
    every_hours: float | None  # None: only when asked
    keep: int = DEFAULT_KEEP
    last_at: float | None = None

    def due(self, now: float) -> bool:
        if self.every_hours is None:
            return False
        return self.last_at is None or now - self.last_at >= self.every_hours * 3600


def schedule(data_dir: Path) -> Schedule:
    state = LocalState.open(data_dir)
    try:
        every, keep = state.backup_schedule()
        return Schedule(every, keep, state.last_backup())
    finally:
        state.close()


def set_schedule(data_dir: Path, every_hours: float | None, keep: int) -> None:
    state = LocalState.open(data_dir)
    try:
        state.set_backup_schedule(every_hours, keep)
    finally:
        state.close()


def back_up(
    data_dir: Path,
    history: History,
    keys: KeyStore | None,
    env: Mapping[str, str] = os.environ,
    progress: Progress | None = None,
) -> SnapshotInfo:
    """Write and verify a snapshot now, keeping the scheduled number. NotSetUp, SyncError."""
    config, secrets = stored_access(data_dir, keys, env)
    keep = schedule(data_dir).keep
    info = asyncio.run(
        make_snapshot(
            data_dir,
            history,
            config,
            secrets.secret,
            secrets.passphrase,
            keep=keep,
            progress=progress,
        )
    )
    state = LocalState.open(data_dir)
    try:
        state.set_last_backup(time.time())
    finally:
        state.close()
    return info


def backups(
    data_dir: Path, keys: KeyStore | None, env: Mapping[str, str] = os.environ
) -> list[SnapshotInfo]:
    """Every machine's snapshots on the storage, newest first."""
    config, secrets = stored_access(data_dir, keys, env)
    return asyncio.run(list_snapshots(data_dir, config, secrets.secret, secrets.passphrase))


def restore(
    data_dir: Path,
    history: History,
    keys: KeyStore | None,
    snapshot_id: str,
    into: Path | None,
    env: Mapping[str, str] = os.environ,
    progress: Progress | None = None,
) -> RestoreSummary:
    """Into a new data folder, or (``into`` None) merged into this one's history."""
    config, secrets = stored_access(data_dir, keys, env)
    return asyncio.run(
        restore_snapshot(
            data_dir,
            history,
            config,
            secrets.secret,
            secrets.passphrase,
            snapshot_id,
            into=into,
            progress=progress,
        )
    )


__all__ = ["DAILY_HOURS", "Schedule", "back_up", "backups", "restore", "schedule", "set_schedule"]
