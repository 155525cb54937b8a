"""The left column: new chat, search, and the conversations grouped by folder and by date
(Pinned, Today, Yesterday, Previous 7 days, Previous 30 days, then by month).

A QListView over a plain Python list of rows: filling 10,000 conversations creates no item
objects, and only the visible rows are ever painted. Group headers are rows that are neither
selectable nor enabled, so keyboard navigation skips them. While searching, each row shows
the conversation's title and the matching snippet, highlighted.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta
from datetime import time as dtime

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QDate,
    QLocale,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QShortcut,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListView,
    QMenu,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from app.domain import Conversation, Folder

ID_ROLE = Qt.ItemDataRole.UserRole
KIND_ROLE = Qt.ItemDataRole.UserRole + 1
SNIPPET_ROLE = Qt.ItemDataRole.UserRole + 2
FOLDER_ROLE = Qt.ItemDataRole.UserRole + 3
MIME_CONVERSATION = "application/x-cometdesk-conversation"

_Index = QModelIndex | QPersistentModelIndex


def date_group(day: date, today: date, locale: QLocale | None = None) -> str:
    """The sidebar group a conversation last active on ``day`` belongs to."""
    age = (today - day).days
    if age <= 0:
        return QCoreApplication.translate("ConversationSidebar", "Today")
    if age == 1:
        return QCoreApplication.translate("ConversationSidebar", "Yesterday")
    if age < 7:
        return QCoreApplication.translate("ConversationSidebar", "Previous 7 days")
    if age < 30:
        return QCoreApplication.translate("ConversationSidebar", "Previous 30 days")
    qdate = QDate(day.year, day.month, 1)
    return (locale or QLocale()).toString(qdate, "MMMM yyyy")


def _group_start(day: date, today: date) -> float:
    """The timestamp at which the date group of ``day`` begins (local midnight)."""
    age = (today - day).days
    if age <= 0:
        first = today
    elif age == 1:
        first = today - timedelta(days=1)
    elif age < 7:
        first = today - timedelta(days=6)
    elif age < 30:
        first = today - timedelta(days=29)
    else:
        first = day.replace(day=1)
    return datetime.combine(first, dtime()).timestamp()


@dataclass(frozen=True, slots=True)
class Row:
    kind: str  # "header", "folder" (a folder's header) or "conversation"
    text: str
    conversation_id: int | None = None
    folder_id: int | None = None  # the folder a header names, or a conversation sits in
    pinned: bool = False
    snippet: str = ""  # highlighted HTML, while searching
    tooltip: str = ""


def build_rows(
    conversations: Sequence[Conversation],
    folders: Sequence[Folder],
    today: date,
    locale: QLocale | None = None,
) -> list[Row]:
    """Pinned first, then each folder with its conversations, then the rest by date.
    ``conversations`` come newest first, as the repository lists them."""
    pinned: list[Row] = []
    filed: dict[int, list[Row]] = {f.id: [] for f in folders}
    dated: list[Row] = []
    last_group = ""
    group_start = float("inf")  # the newest groups first: a group ends where the next starts
    for conv in conversations:
        title = conv.title or QCoreApplication.translate("ConversationSidebar", "Untitled")
        # A row's folder_id is the folder group it is shown in (drops there file into it).
        group_folder = None if conv.pinned or conv.folder_id not in filed else conv.folder_id
        row = Row("conversation", title, conv.id, group_folder, conv.pinned, tooltip=conv.title)
        if conv.pinned:
            pinned.append(row)
        elif group_folder is not None:
            filed[group_folder].append(row)
        else:
            if conv.updated_at < group_start:  # only at a group boundary: cheap for 10,000
                day = datetime.fromtimestamp(conv.updated_at).date()
                group = date_group(day, today, locale)
                group_start = _group_start(day, today)
                if group != last_group:
                    dated.append(Row("header", group))
                    last_group = group
            dated.append(row)
    rows: list[Row] = []
    if pinned:
        rows.append(Row("header", QCoreApplication.translate("ConversationSidebar", "Pinned")))
        rows.extend(pinned)
    for folder in folders:
        rows.append(Row("folder", folder.name, folder_id=folder.id, tooltip=folder.name))
        rows.extend(filed[folder.id])
    rows.extend(dated)
    return rows


class ConversationModel(QAbstractListModel):
    """Signals: renamed(int, str): a conversation's title was edited in place."""

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
            return row.tooltip or row.text  # the title alone, without the pin
        if role == Qt.ItemDataRole.DisplayRole:
            if row.kind == "folder":
                return "📁 " + row.text
            return ("📌 " if row.pinned else "") + row.text
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.tooltip or None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return row.text
        if role == ID_ROLE:
            return row.conversation_id
        if role == KIND_ROLE:
            return row.kind
        if role == SNIPPET_ROLE:
            return row.snippet
        if role == FOLDER_ROLE:
            return row.folder_id
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if self.rows[index.row()].kind != "conversation":
            return Qt.ItemFlag.NoItemFlags  # headers: not selectable, skipped by the keyboard
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsDragEnabled
            | Qt.ItemFlag.ItemIsEditable
        )

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """An inline rename: shown at once, stored by whoever listens to ``renamed``."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        row = self.rows[index.row()]
        title = " ".join(str(value).split())
        if row.conversation_id is None or not title or title == (row.tooltip or row.text):
            return False
        self.rows[index.row()] = replace(row, text=title, tooltip=title)
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
    """Group headers small and muted; search results as title + highlighted snippet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.searching = False

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        base = super().sizeHint(option, index)
        lines = 2 if self.searching else 1
        return QSize(base.width(), option.fontMetrics.height() * lines + 10)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        kind = index.data(KIND_ROLE)
        if kind == "conversation" and not self.searching:
            super().paint(painter, option, index)
            return
        painter.save()
        try:
            if kind != "conversation":
                self._paint_header(painter, option, index, folder=kind == "folder")
            else:
                self._paint_result(painter, option, index)
        finally:
            painter.restore()

    def _paint_header(
        self, painter: QPainter, option: QStyleOptionViewItem, index: _Index, *, folder: bool
    ) -> None:
        font = option.font
        font.setBold(True)
        if not folder:
            font.setPointSizeF(font.pointSizeF() * 0.9)
        painter.setFont(font)
        role = QPalette.ColorRole.Text if folder else QPalette.ColorRole.PlaceholderText
        painter.setPen(option.palette.color(role))
        rect = option.rect.adjusted(6, 0, -4, 0)
        text = option.fontMetrics.elidedText(
            str(index.data(Qt.ItemDataRole.DisplayRole)), Qt.TextElideMode.ElideRight, rect.width()
        )
        painter.drawText(rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)

    def _paint_result(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        colour = option.palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        title = html.escape(str(index.data(Qt.ItemDataRole.DisplayRole)))
        snippet = str(index.data(SNIPPET_ROLE) or "")
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setDocumentMargin(2)
        doc.setHtml(
            f'<div style="color:{colour.name()}"><b>{title}</b><br>'
            f'<span style="font-size:small">{snippet}</span></div>'
        )
        rect: QRect = option.rect.adjusted(4, 2, -4, -2)
        doc.setTextWidth(rect.width())
        painter.translate(rect.topLeft())
        painter.setClipRect(QRect(0, 0, rect.width(), rect.height()))
        ctx = QAbstractTextDocumentLayout.PaintContext()
        doc.documentLayout().draw(painter, ctx)


class ConversationView(QListView):
    """The list itself. Conversations dragged onto a folder (its header or a conversation in
    it) are filed there; dropped on a date group they leave their folder."""

    dropped = Signal(list, object)  # conversation ids, folder id or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDragEnabled(True)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)

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


class ConversationSidebar(QWidget):
    """Signals:
    conversationSelected(int): the user picked a conversation.
    matchSelected(int, int): the user picked a search result found in message (conv, message).
    newChatRequested(): the New chat button.
    searchChanged(str): the filter text changed.
    renameRequested(int, str): rename a conversation (F2 or the context menu).
    pinRequested(int, bool): pin or unpin a conversation.
    deleteRequested(int): move a conversation to the trash (Del or the context menu).
    duplicateRequested(int): copy a conversation.
    moveRequested(int, object): file a conversation in a folder (id) or none (None).
    newFolderRequested(str): create a folder with this name.
    renameFolderRequested(int, str), deleteFolderRequested(int).
    """

    conversationSelected = Signal(int)
    matchSelected = Signal(int, int)
    newChatRequested = Signal()
    searchChanged = Signal(str)
    renameRequested = Signal(int, str)
    pinRequested = Signal(int, bool)
    deleteRequested = Signal(int)
    duplicateRequested = Signal(int)
    moveRequested = Signal(int, object)
    newFolderRequested = Signal(str)
    renameFolderRequested = Signal(int, str)
    deleteFolderRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_chat_button = QPushButton(self.tr("New chat"), self)
        self.new_chat_button.setObjectName("newChatButton")
        self.new_chat_button.setAccessibleName(self.tr("New chat"))
        self.new_chat_button.setToolTip(self.tr("Start a new conversation (Ctrl+N)"))
        self.search_field = QLineEdit(self)
        self.search_field.setObjectName("searchField")
        self.search_field.setAccessibleName(self.tr("Search conversations"))
        self.search_field.setPlaceholderText(self.tr("Search (Ctrl+K)"))
        self.search_field.setClearButtonEnabled(True)
        self.model = ConversationModel(self)
        self.delegate = RowDelegate(self)
        self.list = ConversationView(self)
        self.list.setObjectName("conversationList")
        self.list.setAccessibleName(self.tr("Conversations"))
        self.list.setAccessibleDescription(
            self.tr("Grouped by folder and by date. Drag a conversation onto a folder to file it.")
        )
        self.list.setModel(self.model)
        self.list.setItemDelegate(self.delegate)
        self.list.setUniformItemSizes(True)  # one row height: cheap layout for 10,000 rows
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Rename in place: F2 or a double click opens an editor on the row.
        self.list.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
        )
        self.model.renamed.connect(self.renameRequested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 4, 8)
        layout.addWidget(self.new_chat_button)
        layout.addWidget(self.search_field)
        layout.addWidget(self.list, 1)
        # Said when the list is empty, so an empty list never looks broken.
        self.empty_label = QLabel(self)
        self.empty_label.setObjectName("conversationListEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setProperty("tone", "muted")
        self.empty_label.hide()
        layout.addWidget(self.empty_label)
        self.new_chat_button.clicked.connect(self.newChatRequested)
        self.search_field.textChanged.connect(self.searchChanged)
        self.list.selectionModel().currentChanged.connect(self._on_current_changed)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_menu)
        self.list.dropped.connect(self._on_dropped)
        self.delete_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        self.delete_shortcut.activated.connect(self.delete_current)
        self._conversations: list[Conversation] = []
        self._folders: list[Folder] = []
        self._matches: dict[int, int] = {}  # conversation id -> matching message id
        self._pending_move: int | None = None
        self._quiet = False

    # ---- filling --------------------------------------------------------------------------

    def set_conversations(
        self, conversations: Sequence[Conversation], folders: Sequence[Folder] | None = None
    ) -> None:
        """The whole history, grouped (``folders`` None keeps the folders shown now)."""
        self._conversations = list(conversations)
        if folders is not None:
            self._folders = list(folders)
        self._matches = {}
        self.delegate.searching = False
        self._fill(build_rows(self._conversations, self._folders, date.today()))

    def set_results(self, results: Sequence[tuple[Conversation, int | None, str]]) -> None:
        """Search results: (conversation, matching message id or None, snippet HTML)."""
        self._conversations = [conv for conv, _m, _s in results]
        self._matches = {conv.id: mid for conv, mid, _s in results if mid is not None}
        self.delegate.searching = True
        rows = [
            Row(
                "conversation",
                conv.title or QCoreApplication.translate("ConversationSidebar", "Untitled"),
                conv.id,
                conv.folder_id,
                conv.pinned,
                snippet=snippet,
                tooltip=conv.title,
            )
            for conv, _m, snippet in results
        ]
        self._fill(rows)

    def _fill(self, rows: list[Row]) -> None:
        current = self.current_id()
        self._quiet = True
        try:
            self.model.set_rows(rows)
            # Row height changes with the mode; uniform sizes cache the first row's height.
            self.list.setUniformItemSizes(False)
            self.list.setUniformItemSizes(True)
            if current is not None:
                self._select_row(self.row_of(current))
        finally:
            self._quiet = False
        self.empty_label.setText(
            self.tr("No conversation matches.")
            if self.delegate.searching
            else self.tr("No conversations yet. Start one with New chat (Ctrl+N).")
        )
        self.empty_label.setVisible(not rows)

    def add_or_raise(self, conversation: Conversation) -> None:
        """A conversation just created or updated: it moves to the top of its group."""
        rest = [c for c in self._conversations if c.id != conversation.id]
        if self.delegate.searching:
            self._conversations = [conversation, *rest]
        else:
            self.set_conversations([conversation, *rest])
        self.select(conversation.id)

    # ---- reading ------------------------------------------------------------------------

    def search_text(self) -> str:
        return self.search_field.text()

    def conversations(self) -> list[Conversation]:
        """The conversations listed (or found), in the order given."""
        return list(self._conversations)

    def row_of(self, conversation_id: int) -> int:
        for row, item in enumerate(self.model.rows):
            if item.conversation_id == conversation_id:
                return row
        return -1

    def conversation_ids(self) -> list[int]:
        """The conversations in the order shown."""
        return [r.conversation_id for r in self.model.rows if r.conversation_id is not None]

    def titles(self) -> list[str]:
        return [r.text for r in self.model.rows if r.kind == "conversation"]

    def group_labels(self) -> list[str]:
        return [r.text for r in self.model.rows if r.kind != "conversation"]

    def count(self) -> int:
        return len(self.conversation_ids())

    def folder_of(self, conversation_id: int) -> int | None:
        for conv in self._conversations:
            if conv.id == conversation_id:
                return conv.folder_id
        return None

    @property
    def folders(self) -> list[Folder]:
        return list(self._folders)

    def current_id(self) -> int | None:
        value = self.list.currentIndex().data(ID_ROLE)
        return None if value is None else int(value)

    # ---- selection ------------------------------------------------------------------------

    def _select_row(self, row: int) -> None:
        if row < 0:
            self.list.setCurrentIndex(QModelIndex())
            self.list.clearSelection()
            return
        index = self.model.index(row, 0)
        self.list.setCurrentIndex(index)
        self.list.scrollTo(index)

    def select(self, conversation_id: int | None) -> None:
        self._quiet = True
        try:
            self._select_row(-1 if conversation_id is None else self.row_of(conversation_id))
        finally:
            self._quiet = False

    def step(self, step: int) -> None:
        """Ctrl+Tab / Ctrl+Shift+Tab: select the next or previous conversation, wrapping."""
        ids = self.conversation_ids()
        if not ids:
            return
        current = self.current_id()
        if current is None or current not in ids:
            target = ids[0] if step > 0 else ids[-1]
        else:
            target = ids[(ids.index(current) + step) % len(ids)]
        self._select_row(self.row_of(target))

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._quiet or not current.isValid():
            return
        conversation_id = current.data(ID_ROLE)
        if conversation_id is None:
            return
        match = self._matches.get(int(conversation_id))
        if match is not None:
            self.matchSelected.emit(int(conversation_id), match)
        else:
            self.conversationSelected.emit(int(conversation_id))

    # ---- actions --------------------------------------------------------------------------

    def rename_current(self) -> None:
        """Edit the selected conversation's title in place (as F2 does)."""
        index = self.list.currentIndex()
        if index.isValid() and index.data(ID_ROLE) is not None:
            self.list.edit(index)

    def delete_current(self) -> None:
        conversation_id = self.current_id()
        if conversation_id is not None:
            self.deleteRequested.emit(conversation_id)

    def ask_new_folder(self, then_move: int | None = None) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New folder"), self.tr("Folder name:"))
        if ok and name.strip():
            self._pending_move = then_move
            self.newFolderRequested.emit(name.strip())

    def take_pending_move(self) -> int | None:
        """The conversation to file in the folder just created from its menu, if any."""
        pending, self._pending_move = self._pending_move, None
        return pending

    def _on_dropped(self, ids: list[int], folder_id: int | None) -> None:
        for conversation_id in ids:
            if self.folder_of(conversation_id) != folder_id:
                self.moveRequested.emit(conversation_id, folder_id)

    def _show_menu(self, pos: QPoint) -> None:
        index = self.list.indexAt(pos)
        menu = QMenu(self)
        menu.setObjectName("conversationMenu")
        kind = index.data(KIND_ROLE) if index.isValid() else None
        if kind == "folder":
            folder_id = int(index.data(FOLDER_ROLE))
            name = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
            menu.addAction(self.tr("Rename folder…"), lambda: self._rename_folder(folder_id, name))
            menu.addAction(
                self.tr("Delete folder (keeps its conversations)"),
                lambda: self.deleteFolderRequested.emit(folder_id),
            )
        elif kind == "conversation":
            self.list.setCurrentIndex(index)
            self._conversation_menu(menu, int(index.data(ID_ROLE)))
        else:
            menu.addAction(self.tr("New folder…"), self.ask_new_folder)
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def _conversation_menu(self, menu: QMenu, conversation_id: int) -> None:
        pinned = any(c.id == conversation_id and c.pinned for c in self._conversations)
        menu.addAction(self.tr("Rename…"), self.rename_current)
        menu.addAction(
            self.tr("Unpin") if pinned else self.tr("Pin to top"),
            lambda: self.pinRequested.emit(conversation_id, not pinned),
        )
        menu.addAction(self.tr("Duplicate"), lambda: self.duplicateRequested.emit(conversation_id))
        move = menu.addMenu(self.tr("Move to folder"))
        move.setObjectName("moveToFolderMenu")
        current = self.folder_of(conversation_id)
        for folder in self._folders:
            action = move.addAction(
                folder.name,
                lambda fid=folder.id: self.moveRequested.emit(conversation_id, fid),
            )
            action.setEnabled(folder.id != current)
        if self._folders:
            move.addSeparator()
        move.addAction(self.tr("New folder…"), lambda: self.ask_new_folder(conversation_id))
        if current is not None:
            move.addAction(
                self.tr("Remove from folder"),
                lambda: self.moveRequested.emit(conversation_id, None),
            )
        menu.addSeparator()
        menu.addAction(self.tr("Move to trash"), self.delete_current)

    def _rename_folder(self, folder_id: int, old: str) -> None:
        name, ok = QInputDialog.getText(
            self, self.tr("Rename folder"), self.tr("Folder name:"), text=old
        )
        if ok and name.strip():
            self.renameFolderRequested.emit(folder_id, name.strip())
