"""Ctrl+K, type, Enter: the sidebar's search reaches its results from the keyboard. While the
focus stays in the search field, Down and Up move a highlight over the results (skipping
group headers) and open nothing; Enter opens the highlighted result, or the first; Esc clears
the search and gives the focus back to where it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.ui.sidebar.rows import Row, next_pickable
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import _seed, click_row
from tests.support.waits import settled

CTRL = Qt.KeyboardModifier.ControlModifier


def _search(qtbot: Any, window: Any, text: str) -> Any:
    """Ctrl+K on the window and type, as a person does; the search field, which has focus."""
    bar = window.sidebar
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    qtbot.waitUntil(bar.search_field.hasFocus, timeout=3000)
    qtbot.keyClicks(bar.search_field, text)
    return bar.search_field


def _highlighted(bar: Any) -> str | None:
    """The title of the row the list shows as current (the highlight), if any."""
    index = bar.list.currentIndex()
    return bar.model.rows[index.row()].text if index.isValid() else None


def _opened(window: Any) -> str:
    return str(window.conversation_title.text())


def _ready(qtbot: Any, data_dir: Path, fake_server: Any) -> tuple[Any, Any, dict[str, int]]:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.sidebar.count() == 7, timeout=5000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    return window, controller, ids


@pytest.mark.usefixtures("qasync_loop")
def test_type_then_enter_opens_the_first_result_at_its_match(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller, _ids = _ready(qtbot, data_dir, fake_server)
    field = _search(qtbot, window, "zebra")
    # Enter at once, before the results have come: it opens the first of them when they do.
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _opened(window) == "long chat", timeout=5000)
    view = window.transcript
    qtbot.waitUntil(
        lambda: any(m.text == "the zebra crossing is here" for m in view.shown_messages),
        timeout=5000,
    )
    # The focus is back where it was, in the composer, ready to write; the results stay.
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)
    assert window.sidebar.titles() == ["long chat"] and field.text() == "zebra"
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_down_and_up_move_the_highlight_and_enter_opens_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller, _ids = _ready(qtbot, data_dir, fake_server)
    bar = window.sidebar
    field = _search(qtbot, window, "last")
    qtbot.waitUntil(lambda: sorted(bar.titles()) == ["last month", "last week"], timeout=5000)
    results = bar.titles()
    assert _highlighted(bar) is None  # nothing until Down or Up says so

    qtbot.keyClick(field, Qt.Key.Key_Down)
    assert _highlighted(bar) == results[0]
    qtbot.keyClick(field, Qt.Key.Key_Down)
    assert _highlighted(bar) == results[1]
    qtbot.keyClick(field, Qt.Key.Key_Down)  # the last result: the highlight stays
    assert _highlighted(bar) == results[1]
    qtbot.keyClick(field, Qt.Key.Key_Up)
    qtbot.keyClick(field, Qt.Key.Key_Down)
    assert _highlighted(bar) == results[1]
    # The focus never left the field, and nothing was opened.
    settled(qtbot, controller)
    assert field.hasFocus() and _opened(window) == "New chat"
    assert window.transcript.shown_messages == []

    qtbot.keyClick(field, Qt.Key.Key_Enter)  # the keypad's Enter, as Return
    qtbot.waitUntil(lambda: _opened(window) == results[1], timeout=5000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)
    assert _highlighted(bar) == results[1]

    # More typing is a new search: its highlight starts again from nothing.
    _search(qtbot, window, " month")
    qtbot.waitUntil(lambda: bar.titles() == ["last month"], timeout=5000)
    assert _highlighted(bar) is None
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_the_highlight_skips_group_headers_in_the_whole_list(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller, _ids = _ready(qtbot, data_dir, fake_server)
    bar = window.sidebar
    assert bar.group_labels()[:2] == ["Pinned", "Today"]
    field = _search(qtbot, window, "")
    qtbot.keyClick(field, Qt.Key.Key_Down)
    assert _highlighted(bar) == "pinned one"  # not the "Pinned" header above it
    qtbot.keyClick(field, Qt.Key.Key_Down)
    assert _highlighted(bar) == "fresh"  # past "Today"
    qtbot.keyClick(field, Qt.Key.Key_Up)
    qtbot.keyClick(field, Qt.Key.Key_Up)  # the first row is a header: the highlight stays
    assert _highlighted(bar) == "pinned one"
    settled(qtbot, controller)
    assert field.hasFocus() and _opened(window) == "New chat"
    qtbot.keyClick(field, Qt.Key.Key_Down)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _opened(window) == "fresh", timeout=5000)
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_escape_clears_the_search_and_gives_the_focus_back(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller, ids = _ready(qtbot, data_dir, fake_server)
    bar = window.sidebar
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(ids["ancient"]))
    qtbot.mouseClick(window.composer.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)

    field = _search(qtbot, window, "question")
    qtbot.waitUntil(lambda: len(bar.titles()) == 6 and not bar.group_labels(), timeout=5000)
    other = next(title for title in bar.titles() if title != "ancient")
    for _ in range(bar.titles().index(other) + 1):
        qtbot.keyClick(field, Qt.Key.Key_Down)
    assert _highlighted(bar) == other

    qtbot.keyClick(field, Qt.Key.Key_Escape)
    assert field.text() == ""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)
    # The whole history again, with what is open highlighted; nothing else was opened.
    qtbot.waitUntil(lambda: bar.count() == 7 and bool(bar.group_labels()), timeout=5000)
    qtbot.waitUntil(lambda: _highlighted(bar) == "ancient", timeout=5000)
    settled(qtbot, controller)
    assert _opened(window) == "ancient"

    # Esc in an empty field only gives the focus back.
    field = _search(qtbot, window, "")
    qtbot.keyClick(field, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)
    assert _highlighted(bar) == "ancient"
    _close(qtbot, controller)


def test_next_pickable_skips_headers_and_stops_at_the_ends() -> None:
    rows = [
        Row("header", "Pinned"),
        Row("conversation", "a", 1),
        Row("folder", "Work", folder_id=1),
        Row("compare", "b", 2, members=(2, 3)),
        Row("column", "m1", 2, members=(2, 3)),
        Row("header", "Today"),
    ]
    assert next_pickable(rows, -1, 1) == 1  # from nothing, Down: the first
    assert next_pickable(rows, -1, -1) == 4  # from nothing, Up: the last
    assert next_pickable(rows, 1, 1) == 3  # past the folder
    assert next_pickable(rows, 4, 1) == 4  # the end: stays
    assert next_pickable(rows, 1, -1) == 1
    assert next_pickable([Row("header", "Today")], -1, 1) == -1
    assert next_pickable([], -1, -1) == -1
