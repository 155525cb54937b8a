"""The left column: new chat, search, and the conversations grouped by folder and by date,
a compare listed once with its columns under it (rows: ``sidebar_rows``; the list model,
its delegate and the view: ``sidebar_model``).

Selecting a compare's entry or any of its columns opens the compare; rename, pin, move and
trash on either act on the whole compare (the history service applies them to every
column), so the widget only says which conversation the person pointed at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QLineEdit,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import IconTextButton
from app.ui.sidebar.menu import EntryActions, ask_folder_name, fill_entry_menu
from app.ui.sidebar.model import (
    FOLDER_ROLE,
    ID_ROLE,
    KIND_ROLE,
    MIME_CONVERSATION,
    ConversationModel,
    ConversationView,
    RowDelegate,
)
from app.ui.sidebar.rows import Row, build_rows, date_group, result_rows

if TYPE_CHECKING:
    from app.domain import Conversation, Folder

__all__ = ["MIME_CONVERSATION", "ConversationSidebar", "Row", "build_rows", "date_group"]


class ConversationSidebar(QWidget):
    """Signals:
    conversationSelected(int): the user picked a conversation.
    matchSelected(int, int): the user picked a search result found in message (conv, message).
    newChatRequested(): the New chat button.
    searchChanged(str): the filter text changed.
    renameRequested(int, str): rename a conversation (F2 or the context menu).
    pinRequested(int, bool): pin or unpin a conversation.
    deleteRequested(int): move a conversation to the trash (Del or the context menu).
    duplicateRequested(int): copy a conversation (not offered for a compare).
    moveRequested(int, object): file a conversation in a folder (id) or none (None).
    For a compare, the id is one of its columns and the request is for the whole compare.
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
        self.new_chat_button = IconTextButton("square-pen", self.tr("New chat"), self)
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
            self.tr(
                "Grouped by folder and by date. A compare is listed once, with the models it "
                "compared under it. Drag a conversation onto a folder to file it."
            )
        )
        self.list.setModel(self.model)
        self.list.setItemDelegate(self.delegate)
        self.list.setUniformItemSizes(True)  # one row height: cheap layout for 10,000 rows
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
        self._fill(result_rows(results))

    def _fill(self, rows: list[Row]) -> None:
        current = self.list.currentIndex()
        kind, current_id = current.data(KIND_ROLE), current.data(ID_ROLE)
        self._quiet = True
        try:
            self.model.set_rows(rows)
            # Row height changes with the mode; uniform sizes cache the first row's height.
            self.list.setUniformItemSizes(False)
            self.list.setUniformItemSizes(True)
            if current_id is not None:  # the same row again (a column stays a column)
                same = self._find(lambda r: r.kind == kind and r.conversation_id == current_id)
                self._select_row(same if same >= 0 else self.row_of(int(current_id)))
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

    def _find(self, test: Callable[[Row], bool]) -> int:
        return next((n for n, row in enumerate(self.model.rows) if test(row)), -1)

    def row_of(self, conversation_id: int) -> int:
        """The row of the entry showing this conversation (a compare's, for a column)."""
        return self._find(
            lambda r: (
                r.is_entry
                and (r.conversation_id == conversation_id or conversation_id in r.members)
            )
        )

    def entry_ids(self) -> list[int]:
        """One conversation per entry, in the order shown (a compare: its first column)."""
        return [r.conversation_id for r in self.model.rows if r.is_entry and r.conversation_id]

    def conversation_ids(self) -> list[int]:
        """Every conversation listed, in the order shown (a compare: each of its columns)."""
        ids: list[int] = []
        for row in self.model.rows:
            if row.kind == "compare":
                ids += row.members
            elif row.kind == "conversation" and row.conversation_id is not None:
                ids.append(row.conversation_id)
        return ids

    def titles(self) -> list[str]:
        """The entries' titles, in the order shown (a compare: its prompt, once)."""
        return [r.text for r in self.model.rows if r.is_entry]

    def group_labels(self) -> list[str]:
        return [r.text for r in self.model.rows if r.kind in ("header", "folder")]

    def count(self) -> int:
        """The number of conversations listed (each column of a compare counts; the compare
        is one entry in ``titles``)."""
        return len(self.conversation_ids())

    def columns_of(self, conversation_id: int) -> list[str]:
        """The labels (models) listed under a compare's entry; [] for a plain conversation."""
        return [
            r.text for r in self.model.rows if r.kind == "column" and conversation_id in r.members
        ]

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
        ids = self.entry_ids()
        if not ids:
            return
        current = self.current_id()
        if current is not None and current not in ids:  # a compare's column: its entry
            entry = self.row_of(current)
            current = self.model.rows[entry].conversation_id if entry >= 0 else None
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
        """Edit the selected conversation's title in place (as F2 does); on a compare's
        column, the compare's title."""
        current = self.current_id()
        if current is not None:
            self.list.edit(self.model.index(self.row_of(current), 0))

    def delete_current(self) -> None:
        conversation_id = self.current_id()
        if conversation_id is not None:
            self.deleteRequested.emit(conversation_id)

    def ask_new_folder(self, then_move: int | None = None) -> None:
        def create(name: str) -> None:
            self._pending_move = then_move
            self.newFolderRequested.emit(name)

        ask_folder_name(self, self.tr("New folder"), "", create)

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
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        kind = index.data(KIND_ROLE) if index.isValid() else None
        if kind == "folder":
            folder_id = int(index.data(FOLDER_ROLE))
            name = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
            menu.addAction(self.tr("Rename folder…"), lambda: self._rename_folder(folder_id, name))
            menu.addAction(
                self.tr("Delete folder (keeps its conversations)"),
                lambda: self.deleteFolderRequested.emit(folder_id),
            )
        elif kind in ("conversation", "compare", "column"):
            self.list.setCurrentIndex(index)
            row = self.model.rows[index.row()]
            cid = int(index.data(ID_ROLE))  # of a compare: any column stands for all
            actions = EntryActions(
                rename=self.rename_current,
                pin=lambda on: self.pinRequested.emit(cid, on),
                duplicate=lambda: self.duplicateRequested.emit(cid),
                move=lambda fid: self.moveRequested.emit(cid, fid),
                new_folder=lambda: self.ask_new_folder(cid),
                trash=self.delete_current,
            )
            fill_entry_menu(menu, row, self._folders, self.folder_of(cid), actions)
        else:
            menu.addAction(self.tr("New folder…"), self.ask_new_folder)
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def _rename_folder(self, folder_id: int, old: str) -> None:
        ask_folder_name(
            self,
            self.tr("Rename folder"),
            old,
            lambda name: self.renameFolderRequested.emit(folder_id, name) if name != old else None,
        )
