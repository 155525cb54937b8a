"""Remote MCP servers: servers the Responses API calls for the model, configured in the
Tools dialog like local ones ("Remote (via the API)").

``RemoteMcp.servers`` says which go with a request (enabled, offered in the conversation,
/responses only), their bearer token read from the keyring just then and never stored
elsewhere. ``RemoteMcp.turn`` runs a reply that may ask for approvals: when a round ends
with ``mcp_approval_request`` items, each goes through the same approval prompt as a local
tool call (Enter runs, Esc denies); the answers are stored with the reply and the next
round's request carries them as ``mcp_approval_response`` items after the whole input
(``app.api.hosted_tools.approval_turn_items``), so it needs no state kept on the server.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable, Sequence

from app.api import ApiError, BuiltRequest, ChatClient
from app.api.hosted_tools import RemoteMcpServer, part_result
from app.domain import Message, MessageStatus, Params, Part, ToolCallPart
from app.mcp.config import ToolSettingsStore, token_account
from app.secrets import KeyStore, KeyStoreUnavailable
from app.services.chat_events import ChatEvents, notify
from app.services.hosted_parts import StoreImage, pending_approvals
from app.services.reply_stream import ReplyClock, ReplyStream
from app.services.tool_approval import Approval, ApprovalRequest, Decision
from app.storage import AsyncRepository
from app.translation import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

REMOTE_DESCRIPTION = QT_TRANSLATE_NOOP(
    "RemoteMcp", "A tool of the remote server {0}: the API calls it for the model."
)
DENIED = "The user denied this call."
# Rounds of approvals in one reply at most: a model that keeps asking is stopped.
MAX_ROUNDS = 10

Rebuild = Callable[[Sequence[Message]], BuiltRequest]
ApproveFn = Callable[[ApprovalRequest], Awaitable[Approval]]  # the tool loop's prompt


class RemoteMcp:
    def __init__(self, settings: ToolSettingsStore, keystore: KeyStore, approve: ApproveFn) -> None:
        self._settings = settings
        self._keystore = keystore
        self._approve = approve

    async def servers(self, params: Params, endpoint: str) -> tuple[RemoteMcpServer, ...]:
        """The remote servers a request with ``params`` offers (none on chat completions:
        the request builder says so when some would have gone)."""
        out: list[RemoteMcpServer] = []
        for config in self._settings.settings.servers:
            if config.transport != "remote" or not config.enabled:
                continue
            if params.tool_servers is not None and config.id not in params.tool_servers:
                continue
            headers = dict(config.headers)
            if config.has_token and endpoint == "responses":
                token = await self._token(config.id)
                if token:
                    headers["Authorization"] = f"Bearer {token}"
            out.append(
                RemoteMcpServer(
                    label=config.id.replace("-", "_"),
                    url=config.url,
                    require_approval=config.require_approval,
                    headers=headers,
                )
            )
        return tuple(out)

    async def _token(self, server_id: str) -> str | None:
        try:  # a keyring read may block on D-Bus: off the event loop
            return await asyncio.to_thread(self._keystore.get, token_account(server_id))
        except KeyStoreUnavailable:
            log.warning(
                "keyring unavailable: the remote server %s goes without its token", server_id
            )
            return None

    async def turn(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        client: ChatClient,
        built: BuiltRequest,
        reply: Message,
        history: Sequence[Message],
        rebuild: Rebuild,
        store_image: StoreImage | None = None,
    ) -> Message:
        """Stream the reply; after each round that asks for approvals, ask the person and
        go on with their answers. Cancelling (Esc) saves what there is, as STOPPED."""
        parts: tuple[Part, ...] = ()
        clock = ReplyClock()
        for round_ in range(MAX_ROUNDS):
            stream = ReplyStream(
                repo,
                events,
                reply,
                prefix=parts,
                round=round_,
                clock=clock,
                store_image=store_image,
            )
            final, error = await stream.collect(client, built)
            pending = pending_approvals(final, round_)
            if final.status is not MessageStatus.COMPLETE or not pending or error is not None:
                return self._finished(events, final, error)
            parts = await self.answer(repo, events, final, pending)
            so_far = dataclasses.replace(final, parts=parts, status=MessageStatus.COMPLETE)
            built = rebuild([*history, so_far])
        return self._finished(events, final, None)

    async def answer(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        reply: Message,
        pending: list[ToolCallPart],
    ) -> tuple[Part, ...]:
        """Ask the person about each approval request of ``reply`` (its parts as they are
        now); the answers are stored with the reply. Also used by the local tool loop
        (app.services.tool_turn) when a reply offers local tools and remote servers."""
        current = reply.parts
        await repo.update_message(reply.id, status=MessageStatus.STREAMING)
        try:
            for call in pending:
                label = str(part_result(call).get("server_label") or "")
                request = ApprovalRequest(
                    reply.conversation_id,
                    reply.id,
                    call,
                    f"remote:{label}",
                    label,
                    call.tool,
                    translate("RemoteMcp", REMOTE_DESCRIPTION).format(label),
                    {"type": "object"},
                    _pretty(call.arguments),
                )
                notify(events, "tool_call_pending", reply.id, request)
                answer = await self._approve(request)
                if answer.decision is Decision.DENY:
                    decided = dataclasses.replace(call, status="denied", error=DENIED)
                else:
                    decided = dataclasses.replace(call, status="done", approval="once")
                current = tuple(
                    decided if isinstance(p, ToolCallPart) and p.call_id == call.call_id else p
                    for p in current
                )
                await repo.update_message(reply.id, parts=current)
                notify(events, "tool_call_finished", reply.id, decided)
        except asyncio.CancelledError:
            final = await asyncio.shield(
                repo.update_message(reply.id, parts=current, status=MessageStatus.STOPPED)
            )
            events.reply_finished(final, None)
            raise
        return current

    @staticmethod
    def _finished(events: ChatEvents, final: Message, error: ApiError | None) -> Message:
        events.reply_finished(final, error)
        return final


def _pretty(arguments: str) -> str:
    try:
        return json.dumps(json.loads(arguments or "{}"), indent=2, ensure_ascii=False)
    except ValueError:
        return arguments
