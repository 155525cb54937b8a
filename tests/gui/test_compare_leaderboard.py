"""The leaderboard knows its limits: opened with the Leaderboard button, a model with few
votes says there are not enough yet instead of an interval, one with enough gets a real
interval, and every column of the table fits its header at the dialog's own size. Ties and
all bad are shown under the table but do not count towards a model's votes."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel

from app.domain import Vote
from tests.gui.test_compare import MODELS, _enter_compare
from tests.gui.test_main_window import _close, _open

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _store_votes(qtbot: Any, controller: Any, votes: list[tuple[tuple[str, ...], str]]) -> None:
    async def store() -> None:
        for models, winner in votes:
            await controller.repo.add_vote("p", models, winner)

    task = asyncio.ensure_future(store())
    qtbot.waitUntil(task.done, timeout=5000)
    task.result()


def test_few_votes_say_so_and_the_table_fits(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    a, b, c = MODELS
    # a and b meet six times (a always wins); c has one vote only.
    _store_votes(qtbot, controller, [((a, b), a)] * 6 + [((a, c), c)])
    _enter_compare(qtbot, window, controller, MODELS[:2])
    qtbot.mouseClick(window.compare_view.leaderboard_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "leaderboardDialog")
    assert dialog is not None
    table = dialog.table
    qtbot.waitUntil(lambda: table.rowCount() == 3 and table.item(2, 0) is not None, timeout=15_000)
    rows = {
        table.item(r, 0).text(): [table.item(r, col).text() for col in range(5)]
        for r in range(table.rowCount())
    }
    assert rows[c][2] == "not enough votes yet (1 of 5)"
    low, high = (int(x) for x in rows[a][2].split(" – "))
    assert low < int(rows[a][1]) < high  # a real interval, not "1218 – 1218"
    assert rows[a][3:] == ["7", "6"]
    # At the dialog's own size no header is cut short.
    header = table.horizontalHeader()
    qtbot.waitUntil(lambda: header.sectionSize(2) >= table.sizeHintForColumn(2), timeout=5000)
    for col in range(table.columnCount()):
        assert header.sectionSize(col) >= header.sectionSizeHint(col), col
    assert not table.horizontalScrollBar().isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    _close(qtbot, controller)


def test_ties_and_all_bad_are_shown_but_do_not_count(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    a, b, c = MODELS
    # Four three-way votes won by a; then ties and all bad, which say nothing of the order.
    votes = [((a, b, c), a)] * 4 + [((a, b), Vote.TIE)] * 3 + [((a, b, c), Vote.ALL_BAD)] * 2
    _store_votes(qtbot, controller, votes)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    qtbot.mouseClick(window.compare_view.leaderboard_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "leaderboardDialog")
    assert dialog is not None
    table = dialog.table
    qtbot.waitUntil(lambda: table.rowCount() == 3 and table.item(2, 0) is not None, timeout=15_000)
    tally = dialog.findChild(QLabel, "leaderboardTally")
    assert tally.isVisible()
    assert tally.text() == (
        "4 vote(s) with a winner move the ratings; 3 tie(s) and 2 all bad do not."
    )
    assert dialog.info.text() == "9 vote(s)"
    rows = {
        table.item(r, 0).text(): [table.item(r, col).text() for col in range(5)]
        for r in range(table.rowCount())
    }
    assert rows[a][3:] == ["4", "4"] and rows[b][3:] == ["4", "0"]
    # b was in nine votes, but only four had a winner: no interval yet.
    assert rows[b][2] == "not enough votes yet (4 of 5)"
    (b_name,) = table.findItems(b, Qt.MatchFlag.MatchExactly)
    assert "3 tie(s) and 2 all bad" in table.item(b_name.row(), 3).toolTip()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    _close(qtbot, controller)
