"""Responses the loopback server keeps (/v1/responses with ``background`` or
``previous_response_id``), for FakeOpenAIServer.

A background create answers at once with the response queued; each ``GET
/v1/responses/{id}`` moves it on (queued → in_progress → … → completed, or failed), unless
the store is ``held`` (it then stays in progress until ``release``). ``POST
/v1/responses/{id}/cancel`` cancels it. A request naming a ``previous_response_id`` the
store was told to forget (``expire``) gets OpenAI's 400 for it.

For the cases where a client could pay twice or lose a reply: a create can be held until
``release_creates`` (``hold_creates``), or keep the job and then answer nothing, hang up or
answer 502 (``accept_then``); ``honour_idempotency`` makes a create with an
``Idempotency-Key`` already seen answer with that job instead of a new one; ``poll_errors``
and ``cancel_errors`` answer the next GETs and cancels with scripted errors; ``finish``
ends a response at once, as a server that finished just before a cancel; and
``refuse_done_cancel`` answers a cancel of a finished response with a 400, as some
servers do.

Tests reach the store of a server with ``responses_store(server)``.
"""

from __future__ import annotations

import threading
import uuid
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.support.fake_server import FakeOpenAIServer, Reply, _Handler

_PREFIX = "/v1/responses/"


@dataclass
class StoredResponse:
    id: str
    body: dict[str, Any]
    final: dict[str, Any]  # the whole response as it will be when done
    status: str = "queued"
    polls: int = 0
    fails: str | None = None  # the error message it finishes with, if it fails


@dataclass
class ResponsesStore:
    """What the server keeps. ``polls_in_progress``: how many GETs a response answers
    "in_progress" before it is done; ``fail_next``: the next background response fails
    with this message; ``held``: responses stay in progress until ``release``."""

    polls_in_progress: int = 2
    fail_next: str | None = None
    held: bool = False
    expire_all: bool = False
    expired: set[str] = field(default_factory=set)
    responses: dict[str, StoredResponse] = field(default_factory=dict)
    cancelled: list[str] = field(default_factory=list)
    # "stall", "drop" or "502": what the next create does after keeping its job (once).
    accept_then: str | None = None
    honour_idempotency: bool = False
    idempotent: dict[str, str] = field(default_factory=dict)  # key -> response id
    poll_errors: list[Reply] = field(default_factory=list)
    cancel_errors: list[Reply] = field(default_factory=list)
    refuse_done_cancel: bool = False
    _creates_open: threading.Event = field(default_factory=threading.Event, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def __post_init__(self) -> None:
        self._creates_open.set()

    def hold_creates(self) -> None:
        """Creates wait, unanswered and not yet kept, until ``release_creates``."""
        self._creates_open.clear()

    def release_creates(self) -> None:
        self._creates_open.set()

    def finish(self, response_id: str) -> None:
        """The server finishes this response now (it was held in progress)."""
        with self._lock:
            self.responses[response_id].status = "completed"

    def expire(self, response_id: str | None = None) -> None:
        """Forget one kept response (or, with no id, every one: a server that keeps none)."""
        with self._lock:
            if response_id is None:
                self.expire_all = True
            else:
                self.expired.add(response_id)

    def release(self) -> None:
        with self._lock:
            self.held = False

    def status_of(self, response_id: str) -> str:
        with self._lock:
            return self.responses[response_id].status

    def _advance(self, stored: StoredResponse) -> None:
        if stored.status not in ("queued", "in_progress"):
            return
        stored.polls += 1
        if stored.status == "queued":
            stored.status = "in_progress"
        elif not self.held and stored.polls > self.polls_in_progress:
            stored.status = "failed" if stored.fails is not None else "completed"

    def _shown(self, stored: StoredResponse) -> dict[str, Any]:
        if stored.status == "completed":
            return {**stored.final, "id": stored.id, "status": "completed"}
        shown = {**stored.final, "id": stored.id, "status": stored.status, "output": []}
        shown["usage"] = None
        if stored.status == "failed":
            shown["error"] = {"code": "server_error", "message": stored.fails}
        return shown


_STORES: weakref.WeakKeyDictionary[FakeOpenAIServer, ResponsesStore] = weakref.WeakKeyDictionary()


def responses_store(server: FakeOpenAIServer) -> ResponsesStore:
    store = _STORES.get(server)
    if store is None:
        store = _STORES[server] = ResponsesStore()
    return store


def serve(handler: _Handler, path: str, body: dict[str, Any]) -> bool:
    """Answer a request about kept responses; False: not one (the usual reply follows)."""
    store = responses_store(handler.owner)
    if path == "/v1/responses" and handler.command == "POST":
        previous = body.get("previous_response_id")
        if isinstance(previous, str) and (store.expire_all or previous in store.expired):
            _error(handler, 400, f"Previous response with id '{previous}' not found.")
            return True
        if body.get("background") is True:
            _create(handler, store, body)
            return True
        return False
    if not path.startswith(_PREFIX):
        return False
    rest = path[len(_PREFIX) :]
    response_id, _, action = rest.partition("/")
    with store._lock:
        stored = store.responses.get(response_id)
        scripted = None
        if stored is None:
            answer: tuple[int, Any] = (404, None)
        elif handler.command == "GET" and not action:
            if store.poll_errors:
                scripted = store.poll_errors.pop(0)
            else:
                store._advance(stored)
            answer = (200, store._shown(stored))
        elif handler.command == "POST" and action == "cancel":
            if store.cancel_errors:
                scripted = store.cancel_errors.pop(0)
            elif stored.status in ("queued", "in_progress"):
                stored.status = "cancelled"
                store.cancelled.append(response_id)
            elif store.refuse_done_cancel:
                scripted = _refusal(f"Cannot cancel a response with status '{stored.status}'.")
            answer = (200, store._shown(stored))
        else:
            answer = (404, None)
    if scripted is not None:
        handler._send_reply(scripted)
    elif answer[1] is None:
        _error(handler, 404, f"No response found with id '{response_id}'.")
    else:
        handler._send_json(*answer)
    return True


def _create(handler: _Handler, store: ResponsesStore, body: dict[str, Any]) -> None:
    from tests.support.fake_server import _ResponsesStream

    owner = handler.owner
    model = str(body.get("model", ""))
    reply = owner._next_reply(model, "/v1/responses") or owner.default_reply
    if reply.status != 200 or reply.body is not None:
        handler._send_reply(reply)
        return
    while not store._creates_open.wait(0.05):
        if owner._stopping.is_set():
            return
    key = handler.headers.get("Idempotency-Key")
    with store._lock:
        known = store.idempotent.get(key) if key and store.honour_idempotency else None
        if known is not None:
            shown = store._shown(store.responses[known])
    if known is not None:
        handler._send_json(200, shown)  # the job this key already started
        return
    final = _ResponsesStream(handler, body, reply).complete_json()
    stored = StoredResponse(id=f"resp_bg_{uuid.uuid4().hex[:12]}", body=body, final=final)
    with store._lock:
        stored.fails, store.fail_next = store.fail_next, None
        store.responses[stored.id] = stored
        if key:
            store.idempotent[key] = stored.id
        shown = store._shown(stored)
        then, store.accept_then = store.accept_then, None
    if then == "stall":
        handler.stall()  # kept, and no answer until the client gives up
    elif then == "drop":
        handler.drop()
    elif then == "502":
        handler._send_reply(_refusal("Bad gateway: the upstream did not answer in time.", 502))
    else:
        handler._send_json(200, shown)


def _refusal(message: str, status: int = 400) -> Reply:
    from tests.support.fake_server import Reply

    return Reply.error(status, message)


def _error(handler: _Handler, status: int, message: str) -> None:
    from tests.support.fake_server import Reply

    code = "previous_response_not_found" if status == 400 else "not_found"
    param = "previous_response_id" if status == 400 else None
    handler._send_reply(Reply.error(status, message, code=code, param=param))
