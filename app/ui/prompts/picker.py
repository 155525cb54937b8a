"""The list a / at the start of the message box opens: the saved prompts, filtered by what is
typed after the slash.

The typing stays in the message box (the slash and the words after it are ordinary text, left
there when the list closes), so the list never takes the focus: it lies over the window just
above the box, and while it shows it takes the box's Up, Down, Page keys, Enter, Tab and Esc.
A click on a row picks it too."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.row_list import ID_ROLE, RowList, paint_backdrop, paint_two_lines

PREVIEW_ROLE = Qt.ItemDataRole.UserRole + 1
MAX_ROWS = 7  # rows shown before the list scrolls
WIDTH = 520
_MOVES = (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp)
_PICKS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab)
_TAKEN = (*_MOVES, *_PICKS, Qt.Key.Key_Escape)
_KEYPAD = Qt.KeyboardModifier.KeypadModifier
_STYLE = """
QFrame#promptPicker {
    background: palette(base); border: 1px solid palette(mid); border-radius: 12px;
}
QListWidget#promptList { background: transparent; border: none; }
QLabel#promptPickerCaption, QLabel#promptPickerHint { padding: 0px 6px; }
"""


class _RowDelegate(QStyledItemDelegate):
    """A prompt on two lines: its title, and the start of its text in the muted colour."""

    def sizeHint(self, option: QStyleOptionViewItem, index: object) -> QSize:
        line = option.fontMetrics.lineSpacing()
        return QSize(option.rect.width(), 2 * line + 12)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: object) -> None:
        title, preview = index.data(), index.data(PREVIEW_ROLE)  # type: ignore[attr-defined]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(option.rect.adjusted(2, 1, -2, -1))
        paint_backdrop(painter, option, box, bar_inset=3, bar_margin=8)
        rect = option.rect.adjusted(14, 6, -10, -6)
        paint_two_lines(painter, option, rect, title, preview, gap=0)
        painter.restore()


class PromptPicker(QFrame):
    """Signals:
    chosen(str): a prompt was picked (its id), with Enter, Tab or a click.
    dismissed(): Esc, or the message box lost the focus; what was typed stays.
    """

    chosen = Signal(str)
    dismissed = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("promptPicker")
        self.setAccessibleName(self.tr("Prompt library"))
        # The window's palette, so both themes draw it; rounded as the message box under it.
        self.setStyleSheet(_STYLE)
        self._editor: QWidget | None = None
        self.caption = QLabel(self.tr("Prompts"), self)
        self.caption.setObjectName("promptPickerCaption")
        self.list = RowList(self, _RowDelegate, MAX_ROWS)
        self.list.setObjectName("promptList")
        self.list.setAccessibleName(self.tr("Prompts"))
        self.list.setAccessibleDescription(
            self.tr("Type after the slash to search; Up and Down move, Enter uses the prompt")
        )
        self.empty = QLabel(self.tr("No prompt matches. Tools ▸ Prompts… adds one."), self)
        self.empty.setObjectName("promptPickerEmpty")
        self.empty.setWordWrap(True)
        self.hint = QLabel(self.tr("↑↓ move · Enter uses · Esc closes"), self)
        self.hint.setObjectName("promptPickerHint")
        for label in (self.caption, self.hint, self.empty):
            label.setProperty("tone", "muted")  # the theme's muted text
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 8, 6, 8)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.list)
        layout.addWidget(self.empty)
        layout.addWidget(self.hint)
        self.list.itemClicked.connect(lambda item: self._pick(item))
        self.list.currentRowChanged.connect(self._announce)
        self.hide()

    # ---- what the presenter uses --------------------------------------------------------

    def attach(self, editor: QWidget) -> None:
        """Take the keys of ``editor`` (the message box) while the list shows."""
        if self._editor is not editor:
            if self._editor is not None:
                self._editor.removeEventFilter(self)
            self._editor = editor
            editor.installEventFilter(self)

    def show_prompts(self, rows: Sequence[tuple[str, str, str]], anchor: QWidget) -> None:
        """``rows``: (id, title, text) in order; the first is highlighted. Shown just above
        ``anchor`` (the message box's frame), as wide as it up to WIDTH."""
        current = self.current_id()
        self.list.clear()
        for prompt_id, title, text in rows:
            preview = " ".join(text.split())
            item = QListWidgetItem(title)
            item.setData(ID_ROLE, prompt_id)
            item.setData(PREVIEW_ROLE, preview)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{title}: {preview[:120]}")
            item.setToolTip(text[:400])
            self.list.addItem(item)
        self.list.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        if rows:
            ids = [r[0] for r in rows]
            self.list.setCurrentRow(ids.index(current) if current in ids else 0)
        self._place(anchor, len(rows))
        was_visible = self.isVisible()
        self.show()
        self.raise_()
        if not was_visible or not rows:
            self._announce(self.list.currentRow())

    def current_id(self) -> str | None:
        return self.list.current_id()

    def close_list(self) -> None:
        self.hide()

    # ---- inside -------------------------------------------------------------------------

    def _place(self, anchor: QWidget, rows: int) -> None:
        host = self.parentWidget()
        line = self.fontMetrics().lineSpacing()
        row_height = 2 * line + 12
        shown = max(1, min(rows, MAX_ROWS))
        chrome = self.caption.sizeHint().height() + self.hint.sizeHint().height() + 28
        body = shown * row_height + 4 if rows else self.empty.sizeHint().height()
        width = min(WIDTH, anchor.width())
        height = chrome + body
        top_left = anchor.mapTo(host, QPoint(0, 0))
        y = max(0, top_left.y() - height - 4)
        self.setGeometry(top_left.x(), y, width, height)

    def _pick(self, item: QListWidgetItem | None) -> None:
        if item is None or item.isHidden():
            return
        self.hide()
        self.chosen.emit(str(item.data(ID_ROLE)))

    def _announce(self, row: int) -> None:
        if not QAccessible.isActive() or self._editor is None:
            return
        # The focus stays in the message box: it says where the highlight is.
        self.list.announce(
            row, self._editor, self.tr("No prompt matches"), self.tr("{0}, {1} of {2}")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self._editor or not self.isVisible():
            return False
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if event.key() in _TAKEN and not event.modifiers() & ~_KEYPAD:
                event.accept()  # Esc is the window's Stop: the list's, while it shows
                return True
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if event.modifiers() & ~_KEYPAD:
                return False
            if self.list.move_by_key(key):
                return True
            if key in _PICKS:
                if self.list.count():
                    self._pick(self.list.currentItem())
                else:
                    self.hide()
                    self.dismissed.emit()
                return True
            if key == Qt.Key.Key_Escape:
                self.hide()
                self.dismissed.emit()
                return True
        elif kind == QEvent.Type.FocusOut:
            self.hide()
            self.dismissed.emit()
        return False
