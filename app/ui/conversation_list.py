"""The left column: new chat, search, and the conversations, newest first."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import Conversation

ID_ROLE = Qt.ItemDataRole.UserRole


class ConversationSidebar(QWidget):
    """Signals:
    conversationSelected(int): the user picked a conversation.
    newChatRequested(): the New chat button.
    searchChanged(str): the filter text changed.
    renameRequested(int, str): rename a conversation (F2 or the context menu).
    pinRequested(int, bool): pin or unpin a conversation.
    deleteRequested(int): move a conversation to the trash (Del or the context menu).
    """

    conversationSelected = Signal(int)
    newChatRequested = Signal()
    searchChanged = Signal(str)
    renameRequested = Signal(int, str)
    pinRequested = Signal(int, bool)
    deleteRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_chat_button = QPushButton(self.tr("New chat"), self)
        self.new_chat_button.setObjectName("newChatButton")
        self.new_chat_button.setAccessibleName(self.tr("New chat"))
        self.new_chat_button.setToolTip(self.tr("Start a new conversation (Ctrl+N)"))
        self.search_field = QLineEdit(self)
        self.search_field.setObjectName("searchField")
        self.search_field.setAccessibleName(self.tr("Search conversations"))
        self.search_field.setPlaceholderText(self.tr("Search"))
        self.search_field.setClearButtonEnabled(True)
        self.list = QListWidget(self)
        self.list.setObjectName("conversationList")
        self.list.setAccessibleName(self.tr("Conversations"))
        self.list.setUniformItemSizes(True)  # cheap layout for thousands of rows
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 4, 8)
        layout.addWidget(self.new_chat_button)
        layout.addWidget(self.search_field)
        layout.addWidget(self.list, 1)
        self.new_chat_button.clicked.connect(self.newChatRequested)
        self.search_field.textChanged.connect(self.searchChanged)
        self.list.currentItemChanged.connect(self._on_current_changed)
        self.list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._show_menu)
        self.rename_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F2), self.list)
        self.rename_shortcut.activated.connect(self.rename_current)
        self.delete_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        self.delete_shortcut.activated.connect(self.delete_current)
        self._pinned: set[int] = set()
        self._quiet = False

    def set_conversations(self, conversations: Sequence[Conversation]) -> None:
        current = self.current_id()
        self._quiet = True
        try:
            self.list.clear()
            self._pinned = {c.id for c in conversations if c.pinned}
            for conv in conversations:
                title = conv.title or self.tr("Untitled")
                item = QListWidgetItem(("📌 " if conv.pinned else "") + title)
                item.setData(ID_ROLE, conv.id)
                item.setToolTip(conv.title)
                self.list.addItem(item)
            if current is not None:
                self.select(current)
        finally:
            self._quiet = False

    def add_or_raise(self, conversation: Conversation) -> None:
        """A conversation just created or updated moves to the top."""
        self._quiet = True
        try:
            for row in range(self.list.count()):
                if self.list.item(row).data(ID_ROLE) == conversation.id:
                    self.list.takeItem(row)
                    break
            item = QListWidgetItem(conversation.title or self.tr("Untitled"))
            item.setData(ID_ROLE, conversation.id)
            item.setToolTip(conversation.title)
            self.list.insertItem(0, item)
            self.list.setCurrentItem(item)
        finally:
            self._quiet = False

    def select(self, conversation_id: int | None) -> None:
        self._quiet = True
        try:
            if conversation_id is None:
                self.list.setCurrentRow(-1)
                self.list.clearSelection()
                return
            for row in range(self.list.count()):
                if self.list.item(row).data(ID_ROLE) == conversation_id:
                    self.list.setCurrentRow(row)
                    return
        finally:
            self._quiet = False

    def current_id(self) -> int | None:
        item = self.list.currentItem()
        return None if item is None else int(item.data(ID_ROLE))

    def rename_current(self) -> None:
        conversation_id = self.current_id()
        item = self.list.currentItem()
        if conversation_id is None or item is None:
            return
        title, ok = QInputDialog.getText(
            self, self.tr("Rename conversation"), self.tr("Title:"), text=item.toolTip()
        )
        if ok and title.strip():
            self.renameRequested.emit(conversation_id, title.strip())

    def delete_current(self) -> None:
        conversation_id = self.current_id()
        if conversation_id is not None:
            self.deleteRequested.emit(conversation_id)

    def _show_menu(self, pos: QPoint) -> None:
        item = self.list.itemAt(pos)
        if item is None:
            return
        self.list.setCurrentItem(item)
        conversation_id = int(item.data(ID_ROLE))
        pinned = conversation_id in self._pinned
        menu = QMenu(self)
        menu.setObjectName("conversationMenu")
        menu.addAction(self.tr("Rename…"), self.rename_current)
        menu.addAction(
            self.tr("Unpin") if pinned else self.tr("Pin to top"),
            lambda: self.pinRequested.emit(conversation_id, not pinned),
        )
        menu.addSeparator()
        menu.addAction(self.tr("Move to trash"), self.delete_current)
        menu.popup(self.list.viewport().mapToGlobal(pos))

    def _on_current_changed(self, current: QListWidgetItem | None, _prev: object) -> None:
        if current is not None and not self._quiet:
            self.conversationSelected.emit(int(current.data(ID_ROLE)))
