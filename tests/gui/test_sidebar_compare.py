"""A compare in the sidebar: one entry titled with its prompt, its columns (the models it
compared) listed under it for the eye, the keyboard and a screen reader; selecting either
opens it side by side; rename, pin and trash (with Undo) on it apply to every column; a
search hit in any column lists it once. And titles elide instead of scrolling sideways."""

from __future__ import annotations

import asyncio
import json
import time
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.domain import Conversation, Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from app.storage.database import backups_of
from app.storage.schema import MIGRATIONS
from app.ui.sidebar.conversation_list import ConversationSidebar, build_rows
from app.ui.sidebar.model import ICON_ROLE, ICON_ROOM
from app.ui.sidebar.rows import result_rows
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import choose, click_row, right_click

pytestmark = pytest.mark.usefixtures("qasync_loop")

MODELS = ("gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-flash")
PROMPT = "Write a haiku about the sea"
ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole


def _run(qtbot: Any, coro: Any) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=10_000)
    return task.result()


def _seed(data_dir: Path) -> dict[str, int]:
    """A plain chat, then a three-model compare (as compare mode stores it: a conversation
    per column sharing a compare group, titled "⚖ <prompt> · <model>")."""
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    now = time.time()
    chat = repo.create_conversation("Plain chat", Params(model="gpt-4o-mini"))
    repo.add_message(chat.id, "user", (TextPart("plain question"),))
    conn.execute("UPDATE conversations SET updated_at = ? WHERE id = ?", (now - 60, chat.id))
    ids = {"chat": chat.id}
    for model in MODELS:
        params = Params(model=model)
        column = repo.create_conversation(f"⚖ {PROMPT} · {model}", params, compare_group="c0ffee")
        repo.add_message(column.id, "user", (TextPart(PROMPT),))
        repo.add_message(column.id, "assistant", (TextPart(f"waves from {model}"),))
        ids[model] = column.id
    conn.close()
    return ids


def _seed_v4(data_dir: Path) -> dict[str, int]:
    """What ``_seed`` stores, as a v4 database held it: the compare group in the params."""
    path = data_dir / DB_FILENAME
    conn, _ = open_database(path, migrations=MIGRATIONS[:4])
    now = time.time()
    ids = {}
    for n, (model, group) in enumerate((("gpt-4o-mini", ""), *((m, "c0ffee") for m in MODELS))):
        title = f"⚖ {PROMPT} · {model}" if group else "Plain chat"
        params = json.dumps({"model": model, "compare_group": group})
        cur = conn.execute(
            "INSERT INTO conversations (title, created_at, updated_at, params) VALUES (?, ?, ?, ?)",
            (title, now, now - (60 if not group else 3 - n), params),
        )
        ids[model if group else "chat"] = int(cur.lastrowid or 0)
        conn.execute(
            "INSERT INTO messages (conversation_id, role, parts, params, status, created_at, "
            "updated_at) VALUES (?, 'user', ?, ?, 'complete', ?, ?)",
            (cur.lastrowid, json.dumps([{"type": "text", "text": PROMPT}]), params, now, now),
        )
    conn.close()
    return ids


def _titles(qtbot: Any, controller: Any, ids: list[int]) -> list[str | None]:
    async def read() -> list[str | None]:
        convs = [await controller.services.repo.get_conversation(i) for i in ids]
        return [c.title if c is not None else None for c in convs]

    return _run(qtbot, read())


def test_rows_list_a_compare_once_with_its_columns_under_it() -> None:
    today = date(2026, 11, 22)
    noon = datetime(2026, 11, 22, 12).timestamp()

    def column(cid: int, label: str, group: str = "g1") -> Conversation:
        return Conversation(cid, f"⚖ {PROMPT} · {label}", noon, noon - cid, compare_group=group)

    conversations = [
        Conversation(9, "Plain chat", noon, noon),
        column(4, "gemini-2.5-flash"),  # newest first, as listed: the last column first
        column(3, "claude-sonnet-4-5"),
        column(2, "gpt-4o-mini"),
        column(6, "Model B", "blind"),  # a blind round not voted yet: letters, no names
        column(5, "Model A", "blind"),
    ]
    rows = build_rows(conversations, [], today)
    assert [(r.kind, r.text) for r in rows] == [
        ("header", "Today"),
        ("conversation", "Plain chat"),
        ("compare", PROMPT),
        ("column", "gpt-4o-mini"),  # in column order
        ("column", "claude-sonnet-4-5"),
        ("column", "gemini-2.5-flash"),
        ("compare", PROMPT),
        ("column", "Model A"),
        ("column", "Model B"),
    ]
    entry = rows[2]
    assert entry.members == (2, 3, 4) and entry.conversation_id == 2
    assert (
        entry.accessible
        == f"Compare: {PROMPT}. Models: gpt-4o-mini, claude-sonnet-4-5, gemini-2.5-flash"
    )
    assert "gemini" not in rows[6].accessible

    # Search: hits in two columns of one compare list it once, where its best hit ranks.
    found = result_rows(
        [
            (conversations[2], 31, "<b>sea</b>"),
            (conversations[0], None, "Plain"),
            (conversations[1], 41, "the <b>sea</b>"),
        ]
    )
    assert [(r.kind, r.text, r.snippet) for r in found] == [
        ("compare", PROMPT, "<b>sea</b>"),
        ("conversation", "Plain chat", "Plain"),
    ]


def test_long_titles_elide_and_never_scroll_sideways(qtbot: Any, monkeypatch: Any) -> None:
    now = time.time()
    long_title = "Notes on " + "very long words " * 18 + "the end"
    assert len(long_title) > 300
    bar = ConversationSidebar()
    qtbot.addWidget(bar)
    bar.resize(240, 400)
    bar.show()
    qtbot.waitExposed(bar)
    long_prompt = "Compare " + "x" * 300
    bar.set_conversations(
        [
            Conversation(1, long_title, now, now),
            Conversation(2, f"⚖ {long_prompt} · gpt-4o-mini", now, now - 1, compare_group="g"),
            Conversation(3, "short", now, now - 2),
        ]
    )
    painted: dict[int, str] = {}
    original = bar.delegate.text_for

    def spy(option: Any, index: Any) -> str:
        painted[index.row()] = text = original(option, index)
        return text

    monkeypatch.setattr(bar.delegate, "text_for", spy)  # records what paint() draws

    def check(width: int) -> str:
        bar.resize(width, 400)
        QApplication.processEvents()  # the list lays its rows out again, then paints
        painted.clear()
        bar.list.viewport().repaint()
        hbar = bar.list.horizontalScrollBar()
        assert not hbar.isVisible() and hbar.maximum() == 0  # nothing wider than the list
        row = bar.row_of(1)
        shown = painted[row]
        assert shown.endswith("…") and len(shown) < len(long_title)
        assert long_title.startswith(shown[:-1].rstrip())
        metrics = bar.list.fontMetrics()
        assert metrics.horizontalAdvance(shown) <= bar.list.viewport().width()
        compare = painted[bar.row_of(2)]
        assert compare.startswith("Compare xxx") and compare.endswith("…")
        index = bar.model.index(bar.row_of(2))
        assert index.data(ICON_ROLE) == "columns-3"  # an icon marks a compare, not an emoji
        room = bar.list.viewport().width() - ICON_ROOM
        assert metrics.horizontalAdvance(compare) <= room
        assert painted[bar.row_of(3)] == "short"
        return shown

    wide = check(320)
    narrow = check(160)
    assert len(narrow) < len(wide)
    # The whole title is still there for the mouse and for a screen reader.
    index = bar.model.index(bar.row_of(1), 0)
    assert index.data(TOOLTIP) == long_title and index.data(ACCESSIBLE) == long_title

    # Search results elide their title too.
    bar.set_results([(Conversation(1, long_title, now, now), 5, "a <b>hit</b>")])
    QApplication.processEvents()
    painted.clear()
    bar.list.viewport().repaint()
    assert painted[0].endswith("…") and len(painted[0]) < len(long_title)
    assert bar.list.horizontalScrollBar().maximum() == 0


def test_a_compare_is_one_entry_that_opens_side_by_side(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    columns = [ids[m] for m in MODELS]
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 4, timeout=5000)
    assert bar.titles() == [PROMPT, "Plain chat"]  # no "⚖ … · model" rows
    assert bar.columns_of(ids["gemini-2.5-flash"]) == list(MODELS)
    entry = bar.row_of(ids["claude-sonnet-4-5"])
    index = bar.model.index(entry, 0)
    for said in (index.data(ACCESSIBLE), index.data(TOOLTIP)):
        assert all(model in said for model in MODELS), said
    first_column = bar.model.index(entry + 1, 0)
    assert first_column.data(ACCESSIBLE) == f"gpt-4o-mini, a column of the compare {PROMPT}"

    # A click on the entry opens the compare with its three columns.
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, entry)
    assert window.comparing
    assert sorted(c.thread.conversation_id for c in controller.compare.columns) == columns
    texts = " ".join(c.transcript.toPlainText() for c in window.compare_view.columns)
    assert all(f"waves from {model}" in texts for model in MODELS)

    # Back to the chat, then into the compare by keyboard: Up reaches its last column.
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        click_row(qtbot, bar, bar.row_of(ids["chat"]))
    assert opened.args == [ids["chat"]] and not window.comparing
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        qtbot.keyClick(bar.list, Qt.Key.Key_Up)
    assert opened.args == [ids["gemini-2.5-flash"]] and window.comparing
    assert sorted(c.thread.conversation_id for c in controller.compare.columns) == columns
    assert bar.list.currentIndex().data(ACCESSIBLE).startswith("gemini-2.5-flash, a column")

    # Ctrl+Tab steps over entries: from a column of the compare to the chat below it.
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000) as opened:
        qtbot.keyClick(window, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert opened.args == [ids["chat"]]
    _close(qtbot, controller)


# The offscreen platform cannot raise a popup menu or grab the keyboard for it.
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")
def test_rename_pin_and_trash_a_compare_as_a_whole(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    columns = [ids[m] for m in MODELS]
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 4, timeout=5000)

    # F2 on the entry edits the compare's title; every column is renamed, keeping its model.
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(ids["gpt-4o-mini"]))
    qtbot.keyClick(bar.list, Qt.Key.Key_F2)
    editor = bar.list.focusWidget()
    assert editor is not bar.list and editor.text() == PROMPT  # type: ignore[attr-defined]
    editor.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(editor, "Sea haiku contest")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bar.titles() == ["Sea haiku contest", "Plain chat"], timeout=5000)
    assert _titles(qtbot, controller, columns) == [f"⚖ Sea haiku contest · {m}" for m in MODELS]
    assert bar.columns_of(ids["gpt-4o-mini"]) == list(MODELS)

    # The menu of a column acts on the compare: pin it (all columns), no Duplicate.
    menu = right_click(qtbot, bar, bar.row_of(ids["chat"]) - 1)  # the last column's row
    texts = [a.text() for a in menu.actions()]
    assert "Rename compare…" in texts and "Move compare to trash" in texts
    assert "Duplicate" not in texts
    choose(qtbot, menu, "Pin to top")
    qtbot.waitUntil(lambda: bar.group_labels()[:1] == ["Pinned"], timeout=5000)
    assert [(r.kind, r.text) for r in bar.model.rows[:5]] == [
        ("header", "Pinned"),
        ("compare", "Sea haiku contest"),
        *[("column", m) for m in MODELS],
    ]

    # Del on the entry: the whole compare goes to the trash; Undo brings every column back.
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(ids["gemini-2.5-flash"]))
    assert window.comparing
    qtbot.keyClick(bar.list, Qt.Key.Key_Delete)
    qtbot.waitUntil(lambda: bar.titles() == ["Plain chat"] and bar.count() == 1, timeout=5000)
    assert _titles(qtbot, controller, columns) == [None, None, None]
    # The trashed compare is not left on screen: the window is back at a new chat.
    qtbot.waitUntil(lambda: not window.comparing and window.transcript.isVisible(), timeout=5000)
    assert window.header.title.full_text() == "New chat"
    undo = controller.status_area.buttons["undo"]
    qtbot.waitUntil(undo.isVisible, timeout=5000)
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: bar.titles() == ["Sea haiku contest", "Plain chat"] and bar.count() == 4,
        timeout=5000,
    )
    assert bar.columns_of(ids["gpt-4o-mini"]) == list(MODELS)
    _close(qtbot, controller)


def test_a_search_hit_in_any_column_lists_the_compare_once(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 4, timeout=5000)
    qtbot.mouseClick(bar.search_field, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(bar.search_field, "waves")  # in every column's reply
    qtbot.waitUntil(lambda: bar.titles() == [PROMPT], timeout=5000)
    assert [r.kind for r in bar.model.rows] == ["compare"]
    assert "<b>waves</b>" in bar.model.rows[0].snippet

    bar.search_field.selectAll()
    qtbot.keyClicks(bar.search_field, "gemini")  # only in one column's reply
    qtbot.waitUntil(
        lambda: bar.titles() == [PROMPT] and "<b>gemini</b>" in bar.model.rows[0].snippet,
        timeout=5000,
    )
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, 0)
    assert window.comparing and len(controller.compare.columns) == 3
    assert sorted(c.thread.conversation_id for c in controller.compare.columns) == sorted(
        ids[m] for m in MODELS
    )
    _close(qtbot, controller)


def test_a_compare_saved_before_the_group_had_a_column_is_still_one_entry(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed_v4(data_dir)
    columns = [ids[m] for m in MODELS]
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 4, timeout=5000)
    assert bar.titles() == [PROMPT, "Plain chat"]
    assert bar.columns_of(ids["claude-sonnet-4-5"]) == list(MODELS)
    assert len(backups_of(data_dir / DB_FILENAME)) == 1  # the upgrade kept a copy first
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        click_row(qtbot, bar, bar.row_of(ids["gpt-4o-mini"]))
    assert window.comparing
    assert sorted(c.thread.conversation_id for c in controller.compare.columns) == columns
    _close(qtbot, controller)
