"""The sidebar's context menu for a conversation or a compare, and its folder-name prompt.

The menu is a ``RoundedMenu`` like a reply's More menu: an icon before each item, Move to
trash last, apart, in the error colour. The strings keep the ``ConversationSidebar``
translation context they were written in, so existing translations still apply. The menu
only calls back: the sidebar decides what each choice asks for.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog, QWidget

from app.ui.sidebar.rows import Row

if TYPE_CHECKING:
    from app.domain import Folder
    from app.ui.common.menus import RoundedMenu


@dataclass(frozen=True, slots=True)
class EntryActions:
    """What each choice of an entry's menu does."""

    rename: Callable[[], None]
    pin: Callable[[bool], None]
    duplicate: Callable[[], None]
    move: Callable[[int | None], None]  # into a folder, or out of any (None)
    new_folder: Callable[[], None]  # create one and move the entry into it
    trash: Callable[[], None]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ConversationSidebar", text)


def fill_entry_menu(
    menu: RoundedMenu,
    row: Row,
    folders: Sequence[Folder],
    current: int | None,
    act: EntryActions,
) -> None:
    """A compare's entry and its columns offer the same menu, for the whole compare (no
    Duplicate: a compare is copied by sending its prompt again)."""
    compare = row.kind != "conversation"
    rename = _tr("Rename compare…") if compare else _tr("Rename…")
    menu.add_item(rename, "pencil", act.rename, name="menu_rename")
    if row.pinned:
        menu.add_item(_tr("Unpin"), "pin-off", lambda: act.pin(False), name="menu_unpin")
    else:
        menu.add_item(_tr("Pin to top"), "pin", lambda: act.pin(True), name="menu_pin")
    if not compare:
        menu.add_item(_tr("Duplicate"), "copy", act.duplicate, name="menu_duplicate")
    move = menu.add_menu(_tr("Move to folder"), "folder-input", name="moveToFolderMenu")
    for folder in folders:
        item = move.add_item(folder.name, "folder", lambda fid=folder.id: act.move(fid))
        item.setEnabled(folder.id != current)
    if folders:
        move.addSeparator()
    move.add_item(_tr("New folder…"), "folder-plus", act.new_folder, name="menu_new_folder")
    if current is not None:
        out = _tr("Remove from folder")
        move.add_item(out, "folder-minus", lambda: act.move(None), name="menu_unfile")
    menu.addSeparator()  # what destroys comes last, apart
    trash = _tr("Move compare to trash") if compare else _tr("Move to trash")
    menu.add_item(trash, "trash-2", act.trash, destructive=True, name="menu_trash")


def fill_folder_menu(
    menu: RoundedMenu, rename: Callable[[], None], delete: Callable[[], None]
) -> None:
    """A folder's header: rename it, or delete it (its conversations stay, unfiled)."""
    menu.add_item(_tr("Rename folder…"), "pencil", rename, name="menu_rename_folder")
    menu.addSeparator()
    delete_folder = _tr("Delete folder (keeps its conversations)")
    menu.add_item(delete_folder, "folder-x", delete, destructive=True, name="menu_delete_folder")


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
