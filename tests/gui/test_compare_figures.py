"""The compare's figures table against the loopback server: one row per column with the
figures stored with each column's latest reply, sorted by a header click (missing figures
last), copied whole as Markdown and CSV, reached by the keyboard, opening by itself from the
second exchange, and naming no model while a blind round awaits its vote."""

from __future__ import annotations

import asyncio
import csv
import io
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QPushButton

from app.ui.common.focus import tab_stops
from tests.gui.test_compare import _enter_compare, _send
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")
MODELS = ("gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-flash")
HEADERS = [
    "Model",
    "First token",
    "Tokens/s",
    "Input tokens",
    "Output tokens",
    "Cost",
    "Words",
    "Finish",
]


def _cells(panel: Any) -> list[list[str]]:
    """The table as shown: rows in the order on screen, cells as drawn."""
    proxy = panel.proxy
    return [
        [str(proxy.index(r, c).data()) for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]


def _headers(panel: Any) -> list[str]:
    proxy = panel.proxy
    return [proxy.headerData(c, Qt.Orientation.Horizontal) for c in range(proxy.columnCount())]


def _click_header(qtbot: Any, panel: Any, title: str) -> None:
    header = panel.table.horizontalHeader()
    section = _headers(panel).index(title)
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    where = QPoint(x, header.height() // 2)
    QTest.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, where
    )


def _menu_key(widget: Any) -> None:
    """The Menu key, as the window system turns it into a context menu request (QTest's
    key events go to the widget itself, past that)."""
    viewport = widget.viewport()
    centre = viewport.rect().center()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Keyboard, centre, viewport.mapToGlobal(centre)
    )
    QApplication.sendEvent(widget.viewport(), event)


def _stored_replies(qtbot: Any, controller: Any) -> list[Any]:
    """Each column's latest reply as stored (read back from the database)."""

    async def read() -> list[Any]:
        out = []
        for column in controller.compare.columns:
            messages = await controller.repo.list_messages(column.thread.conversation_id)
            out.append([m for m in messages if m.role == "assistant"][-1])
        return out

    task = asyncio.ensure_future(read())
    qtbot.waitUntil(task.done, timeout=5000)
    return task.result()


def _open_strip(qtbot: Any, panel: Any) -> None:
    if not panel.is_open:
        qtbot.mouseClick(panel.fold_button, Qt.MouseButton.LeftButton)
    assert panel.table.isVisible()


def test_one_row_per_column_sorted_copied_and_reached_by_keyboard(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    from app.translation import money

    answers = {
        MODELS[0]: ("One two three four five six.", {"prompt_tokens": 120, "completion_tokens": 9}),
        MODELS[1]: ("Just three words", {"prompt_tokens": 130, "completion_tokens": 40}),
        MODELS[2]: (
            "Seven words cut off at the limit",
            {"prompt_tokens": 110, "completion_tokens": 150},
        ),
    }
    for model, (text, usage) in answers.items():
        finish = "length" if model == MODELS[2] else "stop"
        fake_server.enqueue(
            Reply(text=text, usage=usage, finish_reason=finish, delay_per_chunk=0.02), key=model
        )
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS)
    panel = window.compare_view.figures
    assert not panel.isVisible()  # nothing to show before the first exchange
    _send(qtbot, window, controller, "Compare yourselves")

    # One exchange: the strip is there, folded to one line that says what it holds.
    assert panel.isVisible() and not panel.table.isVisible()
    assert "latest exchange" in panel.caption.text()
    _open_strip(qtbot, panel)
    assert _headers(panel) == HEADERS  # no probabilities asked for: no column for them
    replies = _stored_replies(qtbot, controller)
    rows = _cells(panel)
    assert [r[0] for r in rows] == list(MODELS)
    for row, reply in zip(rows, replies, strict=True):
        assert reply.usage is not None
        assert row[3] == str(reply.usage.prompt_tokens)
        assert row[4] == str(reply.usage.completion_tokens)
        assert row[5] == money(controller.services.models.cost_of(reply))
        assert row[1] == f"{reply.first_token_s:.2f} s"
    assert [r[3] for r in rows] == ["120", "130", "110"]
    assert [r[4] for r in rows] == ["9", "40", "150"]
    assert [r[6] for r in rows] == ["6", "3", "7"]
    assert [r[7] for r in rows] == ["stop", "stop", "length (max tokens)"]

    # A header click sorts by that figure, as numbers (9 < 40 < 150, unlike their text).
    _click_header(qtbot, panel, "Output tokens")
    assert [r[4] for r in _cells(panel)] == ["9", "40", "150"]
    assert panel.table.horizontalHeader().sortIndicatorSection() == 4
    _click_header(qtbot, panel, "Output tokens")
    assert [r[4] for r in _cells(panel)] == ["150", "40", "9"]
    _click_header(qtbot, panel, "Input tokens")
    assert [r[0] for r in _cells(panel)] == [MODELS[2], MODELS[0], MODELS[1]]

    # The whole table, in the order shown, as Markdown and as CSV.
    clipboard = QGuiApplication.clipboard()
    qtbot.mouseClick(panel.markdown_button, Qt.MouseButton.LeftButton)
    lines = clipboard.text().splitlines()
    assert lines[0] == "| " + " | ".join(HEADERS) + " |"
    assert lines[1] == "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
    assert len(lines) == 5
    assert lines[2].startswith(f"| {MODELS[2]} | ") and "| 110 |" in lines[2]
    assert "| length (max tokens) |" in lines[2]
    assert panel.markdown_button.text() == "Copied"
    qtbot.mouseClick(panel.csv_button, Qt.MouseButton.LeftButton)
    table = list(csv.reader(io.StringIO(clipboard.text())))
    assert table[0][:3] == ["Model", "First token (s)", "Tokens/s"]
    assert table[0][5] == "Cost (USD)"
    assert [r[0] for r in table[1:]] == [MODELS[2], MODELS[0], MODELS[1]]
    by_model = {r[0]: r for r in table[1:]}
    for reply in replies:
        row = by_model[reply.model]
        assert int(row[3]) == reply.usage.prompt_tokens
        assert int(row[4]) == reply.usage.completion_tokens
        cost = controller.services.models.cost_of(reply)
        assert float(row[5]) == pytest.approx(cost, abs=1e-6)
        assert float(row[1]) == pytest.approx(reply.first_token_s, abs=1e-3)
    assert by_model[MODELS[2]][7] == "length"

    # Tab reaches the strip after the columns, and the table after the Copy buttons; the
    # arrows move between rows and cells.
    stops = tab_stops(window)
    last_of_columns = max(
        n
        for n, w in enumerate(stops)
        if any(c.isAncestorOf(w) for c in window.compare_view.columns)
    )
    strip = [panel.fold_button, panel.markdown_button, panel.csv_button, panel.table]
    at = stops.index(panel.fold_button)
    assert at > last_of_columns and stops[at : at + 4] == strip
    panel.csv_button.setFocus()
    qtbot.waitUntil(panel.csv_button.hasFocus, timeout=2000)
    qtbot.keyClick(panel.csv_button, Qt.Key.Key_Tab)
    table_view = panel.table
    qtbot.waitUntil(table_view.hasFocus, timeout=2000)
    assert table_view.accessibleName() == "Figures of the latest exchange"
    table_view.setCurrentIndex(panel.proxy.index(0, 0))
    qtbot.keyClick(table_view, Qt.Key.Key_Down)
    qtbot.keyClick(table_view, Qt.Key.Key_Right)
    assert (table_view.currentIndex().row(), table_view.currentIndex().column()) == (1, 1)
    spoken = table_view.currentIndex().data(Qt.ItemDataRole.AccessibleTextRole)
    assert spoken.endswith("seconds") or spoken.endswith("seconds, best")

    # The Menu key offers the same copies, and sorting by the current cell's column.
    _menu_key(table_view)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    labels = [a.text() for a in menu.actions()]
    assert labels == [
        "Copy as Markdown",
        "Copy as CSV",
        "Copy this figure",
        "Sort by First token",
    ]
    for _step in range(4):
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table_view.horizontalHeader().sortIndicatorSection() == 1)
    firsts = [float(r[1].removesuffix(" s")) for r in _cells(panel)]
    assert firsts == sorted(firsts)
    _menu_key(table_view)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=2000)
    menu = QApplication.activePopupWidget()
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: clipboard.text().startswith("Model,First token (s),"))
    assert len(clipboard.text().splitlines()) == 4

    qtbot.keyClick(table_view, Qt.Key.Key_Tab)
    assert not table_view.hasFocus()  # Tab leaves the table rather than walking its cells
    _close(qtbot, controller)


def test_latest_exchange_live_missing_figures_last_and_opening_on_the_second(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="first answer here", usage={"prompt_tokens": 10, "completion_tokens": 3}),
        key=MODELS[0],
    )
    fake_server.enqueue(Reply.error(400, "model not allowed"), key=MODELS[1])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    panel = window.compare_view.figures
    _send(qtbot, window, controller, "First")
    assert not panel.is_open
    rows = _cells(panel)
    assert rows[0][0] == MODELS[0] and rows[0][4] == "3"
    assert rows[1][0] == MODELS[1] and rows[1][4] == "—" and rows[1][7] == "error"
    # Sorted either way, the row without figures stays last.
    _open_strip(qtbot, panel)
    _click_header(qtbot, panel, "Output tokens")
    assert [r[0] for r in _cells(panel)] == [MODELS[0], MODELS[1]]
    _click_header(qtbot, panel, "Output tokens")
    assert [r[0] for r in _cells(panel)] == [MODELS[0], MODELS[1]]
    qtbot.mouseClick(panel.fold_button, Qt.MouseButton.LeftButton)  # folded, by hand
    assert not panel.is_open and not panel.table.isVisible()

    # The second exchange: the figures are the new replies' (the strip stays as the
    # person left it: folded).
    fake_server.enqueue(
        Reply(
            text="a longer second answer with more words",
            usage={"prompt_tokens": 40, "completion_tokens": 12},
            delay_per_chunk=0.03,
        ),
        key=MODELS[0],
    )
    fake_server.enqueue(
        Reply(text="now it works", usage={"prompt_tokens": 30, "completion_tokens": 4}),
        key=MODELS[1],
    )
    qtbot.keyClicks(window.composer, "Second")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        # While the first column is still answering, its row says so.
        qtbot.waitUntil(lambda: "answering…" in [r[7] for r in _cells(panel)], timeout=10_000)
    assert not panel.is_open
    by_model = {r[0]: r for r in _cells(panel)}
    assert by_model[MODELS[0]][3:5] == ["40", "12"] and by_model[MODELS[0]][6] == "7"
    assert by_model[MODELS[1]][3:5] == ["30", "4"] and by_model[MODELS[1]][7] == "stop"
    _close(qtbot, controller)


def test_second_exchange_opens_the_strip_by_itself(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    for _round in range(2):
        for model in MODELS[:2]:
            fake_server.enqueue(Reply(text=f"answer of {model}"), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    panel = window.compare_view.figures
    _send(qtbot, window, controller, "First")
    assert panel.isVisible() and not panel.is_open
    _send(qtbot, window, controller, "Second")
    assert panel.is_open and panel.table.isVisible()
    shown = _cells(panel)

    # Back from the history, the saved compare brings its figures with it.
    controller.new_chat()
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        window.sidebar.step(1)
    assert window.comparing
    qtbot.waitUntil(lambda: _cells(panel) == shown, timeout=5000)
    assert [r[7] for r in shown] == ["stop", "stop"]

    # A fresh compare starts without figures.
    controller.compare.start_new(list(MODELS[:2]))
    assert not panel.isVisible() and panel.proxy.rowCount() == 2
    _close(qtbot, controller)


def test_blind_round_names_no_model_until_the_vote(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    for model in MODELS:
        fake_server.enqueue(
            Reply(text=f"answer {len(model)}", usage={"prompt_tokens": 20, "completion_tokens": 5}),
            key=model,
        )
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS)
    view = window.compare_view
    view.blind_toggle.setChecked(True)
    _send(qtbot, window, controller, "Blind question")
    panel = view.figures
    # Speeds and token counts can tell a model as well as a price: no table until the vote.
    assert not panel.isVisible() and panel.proxy.rowCount() == 0
    assert not any(m in panel.caption.text() for m in MODELS)

    with qtbot.waitSignal(controller.compare.voteRecorded, timeout=5000):
        qtbot.mouseClick(view.findChild(QPushButton, "vote_A"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    _open_strip(qtbot, panel)
    rows = _cells(panel)
    assert [r[0] for r in rows] == [c.title.text() for c in view.columns]
    assert all(any(m in r[0] for m in MODELS) for r in rows)  # "A · gpt-4o-mini"
    table = panel.table  # the longer names fit their column
    assert table.horizontalHeader().sectionSize(0) >= table.sizeHintForColumn(0)
    assert all(r[5].startswith("$") or r[5].startswith("<$") for r in rows)
    _close(qtbot, controller)
