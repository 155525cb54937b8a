"""The frozen screen: a full-screen, frameless, always-on-top window showing a screen's grab,
dimmed except for the rectangle being dragged (its size in real pixels beside it).

Releasing the mouse takes the rectangle, Enter the whole screen, Esc (or the right button)
cancels."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QRegion,
    QScreen,
)
from PySide6.QtWidgets import QWidget

DIM = QColor(0, 0, 0, 120)
MIN_SIDE = 2  # a click without a drag is not a region


class CaptureOverlay(QWidget):
    """Signals:
    taken(QImage): the region (or the whole screen) in the grab's real pixels.
    cancelled(): Esc, or the right button.
    """

    taken = Signal(QImage)
    cancelled = Signal()

    def __init__(self, screen: QScreen, shot: QPixmap, parent: QWidget | None = None) -> None:
        flags = (
            Qt.WindowType.Window
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint
        )
        super().__init__(parent, flags)
        self.setObjectName("captureOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(self.tr("Capture a region of the screen"))
        self.setAccessibleName(self.tr("Capture a region of the screen"))
        self.setAccessibleDescription(self.hint())
        self.setCursor(Qt.CursorShape.CrossCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.screen_shown = screen
        self._shot = shot
        self._origin: QPoint | None = None
        self.selection = QRect()  # in the widget's (logical) coordinates

    def hint(self) -> str:
        return self.tr("Drag to capture a region. Enter: the whole screen. Esc: cancel.")

    def open_on_screen(self) -> None:
        self.setScreen(self.screen_shown)
        self.setGeometry(self.screen_shown.geometry())
        self.showFullScreen()

    # ---- logical rectangle → the grab's pixels ------------------------------------------

    def _pixels(self, rect: QRect) -> QRect:
        """The grab has the screen's real pixels (device pixel ratio × logical size); the
        widget shows it scaled to its logical size."""
        sx = self._shot.width() / max(1, self.width())
        sy = self._shot.height() / max(1, self.height())
        scaled = QRect(
            round(rect.x() * sx),
            round(rect.y() * sy),
            round(rect.width() * sx),
            round(rect.height() * sy),
        )
        return scaled.intersected(QRect(QPoint(0, 0), self._shot.size()))

    def region_image(self) -> QImage:
        return self._shot.copy(self._pixels(self.selection)).toImage()

    # ---- the person's hand --------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.cancelled.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.taken.emit(self._shot.toImage())
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self.cancelled.emit()
        elif event.button() == Qt.MouseButton.LeftButton:
            self._origin = event.position().toPoint()
            self.selection = QRect()
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._origin is not None:
            self._span(event.position().toPoint())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._origin is None:
            return
        self._span(event.position().toPoint())
        self._origin = None
        if self.selection.width() >= MIN_SIDE and self.selection.height() >= MIN_SIDE:
            self.taken.emit(self.region_image())
        else:
            self.selection = QRect()
            self.update()

    def _span(self, point: QPoint) -> None:
        # From the press to the pointer, as many pixels wide as the pointer moved (QRect's
        # two-corner form would count both edges: one more).
        origin = self._origin
        assert origin is not None
        left, top = min(origin.x(), point.x()), min(origin.y(), point.y())
        size = QSize(abs(point.x() - origin.x()), abs(point.y() - origin.y()))
        self.selection = QRect(QPoint(left, top), size).intersected(self.rect())
        self.update()

    # ---- drawing ------------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.drawPixmap(self.rect(), self._shot)
        outside = QRegion(self.rect())
        if not self.selection.isEmpty():
            outside = outside.subtracted(QRegion(self.selection))
        painter.setClipRegion(outside)
        painter.fillRect(self.rect(), DIM)
        painter.setClipping(False)
        if self.selection.isEmpty():
            # Near the top: the middle of a screen is where the content usually is.
            top = QPoint(self.rect().center().x(), 48)
            self._label(painter, self.hint(), top, centred=True)
        else:
            accent = self.palette().color(QPalette.ColorRole.Highlight)
            painter.setPen(QPen(accent, 1))
            painter.drawRect(self.selection.adjusted(0, 0, -1, -1))
            pixels = self._pixels(self.selection)
            size = f"{pixels.width()} × {pixels.height()}"
            self._label(painter, size, self.selection.bottomRight() + QPoint(6, 6))
        painter.end()

    def _label(self, painter: QPainter, text: str, at: QPoint, *, centred: bool = False) -> None:
        """Light text on a dark rounded box, kept inside the screen."""
        metrics = painter.fontMetrics()
        box = metrics.boundingRect(text).adjusted(-8, -4, 8, 4)
        box.moveTopLeft(at)
        if centred:
            box.moveCenter(at)
        if box.right() > self.width():
            box.moveRight(self.width() - 4)
        if box.bottom() > self.height():
            box.moveBottom(self.height() - 4)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.drawRoundedRect(box, 6, 6)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
