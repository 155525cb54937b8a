"""The sidebar after a search: a new chat (its button or Ctrl+N) brings the whole history
back, so the new conversation shows up when it is made; search snippets read as plain text
on whole lines; and a conversation's context menu has an icon on each item and Move to
trash last, apart, in the error colour, like a reply's More menu."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import QMenu, QStyleOptionViewItem

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from app.ui.sidebar.model import PADDING, SNIPPET_LINES, SNIPPET_ROLE
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import _seed, choose, right_click, type_folder_name
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

CTRL = Qt.KeyboardModifier.ControlModifier
MARKDOWN = (
    "# Field observations\n\nThe **walrus** herds congregate on `drifting_sea_ice()` floes: "
    "extraordinarily gregarious animals, remarkably vocal, spectacularly tusked, occasionally "
    "quarrelsome and persistently migratory, as [the survey](https://example.org/survey) says."
)


def _activate(qtbot: Any, window: Any) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def _search(qtbot: Any, window: Any, text: str) -> None:
    qtbot.keyClick(window, Qt.Key.Key_K, CTRL)
    qtbot.waitUntil(window.sidebar.search_field.hasFocus, timeout=3000)
    qtbot.keyClicks(window.sidebar.search_field, text)


def test_a_new_chat_clears_the_search(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    _seed(data_dir)
    fake_server.enqueue(Reply(text="Hello there."))
    window, controller = _open(qtbot, data_dir, fake_server)
    _activate(qtbot, window)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)

    _search(qtbot, window, "zebra")
    qtbot.waitUntil(lambda: bar.titles() == ["long chat"], timeout=5000)
    qtbot.mouseClick(bar.new_chat_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bar.search_field.text() == "" and bar.count() == 7, timeout=5000)
    # What is written in the new chat shows up in the list, at the top of Today.
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.mouseClick(window.composer.viewport(), Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.composer, "A brand new question")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "A brand new question" in bar.titles(), timeout=5000)
    assert bar.group_labels()[:2] == ["Pinned", "Today"]

    # Ctrl+N does the same, wherever the focus is.
    _search(qtbot, window, "zebra")
    qtbot.waitUntil(lambda: bar.titles() == ["long chat"], timeout=5000)
    qtbot.keyClick(bar.search_field, Qt.Key.Key_N, CTRL)
    qtbot.waitUntil(lambda: bar.search_field.text() == "" and bar.count() == 8, timeout=5000)
    _close(qtbot, controller)


def _seed_markdown(data_dir: Path) -> None:
    data_dir.mkdir(parents=True, exist_ok=True)
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("Arctic", Params(model="gpt-4o-mini"))
    repo.add_message(conv.id, "user", (TextPart("Tell me about walruses"),))
    repo.add_message(conv.id, "assistant", (TextPart(MARKDOWN),))
    conn.execute("UPDATE conversations SET updated_at = ? WHERE id = ?", (time.time(), conv.id))
    conn.close()


def test_search_snippets_are_plain_text_on_whole_lines(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    _seed_markdown(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    _activate(qtbot, window)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 1, timeout=5000)
    _search(qtbot, window, "herds")
    qtbot.waitUntil(lambda: bar.titles() == ["Arctic"] and bar.delegate.searching, timeout=5000)
    index = bar.model.index(0, 0)
    assert index.data(SNIPPET_ROLE)  # the match is in a message, with its snippet

    option = QStyleOptionViewItem()
    bar.list.initViewItemOption(option)
    option.rect = bar.list.visualRect(index)
    document = bar.delegate.snippet_document(option, index)
    shown = document.toPlainText()
    # Plain text: none of the Markdown's marks, and what they held.
    start = "Field observations The walrus herds congregate on drifting_sea_ice() floes:"
    assert shown.startswith(start), shown
    for mark in ("**", "`", "[", "# ", "*more*"):
        assert mark not in shown, (mark, shown)
    # Whole lines: as many as the row has room for, the last ending in "…".
    document.size()
    assert document.firstBlock().layout().lineCount() == SNIPPET_LINES
    assert shown.endswith("…") and not shown.endswith(" …")
    title_height = option.fontMetrics.height()
    room = option.rect.height() - 2 * PADDING - title_height
    assert document.size().height() <= room
    said = index.data(Qt.ItemDataRole.AccessibleDescriptionRole)
    assert said.startswith(start) and "**" not in said

    # Nothing is drawn in the row's bottom padding: no line is cut in half.
    row = bar.list.visualRect(index)
    image = bar.list.viewport().grab(row).toImage()
    assert _ink(image, QRect(0, 0, row.width(), row.height() // 2)) > 20  # text is drawn
    bottom = QRect(0, row.height() - PADDING + 1, row.width(), PADDING - 1)
    assert _ink(image, bottom) == 0
    _close(qtbot, controller)


def _ink(image: QImage, area: QRect) -> int:
    """Pixels in ``area`` that differ clearly from the row's background (its corner)."""
    ground = image.pixelColor(image.width() - 2, image.height() - 1)
    count = 0
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            c = image.pixelColor(x, y)
            if abs(c.lightness() - ground.lightness()) > 60:
                count += 1
    return count


def _red_in(menu: QMenu, action: QAction) -> tuple[int, int]:
    """Pixels of the item's row drawn in red (the error colour, or its anti-aliased edge on
    the menu's background): in its icon, and in its words right of the icon."""
    image = menu.grab(menu.actionGeometry(action)).toImage()
    icon_end = 40  # the item's and the icon's padding, and the 16 px icon
    icon = words = 0
    for x in range(image.width()):
        for y in range(image.height()):
            c = image.pixelColor(x, y)
            if c.red() - max(c.green(), c.blue()) > 40:
                if x < icon_end:
                    icon += 1
                else:
                    words += 1
    return icon, words


def test_the_context_menu_has_icons_and_trash_last_in_red(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    menu = right_click(qtbot, bar, bar.row_of(ids["fresh"]))
    items = menu.actions()
    named = [a for a in items if not a.isSeparator()]
    texts = [a.text() for a in named]
    assert texts == ["Rename…", "Pin to top", "Duplicate", "Move to folder", "Move to trash"]
    assert all(not a.icon().isNull() for a in named), [a.text() for a in named if a.icon().isNull()]
    # Move to trash comes last, after a separator, tinted as destructive; nothing else is.
    assert items[-2].isSeparator() and items[-1].text() == "Move to trash"
    icon, words = _red_in(menu, items[-1])
    assert icon > 10 and words > 30, (icon, words)
    assert all(_red_in(menu, a) == (0, 0) for a in named[:-1])
    # The items do what they say (Move to trash too: the sidebar's tests cover it).
    choose(qtbot, menu, "Pin to top")
    qtbot.waitUntil(lambda: bar.model.rows[bar.row_of(ids["fresh"])].pinned, timeout=5000)
    _close(qtbot, controller)


def test_the_folder_submenu_has_icons_too(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    ids = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    menu = right_click(qtbot, bar, bar.row_of(ids["yesterday chat"]))
    choose(qtbot, menu, "Move to folder")
    submenu = next(a.menu() for a in menu.actions() if a.text() == "Move to folder")
    assert [a.text() for a in submenu.actions()] == ["New folder…"]
    assert not submenu.actions()[0].icon().isNull()
    choose(qtbot, submenu, "New folder…")
    type_folder_name(qtbot, bar, "Work")
    qtbot.waitUntil(lambda: bar.folder_of(ids["yesterday chat"]) is not None, timeout=5000)
    _close(qtbot, controller)


def test_a_folder_menu_puts_delete_last_in_red(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.sidebar
    qtbot.waitUntil(lambda: bar.count() == 7, timeout=5000)
    menu = right_click(qtbot, bar, None)  # under the rows
    [item] = menu.actions()
    assert item.text() == "New folder…" and not item.icon().isNull()
    choose(qtbot, menu, "New folder…")
    type_folder_name(qtbot, bar, "Work")
    qtbot.waitUntil(lambda: "Work" in bar.group_labels(), timeout=5000)

    header = next(n for n, row in enumerate(bar.model.rows) if row.text == "Work")
    menu = right_click(qtbot, bar, header, at=0.3)
    items = menu.actions()
    assert [a.text() for a in items if not a.isSeparator()] == [
        "Rename folder…",
        "Delete folder (keeps its conversations)",
    ]
    assert all(not a.icon().isNull() for a in items if not a.isSeparator())
    assert items[-2].isSeparator()
    icon, words = _red_in(menu, items[-1])
    assert icon > 10 and words > 30, (icon, words)
    assert _red_in(menu, items[0]) == (0, 0)
    choose(qtbot, menu, "Delete folder (keeps its conversations)")
    qtbot.waitUntil(lambda: "Work" not in bar.group_labels(), timeout=5000)
    _close(qtbot, controller)
