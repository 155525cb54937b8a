"""The status bar's start-up offer to go on with work the app was closed on (a describe
job, a prompt set): the same steps for each, told apart only by their folder, their store
and their words.

The store is named, not imported, so that start-up imports nothing of it: it is loaded
only when its folder exists, and read in a worker thread (the window stays responsive).
"""

from __future__ import annotations

import asyncio
import importlib
import os
from collections.abc import Callable
from pathlib import Path

from app.translation import number
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

Progress = Callable[[Path], tuple[int, int] | None]


def offer_resume(
    tasks: TaskRunner,
    status: StatusBus,
    kind: str,
    *,
    data_dir: Path,
    dirname: str,
    store: str,
    label: str,
    still_wanted: Callable[[], bool],
    resume: Callable[[], None],
) -> None:
    """Offer ``label`` ("… ({0} of {1} done)", filled with the numbers) as the status bar's
    ``kind`` button running ``resume`` when the module ``store``'s
    ``unfinished_progress(data_dir)`` finds work left, and ``still_wanted()`` holds then
    (the person may have opened the window meanwhile). ``dirname``: the store's folder
    under ``data_dir``; the usual case is none, and then nothing more is read."""
    if os.path.isdir(data_dir / dirname):
        tasks.spawn(_offer(status, kind, data_dir, store, label, still_wanted, resume))


async def _offer(
    status: StatusBus,
    kind: str,
    data_dir: Path,
    store: str,
    label: str,
    still_wanted: Callable[[], bool],
    resume: Callable[[], None],
) -> None:
    unfinished_progress: Progress = importlib.import_module(store).unfinished_progress
    found = await asyncio.to_thread(unfinished_progress, data_dir)
    if found is None or not still_wanted():
        return
    done, total = found
    status.offer(kind, label.format(number(done), number(total)), resume)
