"""Assistants in the window: the picker that starts a chat with one (the sidebar's button,
File ▸ New chat with an assistant…), the manager (Tools ▸ Assistants…), and the assistant's
name and glyph in the chat header.

Starting a chat with an assistant is a new chat whose parameters (the inspector's) are the
assistant's: its instructions as the system prompt, its model (or the one chosen now) and
its other parameters and tools, its knowledge bases ticked in the inspector. When the first
message creates the conversation, the conversation keeps the assistant's id; what was copied
belongs to the chat from then on, so editing the assistant later changes no chat.

It is made the first time any of it is wanted, its widgets when first shown: the window at
start-up holds nothing of it but a button, two menu items and the header's empty chip.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from app.domain import Conversation, Params
from app.services.assistants import (
    Assistant,
    Assistants,
    AssistantStore,
    export_assistants,
    import_assistants,
    new_id,
)
from app.services.failures import describe_failure
from app.storage import AsyncRepository
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from app.ui.assistants.editor import AssistantDialog
    from app.ui.assistants.manager import AssistantManager
    from app.ui.assistants.picker import AssistantPicker


class AssistantHeader(Protocol):
    """The chat header, as far as assistants go."""

    def set_assistant(self, name: str, glyph: str = "", description: str = "") -> None: ...


class AssistantPanel(Protocol):
    """The inspector, as far as assistants go: the chat's parameters."""

    def params(self, *, strict: bool = True) -> Params: ...
    def set_params(self, params: Params) -> None: ...
    def model(self) -> str: ...
    def model_ids(self) -> list[str]: ...


class AssistantsPresenter(QObject):
    """Signals:
    chatStarted(str): a new chat was set up with an assistant (its id); its first message
    makes the conversation.
    """

    chatStarted = Signal(str)

    def __init__(
        self,
        *,
        data_dir: Path,
        header: AssistantHeader,
        panel: AssistantPanel,
        conversation_created: Any,  # the main chat's conversationCreated signal
        repo: AsyncRepository,
        new_chat: Callable[[], None],
        focus_composer: Callable[[], None],
        tool_servers: Callable[[], list[tuple[str, str]]],
        choose_bases: Callable[[list[str]], None],
        tasks: TaskRunner,
        status: StatusBus,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._window = parent
        self._data_dir = data_dir
        self._header = header
        self._panel = panel
        self._repo = repo
        self._new_chat = new_chat
        self._focus_composer = focus_composer
        self._tool_servers = tool_servers
        self._choose_bases = choose_bases  # the inspector's knowledge bases of a new chat
        self._tasks = tasks
        self._status = status
        self.store = AssistantStore(data_dir)
        self._picker: AssistantPicker | None = None
        self._manager: AssistantManager | None = None
        # The assistant of the new chat on screen, until its first message stores it.
        self.pending: Assistant | None = None
        self._shown = ""  # the id of the assistant the header is showing (or looking up)
        conversation_created.connect(self._created)

    # ---- the library --------------------------------------------------------------------

    def current(self) -> Assistants:
        """The library now (read from its file the first time; any thread)."""
        return self.store.get()

    def change(self, assistants: Assistants, current: str | None = None) -> None:
        """A new library: kept, written in the background, shown by an open manager with
        ``current`` highlighted (else the row that was), and by the header when the
        assistant on screen changed."""
        change = self.store.set(assistants)
        self._tasks.spawn(asyncio.to_thread(self.store.save, change))
        if self._manager is not None:
            self._manager.show_assistants(_rows(assistants.items), current)
        if self._shown:
            self._show_in_header(assistants.get(self._shown))

    async def library(self) -> Assistants:
        if self.store.loaded:
            return self.store.get()
        return await asyncio.to_thread(self.store.get)

    # ---- starting a chat ----------------------------------------------------------------

    def open_picker(self, anchor: QWidget) -> None:
        """The searchable list of assistants, under ``anchor`` (or centred on the window)."""
        self._tasks.spawn(self._open_picker(anchor))

    async def _open_picker(self, anchor: QWidget) -> None:
        assistants = await self.library()
        picker = self._picker
        if picker is None:
            from app.ui.assistants.picker import AssistantPicker

            picker = self._picker = AssistantPicker(self._window)
            picker.chosen.connect(self.start)
            picker.manageRequested.connect(self.open_manager)
        picker.open_at(anchor, _rows(assistants.items))

    def start(self, assistant_id: str) -> None:
        """A new chat set up with the assistant: its parameters in the inspector, its name
        in the header, the message box focused."""
        assistant = self.store.get().get(assistant_id)
        if assistant is None:
            return
        self._new_chat()  # leaves compare mode and another conversation, applies no preset
        now = self._panel.params(strict=False)
        params = assistant.chat_params(now.model)
        if not params.profile:  # an assistant of no endpoint in particular: the one used now
            params = replace(params, profile=now.profile)
        self._panel.set_params(params)
        # Chosen as if ticked in the inspector: the first question stores them, and its
        # reply already searches them.
        self._choose_bases(list(assistant.knowledge_bases))
        self.pending = assistant
        self._shown = assistant.id
        self._show_in_header(assistant)
        self._status.show(self.tr("New chat with “{0}”.").format(assistant.name), 4000)
        self._focus_composer()
        self.chatStarted.emit(assistant.id)

    def _created(self, conversation: Conversation) -> None:
        """The first message made the conversation: it keeps the assistant's id."""
        assistant = self.pending
        if assistant is None:
            return
        self.pending = None
        self._tasks.spawn(self._repo.set_conversation_assistant(conversation.id, assistant.id))

    # ---- the header ---------------------------------------------------------------------

    def show(self, assistant_id: str) -> None:
        """The conversation on screen changed (opened, or a new chat): its assistant in the
        header, looked up in the library ("" and an assistant since deleted show none)."""
        self.pending = None
        self._shown = assistant_id
        if not assistant_id:
            self._header.set_assistant("")
            return
        if self.store.loaded:
            self._show_in_header(self.store.get().get(assistant_id))
        else:
            self._tasks.spawn(self._look_up(assistant_id))

    async def _look_up(self, assistant_id: str) -> None:
        assistants = await self.library()
        if self._shown == assistant_id:  # still the conversation on screen
            self._show_in_header(assistants.get(assistant_id))

    def _show_in_header(self, assistant: Assistant | None) -> None:
        if assistant is None:
            self._header.set_assistant("")
        else:
            self._header.set_assistant(assistant.name, assistant.glyph, assistant.description)

    def edit_shown(self) -> None:
        """The header's chip: the manager, with the chat's assistant chosen, to edit it."""
        self.open_manager(self._shown or None)

    # ---- the manager --------------------------------------------------------------------

    def open_manager(self, current: str | None = None) -> None:
        self._tasks.spawn(self._open_manager(current))

    async def _open_manager(self, current: str | None) -> None:
        assistants = await self.library()
        manager = self._manager
        if manager is None:
            from app.ui.assistants.manager import AssistantManager

            manager = self._manager = AssistantManager(self._window)
            manager.startRequested.connect(self._start_from_manager)
            manager.addRequested.connect(lambda: self.edit(None))
            manager.editRequested.connect(self.edit)
            manager.duplicateRequested.connect(self.duplicate)
            manager.deleteRequested.connect(self.delete)
            manager.importRequested.connect(self._choose_import)
            manager.exportRequested.connect(self._choose_export)
        manager.show_assistants(_rows(assistants.items), current)
        manager.show()
        manager.raise_()
        manager.activateWindow()

    def _start_from_manager(self, assistant_id: str) -> None:
        if self._manager is not None:
            self._manager.hide()
        self.start(assistant_id)

    def edit(self, assistant_id: str | None) -> None:
        """The editor for an assistant (None: a new one)."""
        self._tasks.spawn(self._edit(assistant_id))

    async def _edit(self, assistant_id: str | None) -> None:
        from app.ui.assistants.editor import AssistantDialog

        bases = await asyncio.to_thread(_knowledge_bases, self._data_dir)
        found = None if assistant_id is None else self.store.get().get(assistant_id)
        assistant = found or Assistant(new_id(), "")
        heading = self.tr("New assistant") if found is None else self.tr("Edit assistant")
        dialog = AssistantDialog(
            heading,
            assistant,
            models=self._panel.model_ids(),
            tool_servers=self._tool_servers(),
            knowledge_bases=bases,
            chat_params=self._panel.params(strict=False),
            parent=self._manager or self._window,
        )
        dialog.finished.connect(lambda result: self._saved(dialog, result))
        dialog.open()

    def _saved(self, dialog: AssistantDialog, result: int) -> None:
        dialog.deleteLater()
        if result != QDialog.DialogCode.Accepted:
            return
        assistant = dialog.assistant()
        self.change(self.store.get().put(assistant), assistant.id)
        self._status.show(self.tr("Saved the assistant “{0}”.").format(assistant.name), 4000)

    def duplicate(self, assistant_id: str) -> None:
        assistants = self.store.get()
        original = assistants.get(assistant_id)
        if original is None:
            return
        name = self.tr("{0} (copy)").format(original.name)
        changed, copy = assistants.duplicate(assistant_id, name)
        self.change(changed, None if copy is None else copy.id)

    def delete(self, assistant_id: str) -> None:
        assistants = self.store.get()
        assistant = assistants.get(assistant_id)
        if assistant is not None:
            self.change(assistants.remove(assistant_id))
            self._status.show(self.tr("Deleted the assistant “{0}”.").format(assistant.name), 4000)

    def _choose_import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self._manager or self._window,
            self.tr("Import assistants"),
            str(Path.home()),
            self.tr("JSON (*.json);;All files (*)"),
        )
        if path:
            self._tasks.spawn(self.import_from(Path(path)))

    async def import_from(self, path: Path) -> int:
        """Add the assistants of an exported file (one with an id already here replaces
        it); the number added, said in the status bar."""
        try:
            found = await asyncio.to_thread(import_assistants, path)
        except OSError as err:
            self._status.show(
                self.tr("Could not import assistants: {0}").format(describe_failure(err))
            )
            return 0
        except ValueError:  # not JSON, or no assistant this version can read
            self._status.show(
                self.tr("Could not import assistants: {0} is not an export of assistants.").format(
                    path.name
                )
            )
            return 0
        assistants = await self.library()
        self.change(assistants.merged(found))
        self._status.show(self.tr("Imported {0} assistants.").format(len(found)), 4000)
        return len(found)

    def _choose_export(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self._manager or self._window,
            self.tr("Export assistants"),
            str(Path.home() / "cometdesk-assistants.json"),
            self.tr("JSON (*.json)"),
        )
        if path:
            self._tasks.spawn(self.export_to(Path(path)))

    async def export_to(self, path: Path) -> None:
        assistants = await self.library()
        try:
            await asyncio.to_thread(export_assistants, path, assistants.items)
        except OSError as err:
            self._status.show(
                self.tr("Could not export assistants: {0}").format(describe_failure(err))
            )
            return
        self._status.show(self.tr("Exported {0} assistants.").format(len(assistants.items)), 4000)


def _rows(assistants: Sequence[Assistant]) -> list[tuple[str, str, str, str]]:
    return [(a.id, a.name, a.description, a.glyph) for a in assistants]


def _knowledge_bases(data_dir: Path) -> list[str]:
    """The knowledge bases of the data folder, by name (none when they cannot be read)."""
    from app.kb.store import base_names

    try:
        return base_names(data_dir)
    except OSError:
        return []
