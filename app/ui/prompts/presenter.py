"""The prompt library in the window: the / list over the message box, the form that asks for a
prompt's variables, Save as prompt, and the manager (Tools ▸ Prompts…).

It is made the first time any of them is wanted (a / typed at the start of the message box,
the menu, a message's Save as prompt, a sync round), and its widgets when first shown: the
window at start-up holds nothing of it but the composer's signal and the menu item. The
message box is the composer room's; this room only reads and replaces its text, so the
composer knows nothing of prompts.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QDialog, QFileDialog, QPlainTextEdit, QWidget

from app.services.failures import describe_failure
from app.services.prompts.library import (
    Prompt,
    Prompts,
    PromptStore,
    export_prompts,
    fill,
    import_prompts,
    new_id,
    title_from,
)
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from app.domain import Message
    from app.ui.prompts.manager import PromptManager
    from app.ui.prompts.picker import PromptPicker
    from app.ui.prompts.prompt_dialog import PromptDialog


class PromptsPresenter(QObject):
    """No signals: the shell calls ``slash_typed``, ``save_message`` and ``open_manager``;
    a sync round reads ``current`` and applies other machines' prompts with ``change``."""

    def __init__(
        self,
        *,
        editor: QPlainTextEdit,
        anchor: QWidget,
        data_dir: Path,
        tasks: TaskRunner,
        status: StatusBus,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._editor = editor
        self._anchor = anchor  # the message box's frame: the list and the form open above it
        self._window = parent
        self._tasks = tasks
        self._status = status
        self.store = PromptStore(data_dir)
        self._picker: PromptPicker | None = None
        self._manager: PromptManager | None = None
        self._following = False  # the list shows and follows what is typed after the slash

    # ---- the library --------------------------------------------------------------------

    def current(self) -> Prompts:
        """The library now (read from its file the first time; any thread)."""
        return self.store.get()

    def change(self, prompts: Prompts) -> None:
        """A new library: kept, written in the background, shown by an open manager."""
        change = self.store.set(prompts)
        self._tasks.spawn(asyncio.to_thread(self.store.save, change))
        if self._manager is not None:
            self._manager.show_prompts(_rows(prompts.items))

    async def _library(self) -> Prompts:
        if self.store.loaded:
            return self.store.get()
        return await asyncio.to_thread(self.store.get)

    # ---- the / list ---------------------------------------------------------------------

    def slash_typed(self) -> None:
        self._tasks.spawn(self._open_picker())

    async def _open_picker(self) -> None:
        await self._library()
        if self._query() is None:
            return  # the slash was taken back while the library was read
        picker = self._picker
        if picker is None:
            from app.ui.prompts.picker import PromptPicker

            picker = self._picker = PromptPicker(self._window)
            picker.chosen.connect(self._picked)
            picker.dismissed.connect(self._stop_following)
            self._editor.textChanged.connect(self._follow)
            self._editor.cursorPositionChanged.connect(self._follow)
        picker.attach(self._editor)
        self._following = True
        self._follow()

    def _query(self) -> str | None:
        """The words between the slash and the caret; None once the text no longer starts
        with the slash or the caret left its line."""
        text = self._editor.toPlainText()
        position = self._editor.textCursor().position()
        if not text.startswith("/") or position < 1 or "\n" in text[:position]:
            return None
        return text[1:position]

    def _follow(self) -> None:
        if not self._following or self._picker is None:
            return
        query = self._query()
        if query is None:
            self._stop_following()
            return
        self._picker.show_prompts(_rows(self.store.get().search(query)), self._anchor)

    def _stop_following(self) -> None:
        self._following = False
        if self._picker is not None:
            self._picker.close_list()

    def _picked(self, prompt_id: str) -> None:
        typed = "/" + (self._query() or "")
        end = self._editor.textCursor().position()
        self._stop_following()
        prompt = self.store.get().get(prompt_id)
        if prompt is None:
            return
        names = prompt.variables
        if not names:
            self._put(prompt.text, typed, end)
            return
        from app.ui.prompts.fill_form import PromptFillForm

        form = PromptFillForm(prompt.title, names, self._window)

        def done(result: int) -> None:
            if result == QDialog.DialogCode.Accepted:
                self._put(fill(prompt.text, form.values()), typed, end)
            self._back_to_editor()
            form.deleteLater()

        form.finished.connect(done)
        form.open_above(self._anchor)

    def _put(self, text: str, typed: str, end: int) -> None:
        """The prompt in place of the slash and what followed it (if they are still there),
        the caret after it."""
        cursor = self._editor.textCursor()
        if self._editor.toPlainText().startswith(typed):
            cursor.setPosition(0)
            cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(text)
        self._editor.setTextCursor(cursor)
        self._editor.ensureCursorVisible()
        self._editor.setFocus()

    def _back_to_editor(self) -> None:
        # The form's window is gone: the typing goes on in the message box, whose window
        # some window systems do not activate again by themselves.
        self._editor.window().activateWindow()
        self._editor.setFocus()

    # ---- saving a message as a prompt ---------------------------------------------------

    def save_message(self, message: Message) -> None:
        """A message's Save as prompt: its text, and a title of its first words, to change
        before saving."""
        from app.ui.prompts.prompt_dialog import PromptDialog

        dialog = PromptDialog(
            self.tr("Save as prompt"), title_from(message.text), message.text, self._window
        )
        dialog.finished.connect(lambda result: self._saved(dialog, result, None))
        dialog.open()

    def _saved(self, dialog: PromptDialog, result: int, prompt_id: str | None) -> None:
        dialog.deleteLater()
        if result != QDialog.DialogCode.Accepted:
            return
        title, text = dialog.values()
        self._tasks.spawn(self._keep(Prompt(prompt_id or new_id(), title, text)))

    async def _keep(self, prompt: Prompt) -> None:
        prompts = await self._library()
        self.change(prompts.put(prompt))
        self._status.show(self.tr("Saved the prompt “{0}”.").format(prompt.title), 4000)

    # ---- the manager --------------------------------------------------------------------

    def open_manager(self) -> None:
        self._tasks.spawn(self._open_manager())

    async def _open_manager(self) -> None:
        prompts = await self._library()
        manager = self._manager
        if manager is None:
            from app.ui.prompts.manager import PromptManager

            manager = self._manager = PromptManager(self._window)
            manager.addRequested.connect(lambda: self._edit(None))
            manager.editRequested.connect(self._edit)
            manager.deleteRequested.connect(self._delete)
            manager.importRequested.connect(self._choose_import)
            manager.exportRequested.connect(self._choose_export)
        manager.show_prompts(_rows(prompts.items))
        manager.show()
        manager.raise_()
        manager.activateWindow()

    def _edit(self, prompt_id: str | None) -> None:
        from app.ui.prompts.prompt_dialog import PromptDialog

        prompt = None if prompt_id is None else self.store.get().get(prompt_id)
        if prompt is None:
            dialog = PromptDialog(self.tr("New prompt"), "", "", self._manager or self._window)
        else:
            dialog = PromptDialog(
                self.tr("Edit prompt"), prompt.title, prompt.text, self._manager or self._window
            )
        dialog.finished.connect(
            lambda result: self._saved(dialog, result, None if prompt is None else prompt.id)
        )
        dialog.open()

    def _delete(self, prompt_id: str) -> None:
        prompts = self.store.get()
        prompt = prompts.get(prompt_id)
        if prompt is not None:
            self.change(prompts.remove(prompt_id))
            self._status.show(self.tr("Deleted the prompt “{0}”.").format(prompt.title), 4000)

    def _choose_import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self._manager or self._window,
            self.tr("Import prompts"),
            str(Path.home()),
            self.tr("JSON (*.json);;All files (*)"),
        )
        if path:
            self._tasks.spawn(self.import_from(Path(path)))

    async def import_from(self, path: Path) -> int:
        """Add the prompts of an exported file (one with an id already here replaces it);
        the number added, said in the status bar."""
        try:
            found = await asyncio.to_thread(import_prompts, path)
        except (OSError, ValueError) as err:
            self._status.show(
                self.tr("Could not import prompts: {0}").format(describe_failure(err))
            )
            return 0
        prompts = await self._library()
        self.change(prompts.merged(found))
        self._status.show(self.tr("Imported {0} prompts.").format(len(found)), 4000)
        return len(found)

    def _choose_export(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self._manager or self._window,
            self.tr("Export prompts"),
            str(Path.home() / "cometdesk-prompts.json"),
            self.tr("JSON (*.json)"),
        )
        if path:
            self._tasks.spawn(self.export_to(Path(path)))

    async def export_to(self, path: Path) -> None:
        prompts = await self._library()
        try:
            await asyncio.to_thread(export_prompts, path, prompts.items)
        except OSError as err:
            self._status.show(
                self.tr("Could not export prompts: {0}").format(describe_failure(err))
            )
            return
        self._status.show(self.tr("Exported {0} prompts.").format(len(prompts.items)), 4000)


def _rows(prompts: tuple[Prompt, ...] | list[Prompt]) -> list[tuple[str, str, str]]:
    return [(p.id, p.title, p.text) for p in prompts]
