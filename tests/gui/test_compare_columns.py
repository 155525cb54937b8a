"""A new column starts on a model no other column has, and a column's model is chosen with
the searchable model list the inspector's model chip opens (typed, from the keyboard)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QListWidget

from tests.gui.test_main_window import _close, _open

pytestmark = pytest.mark.usefixtures("qasync_loop")


def test_new_column_takes_a_free_model_and_the_search_list_chooses_another(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 3, timeout=10_000)
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    view = window.compare_view
    assert len(view.columns) == 2
    first, second = (c.model for c in view.columns)
    assert first != second

    qtbot.mouseClick(view.add_button, Qt.MouseButton.LeftButton)
    assert len(view.columns) == 3
    third = view.columns[2]
    assert third.model and third.model not in (first, second)

    # From the keyboard: focus the column's search button, Space opens the list.
    third.search_button.setFocus()
    qtbot.keyClick(third.search_button, Qt.Key.Key_Space)
    popup = window.findChild(QListWidget, "columnModelList")
    qtbot.waitUntil(lambda: popup is not None and popup.isVisible(), timeout=5000)
    search = window.findChild(QLineEdit, "columnModelSearch")
    assert QApplication.focusWidget() is search
    assert search.accessibleName() == "Search models"
    # The models other columns have come last, marked.
    rows = [popup.item(r).text() for r in range(popup.count())]
    assert all("already in this compare" not in r for r in rows[: popup.count() - 2])
    assert "already in this compare" in rows[-1]
    qtbot.keyClicks(search, "gemini")
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: third.model.startswith("gemini"), timeout=5000)
    assert not popup.isVisible()
    assert third.search_button.accessibleName() == "Search models for column 3"
    _close(qtbot, controller)


def test_before_the_catalog_arrives_a_new_column_shows_the_panels_model(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.clear()  # as at a first start, before /v1/models has answered
    panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    view = window.compare_view
    qtbot.waitUntil(lambda: len(view.columns) == 2, timeout=5000)
    # No free model is known: the column names the model it will ask, never a blank picker.
    assert [c.model_picker.currentText() for c in view.columns] == ["gpt-4o-mini"] * 2
    _close(qtbot, controller)
