"""At start-up, replies still running on the server when the app last closed (status
'background') are polled again; each is stored when its server is done, and the
conversation on screen shows it then. Each has its Stop button, as a live one does
(app.ui.transcript.background_notice). Loaded only when there is such a reply."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.api import ApiError, ChatClient
from app.domain import Conversation, Message, MessageStatus, ToolCallPart
from app.services.background_replies import resume_all
from app.storage import AsyncRepository
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.transcript.background_notice import BackgroundNotice
from app.ui.transcript.thread import ThreadPresenter

if TYPE_CHECKING:
    from app.services.tool_approval import ApprovalRequest


class ResumedReplies:
    """The session events of resumed replies (``ChatEvents``): their state ticks under them
    when their conversation is on screen, and a finished one is shown in it."""

    def __init__(
        self,
        thread: ThreadPresenter,
        tasks: TaskRunner,
        status: StatusBus,
        changed: Callable[[], None],
    ) -> None:
        self._thread = thread
        self._tasks = tasks
        self._status = status
        self._changed = changed

    def reply_background_state(self, message_id: int, status: str, started_at: float) -> None:
        BackgroundNotice.of(self._thread.view).show(message_id, status, started_at)
        self._thread.refresh_running()  # on screen: the composer says it is being written

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        thread = self._thread
        BackgroundNotice.of(thread.view).stop(message.id)
        if message.conversation_id == thread.conversation_id and not thread.running:
            self._tasks.spawn(thread.show_branch(message.conversation_id))
        thread.refresh_running()
        if message.status is MessageStatus.COMPLETE:
            text = QCoreApplication.translate(
                "BackgroundReplies", "A reply that ran in the background has finished."
            )
            self._status.show(text, 8000)
        self._changed()  # a finished reply is a change to sync, like any other

    # What a resumed reply never reports (it is stored whole, at its end).
    def conversation_created(self, conversation: Conversation) -> None: ...
    def message_added(self, message: Message) -> None: ...
    def reply_started(self, message: Message) -> None: ...
    def reply_delta(self, message_id: int, text: str) -> None: ...
    def reply_reasoning(self, message_id: int, text: str) -> None: ...
    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None: ...
    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None: ...
    def reply_citation(self, message_id: int, number: int, url: str, title: str) -> None: ...
    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None: ...
    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None: ...
    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None: ...
    def tool_loop_stopped(self, message_id: int, reason: str) -> None: ...


async def resume_background_replies(
    repo: AsyncRepository, client_for: Callable[[str], ChatClient], events: ResumedReplies
) -> None:
    await resume_all(repo, client_for, events)
