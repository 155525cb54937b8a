"""Compare mode and the blind arena, from the main controller (part of ChatController)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtWidgets import (
    QFileDialog,
)

from app.domain import Conversation, Vote
from app.ui.arena_dialogs import DiffDialog, LeaderboardDialog
from app.ui.attachment_tray import PendingImage

log = logging.getLogger(__name__)


class CompareActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, signals)."""

    def set_compare_mode(self, on: bool) -> None:
        w = self.window
        if w.compare_button.isChecked() != on:
            w.compare_button.setChecked(on)  # re-enters through the toggled signal
            return
        if on:
            self.compare.models = [
                w.parameter_panel.model_picker.itemText(i)
                for i in range(w.parameter_panel.model_picker.count())
            ]
            if not self.compare.view.columns or self.compare.group:
                first = w.parameter_panel.params().model
                others = [m for m in self.compare.models if m != first]
                self.compare.start_new([first, *others[:1]])
            w.centre_stack.setCurrentWidget(w.compare_view)
            w.conversation_title.setText(self.tr("Compare models"))
            w.sidebar.select(None)
        else:
            w.centre_stack.setCurrentWidget(w.transcript)
            w.conversation_title.setText(self.tr("New chat"))
        w.composer.setFocus()

    async def _open_compare_group(self, conv: Conversation) -> None:
        group = conv.params.compare_group
        members = [
            c for c in await self.repo.list_conversations() if c.params.compare_group == group
        ]
        members.sort(key=lambda c: c.id)
        self.compare.models = [m.id for m in self._models.values()] or [
            c.params.model for c in members
        ]
        await self.compare.open_group(members)
        w = self.window
        w.compare_button.blockSignals(True)
        w.compare_button.setChecked(True)
        w.compare_button.blockSignals(False)
        w.centre_stack.setCurrentWidget(w.compare_view)
        w.conversation_title.setText(conv.title)
        self.conversationOpened.emit(conv.id)

    async def _continue_alone(self, conversation_id: int) -> None:
        """'Continue with this one': the column leaves its compare and opens as a chat."""
        conv = await self.repo.get_conversation(conversation_id)
        if conv is None:
            return
        title = conv.title.removeprefix("⚖ ")
        await self.repo.set_conversation_params(
            conversation_id, replace(conv.params, compare_group="")
        )
        await self.repo.rename_conversation(conversation_id, title)
        await self._refresh_list()
        self.set_compare_mode(False)
        await self._open(conversation_id)
        self.window.sidebar.select(conversation_id)

    def open_leaderboard(self) -> LeaderboardDialog:
        dialog = LeaderboardDialog(self.repo.list_votes, self._spawn, self.window)
        dialog.open()
        dialog.refresh()
        return dialog

    def _on_vote(self, _vote: Vote) -> None:
        self.show_status(self.tr("Vote saved. The names are revealed."), 5000)
        self._spawn(self._refresh_list())

    async def _open_diff(self) -> None:
        answers = await self.compare.answers()
        DiffDialog(answers, self.window).open()

    def _choose_compare_export(self) -> None:
        path, _f = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Export this compare"),
            str(Path.home() / "compare.md"),
            self.tr("Markdown (*.md)"),
        )
        if path:
            self._spawn(self.export_compare(Path(path)))

    async def export_compare(self, path: Path) -> None:
        text = await self.compare.export_markdown()
        await asyncio.to_thread(path.write_text, text, "utf-8")
        self.show_status(self.tr("Exported the compare to {0}").format(path), 6000)

    def _send_compare(self) -> None:
        if self.compare.busy():
            self.show_status(self.tr("The models are still answering; press Esc to stop."), 4000)
            return
        text = self.window.composer.toPlainText().strip()
        if not text:
            return
        if self._key is None:
            self.open_settings(first_run=True)
            return
        tray = self.window.attachment_tray
        if tray.is_busy():
            self.show_status(self.tr("Still preparing the images…"), 3000)
            return
        pending = tray.attachments()
        self.window.composer.clear()
        tray.clear()
        self.window.set_busy(True)
        self._spawn(self._send_compare_with_images(text, pending))

    async def _send_compare_with_images(self, text: str, pending: list[PendingImage]) -> None:
        images = await self._store_images(pending)
        self.compare.send(text, self.window.parameter_panel.params(), images)
