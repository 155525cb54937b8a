"""One reply that uses tools: model round → calls → approval → run → results → next round.

Runs inside ChatSession when a ToolLoop offers tools. Everything lands in the one reply
message, saved as it happens: each round's text and calls (``ToolCallPart.round``), each
approval and each result. The tools the API runs itself go along in the same rounds: a
remote MCP server's approval requests are asked like a local call (``RemoteMcp``) and
answered in the next round's request, and the code interpreter's images are stored in the
blob store (``store_image``). Ends when the model answers without calls, at the step limit,
when the model repeats a call with the same arguments, or on an API error. Cancelling the
task (Esc) stops at once: the reply is saved as STOPPED with everything so far.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable, Sequence

from app.api import ApiError, BuiltRequest, ChatClient, Endpoint, build_request
from app.domain import ImagePart, Message, MessageStatus, Params, Part, ToolCallPart
from app.mcp.registry import OfferedTool
from app.services.chat_events import ChatEvents, notify
from app.services.hosted_parts import StoreImage, pending_approvals
from app.services.reply_stream import ReplyClock, ReplyStream
from app.services.tool_loop import NOT_RUN, REPEATED, STEP_LIMIT, ToolLoop, call_signature
from app.storage import AsyncRepository


class ToolTurn:
    def __init__(
        self,
        repo: AsyncRepository,
        events: ChatEvents,
        loop: ToolLoop,
        offered: Sequence[OfferedTool],
        image_url: Callable[[ImagePart], str],
        store_image: StoreImage | None = None,
    ) -> None:
        self._repo = repo
        self._events = events
        self._loop = loop
        self._offered = list(offered)
        self._image_url = image_url
        # The code interpreter's images go to the blob store, as in a reply without tools.
        self._store_image = store_image if store_image is not None else loop.image_store

    async def run(
        self,
        client: ChatClient,
        built: BuiltRequest,
        reply: Message,
        params: Params,
        history: Sequence[Message],
        endpoint: Endpoint,
    ) -> Message:
        parts: tuple[Part, ...] = ()
        seen: set[tuple[str, str]] = set()
        round_ = 0
        clock = ReplyClock()  # the reply's figures run through all its rounds
        while True:
            stream = ReplyStream(
                self._repo,
                self._events,
                reply,
                prefix=parts,
                round=round_,
                clock=clock,
                store_image=self._store_image,
            )
            final, error = await stream.collect(client, built)  # cancellation: saved, raised
            calls = [c for c in final.tool_calls if c.round == round_ and not c.builtin]
            approvals = self._approvals(final, round_)
            ended = final.status is not MessageStatus.COMPLETE or error is not None
            if ended or not (calls or approvals):
                return self._finished(final, error)
            stop = None
            if round_ + 1 >= self._loop.step_limit:
                stop = STEP_LIMIT.format(limit=self._loop.step_limit)
            else:
                repeated = [c for c in calls if call_signature(c) in seen]
                if repeated:
                    stop = REPEATED.format(name=repeated[0].name)
            if stop is not None:
                return await self._stop(final, calls, stop, seen)
            seen.update(call_signature(c) for c in calls)
            parts = await self._run_round(reply, final.parts, calls) if calls else final.parts
            if approvals and self._loop.remote is not None:
                asked = dataclasses.replace(final, parts=parts)
                parts = await self._loop.remote.answer(self._repo, self._events, asked, approvals)
            round_ += 1
            so_far = dataclasses.replace(reply, parts=parts, status=MessageStatus.COMPLETE)
            built = build_request(
                params,
                [*history, so_far],
                endpoint=endpoint,
                image_url=self._image_url,
                tools=[tool.spec for tool in self._offered],
                context=built.context,
            )

    def _approvals(self, final: Message, round_: int) -> list[ToolCallPart]:
        """This round's approval requests of remote MCP servers, still unanswered."""
        if self._loop.remote is None:
            return []
        return pending_approvals(final, round_)

    async def _run_round(
        self, reply: Message, parts: tuple[Part, ...], calls: list[ToolCallPart]
    ) -> tuple[Part, ...]:
        current = parts
        # Until the results are in, the reply is still under way (a crash: interrupted).
        await self._repo.update_message(reply.id, status=MessageStatus.STREAMING)

        async def save(updated: Sequence[ToolCallPart]) -> None:
            nonlocal current
            current = _with_calls(current, updated)
            await self._repo.update_message(reply.id, parts=current)

        try:
            await self._loop.run_round(
                reply.conversation_id, reply.id, calls, self._offered, self._events, save
            )
        except asyncio.CancelledError:
            final = await asyncio.shield(
                self._repo.update_message(reply.id, parts=current, status=MessageStatus.STOPPED)
            )
            self._events.reply_finished(final, None)
            raise
        return current

    async def _stop(
        self, final: Message, calls: list[ToolCallPart], reason: str, seen: set[tuple[str, str]]
    ) -> Message:
        not_run = [
            dataclasses.replace(
                c, status="failed", error=reason if call_signature(c) in seen else NOT_RUN
            )
            for c in calls
        ]
        stored = await self._repo.update_message(
            final.id,
            parts=_with_calls(final.parts, not_run),
            status=MessageStatus.INCOMPLETE,
            error=reason,
        )
        for call in not_run:
            notify(self._events, "tool_call_finished", final.id, call)
        notify(self._events, "tool_loop_stopped", final.id, reason)
        return self._finished(stored, None)

    def _finished(self, final: Message, error: ApiError | None) -> Message:
        self._events.reply_finished(final, error)
        return final


def _with_calls(parts: tuple[Part, ...], calls: Sequence[ToolCallPart]) -> tuple[Part, ...]:
    by_id = {c.call_id: c for c in calls}
    return tuple(
        by_id.get(p.call_id, p) if isinstance(p, ToolCallPart) and not p.builtin else p
        for p in parts
    )
