"""One chat turn: save the prompt, stream the reply, save it as it grows, record the outcome."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from app.api import (
    ApiError,
    BuiltRequest,
    ChatClient,
    DocumentSource,
    Endpoint,
    Finished,
    ReasoningDelta,
    Retrying,
    StreamEvent,
    TextDelta,
    ToolCallDelta,
    UrlCitation,
    UsageEvent,
    build_request,
)
from app.api.document_content import expand_documents
from app.documents.extracted import ExtractedText
from app.domain import (
    BUILTIN_SERVER,
    Conversation,
    DocumentPart,
    ImagePart,
    Message,
    MessageStatus,
    Params,
    Part,
    TextPart,
    ToolCallPart,
    Usage,
)
from app.storage import AsyncRepository

if TYPE_CHECKING:
    from app.services.tool_loop import ApprovalRequest, ToolLoop

log = logging.getLogger(__name__)

# A crash or kill mid-stream loses at most this much of a reply (DESIGN.md: no data loss).
FLUSH_INTERVAL_S = 0.5
TITLE_MAX_CHARS = 48


def title_from_prompt(text: str) -> str:
    words = " ".join(text[: TITLE_MAX_CHARS * 20].split())  # not all of a 10 MB paste
    if not words:
        return "New chat"
    if len(words) <= TITLE_MAX_CHARS:
        return words
    cut = words[:TITLE_MAX_CHARS].rsplit(" ", 1)[0] or words[:TITLE_MAX_CHARS]
    return cut + "…"


class ChatEvents(Protocol):
    """What a session reports while it works; the UI bridge turns these into Qt signals.

    The tool events (``reply_citation`` and the ``tool_*`` methods) are optional: a
    listener without them is simply not told (see ``tool_loop.notify``). In a tool reply
    they come in this order per call: tool_call_pending (only when the user is asked),
    tool_call_started (only when it runs), tool_call_finished (status done, failed or
    denied; ``call.error`` is the sentence to show); tool_loop_stopped when the loop stops
    early (step limit, repeated call), before reply_finished.
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


class ChatSession:
    """Runs chat turns against one client and one repository.

    The client is looked up per turn (``client_provider``, given the params' profile)
    because the key or endpoint may change while the app runs. With a ``tool_loop`` the
    tools it offers (per ``params.tool_servers``) go with each request and the reply runs
    the tool loop (app.services.tool_turn) until the model answers. ``documents`` reads
    the documents attached to questions (``app.documents.BlobDocuments``) for every request
    (first sends, follow-ups, regenerations, edits and tool rounds); without it a document
    goes out as a note that its text is not available.
    """

    def __init__(
        self,
        repo: AsyncRepository,
        client_provider: Callable[[str], ChatClient],
        events: ChatEvents,
        image_url: Callable[[ImagePart], str],
        endpoint_for: Callable[[str], Endpoint] = lambda _model: "chat",
        tool_loop: ToolLoop | None = None,
        documents: DocumentSource | None = None,
    ) -> None:
        self._repo = repo
        self._tool_loop = tool_loop
        self._documents = documents
        self._endpoint_for = endpoint_for
        self._client_provider = client_provider
        self._events = events
        self._image_url = image_url

    async def send(
        self,
        conversation_id: int | None,
        text: str,
        params: Params,
        images: Sequence[ImagePart | DocumentPart] = (),
        *,
        title: str | None = None,
        history_from: int | None = None,
    ) -> Message:
        """Send one prompt and stream the reply. Returns the stored reply in its final state.

        Cancelling the task (Stop) keeps what arrived and marks the reply STOPPED. A new
        conversation and its first question are stored in one trip, all or nothing: a
        failed save (a full disk) leaves no empty conversation behind. ``history_from``: the
        request starts at this message (older turns left out, so it fits the context; an id
        newer than any means the question alone); the history stays stored whole."""
        parts: tuple[Part, ...] = ((TextPart(text),) if text else ()) + tuple(images)
        if conversation_id is None:
            conversation, user = await self._repo.start_conversation(
                title or title_from_prompt(text), params, parts
            )
            self._events.conversation_created(conversation)
            conversation_id = conversation.id
        else:
            await self._repo.set_conversation_params(conversation_id, params)
            user = await self._repo.add_message(conversation_id, "user", parts, params=params)
        self._events.message_added(user)
        if history_from is not None:
            history_from = min(history_from, user.id)
        return await self._reply(conversation_id, params, history_from=history_from)

    async def regenerate(
        self, conversation_id: int, params: Params, *, reply_id: int | None = None
    ) -> Message:
        """Ask again for reply ``reply_id`` (default: the last reply on screen, or a first
        reply if the branch ends with a question). The new reply is a new version of the old
        one: the model sees what came before it, and the old reply stays stored."""
        if reply_id is None:
            history = await self._repo.list_messages(conversation_id, limit=1)
            if history and history[-1].role == "assistant":
                reply_id = history[-1].id
        return await self._reply(conversation_id, params, version_of=reply_id)

    async def edit(
        self,
        conversation_id: int,
        message_id: int,
        text: str,
        params: Params,
        images: Sequence[ImagePart | DocumentPart] = (),
    ) -> Message:
        """Send an edited question as a new version of message ``message_id`` and stream a
        reply to it; the old question and everything after it stay stored as a version."""
        await self._repo.set_conversation_params(conversation_id, params)
        parts: tuple[Part, ...] = ((TextPart(text),) if text else ()) + tuple(images)
        user = await self._repo.add_message(
            conversation_id, "user", parts, params=params, version_of=message_id
        )
        self._events.message_added(user)
        return await self._reply(conversation_id, params)

    async def _reply(
        self,
        conversation_id: int,
        params: Params,
        *,
        version_of: int | None = None,
        history_from: int | None = None,
    ) -> Message:
        history = await self._repo.list_messages(conversation_id)
        if version_of is not None:
            # Ids grow along a branch: what came before the old reply is what it answered.
            history = [m for m in history if m.id < version_of]
        if history_from is not None:
            history = [m for m in history if m.id >= history_from]
        endpoint = (
            params.endpoint if params.endpoint != "auto" else self._endpoint_for(params.model)
        )
        reply = await self._repo.add_message(
            conversation_id,
            "assistant",
            (),
            model=params.model,
            params=params,
            status=MessageStatus.STREAMING,
            version_of=version_of,
        )
        self._events.reply_started(reply)
        # Servers start here, on first use; a failed one is left out (its status says why).
        offered = await self._tool_loop.offered(params) if self._tool_loop is not None else []
        specs = [tool.spec for tool in offered]
        built = build_request(
            params,
            history,
            endpoint=endpoint,
            image_url=self._image_url,
            tools=specs,
            documents=self._documents,
        )
        if built.adjustments:
            self._events.reply_adjusted(reply.id, built.adjustments)
        try:
            client = self._client_provider(params.profile)
        except ApiError as err:  # e.g. a CA bundle that has gone: the reply fails, clearly
            final = await self._repo.update_message(
                reply.id, status=MessageStatus.ERROR, error=err.message
            )
            self._events.reply_finished(final, err)
            return final
        if self._tool_loop is not None and offered:
            from app.services.tool_turn import ToolTurn

            turn = ToolTurn(self._repo, self._events, self._tool_loop, offered, self._image_url)
            if self._documents is not None:
                # ToolTurn builds the later rounds without a document source: it gets the
                # history with the documents read (BlobDocuments has their texts cached).
                history = expand_documents(history, _TextsOnly(self._documents), endpoint, [])
            return await turn.run(client, built, reply, params, history, endpoint)
        return await _ReplyStream(self._repo, self._events, reply).run(client, built)


class _TextsOnly:
    """A DocumentSource without files: a document sent as the file itself goes to a tool
    reply's later rounds as its text (ToolTurn cannot re-read the file for them)."""

    def __init__(self, source: DocumentSource) -> None:
        self._source = source

    def text(self, part: DocumentPart) -> ExtractedText:
        return self._source.text(part)

    def file_data_url(self, part: DocumentPart) -> str:
        raise FileNotFoundError(part.blob)


class _ReplyStream:
    """Accumulates one streamed reply (or one round of a tool reply, after the ``prefix``
    parts of the rounds before) and keeps the stored copy close behind it."""

    def __init__(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        reply: Message,
        *,
        prefix: tuple[Part, ...] = (),
        round: int = 0,
    ) -> None:
        self._repo = repo
        self._events = events
        self._reply = reply
        self._prefix = prefix
        self._round = round
        self._citations: list[tuple[str, str]] = []
        self._text: list[str] = []
        self._reasoning: list[str] = []
        self._usage: Usage | None = None
        self._tool_calls: dict[int, list[str]] = {}  # call index -> [id, name, arguments]
        self._finish_reason: str | None = None
        self._last_flush = time.monotonic()
        self._pending_flush: asyncio.Future[Message] | None = None

    async def run(self, client: ChatClient, built: BuiltRequest) -> Message:
        final, error = await self.collect(client, built)
        self._events.reply_finished(final, error)
        return final

    async def collect(
        self, client: ChatClient, built: BuiltRequest
    ) -> tuple[Message, ApiError | None]:
        """Stream and save; reply_finished is left to the caller, except on cancellation."""
        status = MessageStatus.ERROR
        error: ApiError | None = None
        try:
            outcome = await client.stream(built, self._on_event)
            self._finish_reason = outcome.finish_reason or self._finish_reason
            self._usage = outcome.usage or self._usage
            complete = outcome.complete and self._finish_reason is not None
            status = MessageStatus.COMPLETE if complete else MessageStatus.INCOMPLETE
        except asyncio.CancelledError:
            status = MessageStatus.STOPPED
            # Save what arrived even though we are being cancelled, then stop.
            final = await asyncio.shield(self._save(status, None))
            self._events.reply_finished(final, None)
            raise
        except ApiError as err:
            error = err
            log.info("reply %s failed: %s", self._reply.id, type(err).__name__)
        return await self._save(status, error), error

    def _on_event(self, event: StreamEvent) -> None:
        mid = self._reply.id
        if isinstance(event, TextDelta):
            if event.index == 0:
                self._text.append(event.text)
                self._events.reply_delta(mid, event.text)
        elif isinstance(event, ReasoningDelta):
            if event.index == 0:
                self._reasoning.append(event.text)
                self._events.reply_reasoning(mid, event.text)
        elif isinstance(event, ToolCallDelta):
            if event.index == 0:
                call = self._tool_calls.setdefault(event.call_index, ["", "", ""])
                call[0] = event.id or call[0]
                call[1] = event.name or call[1]
                call[2] += event.arguments_delta
        elif isinstance(event, UsageEvent):
            self._usage = event.usage
        elif isinstance(event, Finished):
            if event.index == 0:
                self._finish_reason = event.reason
        elif isinstance(event, UrlCitation):
            if event.index == 0:
                self._citations.append((event.url, event.title))
                notify(self._events, "reply_citation", mid, event.number, event.url, event.title)
        elif isinstance(event, Retrying):
            self._events.reply_retrying(mid, event.attempt, event.delay, event.error.message)
        self._maybe_flush()

    def _maybe_flush(self) -> None:
        now = time.monotonic()
        if now - self._last_flush < FLUSH_INTERVAL_S:
            return
        if self._pending_flush is not None and not self._pending_flush.done():
            return  # the disk is behind; the next delta will try again
        self._last_flush = now
        self._pending_flush = asyncio.ensure_future(
            self._repo.update_message(
                self._reply.id,
                parts=self._parts(),
                reasoning="".join(self._reasoning),
                usage=self._usage,
            )
        )

    def _parts(self) -> tuple[Part, ...]:
        text = "".join(self._text)
        parts: list[Part] = [*self._prefix, *([TextPart(text)] if text else [])]
        for _index, (call_id, name, arguments) in sorted(self._tool_calls.items()):
            parts.append(
                ToolCallPart(call_id=call_id, name=name, arguments=arguments, round=self._round)
            )
        if self._citations:  # kept as the result of the API's own web search
            sources = [{"url": url, "title": title} for url, title in self._citations]
            parts.append(
                ToolCallPart(
                    call_id=f"sources-{self._round}",
                    name="web_search",
                    arguments="",
                    round=self._round,
                    status="done",
                    result=json.dumps(sources),
                    is_json=True,
                    server=BUILTIN_SERVER,
                )
            )
        return tuple(parts)

    async def _save(self, status: MessageStatus, error: ApiError | None) -> Message:
        if self._pending_flush is not None:
            await _quietly(self._pending_flush)
        return await self._repo.update_message(
            self._reply.id,
            parts=self._parts(),
            status=status,
            finish_reason=self._finish_reason,
            usage=self._usage,
            error=error.message if error else None,
            reasoning="".join(self._reasoning),
        )


async def _quietly(fut: Awaitable[object]) -> None:
    try:
        await fut
    except Exception:  # a failed interim flush is superseded by the final save
        log.exception("interim save failed")


def notify(events: object, name: str, *args: object) -> None:
    """Call an optional event method: listeners written before tools existed lack them."""
    method = getattr(events, name, None)
    if callable(method):
        method(*args)
