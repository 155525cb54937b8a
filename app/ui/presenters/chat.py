"""The main chat: the composer, sending and stopping, editing a question, drafts, and what a
finished reply means for the window (status, a resend offer, a title). Its transcript is
run by a ThreadPresenter.

The composer keeps what was typed (and attached) until the message is stored: it is emptied
when the stored message comes back, so a failed save leaves everything where it was.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QTextCursor

from app.api import ApiError, AuthenticationError, BadRequestError, RateLimitError
from app.api.param_names import without_param
from app.domain import Conversation, DocumentPart, Message, MessageStatus, Params
from app.secrets import redact
from app.services.auto_title import cheapest_chat_model, generate_title
from app.services.chat_session import title_from_prompt
from app.services.drafts import DraftStore
from app.services.endpoints import Endpoints
from app.services.failures import describe_failure
from app.services.model_directory import ModelDirectory
from app.services.param_inputs import InputError
from app.services.settings_store import SettingsStore
from app.storage import AsyncRepository, StorageError
from app.ui.main_window import MainWindow
from app.ui.presenters.ports import Attachments, Documents
from app.ui.presenters.thread import ThreadPresenter
from app.ui.status_bus import RetryCountdown, StatusBus
from app.ui.tasks import TaskRunner

log = logging.getLogger(__name__)

DRAFT_SAVE_MS = 800


class ChatPresenter(QObject):
    """Signals:
    conversationOpened(int): a conversation's messages are on screen.
    compareOpened(object): the conversation picked is a compare column (the Conversation).
    conversationChanged(object): created or renamed: the sidebar shows it (the Conversation).
    settingsNeeded(str): no key, or it was rejected: open the settings (the profile id).
    replyFinished(object): a reply reached its final state (the stored Message).
    titleGenerated(int, str): a conversation got its title from the auto-title model.
    """

    conversationOpened = Signal(int)
    compareOpened = Signal(object)
    conversationChanged = Signal(object)
    settingsNeeded = Signal(str)
    replyFinished = Signal(object)
    titleGenerated = Signal(int, str)

    def __init__(
        self,
        window: MainWindow,
        chat_thread: ThreadPresenter,
        *,
        repo: AsyncRepository,
        attachments: Attachments,
        documents: Documents,
        settings: SettingsStore,
        endpoints: Endpoints,
        models: ModelDirectory,
        drafts: DraftStore,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.chat_thread = chat_thread
        self._repo = repo
        self._attachments = attachments
        self._documents = documents
        self._settings = settings
        self._endpoints = endpoints
        self._models = models
        self.drafts = drafts
        self._tasks = tasks
        self._status = status
        self._countdown = RetryCountdown(status)
        self._editing: Message | None = None  # the question being edited in the composer
        self._sent_text: str | None = None  # cleared from the composer once it is stored
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_SAVE_MS)
        self._draft_timer.timeout.connect(self.save_draft)
        self._connect()

    def _connect(self) -> None:
        w, t = self.window, self.chat_thread
        w.composer.textChanged.connect(self._draft_timer.start)
        w.composer.editLastRequested.connect(self.edit_last)
        t.conversationCreated.connect(self._on_created)
        t.replyStarted.connect(lambda _m: w.parameter_panel.show_adjustments(()))
        t.adjusted.connect(w.parameter_panel.show_adjustments)
        t.retrying.connect(self._countdown.start)
        t.replyFinished.connect(self._on_finished)
        t.editRequested.connect(self.begin_edit)
        t.totalsChanged.connect(w.set_totals)
        t.messageAdded.connect(self._on_message_stored)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    @property
    def conversation_id(self) -> int | None:
        return self.chat_thread.conversation_id

    # ---- sending ------------------------------------------------------------------------

    def send(self) -> None:
        """Enter or Send: the composer's text and images to the conversation on screen."""
        if self.chat_thread.running or self._sent_text is not None:
            self._status.show(self.tr("A reply is still streaming; press Esc to stop it."), 4000)
            return
        text = self.window.composer.toPlainText().strip()
        if self._attachments.busy():
            self._status.show(self.tr("Still preparing the images…"), 3000)
            return
        pending = self._attachments.pending()
        documents = self._documents.parts()
        if not text and not pending and not documents:
            return
        try:
            params = self.window.parameter_panel.params()
        except InputError as err:
            self._status.show(err.message, 10_000)
            self.window.parameter_panel.focus_field(err.field)
            return
        if not self._documents.confirm(self.send):
            return  # a very large document: asked first; Send all sends
        if self._editing is None:
            if not params.model:
                self._status.show(self.tr("Choose a model first."), 4000)
                self.window.parameter_panel.focus_model()
                return
            if not self._endpoints.has_key(params.profile) and not params.profile:
                self._status.show(self.tr("Add your API key in Settings first."), 6000)
                self.settingsNeeded.emit("")
                return
        self._sent_text = text
        self.window.set_busy(True)
        self._settings.update(lambda s: s.with_recent_model(params.model))
        self.chat_thread.start(self._send(text, params, pending, documents))

    async def _send(
        self, text: str, params: Params, pending: list[Any], documents: list[DocumentPart]
    ) -> Message | None:
        try:
            images = await self._attachments.store(pending)
            editing, self._editing = self._editing, None
            if editing is not None:
                self.window.show_edit_banner(False)
                return await self.chat_thread.edit_message(
                    editing,
                    text,
                    params,
                    [*editing.images, *editing.documents, *images, *documents],
                )
            return await self.chat_thread.send_message(text, params, [*images, *documents])
        except Exception as err:
            # Storage failed (a full disk, a read-only folder). Until the question is stored
            # the composer still holds it: say so, and leave Send usable.
            log.error("sending failed", exc_info=err)
            if isinstance(err, StorageError) and self._sent_text is not None:
                sentence = err.send_message  # "Not saved: … press Send again"
            elif self._sent_text is not None:
                sentence = self.tr("Not saved: {0} Your message is still in the box.").format(
                    describe_failure(err)
                )
            else:
                sentence = describe_failure(err)
            self._sent_text = None
            self.window.set_busy(False)
            self._status.show(sentence)
            return None

    def _on_message_stored(self, message: Message) -> None:
        """The question is safely stored: now the composer and the tray may be emptied."""
        if message.role != "user" or self._sent_text is None:
            return
        if self.window.composer.toPlainText().strip() == self._sent_text:
            self.window.composer.clear()
        self._attachments.clear()
        self._documents.clear()
        self._sent_text = None

    def stop(self) -> bool:
        """Esc: cancel an edit, or stop the reply. True if there was something to stop."""
        if not self.chat_thread.running and self.cancel_edit():
            return True
        running = self.chat_thread.running
        self.chat_thread.stop()
        return running

    # ---- replies ------------------------------------------------------------------------

    def _on_created(self, conversation: Conversation) -> None:
        self.window.set_title(conversation.title)
        self.conversationChanged.emit(conversation)

    def _on_finished(self, message: Message, error: ApiError | None) -> None:
        counting = self._countdown.stop()
        self._status.withdraw("resend")
        self._sent_text = None
        self.window.set_busy(False)
        if error is not None:
            self._status.show(redact(error.message, *self._endpoints.known_secrets))
            if isinstance(error, AuthenticationError):
                self.settingsNeeded.emit(message.params.profile if message.params else "")
            if isinstance(error, BadRequestError) and error.unsupported_param:
                self._offer_resend(message, error.unsupported_param)
            if isinstance(error, RateLimitError):
                self.window.composer.setFocus()
        elif message.status is MessageStatus.STOPPED:
            self._status.show(self.tr("Stopped. The partial reply was kept."), 5000)
        elif message.status is MessageStatus.INCOMPLETE:
            self._status.show(
                self.tr("The reply ended early (the connection closed before it finished)."),
                8000,
            )
        elif counting:
            self._status.show("", 1)  # the countdown's text is over
        if message.status is MessageStatus.COMPLETE:
            self._spawn(self._auto_title(message))
        self.replyFinished.emit(message)

    def _offer_resend(self, message: Message, param: str) -> None:
        params = message.params or self.window.parameter_panel.params(strict=False)
        conversation_id = message.conversation_id

        def resend() -> None:
            if self.chat_thread.running:
                return
            fixed = without_param(params, param)
            self.window.parameter_panel.set_params(fixed)
            self.window.set_busy(True)
            self.chat_thread.start(self.chat_thread.session.regenerate(conversation_id, fixed))

        self._status.offer("resend", self.tr("Resend without “{0}”").format(param), resend)

    async def _auto_title(self, reply: Message) -> None:
        """After the first reply of a chat still titled with its first words, ask a cheap
        model for a short title. Any failure keeps the first-words title."""
        settings = self._settings.value
        profile = reply.params.profile if reply.params is not None else ""
        if not settings.auto_title or not self._endpoints.has_key(profile):
            return
        conv = await self._repo.get_conversation(reply.conversation_id)
        if conv is None or conv.params.compare_group:
            return
        messages = await self._repo.list_messages(conv.id, limit=3)
        if len(messages) != 2 or messages[0].role != "user" or messages[1].id != reply.id:
            return
        question = messages[0].text
        if not question or conv.title != title_from_prompt(question):
            return  # renamed by the user, or a chat of images only
        model = settings.auto_title_model or cheapest_chat_model(self._models.all())
        if not model:
            return
        try:
            client = self._endpoints.client(profile)
        except ApiError:
            return
        title = await generate_title(client, model, question, reply.text)
        current = await self._repo.get_conversation(conv.id)
        if not title or current is None or current.title != conv.title:
            return
        await self._repo.rename_conversation(conv.id, title)
        if conv.id == self.conversation_id:
            self.window.set_title(title)
        self.conversationChanged.emit(replace(current, title=title))
        self.titleGenerated.emit(conv.id, title)

    # ---- opening conversations ----------------------------------------------------------

    def new_chat(self) -> None:
        self.switch_to(None)
        self.window.set_title(self.tr("New chat"))
        self.window.composer.setFocus()

    async def open(self, conversation_id: int, focus: int | None = None, query: str = "") -> None:
        conv = await self._repo.get_conversation(conversation_id)
        if conv is None:
            return
        if conv.params.compare_group:
            self.compareOpened.emit(conv)
            return
        self.switch_to(conversation_id)
        self.window.set_title(conv.title)
        if conv.params.model:
            self.window.parameter_panel.set_params(conv.params)
        if focus is not None:
            await self.chat_thread.reveal(focus)
        await self.chat_thread.show_branch(conversation_id, focus=focus)
        if focus is not None and query:
            self.chat_thread.view.highlight(query)
        if conversation_id == self.conversation_id:
            self.conversationOpened.emit(conversation_id)

    def switch_to(self, conversation_id: int | None) -> None:
        """Keep the unsent text and images of the conversation we leave, restore the ones of
        the conversation we enter."""
        self.cancel_edit()  # an edit belongs to the conversation it started in
        if self._draft_timer.isActive() or self.window.composer.toPlainText():
            self.save_draft()
        self._attachments.leave_draft()
        self.chat_thread.clear(conversation_id)
        self.restore_draft()
        self._spawn(self._attachments.restore_draft(conversation_id, lambda: self.conversation_id))

    # ---- drafts -------------------------------------------------------------------------

    def save_draft(self) -> None:
        self._draft_timer.stop()
        if self.drafts.set(self.conversation_id, self.window.composer.toPlainText()):
            self._spawn(self._write_draft())

    async def _write_draft(self) -> None:
        try:
            await asyncio.to_thread(self.drafts.write, self.drafts.snapshot())
        except OSError:
            # The text is still in the box and in memory; a full or read-only disk is said
            # where it matters (Send), not over it by every keystroke's autosave.
            log.warning("the draft could not be saved", exc_info=True)

    def restore_draft(self) -> None:
        composer = self.window.composer
        composer.blockSignals(True)
        try:
            composer.setPlainText(self.drafts.get(self.conversation_id))
            composer.moveCursor(QTextCursor.MoveOperation.End)
        finally:
            composer.blockSignals(False)

    def flush_draft(self) -> None:
        """Closing: the draft is written now, in full."""
        self._draft_timer.stop()
        self.drafts.set(self.conversation_id, self.window.composer.toPlainText())
        try:
            self.drafts.save()
        except OSError:
            log.warning("the draft could not be saved while closing", exc_info=True)

    # ---- editing a question -------------------------------------------------------------

    def edit_last(self) -> None:
        """Up in an empty composer: edit the last question on screen."""
        questions = [m for m in self.chat_thread.view.shown_messages if m.role == "user"]
        if questions:
            self.chat_thread.request_edit(questions[-1].id)

    def begin_edit(self, message: Message) -> None:
        self._editing = message
        composer = self.window.composer
        composer.setPlainText(message.text)
        composer.moveCursor(QTextCursor.MoveOperation.End)
        composer.setFocus()
        self.window.show_edit_banner(True)

    def cancel_edit(self) -> bool:
        """Esc while editing: back to an empty composer; True if there was an edit."""
        if self._editing is None:
            return False
        self._editing = None
        self.window.show_edit_banner(False)
        self.window.composer.clear()
        return True
