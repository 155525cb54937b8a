"""The prompt library, used as a person would: a / at the start of the message box opens the
saved prompts, typing after it searches them, arrows and Enter (or a click) pick one, a prompt
with variables asks for them in a small form, and the message box gets the filled text; Esc
leaves what was typed. A reply saved as a prompt shows up in the list; the manager (Tools ▸
Prompts…) edits and deletes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QLineEdit,
    QListWidget,
    QPushButton,
)

from app.services.prompts.library import load_prompts
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import (
    activate_window_of,
    choose_from_menu_bar,
    click_message_action,
)

pytestmark = pytest.mark.usefixtures("qasync_loop")

TRANSLATE = (
    "Translate the following into {0}. Keep the meaning, tone and formatting; reply with the "
    "translation only.\n\n{1}"
)


def _picker(window: Any) -> Any:
    return window.findChild(QFrame, "promptPicker")


def _shown(window: Any) -> bool:
    picker = _picker(window)
    return picker is not None and picker.isVisible()


def _titles(window: Any) -> list[str]:
    if not _shown(window):
        return []
    rows = _picker(window).findChild(QListWidget, "promptList")
    return [rows.item(i).text() for i in range(rows.count())]


def _highlighted(window: Any) -> str:
    item = _picker(window).findChild(QListWidget, "promptList").currentItem()
    return "" if item is None else item.text()


def _typing_in(qtbot: Any, window: Any) -> Any:
    composer = window.composer
    qtbot.waitUntil(lambda: QApplication.focusWidget() is composer, timeout=5000)
    return composer


def _dialog(window: Any, name: str) -> Any:
    found = [d for d in window.findChildren(QDialog, name) if d.isVisible()]
    return found[0] if found else None


def test_slash_searches_the_prompts_and_the_variables_are_asked_for(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = _typing_in(qtbot, window)

    qtbot.keyClicks(composer, "/")
    qtbot.waitUntil(lambda: _shown(window), timeout=5000)
    assert "Summarise" in _titles(window) and "Translate" in _titles(window)
    assert _picker(window).findChild(QListWidget, "promptList").accessibleName() == "Prompts"
    # The typing stays in the message box and searches titles and texts.
    qtbot.keyClicks(composer, "transl")
    qtbot.waitUntil(lambda: _titles(window) == ["Translate"], timeout=3000)
    assert QApplication.focusWidget() is composer
    row = _picker(window).findChild(QListWidget, "promptList").item(0)
    assert row.data(Qt.ItemDataRole.AccessibleTextRole).startswith("Translate: Translate the")
    qtbot.keyClick(composer, Qt.Key.Key_Down)
    assert _highlighted(window) == "Translate"
    qtbot.keyClick(composer, Qt.Key.Key_Return)

    qtbot.waitUntil(lambda: _dialog(window, "promptFillForm") is not None, timeout=3000)
    form = _dialog(window, "promptFillForm")
    assert not _shown(window)
    fields = form.findChildren(QLineEdit)
    assert [f.accessibleName() for f in fields] == ["language", "text"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is fields[0], timeout=3000)
    qtbot.keyClicks(QApplication.focusWidget(), "French")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is fields[1]
    qtbot.keyClicks(QApplication.focusWidget(), "Good morning, everyone")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    expected = TRANSLATE.format("French", "Good morning, everyone")
    qtbot.waitUntil(lambda: composer.toPlainText() == expected, timeout=3000)
    assert not form.isVisible()
    assert composer.textCursor().position() == len(expected)  # the caret at the end
    qtbot.waitUntil(lambda: QApplication.focusWidget() is composer, timeout=3000)
    assert [r for r in fake_server.requests if r.method == "POST"] == []  # filled, not sent
    _close(qtbot, controller)


def test_esc_closes_the_list_and_leaves_what_was_typed(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = _typing_in(qtbot, window)
    qtbot.keyClicks(composer, "/transl")
    qtbot.waitUntil(lambda: _shown(window) and _titles(window) == ["Translate"], timeout=5000)
    qtbot.keyClick(composer, Qt.Key.Key_Escape)
    assert not _shown(window)
    assert composer.toPlainText() == "/transl"
    # Going on typing does not bring it back; Enter then is the message box's own again.
    qtbot.keyClicks(composer, "ate")
    assert not _shown(window) and composer.toPlainText() == "/translate"

    # A variables form cancelled with Esc leaves the box as it was too.
    composer.clear()
    qtbot.keyClicks(composer, "/transl")
    qtbot.waitUntil(lambda: _shown(window) and _titles(window) == ["Translate"], timeout=5000)
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _dialog(window, "promptFillForm") is not None, timeout=3000)
    form = _dialog(window, "promptFillForm")
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit), timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not form.isVisible(), timeout=3000)
    assert composer.toPlainText() == "/transl"
    _close(qtbot, controller)


def test_a_prompt_without_variables_fills_at_once_and_a_click_picks(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = _typing_in(qtbot, window)
    alt_text = load_prompts(data_dir).get("builtin-alt-text")
    assert alt_text is not None and not alt_text.variables

    qtbot.keyClicks(composer, "/alt text")
    qtbot.waitUntil(lambda: _titles(window)[:1] == [alt_text.title], timeout=5000)
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    assert composer.toPlainText() == alt_text.text
    assert composer.textCursor().position() == len(alt_text.text)
    assert not _shown(window)

    # The mouse: a click on a row picks it.
    composer.clear()
    qtbot.keyClicks(composer, "/")
    qtbot.waitUntil(lambda: _shown(window), timeout=5000)
    rows = _picker(window).findChild(QListWidget, "promptList")
    row = _titles(window).index(alt_text.title)
    rect = rows.visualItemRect(rows.item(row))
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: composer.toPlainText() == alt_text.text, timeout=3000)
    assert not _shown(window)
    _close(qtbot, controller)


def test_a_slash_inside_the_text_opens_nothing(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = _typing_in(qtbot, window)
    qtbot.keyClicks(composer, "either/or and /transl")
    # The library is made only when a / starts the text: nothing of it exists yet.
    assert controller.prompts.made is None
    assert _picker(window) is None
    assert composer.toPlainText() == "either/or and /transl"
    composer.clear()
    qtbot.keyClicks(composer, "/")
    qtbot.waitUntil(lambda: _shown(window), timeout=5000)
    # Deleting the slash closes the list.
    qtbot.keyClick(composer, Qt.Key.Key_Backspace)
    assert not _shown(window) and composer.toPlainText() == ""
    _close(qtbot, controller)


def test_a_reply_saved_as_a_prompt_is_offered_after_a_slash(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Answer in three short lines, like a haiku."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    composer = _typing_in(qtbot, window)
    qtbot.keyClicks(composer, "How should you answer?")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(composer, Qt.Key.Key_Return)
    reply = finished.args[0]

    click_message_action(qtbot, window.transcript, reply.id, "save-prompt")
    qtbot.waitUntil(lambda: _dialog(window, "promptDialog") is not None, timeout=5000)
    dialog = _dialog(window, "promptDialog")
    title = dialog.findChild(QLineEdit, "promptTitle")
    assert title.text() == "Answer in three short lines, like…"
    assert dialog.text.toPlainText() == "Answer in three short lines, like a haiku."
    title.selectAll()
    qtbot.keyClicks(title, "Haiku style")
    qtbot.mouseClick(dialog.findChild(QPushButton, "promptSave"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    qtbot.waitUntil(
        lambda: "Haiku style" in [p.title for p in load_prompts(data_dir).items], timeout=5000
    )

    activate_window_of(qtbot, composer)  # a click back in the message box
    qtbot.mouseClick(composer.viewport(), Qt.MouseButton.LeftButton)
    composer = _typing_in(qtbot, window)
    qtbot.keyClicks(composer, "/haiku")
    qtbot.waitUntil(lambda: _shown(window) and _titles(window)[:1] == ["Haiku style"], timeout=5000)
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    assert composer.toPlainText() == "Answer in three short lines, like a haiku."
    _close(qtbot, controller)


def test_the_manager_edits_and_deletes_prompts(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "Tools", "Prompts…")
    qtbot.waitUntil(lambda: _dialog(window, "promptManager") is not None, timeout=5000)
    manager = _dialog(window, "promptManager")
    rows = manager.findChild(QListWidget, "promptManagerList")
    assert rows.accessibleName() == "Saved prompts"

    def titles() -> list[str]:
        return [rows.item(i).text() for i in range(rows.count())]

    # Edit: the title changed, the text kept.
    rect = rows.visualItemRect(rows.item(titles().index("Summarise")))
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(manager.findChild(QPushButton, "promptEdit"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _dialog(manager, "promptDialog") is not None, timeout=3000)
    dialog = _dialog(manager, "promptDialog")
    title = dialog.findChild(QLineEdit, "promptTitle")
    assert title.text() == "Summarise"
    title.selectAll()
    qtbot.keyClicks(title, "Summary, briefly")
    qtbot.keyClick(title, Qt.Key.Key_Return)  # Enter saves
    qtbot.waitUntil(lambda: "Summary, briefly" in titles(), timeout=3000)
    assert "Summarise" not in titles()

    # Delete.
    rect = rows.visualItemRect(rows.item(titles().index("Rewrite more formally")))
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(manager.findChild(QPushButton, "promptDelete"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Rewrite more formally" not in titles(), timeout=3000)

    def saved() -> bool:
        kept = {p.title: p for p in load_prompts(data_dir).items}
        return "Summary, briefly" in kept and "Rewrite more formally" not in kept

    qtbot.waitUntil(saved, timeout=5000)
    edited = next(p for p in load_prompts(data_dir).items if p.title == "Summary, briefly")
    assert edited.id == "builtin-summarise" and "{{text}}" in edited.text
    manager.close()

    # The / list has the same library.
    composer = window.composer
    activate_window_of(qtbot, composer)
    qtbot.mouseClick(composer.viewport(), Qt.MouseButton.LeftButton)
    composer = _typing_in(qtbot, window)
    qtbot.keyClicks(composer, "/")
    qtbot.waitUntil(lambda: _shown(window), timeout=5000)
    assert "Summary, briefly" in _titles(window)
    assert "Rewrite more formally" not in _titles(window)
    qtbot.keyClick(composer, Qt.Key.Key_Escape)
    _close(qtbot, controller)


def test_nothing_of_the_library_loads_with_the_window() -> None:
    code = (
        "import sys, app.ui.shell.controller; "
        "print(sorted(m for m in sys.modules if 'prompt' in m))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"
