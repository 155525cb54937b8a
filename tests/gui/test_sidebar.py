"""The sidebar on a real history: date groups, folders (menu and drag and drop), duplicate,
and search results with highlighted snippets that open the conversation at the match."""

from __future__ import annotations

import time
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMenu

from app.domain import Conversation, Folder, Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from app.ui.conversation_list import MIME_CONVERSATION, build_rows
from tests.gui.test_main_window import _close, _open

pytestmark = pytest.mark.usefixtures("qasync_loop")

DAY = 86_400.0


def _seed(data_dir: Path) -> dict[str, int]:
    """A history written before the app starts, with conversations of different ages."""
    data_dir.mkdir(parents=True, exist_ok=True)
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    now = time.time()
    ids: dict[str, int] = {}
    for title, age_days in [
        ("fresh", 0),
        ("yesterday chat", 1),
        ("last week", 4),
        ("last month", 20),
        ("ancient", 400),
        ("pinned one", 90),
    ]:
        conv = repo.create_conversation(title, Params(model="gpt-4o-mini"))
        for n in range(3):
            repo.add_message(conv.id, "user", (TextPart(f"{title} question {n}"),))
        conn.execute(
            "UPDATE conversations SET updated_at = ? WHERE id = ?",
            (now - age_days * DAY, conv.id),
        )
        ids[title] = conv.id
    repo.set_pinned(ids["pinned one"], True)
    long_chat = repo.create_conversation("long chat", Params(model="gpt-4o-mini"))
    for n in range(120):
        words = "the zebra crossing is here" if n == 10 else f"filler message number {n}"
        repo.add_message(long_chat.id, "user" if n % 2 == 0 else "assistant", (TextPart(words),))
    conn.execute(
        "UPDATE conversations SET updated_at = ? WHERE id = ?", (now - 2 * DAY, long_chat.id)
    )
    ids["long chat"] = long_chat.id
    conn.close()
    return ids


def test_rows_are_grouped_pinned_folders_then_dates() -> None:
    today = date(2026, 11, 22)

    def conv(cid: int, day: date, *, pinned: bool = False, folder: int | None = None) -> Any:
        stamp = datetime(day.year, day.month, day.day, 12).timestamp()
        return Conversation(cid, f"c{cid}", stamp, stamp, pinned=pinned, folder_id=folder)

    conversations = [
        conv(1, today),
        conv(2, today, folder=7),
        conv(3, today - timedelta(days=1)),
        conv(4, today - timedelta(days=3), pinned=True, folder=7),
        conv(5, today - timedelta(days=10)),
        conv(6, date(2026, 3, 5)),
        conv(7, date(2026, 3, 1)),
        conv(8, date(2025, 12, 24), folder=99),  # a folder that no longer exists: unfiled
    ]
    rows = build_rows(conversations, [Folder(7, "Work")], today)
    shown = [(r.kind, r.text) for r in rows]
    assert shown == [
        ("header", "Pinned"),
        ("conversation", "c4"),
        ("folder", "Work"),
        ("conversation", "c2"),
        ("header", "Today"),
        ("conversation", "c1"),
        ("header", "Yesterday"),
        ("conversation", "c3"),
        ("header", "Previous 30 days"),
        ("conversation", "c5"),
        ("header", "March 2026"),
        ("conversation", "c6"),
        ("conversation", "c7"),
        ("header", "December 2025"),
        ("conversation", "c8"),
    ]


# The offscreen platform cannot raise a popup menu or grab the keyboard for it.
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")
def test_sidebar_groups_folders_and_duplicates(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    labels = bar.group_labels()
    assert labels[:4] == ["Pinned", "Today", "Yesterday", "Previous 7 days"]
    assert "Previous 30 days" in labels and len(labels) == 6  # + the month of "ancient"
    assert bar.titles()[:3] == ["pinned one", "fresh", "yesterday chat"]

    # Keyboard navigation skips the group headers.
    bar.select(ids["pinned one"])
    bar.list.setFocus()
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        qtbot.keyClick(bar.list, Qt.Key.Key_Down)
    assert opened.args == [ids["fresh"]]

    # A folder from the sidebar, a conversation filed by drag and drop onto its header.
    bar.newFolderRequested.emit("Travel")
    qtbot.waitUntil(lambda: "Travel" in bar.group_labels(), timeout=5000)
    row = bar.group_labels().index("Travel")
    header_row = next(
        n for n, r in enumerate(bar.model.rows) if r.kind == "folder" and r.text == "Travel"
    )
    assert row >= 0
    mime = QMimeData()
    mime.setData(MIME_CONVERSATION, str(ids["last week"]).encode())
    point = QPointF(bar.list.visualRect(bar.model.index(header_row, 0)).center())
    drop = QDropEvent(
        point, Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    bar.list.dropEvent(drop)
    qtbot.waitUntil(lambda: bar.folder_of(ids["last week"]) is not None, timeout=5000)
    rows = [(r.kind, r.text) for r in bar.model.rows]
    travel = rows.index(("folder", "Travel"))
    assert rows[travel + 1] == ("conversation", "last week")

    # The context menu: Duplicate makes a copy with the same messages, filed alike.
    bar.select(ids["last week"])
    rect = bar.list.visualRect(bar.model.index(bar.row_of(ids["last week"]), 0))
    bar._show_menu(rect.center())
    menu = bar.findChild(QMenu, "conversationMenu")
    assert menu is not None
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        next(a for a in menu.actions() if a.text() == "Duplicate").trigger()
    copy_id = opened.args[0]
    assert copy_id != ids["last week"] and bar.folder_of(copy_id) == bar.folder_of(ids["last week"])
    assert "last week (copy)" in bar.titles()
    assert "last week question 2" in window.transcript.toPlainText()
    menu.close()

    # Removing the folder keeps its conversations.
    folder_id = bar.folder_of(ids["last week"])
    bar.deleteFolderRequested.emit(folder_id)
    qtbot.waitUntil(lambda: "Travel" not in bar.group_labels(), timeout=5000)
    assert bar.count() == 8 and bar.folder_of(ids["last week"]) is None
    _close(qtbot, controller)


def test_search_shows_snippets_and_opens_at_the_match(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert bar.search_field.hasFocus()
    with qtbot.waitSignal(controller.conversationsLoaded, timeout=5000):
        qtbot.keyClicks(bar.search_field, "zebra")
    qtbot.waitUntil(lambda: bar.conversation_ids() == [ids["long chat"]], timeout=5000)
    assert "<b>zebra</b>" in bar.model.rows[0].snippet
    assert bar.group_labels() == []  # results are not grouped

    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        bar._select_row(0)
    view = window.transcript
    # The match is 110 messages back, beyond the first page: loaded, shown and selected.
    assert any(m.text == "the zebra crossing is here" for m in view.shown_messages)
    assert view.textCursor().selectedText() == "zebra"
    bar_ = view.verticalScrollBar()
    assert bar_.value() < bar_.maximum()  # not at the end of the conversation
    _close(qtbot, controller)


def test_f2_renames_in_place(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        bar._select_row(bar.row_of(ids["fresh"]))
    bar.list.setFocus()
    qtbot.keyClick(bar.list, Qt.Key.Key_F2)
    editor = bar.list.focusWidget()
    assert editor is not bar.list and editor.text() == "fresh"  # type: ignore[attr-defined]
    editor.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(editor, "Renamed in place")
    with qtbot.waitSignal(controller.conversationsLoaded, timeout=5000):
        qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert "Renamed in place" in bar.titles()
    assert window.conversation_title.text() == "Renamed in place"
    _close(qtbot, controller)


def test_empty_list_and_empty_search_say_so(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(bar.empty_label.isVisible, timeout=5000)
    assert "No conversations yet" in bar.empty_label.text()
    _seed(data_dir)  # a history appears on disk while the app runs (WAL allows it)
    with qtbot.waitSignal(controller.conversationsLoaded, timeout=5000):
        bar.search_field.setText("nothing-matches-this")
    qtbot.waitUntil(bar.empty_label.isVisible, timeout=5000)
    assert bar.empty_label.text() == "No conversation matches."
    with qtbot.waitSignal(controller.conversationsLoaded, timeout=5000):
        bar.search_field.setText("")
    qtbot.waitUntil(lambda: not bar.empty_label.isVisible(), timeout=5000)
    _close(qtbot, controller)
