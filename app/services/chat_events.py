"""What a chat session reports while it works (``ChatEvents``), and how the optional events
are delivered (``notify``). Shared by the session, the reply stream, the tool turn and the
tool loop; the UI bridge turns these into Qt signals."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from app.api import ApiError
    from app.domain import Conversation, Message, ToolCallPart
    from app.services.tool_approval import ApprovalRequest


class ChatEvents(Protocol):
    """What a session reports while it works; the UI bridge turns these into Qt signals.

    The tool events (``reply_citation`` and the ``tool_*`` methods) are optional: a
    listener without them is simply not told (see ``notify``). In a tool reply they come
    in this order per call: tool_call_pending (only when the user is asked),
    tool_call_started (only when it runs), tool_call_finished (status done, failed or
    denied; ``call.error`` is the sentence to show); tool_loop_stopped when the loop stops
    early (step limit, repeated call), before reply_finished.

    A request for n > 1 answers (``app.services.reply_stream``) reports choice 0 as the
    reply, through the events above, and the others through these optional ones (not
    methods of the protocol: a listener without them shows one answer):
    ``reply_choices(reply_id, choices)`` after reply_started, every answer's stored version,
    choice 0 (the reply) first; ``reply_choice_delta`` / ``reply_choice_reasoning``
    ``(reply_id, index, text)`` for choices 1 and up; ``reply_choice_finished(reply_id,
    index, reason)`` as each choice, 0 included, gets its finish reason; and
    ``reply_choices_ended(reply_id, messages)``, the other answers' final versions (those
    kept), just before reply_finished.
    """

    def conversation_created(self, conversation: Conversation) -> None: ...
    def message_added(self, message: Message) -> None: ...
    def reply_started(self, message: Message) -> None: ...
    def reply_delta(self, message_id: int, text: str) -> None: ...
    def reply_reasoning(self, message_id: int, text: str) -> None: ...
    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None: ...
    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None: ...
    def reply_finished(self, message: Message, error: ApiError | None) -> None: ...
    def reply_citation(self, message_id: int, number: int, url: str, title: str) -> None: ...
    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None: ...
    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None: ...
    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None: ...
    def tool_loop_stopped(self, message_id: int, reason: str) -> None: ...


def notify(events: object, name: str, *args: object) -> None:
    """Call an optional event method: listeners written before tools existed lack them."""
    method = getattr(events, name, None)
    if callable(method):
        method(*args)
