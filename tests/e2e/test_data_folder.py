"""A data folder that cannot be written: the real app starts anyway, with a window that says
where and why, offering another folder or Quit (exit 1) instead of a traceback and no
window. The folder is made unwritable for real: a read-only bind mount, or a file where the
folder should be."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel

from app.ui.shell.data_folder_problem import DataFolderProblemDialog
from tests.support.db_fixtures.fault_mounts import MountUnavailable, read_only_bind

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    source = tmp_path / "source"
    source.mkdir()
    try:
        with read_only_bind(source, tmp_path / "ro") as target:
            yield target
    except MountUnavailable as err:
        pytest.skip(f"cannot make a read-only bind mount here: {err}")


def _start(args: list[str], env_extra: dict[str, str]) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env.update(QT_QPA_PLATFORM="offscreen", COMETDESK_API_KEY="sk-data-folder-test", **env_extra)
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=env,
        check=False,
    )


def _reported(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert "Traceback" not in proc.stderr, proc.stderr
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    (event,) = [e for e in events if e["event"] == "data_folder_problem"]
    return event


def test_read_only_data_folder_shows_the_window_not_a_traceback(read_only_folder: Path) -> None:
    proc = _start(["--self-check"], {"COMETDESK_DATA_DIR": str(read_only_folder)})
    assert proc.returncode == 1  # the self-check closes the window: as Quit
    event = _reported(proc)
    assert event["problem"] == (
        f"Comet Desk cannot write to its data folder {read_only_folder}: Read-only file system."
    )
    assert list(read_only_folder.iterdir()) == []


def test_a_file_in_place_of_the_folder_given_with_data_dir(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file", encoding="utf-8")
    proc = _start(["--self-check", "--data-dir", str(blocker)], {})
    assert proc.returncode == 1
    assert _reported(proc)["problem"].endswith(f"{blocker}: Not a directory.")


class _Picker:
    """Stands in for the QFileDialog: answers the folders a person would pick, in order."""

    def __init__(self, *answers: Path | None) -> None:
        self.answers = list(answers)
        self.asked = 0

    def __call__(self, _parent: Any) -> Path | None:
        self.asked += 1
        return self.answers.pop(0)


def _dialog(qtbot: Any, folder: Path, picker: _Picker) -> DataFolderProblemDialog:
    dialog = DataFolderProblemDialog(folder, f"cannot write {folder}", choose=picker)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_quit_button_rejects(qtbot: Any, read_only_folder: Path) -> None:
    dialog = _dialog(qtbot, read_only_folder, _Picker())
    text = dialog.findChild(QLabel, "dataFolderProblemText")
    assert text is not None and str(read_only_folder) in text.text()
    hint = dialog.findChild(QLabel, "dataFolderHint")
    assert hint is not None and "COMETDESK_DATA_DIR" in hint.text() and "--data-dir" in hint.text()
    with qtbot.waitSignal(dialog.finished, timeout=2000) as finished:
        qtbot.mouseClick(dialog.quit_button, Qt.MouseButton.LeftButton)
    assert finished.args == [QDialog.DialogCode.Rejected.value]
    assert dialog.chosen is None


def test_choose_another_folder_checks_it_and_uses_a_writable_one(
    qtbot: Any, read_only_folder: Path, tmp_path: Path
) -> None:
    good = tmp_path / "elsewhere" / "cometdesk"
    picker = _Picker(None, read_only_folder / "sub", good)
    dialog = _dialog(qtbot, read_only_folder, picker)
    text = dialog.findChild(QLabel, "dataFolderProblemText")
    assert text is not None
    qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)  # cancelled picker
    assert picker.asked == 1 and dialog.isVisible() and dialog.result() == 0
    qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)  # also read-only
    assert picker.asked == 2 and dialog.isVisible()
    assert text.text() == (
        f"Comet Desk cannot write to its data folder {read_only_folder / 'sub'}: "
        "Read-only file system."
    )
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)
    assert dialog.chosen == good and good.is_dir()
    assert (good.stat().st_mode & 0o777) == 0o700
