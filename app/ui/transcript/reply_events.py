"""What a conversation's session reports while it works, shown in one transcript and told
on as Qt signals: the question stored, the reply starting, its text and reasoning as they
stream, retries, tool calls, and how it ended."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api import ApiError
from app.domain import Conversation, Message, ToolCallPart
from app.render.tool_text import shown
from app.services.tool_approval import ApprovalRequest
from app.ui.transcript.branch import Branch
from app.ui.transcript.thread_state import ThreadState, background_notice
from app.ui.transcript.view import TranscriptView

Spawn = Callable[[Coroutine[Any, Any, Any]], object]


class ReplyEvents(QObject):
    """The session's events (``ChatEvents``) for one transcript. Called on the loop thread.

    Signals:
    conversationCreated(object): the first send made a conversation (the Conversation).
    messageAdded(object): a message was stored and shown (the Message).
    replyStarted(object): a reply began streaming (the stored Message).
    firstToken(): the running reply's first text (or reasoning) arrived.
    replyFinished(object, object): a reply reached its final state (Message, ApiError|None).
    retrying(int, float, str): a request will be tried again (attempt, delay s, reason).
    adjusted(object): the request builder changed parameters for the model (tuple of str).
    toolLoopStopped(str): the tool loop stopped early; the sentence says why.
    replyFreed(int): a reply the server runs in the background was accepted there: it no
        longer holds the transcript (with ``free_background``; the reply's id).
    """

    conversationCreated = Signal(object)
    messageAdded = Signal(object)
    replyStarted = Signal(object)
    firstToken = Signal()
    replyFinished = Signal(object, object)
    retrying = Signal(int, float, str)
    adjusted = Signal(object)
    toolLoopStopped = Signal(str)
    replyFreed = Signal(int)

    def __init__(
        self, view: TranscriptView, state: ThreadState, branch: Branch, spawn: Spawn
    ) -> None:
        super().__init__(view)
        self._view = view
        self._state = state
        self._branch = branch
        self._spawn = spawn
        self._waiting = False  # a reply started and nothing of it has arrived yet
        self.reply_id: int | None = None  # the reply being received (None: none is)
        # n > 1: the versions of the reply being received that hold its other answers, and
        # those still stored when it ended (an answer that never came is deleted).
        self._choice_ids: tuple[int, ...] = ()
        self._kept: set[int] = set()
        # The main chat: a background reply the server accepted frees the transcript (the
        # person may send elsewhere while it runs); it is shown whole when it ends.
        self.free_background = False
        self._freed: set[int] = set()

    def _shown_here(self, conversation_id: int) -> bool:
        return conversation_id == self._state.conversation_id

    def conversation_created(self, conversation: Conversation) -> None:
        self._state.conversation_id = conversation.id
        self._view.set_messages([])
        self.conversationCreated.emit(conversation)

    def message_added(self, message: Message) -> None:
        if self._shown_here(message.conversation_id):
            self._view.append_message(message)
        self.messageAdded.emit(message)

    def reply_started(self, message: Message) -> None:
        if self._shown_here(message.conversation_id):
            self._view.begin_reply(message.id, message.model)
        self.reply_id = message.id
        self._waiting = True
        self.replyStarted.emit(message)

    def _arrived(self) -> None:
        if self._waiting:
            self._waiting = False
            self.firstToken.emit()

    def reply_delta(self, message_id: int, text: str) -> None:
        if message_id in self._freed:
            return  # another reply may be streaming in the view now
        self._arrived()
        self._view.append_delta(text)

    def reply_reasoning(self, message_id: int, text: str) -> None:
        if message_id in self._freed:
            return
        self._arrived()
        self._view.append_reasoning(text)

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        self.retrying.emit(attempt, delay, reason)

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        self.adjusted.emit(adjustments)

    # n > 1 answers (optional events of the session: app.services.reply_stream).

    def reply_choices(self, message_id: int, choices: tuple[Message, ...]) -> None:
        self._choice_ids = tuple(m.id for m in choices)
        self._kept = set(self._choice_ids)
        if choices and self._shown_here(choices[0].conversation_id):
            self._view.begin_choices(message_id, self._choice_ids)

    def reply_choice_delta(self, message_id: int, index: int, text: str) -> None:
        self._arrived()
        self._view.append_choice_delta(index, text)

    def reply_choice_reasoning(self, message_id: int, index: int, text: str) -> None:
        self._arrived()
        self._view.append_choice_reasoning(index, text)

    def reply_choice_finished(self, message_id: int, index: int, reason: str) -> None:
        self._view.choice_finished(index)

    def reply_choices_ended(self, message_id: int, messages: tuple[Message, ...]) -> None:
        self._kept = {message_id, *(m.id for m in messages)}

    def reply_background_state(self, message_id: int, status: str, started_at: float) -> None:
        """A reply running on the server: its state and running time under it."""
        from app.ui.transcript.background_notice import BackgroundNotice

        BackgroundNotice.of(self._view).show(message_id, status, started_at)
        if self.free_background and message_id == self.reply_id:
            # The server has it: the transcript is free, as for a reply resumed at start-up.
            self.reply_id = None
            self._waiting = False
            self._freed.add(message_id)
            self._state.task = None
            self.replyFreed.emit(message_id)

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        notice = background_notice(self._view)
        if notice is not None:
            notice.stop(message.id)
        if message.id in self._freed:
            self._freed.discard(message.id)
            if self._shown_here(message.conversation_id) and not self._state.running:
                self._spawn(self._branch.show(message.conversation_id))  # stored whole
            self.replyFinished.emit(message, error)
            return
        self._waiting = False
        if self.reply_id == message.id:
            self.reply_id = None
        choices, self._choice_ids = self._choice_ids, ()
        if self._shown_here(message.conversation_id) and message.id in choices:
            # The versions are loaded with the answer that was on show, if it was kept.
            shown = self._view.shown_choice_id
            self._view.end_reply(message)
            self._state.branch_changed = False
            chosen = shown if shown in self._kept and shown != message.id else None
            self._spawn(self._branch.show_answer(message.conversation_id, chosen))
        elif self._shown_here(message.conversation_id):
            self._view.end_reply(message)
            if self._state.branch_changed:
                self._state.branch_changed = False
                self._spawn(self._branch.show(message.conversation_id))
            else:
                self._spawn(self._branch.update_totals())
        self.replyFinished.emit(message, error)

    # Citations show under the finished reply; the approval prompt is the tool loop's own.

    def reply_citation(self, message_id: int, number: int, url: str, title: str) -> None:
        pass

    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None:
        pass

    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None:
        self._view.show_tool_call(message_id, call)

    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None:
        self._view.show_tool_call(message_id, call)

    def tool_loop_stopped(self, message_id: int, reason: str) -> None:
        self.toolLoopStopped.emit(shown(reason))  # in the UI language
