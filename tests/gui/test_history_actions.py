"""Export and import from the window: File → Export… and Import… clicked in the menu bar
(Qt's own file dialog answered with a path), the files they write and read."""

from __future__ import annotations

import asyncio
import json
import stat
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.gui.test_main_window import KEY, _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import choose_from_menu_bar

pytestmark = pytest.mark.usefixtures("qasync_loop")
CHATGPT = Path(__file__).parents[1] / "support" / "db_fixtures" / "chatgpt_conversations.json"


def _run(qtbot: Any, coro: Any) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=10_000)
    return task.result()


def _answer_file_dialog(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Qt's file dialog is not ours to test: it answers with this path."""
    answer = (str(path), "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: answer)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: answer)


def _exported(text: str, *_rest: Any) -> bool:
    return text.startswith("Exported 1 conversation")


def test_export_then_import_into_another_data_dir(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_server.enqueue(Reply(text="An answer with `code`."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Question for export")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    out = tmp_path / "export.json"
    _answer_file_dialog(monkeypatch, out)
    with qtbot.waitSignal(controller.status.message, timeout=10_000, check_params_cb=_exported):
        choose_from_menu_bar(qtbot, window, "File", "Export all as JSON…")
    assert stat.S_IMODE(out.stat().st_mode) == 0o600  # only its owner may read a history
    doc = json.loads(out.read_text(encoding="utf-8"))
    messages = doc["conversations"][0]["messages"]
    assert [m["status"] for m in messages] == ["complete", "complete"]
    assert messages[1]["finish_reason"] == "stop"
    assert KEY not in out.read_text(encoding="utf-8")
    md = tmp_path / "export.md"
    _answer_file_dialog(monkeypatch, md)
    with qtbot.waitSignal(controller.status.message, timeout=10_000, check_params_cb=_exported):
        choose_from_menu_bar(qtbot, window, "File", "Export all as Markdown…")
    assert stat.S_IMODE(md.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []
    assert "Question for export" in md.read_text(encoding="utf-8")
    _close(qtbot, controller)

    other = tmp_path / "other"
    other.mkdir()
    window2, controller2 = _open(qtbot, other, fake_server)
    _answer_file_dialog(monkeypatch, out)
    with qtbot.waitSignal(controller2.conversationsLoaded, timeout=10_000):
        choose_from_menu_bar(qtbot, window2, "File", "Import…")
    assert window2.sidebar.count() == 1
    assert "Imported 1 conversation" in window2.statusBar().currentMessage()
    _close(qtbot, controller2)


def test_import_chatgpt_export_and_reject_garbage(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": "world"}', encoding="utf-8")
    assert _run(qtbot, controller.import_from(bad)) is None
    assert "Nothing was imported" in window.statusBar().currentMessage()
    assert window.sidebar.count() == 0
    summary = _run(qtbot, controller.import_from(CHATGPT))
    assert summary.conversations >= 1
    # The sidebar refills after the import: wait for the rows a person would see.
    qtbot.waitUntil(lambda: window.sidebar.count() == summary.conversations, timeout=5000)
    _close(qtbot, controller)


def test_delete_moves_to_trash_with_undo_and_rename(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="kept"))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Something to delete")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    conv_id = controller.conversation_id
    _run(qtbot, controller.sidebar.rename(conv_id, "Renamed chat"))
    qtbot.waitUntil(lambda: window.sidebar.titles() == ["Renamed chat"], timeout=5000)
    assert window.conversation_title.text() == "Renamed chat"

    window.sidebar.step(1)
    window.sidebar.list.setFocus()
    qtbot.keyClick(window.sidebar.list, Qt.Key.Key_Delete)
    undo = controller.status_area.buttons["undo"]
    qtbot.waitUntil(lambda: window.sidebar.count() == 0 and undo.isVisible(), timeout=5000)
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.sidebar.titles() == ["Renamed chat"], timeout=5000)
    _close(qtbot, controller)
