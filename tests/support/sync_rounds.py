"""A sync round as a command-line process runs one: on a history it owns for the round."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from app.services.sync.round import RoundSummary, pending_changes, sync_round
from app.storage import DB_FILENAME, own_history
from app.sync import Remote, RemoteConfig, vaults
from app.sync.crypto import Vault


def run_sync_round(data_dir: Path, *args: Any, **kwargs: Any) -> RoundSummary:
    """``sync_round(data_dir, <its own history>, *args, **kwargs)`` run to the end."""
    with own_history(data_dir / DB_FILENAME) as history:
        return asyncio.run(sync_round(data_dir, history, *args, **kwargs))


def pending(data_dir: Path) -> int:
    """How many conversations the next round of ``data_dir`` will send."""
    with own_history(data_dir / DB_FILENAME) as history:
        return pending_changes(data_dir, history)


def key_made_without_a_check(
    config: RemoteConfig, passphrase: str, secret: str | None = None
) -> None:
    """A storage key made the way an earlier version made one, with no strength check (a
    weak passphrase included): a candidate header written straight to the storage."""

    async def make() -> None:
        vault = await Vault.create(passphrase)
        path = vaults.candidate_path("0" * 16)
        await Remote(config, secret).write_once(path, vault.header(path, storage_format=2))

    asyncio.run(make())
