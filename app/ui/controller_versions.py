"""Versions and per-message actions (ChatController): regenerate a reply as a new version,
edit a question and resend it, step through versions ‹ 1/3 ›, delete a message, fold the
Thinking section, and the running totals of the branch on screen."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QMessageBox

from app.api.catalog import price_for
from app.domain import ImagePart, Message, MessageStatus, Params
from app.text import money, number
from app.ui.attachment_tray import PendingImage
from app.ui.controller_history import PAGE


class VersionActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, _spawn, repo…)."""

    _editing: Message | None = None  # the question being edited in the composer
    _branch_changed = False  # the running reply is a new version: reload the view after it

    def _on_version_action(self, action: str, message_id: int) -> bool:
        """Handle a version/message action link; False if it is not one of ours."""
        if action == "version-prev":
            self._spawn(self._step_version(message_id, -1))
        elif action == "version-next":
            self._spawn(self._step_version(message_id, 1))
        elif action == "edit":
            self._spawn(self._begin_edit(message_id))
        elif action == "delete":
            self._confirm_delete(message_id)
        elif action == "thinking":
            self.window.transcript.toggle_thinking(message_id)
        elif action == "tools":
            self.window.transcript.toggle_tool_calls(message_id)
        else:
            return False
        return True

    def _reply_running(self) -> bool:
        return self._reply_task is not None and not self._reply_task.done()

    # ---- the branch on screen ----------------------------------------------------------

    async def _show_branch(self, conversation_id: int, focus: int | None = None) -> None:
        """Load the branch on screen (its last page, or back to ``focus``) with its version
        numbers, and scroll to ``focus`` if given."""
        messages = await self.repo.list_messages(conversation_id, limit=PAGE)
        has_older = len(messages) == PAGE
        while focus is not None and has_older and all(m.id != focus for m in messages):
            older = await self.repo.list_messages(
                conversation_id, limit=PAGE, before_id=messages[0].id
            )
            messages = older + messages
            has_older = len(older) == PAGE
        versions = await self.repo.version_positions(conversation_id)
        if conversation_id != self.conversation_id:
            return
        view = self.window.transcript
        view.set_messages(messages, has_older=has_older, versions=versions, keep_all=True)
        if focus is not None:
            view.scroll_to_message(focus)
        await self._update_totals(conversation_id)

    async def _reveal(self, message_id: int) -> None:
        """Make sure a message (a search match, say) is on the branch on screen."""
        message = await self.repo.get_message(message_id)
        if message is not None and not message.active:
            await self.repo.show_version(message_id)

    async def _update_totals(self, conversation_id: int) -> None:
        usage = await self.repo.branch_usage(conversation_id)
        if conversation_id != self.conversation_id:
            return
        label = self.window.conversation_totals
        if not usage:
            label.setText("")
            return
        prompt = sum(u.prompt_tokens for _m, u in usage)
        completion = sum(u.completion_tokens for _m, u in usage)
        text = self.tr("{0} in · {1} out tokens").format(number(prompt), number(completion))
        costs = [
            price_for(self._models[model], u) if model in self._models else None
            for model, u in usage
        ]
        if costs and all(c is not None for c in costs):
            total = sum(c for c in costs if c is not None)
            text += " · " + money(total)
        label.setText(text)
        label.setToolTip(
            self.tr("Tokens and cost of the replies shown, {0} replies").format(len(usage))
        )

    def _after_reply(self, message: Message) -> None:
        """A reply ended: new versions get their ‹ n/m › numbers; totals always change."""
        if message.status is MessageStatus.COMPLETE:
            self._spawn(self._auto_title(message))
        if message.conversation_id != self.conversation_id:
            return
        if self._branch_changed:
            self._branch_changed = False
            self._spawn(self._show_branch(message.conversation_id))
        else:
            self._spawn(self._update_totals(message.conversation_id))

    def _show_up_to(self, message_id: int) -> None:
        """Show the branch as it was before ``message_id``: the new version streams below."""
        view = self.window.transcript
        view.set_messages(
            [m for m in view.shown_messages if m.id < message_id],
            has_older=view.has_older,
            versions=view.versions,
        )

    # ---- regenerate and versions ---------------------------------------------------------

    def regenerate(self, reply_id: int | None = None) -> None:
        """Ask again for reply ``reply_id`` (default: the last reply) with the panel's
        parameters; the new reply is a new version and the old one stays stored."""
        if self.conversation_id is None or self._reply_running():
            return
        params = self.window.parameter_panel.params()
        if reply_id is not None:
            self._show_up_to(reply_id)
        self._branch_changed = True
        self.window.set_busy(True)
        self._reply_task = self._spawn(
            self.session.regenerate(self.conversation_id, params, reply_id=reply_id)
        )

    async def _step_version(self, message_id: int, step: int) -> None:
        if self._reply_running():
            self.show_status(self.tr("Wait for the reply to finish first."), 3000)
            return
        ids = await self.repo.versions(message_id)
        target = ids.index(message_id) + step
        if not 0 <= target < len(ids) or self.conversation_id is None:
            return
        await self.repo.show_version(ids[target])
        await self._show_branch(self.conversation_id, focus=ids[target])

    # ---- edit and resend ---------------------------------------------------------------

    def edit_last(self) -> None:
        """Up in an empty composer: edit the last question on screen."""
        questions = [m for m in self.window.transcript.shown_messages if m.role == "user"]
        if questions and not self.window.comparing:
            self._spawn(self._begin_edit(questions[-1].id))

    async def _begin_edit(self, message_id: int) -> None:
        message = await self.repo.get_message(message_id)
        if message is None or message.conversation_id != self.conversation_id:
            return
        self._editing = message
        composer = self.window.composer
        composer.setPlainText(message.text)
        composer.moveCursor(QTextCursor.MoveOperation.End)
        composer.setFocus()
        self.window.edit_banner.show()

    def cancel_edit(self) -> bool:
        """Esc while editing: back to an empty composer; True if there was an edit."""
        if self._editing is None:
            return False
        self._editing = None
        self.window.edit_banner.hide()
        self.window.composer.clear()
        return True

    def _send_edit(self, text: str, params: Params, pending: list[PendingImage]) -> None:
        original = self._editing
        assert original is not None and self.conversation_id is not None
        self._editing = None
        self.window.edit_banner.hide()
        self._show_up_to(original.id)
        self._branch_changed = True
        self.window.set_busy(True)
        self._reply_task = self._spawn(
            self._edit_and_resend(self.conversation_id, original, text, params, pending)
        )

    async def _edit_and_resend(
        self,
        conversation_id: int,
        original: Message,
        text: str,
        params: Params,
        pending: list[PendingImage],
    ) -> Message:
        added: list[ImagePart] = await self._store_images(pending) if pending else []
        return await self.session.edit(
            conversation_id, original.id, text, params, [*original.images, *added]
        )

    # ---- delete ------------------------------------------------------------------------

    def _confirm_delete(self, message_id: int) -> None:
        if self._reply_running():
            self.show_status(self.tr("Wait for the reply to finish first."), 3000)
            return
        box = QMessageBox(self.window)
        box.setObjectName("deleteMessageBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Delete message"))
        box.setText(self.tr("Delete this message?"))
        box.setInformativeText(
            self.tr("A version is deleted with the replies that followed it; other versions stay.")
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda result: (
                self._spawn(self._delete(message_id))
                if result == QMessageBox.StandardButton.Yes
                else None
            )
        )
        box.open()

    async def _delete(self, message_id: int) -> None:
        conversation_id = self.conversation_id
        await self.repo.delete_message(message_id)
        if conversation_id is not None:
            await self._show_branch(conversation_id)
        self.show_status(self.tr("Message deleted."), 4000)
