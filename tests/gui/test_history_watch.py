"""A command run beside the window (another process writing the history through SQLite's
own locking) shows in the window: the sidebar takes a new title, the conversation on
screen reloads with a message the command added to it, and a conversation on screen that
the command moved to the trash gives way to a new chat, said in the status bar."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import _seed, click_row

pytestmark = pytest.mark.usefixtures("qasync_loop")
ROOT = Path(__file__).resolve().parents[2]

_ANOTHER_PROCESS = """
import sys
from pathlib import Path
from app.domain import TextPart
from app.storage import DB_FILENAME, Repository, open_database
conn, _ = open_database(Path(sys.argv[1]) / DB_FILENAME)
repo = Repository(conn)
repo.rename_conversation(int(sys.argv[2]), "Renamed by a script")
repo.add_message(int(sys.argv[3]), "user", [TextPart("Added by a cron job")])
conn.close()
"""


def test_changes_made_by_another_process_show_in_the_window(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(ids["fresh"]))
    assert "Added by a cron job" not in window.transcript.toPlainText()

    done = subprocess.run(
        [
            sys.executable,
            "-c",
            _ANOTHER_PROCESS,
            str(data_dir),
            str(ids["ancient"]),
            str(ids["fresh"]),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr

    qtbot.waitUntil(lambda: "Renamed by a script" in bar.titles(), timeout=10_000)
    qtbot.waitUntil(
        lambda: "Added by a cron job" in window.transcript.toPlainText(), timeout=10_000
    )
    assert "ancient" not in bar.titles()

    trash = (
        "import sys; from pathlib import Path; "
        "from app.storage import DB_FILENAME, Repository, open_database; "
        "conn, _ = open_database(Path(sys.argv[1]) / DB_FILENAME); "
        "Repository(conn).delete_conversation(int(sys.argv[2])); conn.close()"
    )
    done = subprocess.run(
        [sys.executable, "-c", trash, str(data_dir), str(ids["fresh"])],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    qtbot.waitUntil(lambda: controller.conversation_id is None, timeout=10_000)
    assert "fresh" not in bar.titles()
    assert "deleted elsewhere" in window.statusBar().currentMessage()
    _close(qtbot, controller)
