"""One chat turn: save the prompt, stream the reply, save it as it grows, record the outcome."""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from app.api import (
    ApiError,
    BuiltRequest,
    ChatClient,
    DocumentSource,
    Endpoint,
    RequestContext,
    build_request,
)
from app.api.document_content import expand_documents
from app.domain import (
    AudioPart,
    DocumentPart,
    ImagePart,
    Message,
    MessageStatus,
    Params,
    Part,
    TextPart,
)
from app.domain.extracted_text import ExtractedText
from app.services.chat_events import ChatEvents, notify
from app.services.reply_stream import ReplyStream
from app.services.tool_turn import ToolTurn
from app.storage import AsyncRepository
from app.translation import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from app.services.image_turn import ImageMaker
    from app.services.knowledge_chat import Retriever
    from app.services.tool_loop import ToolLoop

# ChatEvents is part of what a session is used with (listeners implement it).
__all__ = ["ChatEvents", "ChatSession", "RequestIdentity", "title_from_prompt"]

TITLE_MAX_CHARS = 48
# The note when n > 1 is not sent because the reply uses tools.
ONE_ANSWER_WITH_TOOLS = QT_TRANSLATE_NOOP(
    "ParamSupport", "n not sent (a reply that uses tools gives one answer)"
)


def title_from_prompt(text: str) -> str:
    words = " ".join(text[: TITLE_MAX_CHARS * 20].split())  # not all of a 10 MB paste
    if not words:
        return "New chat"
    if len(words) <= TITLE_MAX_CHARS:
        return words
    cut = words[:TITLE_MAX_CHARS].rsplit(" ", 1)[0] or words[:TITLE_MAX_CHARS]
    return cut + "…"


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
        identity: RequestIdentity | None = None,
        retriever: Retriever | None = None,
        images: ImageMaker | None = None,
    ) -> None:
        self._identity = identity or RequestIdentity()
        self._retriever = retriever
        self._repo = repo
        self._tool_loop = tool_loop
        self._documents = documents
        self._endpoint_for = endpoint_for
        self._client_provider = client_provider
        self._events = events
        self._image_url = image_url
        self._images = images  # image models: app.services.image_turn

    async def send(
        self,
        conversation_id: int | None,
        text: str,
        params: Params,
        images: Sequence[ImagePart | DocumentPart | AudioPart] = (),
        *,
        title: str | None = None,
        history_from: int | None = None,
        compare_group: str = "",
        truncation: bool = False,
    ) -> Message:
        """Send one prompt and stream the reply. Returns the stored reply in its final state.

        Cancelling the task (Stop) keeps what arrived and marks the reply STOPPED. A new
        conversation and its first question are stored in one trip, all or nothing: a
        failed save (a full disk) leaves no empty conversation behind. ``history_from``: the
        request starts at this message (older turns left out, so it fits the context; an id
        newer than any means the question alone); the history stays stored whole.
        ``compare_group``: a new conversation is a column of this side-by-side compare.
        ``truncation``: on /responses the server drops the oldest turns that do not fit."""
        parts: tuple[Part, ...] = ((TextPart(text),) if text else ()) + tuple(images)
        if conversation_id is None:
            conversation, user = await self._repo.start_conversation(
                title or title_from_prompt(text), params, parts, compare_group
            )
            self._events.conversation_created(conversation)
            conversation_id = conversation.id
        else:
            await self._repo.set_conversation_params(conversation_id, params)
            user = await self._repo.add_message(conversation_id, "user", parts, params=params)
        self._events.message_added(user)
        if history_from is not None:
            history_from = min(history_from, user.id)
        return await self._reply(
            conversation_id, params, history_from=history_from, truncation=truncation
        )

    async def regenerate(
        self, conversation_id: int, params: Params, *, reply_id: int | None = None
    ) -> Message:
        """Ask again for reply ``reply_id`` (default: the last reply on screen, or a first
        reply if the branch ends with a question). The new reply is a new version of the old
        one: the model sees what came before it, and the old reply stays stored. A reply that
        failed (and that nothing followed) is replaced instead: it stays stored as a failed
        attempt of the new one, not as a version."""
        if reply_id is None:
            history = await self._repo.list_messages(conversation_id, limit=1)
            if history and history[-1].role == "assistant":
                reply_id = history[-1].id
        return await self._reply(conversation_id, params, version_of=reply_id, retry=True)

    async def edit(
        self,
        conversation_id: int,
        message_id: int,
        text: str,
        params: Params,
        images: Sequence[ImagePart | DocumentPart | AudioPart] = (),
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
        retry: bool = False,
        history_from: int | None = None,
        truncation: bool = False,
    ) -> Message:
        history = await self._repo.list_messages(conversation_id)
        if version_of is not None:
            # Ids grow along a branch: what came before the old reply is what it answered.
            history = [m for m in history if m.id < version_of]
        if history_from is not None:
            history = [m for m in history if m.id >= history_from]
        if self._images is not None and self._images.handles(params):
            return await self._images.reply(
                self._repo,
                self._events,
                self._client_provider,
                conversation_id,
                params,
                history,
                version_of=version_of,
                retry=retry,
            )
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
            retry=retry,
        )
        self._events.reply_started(reply)
        # Servers start here, on first use; a failed one is left out (its status says why).
        offered = await self._tool_loop.offered(params) if self._tool_loop is not None else []
        specs = [tool.spec for tool in offered]
        notes: tuple[str, ...] = ()
        if offered and params.n is not None and params.n > 1:
            # The tool loop carries one answer from round to round: the others would be
            # paid for and dropped.
            params = dataclasses.replace(params, n=None)
            notes = (translate("ParamSupport", ONE_ANSWER_WITH_TOOLS),)
        if self._retriever is not None:  # knowledge bases: app.services.knowledge_chat
            history, found = await self._retriever.augment(reply, history, params)
            notes += found
        # Remote MCP servers the API calls (app.services.remote_mcp): their tokens are read now.
        remote_tools = self._tool_loop.remote if self._tool_loop is not None else None
        remote = await remote_tools.servers(params, endpoint) if remote_tools is not None else ()
        built = build_request(
            params,
            history,
            endpoint=endpoint,
            image_url=self._image_url,
            tools=specs,
            documents=self._documents,
            context=RequestContext(
                cache_key=self._identity.cache_key(conversation_id),
                safety_identifier=self._identity.safety_identifier(),
                max_tool_calls=self._tool_loop.step_limit if offered and self._tool_loop else None,
                truncation=truncation,
                remote_mcp=remote,
            ),
        )
        if notes:
            built = dataclasses.replace(built, adjustments=built.adjustments + notes)

        def rebuild(messages: Sequence[Message], context: RequestContext) -> BuiltRequest:
            """The request for other messages (a stored reply's follow-on, a remote MCP
            round): the same parameters, no local tools."""
            return build_request(
                params,
                messages,
                endpoint=endpoint,
                image_url=self._image_url,
                documents=self._documents,
                context=context,
            )

        full: BuiltRequest | None = None  # the whole history, if the server lost the last reply
        if endpoint == "responses" and not offered and self._identity.server_keeps(params):
            from app.services.stateful_turns import stateful_request  # not at start-up

            built, full = stateful_request(built, history, rebuild)
        if built.adjustments:
            self._events.reply_adjusted(reply.id, built.adjustments)
        try:
            client = self._client_provider(params.profile)
        except ApiError as err:  # e.g. a CA bundle that has gone: the reply fails, clearly
            final = await self._repo.update_message(
                reply.id, status=MessageStatus.ERROR, error=err.message, error_kind=err.kind.value
            )
            self._events.reply_finished(final, err)
            return final
        store_image = self._images.store_image if self._images is not None else None
        if self._tool_loop is not None and offered:
            turn = ToolTurn(
                self._repo,
                self._events,
                self._tool_loop,
                offered,
                self._image_url,
                store_image,
            )
            if self._documents is not None:
                # ToolTurn builds the later rounds without a document source: it gets the
                # history with the documents read (BlobDocuments has their texts cached).
                history = expand_documents(history, _TextsOnly(self._documents), endpoint, [])
            return await turn.run(client, built, reply, params, history, endpoint)
        if remote_tools is not None and remote and endpoint == "responses":
            # Later rounds carry the whole input with the approvals (no stored state needed).
            whole = dataclasses.replace(built.context, previous_response_id=None)
            return await remote_tools.turn(
                self._repo,
                self._events,
                client,
                built,
                reply,
                history,
                lambda messages: rebuild(messages, whole),
                store_image,
            )
        if endpoint == "responses":  # not loaded at start-up: most replies never need it
            from app.services.background_replies import BackgroundReply, wants_background
            from app.services.stateful_turns import FallbackClient

            if wants_background(params, endpoint):
                provider, profile = self._client_provider, params.profile
                return await BackgroundReply(
                    self._repo, self._events, reply, client_for=lambda: provider(profile)
                ).run(client, built, full=full)
            if full is not None:
                client = FallbackClient(client, full).as_client()
        choices = await self._choices(reply, built)
        return await ReplyStream(
            self._repo, self._events, reply, choices=choices, store_image=store_image
        ).run(client, built)

    async def _choices(self, reply: Message, built: BuiltRequest) -> list[Message]:
        """With n > 1 (as sent: typed, from the extra body, or cut by the model's rules) the
        other answers get their versions of the reply before the request goes out, so the
        transcript can offer them while they stream (``reply_choices``: the reply's id and
        every choice's message, choice 0 first)."""
        n = built.body.get("n") if built.endpoint == "chat" else None
        if not isinstance(n, int) or isinstance(n, bool) or n <= 1:
            return []
        choices = await self._repo.add_choices(reply.id, n - 1)
        notify(self._events, "reply_choices", reply.id, (reply, *choices))
        return choices


class RequestIdentity:
    """The opaque values a request carries about where it comes from: a prompt_cache_key
    per conversation and the safety_identifier. Both are hashes salted with this data
    folder's random id (``profile_id``), so neither says a title, a text, a name or a key;
    ``send_safety``: whether the person lets the safety identifier go out."""

    def __init__(
        self,
        profile_id: Callable[[], str] = lambda: "",
        send_safety: Callable[[], bool] = lambda: False,
        server_keeps: Callable[[], bool] = lambda: False,
    ) -> None:
        self._profile_id = profile_id
        self._send_safety = send_safety
        self._server_keeps = server_keeps

    def server_keeps(self, params: Params) -> bool:
        """Whether the server keeps the conversation ("Let the server keep the conversation",
        unless the server refused ``store`` here before): app.services.stateful_turns."""
        return self._server_keeps() and "store" not in params.omit

    def cache_key(self, conversation_id: int) -> str:
        seed = f"cometdesk-cache:{self._profile_id()}:{conversation_id}"
        return "cd-" + hashlib.sha256(seed.encode()).hexdigest()[:32]

    def safety_identifier(self) -> str | None:
        profile = self._profile_id()
        if not profile or not self._send_safety():
            return None
        return hashlib.sha256(f"cometdesk-safety:{profile}".encode()).hexdigest()


class _TextsOnly:
    """A DocumentSource without files: a document sent as the file itself goes to a tool
    reply's later rounds as its text (ToolTurn cannot re-read the file for them)."""

    def __init__(self, source: DocumentSource) -> None:
        self._source = source

    def text(self, part: DocumentPart) -> ExtractedText:
        return self._source.text(part)

    def file_data_url(self, part: DocumentPart) -> str:
        raise FileNotFoundError(part.blob)
