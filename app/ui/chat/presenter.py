"""The main chat: the conversation on screen as a send target for the composer (storing the
question, asking before a request that would not fit the model's context), opening and
starting conversations, and what a finished reply means for the window (status, a resend
offer, a title). Its transcript is run by a ThreadPresenter."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from app.api import ApiError, AuthenticationError, BadRequestError, RateLimitError
from app.api.param_names import without_param
from app.domain import (
    AudioPart,
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
from app.services.endpoints import Endpoints
from app.services.model_directory import ModelDirectory
from app.services.settings_store import SettingsStore
from app.services.titler import Titler
from app.storage import AsyncRepository
from app.ui.chat.context_dialog import SEND_ALL, SERVER_TRUNCATES, ContextDialog
from app.ui.common.price_confirm import PriceGuard
from app.ui.common.status_bus import RetryCountdown, StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.ports import Edit, Outgoing
from app.ui.transcript.thread import ThreadPresenter

log = logging.getLogger(__name__)

CANCELLED = -2  # the context prompt was cancelled: nothing is sent


class ChatHeader(Protocol):
    """The part of the window above the conversation, as the chat uses it."""

    def set_title(self, title: str) -> None: ...
    def set_totals(self, text: str, tooltip: str = "") -> None: ...


class ChatParams(Protocol):
    """The parameters panel, as the chat uses it."""

    def params(self, *, strict: bool = True) -> Params: ...
    def set_params(self, params: Params) -> None: ...
    def show_adjustments(self, adjustments: Sequence[str]) -> None: ...
    def focus_model(self) -> None: ...


class Drafts(Protocol):
    """The composer's unsent text and images, kept per conversation."""

    def leave_draft(self) -> None: ...
    def enter_draft(self) -> None: ...


class ChatPresenter(QObject):
    """Signals:
    conversationOpened(int): a conversation's messages are on screen.
    compareOpened(object): the conversation picked is a compare column (the Conversation).
    conversationChanged(object): created or renamed: the sidebar shows it (the Conversation).
    settingsNeeded(str): no key, or it was rejected: open the settings (the profile id).
    replyFinished(object): a reply reached its final state (the stored Message).
    titleGenerated(int, str): a conversation got its title from the auto-title model.
    focusComposer(): the person should be typing now (a new chat, a rate limit).
    assistantShown(str): the chat on screen changed: the id of the assistant it was started
    with ("" for none, a new chat, or a compare).
    """

    conversationOpened = Signal(int)
    compareOpened = Signal(object)
    conversationChanged = Signal(object)
    settingsNeeded = Signal(str)
    replyFinished = Signal(object)
    titleGenerated = Signal(int, str)
    focusComposer = Signal()
    assistantShown = Signal(str)

    def __init__(
        self,
        chat_thread: ThreadPresenter,
        *,
        header: ChatHeader,
        panel: ChatParams,
        drafts: Drafts,
        parent: QWidget,
        repo: AsyncRepository,
        settings: SettingsStore,
        endpoints: Endpoints,
        titler: Titler,
        planner: ContextFit,
        tasks: TaskRunner,
        status: StatusBus,
        models: ModelDirectory | None = None,
    ) -> None:
        super().__init__(parent)
        self._parent = parent  # for the context prompt
        self.chat_thread = chat_thread
        self._header = header
        self._panel = panel
        self._drafts = drafts
        self._repo = repo
        self._settings = settings
        self._endpoints = endpoints
        self._titler = titler
        self._planner = planner
        self._tasks = tasks
        self._status = status
        # A retry's wait counts down under the waiting reply, and goes as the reply comes.
        self._countdown = RetryCountdown(chat_thread.show_notice, self)
        self._delivering: Outgoing | None = None  # its question is not stored yet
        # Asks before a send to a model priced far above the usual (the compare asks
        # through it too: app.ui.common.price_confirm).
        self.price_guard = PriceGuard(models, settings, self) if models is not None else None
        t = chat_thread
        # A reply the server runs in the background leaves the chat free once accepted.
        t.events.free_background = True
        t.events.conversationCreated.connect(self._on_created)
        t.events.replyStarted.connect(lambda _m: panel.show_adjustments(()))
        t.events.adjusted.connect(panel.show_adjustments)
        t.events.retrying.connect(self._countdown.start)
        t.events.firstToken.connect(self._end_countdown)
        t.events.replyFinished.connect(self._on_finished)
        t.branch.totalsChanged.connect(header.set_totals)
        t.events.messageAdded.connect(self._on_message_stored)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    @property
    def conversation_id(self) -> int | None:
        return self.chat_thread.conversation_id

    # ---- the composer's send target -----------------------------------------------------

    def busy_reason(self) -> str | None:
        if self.chat_thread.running:
            return self.tr("A reply is still streaming; press Esc to stop it.")
        if self.chat_thread.background_here():
            return self.tr(
                "A reply is still being written on the server; wait for it, send in another"
                " chat, or press Esc (or its Stop button) to stop it."
            )
        return None

    def refusal(self, params: Params, *, editing: bool) -> str | None:
        if editing:
            return None  # the edited question keeps its conversation's model and key
        if not params.model:
            self._panel.focus_model()
            return self.tr("Choose a model first.")
        if not self._endpoints.has_key(params.profile) and not params.profile:
            self.settingsNeeded.emit("")
            return self.tr("Add your API key in Settings first.")
        return None

    async def deliver(self, outgoing: Outgoing) -> bool:
        """The question to the conversation on screen (a new one if none is), then its
        reply; runs in the asking task, so Stop cancels it whole. A model priced far above
        the usual is confirmed first; cancelled, nothing is sent."""
        guard = self.price_guard
        if guard is not None and not await guard.allows([outgoing.params.model], self._parent):
            return False  # the message stays in the box
        self._settings.update(lambda s: s.with_recent_model(outgoing.params.model))
        self._delivering = outgoing
        try:
            return await self.chat_thread.run_here(self._send(outgoing)) is not None
        finally:
            # A background reply ends long after: another message may be on its way now.
            if self._delivering is outgoing:
                self._delivering = None

    async def _send(self, out: Outgoing) -> Message | None:
        attachments: list[ImagePart | DocumentPart | AudioPart] = list(out.attachments)
        if out.edit is not None:
            original = out.edit.message
            return await self.chat_thread.edit_message(
                original,
                out.text,
                out.params,
                [*original.images, *original.documents, *original.audio, *attachments],
            )
        start = await self._fit(out.text, out.params, attachments)
        if start == CANCELLED:
            return None  # nothing was sent: the message stays in the box
        if start == SERVER_TRUNCATES:
            return await self.chat_thread.send_message(
                out.text, out.params, attachments, truncation=True
            )
        return await self.chat_thread.send_message(
            out.text, out.params, attachments, history_from=start
        )

    def _on_message_stored(self, message: Message) -> None:
        """The question is safely stored: now the composer may be emptied."""
        if message.role == "user" and self._delivering is not None:
            self._delivering.stored()

    async def _fit(
        self, text: str, params: Params, attachments: list[ImagePart | DocumentPart | AudioPart]
    ) -> int | None:
        """Would the request fit the model's context? If not, ask: the message to start
        from, None for everything, SERVER_TRUNCATES, or CANCELLED."""
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
            server_truncation=self.chat_thread.endpoint_of(params) == "responses",
            parent=self._parent,
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

    def stop(self) -> bool:
        """Esc: stop the reply. True if there was one."""
        running = self.chat_thread.running or bool(self.chat_thread.background_here())
        self.chat_thread.stop()
        return running

    def recipients(self, params: Params, edit: Edit | None) -> list[tuple[str, str]]:
        """The chat asks one model: the panel's."""
        return [(params.model, params.model)]

    async def copy_last_reply(self) -> None:
        """Ctrl+Shift+C: the last reply on screen, as Markdown."""
        if self.conversation_id is None:
            return
        messages = await self._repo.list_messages(self.conversation_id, limit=20)
        replies = [m for m in messages if m.role == "assistant" and m.text]
        if replies:
            await self.chat_thread.copy(replies[-1].id)

    def edit_last(self) -> None:
        """Up in an empty composer: edit the last question on screen."""
        questions = [m for m in self.chat_thread.view.shown_messages if m.role == "user"]
        if questions:
            self.chat_thread.request_edit(questions[-1].id)

    # ---- replies ------------------------------------------------------------------------

    def _on_created(self, conversation: Conversation) -> None:
        self._header.set_title(conversation.title)
        self.conversationChanged.emit(conversation)

    def _end_countdown(self) -> None:
        if self._countdown.stop():
            self.chat_thread.show_notice("")

    def _on_finished(self, message: Message, error: ApiError | None) -> None:
        self._countdown.stop()  # the finished reply's widget has no countdown line any more
        self._status.withdraw("resend")
        if error is not None:
            offer = isinstance(error, BadRequestError) and bool(error.unsupported_param)
            if offer or message.conversation_id != self.conversation_id:
                # The card on screen says it; the status bar too when the card is not on
                # screen, or as the words beside its "resend without" button.
                self._status.show(redact(error.message, *self._endpoints.known_secrets))
            if isinstance(error, AuthenticationError):
                self.settingsNeeded.emit(message.params.profile if message.params else "")
            if isinstance(error, BadRequestError) and error.unsupported_param:
                self._offer_resend(message, error.unsupported_param)
            if isinstance(error, RateLimitError):
                self.focusComposer.emit()
        elif message.status is MessageStatus.STOPPED:
            self._status.show(self.tr("Stopped. The partial reply was kept."), 5000)
        elif message.status is MessageStatus.INCOMPLETE:
            generic = self.tr("The reply ended early (the connection closed before it finished).")
            self._status.show(shown(message.error) if message.error else generic, 15_000)
        if message.status is MessageStatus.COMPLETE:
            self._spawn(self._auto_title(message))
        self.replyFinished.emit(message)

    def _offer_resend(self, message: Message, param: str) -> None:
        params = message.params or self._panel.params(strict=False)
        conversation_id = message.conversation_id

        def resend() -> None:
            if conversation_id != self.conversation_id:
                return  # another conversation is on screen now
            fixed = without_param(params, param)
            self._panel.set_params(fixed)
            self.chat_thread.regenerate(params=fixed)

        self._status.offer("resend", self.tr("Resend without “{0}”").format(param), resend)

    async def _auto_title(self, reply: Message) -> None:
        """After the first reply of a chat still titled with its first words, a short title
        from a cheap model. Any failure keeps the first-words title."""
        renamed = await self._titler.title_for(reply)
        if renamed is None:
            return
        if renamed.id == self.conversation_id:
            self._header.set_title(renamed.title)
        self.conversationChanged.emit(renamed)
        self.titleGenerated.emit(renamed.id, renamed.title)

    # ---- opening conversations ----------------------------------------------------------

    def new_chat(self) -> None:
        self.switch_to(None)
        self._header.set_title(self.tr("New chat"))
        self.assistantShown.emit("")
        self.focusComposer.emit()

    async def open(self, conversation_id: int, focus: int | None = None, query: str = "") -> None:
        conv = await self._repo.get_conversation(conversation_id)
        if conv is None:
            return
        self.assistantShown.emit("" if conv.compare_group else conv.assistant)
        if conv.compare_group:
            self.compareOpened.emit(conv)
            return
        self.switch_to(conversation_id)
        self._header.set_title(conv.title)
        if conv.params.model:
            self._panel.set_params(conv.params)
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
        self._drafts.leave_draft()
        self.chat_thread.clear(conversation_id)
        self._drafts.enter_draft()
