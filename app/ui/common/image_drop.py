"""Images dropped on a widget that is not the composer (the transcript, a compare column)
are attached all the same: an event filter that accepts image drags and hands over what
was dropped."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QWidget

from app.ui.common.attachment_mime import images_in_mime, mime_has_images


class ImageDropTarget(QObject):
    """Signals:
    dropped(object): images were dropped on the watched widget (a MimeImages).
    """

    dropped = Signal(object)

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, (QDragEnterEvent, QDragMoveEvent))
            if mime_has_images(event.mimeData()):
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            media = images_in_mime(event.mimeData())
            if media:
                event.acceptProposedAction()
                self.dropped.emit(media)
            else:
                event.ignore()
            return True
        return False  # QObject's own filters nothing
