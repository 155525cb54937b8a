"""Conversation and message actions: rename, pin, trash, copy, export (ChatController)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import (
    QFileDialog,
)

from app.api import ApiError
from app.domain import Message
from app.render.markup import render_markdown
from app.services import title_from_prompt
from app.services.auto_title import cheapest_chat_model, generate_title
from app.storage import (
    ImportFormatError,
    ImportSummary,
    Repository,
    import_file,
    write_json_export,
    write_markdown_export,
)

log = logging.getLogger(__name__)

CONTINUE_PROMPT = "Continue exactly where you stopped."
PAGE = 50  # messages per page when a conversation opens, and per scroll-up


class HistoryActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, signals)."""

    async def _rename(self, conversation_id: int, title: str) -> None:
        await self.repo.rename_conversation(conversation_id, title)
        if conversation_id == self.conversation_id:
            self.window.conversation_title.setText(title)
        await self._refresh_list()

    async def _pin(self, conversation_id: int, on: bool) -> None:
        await self.repo.set_pinned(conversation_id, on)
        await self._refresh_list()

    async def delete_conversation(self, conversation_id: int) -> None:
        """To the trash (purged after 30 days, with its images), with Undo for now."""
        await self.repo.delete_conversation(conversation_id)
        if conversation_id == self.conversation_id:
            self.new_chat()
        await self._refresh_list()
        self._last_deleted = conversation_id
        self.undo_button.setText(self.tr("Undo delete"))
        self.undo_button.show()
        self.show_status(self.tr("Moved to the trash."), 8000)
        QTimer.singleShot(8000, self.undo_button.hide)

    async def undo_delete(self) -> None:
        if self._last_deleted is None:
            return
        await self.repo.restore_conversation(self._last_deleted)
        self._last_deleted = None
        self.undo_button.hide()
        await self._refresh_list()
        self.show_status(self.tr("Restored."), 3000)

    async def _copy_last_reply(self) -> None:
        if self.conversation_id is None:
            return
        messages = await self.repo.list_messages(self.conversation_id, limit=20)
        replies = [m for m in messages if m.role == "assistant" and m.text]
        if replies:
            await self._copy_message(replies[-1].id)

    def _step_conversation(self, step: int) -> None:
        """Ctrl+Tab / Ctrl+Shift+Tab: the next or previous conversation in the list."""
        self.window.sidebar.step(step)

    # ---- auto-title ---------------------------------------------------------------------

    async def _auto_title(self, reply: Message) -> None:
        """After the first reply of a chat still titled with its first words, ask a cheap
        model for a short title. Any failure keeps the first-words title."""
        if not self.settings.auto_title or self._key is None:
            return
        conv = await self.repo.get_conversation(reply.conversation_id)
        if conv is None or conv.params.compare_group:
            return
        messages = await self.repo.list_messages(conv.id, limit=3)
        if len(messages) != 2 or messages[0].role != "user" or messages[1].id != reply.id:
            return
        question = messages[0].text
        if not question or conv.title != title_from_prompt(question):
            return  # renamed by the user, or a chat of images only
        model = self.settings.auto_title_model or cheapest_chat_model(self._models.values())
        if not model:
            return
        profile = reply.params.profile if reply.params is not None else ""
        try:
            client = self._require_client(profile)
        except ApiError:
            return
        title = await generate_title(client, model, question, reply.text)
        current = await self.repo.get_conversation(conv.id)
        if not title or current is None or current.title != conv.title:
            return
        await self.repo.rename_conversation(conv.id, title)
        if conv.id == self.conversation_id:
            self.window.conversation_title.setText(title)
        await self._refresh_list()
        self.titleGenerated.emit(conv.id, title)

    # ---- folders and duplicates ---------------------------------------------------------

    def _connect_folders(self) -> None:
        bar = self.window.sidebar
        bar.duplicateRequested.connect(lambda cid: self._spawn(self._duplicate(cid)))
        bar.moveRequested.connect(lambda cid, fid: self._spawn(self._move(cid, fid)))
        bar.newFolderRequested.connect(lambda name: self._spawn(self._new_folder(name)))
        bar.renameFolderRequested.connect(
            lambda fid, name: self._spawn(self._folder_change(self.repo.rename_folder(fid, name)))
        )
        bar.deleteFolderRequested.connect(
            lambda fid: self._spawn(self._folder_change(self.repo.delete_folder(fid)))
        )

    async def _folder_change(self, change: Awaitable[None]) -> None:
        await change
        await self._refresh_list()

    async def _new_folder(self, name: str) -> None:
        folder = await self.repo.create_folder(name)
        pending = self.window.sidebar.take_pending_move()
        if pending is not None:
            await self.repo.set_folder(pending, folder.id)
        await self._refresh_list()

    async def _move(self, conversation_id: int, folder_id: int | None) -> None:
        await self.repo.set_folder(conversation_id, folder_id)
        await self._refresh_list()

    async def _duplicate(self, conversation_id: int) -> None:
        original = await self.repo.get_conversation(conversation_id)
        if original is None:
            return
        copy = await self.repo.duplicate_conversation(
            conversation_id, self.tr("{0} (copy)").format(original.title)
        )
        await self._refresh_list()
        self.window.sidebar.select(copy.id)
        await self._open(copy.id)
        self.show_status(self.tr("Duplicated “{0}”.").format(original.title), 4000)

    async def _copy_message(self, message_id: int, *, plain: bool = False) -> None:
        message = await self.repo.get_message(message_id)
        if message is None:
            return
        if plain:
            # The rendered text, without Markdown syntax.
            document = QTextDocument()
            document.setHtml(render_markdown(message.text))
            QGuiApplication.clipboard().setText(document.toPlainText().strip())
            self.show_status(self.tr("Copied the reply as plain text."), 3000)
        else:
            QGuiApplication.clipboard().setText(message.text)
            self.show_status(self.tr("Copied the reply as Markdown."), 3000)

    def continue_reply(self) -> None:
        """A reply cut at max tokens: ask the model to go on from where it stopped."""
        if self.conversation_id is None or (
            self._reply_task is not None and not self._reply_task.done()
        ):
            return
        params = self.window.parameter_panel.params()
        self.window.set_busy(True)
        self._reply_task = self._spawn(
            self.session.send(self.conversation_id, CONTINUE_PROMPT, params)
        )

    def _choose_export(self, fmt: str, conversation_ids: list[int] | None = None) -> None:
        suffix = "json" if fmt == "json" else "md"
        path, _filter = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export conversations"),
            str(Path.home() / f"cometdesk-export.{suffix}"),
            self.tr("JSON (*.json)") if fmt == "json" else self.tr("Markdown (*.md)"),
        )
        if path:
            self._spawn(self.export_to(Path(path), fmt, conversation_ids))

    async def export_to(
        self, path: Path, fmt: str, conversation_ids: list[int] | None = None
    ) -> int:
        """Write the export on the storage thread; the file appears only once complete."""
        self.show_status(self.tr("Exporting…"))
        tmp = path.with_name(f".{path.name}.partial")

        def write(repo: Repository) -> int:
            with tmp.open("w", encoding="utf-8") as out:
                if fmt == "json":
                    count = write_json_export(repo, self.blobs, out, conversation_ids)
                else:
                    count = write_markdown_export(repo, out, conversation_ids)
            tmp.replace(path)
            return count

        self.busy(True)
        try:
            count = await self.repo.run(write)
        except OSError as err:
            tmp.unlink(missing_ok=True)
            self.show_status(self.tr("Export failed: {0}").format(err.strerror or err), 10_000)
            return 0
        finally:
            self.busy(False)
        self.show_status(self.tr("Exported {0} conversation(s) to {1}").format(count, path), 8000)
        return count

    def _choose_import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Import conversations"),
            str(Path.home()),
            self.tr("Exports (*.json *.zip);;All files (*)"),
        )
        if path:
            self._spawn(self.import_from(Path(path)))

    async def import_from(self, path: Path) -> ImportSummary | None:
        self.show_status(self.tr("Importing…"))
        self.busy(True)
        try:
            summary = await self.repo.run(lambda repo: import_file(path, repo, self.blobs))
        except (ImportFormatError, OSError) as err:
            self.show_status(self.tr("Nothing was imported: {0}").format(err), 15_000)
            return None
        finally:
            self.busy(False)
        await self._refresh_list()
        self.show_status(
            self.tr("Imported {0} conversation(s) with {1} message(s).").format(
                summary.conversations, summary.messages
            ),
            8000,
        )
        return summary

    async def _load_older(self) -> None:
        view = self.window.transcript
        conversation_id, first = self.conversation_id, view.first_message_id
        if conversation_id is None or first is None or not view.has_older:
            return
        older = await self.repo.list_messages(conversation_id, limit=PAGE, before_id=first)
        if conversation_id == self.conversation_id:
            view.prepend_messages(older, has_older=len(older) == PAGE)
