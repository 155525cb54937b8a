"""The list a picker shows under what is being typed (the prompt list over the message box,
the assistant list under its search field): the typing stays where it is, so the list never
takes the focus, follows Up, Down and the Page keys handed to it, and says where its
highlight is. Its rows are drawn as two lines, a bold name over a muted one."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
)
from PySide6.QtWidgets import (
    QFrame,
    QListWidget,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

ID_ROLE = Qt.ItemDataRole.UserRole


class RowList(QListWidget):
    def __init__(self, parent: QWidget, delegate: type[QStyledItemDelegate], page: int) -> None:
        """``delegate`` draws the rows; ``page``: the rows Page Up and Page Down move by."""
        super().__init__(parent)
        self._moves = {
            Qt.Key.Key_Down: 1,
            Qt.Key.Key_Up: -1,
            Qt.Key.Key_PageDown: page,
            Qt.Key.Key_PageUp: -page,
        }
        # The typing stays in the field: a click on a row must not take the focus.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)  # the row under the pointer is tinted
        self.setItemDelegate(delegate(self))
        self.setUniformItemSizes(True)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)

    def current_id(self) -> str | None:
        item = self.currentItem()
        return None if item is None else str(item.data(ID_ROLE))

    def move_by_key(self, key: int) -> bool:
        """Move the highlight for Up, Down, Page Up or Page Down (True: it was one)."""
        step = self._moves.get(key)  # type: ignore[call-overload]
        if step is None:
            return False
        count = self.count()
        if count:
            self.setCurrentRow(max(0, min(count - 1, self.currentRow() + step)))
            self.scrollToItem(self.currentItem())
        return True

    def announce(self, row: int, focus: QWidget, nothing: str, position: str) -> None:
        """Say through ``focus`` (which keeps the focus) where the highlight is: ``position``
        ("{0}, {1} of {2}": the row's text, its place, the count), or ``nothing``."""
        item = self.item(row) if row >= 0 else None
        text = nothing if item is None else position.format(item.text(), row + 1, self.count())
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(focus, text))


def paint_backdrop(
    painter: QPainter, option: QStyleOptionViewItem, box: QRectF, bar_inset: int, bar_margin: int
) -> None:
    """The row's tint when highlighted or under the pointer, and on the highlighted one the
    bar on the left that says which one Enter takes."""
    selected = bool(option.state & QStyle.StateFlag.State_Selected)
    hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
    accent = QColor(option.palette.highlight().color())
    if selected or hovered:
        # A tint of the accent rather than the solid selection: the rows stay readable in
        # both themes.
        tint = QColor(accent)
        tint.setAlpha(56 if selected else 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRoundedRect(box, 8, 8)
    if selected:
        painter.setBrush(accent)
        bar = QRectF(
            box.left() + bar_inset, box.top() + bar_margin, 3, box.height() - 2 * bar_margin
        )
        painter.drawRoundedRect(bar, 1.5, 1.5)


def paint_two_lines(
    painter: QPainter, option: QStyleOptionViewItem, rect: QRect, name: str, more: str, gap: int
) -> None:
    """``name`` in bold from ``rect``'s top left, ``more`` muted ``gap`` px under it, each
    cut with … to ``rect``'s width."""
    line = option.fontMetrics.lineSpacing()
    bold = QFont(option.font)
    bold.setWeight(QFont.Weight.DemiBold)
    painter.setFont(bold)
    painter.setPen(option.palette.text().color())
    top = QRect(rect.left(), rect.top(), rect.width(), line)
    shown = QFontMetrics(bold).elidedText(name, Qt.TextElideMode.ElideRight, top.width())
    painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
    painter.setFont(option.font)
    painter.setPen(option.palette.placeholderText().color())
    below = QRect(rect.left(), rect.top() + line + gap, rect.width(), line)
    shown = option.fontMetrics.elidedText(more, Qt.TextElideMode.ElideRight, below.width())
    painter.drawText(below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shown)
