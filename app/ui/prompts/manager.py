"""Tools ▸ Prompts…: the saved prompts in a list, to add, edit, delete, import and export."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QListWidgetItem, QWidget

from app.ui.common.item_manager import ID_ROLE, ItemManager


class PromptManager(ItemManager):
    """Signals (app.ui.common.item_manager): addRequested, editRequested(str),
    deleteRequested(str), importRequested, exportRequested."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(
            parent,
            "prompt",
            title=self.tr("Prompts"),
            intro=self.tr(
                "Type / at the start of the message box to use one. {{name}} in a prompt "
                "is asked for when it is used."
            ),
            list_name=self.tr("Saved prompts"),
            import_tip=self.tr("Add the prompts of an exported JSON file"),
            export_tip=self.tr("Save all prompts to a JSON file"),
        )
        self.resize(560, 420)

    def show_prompts(
        self, rows: Sequence[tuple[str, str, str]], current: str | None = None
    ) -> None:
        """``rows``: (id, title, text); ``current``: the id to highlight (else the row that
        was, or the first)."""
        items = []
        for prompt_id, title, text in rows:
            item = QListWidgetItem(title)
            item.setData(ID_ROLE, prompt_id)
            item.setToolTip(text[:400])
            items.append(item)
        self._show_items(items, current)
