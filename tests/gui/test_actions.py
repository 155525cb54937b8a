"""The window's actions, declared once (app.ui.common.actions) and met everywhere a person
looks for them: the command palette finds and runs every one (Ctrl+Shift+P, type, Enter),
the menu bar holds each that has a menu place, the cheat sheet (Ctrl+/) lists each key once,
and the buttons that do what an action does name its key in their tooltips."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QFrame, QLineEdit, QMenu, QTreeWidget

from app.ui.common.actions import plain
from app.ui.shell.shortcut_sheet import ShortcutSheet
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


def _palette(qtbot: Any, window: Any) -> tuple[Any, QLineEdit, QTreeWidget]:
    """Ctrl+Shift+P, as a person presses it; the palette shows with the typing in it."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window.composer, Qt.Key.Key_P, CTRL | SHIFT)
    palette = window.findChild(QFrame, "commandPalette")
    qtbot.waitUntil(lambda: palette is not None and palette.isVisible(), timeout=5000)
    search = palette.findChild(QLineEdit, "commandSearch")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is search, timeout=5000)
    return palette, search, palette.findChild(QTreeWidget, "commandList")


def _rows(listing: QTreeWidget) -> list[tuple[str, str, bool]]:
    """What the palette lists: (name, key, can be run)."""
    out = []
    for n in range(listing.topLevelItemCount()):
        item = listing.topLevelItem(n)
        out.append((item.text(0), item.text(1), bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)))
    return out


def _current(listing: QTreeWidget) -> str:
    item = listing.currentItem()
    return item.text(0) if item is not None else ""


def test_the_palette_finds_an_action_by_name_and_enter_runs_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    left = window.sidebar.parentWidget()
    assert left.isVisible()
    palette, search, listing = _palette(qtbot, window)
    assert search.accessibleName() == "Command" and listing.accessibleName() == "Commands"
    qtbot.keyClicks(search, "convers")
    names = [name for name, _key, _on in _rows(listing)]
    assert names[0] == "Show or hide the conversations"  # its words start with the typing
    assert "Search conversations" in names and "Quick ask…" not in names
    assert dict((n, k) for n, k, _ in _rows(listing))[names[0]] == _native("Ctrl+B")
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not palette.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: not left.isVisible(), timeout=5000)  # the sidebar went
    assert not window.header.sidebar_button.isChecked()

    # Up and Down choose among what is listed; Enter runs the one chosen.
    palette, search, listing = _palette(qtbot, window)
    qtbot.keyClicks(search, "show or hide")
    assert _current(listing) == "Show or hide the conversations"
    qtbot.keyClick(search, Qt.Key.Key_Down)
    assert _current(listing) == "Show or hide the parameters"
    qtbot.keyClick(search, Qt.Key.Key_Up)
    assert _current(listing) == "Show or hide the conversations"
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.waitUntil(left.isVisible, timeout=5000)  # and it came back
    _close(qtbot, controller)


def test_esc_closes_the_palette_and_the_typing_goes_back_where_it_was(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.keyClicks(window.composer, "half a question")
    palette, search, _listing = _palette(qtbot, window)
    qtbot.keyClicks(search, "quick")
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not palette.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    assert window.composer.toPlainText() == "half a question"  # Esc stopped nothing else
    # Opened again, it starts from the whole list.
    palette, search, listing = _palette(qtbot, window)
    assert search.text() == "" and len(_rows(listing)) == len(controller.actions.actions())
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not palette.isVisible(), timeout=5000)
    _close(qtbot, controller)


def test_an_action_that_cannot_run_now_is_listed_greyed_and_enter_does_nothing(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="the reply to copy"))
    window, controller = _open(qtbot, data_dir, fake_server)
    QApplication.clipboard().setText("before")
    palette, search, listing = _palette(qtbot, window)
    qtbot.keyClicks(search, "copy the last")
    assert _rows(listing) == [("Copy the last reply", _native("Ctrl+Shift+C"), False)]
    qtbot.keyClick(search, Qt.Key.Key_Return)  # a new chat has no reply to copy
    assert palette.isVisible() and QApplication.clipboard().text() == "before"
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not palette.isVisible(), timeout=5000)

    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, "say something")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    palette, search, listing = _palette(qtbot, window)
    qtbot.keyClicks(search, "copy the last")
    assert _rows(listing) == [("Copy the last reply", _native("Ctrl+Shift+C"), True)]
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: QApplication.clipboard().text() == "the reply to copy", timeout=5000)
    _close(qtbot, controller)


def test_every_action_is_in_the_palette_its_menu_and_the_cheat_sheet_each_key_once(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    actions = controller.actions.actions()
    assert len(actions) >= 25

    # The palette lists every action, with its key.
    palette, search, listing = _palette(qtbot, window)
    listed = {name: key for name, key, _on in _rows(listing)}
    assert listed == {a.name(): _native_of(a) for a in actions}
    qtbot.keyClick(search, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not palette.isVisible(), timeout=5000)

    # The menu bar holds each action that has a menu place, in its menu, with its key.
    menus = {
        plain(title.text()): title.menu()
        for title in window.menuBar().actions()
        if isinstance(title.menu(), QMenu)
    }
    assert list(menus) == ["File", "View", "Tools"]
    by_menu = {"file": "File", "view": "View", "tools": "Tools"}
    for action in actions:
        entries = [
            entry
            for menu in menus.values()
            for entry in menu.actions()
            if not entry.isSeparator() and entry.text() == action.text()
        ]
        if action.menu is None:
            assert entries == [], action.id
            continue
        assert len(entries) == 1, action.id
        menu = menus[by_menu[action.menu.menu]]
        assert entries[0] in menu.actions(), action.id
        assert entries[0].shortcut() == action.sequence(), action.id

    # No two actions hold one key; the cheat sheet lists each key once, every action's too.
    keys = [_native_of(a) for a in actions if _native_of(a)]
    assert [k for k, n in Counter(keys).items() if n > 1] == []
    qtbot.keyClick(window.composer, Qt.Key.Key_Slash, CTRL)
    sheet = window.findChild(ShortcutSheet, "shortcutSheet")
    qtbot.waitUntil(lambda: sheet is not None and sheet.isVisible(), timeout=5000)
    shown = [key for key, _what in sheet.rows]
    assert [k for k, n in Counter(shown).items() if n > 1] == []
    for action in actions:
        if _native_of(action):
            assert (_native_of(action), action.name()) in sheet.rows, action.id
    text = sheet.text.text()
    for key, what in (("Ctrl+B", "conversations"), ("Ctrl+I", "parameters")):
        assert _native(key) in text and f"Show or hide the {what}" in text
    sheet.close()
    _close(qtbot, controller)


def test_a_buttons_tooltip_names_its_actions_key(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    header = window.header
    assert (
        header.sidebar_button.toolTip() == f"Show or hide the conversations ({_native('Ctrl+B')})"
    )
    assert header.inspector_button.toolTip() == f"Show or hide the parameters ({_native('Ctrl+I')})"
    assert header.compare_button.toolTip().endswith(f"({_native('Ctrl+Shift+M')})")
    assert window.settings_button.toolTip().endswith(f"({_native('Ctrl+,')})")
    for action_id, button in window.action_buttons().items():
        key = controller.actions.key_text(action_id)
        assert key and button.toolTip().endswith(f"({key})"), action_id
    _close(qtbot, controller)


def test_each_menu_entry_runs_its_action_from_the_keyboard(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    """Alt+V, then the entry's letter: the View menu's toggles work without a mouse."""
    window, controller = _open(qtbot, data_dir, fake_server)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    view = next(t.menu() for t in window.menuBar().actions() if plain(t.text()) == "View")
    assert window.parameter_panel.isVisible()
    qtbot.keyClick(window.composer, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(view.isVisible, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_P)  # Show or hide the &parameters
    qtbot.waitUntil(lambda: not window.parameter_panel.isVisible(), timeout=5000)
    _close(qtbot, controller)


def test_the_table_refuses_a_taken_key_and_parts_groups_with_separators(qtbot: Any) -> None:
    from PySide6.QtWidgets import QMainWindow

    from app.ui.common.actions import Action, ActionTable, MenuPlace

    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&File")
    table = ActionTable(window, {"file": menu})
    ran: list[str] = []
    table.add(Action("a", "&Open", "T", lambda: ran.append("a"), "Ctrl+O", MenuPlace("file", 1)))
    table.add(Action("b", "&New", "T", lambda: ran.append("b"), None, MenuPlace("file", 0)))
    table.add(Action("c", "&Close", "T", lambda: ran.append("c"), None, MenuPlace("file", 1, 1)))
    with pytest.raises(ValueError, match="Ctrl\\+O"):
        table.add(Action("d", "Other", "T", lambda: None, "Ctrl+O"))
    with pytest.raises(ValueError, match="declared twice"):
        table.add(Action("a", "Again", "T", lambda: None))
    entries = ["-" if a.isSeparator() else a.text() for a in menu.actions()]
    assert entries == ["&New", "-", "&Open", "&Close"]
    shut = Action("e", "&Shut", "T", lambda: ran.append("e"), enabled=lambda: False)
    table.add(shut)
    assert table.run("a") and not table.run("e") and ran == ["a"]
    assert plain("Quick &ask…") == "Quick ask…" and plain("ファイル(&F)") == "ファイル"
    assert plain("Tom && Jerry") == "Tom & Jerry"


def test_the_palette_loads_on_its_first_use() -> None:
    """Start-up pays nothing for it: the shell and its actions do not import it."""
    code = (
        "import sys, app.ui.shell.controller, app.ui.shell.window_actions; "
        "print('app.ui.shell.palette' in sys.modules)"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "False"


def _native(portable: str) -> str:
    return QKeySequence(portable).toString(QKeySequence.SequenceFormat.NativeText)


def _native_of(action: Any) -> str:
    return action.sequence().toString(QKeySequence.SequenceFormat.NativeText)
