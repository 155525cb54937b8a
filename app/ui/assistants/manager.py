"""Tools ▸ Assistants…: the assistants in a list, to start a chat with, add, edit, duplicate,
delete, import and export."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QListWidgetItem, QWidget

from app.ui.common.icons import themed_icon
from app.ui.common.item_manager import ID_ROLE, ItemManager


class AssistantManager(ItemManager):
    """Signals:
    startRequested(str): Start chat (the assistant's id).
    duplicateRequested(str): Duplicate (the assistant's id).
    And (app.ui.common.item_manager) addRequested, editRequested(str), deleteRequested(str),
    importRequested, exportRequested.
    """

    startRequested = Signal(str)
    duplicateRequested = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(
            parent,
            "assistant",
            title=self.tr("Assistants"),
            intro=self.tr(
                "An assistant starts a chat with its instructions, model, parameters, tools "
                "and knowledge bases. Changing one later leaves the chats already started "
                "as they are."
            ),
            list_name=self.tr("Assistants"),
            import_tip=self.tr("Add the assistants of an exported JSON file"),
            export_tip=self.tr("Save all assistants to a JSON file"),
        )
        self.list.setIconSize(QSize(20, 20))
        # The column: Start chat, New…, Edit…, Duplicate, Delete.
        self.start_button = self._add_item_button(
            0, "Start", self.tr("&Start chat"), self.startRequested.emit
        )
        self.start_button.setToolTip(self.tr("A new chat with the chosen assistant"))
        self.duplicate_button = self._add_item_button(
            3, "Duplicate", self.tr("D&uplicate"), self.duplicateRequested.emit
        )
        self.resize(600, 440)

    def show_assistants(
        self, rows: Sequence[tuple[str, str, str, str]], current: str | None = None
    ) -> None:
        """``rows``: (id, name, description, glyph); ``current``: the id to highlight (else
        the row that was, or the first)."""
        items = []
        for assistant_id, name, description, glyph in rows:
            item = QListWidgetItem(themed_icon(glyph, self.list, sizes=(20,)), name)
            item.setData(ID_ROLE, assistant_id)
            item.setToolTip(description)
            item.setData(
                Qt.ItemDataRole.AccessibleTextRole,
                f"{name}: {description}" if description else name,
            )
            items.append(item)
        self._show_items(items, current)
