"""Compare mode: one prompt to 2–6 models at once, each column its own conversation (so each
model sees only its own history, and "continue with this one" is just opening it).

Columns share one compare_group id in their parameters; reopening any of them from the
history brings the whole group back side by side.
"""

from __future__ import annotations

import asyncio
import random
import uuid
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.api import ApiError, ChatClient, Endpoint
from app.domain import Conversation, ImagePart, Message, MessageStatus, Params, Vote
from app.services import ChatSession, title_from_prompt
from app.services.compare_export import compare_markdown
from app.storage import AsyncRepository
from app.ui.compare_view import CompareColumn, CompareView


@dataclass
class _BlindRound:
    prompt: str
    models: tuple[str, ...]  # in column order, after the shuffle
    letters: tuple[str, ...]
    voted: bool = False


@dataclass
class _ColumnState:
    column: CompareColumn
    session: ChatSession
    conversation_id: int | None = None
    task: asyncio.Task[Message] | None = None
    last_params: Params | None = None


class _ColumnEvents:
    """ChatEvents for one column: everything lands in that column only."""

    def __init__(self, owner: CompareController, state: _ColumnState) -> None:
        self._owner = owner
        self._state = state

    def conversation_created(self, conversation: Conversation) -> None:
        self._state.conversation_id = conversation.id
        self._owner.conversationCreated.emit(conversation)

    def message_added(self, message: Message) -> None:
        self._state.column.transcript.append_message(message)

    def reply_started(self, message: Message) -> None:
        self._state.column.transcript.begin_reply(message.id, message.model)
        self._state.column.set_busy(True)
        self._state.column.status.setText(self._owner.tr("Waiting for the first token…"))

    def reply_delta(self, message_id: int, text: str) -> None:
        column = self._state.column
        if column.status.text():
            column.status.setText("")
        column.transcript.append_delta(text)

    def reply_reasoning(self, message_id: int, text: str) -> None:
        self._state.column.transcript.append_reasoning(text)

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        self._state.column.status.setText(
            self._owner.tr("{0} Retrying in {1:.0f} s…").format(reason, delay)
        )

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        self._state.column.setToolTip("\n".join(adjustments))

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        column = self._state.column
        column.transcript.end_reply(message)
        column.set_busy(False)
        column.status.setText(error.message if error is not None else "")
        column.retry_button.setEnabled(message.status is not MessageStatus.COMPLETE)
        self._owner.columnFinished.emit(self._owner.index_of(column), message)
        self._owner.check_all_done()


class CompareController(QObject):
    """Signals:
    conversationCreated(object): a column started its conversation (for the sidebar).
    columnFinished(int, object): a column's reply reached its final state.
    allFinished(): no column is streaming any more.
    voteRecorded(object): a blind-arena vote was stored (the Vote); names are revealed.
    continueRequested(int): continue a column's conversation on its own (its id).
    """

    conversationCreated = Signal(object)
    columnFinished = Signal(int, object)
    allFinished = Signal()
    voteRecorded = Signal(object)
    continueRequested = Signal(int)

    def __init__(
        self,
        view: CompareView,
        *,
        repo: AsyncRepository,
        client_provider: Callable[[str], ChatClient],
        image_url: Callable[[ImagePart], str],
        endpoint_for: Callable[[str], Endpoint],
        spawn: Callable[[Coroutine[Any, Any, Any]], asyncio.Task[Any]],
    ) -> None:
        super().__init__(view)
        self.view = view
        self.repo = repo
        self._client_provider = client_provider
        self._image_url = image_url
        self._endpoint_for = endpoint_for
        self._spawn = spawn
        self._states: list[_ColumnState] = []
        self.blob_loader: Callable[[str], bytes | None] | None = None
        self.cost_of: Callable[[Message], float | None] | None = None
        self.group = ""
        self.models: list[str] = []
        self._round: _BlindRound | None = None
        self._rng = random.Random()
        view.addColumnRequested.connect(lambda: self.add_column())
        view.voteCast.connect(lambda choice: self._spawn(self.vote(choice)))

    # ---- columns ----------------------------------------------------------------------

    def add_column(self, model: str = "") -> CompareColumn:
        column = self.view.add_column(self.models, model)
        column.transcript.blob_loader = self.blob_loader
        column.transcript.cost_of = self.cost_of
        state = _ColumnState(column=column, session=None)  # type: ignore[arg-type]
        state.session = ChatSession(
            self.repo,
            self._client_provider,
            _ColumnEvents(self, state),
            self._image_url,
            endpoint_for=self._endpoint_for,
        )
        self._states.append(state)
        column.stopRequested.connect(lambda: self.stop(state))
        column.retryRequested.connect(lambda: self.retry(state))
        column.removeRequested.connect(lambda: self._remove(state))
        column.continueRequested.connect(lambda: self._continue(state))
        return column

    def _continue(self, state: _ColumnState) -> None:
        if state.conversation_id is not None and not self._running(state):
            self.continueRequested.emit(state.conversation_id)

    def _remove(self, state: _ColumnState) -> None:
        if len(self._states) <= 2 or self._running(state):
            return
        self._states.remove(state)
        self.view.remove_column(state.column)

    def index_of(self, column: CompareColumn) -> int:
        return next(i for i, s in enumerate(self._states) if s.column is column)

    def start_new(self, models: Sequence[str]) -> None:
        """A fresh compare with these models (at least two columns)."""
        self.stop_all()
        self.view.clear()
        self.view.hide_vote()
        self._states.clear()
        self._round = None
        self.group = ""
        for model in list(models)[:6] or ["", ""]:
            self.add_column(model)
        while len(self._states) < 2:
            self.add_column()

    async def open_group(self, conversations: Sequence[Conversation]) -> None:
        """Bring back a saved compare: one column per conversation of the group."""
        self.start_new([c.params.model for c in conversations])
        self.group = conversations[0].params.compare_group if conversations else ""
        for state, conv in zip(self._states, conversations, strict=False):
            state.conversation_id = conv.id
            state.last_params = conv.params
            # Each column goes on talking to the endpoint it used.
            picker = state.column.profile_picker
            picker.setCurrentIndex(max(0, picker.findData(conv.params.profile)))
            messages = await self.repo.list_messages(conv.id, limit=50)
            state.column.transcript.set_messages(messages)

    # ---- sending ----------------------------------------------------------------------

    def busy(self) -> bool:
        return any(self._running(s) for s in self._states)

    @staticmethod
    def _running(state: _ColumnState) -> bool:
        return state.task is not None and not state.task.done()

    def send(
        self, text: str, base: Params, images: Sequence[ImagePart] = ()
    ) -> list[asyncio.Task[Message]]:
        """One prompt to every column at once; each column streams on its own."""
        if not self.group:
            self.group = uuid.uuid4().hex
        self.view.hide_vote()
        self._round = None
        if self.view.blind_toggle.isChecked():
            self._start_blind_round(text, base)
        tasks = []
        for state in self._states:
            model = state.column.model or base.model
            params = replace(
                base, model=model, compare_group=self.group, **state.column.overrides()
            )  # type: ignore[arg-type]
            state.last_params = params
            shown = state.column.title.text() if self._round is not None else model
            title = f"⚖ {title_from_prompt(text)} · {shown}"
            state.task = self._spawn(
                state.session.send(state.conversation_id, text, params, images, title=title)
            )
            tasks.append(state.task)
        return tasks

    # ---- blind arena --------------------------------------------------------------------

    def _start_blind_round(self, prompt: str, base: Params) -> None:
        """Shuffle which column gets which model and hide the names until the vote."""
        models = [s.column.model or base.model for s in self._states]
        self._rng.shuffle(models)
        letters = [chr(ord("A") + i) for i in range(len(self._states))]
        for state, model, letter in zip(self._states, models, letters, strict=True):
            state.column.model_picker.setEditText(model)
            state.column.set_blind(letter)
        self._round = _BlindRound(prompt, tuple(models), tuple(letters))

    async def vote(self, choice: str) -> Vote | None:
        """Store the verdict (a letter, "tie" or "all_bad"), then reveal the names."""
        blind = self._round
        if blind is None or blind.voted:
            return None
        if choice in blind.letters:
            winner = blind.models[blind.letters.index(choice)]
        elif choice in (Vote.TIE, Vote.ALL_BAD):
            winner = choice
        else:
            return None
        blind.voted = True
        params = [
            (s.last_params.to_json() if s.last_params is not None else {}) for s in self._states
        ]
        stored = await self.repo.add_vote(
            blind.prompt, blind.models, winner, compare_group=self.group, params=params
        )
        self.view.hide_vote()
        for state, letter, model in zip(self._states, blind.letters, blind.models, strict=False):
            state.column.reveal(letter)
            if state.conversation_id is not None:  # the history may name the model now
                title = f"⚖ {title_from_prompt(blind.prompt)} · {model}"
                await self.repo.rename_conversation(state.conversation_id, title)
        self.voteRecorded.emit(stored)
        return stored

    @property
    def awaiting_vote(self) -> bool:
        return self._round is not None and not self._round.voted

    # ---- diff, export -------------------------------------------------------------------

    async def answers(self) -> list[tuple[str, str]]:
        """(label, latest answer) per column; labels are letters until a blind vote."""
        out = []
        for i, state in enumerate(self._states):
            text = ""
            if state.conversation_id is not None:
                messages = await self.repo.list_messages(state.conversation_id, limit=20)
                replies = [m for m in messages if m.role == "assistant"]
                text = replies[-1].text if replies else ""
            out.append((self._label(i, state), text))
        return out

    def _label(self, index: int, state: _ColumnState) -> str:
        if self.awaiting_vote:
            return state.column.title.text()
        return state.column.model or f"Column {index + 1}"

    async def export_markdown(self) -> str:
        columns = []
        for i, state in enumerate(self._states):
            messages = (
                await self.repo.list_messages(state.conversation_id)
                if state.conversation_id is not None
                else []
            )
            columns.append((self._label(i, state), messages))
        return compare_markdown("Compare", columns)

    def retry(self, state: _ColumnState) -> None:
        if self._running(state) or state.conversation_id is None or state.last_params is None:
            return
        params = replace(state.last_params, model=state.column.model or state.last_params.model)
        state.task = self._spawn(state.session.regenerate(state.conversation_id, params))

    def stop(self, state: _ColumnState) -> None:
        if state.task is not None and not state.task.done():
            state.task.cancel()

    def stop_all(self) -> None:
        for state in self._states:
            self.stop(state)

    def check_all_done(self) -> None:
        # Called from a finishing column, whose own task is still completing.
        current = asyncio.current_task()
        if not any(self._running(s) and s.task is not current for s in self._states):
            if self.awaiting_vote and self._round is not None:
                self.view.show_vote(self._round.letters)
            self.allFinished.emit()

    async def shutdown(self) -> None:
        tasks = [s.task for s in self._states if s.task is not None and not s.task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
