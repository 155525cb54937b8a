"""The sidebar's context menu for a conversation or a compare, and its folder-name prompt.

The strings keep the ``ConversationSidebar`` translation context they were written in, so
existing translations still apply. The menu only calls back: the sidebar decides what each
choice asks for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from app.ui.sidebar.rows import Row

if TYPE_CHECKING:
    from app.domain import Folder


@dataclass(frozen=True, slots=True)
class EntryActions:
    """What each choice of an entry's menu does."""

    rename: Callable[[], None]
    pin: Callable[[bool], None]
    duplicate: Callable[[], None]
    move: Callable[[int | None], None]  # into a folder, or out of any (None)
    new_folder: Callable[[], None]  # create one and move the entry into it
    trash: Callable[[], None]


def fill_entry_menu(
    menu: QMenu, row: Row, folders: Sequence[Folder], current: int | None, act: EntryActions
) -> None:
    """A compare's entry and its columns offer the same menu, for the whole compare (no
    Duplicate: a compare is copied by sending its prompt again)."""
    compare = row.kind != "conversation"
    menu.addAction(
        QCoreApplication.translate("ConversationSidebar", "Rename compare…")
        if compare
        else QCoreApplication.translate("ConversationSidebar", "Rename…"),
        act.rename,
    )
    menu.addAction(
        QCoreApplication.translate("ConversationSidebar", "Unpin")
        if row.pinned
        else QCoreApplication.translate("ConversationSidebar", "Pin to top"),
        lambda: act.pin(not row.pinned),
    )
    if not compare:
        menu.addAction(
            QCoreApplication.translate("ConversationSidebar", "Duplicate"), act.duplicate
        )
    move = menu.addMenu(QCoreApplication.translate("ConversationSidebar", "Move to folder"))
    move.setObjectName("moveToFolderMenu")
    for folder in folders:
        action = move.addAction(folder.name, lambda fid=folder.id: act.move(fid))
        action.setEnabled(folder.id != current)
    if folders:
        move.addSeparator()
    move.addAction(QCoreApplication.translate("ConversationSidebar", "New folder…"), act.new_folder)
    if current is not None:
        move.addAction(
            QCoreApplication.translate("ConversationSidebar", "Remove from folder"),
            lambda: act.move(None),
        )
    menu.addSeparator()
    menu.addAction(
        QCoreApplication.translate("ConversationSidebar", "Move compare to trash")
        if compare
        else QCoreApplication.translate("ConversationSidebar", "Move to trash"),
        act.trash,
    )


def ask_folder_name(
    parent: QWidget, title: str, text: str, then: Callable[[str], None]
) -> QInputDialog:
    """A window-modal name prompt that does not block: no nested event loop under the
    asyncio loop, and the prompt is an ordinary dialog a person (or a test) types into.
    ``then`` gets the name, trimmed, when one was given."""
    dialog = QInputDialog(parent)
    dialog.setObjectName("folderNameDialog")
    dialog.setWindowTitle(title)
    dialog.setLabelText(QCoreApplication.translate("ConversationSidebar", "Folder name:"))
    dialog.setTextValue(text)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.textValueSelected.connect(lambda name: then(name.strip()) if name.strip() else None)
    dialog.open()
    return dialog
