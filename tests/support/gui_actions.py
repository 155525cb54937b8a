"""What a person does with the mouse, for GUI tests: drop files on a widget, click a link
drawn inside a rich-text document at its rectangle."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication


def drag(viewport: Any, mime: QMimeData) -> bool:
    """A real drag-enter then drop on the widget; returns whether the drag was accepted."""
    enter = QDragEnterEvent(
        QPoint(20, 20),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, enter)
    if enter.isAccepted():
        drop = QDropEvent(
            QPointF(20, 20),
            Qt.DropAction.CopyAction,
            mime,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, drop)
    return enter.isAccepted()


def drop_files(viewport: Any, paths: Sequence[Path]) -> bool:
    """Drop local files on a widget, as from a file manager."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return drag(viewport, mime)


def link_rect(view: Any, href: str) -> Any:
    """The rectangle (viewport coordinates) of the first link to ``href`` in a
    QTextBrowser's document, scrolled into view; None if the document has no such link."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QTextCursor

    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().anchorHref() == href:
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position() + fragment.length() // 2)
                view.setTextCursor(cursor)
                view.ensureCursorVisible()
                start = QTextCursor(view.document())
                start.setPosition(fragment.position())
                end = QTextCursor(view.document())
                end.setPosition(fragment.position() + max(1, fragment.length() - 1))
                left, right = view.cursorRect(start), view.cursorRect(end)
                return QRect(left.topLeft(), right.bottomRight()).normalized()
            it += 1
        block = block.next()
    return None


def click_link(qtbot: Any, view: Any, href: str) -> None:
    """Click a link drawn inside a QTextBrowser at its rectangle, as a person would."""
    assert link_rect(view, href) is not None, f"no link to {href} in the document"
    # The widget may still be growing to the height of its text: wait until it shows it.
    found: list[Any] = []

    def shown() -> bool:
        if view.document().size().width() < 50:
            return False  # not laid out at its width yet
        rect = link_rect(view, href)
        found[:] = [rect]
        return rect is not None and view.viewport().rect().contains(rect.center())

    qtbot.waitUntil(shown, timeout=2000)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=found[0].center())


def links(view: Any) -> list[str]:
    """Every link target in a QTextBrowser's document, in document order."""
    found: list[str] = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref() if it.fragment().isValid() else ""
            if href and (not found or found[-1] != href):
                found.append(href)
            it += 1
        block = block.next()
    return found


def activate_window_of(qtbot: Any, widget: Any) -> None:
    """A person clicks in a window the window system has made active. Offscreen, a dialog
    that just closed hands the activation back to its window a moment later, and a menu that
    opened before that arrives is closed by it: wait for the window, as the click would."""
    window = widget.window()
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def choose_from_menu(qtbot: Any, button: Any, text: str) -> None:
    """Open a button's menu with a press and click the item with this text, as a person
    would. The item is clicked from a timer: a menu that runs its own event loop returns from
    the press only once it closes; one that pops up returns at once and shows a moment later.
    Offscreen, a window activation that arrives late (after a dialog closed) closes a menu
    that had just opened; a person whose menu flickered away presses again, and so does this
    (at most three presses)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMenu
    from pytestqt.exceptions import TimeoutError as QtTimeoutError

    clicked: list[str] = []
    offered: list[list[str]] = []

    def pick() -> None:
        if clicked or offered or not polling:
            return
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu) or not menu.isVisible():
            QTimer.singleShot(20, pick)
            return
        for action in menu.actions():
            if action.text() == text:
                rect = menu.actionGeometry(action)
                qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=rect.center())
                clicked.append(text)
                return
        offered.append([a.text() for a in menu.actions()])
        menu.close()

    polling: list[bool] = []
    for _press in range(3):
        activate_window_of(qtbot, button)
        polling[:] = [True]
        QTimer.singleShot(20, pick)
        # The release after the press belongs to the menu, so none is sent to the button.
        qtbot.mousePress(button, Qt.MouseButton.LeftButton)
        try:
            qtbot.waitUntil(lambda: bool(clicked or offered), timeout=3000)
            break
        except QtTimeoutError:
            polling.clear()  # no menu came, or it closed before its item could be clicked
            late = QApplication.activePopupWidget()
            if late is not None:  # it came after all: away with it, as a click outside does
                late.close()
    assert clicked, f"no menu item {text!r} among {offered}"


def click_message_action(qtbot: Any, view: Any, message_id: int, action_id: str) -> None:
    """Press a message's action as a person would: its button, or the item in its More
    menu. The message is scrolled into view and hovered first."""
    from app.services.message_actions import BY_ID

    widget = view.widget_of(message_id)
    assert widget is not None, f"message {message_id} is not shown"
    view.ensureWidgetVisible(widget)
    assert widget.bar is not None, "the message has no actions (still streaming?)"
    from PySide6.QtWidgets import QToolButton

    button = widget.bar.findChild(QToolButton, f"action_{action_id}")
    if button is not None:
        assert button.isEnabled(), f"{action_id} is disabled"
        qtbot.mouseMove(widget)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    more = widget.bar.findChild(QToolButton, "action_more")
    assert more is not None, f"message {message_id} has no {action_id} action"
    choose_from_menu(qtbot, more, BY_ID[action_id].title(widget.message))


def choose_from_menu_bar(qtbot: Any, window: Any, menu: str, item: str) -> None:
    """Click a menu's title in the window's menu bar, then the item, as a person would."""
    from PySide6.QtWidgets import QMenu

    bar = window.menuBar()
    title = next((a for a in bar.actions() if a.text().replace("&", "") == menu), None)
    assert title is not None, f"no menu {menu!r} in the menu bar"
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=3000)
    popup = QApplication.activePopupWidget()
    action = next((a for a in popup.actions() if a.text().replace("&", "") == item), None)
    assert action is not None, f"no item {item!r} in {menu!r}"
    rect = popup.actionGeometry(action)
    qtbot.mouseClick(popup, Qt.MouseButton.LeftButton, pos=rect.center())
