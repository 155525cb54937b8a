"""Assistants, used as a person would: the sidebar's assistant button (or File ▸ New chat
with an assistant…) opens a searchable list; typing filters it, arrows move, Enter starts a
new chat set up with the assistant — its instructions, model and parameters in the request,
its name and glyph in the header. Editing the assistant afterwards (Tools ▸ Assistants…)
leaves the chat already started as it was."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QListWidget

from app.domain import Params
from app.services.assistants import BUILT_INS, Assistant, load_assistants, save_assistants
from app.storage import DB_FILENAME
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import choose_from_menu_bar

pytestmark = pytest.mark.usefixtures("qasync_loop")

PIRATE = Assistant(
    "pirate",
    "Pirate",
    "sparkles",
    "Talks like a pirate",
    "Talk like a pirate.",
    Params(model="gpt-pirate", temperature=0.4, max_tokens=300),
)


def _picker(window: Any) -> Any:
    found = [f for f in QApplication.topLevelWidgets() if f.objectName() == "assistantPicker"]
    return found[0] if found and found[0].isVisible() else None


def _names(window: Any) -> list[str]:
    picker = _picker(window)
    return [] if picker is None else picker.names()


def _chip(window: Any) -> Any:
    return window.header.assistant_chip


def _posts(server: Any) -> list[Any]:
    return [r for r in server.requests if r.method == "POST" and "chat/completions" in r.path]


def _result(qtbot: Any, coro: Any) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=5000)
    return task.result()


def _click_row(qtbot: Any, view: QListWidget, text: str) -> None:
    item = next(view.item(i) for i in range(view.count()) if view.item(i).text() == text)
    rect = view.visualItemRect(item)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _dialog(window: Any, name: str) -> Any:
    found = [d for d in window.findChildren(QDialog, name) if d.isVisible()]
    return found[0] if found else None


def _replace_text(qtbot: Any, field: Any, text: str) -> None:
    qtbot.mouseClick(
        field if not hasattr(field, "viewport") else field.viewport(), Qt.MouseButton.LeftButton
    )
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, text)


def test_a_chat_started_with_an_assistant_sends_its_instructions_and_model(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    save_assistants(data_dir, BUILT_INS.put(PIRATE))
    fake_server.enqueue(Reply(text="Arr, ahoy!"))
    window, controller = _open(qtbot, data_dir, fake_server)
    assert not _chip(window).isVisible()
    button = window.sidebar.assistant_chat_button
    assert button.accessibleName() == "New chat with an assistant"

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _picker(window) is not None, timeout=5000)
    picker = _picker(window)
    assert "Pirate" in _names(window) and "Code reviewer" in _names(window)
    search = picker.search
    qtbot.waitUntil(lambda: QApplication.focusWidget() is search, timeout=3000)
    assert search.accessibleName() == "Search assistants"
    qtbot.keyClicks(search, "pira")
    qtbot.waitUntil(lambda: _names(window) == ["Pirate"], timeout=3000)
    row = picker.list.item(0)
    assert row.data(Qt.ItemDataRole.AccessibleTextRole) == "Pirate: Talks like a pirate"
    qtbot.keyClick(search, Qt.Key.Key_Return)

    qtbot.waitUntil(lambda: _picker(window) is None and _chip(window).isVisible(), timeout=3000)
    assert _chip(window).text() == "Pirate"
    assert _chip(window).accessibleName() == "Assistant: Pirate"
    panel = window.parameter_panel
    assert panel.system_prompt_edit.toPlainText() == "Talk like a pirate."
    assert panel.model() == "gpt-pirate"
    composer = window.composer
    qtbot.waitUntil(lambda: QApplication.focusWidget() is composer, timeout=3000)

    qtbot.keyClicks(composer, "Where is the treasure?")
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000):
        qtbot.keyClick(composer, Qt.Key.Key_Return)
    body = _posts(fake_server)[-1].body
    assert body["model"] == "gpt-pirate"
    assert body["messages"][0] == {"role": "system", "content": "Talk like a pirate."}
    assert body["temperature"] == 0.4
    cid = controller.conversation_id
    assert cid is not None

    def stored_assistant() -> str:
        with sqlite3.connect(data_dir / DB_FILENAME) as db:
            row = db.execute("SELECT assistant FROM conversations WHERE id = ?", (cid,)).fetchone()
        return "" if row is None else str(row[0])

    qtbot.waitUntil(lambda: stored_assistant() == "pirate", timeout=5000)
    assert _chip(window).isVisible() and _chip(window).text() == "Pirate"

    # Editing the assistant afterwards: Tools ▸ Assistants…, the row, Edit…, new words.
    choose_from_menu_bar(qtbot, window, "Tools", "Assistants…")
    qtbot.waitUntil(lambda: _dialog(window, "assistantManager") is not None, timeout=5000)
    manager = _dialog(window, "assistantManager")
    _click_row(qtbot, manager.list, "Pirate")
    qtbot.mouseClick(manager.edit_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _dialog(manager, "assistantDialog") is not None, timeout=5000)
    editor = _dialog(manager, "assistantDialog")
    _replace_text(qtbot, editor.name, "Pirate captain")
    _replace_text(qtbot, editor.instructions, "Talk like a navy admiral.")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not editor.isVisible(), timeout=3000)
    qtbot.waitUntil(
        lambda: (load_assistants(data_dir).get("pirate") or PIRATE).name == "Pirate captain",
        timeout=5000,
    )
    # The header follows the assistant's name; the chat keeps what was copied.
    qtbot.waitUntil(lambda: _chip(window).text() == "Pirate captain", timeout=3000)
    manager.close()
    conv = _result(qtbot, controller.repo.get_conversation(cid))
    assert conv.params.system_prompt == "Talk like a pirate."
    texts = [m.text for m in _result(qtbot, controller.repo.list_messages(cid))]
    assert texts == ["Where is the treasure?", "Arr, ahoy!"]

    # A plain new chat shows no assistant; opening the earlier chat shows it again, with
    # the system prompt it was started with.
    qtbot.mouseClick(window.sidebar.new_chat_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not _chip(window).isVisible(), timeout=3000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(cid)
    qtbot.waitUntil(lambda: _chip(window).isVisible(), timeout=3000)
    assert _chip(window).text() == "Pirate captain"
    assert panel.system_prompt_edit.toPlainText() == "Talk like a pirate."
    fake_server.enqueue(Reply(text="Aye."))
    qtbot.keyClicks(window.composer, "And now?")
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert _posts(fake_server)[-1].body["messages"][0]["content"] == "Talk like a pirate."
    _close(qtbot, controller)


def test_the_file_menu_opens_the_list_and_esc_closes_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "File", "New chat with an assistant…")
    qtbot.waitUntil(lambda: _picker(window) is not None, timeout=5000)
    search = _picker(window).search
    qtbot.waitUntil(lambda: QApplication.focusWidget() is search, timeout=3000)
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _picker(window) is None, timeout=3000)
    assert not _chip(window).isVisible()

    # Again, from the keyboard: Ctrl+Shift+N, type, Down, Enter.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(
        window.composer,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: _picker(window) is not None, timeout=5000)
    search = _picker(window).search
    qtbot.keyClicks(search, "t")
    # Those whose name starts with what was typed come first.
    qtbot.waitUntil(lambda: _names(window)[:2] == ["Translator", "Tutor"], timeout=3000)
    assert "Code reviewer" in _names(window)  # "t" in its description
    qtbot.keyClick(search, Qt.Key.Key_Down)
    chosen = _picker(window).list.currentItem().text()
    assert chosen == _names(window)[1]
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _chip(window).isVisible(), timeout=3000)
    assert _chip(window).text() == chosen
    assigned = next(a for a in BUILT_INS.items if a.name == chosen)
    assert window.parameter_panel.system_prompt_edit.toPlainText() == assigned.instructions
    _close(qtbot, controller)


def test_nothing_of_the_assistants_loads_with_the_window() -> None:
    code = (
        "import sys, app.ui.shell.controller; "
        "print(sorted(m for m in sys.modules if 'assistant' in m))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"


def test_the_manager_duplicates_deletes_exports_and_imports(
    qtbot: Any, data_dir: Path, fake_server: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    from PySide6.QtWidgets import QFileDialog

    window, controller = _open(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "Tools", "Assistants…")
    qtbot.waitUntil(lambda: _dialog(window, "assistantManager") is not None, timeout=5000)
    manager = _dialog(window, "assistantManager")
    rows = manager.list
    assert rows.accessibleName() == "Assistants"

    def names() -> list[str]:
        return [rows.item(i).text() for i in range(rows.count())]

    assert names() == [a.name for a in BUILT_INS.items]
    _click_row(qtbot, rows, "Tutor")
    qtbot.mouseClick(manager.duplicate_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Tutor (copy)" in names(), timeout=3000)
    assert rows.currentItem().text() == "Tutor (copy)"
    qtbot.mouseClick(manager.delete_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Tutor (copy)" not in names(), timeout=3000)
    _click_row(qtbot, rows, "Translator")
    qtbot.mouseClick(manager.delete_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: load_assistants(data_dir).get("builtin-translator") is None, timeout=5000
    )

    # Export all to a file the person picks, then bring the deleted one back by import.
    out = tmp_path / "mine.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(manager.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(out.exists, timeout=5000)
    shared = tmp_path / "shared.json"
    from app.services.assistants import export_assistants

    export_assistants(shared, [BUILT_INS.items[2]])
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(shared), ""))
    qtbot.mouseClick(manager.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Translator" in names(), timeout=5000)
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "Imported 1 assistants.", timeout=3000
    )
    # A file that holds none is said in one sentence, and nothing changes.
    shared.write_text("[]", encoding="utf-8")
    qtbot.mouseClick(manager.import_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (
            window.statusBar().currentMessage()
            == "Could not import assistants: shared.json is not an export of assistants."
        ),
        timeout=3000,
    )
    assert len(names()) == len(BUILT_INS.items)

    # Start chat from the manager: the list closes, the chat is set up.
    _click_row(qtbot, rows, "Code reviewer")
    qtbot.mouseClick(manager.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _chip(window).isVisible(), timeout=3000)
    assert _chip(window).text() == "Code reviewer" and not manager.isVisible()
    _close(qtbot, controller)
