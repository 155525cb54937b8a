"""The message actions of ``app.services.message_actions`` carried out in one transcript:
the same table and the same handlers wherever a transcript is (the chat, each compare
column)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication

from app.domain import Message, Params
from app.services.chat_session import ChatSession
from app.services.message_actions import OPEN_SETTINGS
from app.ui.transcript.branch import Branch
from app.ui.transcript.message_helpers import ask_to_delete_message, plain_text_of
from app.ui.transcript.thread_state import ThreadDeps, ThreadState, background_notice
from app.ui.transcript.view import TranscriptView

CONTINUE_PROMPT = "Continue exactly where you stopped."

Start = Callable[[Coroutine[Any, Any, Message | None]], "asyncio.Task[Message | None]"]
Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]
# Carries out one action on one message (the handlers, its id).
Handler = Callable[["ActionHandlers", int], object]


class ActionHandlers(QObject):
    """Signals:
    editRequested(object): the Edit action on a question (the Message): the composer edits.
    forked(object): "Fork from here" made a new conversation (the Conversation).
    settingsRequested(str): a failed reply's Open settings (the reply's endpoint profile).
    savePromptRequested(object): "Save as prompt" on a message (the Message).
    readAloudRequested(int, bool): Read aloud (True) or its Stop (False) on a reply (its id).
    """

    editRequested = Signal(object)
    forked = Signal(object)
    settingsRequested = Signal(str)
    savePromptRequested = Signal(object)
    readAloudRequested = Signal(int, bool)

    def __init__(
        self,
        view: TranscriptView,
        state: ThreadState,
        branch: Branch,
        deps: ThreadDeps,
        *,
        session: ChatSession,
        params: Callable[[], Params],
        start: Start,
        spawn: Spawn,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._state = state
        self._branch = branch
        self._deps = deps
        self._repo = deps.repo
        self._session = session
        self._params = params
        self._start = start
        self._spawn = spawn

    def dispatch(self, action: str, message_id: int) -> None:
        handler = self.HANDLERS.get(action)
        if handler is not None:
            handler(self, message_id)

    def _busy(self) -> bool:
        busy = self._state.running or self._background_here()
        if busy:
            self._deps.status.show(self.tr("Wait for the reply to finish first."), 3000)
        return busy

    def _background_here(self) -> bool:
        """A reply the server runs in the background is on screen: it no longer holds the
        transcript, but asking again, stepping versions or deleting would race it."""
        notice = background_notice(self._view)
        return notice is not None and bool(notice.shown_here())

    # ---- asking again -------------------------------------------------------------------

    def regenerate(self, reply_id: int | None = None) -> asyncio.Task[Message | None] | None:
        """Ask again for reply ``reply_id`` (default: the last reply) with the current
        parameters; the new reply is a new version and the old one stays stored (a failed
        reply, retried, is replaced: it stays stored, folded under the new one)."""
        conversation_id = self._state.conversation_id
        if conversation_id is None or self._busy():
            return None
        if reply_id is not None:
            self._view.show_up_to(reply_id)
        self._state.branch_changed = True
        return self._start(
            self._session.regenerate(conversation_id, self._params(), reply_id=reply_id)
        )

    def _continue(self, _message_id: int) -> None:
        self.continue_reply()

    def continue_reply(self) -> asyncio.Task[Message | None] | None:
        """A reply cut short: ask the model to go on from where it stopped."""
        conversation_id = self._state.conversation_id
        if conversation_id is None or self._busy():
            return None
        return self._start(self._session.send(conversation_id, CONTINUE_PROMPT, self._params()))

    # ---- editing a question -------------------------------------------------------------

    def request_edit(self, message_id: int) -> None:
        self._spawn(self._edit(message_id))

    async def _edit(self, message_id: int) -> None:
        message = await self._repo.get_message(message_id)
        if message is not None and message.conversation_id == self._state.conversation_id:
            self.editRequested.emit(message)

    # ---- copying ------------------------------------------------------------------------

    def _copy_markdown(self, message_id: int) -> None:
        self._spawn(self.copy(message_id))

    def _copy_plain(self, message_id: int) -> None:
        self._spawn(self.copy(message_id, plain=True))

    async def copy(self, message_id: int, *, plain: bool = False) -> None:
        message = await self._repo.get_message(message_id)
        if message is None:
            return
        if plain:
            QGuiApplication.clipboard().setText(plain_text_of(message.text))
            self._deps.status.show(self.tr("Copied the reply as plain text."), 3000)
        else:
            QGuiApplication.clipboard().setText(message.text)
            self._deps.status.show(self.tr("Copied the reply as Markdown."), 3000)

    def _save_prompt(self, message_id: int) -> None:
        self._spawn(self._to_prompt(message_id))

    async def _to_prompt(self, message_id: int) -> None:
        message = await self._repo.get_message(message_id)
        if message is not None:
            self.savePromptRequested.emit(message)

    # ---- versions -----------------------------------------------------------------------

    def _previous_version(self, message_id: int) -> None:
        self._spawn(self._step_version(message_id, -1))

    def _next_version(self, message_id: int) -> None:
        self._spawn(self._step_version(message_id, 1))

    def _read_aloud(self, message_id: int) -> None:
        self.readAloudRequested.emit(message_id, True)

    def _stop_reading_aloud(self, message_id: int) -> None:
        self.readAloudRequested.emit(message_id, False)

    def _toggle_probabilities(self, message_id: int) -> None:
        widget = self._view.widget_of(message_id)
        if widget is not None:
            widget.show_probabilities(not widget.probabilities_shown())

    async def _step_version(self, message_id: int, step: int) -> None:
        if self._busy():
            return
        ids = await self._repo.versions(message_id)
        target = ids.index(message_id) + step if message_id in ids else -1
        conversation_id = self._state.conversation_id
        if not 0 <= target < len(ids) or conversation_id is None:
            return
        await self._repo.show_version(ids[target])
        await self._branch.show(conversation_id, focus=ids[target])

    def _open_settings(self, message_id: int) -> None:
        self._spawn(self._settings_for(message_id))

    async def _settings_for(self, message_id: int) -> None:
        message = await self._repo.get_message(message_id)
        profile = message.params.profile if message is not None and message.params else ""
        self.settingsRequested.emit(profile)

    # ---- fork and delete ----------------------------------------------------------------

    def _fork_at(self, message_id: int) -> None:
        self._spawn(self._fork(message_id))

    async def _fork(self, message_id: int) -> None:
        conversation_id = self._state.conversation_id
        if conversation_id is None:
            return
        conv = await self._repo.get_conversation(conversation_id)
        title = self.tr("{0} (fork)").format(conv.title if conv else self.tr("Chat"))
        forked = await self._deps.fork(conversation_id, message_id, title)
        self._deps.status.show(self.tr("Forked into “{0}”.").format(forked.title), 4000)
        self.forked.emit(forked)

    def confirm_delete(self, message_id: int) -> None:
        if not self._busy():
            ask_to_delete_message(self._view, lambda: self._spawn(self._delete(message_id)))

    async def _delete(self, message_id: int) -> None:
        conversation_id = self._state.conversation_id
        await self._repo.delete_message(message_id)
        if conversation_id is not None:
            await self._branch.show(conversation_id)
        self._deps.status.show(self.tr("Message deleted."), 4000)

    # The message actions (app.services.message_actions) and the method that does each, bound
    # as functions: a renamed method fails the type check, and a test checks that every row
    # of the table has one (tests/unit/test_message_actions.py).
    HANDLERS: ClassVar[Mapping[str, Handler]] = {
        "copy": _copy_markdown,
        "copy-text": _copy_plain,
        "edit": request_edit,
        "continue": _continue,
        "regenerate": regenerate,
        "delete": confirm_delete,
        "fork": _fork_at,
        "save-prompt": _save_prompt,
        "version-prev": _previous_version,
        "version-next": _next_version,
        "probabilities": _toggle_probabilities,
        "probabilities-hide": _toggle_probabilities,
        "read-aloud": _read_aloud,
        "read-aloud-stop": _stop_reading_aloud,
        OPEN_SETTINGS: _open_settings,  # the error card's, not a row of the table
    }
