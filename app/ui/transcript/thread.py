"""One transcript and the conversation shown in it: the main chat has one, and so does every
compare column, and both send, edit and stop the same way through it.

It owns the conversation's session and its running reply, and puts three parts together: the
session's events shown in the transcript (ReplyEvents), the branch on screen with its pages
and totals (Branch), and the message actions (ActionHandlers). Each part's signals are its
own: a listener connects to ``thread.events``, ``thread.branch`` or ``thread.actions``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, cast

import shiboken6
from PySide6.QtCore import QObject, Signal

from app.api import Endpoint
from app.config import local_profile_id
from app.domain import AudioPart, DocumentPart, ImagePart, Message, Params
from app.services.chat_events import ChatEvents
from app.services.chat_session import ChatSession, RequestIdentity
from app.services.usage_totals import Totals
from app.ui.common.tasks import WhileAlive
from app.ui.transcript.action_handlers import ActionHandlers
from app.ui.transcript.branch import Branch
from app.ui.transcript.reply_events import ReplyEvents
from app.ui.transcript.thread_state import ThreadDeps, ThreadState, background_notice
from app.ui.transcript.view import TranscriptView

log = logging.getLogger(__name__)


class ThreadPresenter(QObject):
    """Signals:
    runningChanged(bool): a reply of this thread started running, or its task ended (also
        told again when a background reply on screen comes or goes).

    What its parts tell is heard from them, not relayed:
    ``events`` (ReplyEvents): conversationCreated, messageAdded, replyStarted, firstToken,
        replyFinished, retrying, adjusted, toolLoopStopped;
    ``branch`` (Branch): totalsChanged, contextChanged;
    ``actions`` (ActionHandlers): editRequested, forked, settingsRequested,
        savePromptRequested, readAloudRequested.
    """

    runningChanged = Signal(bool)

    def __init__(
        self, view: TranscriptView, deps: ThreadDeps, params: Callable[[], Params]
    ) -> None:
        super().__init__(view)
        self.view = view
        self._deps = deps
        self._params = params
        self._state = ThreadState()
        self.branch = Branch(view, self._state, deps, params)
        self.events = ReplyEvents(view, self._state, self.branch, self._spawn)
        # The session reports into the transcript only while it exists: a reply that ends
        # after its compare column was closed reports nowhere.
        sink = cast(ChatEvents, WhileAlive(self.events, view))
        self.session = ChatSession(
            deps.repo,
            deps.client_for,
            sink,
            deps.image_url,
            endpoint_for=self._endpoint_for,
            tool_loop=deps.tool_loop,
            documents=deps.documents,
            identity=_identity(deps),
            retriever=deps.retriever,
            images=deps.images,
        )
        self.actions = ActionHandlers(
            view,
            self._state,
            self.branch,
            deps,
            session=self.session,
            params=params,
            start=self.start,
            spawn=self._spawn,
        )
        self.events.replyFreed.connect(lambda _id: self.refresh_running())
        view.actionRequested.connect(self.actions.dispatch)
        view.olderRequested.connect(lambda: self._spawn(self.branch.load_older()))
        view.imageRequested.connect(deps.open_image)
        view.documentRequested.connect(deps.open_document)
        view.cost_of = deps.models.cost_of
        view.saving_of = deps.models.saving_of
        view.thumbnailRequested.connect(lambda digest: self._spawn(self._thumbnail(digest)))
        view.codeCopied.connect(lambda: deps.status.show(self.tr("Code copied."), 2000))

    def _endpoint_for(self, model: str) -> Endpoint:
        return self._deps.models.endpoint_for(model)

    def endpoint_of(self, params: Params) -> Endpoint:
        """The API a request with ``params`` goes to (the override, else the model's)."""
        return params.endpoint if params.endpoint != "auto" else self._endpoint_for(params.model)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        # The work is for this transcript: closing it (a compare column) cancels the work.
        return self._deps.tasks.spawn(coro, owner=self.view)

    async def _thumbnail(self, digest: str) -> None:
        """A thumbnail for the transcript, made off the UI thread."""
        picture = await asyncio.to_thread(self._deps.thumbnail, digest)
        if picture is not None:
            self.view.set_thumbnail(digest, picture)

    # ---- the conversation on screen -----------------------------------------------------

    @property
    def conversation_id(self) -> int | None:
        return self._state.conversation_id

    @conversation_id.setter
    def conversation_id(self, value: int | None) -> None:
        self._state.conversation_id = value

    @property
    def totals(self) -> Totals:
        return self.branch.totals

    def clear(self, conversation_id: int | None = None) -> None:
        self.branch.clear(conversation_id)
        if background_notice(self.view) is not None:
            self.refresh_running()  # the background reply on screen may have gone

    async def show_branch(self, conversation_id: int, focus: int | None = None) -> None:
        await self.branch.show(conversation_id, focus)
        notice = background_notice(self.view)
        if notice is not None:
            notice.refresh()  # its line and Stop button at once
            self.refresh_running()

    async def reveal(self, message_id: int) -> None:
        await self.branch.reveal(message_id)

    async def update_context(self) -> None:
        await self.branch.update_context()

    def mark_editing(self, message_id: int, editing: bool) -> None:
        """The composer holds this question for editing (or no longer does)."""
        if shiboken6.isValid(self.view):  # not a compare column that was closed
            self.branch.mark_editing(message_id, editing)

    def show_notice(self, text: str) -> None:
        """A line under the reply being received (a retry counting down); "" hides it."""
        reply_id = self.events.reply_id
        widget = self.view.widget_of(reply_id) if reply_id is not None else None
        if widget is not None:
            widget.set_notice(text)

    # ---- the running reply --------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._state.running

    @property
    def task(self) -> asyncio.Task[Message | None] | None:
        return self._state.task

    def start(self, coro: Coroutine[Any, Any, Message | None]) -> asyncio.Task[Message | None]:
        """Run a reply of this thread (send, regenerate, edit) as its own task: Stop
        cancels it."""
        task = self._spawn(coro)
        self._state.task = task
        self.runningChanged.emit(True)
        task.add_done_callback(lambda _t: self._ended())
        return task

    def _ended(self) -> None:
        if shiboken6.isValid(self):  # not for a compare column that was closed
            self.runningChanged.emit(self.running)

    async def run_here(self, coro: Coroutine[Any, Any, Message | None]) -> Message | None:
        """Run a reply of this thread inside the task that asks (one that also owns what
        happens before the reply, such as storing the question): Stop cancels that task."""
        task = asyncio.current_task()
        assert task is not None
        self._state.task = cast("asyncio.Task[Message | None]", task)
        self.runningChanged.emit(True)
        try:
            return await coro
        finally:
            if self._state.task is task:
                self._state.task = None
            self._ended()

    def stop(self) -> None:
        """Stop the running reply; if none runs, the background replies on screen."""
        if self._state.task is not None and not self._state.task.done():
            self._state.task.cancel()
            return
        notice = background_notice(self.view)
        if notice is not None:
            notice.stop_shown()

    # ---- replies the server runs in the background (app.ui.transcript.background_notice)

    def background_here(self) -> list[int]:
        """The replies running in the background in the conversation on screen."""
        notice = background_notice(self.view)
        return notice.shown_here() if notice is not None else []

    def refresh_running(self) -> None:
        """Tell again whether a reply runs here (a background reply came or went)."""
        if shiboken6.isValid(self):
            self.runningChanged.emit(self.running)

    async def send_message(
        self,
        text: str,
        params: Params,
        attachments: list[ImagePart | DocumentPart | AudioPart],
        *,
        history_from: int | None = None,
        title: str | None = None,
        compare_group: str = "",
        truncation: bool = False,
    ) -> Message:
        """A new question (a new conversation if none is open) and its reply."""
        return await self.session.send(
            self._state.conversation_id,
            text,
            params,
            attachments,
            history_from=history_from,
            title=title,
            compare_group=compare_group,
            truncation=truncation,
        )

    async def edit_message(
        self,
        original: Message,
        text: str,
        params: Params,
        attachments: list[ImagePart | DocumentPart | AudioPart],
    ) -> Message:
        """An edited question as a new version of ``original``, and its reply."""
        conversation_id = self._state.conversation_id
        assert conversation_id is not None
        self.view.show_up_to(original.id)
        self._state.branch_changed = True
        return await self.session.edit(conversation_id, original.id, text, params, attachments)

    # ---- actions other parts of the window ask for ----------------------------------------

    def regenerate(
        self, reply_id: int | None = None, params: Params | None = None
    ) -> asyncio.Task[Message | None] | None:
        if params is None:
            return self.actions.regenerate(reply_id)
        # Resend with changed parameters (a parameter the server refused, dropped).
        conversation_id = self._state.conversation_id
        if conversation_id is None or self.running:
            return None
        return self.start(self.session.regenerate(conversation_id, params, reply_id=reply_id))

    def continue_reply(self) -> asyncio.Task[Message | None] | None:
        return self.actions.continue_reply()

    def request_edit(self, message_id: int) -> None:
        self.actions.request_edit(message_id)

    async def copy(self, message_id: int, *, plain: bool = False) -> None:
        await self.actions.copy(message_id, plain=plain)


def _identity(deps: ThreadDeps) -> RequestIdentity:
    """The request identity of this data folder; its id file is read (or made) once, on the
    first request, not when the window opens."""
    store = deps.models.settings
    profile: list[str] = []

    def profile_id() -> str:
        if not profile:
            try:
                profile.append(local_profile_id(store.data_dir))
            except OSError:
                return ""  # an unwritable folder: no identifier rather than no reply
        return profile[0]

    return RequestIdentity(
        profile_id,
        lambda: store.value.send_safety_identifier,
        lambda: store.value.server_keeps_conversation,
    )
