"""Accessibility: every widget that takes keyboard focus, in the main window and the dialogs
people open, has an accessible name (and the main ones a description); the keyboard reaches
the main controls in a sensible order; the transcript names who speaks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QMenu,
    QMessageBox,
    QToolButton,
    QWidget,
)

from app.ui.common.status_bus import BUSY_AFTER_MS
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import drop_files
from tests.support.media_images import encode, screenshot
from tests.support.waits import after_timer

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _unnamed(root: QWidget) -> list[str]:
    missing = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isVisibleTo(root):
            continue
        parent = widget.parentWidget()
        # The line edit inside a combo box or spin box is named by its owner.
        if isinstance(parent, QComboBox | QAbstractSpinBox):
            continue
        # Scroll bars, tab bars and viewports belong to a named owner, too.
        if type(widget).__name__ in ("QScrollBar", "QTabBar", "QWidget") and parent is not None:
            continue
        # A button's own text is its accessible name unless one is set.
        label = widget.text() if isinstance(widget, QAbstractButton) else ""
        if not (widget.accessibleName().strip() or label.replace("&", "").strip()):
            missing.append(f"{type(widget).__name__} {widget.objectName() or '(no name)'}")
    return missing


def test_every_focusable_widget_has_an_accessible_name(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    assert _unnamed(window) == []
    for widget in (window.transcript, window.composer, window.sidebar.list):
        assert widget.accessibleDescription().strip(), widget.objectName()

    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        controller.open_settings()
    dialog = opened.args[0]
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        dialog.add_profile_button.click() if index == 1 else None
        assert _unnamed(dialog) == [], dialog.tabs.tabText(index)
    dialog.reject()

    window.compare_button.click()
    qtbot.waitUntil(lambda: window.comparing, timeout=5000)
    assert _unnamed(window) == []
    window.compare_button.click()
    _close(qtbot, controller)


def test_tab_order_goes_from_the_message_to_send_and_on(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    window.composer.setFocus()
    seen = [window.composer.objectName()]
    for _ in range(60):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        seen.append(window.focusWidget().objectName())
    assert seen[1] == "sendButton"
    # The main controls come in reading order, the sidebar again after the panel.
    order = ["sendButton", "attachButton", "modelPicker", "systemPromptEdit", "searchField"]
    positions = [seen.index(name) for name in order]
    assert positions == sorted(positions), seen
    for name in ("compareButton", "temperatureInput", "conversationList", "transcript"):
        assert name in seen, (name, seen)
    _close(qtbot, controller)


def test_transcript_names_who_speaks(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="The answer."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "The question")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    lines = [line.strip() for line in window.transcript.toPlainText().splitlines() if line]
    you = next(n for n, line in enumerate(lines) if line.startswith("You"))
    model = lines.index("gpt-4o-mini")
    assert lines[you + 1] == "The question" and lines[model + 1] == "The answer."
    _close(qtbot, controller)


def test_a_slow_model_list_shows_the_busy_bar_and_a_quick_wait_does_not(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    import asyncio

    _window, controller = _open(qtbot, data_dir, fake_server)
    bar = controller.status_area.busy_bar
    # The start-up model list first (a slow machine may take a while over it).
    qtbot.waitUntil(
        lambda: controller.status.busy_count == 0 and not bar.isVisible(), timeout=10_000
    )
    fake_server.enqueue(Reply(delay_per_chunk=1.0), key="/v1/models")
    task = asyncio.ensure_future(controller.pickers.refresh())
    qtbot.waitUntil(bar.isVisible, timeout=3000)
    assert bar.accessibleName()
    qtbot.waitUntil(task.done, timeout=5000)
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=2000)
    assert controller.status.busy_count == 0
    # A wait that ends before its ~300 ms have passed never flashes it: ended in the same
    # turn, and then past the moment it would have shown.
    said: list[bool] = []
    controller.status.busyChanged.connect(said.append)
    controller.status.busy(True)
    controller.status.busy(False)
    after_timer(qtbot, 2 * BUSY_AFTER_MS)
    assert True not in said and not bar.isVisible()
    _close(qtbot, controller)


# ---- what a screen reader on Linux hears: combo boxes named by a label, menus it can open ----


def _label_of(combo: QComboBox) -> QLabel | None:
    """The label naming a combo box on Linux. Qt's AT-SPI bridge names a combo box by its
    current value and drops its accessible name; it offers a labelled-by relation to a label
    whose buddy the combo box is, looked for among the combo box's siblings."""
    siblings = combo.parentWidget().findChildren(
        QLabel, options=Qt.FindChildOption.FindDirectChildrenOnly
    )
    label = next((s for s in siblings if s.buddy() is combo), None)
    if label is not None:
        # What the bridge turns into the relation: the same label, from the combo's own
        # accessibility interface.
        relations = QAccessible.queryAccessibleInterface(combo).relations(
            QAccessible.RelationFlag.Label
        )
        assert [r[0].object() for r in relations] == [label], combo.objectName()
    return label


def _unlabelled_combos(root: QWidget) -> list[str]:
    return [
        combo.objectName()
        for combo in root.findChildren(QComboBox)
        if combo.isVisibleTo(root) and _label_of(combo) is None
    ]


def _label_text(combo: QComboBox) -> str:
    label = _label_of(combo)
    assert label is not None, f"{combo.objectName()} has no label a screen reader finds"
    return label.text()


def test_every_combo_box_is_named_by_its_buddy_label(
    qtbot: Any, data_dir: Path, fake_server: Any, tmp_path: Path
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    picture = tmp_path / "shot.png"
    picture.write_bytes(encode(screenshot(320, 200), "PNG"))
    assert drop_files(window.composer.viewport(), [picture])
    tray = window.attachment_tray
    qtbot.waitUntil(lambda: len(tray.items()) == 1 and tray.isVisible(), timeout=10_000)

    # The inspector's Model picker: its visible label, now the buddy of the combo box itself.
    model = window.parameter_panel.model_picker
    assert _label_text(model) == "Model" and _label_of(model).isVisible()
    # The attached image's detail picker: a hidden label (the tray has no room for one).
    detail = tray.items()[0].detail
    assert _label_text(detail) == "Image detail"
    assert _unlabelled_combos(window) == []

    # Each compare column's model and reasoning-effort pickers.
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.comparing, timeout=5000)
    columns = window.compare_view.columns
    qtbot.waitUntil(lambda: all(c.isVisible() for c in columns), timeout=5000)
    assert [_label_text(c.model_picker) for c in columns] == [
        f"Model for column {n}" for n in range(1, len(columns) + 1)
    ]
    assert {_label_text(c.effort) for c in columns} == {"Reasoning effort for this column"}
    assert {_label_text(c.profile_picker) for c in columns} == {"Endpoint for this column"}
    assert _unlabelled_combos(window) == []
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.comparing, timeout=5000)
    _close(qtbot, controller)


def test_the_combo_boxes_of_dialogs_and_document_chips_are_named_too(qtbot: Any) -> None:
    from app.ui.chat.context_dialog import ContextDialog
    from app.ui.compare.arena_dialogs import DiffDialog, LeaderboardDialog

    diff = DiffDialog([("Model A", "one two"), ("Model B", "one three")])
    board = LeaderboardDialog(lambda **_kw: [], lambda coro: coro.close())
    fit = ContextDialog(needed=9000, limit=8000, model="m", starts=[(1, "words", 100)], suggested=1)
    for dialog in (diff, board, fit):
        qtbot.addWidget(dialog)
        dialog.show()
        assert _unlabelled_combos(dialog) == [], type(dialog).__name__
    assert (_label_text(diff.left), _label_text(diff.right)) == ("First answer", "Second answer")
    assert _label_text(board.period) == "Period"
    assert _label_text(fit.start) == "Send from:"


def _reply_more_button(qtbot: Any, window: Any, controller: Any) -> QToolButton:
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "The question")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    widget = window.transcript.widget_of(finished.args[0].id)
    more = widget.bar.findChild(QToolButton, "action_more")
    assert more is not None and more.accessibleName() == "More actions"
    return more


def _open_menu() -> QMenu | None:
    popup = QApplication.activePopupWidget()
    return popup if isinstance(popup, QMenu) and popup.objectName() == "messageMoreMenu" else None


def test_a_screen_reader_opens_the_more_menu_and_chooses_an_item(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="The answer."))
    window, controller = _open(qtbot, data_dir, fake_server)
    more = _reply_more_button(qtbot, window, controller)

    # Its accessibility action (what AT-SPI's DoAction calls) opens the menu, and returns at
    # once: a menu run inside the call would leave the screen reader waiting for an answer.
    button = QAccessible.queryAccessibleInterface(more).actionInterface()
    assert button.actionNames()[0] == "Press"
    button.doAction("Press")
    qtbot.waitUntil(lambda: _open_menu() is not None, timeout=3000)
    menu = QAccessible.queryAccessibleInterface(_open_menu())
    items = {
        menu.child(i).text(QAccessible.Text.Name): menu.child(i) for i in range(menu.childCount())
    }
    assert {"Copy as plain text", "Fork from here", "Delete"} <= set(items)

    # Its items are pressed the same way; the menu closes and Delete asks first.
    items["Delete"].actionInterface().doAction("Press")
    qtbot.waitUntil(lambda: _open_menu() is None, timeout=3000)
    box = window.findChild(QMessageBox, "deleteMessageBox")
    qtbot.waitUntil(lambda: box is not None and box.isVisible(), timeout=3000)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=3000)
    assert "The answer." in window.transcript.toPlainText()
    _close(qtbot, controller)


def test_the_more_menu_still_opens_on_a_press_and_on_space(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="The answer."))
    window, controller = _open(qtbot, data_dir, fake_server)
    more = _reply_more_button(qtbot, window, controller)
    window.transcript.ensureWidgetVisible(more)

    # A mouse press opens it, as a tool button's instant popup does; Escape closes it.
    qtbot.mousePress(more, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _open_menu() is not None, timeout=3000)
    qtbot.keyClick(_open_menu(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _open_menu() is None and not more.isDown(), timeout=3000)

    # Space on the focused button opens it too.
    more.setFocus()
    qtbot.waitUntil(more.hasFocus, timeout=3000)
    qtbot.keyClick(more, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: _open_menu() is not None, timeout=3000)
    qtbot.keyClick(_open_menu(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _open_menu() is None and not more.isDown(), timeout=3000)
    _close(qtbot, controller)
