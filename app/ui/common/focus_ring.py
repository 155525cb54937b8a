"""The focus ring drawn over a control that cannot draw its own (see
app.ui.common.focus.needs_overlay): a message's text, whose border would move its text."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QScrollArea, QWidget

from app.ui.common.focus import ring_colour


class FocusRing(QWidget):
    """The focus ring, drawn over a widget that cannot draw its own (see needs_overlay): a
    child of the scroll area's content around it (so the ring scrolls with it and may reach
    outside it), following it as the layout moves it, ignoring the mouse."""

    WIDTH = 2
    GAP = 1  # between the ring and the text
    RADIUS = 6

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._target: QWidget | None = None
        self._watched: list[QWidget] = []
        self.hide()

    @property
    def target(self) -> QWidget | None:
        return self._target

    def follow(self, target: QWidget | None) -> None:
        """Ring ``target`` (None: nothing)."""
        for widget in self._watched:
            if shiboken6.isValid(widget):  # a message removed while it had the focus
                widget.removeEventFilter(self)
        self._watched = []
        self._target = target
        if target is None:
            self.hide()
            return
        host = _ring_host(target)
        if self.parentWidget() is not host:
            self.setParent(host)
        widget: QWidget | None = target
        while widget is not None and widget is not host:
            widget.installEventFilter(self)
            self._watched.append(widget)
            widget = widget.parentWidget()
        self._place()

    def _place(self) -> None:
        target, host = self._target, self.parentWidget()
        if target is None or host is None or not target.isVisible():
            self.hide()
            return
        edge = self.WIDTH + self.GAP
        corner = target.mapTo(host, target.rect().topLeft())
        self.setGeometry(target.rect().translated(corner).adjusted(-edge, -edge, edge, edge))
        self.show()
        self.raise_()
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self._place()
        elif event.type() == QEvent.Type.FocusOut and watched is self._target:
            self.follow(None)
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(ring_colour(self)), self.WIDTH)
        painter.setPen(pen)
        half = self.WIDTH / 2
        box = QRectF(self.rect()).adjusted(half, half, -half, -half)
        painter.drawRoundedRect(box, self.RADIUS, self.RADIUS)
        painter.end()


def _ring_host(target: QWidget) -> QWidget:
    """The content of the nearest scroll area around ``target``, or its window."""
    widget = target.parentWidget()
    while widget is not None:
        viewport = widget.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea) and area.widget() is widget:
            return widget
        widget = viewport
    return target.window()
