"""The tool loop's decisions and runs, one model round at a time. No Qt.

ChatSession (and so each compare column, which has its own session) asks a ``ToolLoop`` for
the tools to offer, and after each model round hands it the calls the model made. For each
call the loop checks it (known tool? valid JSON? matches the tool's schema?), asks the user
through the injected ``approve`` callback unless the tool is already allowed (for this
conversation, or always), runs the approved calls in parallel, and returns the calls with
their outcome. Every change is passed to ``save`` at once, so what happened is stored even
if the app dies or the user presses Esc (task cancellation) in the middle.

Build it once per app::

    registry = ToolRegistry(McpManager(settings.servers, keystore, on_status=...))
    loop = ToolLoop(registry, approve=ui_approve, settings=store,
                    store_image=lambda data, mime: asyncio.to_thread(blobs.put, data, mime))
    ChatSession(repo, clients, events, image_url, tool_loop=loop)
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from app.domain import ImagePart, Params, ToolCallPart
from app.mcp.config import ToolSettingsStore
from app.mcp.errors import ToolError
from app.mcp.registry import OfferedTool, ToolRegistry
from app.render import tool_text
from app.services.chat_events import notify
from app.services.tool_approval import Approval, ApprovalRequest, Decision

if TYPE_CHECKING:
    from app.services.remote_mcp import RemoteMcp

# The approval types live in app.services.tool_approval; they are the loop's vocabulary.
__all__ = [
    "NOT_RUN",
    "REPEATED",
    "STEP_LIMIT",
    "Approval",
    "ApprovalRequest",
    "ApproveFn",
    "Decision",
    "SaveFn",
    "StoreImageFn",
    "ToolEvents",
    "ToolLoop",
    "call_signature",
    "check_arguments",
]

log = logging.getLogger(__name__)


ApproveFn = Callable[[ApprovalRequest], Awaitable[Approval]]
SaveFn = Callable[[Sequence[ToolCallPart]], Awaitable[None]]
StoreImageFn = Callable[[bytes, str], Awaitable[str]]


class ToolEvents(Protocol):
    """Tool events (also part of ChatEvents; see app.services.chat_events)."""

    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None: ...
    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None: ...
    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None: ...
    def tool_loop_stopped(self, message_id: int, reason: str) -> None: ...


# Why a call did not run, in English: sent to the model and stored (people read them through
# app.render.tool_text.shown, in their language). tool_turn formats these when the loop stops.
STEP_LIMIT = tool_text.STEP_LIMIT
REPEATED = tool_text.REPEATED
NOT_RUN = tool_text.NOT_RUN


def call_signature(call: ToolCallPart) -> tuple[str, str]:
    """The call's identity for repeat detection: the tool and its canonical arguments."""
    try:
        canonical = json.dumps(json.loads(call.arguments or "{}"), sort_keys=True)
    except ValueError:
        canonical = call.arguments
    return call.name, canonical


class ToolLoop:
    """Approves and runs the calls of one model round; see the module docstring."""

    def __init__(
        self,
        registry: ToolRegistry,
        *,
        approve: ApproveFn,
        settings: ToolSettingsStore,
        store_image: StoreImageFn | None = None,
    ) -> None:
        self.registry = registry
        self._approve = approve
        self._settings = settings
        self._store_image = store_image
        self._allowed: dict[int, set[str]] = {}  # conversation id -> tool keys
        # Remote MCP servers (the API calls them): set by the app when it has a keyring.
        self.remote: RemoteMcp | None = None

    @property
    def image_store(self) -> StoreImageFn | None:
        """Where images go in the blob store (a tool's, the code interpreter's)."""
        return self._store_image

    @property
    def step_limit(self) -> int:
        return self._settings.settings.step_limit

    async def offered(self, params: Params) -> list[OfferedTool]:
        """The tools to offer in a conversation with these params."""
        return await self.registry.offered(params.tool_servers)

    def allowed_in_conversation(self, conversation_id: int) -> frozenset[str]:
        return frozenset(self._allowed.get(conversation_id, ()))

    async def run_round(
        self,
        conversation_id: int,
        message_id: int,
        calls: Sequence[ToolCallPart],
        offered: Sequence[OfferedTool],
        events: object,
        save: SaveFn,
    ) -> list[ToolCallPart]:
        """Check, approve and run ``calls``; returns them with their outcome. ``save`` gets
        the calls after every change. Cancellation stops at once; what is saved stays."""
        by_name = {t.model_name: t for t in offered}
        state = list(calls)

        async def update(i: int, call: ToolCallPart) -> None:
            state[i] = call
            await save(tuple(state))

        approved: list[tuple[int, OfferedTool, dict[str, Any], str]] = []
        for i, call in enumerate(calls):
            tool = by_name.get(call.name)
            if tool is None:
                unknown = tool_text.UNKNOWN_TOOL.format(name=call.name)
                await self._fail(update, i, call, unknown, events, message_id)
                continue
            call = dataclasses.replace(call, server=tool.server_id, tool=tool.tool_name)
            error, arguments = check_arguments(call.arguments, tool)
            if error:
                await self._fail(update, i, call, error, events, message_id)
                continue
            how = self._pre_approved(conversation_id, tool.key)
            if how is None:
                request = ApprovalRequest(
                    conversation_id,
                    message_id,
                    call,
                    tool.server_id,
                    tool.server_name,
                    tool.tool_name,
                    tool.description,
                    tool.input_schema,
                    json.dumps(arguments, indent=2, ensure_ascii=False),
                )
                await update(i, call)
                notify(events, "tool_call_pending", message_id, request)
                answer = await self._approve(request)
                if answer.decision is Decision.DENY:
                    denied = dataclasses.replace(call, status="denied", error=tool_text.DENIED)
                    await update(i, denied)
                    notify(events, "tool_call_finished", message_id, denied)
                    continue
                how = self._remember(conversation_id, tool.key, answer.decision)
                if answer.arguments is not None and answer.arguments != call.arguments:
                    error, arguments = check_arguments(answer.arguments, tool)
                    call = dataclasses.replace(call, ran_arguments=answer.arguments)
                    if error:
                        await self._fail(update, i, call, error, events, message_id)
                        continue
            call = dataclasses.replace(call, approval=how)
            await update(i, call)
            approved.append((i, tool, arguments, how))

        async def run_one(i: int, tool: OfferedTool, arguments: dict[str, Any]) -> None:
            call = state[i]
            notify(events, "tool_call_started", message_id, call)
            started = time.monotonic()
            timeout = self._settings.settings.tool_timeout_s
            try:
                output = await self.registry.run(tool, arguments, timeout)
            except ToolError as err:
                elapsed = time.monotonic() - started
                failed = dataclasses.replace(
                    call, status="failed", error=err.message, duration_s=elapsed
                )
                await update(i, failed)
                notify(events, "tool_call_finished", message_id, failed)
                return
            images = await self._images(output.images)
            done = dataclasses.replace(
                call,
                status="failed" if output.is_error else "done",
                error=tool_text.TOOL_REPORTED_ERROR if output.is_error else "",
                result=output.text,
                is_json=output.is_json,
                images=images,
                duration_s=time.monotonic() - started,
            )
            await update(i, done)
            notify(events, "tool_call_finished", message_id, done)

        await asyncio.gather(*(run_one(i, tool, args) for i, tool, args, _how in approved))
        return state

    async def _fail(
        self,
        update: Callable[[int, ToolCallPart], Awaitable[None]],
        i: int,
        call: ToolCallPart,
        error: str,
        events: object,
        message_id: int,
    ) -> None:
        failed = dataclasses.replace(call, status="failed", error=error)
        await update(i, failed)
        notify(events, "tool_call_finished", message_id, failed)

    def _pre_approved(self, conversation_id: int, key: str) -> str | None:
        if key in self._settings.settings.always_allowed:
            return "always"
        if key in self._allowed.get(conversation_id, ()):
            return "conversation"
        return None

    def _remember(self, conversation_id: int, key: str, decision: Decision) -> str:
        if decision is Decision.ALWAYS_ALLOW:
            self._settings.allow_always(key)
            return "always"
        if decision is Decision.ALLOW_CONVERSATION:
            self._allowed.setdefault(conversation_id, set()).add(key)
            return "conversation"
        return "once"

    async def _images(self, images: Sequence[tuple[bytes, str]]) -> tuple[ImagePart, ...]:
        if self._store_image is None:
            return ()
        out = []
        for data, mime in images:
            try:
                out.append(ImagePart(blob=await self._store_image(data, mime), mime=mime))
            except (OSError, ValueError):
                log.warning("could not store an image a tool returned", exc_info=True)
        return tuple(out)


def check_arguments(text: str, tool: OfferedTool) -> tuple[str, dict[str, Any]]:
    """("", arguments) when ``text`` is a JSON object matching the tool's schema; else the
    sentence that says what is wrong (sent to the model as the call's error)."""
    try:
        value = json.loads(text) if text.strip() else {}
    except ValueError as err:
        return tool_text.BAD_JSON.format(name=tool.tool_name, detail=str(err)[:120]), {}
    if not isinstance(value, dict):
        return tool_text.NOT_AN_OBJECT.format(name=tool.tool_name), {}
    import jsonschema  # here: ~30 ms to import, needed once a tool is called

    try:
        jsonschema.validate(value, tool.input_schema)
    except jsonschema.ValidationError as err:
        where = "/".join(str(p) for p in err.absolute_path)
        detail = (f"{where}: " if where else "") + err.message[:200]
        return tool_text.BAD_SCHEMA.format(name=tool.tool_name, detail=detail), {}
    except jsonschema.SchemaError:
        log.info("tool %s has an invalid input schema; not checked", tool.key)
    return "", value
