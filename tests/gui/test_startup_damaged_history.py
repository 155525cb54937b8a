"""A history database damaged between two sessions: the window opens, says in the status
bar what was recovered and where the damaged file was kept, and lists the recovered
conversations. One beyond repair is moved aside and a new history starts, said the same way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.storage import DB_FILENAME
from tests.gui.test_main_window import _close, _open
from tests.unit.test_faults_recovery import CONVERSATIONS, _pages, _populate, _smash

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _status(controller: Any) -> str:
    return str(controller.window.statusBar().currentMessage())


def test_a_damaged_history_is_recovered_and_said_so(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    db = data_dir / DB_FILENAME
    _populate(db)
    _smash(db, _pages(db, "messages_fts_data")[:3])
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: "damaged" in _status(controller), timeout=5000)
    status = _status(controller)
    assert f"Recovered {CONVERSATIONS} of {CONVERSATIONS} conversations" in status, status
    kept = status.rsplit("kept as ", 1)[1].rstrip(".")
    assert Path(kept).exists() and Path(kept).parent == data_dir
    qtbot.waitUntil(lambda: window.sidebar.count() >= CONVERSATIONS, timeout=5000)
    _close(qtbot, controller)


def test_a_history_beyond_repair_is_moved_aside_and_said_so(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    db = data_dir / DB_FILENAME
    data_dir.mkdir(parents=True, exist_ok=True)
    db.write_bytes(b"not a database any more " * 400)
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: "moved aside" in _status(controller), timeout=5000)
    aside = _status(controller).split("moved aside to ", 1)[1].split(" and ", 1)[0]
    assert Path(aside).read_bytes().startswith(b"not a database any more")
    assert window.sidebar.count() == 0 and window.composer.isEnabled()
    _close(qtbot, controller)
