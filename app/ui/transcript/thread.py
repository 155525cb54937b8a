"""One transcript and the conversation shown in it: the main chat has one, and so does every
compare column. It runs that conversation's replies (its ChatSession reports here), loads
its branch page by page, and carries out the message actions of ``app.services
.message_actions`` — the same table and the same handlers wherever a transcript is.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QGuiApplication

from app.api import ApiError, ChatClient, Endpoint
from app.api.document_content import DocumentSource
from app.domain import Conversation, DocumentPart, ImagePart, Message, Params, ToolCallPart
from app.render.tool_text import shown
from app.services.chat_session import ChatSession
from app.services.context_fit import ContextFit
from app.services.message_actions import BY_ID
from app.services.model_directory import ModelDirectory
from app.services.tool_loop import ApprovalRequest, ToolLoop
from app.services.usage_totals import Totals, totals_of
from app.storage import AsyncRepository
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner, WhileAlive
from app.ui.transcript.message_helpers import ask_to_delete_message, describe_totals, plain_text_of
from app.ui.transcript.view import TranscriptView

log = logging.getLogger(__name__)

PAGE = 50  # messages per page when a conversation opens, and per scroll-up
CONTINUE_PROMPT = "Continue exactly where you stopped."


@dataclass(frozen=True)
class ThreadDeps:
    """What every transcript's presenter uses, the same for the main chat and the columns."""

    repo: AsyncRepository
    models: ModelDirectory
    client_for: Callable[[str], ChatClient]
    image_url: Callable[[ImagePart], str]
    open_image: Callable[[str], None]
    open_document: Callable[[DocumentPart], object]
    thumbnail: Callable[[str], bytes | None]  # blocking: run in a worker
    fork: Callable[[int, int, str], Awaitable[Conversation]]
    meter: ContextFit
    documents: DocumentSource | None
    tool_loop: ToolLoop | None
    tasks: TaskRunner
    status: StatusBus


class ThreadPresenter(QObject):
    """Signals:
    conversationCreated(object): the first send made a conversation (the Conversation).
    messageAdded(object): a message was stored and shown (the Message).
    replyStarted(object): a reply began streaming (the stored Message).
    firstToken(): the running reply's first text (or reasoning) arrived.
    replyFinished(object, object): a reply reached its final state (Message, ApiError|None).
    retrying(int, float, str): a request will be tried again (attempt, delay s, reason).
    adjusted(object): the request builder changed parameters for the model (tuple of str).
    editRequested(object): the Edit action on a question (the Message): the composer edits.
    forked(object): "Fork from here" made a new conversation (the Conversation).
    totalsChanged(str, str): tokens and cost of the branch on screen (text, tooltip).
    contextChanged(int, int): tokens the next request would use, and the model's context
        length (0 when unknown).
    toolLoopStopped(str): the tool loop stopped early; the sentence says why.
    """

    conversationCreated = Signal(object)
    messageAdded = Signal(object)
    replyStarted = Signal(object)
    firstToken = Signal()
    replyFinished = Signal(object, object)
    retrying = Signal(int, float, str)
    adjusted = Signal(object)
    editRequested = Signal(object)
    forked = Signal(object)
    totalsChanged = Signal(str, str)
    contextChanged = Signal(int, int)
    toolLoopStopped = Signal(str)

    # The message actions (app.services.message_actions) and the method that does each.
    HANDLERS: ClassVar[dict[str, str]] = {
        "copy": "_copy_markdown",
        "copy-text": "_copy_plain",
        "edit": "request_edit",
        "continue": "_continue",
        "regenerate": "regenerate",
        "delete": "confirm_delete",
        "fork": "_fork_at",
        "version-prev": "_previous_version",
        "version-next": "_next_version",
    }

    def __init__(
        self, view: TranscriptView, deps: ThreadDeps, params: Callable[[], Params]
    ) -> None:
        super().__init__(view)
        assert set(self.HANDLERS) == set(BY_ID), "every message action needs a handler"
        self.view = view
        self._deps = deps
        self._repo = deps.repo
        self._params = params
        self.session = ChatSession(
            deps.repo,
            deps.client_for,
            WhileAlive(self, view),
            deps.image_url,
            endpoint_for=self._endpoint_for,
            tool_loop=deps.tool_loop,
            documents=deps.documents,
        )
        self.conversation_id: int | None = None
        self.task: asyncio.Task[Message | None] | None = None
        self._branch_changed = False  # the running reply is a new version: reload after it
        self._waiting = False  # a reply started and nothing of it has arrived yet
        self.totals = Totals()  # of the branch on screen
        view.actionRequested.connect(self.dispatch)
        view.olderRequested.connect(lambda: self._spawn(self.load_older()))
        view.imageRequested.connect(deps.open_image)
        view.documentRequested.connect(deps.open_document)
        view.cost_of = deps.models.cost_of
        view.thumbnailRequested.connect(lambda digest: self._spawn(self._thumbnail(digest)))
        view.codeCopied.connect(lambda: deps.status.show(self.tr("Code copied."), 2000))

    def _endpoint_for(self, model: str) -> Endpoint:
        return self._deps.models.endpoint_for(model)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        # The work is for this transcript: closing it (a compare column) cancels the work.
        return self._deps.tasks.spawn(coro, owner=self.view)

    async def _thumbnail(self, digest: str) -> None:
        """A thumbnail for the transcript, made off the UI thread."""
        picture = await asyncio.to_thread(self._deps.thumbnail, digest)
        if picture is not None:
            self.view.set_thumbnail(digest, picture)

    def dispatch(self, action: str, message_id: int) -> None:
        name = self.HANDLERS.get(action)
        if name is not None:
            getattr(self, name)(message_id)

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()

    def start(self, coro: Coroutine[Any, Any, Message | None]) -> asyncio.Task[Message | None]:
        """Run a reply of this thread (send, regenerate, edit): Stop cancels it."""
        self.task = self._spawn(coro)
        return self.task

    def stop(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()

    # ---- ChatEvents: called by the ChatSession on the loop thread ------------------------

    def conversation_created(self, conversation: Conversation) -> None:
        self.conversation_id = conversation.id
        self.view.set_messages([])
        self.conversationCreated.emit(conversation)

    def message_added(self, message: Message) -> None:
        if message.conversation_id == self.conversation_id:
            self.view.append_message(message)
        self.messageAdded.emit(message)

    def reply_started(self, message: Message) -> None:
        if message.conversation_id == self.conversation_id:
            self.view.begin_reply(message.id, message.model)
        self._waiting = True
        self.replyStarted.emit(message)

    def _arrived(self) -> None:
        if self._waiting:
            self._waiting = False
            self.firstToken.emit()

    def reply_delta(self, message_id: int, text: str) -> None:
        self._arrived()
        self.view.append_delta(text)

    def reply_reasoning(self, message_id: int, text: str) -> None:
        self._arrived()
        self.view.append_reasoning(text)

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        self.retrying.emit(attempt, delay, reason)

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        self.adjusted.emit(adjustments)

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self._waiting = False
        if message.conversation_id == self.conversation_id:
            self.view.end_reply(message)
            if self._branch_changed:
                self._branch_changed = False
                self._spawn(self.show_branch(message.conversation_id))
            else:
                self._spawn(self.update_totals())
        self.replyFinished.emit(message, error)

    # Citations show under the finished reply; the approval prompt is the tool loop's own.

    def reply_citation(self, message_id: int, number: int, url: str, title: str) -> None:
        pass

    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None:
        pass

    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None:
        self.view.show_tool_call(message_id, call)

    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None:
        self.view.show_tool_call(message_id, call)

    def tool_loop_stopped(self, message_id: int, reason: str) -> None:
        self.toolLoopStopped.emit(shown(reason))  # in the UI language

    # ---- the branch on screen -----------------------------------------------------------

    def clear(self, conversation_id: int | None = None) -> None:
        self.conversation_id = conversation_id
        self.view.set_messages([])
        self.totalsChanged.emit("", "")
        self.contextChanged.emit(0, 0)

    async def show_branch(self, conversation_id: int, focus: int | None = None) -> None:
        """Load the branch on screen (its last page, or back to ``focus``) with its version
        numbers, and scroll to ``focus`` if given."""
        messages = await self._repo.list_messages(conversation_id, limit=PAGE)
        has_older = len(messages) == PAGE
        while focus is not None and has_older and all(m.id != focus for m in messages):
            older = await self._repo.list_messages(
                conversation_id, limit=PAGE, before_id=messages[0].id
            )
            messages = older + messages
            has_older = len(older) == PAGE
        versions = await self._repo.version_positions(conversation_id)
        if conversation_id != self.conversation_id:
            return
        self.view.set_messages(messages, has_older=has_older, versions=versions, keep_all=True)
        if focus is not None:
            self.view.scroll_to_message(focus)
        await self.update_totals()

    async def reveal(self, message_id: int) -> None:
        """Make sure a message (a search match, say) is on the branch on screen."""
        message = await self._repo.get_message(message_id)
        if message is not None and not message.active:
            await self._repo.show_version(message_id)

    async def load_older(self) -> None:
        conversation_id, first = self.conversation_id, self.view.first_message_id
        if conversation_id is None or first is None or not self.view.has_older:
            return
        older = await self._repo.list_messages(conversation_id, limit=PAGE, before_id=first)
        if conversation_id == self.conversation_id:
            self.view.prepend_messages(older, has_older=len(older) == PAGE)

    async def update_totals(self) -> None:
        conversation_id = self.conversation_id
        if conversation_id is None:
            self.totalsChanged.emit("", "")
            self.contextChanged.emit(0, 0)
            return
        usage = await self._repo.branch_usage(conversation_id)
        if conversation_id != self.conversation_id:
            return
        self.totals = totals_of(usage, self._deps.models.cost)
        self.totalsChanged.emit(*describe_totals(self.totals))
        await self.update_context()

    async def update_context(self) -> None:
        """How much of the model's context the conversation on screen takes."""
        conversation_id = self.conversation_id
        used, limit = await self._deps.meter.measure(conversation_id, self._params())
        if conversation_id == self.conversation_id:
            self.contextChanged.emit(used, limit)

    # ---- actions ------------------------------------------------------------------------

    def _busy_message(self) -> bool:
        if self.running:
            self._deps.status.show(self.tr("Wait for the reply to finish first."), 3000)
        return self.running

    def regenerate(self, reply_id: int | None = None) -> asyncio.Task[Message | None] | None:
        """Ask again for reply ``reply_id`` (default: the last reply) with the current
        parameters; the new reply is a new version and the old one stays stored."""
        if self.conversation_id is None or self._busy_message():
            return None
        if reply_id is not None:
            self.view.show_up_to(reply_id)
        self._branch_changed = True
        return self.start(
            self.session.regenerate(self.conversation_id, self._params(), reply_id=reply_id)
        )

    def _continue(self, _message_id: int) -> None:
        self.continue_reply()

    def continue_reply(self) -> asyncio.Task[Message | None] | None:
        """A reply cut short: ask the model to go on from where it stopped."""
        if self.conversation_id is None or self._busy_message():
            return None
        return self.start(self.session.send(self.conversation_id, CONTINUE_PROMPT, self._params()))

    async def send_message(
        self,
        text: str,
        params: Params,
        images: list[ImagePart | DocumentPart],
        *,
        history_from: int | None = None,
    ) -> Message:
        """A new question (a new conversation if none is open) and its reply."""
        return await self.session.send(
            self.conversation_id, text, params, images, history_from=history_from
        )

    async def edit_message(
        self, original: Message, text: str, params: Params, images: list[ImagePart | DocumentPart]
    ) -> Message:
        """An edited question as a new version of ``original``, and its reply."""
        assert self.conversation_id is not None
        self.view.show_up_to(original.id)
        self._branch_changed = True
        return await self.session.edit(self.conversation_id, original.id, text, params, images)

    def request_edit(self, message_id: int) -> None:
        self._spawn(self._edit(message_id))

    async def _edit(self, message_id: int) -> None:
        message = await self._repo.get_message(message_id)
        if message is not None and message.conversation_id == self.conversation_id:
            self.editRequested.emit(message)

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

    def _previous_version(self, message_id: int) -> None:
        self._spawn(self._step_version(message_id, -1))

    def _next_version(self, message_id: int) -> None:
        self._spawn(self._step_version(message_id, 1))

    async def _step_version(self, message_id: int, step: int) -> None:
        if self._busy_message():
            return
        ids = await self._repo.versions(message_id)
        target = ids.index(message_id) + step if message_id in ids else -1
        if not 0 <= target < len(ids) or self.conversation_id is None:
            return
        await self._repo.show_version(ids[target])
        await self.show_branch(self.conversation_id, focus=ids[target])

    def _fork_at(self, message_id: int) -> None:
        self._spawn(self._fork(message_id))

    async def _fork(self, message_id: int) -> None:
        if self.conversation_id is None:
            return
        conv = await self._repo.get_conversation(self.conversation_id)
        title = self.tr("{0} (fork)").format(conv.title if conv else self.tr("Chat"))
        forked = await self._deps.fork(self.conversation_id, message_id, title)
        self._deps.status.show(self.tr("Forked into “{0}”.").format(forked.title), 4000)
        self.forked.emit(forked)

    def confirm_delete(self, message_id: int) -> None:
        if not self._busy_message():
            ask_to_delete_message(self.view, lambda: self._spawn(self._delete(message_id)))

    async def _delete(self, message_id: int) -> None:
        conversation_id = self.conversation_id
        await self._repo.delete_message(message_id)
        if conversation_id is not None:
            await self.show_branch(conversation_id)
        self._deps.status.show(self.tr("Message deleted."), 4000)
