"""The sidebar on a real history: date groups, folders (menu and drag and drop), duplicate,
and search results with highlighted snippets that open the conversation at the match.

The helpers here act as a person does: a right click delivered through the window (so Qt
makes the context menu event itself), a click on a menu item at its rectangle, typing into
the folder-name prompt, a drop at a row's position, a click at a row's rectangle."""

from __future__ import annotations

import time
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QInputDialog, QLineEdit, QMenu

from app.domain import Conversation, Folder, Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from app.ui.sidebar.conversation_list import MIME_CONVERSATION, build_rows
from app.ui.sidebar.model import icon_name, said
from tests.gui.test_main_window import _close, _open
from tests.support.gui_actions import activate_window_of

pytestmark = pytest.mark.usefixtures("qasync_loop")

DAY = 86_400.0


# ---- a person's actions on the sidebar ------------------------------------------------------


def row_point(bar: Any, row: int, at: float = 0.5) -> QPoint:
    """A point in a row, ``at`` across it (two quick clicks at one spot are a double click)."""
    index = bar.model.index(row, 0)
    bar.list.scrollTo(index)
    rect = bar.list.visualRect(index)
    return QPoint(rect.left() + int(rect.width() * at), rect.center().y())


def click_row(qtbot: Any, bar: Any, row: int) -> None:
    qtbot.mouseClick(bar.list.viewport(), Qt.MouseButton.LeftButton, pos=row_point(bar, row))


def right_click(qtbot: Any, bar: Any, row: int | None, at: float = 0.5) -> QMenu:
    """Right-click a row (None: the empty space under the rows) through the window, as the
    window system delivers it, and return the context menu that opened. Offscreen, a window
    activation that arrives late (after a dialog closed) closes a menu that had just opened:
    a person would click again, and so does this (at most three clicks)."""
    from pytestqt.exceptions import TimeoutError as QtTimeoutError

    viewport = bar.list.viewport()
    point = row_point(bar, row, at) if row is not None else QPoint(10, viewport.height() - 4)
    window = bar.window()
    # The window system delivers the click, then Qt the context-menu event: wait for the menu.
    menus: list[QMenu] = []

    def opened() -> bool:
        menus[:] = [m for m in bar.findChildren(QMenu, "conversationMenu") if m.isVisible()]
        return len(menus) == 1

    for _click in range(3):
        activate_window_of(qtbot, window)
        qtbot.mouseClick(
            window.windowHandle(), Qt.MouseButton.RightButton, pos=viewport.mapTo(window, point)
        )
        try:
            qtbot.waitUntil(opened, timeout=3000)
            return menus[0]
        except QtTimeoutError:
            late = QApplication.activePopupWidget()
            if late is not None:  # some other popup: away with it, as a click outside does
                late.close()
    raise AssertionError("no context menu opened after three right-clicks")


def choose(qtbot: Any, menu: QMenu, *path: str) -> None:
    """Click menu items at their rectangles: ``choose(menu, "Move to folder", "Work")``."""
    for text in path:
        action = next((a for a in menu.actions() if a.text() == text), None)
        assert action is not None, f"{text!r} not in {[a.text() for a in menu.actions()]}"
        assert action.isEnabled(), f"{text!r} is disabled"
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
        if action.menu() is not None:
            menu = action.menu()
            qtbot.waitUntil(menu.isVisible, timeout=2000)


def type_folder_name(qtbot: Any, bar: Any, name: str) -> None:
    """Type into the folder-name prompt that is open and press its OK button."""
    dialogs = [d for d in bar.findChildren(QInputDialog, "folderNameDialog") if d.isVisible()]
    assert len(dialogs) == 1, "no folder-name prompt is open"
    line = dialogs[0].findChild(QLineEdit)
    line.selectAll()
    qtbot.keyClicks(line, name)
    ok = dialogs[0].findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)


def drop_on_row(bar: Any, ids: list[int], row: int) -> bool:
    """Drag conversations over the list and drop them on a row (enter, move, drop events at
    the row's position, as a drag from the list delivers them). True if it was accepted."""
    mime = QMimeData()
    mime.setData(MIME_CONVERSATION, ",".join(map(str, ids)).encode())
    point = QPointF(row_point(bar, row))
    move, no_mod = Qt.DropAction.MoveAction, Qt.KeyboardModifier.NoModifier
    left = Qt.MouseButton.LeftButton
    viewport = bar.list.viewport()
    QApplication.sendEvent(viewport, QDragEnterEvent(point.toPoint(), move, mime, left, no_mod))
    QApplication.sendEvent(viewport, QDragMoveEvent(point.toPoint(), move, mime, left, no_mod))
    drop = QDropEvent(point, move, mime, left, no_mod)
    QApplication.sendEvent(viewport, drop)
    return drop.isAccepted()


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
    # Marks are Lucide icons the delegate draws, not emoji in the title.
    icons = {r.text: icon_name(r) for r in rows if icon_name(r)}
    assert icons == {"c4": "pin", "Work": "folder"}
    assert said(rows[1]) == "Pinned: c4" and said(rows[2]) == "Folder: Work"  # in words


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
    click_row(qtbot, bar, bar.row_of(ids["pinned one"]))
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        qtbot.keyClick(bar.list, Qt.Key.Key_Down)
    assert opened.args == [ids["fresh"]]

    # A folder made from the menu of the empty space, then a conversation dropped on it.
    choose(qtbot, right_click(qtbot, bar, None), "New folder…")
    type_folder_name(qtbot, bar, "Travel")
    qtbot.waitUntil(lambda: "Travel" in bar.group_labels(), timeout=5000)
    header_row = next(
        n for n, r in enumerate(bar.model.rows) if r.kind == "folder" and r.text == "Travel"
    )
    assert drop_on_row(bar, [ids["last week"]], header_row)
    qtbot.waitUntil(lambda: bar.folder_of(ids["last week"]) is not None, timeout=5000)
    rows = [(r.kind, r.text) for r in bar.model.rows]
    travel = rows.index(("folder", "Travel"))
    assert rows[travel + 1] == ("conversation", "last week")

    # The context menu: Duplicate makes a copy with the same messages, filed alike.
    menu = right_click(qtbot, bar, bar.row_of(ids["last week"]))  # selects (opens) it too
    with qtbot.waitSignal(
        controller.conversationOpened,
        timeout=5000,
        check_params_cb=lambda cid: cid != ids["last week"],
    ) as opened:
        choose(qtbot, menu, "Duplicate")
    copy_id = opened.args[0]
    assert copy_id != ids["last week"] and bar.folder_of(copy_id) == bar.folder_of(ids["last week"])
    assert "last week (copy)" in bar.titles()
    assert "last week question 2" in window.transcript.toPlainText()

    # Move to folder from the menu: "fresh" into Travel, then out again.
    choose(qtbot, right_click(qtbot, bar, bar.row_of(ids["fresh"])), "Move to folder", "Travel")
    qtbot.waitUntil(
        lambda: bar.folder_of(ids["fresh"]) == bar.folder_of(ids["last week"]), timeout=5000
    )
    menu = right_click(qtbot, bar, bar.row_of(ids["fresh"]))
    choose(qtbot, menu, "Move to folder", "Remove from folder")
    qtbot.waitUntil(lambda: bar.folder_of(ids["fresh"]) is None, timeout=5000)

    # Renaming the folder from its header's menu, then removing it keeps its conversations.
    header_row = next(n for n, r in enumerate(bar.model.rows) if r.kind == "folder")
    choose(qtbot, right_click(qtbot, bar, header_row), "Rename folder…")
    type_folder_name(qtbot, bar, "Trips")
    qtbot.waitUntil(
        lambda: "Trips" in bar.group_labels() and "Travel" not in bar.group_labels(),
        timeout=5000,
    )
    header_row = next(n for n, r in enumerate(bar.model.rows) if r.kind == "folder")
    menu = right_click(qtbot, bar, header_row, at=0.3)
    choose(qtbot, menu, "Delete folder (keeps its conversations)")
    qtbot.waitUntil(lambda: "Trips" not in bar.group_labels(), timeout=5000)
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
    qtbot.keyClicks(bar.search_field, "zebra")
    qtbot.waitUntil(lambda: bar.conversation_ids() == [ids["long chat"]], timeout=5000)
    assert "<b>zebra</b>" in bar.model.rows[0].snippet
    assert bar.group_labels() == []  # results are not grouped

    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, 0)
    view = window.transcript
    # The match is 110 messages back, beyond the first page: loaded and shown there (how the
    # match is highlighted is the transcript's business, tested with it).
    assert any(m.text == "the zebra crossing is here" for m in view.shown_messages)
    bar_ = view.verticalScrollBar()
    assert bar_.value() < bar_.maximum()  # not at the end of the conversation
    _close(qtbot, controller)


def test_f2_renames_in_place(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(ids["fresh"]))
    qtbot.keyClick(bar.list, Qt.Key.Key_F2)
    editor = bar.list.focusWidget()
    assert editor is not bar.list and editor.text() == "fresh"  # type: ignore[attr-defined]
    editor.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(editor, "Renamed in place")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (
            "Renamed in place" in bar.titles()
            and window.conversation_title.text() == "Renamed in place"
        ),
        timeout=5000,
    )
    _close(qtbot, controller)


def test_a_conversation_still_loading_does_not_come_up_after_ctrl_n(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    """Click a conversation, then Ctrl+N before it has loaded (a slow disk): the new chat
    stays, the clicked conversation does not pop up over it; and of two quick clicks the
    second conversation is the one shown."""
    import asyncio

    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    repo = controller.services.repo
    gate = asyncio.Event()
    asked: list[int] = []
    original = repo.get_conversation

    async def slow_get_conversation(conversation_id: int) -> Any:
        asked.append(conversation_id)
        await gate.wait()
        return await original(conversation_id)

    repo.get_conversation = slow_get_conversation
    click_row(qtbot, bar, bar.row_of(ids["fresh"]))
    qtbot.waitUntil(lambda: asked == [ids["fresh"]], timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    gate.set()
    qtbot.waitUntil(lambda: not controller.tasks.pending(), timeout=5000)
    assert window.header.title.full_text() == "New chat"
    assert (
        controller.conversation_id is None
        and "fresh question" not in window.transcript.toPlainText()
    )

    gate.clear()
    click_row(qtbot, bar, bar.row_of(ids["fresh"]))
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=5000)  # loading, slowly
    click_row(qtbot, bar, bar.row_of(ids["last week"]))
    qtbot.waitUntil(lambda: asked[-1] == ids["last week"], timeout=5000)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        gate.set()
    qtbot.waitUntil(lambda: not controller.tasks.pending(), timeout=5000)
    assert opened.args == [ids["last week"]] and controller.conversation_id == ids["last week"]
    assert window.header.title.full_text() == "last week"
    _close(qtbot, controller)


def test_empty_list_and_empty_search_say_so(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(bar.empty_label.isVisible, timeout=5000)
    assert "No conversations yet" in bar.empty_label.text()
    _seed(data_dir)  # a history appears on disk while the app runs (WAL allows it)
    qtbot.keyClicks(bar.search_field, "nothing-matches-this")
    qtbot.waitUntil(
        lambda: (
            bar.empty_label.isVisible() and bar.empty_label.text() == "No conversation matches."
        ),
        timeout=5000,
    )
    bar.search_field.selectAll()
    qtbot.keyClick(bar.search_field, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: not bar.empty_label.isVisible(), timeout=5000)
    _close(qtbot, controller)
