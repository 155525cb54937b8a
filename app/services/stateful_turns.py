"""Turns the server remembers ("Let the server keep the conversation", /responses only):
each reply is stored on the server (``store: true``) and the next turn sends the previous
reply's id (``previous_response_id``) with only what came after it, not the whole history.

When the server no longer has that response (expired, deleted, another key), the request
is sent again at once with the whole history: the person never sees the difference."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import cast

from app.api import (
    ApiStatusError,
    BuiltRequest,
    ChatClient,
    RequestContext,
    StreamEvent,
    StreamOutcome,
)
from app.domain import Message, MessageStatus

log = logging.getLogger(__name__)

# A reply the server can be pointed at: it ran to its end (a stopped or cut reply was
# stored on the server as it was, but the app keeps what it showed; resend those whole).
_FOLLOWABLE = frozenset({MessageStatus.COMPLETE})


def follow_on(history: Sequence[Message]) -> tuple[str | None, list[Message]]:
    """(the previous reply's response id, the messages after it) when the last reply in
    ``history`` is one the server kept; else (None, the whole history)."""
    for position in range(len(history) - 1, -1, -1):
        message = history[position]
        if message.role != "assistant":
            continue
        if message.response_id and message.status in _FOLLOWABLE:
            return message.response_id, list(history[position + 1 :])
        break
    return None, list(history)


def names_previous_response(err: Exception) -> bool:
    """A 400 or 404 that is about ``previous_response_id`` (not found, expired, refused)."""
    if not isinstance(err, ApiStatusError) or err.status not in (400, 404):
        return False
    words = f"{err.excerpt} {err.message}".lower()
    return "previous_response_id" in words or "previous response" in words


class FallbackClient:
    """A client whose ``stream`` sends ``request`` (the short one, after a previous
    response) and, if the server no longer has that response, ``full`` instead. Nothing of
    the first attempt reached the reply: the server refused it before any output."""

    def __init__(self, client: ChatClient, full: BuiltRequest) -> None:
        self._client = client
        self._full = full

    async def stream(
        self, request: BuiltRequest, on_event: Callable[[StreamEvent], None]
    ) -> StreamOutcome:
        try:
            return await self._client.stream(request, on_event)
        except ApiStatusError as err:
            if not names_previous_response(err):
                raise
            log.info("previous response gone (HTTP %s); sending the whole history", err.status)
            return await self._client.stream(self._full, on_event)

    def as_client(self) -> ChatClient:
        """This object where a ChatClient is expected (only ``stream`` is used there)."""
        return cast(ChatClient, self)


def stateful_request(
    built: BuiltRequest,
    history: Sequence[Message],
    rebuild: Callable[[Sequence[Message], RequestContext], BuiltRequest],
) -> tuple[BuiltRequest, BuiltRequest | None]:
    """(the request to send, the whole-history request to fall back on, or None).

    ``built`` is the request with the whole history; ``rebuild`` builds one for other
    messages with another context. Both ask the server to keep the reply (``store``); when
    the last reply is one it kept, the one to send carries its id and only what followed.
    (A server that refused ``store`` has it in ``Params.omit``: the caller does not come
    here then.)"""
    context = dataclasses.replace(built.context, store=True)
    full = dataclasses.replace(built, body={**built.body, "store": True}, context=context)
    previous, recent = follow_on(history)
    if previous is None:
        return full, None
    short = rebuild(recent, dataclasses.replace(context, previous_response_id=previous))
    return dataclasses.replace(short, adjustments=built.adjustments), full
