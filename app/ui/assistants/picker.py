"""The list "New chat with an assistant…" opens: the assistants, each with its glyph, name
and description, under a search field. Type to filter, Up and Down (Page Up, Page Down) to
move while the typing stays in the field, Enter or a click to start the chat, Esc to close.
"Manage assistants…" at its foot opens the manager."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import themed_icon
from app.ui.common.row_list import ID_ROLE, RowList, paint_backdrop, paint_two_lines

DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 1
GLYPH_ROLE = Qt.ItemDataRole.UserRole + 2
MAX_ROWS = 6  # rows shown before the list scrolls
WIDTH = 420
GLYPH = 20  # px: the glyph, in a rounded tile of GLYPH + 2 * TILE_PAD
TILE_PAD = 8
RADIUS = 12
_STYLE = """
QListWidget#assistantList { background: transparent; border: none; }
QLineEdit#assistantSearch {
    border: 1px solid palette(mid); border-radius: 8px; padding: 5px 8px;
}
QLabel#assistantPickerCaption, QLabel#assistantPickerHint { padding: 0px 4px; }
"""


class _RowDelegate(QStyledItemDelegate):
    """An assistant on two lines beside its glyph: its name, and its description muted."""

    def sizeHint(self, option: QStyleOptionViewItem, index: object) -> QSize:
        return QSize(option.rect.width(), _row_height(option.fontMetrics))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: object) -> None:
        name = index.data()  # type: ignore[attr-defined]
        description = index.data(DESCRIPTION_ROLE) or ""  # type: ignore[attr-defined]
        glyph = index.data(GLYPH_ROLE) or "bot"  # type: ignore[attr-defined]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(option.rect.adjusted(2, 1, -2, -1))
        paint_backdrop(painter, option, box, bar_inset=2, bar_margin=10)
        # The glyph in a soft tile of the accent, so each row reads at a glance.
        side = GLYPH + 2 * TILE_PAD
        tile = QRectF(box.left() + 8, box.center().y() - side / 2, side, side)
        tile_colour = QColor(option.palette.highlight().color())
        tile_colour.setAlpha(34)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tile_colour)
        painter.drawRoundedRect(tile, 8, 8)
        widget = option.widget  # type: ignore[attr-defined]
        icon = themed_icon(glyph, widget, QPalette.ColorRole.Highlight, (GLYPH,))
        icon.paint(painter, tile.adjusted(TILE_PAD, TILE_PAD, -TILE_PAD, -TILE_PAD).toRect())
        left = int(tile.right()) + 12
        rect = QRect(left, option.rect.top() + 8, option.rect.right() - left - 10, 0)
        paint_two_lines(painter, option, rect, name, description, gap=1)
        painter.restore()


def _row_height(metrics: QFontMetrics) -> int:
    return max(2 * metrics.lineSpacing() + 17, GLYPH + 2 * TILE_PAD + 10)


class AssistantPicker(QFrame):
    """Signals:
    chosen(str): an assistant was picked (its id), with Enter or a click.
    manageRequested(): "Manage assistants…".
    """

    chosen = Signal(str)
    manageRequested = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("assistantPicker")
        self.setAccessibleName(self.tr("Start a chat with an assistant"))
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)  # the rounded corners
        self.setStyleSheet(_STYLE)
        self.caption = QLabel(self.tr("New chat with an assistant"), self)
        self.caption.setObjectName("assistantPickerCaption")
        self.search = QLineEdit(self)
        self.search.setObjectName("assistantSearch")
        self.search.setAccessibleName(self.tr("Search assistants"))
        self.search.setPlaceholderText(self.tr("Search assistants…"))
        self.search.setClearButtonEnabled(True)
        self.list = RowList(self, _RowDelegate, MAX_ROWS)
        self.list.setObjectName("assistantList")
        self.list.setAccessibleName(self.tr("Assistants"))
        self.list.setAccessibleDescription(
            self.tr("Type to search; Up and Down move, Enter starts a chat with the assistant")
        )
        self.empty = QLabel(self.tr("No assistant matches."), self)
        self.empty.setObjectName("assistantPickerEmpty")
        self.empty.setWordWrap(True)
        self.hint = QLabel(self.tr("↑↓ move · Enter starts · Esc closes"), self)
        self.hint.setObjectName("assistantPickerHint")
        self.manage_button = QPushButton(self.tr("&Manage assistants…"), self)
        self.manage_button.setObjectName("assistantManageButton")
        self.manage_button.setFlat(True)
        self.manage_button.setCursor(Qt.CursorShape.PointingHandCursor)
        for label in (self.caption, self.hint, self.empty):
            label.setProperty("tone", "muted")
        foot = QHBoxLayout()
        foot.setContentsMargins(0, 0, 0, 0)
        foot.addWidget(self.hint, 1)
        foot.addWidget(self.manage_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 8)
        layout.setSpacing(6)
        layout.addWidget(self.caption)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        layout.addLayout(foot)
        self._rows: list[tuple[str, str, str, str]] = []
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.itemClicked.connect(self._pick)
        self.list.currentRowChanged.connect(self._announce)
        self.manage_button.clicked.connect(self._manage)

    # ---- what the presenter uses --------------------------------------------------------

    def open_at(self, anchor: QWidget, rows: Sequence[tuple[str, str, str, str]]) -> None:
        """``rows``: (id, name, description, glyph) in order. Opens under ``anchor`` (the
        sidebar's button, or the window for the menu), the search field focused."""
        self._rows = list(rows)
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self._fill(self._rows)
        self._place(anchor)
        self.show()
        self.raise_()
        self.activateWindow()
        self.search.setFocus()

    def current_id(self) -> str | None:
        return self.list.current_id()

    def names(self) -> list[str]:
        """The names listed now, in order (what a person sees)."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    # ---- inside -------------------------------------------------------------------------

    def _fill(self, rows: Sequence[tuple[str, str, str, str]]) -> None:
        self.list.clear()
        for assistant_id, name, description, glyph in rows:
            item = QListWidgetItem(name)
            item.setData(ID_ROLE, assistant_id)
            item.setData(DESCRIPTION_ROLE, description)
            item.setData(GLYPH_ROLE, glyph)
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                f"{name}: {description}" if description else name,
            )
            item.setToolTip(description)
            self.list.addItem(item)
        self.list.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        if rows:
            self.list.setCurrentRow(0)
        shown = max(1, min(len(rows), MAX_ROWS))
        height = shown * _row_height(self.list.fontMetrics()) + 4
        self.list.setFixedHeight(height)
        self.adjustSize()

    def _filter(self, text: str) -> None:
        words = text.casefold().split()
        found = [
            row for row in self._rows if all(w in f"{row[1]}\n{row[2]}".casefold() for w in words)
        ]
        first = text.strip().casefold()
        found.sort(key=lambda row: not row[1].casefold().startswith(first))
        self._fill(found)

    def _place(self, anchor: QWidget) -> None:
        self.setFixedWidth(max(WIDTH, min(anchor.width(), 520)))
        self.adjustSize()
        if anchor.isWindow():
            # From the menu: centred near the top of the window, as a command palette.
            centre = anchor.mapToGlobal(QPoint(anchor.width() // 2, 0))
            self.move(centre.x() - self.width() // 2, centre.y() + 60)
        else:
            corner = anchor.mapToGlobal(QPoint(0, anchor.height() + 4))
            self.move(corner)

    def _pick(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        assistant_id = str(item.data(ID_ROLE))
        self.close()
        self.chosen.emit(assistant_id)

    def _manage(self) -> None:
        self.close()
        self.manageRequested.emit()

    def _announce(self, row: int) -> None:
        if not QAccessible.isActive() or not self.isVisible():
            return
        # The focus stays in the search field: it says where the highlight is.
        self.list.announce(
            row, self.search, self.tr("No assistant matches"), self.tr("{0}, {1} of {2}")
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        # A window of its own with see-through corners: the rounded card is drawn here, as
        # the prompt list over the message box looks.
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(palette.base())
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.search
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            key = event.key()
            if self.list.move_by_key(key):
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._pick(self.list.currentItem())
                return True
            if key == Qt.Key.Key_Escape:
                self.close()
                return True
        return super().eventFilter(watched, event)
