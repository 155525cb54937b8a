"""A sync round as a command-line process runs one: on a history it owns for the round."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from app.services.sync_round import RoundSummary, pending_changes, sync_round
from app.storage import DB_FILENAME, own_history


def run_sync_round(data_dir: Path, *args: Any, **kwargs: Any) -> RoundSummary:
    """``sync_round(data_dir, <its own history>, *args, **kwargs)`` run to the end."""
    with own_history(data_dir / DB_FILENAME) as history:
        return asyncio.run(sync_round(data_dir, history, *args, **kwargs))


def pending(data_dir: Path) -> int:
    """How many conversations the next round of ``data_dir`` will send."""
    with own_history(data_dir / DB_FILENAME) as history:
        return pending_changes(data_dir, history)
