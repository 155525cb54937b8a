"""The real window at 1000×700 with the inspector open: nothing sticks out of the pane it
is in, every inspector label shares its line with its field (Seed, Response format…), and a
conversation's title is shown whole in the header. A first run opens with the inspector
closed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QScrollArea, QWidget

from app import config
from app.ui.shell.main_window import MainWindow
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

TITLE = "Are you there? The quick test"
ONE_LINE = 32  # px: a field this high or lower holds one line


def _send(qtbot: Any, window: MainWindow, controller: Any, text: str) -> None:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)


def _show_inspector(qtbot: Any, window: MainWindow) -> None:
    if not window.parameter_panel.isVisible():
        qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.parameter_panel.isVisible, timeout=5000)


def _resize(qtbot: Any, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size() == QSize(width, height), timeout=5000)
    # Laid out: the header and the inspector have their share of the new width.
    qtbot.waitUntil(
        lambda: window.header.width() + window.parameter_panel.width() < width, timeout=5000
    )


def _outside(root: QWidget) -> list[str]:
    """Every visible widget under ``root`` that does not lie within its parent. Content
    inside a scroll area may be taller than what shows (it scrolls), never wider."""
    found = []
    for widget in root.findChildren(QWidget):
        parent = widget.parentWidget()
        if parent is None or not widget.isVisible() or widget.isWindow():
            continue
        box = widget.geometry()
        scrolled = isinstance(parent.parentWidget(), QScrollArea) and (
            parent.parentWidget().widget() is widget  # type: ignore[union-attr]
        )
        if scrolled:
            inside = box.left() >= 0 and box.right() <= parent.width() - 1
        else:
            inside = QRect(0, 0, parent.width(), parent.height()).contains(box)
        if not inside:
            name = widget.objectName() or type(widget).__name__
            found.append(f"{name} {box.getRect()} in {parent.objectName()} {parent.size()}")
    return found


def _rows(window: MainWindow) -> dict[str, tuple[QRect, QRect]]:
    """Each shown form row of the inspector: its label's text → (label, field) rectangles
    in the panel's coordinates."""
    panel = window.parameter_panel
    rows = {}
    for form in panel.findChildren(QFormLayout):
        for row in range(form.rowCount()):
            label_item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field_item = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            if label_item is None or field_item is None:
                continue
            label = label_item.widget()
            if not isinstance(label, QLabel) or not label.isVisible():
                continue
            field = field_item.widget()
            if field is not None and not field.isVisible():
                continue
            area = form.parentWidget()
            assert area is not None
            offset = area.mapTo(panel, area.rect().topLeft())
            rows[label.text()] = (
                label.geometry().translated(offset),
                field_item.geometry().translated(offset),
            )
    return rows


def test_at_1000_by_700_the_inspector_and_the_header_fit(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Yes, I am here."))
    window, controller = _open(qtbot, data_dir, fake_server)
    _send(qtbot, window, controller, TITLE)
    _show_inspector(qtbot, window)
    _resize(qtbot, window, 1000, 700)

    title = window.header.title
    qtbot.waitUntil(lambda: title.full_text() == TITLE, timeout=5000)
    # What the header shows is the whole title, not one cut short with "…".
    qtbot.waitUntil(lambda: QLabel.text(title) == TITLE, timeout=5000)
    assert title.width() >= title.fontMetrics().horizontalAdvance(TITLE)

    panel = window.parameter_panel
    assert not _outside(panel), _outside(panel)
    assert not _outside(window.header), _outside(window.header)
    assert panel.geometry().right() <= window.width() - 1

    rows = _rows(window)
    for needed in ("Temperature", "Seed", "Max tokens", "Response format", "Service tier"):
        assert needed in rows, sorted(rows)
    for text, (label, field) in rows.items():
        # On one line: the label beside its field, not above it.
        if field.height() <= ONE_LINE:
            assert abs(label.center().y() - field.center().y()) <= 4, (text, label, field)
        else:  # a text box of several lines: beside its first line
            assert abs(label.top() - field.top()) <= 4, (text, label, field)
        assert label.right() < field.left(), (text, label, field)
    _close(qtbot, controller)


def test_a_first_run_opens_with_the_inspector_closed_and_remembers_it(
    qtbot: Any, tmp_path: Path
) -> None:
    fresh = tmp_path / "fresh"
    settings = config.load_settings(fresh)  # no settings yet: a first run
    window = MainWindow()
    qtbot.addWidget(window)
    window.restore_layout(
        settings.window_geometry,
        settings.pane_sizes,
        settings.sidebar_visible,
        settings.inspector_visible,
    )
    window.show()
    qtbot.waitUntil(window.isVisible, timeout=5000)
    assert not window.parameter_panel.isVisible()
    qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.parameter_panel.isVisible, timeout=5000)
    # What the window saves at closing brings it back open.
    geometry, sizes, sidebar, inspector = window.layout_state()
    assert inspector is True
    again = MainWindow()
    qtbot.addWidget(again)
    again.restore_layout(geometry, sizes, sidebar, inspector)
    again.show()
    qtbot.waitUntil(again.parameter_panel.isVisible, timeout=5000)
    window.close()
    again.close()
