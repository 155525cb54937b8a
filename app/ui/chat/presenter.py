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
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api import ApiError, AuthenticationError, BadRequestError, RateLimitError
from app.api.param_names import without_param
from app.domain import (
    Conversation,
    DocumentPart,
    ImagePart,
    Message,
    MessageStatus,
    Params,
    TextPart,
)
from app.render.tool_text import shown
from app.secrets import redact
from app.services.context_fit import ContextFit
from app.services.drafts import DraftStore
from app.services.endpoints import Endpoints
from app.services.failures import describe_failure
from app.services.param_inputs import InputError
from app.services.settings_store import SettingsStore
from app.services.titler import Titler
from app.storage import AsyncRepository, StorageError
from app.ui.chat.context_dialog import SEND_ALL, ContextDialog
from app.ui.common.status_bus import RetryCountdown, StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.draft_keeper import DraftKeeper
from app.ui.composer.ports import Attachments, Documents
from app.ui.shell.main_window import MainWindow
from app.ui.transcript.thread import ThreadPresenter

log = logging.getLogger(__name__)

CANCELLED = -2  # the context prompt was cancelled: nothing is sent


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
        titler: Titler,
        planner: ContextFit,
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
        self._titler = titler
        self._planner = planner
        self._tasks = tasks
        self._status = status
        self._countdown = RetryCountdown(status)
        self._editing: Message | None = None  # the question being edited in the composer
        # (text, composer revision) of a message sent until it is stored, then cleared.
        self._sent: tuple[str, int] | None = None
        self.drafts = DraftKeeper(window.composer, drafts, tasks.spawn)
        self._connect()

    def _connect(self) -> None:
        w, t = self.window, self.chat_thread
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
        if self.chat_thread.running or self._sent is not None:
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
        self._sent = (text, self.window.composer.document().revision())
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
            attachments: list[ImagePart | DocumentPart] = [*images, *documents]
            start = await self._fit(text, params, attachments)
            if start == CANCELLED:
                self._sent = None
                self.window.set_busy(False)
                return None  # nothing was sent: the message stays in the box
            return await self.chat_thread.send_message(
                text, params, attachments, history_from=start
            )
        except Exception as err:
            # Storage failed (a full disk, a read-only folder). Until the question is stored
            # the composer still holds it: say so, and leave Send usable.
            log.error("sending failed", exc_info=err)
            if isinstance(err, StorageError) and self._sent is not None:
                sentence = err.send_message  # "Not saved: … press Send again"
            elif self._sent is not None:
                sentence = self.tr("Not saved: {0} Your message is still in the box.").format(
                    describe_failure(err)
                )
            else:
                sentence = describe_failure(err)
            self._sent = None
            self.window.set_busy(False)
            self._status.show(sentence)
            return None

    async def _fit(
        self, text: str, params: Params, attachments: list[ImagePart | DocumentPart]
    ) -> int | None:
        """Would the request fit the model's context? If not, ask: the message to start
        from, None for everything, or CANCELLED."""
        plan = await self._planner.plan(
            self.conversation_id, (TextPart(text), *attachments), params
        )
        if plan is None:
            return None
        dialog = ContextDialog(
            needed=plan.needed,
            limit=plan.limit,
            model=params.model,
            starts=plan.starts,
            suggested=plan.suggested,
            parent=self.window,
        )
        answer: asyncio.Future[int] = asyncio.Future()

        def settle(start: int) -> None:
            if not answer.done():
                answer.set_result(start)

        dialog.chosen.connect(settle)
        dialog.rejected.connect(lambda: settle(CANCELLED))
        dialog.open()
        start = await answer
        return None if start == SEND_ALL else start

    def _on_message_stored(self, message: Message) -> None:
        """The question is safely stored: now the composer and the tray may be emptied."""
        if message.role != "user" or self._sent is None:
            return
        # Untouched since Send (comparing the text costs 27 ms for a 10 MB paste): clear it.
        if self.window.composer.document().revision() == self._sent[1]:
            self.window.composer.clear()
        self._attachments.clear()
        self._documents.clear()
        self._sent = None

    async def copy_last_reply(self) -> None:
        """Ctrl+Shift+C: the last reply on screen, as Markdown."""
        if self.conversation_id is None:
            return
        messages = await self._repo.list_messages(self.conversation_id, limit=20)
        replies = [m for m in messages if m.role == "assistant" and m.text]
        if replies:
            await self.chat_thread.copy(replies[-1].id)

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
        self._sent = None
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
            generic = self.tr("The reply ended early (the connection closed before it finished).")
            self._status.show(shown(message.error) if message.error else generic, 15_000)
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
        """After the first reply of a chat still titled with its first words, a short title
        from a cheap model. Any failure keeps the first-words title."""
        renamed = await self._titler.title_for(reply)
        if renamed is None:
            return
        if renamed.id == self.conversation_id:
            self.window.set_title(renamed.title)
        self.conversationChanged.emit(renamed)
        self.titleGenerated.emit(renamed.id, renamed.title)

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
        if self.drafts.pending() or self.window.composer.toPlainText():
            self.drafts.save(self.conversation_id)
        self._attachments.leave_draft()
        self.chat_thread.clear(conversation_id)
        self.restore_draft()
        self._spawn(self._attachments.restore_draft(conversation_id, lambda: self.conversation_id))

    # ---- drafts -------------------------------------------------------------------------

    def restore_draft(self) -> None:
        self.drafts.restore(self.conversation_id)

    def flush_draft(self) -> None:
        """Closing: the draft is written now, in full."""
        self.drafts.flush(self.conversation_id)

    # ---- editing a question -------------------------------------------------------------

    def edit_last(self) -> None:
        """Up in an empty composer: edit the last question on screen."""
        questions = [m for m in self.chat_thread.view.shown_messages if m.role == "user"]
        if questions:
            self.chat_thread.request_edit(questions[-1].id)

    def begin_edit(self, message: Message) -> None:
        self._editing = message
        self.window.start_editing(message.text)

    def cancel_edit(self) -> bool:
        """Esc while editing: back to an empty composer; True if there was an edit."""
        if self._editing is None:
            return False
        self._editing = None
        self.window.stop_editing()
        return True
