"""Columns that differ by more than the model: the same model at two temperatures, a column
with its own system prompt (typed in its ⋯ Options), headers that say what differs, saved
setups brought back from the Setups menu, and a blind arena whose headers name no model."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
)

from app.services.compare.setups import SETUPS_FILENAME
from tests.gui.test_compare import MODELS, _enter_compare, _send
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")
MODEL = MODELS[0]
PIRATE = "You are a pirate. Answer in pirate speech."


def _type_temperature(qtbot: Any, column: Any, text: str) -> None:
    box = column.temperature
    qtbot.mouseClick(box.lineEdit(), Qt.MouseButton.LeftButton)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box.lineEdit(), text)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Tab)


def _give_system_prompt(qtbot: Any, window: Any, column: Any, text: str) -> None:
    qtbot.mouseClick(column.options_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _visible(window, QDialog, "columnOptionsDialog") is not None)
    dialog = _visible(window, QDialog, "columnOptionsDialog")
    editor = dialog.findChild(QPlainTextEdit, "columnSystemPrompt")
    # The prompt is where typing starts; Tab walks on to the other fields.
    assert (
        dialog.focusWidget() is editor
        and editor.accessibleName() == "System prompt for this column"
    )
    qtbot.keyClicks(editor, text)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def _visible(window: Any, kind: type, name: str) -> Any:
    found = [w for w in window.findChildren(kind, name) if w.isVisible()]
    return found[-1] if found else None


def _menu_click(qtbot: Any, label: str, menu_name: str = "compareSetupsMenu") -> None:
    """Click the action called ``label`` in the open menu called ``menu_name``."""

    def open_menu() -> bool:
        menu = QApplication.activePopupWidget()
        return isinstance(menu, QMenu) and menu.objectName() == menu_name

    qtbot.waitUntil(open_menu, timeout=3000)
    menu = QApplication.activePopupWidget()
    action = next(a for a in menu.actions() if a.text() == label)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def _open_setups(qtbot: Any, view: Any) -> None:
    qtbot.mouseClick(view.setups_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)


def _answer_name(qtbot: Any, window: Any, text: str) -> None:
    qtbot.waitUntil(lambda: _visible(window, QInputDialog, "setupNameDialog") is not None)
    dialog = _visible(window, QInputDialog, "setupNameDialog")
    line = dialog.findChild(QLineEdit)
    qtbot.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def _saved(data_dir: Path) -> list[dict[str, Any]]:
    path = data_dir / SETUPS_FILENAME
    if not path.exists():
        return []
    return list(json.loads(path.read_text(encoding="utf-8"))["setups"])


def test_same_model_two_temperatures_and_a_system_prompt(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Calm answer."), Reply(text="Arr, answer!"), key=MODEL)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, (MODEL, MODEL))
    left, right = window.compare_view.columns
    _type_temperature(qtbot, left, "0.2")
    _type_temperature(qtbot, right, "1.0")
    assert left.header.full_text() == "T 0.2 · gpt-4o-mini"
    assert right.header.full_text() == "T 1.0 · gpt-4o-mini"
    assert left.options_button.accessibleName() == "Options for column 1"

    _give_system_prompt(qtbot, window, right, PIRATE)
    assert right.header.full_text().startswith("T 1.0 · system: You are a pirate.")
    assert PIRATE in right.header.toolTip()
    assert left.header.full_text() == "T 0.2 · no system prompt · gpt-4o-mini"

    _send(qtbot, window, controller, "Tell me about the sea")
    bodies = [r.body for r in fake_server.requests if r.method == "POST"]
    by_temperature = {b["temperature"]: b for b in bodies}
    assert set(by_temperature) == {0.2, 1.0}
    assert all(b["model"] == MODEL for b in bodies)
    assert by_temperature[1.0]["messages"][0] == {"role": "system", "content": PIRATE}
    assert all(m.get("content") != PIRATE for m in by_temperature[0.2]["messages"])
    # What the headers show (elided to their room), not only their whole text.
    assert "T 0.2" in QLabel.text(left.header) and "T 1.0" in QLabel.text(right.header)
    # The figures' rows of one model are told apart the same way.
    proxy = window.compare_view.figures.proxy
    names = {str(proxy.index(r, 0).data()) for r in range(proxy.rowCount())}
    assert any(n.startswith("gpt-4o-mini (T 0.2") for n in names), names
    assert any(n.startswith("gpt-4o-mini (T 1.0") for n in names), names

    # From the keyboard too: the dialog opens on what the column set.
    right.options_button.setFocus()
    qtbot.keyClick(right.options_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: _visible(window, QDialog, "columnOptionsDialog") is not None)
    dialog = _visible(window, QDialog, "columnOptionsDialog")
    assert dialog.findChild(QPlainTextEdit, "columnSystemPrompt").toPlainText() == PIRATE
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert right.overrides()["system_prompt"] == PIRATE

    # The history tells the two columns apart, and reopening brings back what set them apart.
    ids = [c.thread.conversation_id for c in controller.compare.columns]
    read = asyncio.ensure_future(
        asyncio.gather(*(controller.repo.get_conversation(i) for i in ids))
    )
    qtbot.waitUntil(read.done, timeout=5000)
    titles = [c.title for c in read.result()]
    assert titles[0].endswith("· gpt-4o-mini (T 0.2, no system prompt)"), titles
    controller.new_chat()
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        window.sidebar.step(1)
    assert window.comparing
    headers = sorted(c.header.full_text() for c in window.compare_view.columns)
    assert headers[0] == "T 0.2 · no system prompt · gpt-4o-mini"
    assert headers[1].startswith("T 1.0 · system: You are a pirate.")
    _close(qtbot, controller)


def test_save_a_setup_change_the_columns_and_bring_it_back(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, (MODEL, MODEL))
    view = window.compare_view
    left, right = view.columns
    _type_temperature(qtbot, left, "0.2")
    _type_temperature(qtbot, right, "1.0")
    _give_system_prompt(qtbot, window, right, PIRATE)

    _open_setups(qtbot, view)
    _menu_click(qtbot, "Save setup…")
    _answer_name(qtbot, window, "Temps")
    qtbot.waitUntil(lambda: [s["name"] for s in _saved(data_dir)] == ["Temps"])
    columns = _saved(data_dir)[0]["columns"]
    assert [c["model"] for c in columns] == [MODEL, MODEL]
    assert columns[1]["params"] == {"temperature": 1.0, "system_prompt": PIRATE}

    # Change everything: a third column, another model, no temperatures.
    view.add_button.click()
    view.columns[2].model_picker.setEditText(MODELS[1])
    _type_temperature(qtbot, view.columns[0], "")
    assert len(view.columns) == 3

    _open_setups(qtbot, view)
    _menu_click(qtbot, "Temps")
    qtbot.waitUntil(lambda: len(view.columns) == 2)
    left, right = view.columns
    assert [c.model for c in view.columns] == [MODEL, MODEL]
    assert left.header.full_text() == "T 0.2 · no system prompt · gpt-4o-mini"
    assert right.header.full_text().startswith("T 1.0 · system: You are a pirate.")
    assert right.overrides() == {"temperature": 1.0, "system_prompt": PIRATE}

    # Renamed, then deleted, from the same menu.
    _open_setups(qtbot, view)
    _menu_click(qtbot, "Rename")
    _menu_click(qtbot, "Temps", "renameSetupMenu")
    _answer_name(qtbot, window, "Temperatures")
    qtbot.waitUntil(lambda: [s["name"] for s in _saved(data_dir)] == ["Temperatures"])
    _open_setups(qtbot, view)
    _menu_click(qtbot, "Delete")
    _menu_click(qtbot, "Temperatures", "deleteSetupMenu")
    qtbot.waitUntil(lambda: _saved(data_dir) == [])
    _close(qtbot, controller)


def test_blind_headers_name_no_model(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="One."), key=MODELS[0])
    fake_server.enqueue(Reply(text="Two."), key=MODELS[1])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    view = window.compare_view
    left = view.columns[0]
    _type_temperature(qtbot, left, "0.2")
    assert left.header.full_text() == f"{MODELS[0]} · T 0.2"  # models differ: they lead
    qtbot.mouseClick(view.blind_toggle, Qt.MouseButton.LeftButton)
    assert view.blind()
    _send(qtbot, window, controller, "Which are you?")
    bodies = {r.body["model"]: r.body for r in fake_server.requests if r.method == "POST"}
    # The temperature went with its model through the shuffle.
    assert bodies[MODELS[0]]["temperature"] == 0.2 and "temperature" not in bodies[MODELS[1]]
    headers = {c.header.full_text() for c in view.columns}
    assert headers == {"T 0.2", "T default"}
    for column in view.columns:
        seen = column.header.full_text() + column.header.toolTip() + column.header.accessibleName()
        assert not any(m in seen for m in MODELS), seen
    with qtbot.waitSignal(controller.compare.voteRecorded, timeout=5000):
        qtbot.mouseClick(
            view.findChild(type(view.add_button), "vote_tie"), Qt.MouseButton.LeftButton
        )
    assert any(MODELS[0] in c.header.full_text() for c in view.columns)  # named after the vote
    _close(qtbot, controller)
