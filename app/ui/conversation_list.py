"""The left column: new chat, search, and the conversations, newest first."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLineEdit,
    QListWidget,
    QListWidgetItem,
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
    """

    conversationSelected = Signal(int)
    newChatRequested = Signal()
    searchChanged = Signal(str)

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
        self._quiet = False

    def set_conversations(self, conversations: Sequence[Conversation]) -> None:
        current = self.current_id()
        self._quiet = True
        try:
            self.list.clear()
            for conv in conversations:
                item = QListWidgetItem(conv.title or self.tr("Untitled"))
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

    def _on_current_changed(self, current: QListWidgetItem | None, _prev: object) -> None:
        if current is not None and not self._quiet:
            self.conversationSelected.emit(int(current.data(ID_ROLE)))
