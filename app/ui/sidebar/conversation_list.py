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

import shiboken6
from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QKeyEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import IconButton, IconTextButton
from app.ui.sidebar.menu import EntryActions, ask_folder_name, fill_entry_menu, fill_folder_menu
from app.ui.sidebar.model import (
    FOLDER_ROLE,
    ID_ROLE,
    KIND_ROLE,
    MIME_CONVERSATION,
    ConversationModel,
    ConversationView,
    RowDelegate,
    said,
)
from app.ui.sidebar.rows import Row, build_rows, date_group, next_pickable, result_rows

if TYPE_CHECKING:
    from app.domain import Conversation, Folder

__all__ = ["MIME_CONVERSATION", "ConversationSidebar", "Row", "build_rows", "date_group"]

RowKey = tuple[object, int]  # (kind, conversation id): a row, found again after a refill
_PLAIN = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)


class ConversationSidebar(QWidget):
    """Searching from the keyboard (Ctrl+K puts the focus in the search field): while the focus
    stays in the field, Down and Up move a highlight over the results (the list's current row,
    skipping group headers) without opening anything; Enter opens the highlighted one, or the
    first result if none is, through the same signals as a click, then gives the focus back to
    where it was before the field (the composer); Esc clears the search and gives it back too.

    Signals:
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
        # Its tooltip, with its key, comes from the window's actions (chat.new).
        # Beside it: a new chat set up with an assistant (app.ui.assistants opens the list).
        self.assistant_chat_button = IconButton(
            "bot",
            self.tr("New chat with an assistant"),
            self,
            object_name="assistantChatButton",
        )
        self.assistant_chat_button.setAccessibleName(self.tr("New chat with an assistant"))
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
        new_row = QHBoxLayout()
        new_row.setContentsMargins(0, 0, 0, 0)
        new_row.setSpacing(2)
        new_row.addWidget(self.new_chat_button, 1)
        new_row.addWidget(self.assistant_chat_button)
        layout.addLayout(new_row)
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
        # The row of the conversation that is open, and the row the search field's Up and Down
        # moved the highlight to (cleared when the search text changes).
        self._open_key: RowKey | None = None
        self._picked: RowKey | None = None
        self._shown_query = ""  # the search the rows shown are the results of
        self._enter_pending = False  # Enter came before the results of what was typed
        self._focus_before: QWidget | None = None  # where the focus was before the field
        self.search_field.installEventFilter(self)
        self.search_field.textChanged.connect(self._on_search_edited)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

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
        self._picked = None
        self._fill(build_rows(self._conversations, self._folders, date.today()), self._open_key)
        self._shown("")

    def set_results(self, results: Sequence[tuple[Conversation, int | None, str]]) -> None:
        """Search results: (conversation, matching message id or None, snippet HTML)."""
        self._conversations = [conv for conv, _m, _s in results]
        self._matches = {conv.id: mid for conv, mid, _s in results if mid is not None}
        self.delegate.searching = True
        # Results show the highlight the keyboard or a click put on one of them; none at first.
        self._fill(result_rows(results), self._picked)
        self._shown(self.search_text().strip())

    def _fill(self, rows: list[Row], keep: RowKey | None) -> None:
        self._quiet = True
        try:
            self.model.set_rows(rows)
            # Row height changes with the mode; uniform sizes cache the first row's height.
            self.list.setUniformItemSizes(False)
            self.list.setUniformItemSizes(True)
            if keep is not None:  # the same row again (a column stays a column)
                self._select_row(self._row_of_key(keep))
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
        key = self._key(self.list.currentIndex())
        self._open_key = key or (None if conversation_id is None else (None, conversation_id))
        self._picked = key if self.delegate.searching else None

    @staticmethod
    def _key(index: QModelIndex) -> RowKey | None:
        conversation_id = index.data(ID_ROLE) if index.isValid() else None
        return None if conversation_id is None else (index.data(KIND_ROLE), int(conversation_id))

    def _row_of_key(self, key: RowKey | None) -> int:
        if key is None:
            return -1
        kind, conversation_id = key
        same = self._find(lambda r: r.kind == kind and r.conversation_id == conversation_id)
        return same if same >= 0 else self.row_of(conversation_id)

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
        self._open(current)

    def _open(self, index: QModelIndex) -> None:
        """Open the conversation of this row (a search result: at the matching message)."""
        key = self._key(index)
        if key is None:
            return
        conversation_id = key[1]
        self._open_key = key
        if self.delegate.searching:
            self._picked = key
        match = self._matches.get(conversation_id)
        if match is not None:
            self.matchSelected.emit(conversation_id, match)
        else:
            self.conversationSelected.emit(conversation_id)

    # ---- the search field's keys ------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.search_field:
            return super().eventFilter(watched, event)
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        if not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        keys = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if event.modifiers() not in _PLAIN or key not in (*keys, Qt.Key.Key_Escape):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            # Esc is the window's Stop elsewhere; here it belongs to the field.
            event.accept()
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_highlight(1 if key == Qt.Key.Key_Down else -1)
        elif key == Qt.Key.Key_Escape:
            self._dismiss_search()
        else:
            self._open_highlighted()
        return True

    def _on_focus_changed(self, old: QWidget | None, now: QWidget | None) -> None:
        if now is self.search_field and old is not None and old is not self.search_field:
            self._focus_before = old

    def _give_focus_back(self) -> None:
        before = self._focus_before
        if before is not None and shiboken6.isValid(before) and before.isVisible():
            before.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_search_edited(self, text: str) -> None:
        # New text, new results: nothing is highlighted until Down or Up says so.
        self._picked = None
        if text.strip() and self.delegate.searching:
            self._quiet = True
            try:
                self._select_row(-1)
            finally:
                self._quiet = False

    def _shown(self, query: str) -> None:
        """The rows now shown are for ``query``: an Enter that waited for them is done now."""
        self._shown_query = query
        if self._enter_pending and query == self.search_text().strip():
            self._enter_pending = False
            self._open_highlighted()

    def _move_highlight(self, step: int) -> None:
        row = next_pickable(self.model.rows, self._row_of_key(self._picked), step)
        if row < 0:
            return
        index = self.model.index(row, 0)
        self._picked = self._key(index)
        self._quiet = True
        try:
            self._select_row(row)
        finally:
            self._quiet = False
        if QAccessible.isActive():  # the focus stays in the field: say where the highlight is
            text = said(self.model.rows[row])
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.search_field, text))

    def _open_highlighted(self) -> None:
        query = self.search_text().strip()
        if query != self._shown_query:
            self._enter_pending = True  # the results of what was typed are still coming
            return
        row = self._row_of_key(self._picked)
        if row < 0 and query:
            row = next_pickable(self.model.rows, -1, 1)  # the first result
        if row < 0:
            return
        index = self.model.index(row, 0)
        self._quiet = True
        try:
            self._select_row(row)
        finally:
            self._quiet = False
        self._open(index)
        self._give_focus_back()

    def _dismiss_search(self) -> None:
        self._enter_pending = False
        self._picked = None
        if self.search_field.text():
            self.search_field.clear()  # the whole history comes back
        else:  # nothing was searched: the highlight goes back to what is open
            self._quiet = True
            try:
                self._select_row(self._row_of_key(self._open_key))
            finally:
                self._quiet = False
        self._give_focus_back()

    def clear_search(self) -> None:
        """Empty the search field (the whole history comes back), leaving the focus alone."""
        self._enter_pending = False
        self._picked = None
        self.search_field.clear()

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
        from app.ui.common.menus import RoundedMenu  # the first right click, not start-up

        index = self.list.indexAt(pos)
        menu = RoundedMenu(self, name="conversationMenu", label=self.tr("Conversation actions"))
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        kind = index.data(KIND_ROLE) if index.isValid() else None
        if kind == "folder":
            folder_id = int(index.data(FOLDER_ROLE))
            name = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
            menu.setAccessibleName(self.tr("Folder actions"))
            fill_folder_menu(
                menu,
                lambda: self._rename_folder(folder_id, name),
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
            menu.add_item(self.tr("New folder…"), "folder-plus", self.ask_new_folder)
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def _rename_folder(self, folder_id: int, old: str) -> None:
        ask_folder_name(
            self,
            self.tr("Rename folder"),
            old,
            lambda name: self.renameFolderRequested.emit(folder_id, name) if name != old else None,
        )
