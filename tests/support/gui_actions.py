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
        QPoint(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    QApplication.sendEvent(viewport, enter)
    if enter.isAccepted():
        drop = QDropEvent(
            QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )  # fmt: skip
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
    rect = link_rect(view, href)
    assert rect is not None, f"no link to {href} in the document"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


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
