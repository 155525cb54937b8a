"""The sidebar's list: a model over a plain Python list of rows (filling 10,000
conversations creates no item objects), the delegate that paints them, and the view that
takes drops.

Every row is painted here and its text elided with "…" to the row's width; the rows never
ask for more width than the view has, so a long title never brings a horizontal scroll bar.
Group headers are rows that are neither selectable nor enabled, so keyboard navigation
skips them. While searching, each row shows the title and, under it, the matching snippet as
plain text with the match in bold, on whole lines: the row is as tall as the lines it shows,
and a longer snippet ends in "…" at the end of its last line.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QPainter,
    QPalette,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyledItemDelegate,
    QWidget,
)

from app.ui.common.icons import icon
from app.ui.sidebar.rows import Row
from app.ui.sidebar.snippets import marked_html, plain_snippet, unmarked

if TYPE_CHECKING:
    # QStyle's enums cost ~4 ms to create; rows are painted after the window's first paint.
    from PySide6.QtWidgets import QStyleOptionViewItem

ID_ROLE = Qt.ItemDataRole.UserRole
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 2
FOLDER_ROLE = Qt.ItemDataRole.UserRole + 3
MIME_CONVERSATION = "application/x-cometdesk-conversation"

_Index = QModelIndex | QPersistentModelIndex


ICON_ROLE = Qt.ItemDataRole.UserRole + 4
ICON = 14  # pixels: a row's icon, before its title
ICON_ROOM = ICON + 6
COLUMN_INDENT = ICON_ROOM  # a compare's columns sit under its entry's title
SNIPPET_LINES = 2  # of a search result's snippet, under its title
SNIPPET_SCALE = 0.9  # of the list's font
PADDING = 5  # above and below a row's text

_plain = lru_cache(maxsize=256)(plain_snippet)  # rows are painted again on every hover


def icon_name(row: Row) -> str | None:
    """The Lucide icon before a row's title: a folder, a pinned entry, a compare."""
    if row.kind == "folder":
        return "folder"
    if row.pinned and row.is_entry and row.kind != "column":
        return "pin"
    return "columns-3" if row.kind == "compare" else None


def said(row: Row) -> str:
    """What a screen reader says for a row: what its icon shows, in words."""
    text = row.accessible or row.text
    if row.kind == "folder":
        return QCoreApplication.translate("ConversationSidebar", "Folder: {0}").format(text)
    if icon_name(row) == "pin":
        return QCoreApplication.translate("ConversationSidebar", "Pinned: {0}").format(text)
    return text


class ConversationModel(QAbstractListModel):
    """Signals: renamed(int, str): an entry's title was edited in place (a compare's: its
    first column's id; whoever stores it renames the whole compare)."""

    renamed = Signal(int, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []

    def set_rows(self, rows: list[Row]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.EditRole:
            return row.text  # the title alone, without its marks
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == ICON_ROLE:
            return icon_name(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tooltip or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return said(row)
        if role == ID_ROLE:
            return row.conversation_id
        if role == KIND_ROLE:
            return row.kind
        if role == SNIPPET_ROLE:
            return _plain(row.snippet) if row.snippet else ""
        if role == Qt.ItemDataRole.AccessibleDescriptionRole and row.snippet:
            return unmarked(_plain(row.snippet))  # what a screen reader says after the title
        if role == FOLDER_ROLE:
            return row.folder_id
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        row = self.rows[index.row()]
        if row.kind in ("header", "folder"):
            return Qt.ItemFlag.NoItemFlags  # headers: not selectable, skipped by the keyboard
        flags = (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )
        # A column is renamed with its compare (on the compare's entry).
        return flags if row.kind == "column" else flags | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """An inline rename: shown at once, stored by whoever listens to ``renamed``."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row = self.rows[index.row()]
        title = " ".join(str(value).split())
        if row.conversation_id is None or not row.is_entry or not title or title == row.text:
            return False
        tooltip = title if row.kind == "conversation" else row.tooltip
        self.rows[index.row()] = row._replace(text=title, tooltip=tooltip)
        self.dataChanged.emit(index, index)
        self.renamed.emit(row.conversation_id, title)
        return True

    def mimeTypes(self) -> list[str]:
        return [MIME_CONVERSATION]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        ids = [str(i.data(ID_ROLE)) for i in indexes if i.data(ID_ROLE) is not None]
        mime.setData(MIME_CONVERSATION, ",".join(ids).encode("ascii"))
        return mime

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.MoveAction


class RowDelegate(QStyledItemDelegate):
    """Group headers small and muted, a compare's columns indented and muted, search results
    as title + highlighted snippet; every title elided to the row's width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.searching = False

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        height = option.fontMetrics.height()
        if self.searching:  # a bold title, then the snippet's lines in a smaller font
            title = QFontMetrics(self.text_font(option, index) or option.font).height()
            height = title + SNIPPET_LINES * snippet_line_height(option.font)
        # No width of its own: a list view in one column gives each row the viewport's
        # width, so the content is never wider than the view (no horizontal scroll bar).
        return QSize(1, height + 2 * PADDING)

    def text_rect(self, option: QStyleOptionViewItem, index: _Index) -> QRect:
        indent = COLUMN_INDENT if index.data(KIND_ROLE) == "column" else 0
        indent += ICON_ROOM if index.data(ICON_ROLE) else 0
        return option.rect.adjusted(6 + indent, 0, -6, 0)

    def _draw_icon(
        self, painter: QPainter, option: QStyleOptionViewItem, index: _Index, colour: QColor
    ) -> None:
        name = index.data(ICON_ROLE)
        if name:
            top = option.rect.top() + (option.fontMetrics.height() + 2 * PADDING - ICON) // 2
            pixmap = icon(name, colour.name(), sizes=(ICON,)).pixmap(ICON)
            painter.drawPixmap(option.rect.left() + 6, top, pixmap)

    def text_font(self, option: QStyleOptionViewItem, index: _Index) -> QFont | None:
        """The font of a row's title; None: the view's own."""
        kind = index.data(KIND_ROLE)
        if kind not in ("header", "folder") and not self.searching:
            return None
        font = QFont(option.font)
        font.setBold(True)
        if kind == "header":
            font.setPointSizeF(font.pointSizeF() * 0.9)
        return font

    def text_for(self, option: QStyleOptionViewItem, index: _Index) -> str:
        """The title exactly as painted: elided with "…" to fit the row."""
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        font = self.text_font(option, index)
        metrics = option.fontMetrics if font is None else QFontMetrics(font)
        width = self.text_rect(option, index).width()
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(width, 0))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        kind = index.data(KIND_ROLE)
        painter.save()
        try:
            if kind in ("header", "folder"):
                role = (
                    QPalette.ColorRole.Text
                    if kind == "folder"
                    else QPalette.ColorRole.PlaceholderText
                )
                self._draw_icon(painter, option, index, option.palette.color(role))
                self._draw_text(painter, option, index, option.palette.color(role))
                return
            selected = self._paint_background(painter, option, index)
            if selected:
                colour = option.palette.color(QPalette.ColorRole.HighlightedText)
            elif kind == "column":
                colour = option.palette.color(QPalette.ColorRole.PlaceholderText)
            else:
                colour = option.palette.color(QPalette.ColorRole.Text)
            self._draw_icon(painter, option, index, colour)
            if self.searching:
                self._paint_result(painter, option, index, colour.name())
            else:
                self._draw_text(painter, option, index, colour)
        finally:
            painter.restore()

    def _paint_background(
        self, painter: QPainter, option: QStyleOptionViewItem, index: _Index
    ) -> bool:
        """Selection, hover and focus as the style draws them; True if selected."""
        from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        return bool(opt.state & QStyle.StateFlag.State_Selected)

    def _draw_text(
        self, painter: QPainter, option: QStyleOptionViewItem, index: _Index, colour: QColor
    ) -> None:
        painter.setFont(self.text_font(option, index) or option.font)
        painter.setPen(colour)
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(self.text_rect(option, index), align, self.text_for(option, index))

    def _paint_result(
        self, painter: QPainter, option: QStyleOptionViewItem, index: _Index, colour: str
    ) -> None:
        """The title on its line, and the snippet under it on whole lines."""
        font = self.text_font(option, index) or option.font
        rect = self.text_rect(option, index).adjusted(0, PADDING, 0, -PADDING)
        title = QRect(rect.left(), rect.top(), rect.width(), QFontMetrics(font).height())
        painter.setFont(font)
        painter.setPen(QColor(colour))
        align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
        painter.drawText(title, align, self.text_for(option, index))
        doc = self.snippet_document(option, index, colour)
        painter.translate(rect.left(), title.bottom() + 1)
        doc.documentLayout().draw(painter, QAbstractTextDocumentLayout.PaintContext())

    def snippet_document(
        self, option: QStyleOptionViewItem, index: _Index, colour: str = ""
    ) -> QTextDocument:
        """The snippet as painted: at most SNIPPET_LINES lines of the row's width, cut
        after the last word that fits with "…"."""
        text = str(index.data(SNIPPET_ROLE) or "")
        width = self.text_rect(option, index).width()
        font = snippet_font(option.font)
        visible = fitting(text, font.toString(), max(width, 1), SNIPPET_LINES)
        return _document(marked_html(text, visible), font, width, colour)


def snippet_font(font: QFont) -> QFont:
    small = QFont(font)
    if font.pointSizeF() > 0:
        small.setPointSizeF(font.pointSizeF() * SNIPPET_SCALE)
    else:
        small.setPixelSize(max(1, round(font.pixelSize() * SNIPPET_SCALE)))
    return small


def snippet_line_height(font: QFont) -> int:
    """The height a snippet's line takes in its document (one line laid out)."""
    return _line_height(snippet_font(font).toString())


@lru_cache(maxsize=16)
def _line_height(font: str) -> int:
    doc = _document("Xg", _font(font), 1000, "")
    return int(doc.size().height())


def _font(description: str) -> QFont:
    font = QFont()
    font.fromString(description)
    return font


def _document(body: str, font: QFont, width: int, colour: str) -> QTextDocument:
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    style = f' style="color:{colour}"' if colour else ""
    doc.setHtml(f"<span{style}>{body}</span>")
    doc.setTextWidth(width)
    return doc


@lru_cache(maxsize=512)
def fitting(text: str, font: str, width: int, lines: int) -> int | None:
    """How many characters of a marked snippet fit on ``lines`` lines of ``width`` with
    "…" after them; None: all of it fits."""
    doc = _document(marked_html(text), _font(font), width, "")

    def count() -> int:
        doc.size()  # lays the text out
        return doc.firstBlock().layout().lineCount()

    if count() <= lines:
        return None
    layout = doc.firstBlock().layout()
    last = layout.lineAt(lines - 1)
    visible = last.textStart() + last.textLength()
    shown = unmarked(text)
    while visible > 0:
        space = shown.rfind(" ", 0, visible)
        visible = space if space > 0 else visible - 1  # back to the end of a word
        doc.setHtml(f"<span>{marked_html(text, visible)}</span>")
        if count() <= lines:
            return visible
    return 0


class ConversationView(QListView):
    """The list itself. Conversations dragged onto a folder (its header or a conversation in
    it) are filed there; dropped on a date group they leave their folder.

    Signals: dropped(list, object): conversation ids dropped, on a folder (id) or none.
    """

    dropped = Signal(list, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        # Titles elide instead; nothing here is wider than the list.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(MIME_CONVERSATION):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(MIME_CONVERSATION):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        raw = bytes(event.mimeData().data(MIME_CONVERSATION).data()).decode("ascii", "replace")
        ids = [int(part) for part in raw.split(",") if part.isdigit()]
        index = self.indexAt(event.position().toPoint())
        if not ids or not index.isValid():
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)  # the model itself never moves rows
        event.accept()
        self.dropped.emit(ids, self.folder_at(index.row()))

    def folder_at(self, row: int) -> int | None:
        """The folder a row belongs to: a folder header's own, a filed conversation's."""
        folder = self.model().index(row, 0).data(FOLDER_ROLE)
        return None if folder is None else int(folder)
