"""A loopback OpenAI-compatible server for tests, screenshots and manual runs.

A real HTTP/1.1 server on 127.0.0.1 (random free port) in a background thread. It speaks
``GET /v1/models``, ``POST /v1/chat/completions`` and ``POST /v1/responses`` (streaming and
not), plays scripted :class:`Reply` objects in order and records every request. Like
CometAPI it also serves a public model catalog (``GET /api/models``, see ``catalog``) and
the balance routes (``GET /v1/dashboard/billing/subscription`` and ``.../usage``, see
``hard_limit_usd``); ``enqueue(Reply.error(...), key=path)`` makes any of them fail.

    with FakeOpenAIServer() as server:
        server.enqueue(Reply(text="Hello!"), Reply.error(429, "slow down", retry_after=1))
        ...  # point a client at server.base_url
        assert server.requests[0].headers["authorization"] == "Bearer sk-test"

Run it on its own (serves until Ctrl+C):
``python -m tests.support.fake_server --port 8765 --delay 0.02``
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import re
import select
import socket
import threading
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.support import audio_server, fake_hosted, fake_images, fake_responses_store
from tests.support import mcp_fake_replies as extras

DEFAULT_MODELS = (
    "gpt-4o-mini",
    "gpt-4.1",
    "gpt-5",
    "gpt-5.1",
    "o3-mini",
    "o1-pro",
    "claude-sonnet-4-5",
    "gemini-2.5-flash",
)

_WORD = re.compile(r"\s*\S+\s*|\s+")

CATALOG_PATH = "/api/models"
SUBSCRIPTION_PATH = "/v1/dashboard/billing/subscription"
USAGE_PATH = "/v1/dashboard/billing/usage"

# Catalog records in CometAPI's shape (GET https://api.cometapi.com/api/models) for the
# default models, plus one the /v1/models list does not serve (gpt-image-1).
_CATALOG_DETAILS: dict[str, dict[str, Any]] = {
    "gpt-4o-mini": {
        "provider": "OpenAI",
        "features": ["text-to-text", "image-to-text", "function-calling"],
        "endpoints": ["chat", "responses"],
        "pricing": (0.12, 0.48, 0.06),  # input, output, cached input
        "context_length": 128000,
        "max_completion_tokens": 16384,
    },
    "gpt-4.1": {
        "provider": "OpenAI",
        "features": ["text-to-text", "image-to-text", "function-calling"],
        "endpoints": ["chat", "responses"],
        "pricing": (1.6, 6.4),
        "context_length": 1047576,
        "max_completion_tokens": 32768,
    },
    "gpt-5": {
        "provider": "OpenAI",
        "features": ["text-to-text", "image-to-text", "reasoning", "function-calling"],
        "endpoints": ["chat", "responses"],
        "pricing": (1.0, 8.0),
        "context_length": 400000,
        "max_completion_tokens": 128000,
    },
    "gpt-5.1": {
        "provider": "OpenAI",
        "features": ["text-to-text", "image-to-text", "reasoning", "function-calling"],
        "endpoints": ["chat", "responses"],
        "pricing": (1.0, 8.0),
        "context_length": 400000,
        "max_completion_tokens": 128000,
    },
    "o3-mini": {
        "provider": "OpenAI",
        "model_type": "reasoning",
        "features": ["text-to-text", "function-calling"],
        "endpoints": ["chat", "responses"],
        "pricing": (0.88, 3.52),
        "context_length": 200000,
        "max_completion_tokens": 100000,
    },
    "o1-pro": {
        "provider": "OpenAI",
        "features": ["text-to-text", "image-to-text", "reasoning"],
        "endpoints": ["responses"],
        "pricing": (120.0, 480.0),
        "context_length": 200000,
        "max_completion_tokens": 100000,
    },
    "claude-sonnet-4-5": {
        "provider": "Anthropic",
        "features": ["text-to-text", "image-to-text", "reasoning", "function-calling"],
        "endpoints": ["chat", "anthropic"],
        "pricing": (2.4, 12.0),
        "context_length": 200000,
        "max_completion_tokens": 64000,
    },
    "gemini-2.5-flash": {
        "provider": "Google",
        "features": ["text-to-text", "image-to-text", "reasoning"],
        "endpoints": ["chat", "gemini"],
        "pricing": (0.24, 2.0),
        "context_length": 1048576,
        "max_completion_tokens": 65536,
    },
    "gpt-image-1": {
        "provider": "OpenAI",
        "model_type": "image",
        "features": ["text-to-image"],
        "endpoints": ["images"],
        "pricing": (4.0, 32.0),
    },
}


def catalog_record(model_id: str) -> dict[str, Any]:
    """One catalog record as CometAPI sends it; unknown ids get a plain text model."""
    details = dict(_CATALOG_DETAILS.get(model_id, {}))
    price_in, price_out, *cached = details.pop("pricing", (1.0, 2.0))
    record: dict[str, Any] = {
        "id": model_id,
        "provider": details.pop("provider", "Fake"),
        "model_type": details.pop("model_type", "text"),
        "features": details.pop("features", ["text-to-text"]),
        "pricing": {
            "currency": "USD / M Tokens",
            "input": price_in,
            "output": price_out,
            "per_request": None,
            "per_second": None,
        },
        "api_doc_url": "https://apidoc.cometapi.com/api/text/chat",
    }
    if cached:
        record["pricing"]["cached_input"] = cached[0]
    record.update(details)
    return record


def default_catalog(models: Sequence[str] = DEFAULT_MODELS) -> list[dict[str, Any]]:
    """Records for ``models`` and for gpt-image-1 (in the catalog, not served)."""
    ids = [*models, *(["gpt-image-1"] if "gpt-image-1" not in models else [])]
    return [catalog_record(m) for m in ids]


@dataclass(frozen=True)
class Reply:
    """One scripted reply. Every field has a sensible default; set only what a test needs.

    ``text`` None means: echo the last user message. It is cut into ``deltas`` of
    ``chunk_size`` characters (None: word-sized tokens) unless ``deltas`` is given.
    A "chunk" below is one content (or reasoning) delta on the wire.
    """

    text: str | None = None
    deltas: Sequence[str] | None = None
    chunk_size: int | None = None
    reasoning_deltas: Sequence[str] = ()
    delay_per_chunk: float | None = None  # None: the server's default delay
    finish_reason: str = "stop"
    usage: Mapping[str, int] | None = None  # prompt/completion/reasoning/cached tokens
    status: int = 200
    headers: Mapping[str, str] = field(default_factory=dict)
    body: bytes | None = None  # raw body override: sent as is (with ``content_type``)
    content_type: str = "application/json"
    drop_after: int | None = None  # close the socket after N chunks, no [DONE]
    stall_after: int | None = None  # after N chunks send nothing more, keep the socket open
    malformed_after: int | None = None  # after N chunks send a chunk that is not JSON
    error_event: Mapping[str, Any] | None = None  # sent after the chunks instead of finishing
    # Tool calls the model asks for, and url_citation sources (see mcp_fake_replies).
    tool_calls: Sequence[Mapping[str, str]] = ()
    citations: Sequence[Mapping[str, str]] = ()
    # n answers on /chat/completions, each its own text (cut like ``text``), streamed
    # interleaved by index: a chunk of each unfinished choice in turn, each choice's finish
    # chunk as soon as its text is out, so they finish at different times. ``choice_finish``
    # gives each one's finish reason (default ``finish_reason``). Without it every one of
    # the request's n choices repeats the reply's text. Reasoning goes with choice 0.
    choices: Sequence[str] | None = None
    choice_finish: Sequence[str] = ()
    # Token probabilities, streamed only when the request asks for them (chat: "logprobs":
    # true; /responses: "message.output_text.logprobs" in "include"), as each API does: every
    # content delta is one token. ``logprobs``: each delta's log probability, cycled (None:
    # a server that never sends any, asked or not). ``alternatives``: each delta's top
    # alternatives as (token, logprob), by position; by default the token itself and
    # made-up "alt1", "alt2", … each less likely, as many as "top_logprobs" asks.
    logprobs: Sequence[float] | None = None
    alternatives: Sequence[Sequence[tuple[str | bytes, float]]] = ()
    # Deltas whose tokens cut a character, as tokenizers do: a delta's text -> its tokens'
    # bytes. A token (or an alternative given as bytes) that is not text on its own is
    # spelled with escapes ("\\xf0\\x9f"), as the API spells it; its "bytes" are the truth.
    token_bytes: Mapping[str, Sequence[bytes]] = field(default_factory=dict)
    # /responses: items of tools the API runs (code interpreter, remote MCP), or a function
    # of the request body giving them, and raw annotations of the answer (see fake_hosted).
    hosted: Any = ()
    annotations: Sequence[Mapping[str, Any]] = ()

    @classmethod
    def error(
        cls,
        status: int,
        message: str,
        *,
        retry_after: float | str | None = None,
        html: bool = False,
        code: str | None = None,
        param: str | None = None,
    ) -> Reply:
        """A 4xx/5xx reply: OpenAI's JSON error shape, or an HTML page as a proxy sends."""
        headers: dict[str, str] = {}
        if retry_after is not None:
            headers["Retry-After"] = str(retry_after)
        if html:
            phrase = _phrase(status)
            page = (
                f"<html>\r\n<head><title>{status} {phrase}</title></head>\r\n<body>\r\n"
                f"<center><h1>{status} {phrase}</h1></center>\r\n"
                f"<center>{message}</center>\r\n<hr><center>nginx</center>\r\n"
                "</body>\r\n</html>\r\n"
            )
            return cls(
                status=status,
                headers=headers,
                body=page.encode(),
                content_type="text/html; charset=utf-8",
            )
        error = {
            "message": message,
            "type": _error_type(status),
            "param": param,
            "code": code,
        }
        return cls(status=status, headers=headers, body=json.dumps({"error": error}).encode())


@dataclass
class RecordedRequest:
    """What the server received. ``headers`` keys are lower-case."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any
    raw_body: bytes
    # time.monotonic() when the request arrived: tests measure waits between retries.
    received_at: float = field(default_factory=time.monotonic)
    client_closed: threading.Event = field(default_factory=threading.Event, repr=False)
    finished: threading.Event = field(default_factory=threading.Event, repr=False)


class _ClientGone(Exception):
    """The client closed the connection while we were streaming."""


class _Stopping(Exception):
    """The server is shutting down."""


class FakeOpenAIServer:
    """The loopback server. Thread-safe; usable as a context manager."""

    def __init__(
        self,
        *,
        port: int = 0,
        models: Sequence[str] = DEFAULT_MODELS,
        owned_by: str = "fake",
        default_delay: float = 0.0,
        api_key: str | None = None,
        default_reply: Reply | None = None,
    ) -> None:
        self.models = list(models)
        self.owned_by = owned_by
        self.default_delay = default_delay
        self.default_reply = default_reply or Reply()  # served when the queue is empty
        self.api_key = api_key  # when set, other keys get 401
        # GET /api/models serves these records (public: no key needed); None: 404, as an
        # OpenAI-compatible endpoint without a catalog answers.
        self.catalog: list[dict[str, Any]] | None = default_catalog(self.models)
        # The balance routes; hard_limit_usd None: both 404 (an endpoint without them).
        self.hard_limit_usd: float | None = 50.0
        self.total_usage_cents: float = 1250.0
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._queues: dict[str | None, collections.deque[Reply]] = collections.defaultdict(
            collections.deque
        )
        self._stopping = threading.Event()
        self._httpd = _Server(("127.0.0.1", port), _Handler)
        self._httpd.owner = self
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="FakeOpenAIServer",
            daemon=True,
        )
        self._thread.start()

    # -- public surface ---------------------------------------------------------------

    @property
    def port(self) -> int:
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def requests(self) -> list[RecordedRequest]:
        """A snapshot of the requests received so far, oldest first."""
        with self._lock:
            return list(self._requests)

    def enqueue(self, *replies: Reply, key: str | None = None) -> None:
        """Queue replies, consumed in order. ``key`` is a model id (its requests take from
        that queue first) or a path such as "/v1/models"; None is the shared queue."""
        with self._lock:
            self._queues[key].extend(replies)

    def pending(self, key: str | None = None) -> int:
        with self._lock:
            return len(self._queues[key])

    def wait_for_requests(self, count: int, timeout: float = 5.0) -> list[RecordedRequest]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            reqs = self.requests
            if len(reqs) >= count:
                return reqs
            time.sleep(0.005)
        raise TimeoutError(f"expected {count} requests, got {len(self.requests)}")

    def wait_for_path(self, path: str, timeout: float = 5.0) -> RecordedRequest:
        """Wait until a request for ``path`` has arrived; return the first one."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for request in self.requests:
                if request.path == path:
                    return request
            time.sleep(0.005)
        raise TimeoutError(f"no request for {path}; got {[r.path for r in self.requests]}")

    def stop(self) -> None:
        """Stop serving. Open streams (even stalled ones) end; does not wait for clients."""
        if self._stopping.is_set():
            return
        self._stopping.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAIServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- used by the handler ------------------------------------------------------------

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self._requests.append(request)

    def _next_reply(self, *keys: str | None, shared: bool = True) -> Reply | None:
        """The next scripted reply for the first key that has one; the shared queue is only
        for replies (chat/responses), so a model-list or billing request never eats them."""
        with self._lock:
            for key in (*keys, None) if shared else keys:
                queue = self._queues.get(key)
                if queue:
                    return queue.popleft()
        return None


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # a stalled stream must not hang stop()
    owner: FakeOpenAIServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients hang up mid-stream on purpose (Stop, timeouts); that is not an error here.
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    @property
    def owner(self) -> FakeOpenAIServer:
        return self.server.owner

    # -- dispatch ---------------------------------------------------------------------------

    def do_GET(self) -> None:
        self._dispatch()

    def do_POST(self) -> None:
        self._dispatch()

    def _dispatch(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body: Any = json.loads(raw) if raw else None
        except ValueError:
            body = None
        path = self.path.split("?", 1)[0]
        record = RecordedRequest(
            method=self.command,
            path=path,
            headers={k.lower(): v for k, v in self.headers.items()},
            body=body,
            raw_body=raw,
        )
        self.owner._record(record)
        self.recorded_raw = raw  # the audio routes read multipart uploads (audio_server)
        try:
            self._route(path, body if isinstance(body, dict) else {})
        except (_ClientGone, BrokenPipeError, ConnectionResetError):
            record.client_closed.set()
            self.close_connection = True
        except _Stopping:
            self.close_connection = True
        finally:
            record.finished.set()

    def _route(self, path: str, body: dict[str, Any]) -> None:
        owner = self.owner
        if self.command == "GET" and path == CATALOG_PATH:
            self._send_catalog()  # public, like CometAPI's: checked before the key
            return
        expected = f"Bearer {owner.api_key}"
        if owner.api_key is not None and self.headers.get("Authorization") != expected:
            self._send_reply(Reply.error(401, "Incorrect API key provided."))
            return
        if self.command == "GET" and path == "/v1/models":
            reply = owner._next_reply(path, shared=False)
            if reply is not None and (reply.status != 200 or reply.body is not None):
                self._send_reply(reply)
                return
            if reply is not None and reply.delay_per_chunk:
                time.sleep(reply.delay_per_chunk)  # a slow model list: the whole answer waits
            data = [{"id": m, "object": "model", "owned_by": owner.owned_by} for m in owner.models]
            self._send_json(200, {"object": "list", "data": data})
            return
        # Knowledge-base tests lend an EmbeddingsServer (tests/support/embeddings_server.py):
        # its predictable vectors, served here at the chat's own address.
        lent = getattr(owner, "embeddings", None)
        if self.command == "POST" and path == "/v1/embeddings" and lent is not None:
            status, extra, answer = lent._answer(path, self.headers, json.dumps(body).encode())
            self._send_json(status, answer, extra)
            return
        if self.command == "GET" and path.startswith(fake_hosted.FILE_PATH_PREFIX):
            fake_hosted.serve_file(self, path)
            return
        if self.command == "POST" and path in fake_images.PATHS:
            fake_images.serve(self, path, body)
            return
        if path.startswith("/v1/responses") and fake_responses_store.serve(self, path, body):
            return  # background responses, cancel, an expired previous_response_id
        if self.command == "POST" and path in ("/v1/chat/completions", "/v1/responses"):
            model = str(body.get("model", ""))
            reply = owner._next_reply(model, path) or owner.default_reply
            if reply.status != 200 or reply.body is not None:
                self._send_reply(reply)
            elif path == "/v1/chat/completions":
                _ChatStream(self, body, reply).run()
            else:
                _ResponsesStream(self, body, reply).run()
            return
        if self.command == "GET" and path in (SUBSCRIPTION_PATH, USAGE_PATH):
            self._send_billing(path)
            return
        if self.command == "POST" and path in (audio_server.TRANSCRIPTIONS, audio_server.SPEECH):
            audio_server.handle(self, path, body)
            return
        self._send_reply(Reply.error(404, f"Unknown path {path}", code="not_found"))

    def _send_catalog(self) -> None:
        owner = self.owner
        reply = owner._next_reply(CATALOG_PATH, shared=False)
        if reply is not None and (reply.status != 200 or reply.body is not None):
            self._send_reply(reply)
        elif owner.catalog is None:
            self._send_reply(Reply.error(404, f"Unknown path {CATALOG_PATH}", code="not_found"))
        else:
            data = list(owner.catalog)
            payload = {"success": True, "page": 0, "page_size": 0, "total": len(data)}
            self._send_json(200, {**payload, "data": data})

    def _send_billing(self, path: str) -> None:
        owner = self.owner
        reply = owner._next_reply(path, shared=False)
        if reply is not None and (reply.status != 200 or reply.body is not None):
            self._send_reply(reply)
        elif owner.hard_limit_usd is None:
            self._send_reply(Reply.error(404, f"Unknown path {path}", code="not_found"))
        elif path == SUBSCRIPTION_PATH:
            limit = owner.hard_limit_usd
            self._send_json(
                200,
                {
                    "object": "billing_subscription",
                    "has_payment_method": True,
                    "soft_limit_usd": limit,
                    "hard_limit_usd": limit,
                    "system_hard_limit_usd": limit,
                    "access_until": 0,
                },
            )
        else:
            self._send_json(200, {"object": "list", "total_usage": owner.total_usage_cents})

    # -- writing ----------------------------------------------------------------------------

    def _send_reply(self, reply: Reply) -> None:
        payload = reply.body if reply.body is not None else b""
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(payload)))
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)

    def _send_json(self, status: int, obj: Any, headers: Mapping[str, str] = {}) -> None:
        payload = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)

    def start_stream(self, headers: Mapping[str, str]) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()

    def write_chunk(self, data: bytes) -> None:
        if self.owner._stopping.is_set():
            raise _Stopping
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    def end_stream(self) -> None:
        self.wfile.write(b"0\r\n\r\n")

    def pause(self, seconds: float) -> None:
        if seconds > 0 and self.owner._stopping.wait(seconds):
            raise _Stopping

    def drop(self) -> None:
        """Close the socket mid-body: the client sees an incomplete chunked message."""
        self.close_connection = True
        with contextlib.suppress(OSError):
            self.connection.shutdown(socket.SHUT_RDWR)

    def stall(self) -> None:
        """Send nothing more; return only when the client hangs up or the server stops."""
        sock = self.connection
        while not self.owner._stopping.is_set():
            readable, _, _ = select.select([sock], [], [], 0.05)
            if readable:
                try:
                    if sock.recv(1, socket.MSG_PEEK) == b"":
                        raise _ClientGone
                except OSError as err:
                    raise _ClientGone from err
        raise _Stopping


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def _error_type(status: int) -> str:
    if status in (401, 403):
        return "authentication_error"
    if status == 429:
        return "rate_limit_error"
    if status >= 500:
        return "server_error"
    return "invalid_request_error"


def _last_user_text(messages: Any) -> str:
    """The text of the last user message in chat ``messages`` or Responses ``input``."""
    if isinstance(messages, str):
        return messages
    if not isinstance(messages, list):
        return ""
    for item in reversed(messages):
        if isinstance(item, dict) and item.get("role") == "user":
            content = item.get("content")
            if isinstance(content, str):
                return content
            if isinstance(content, list):
                return " ".join(
                    str(p.get("text", ""))
                    for p in content
                    if isinstance(p, dict) and p.get("type") in ("text", "input_text")
                )
    return ""


def echo_text(user_text: str) -> str:
    quoted = "\n".join(f"> {line}" for line in (user_text or "(empty)").splitlines())
    return f"You said:\n\n{quoted}\n\nThis is the **loopback** server speaking."


def long_markdown(words: int) -> str:
    """About ``words`` words of varied markdown (paragraphs, lists, code, tables): one
    word-sized delta each, for long-reply benchmarks and screenshots."""
    blocks = [
        "## Section {n}\n\nThis paragraph explains *point {n}* with **bold** words, a "
        "[link](https://example.com/{n}) and `inline code` so the renderer has work to do.",
        "- first item of list {n}\n- second item, a little longer than the first\n"
        "- third item with `code`",
        "```python\ndef step_{n}(x: int) -> int:\n    return x * {n} + 1\n```",
        "| column | value |\n|---|---|\n| row {n} | {n} |\n| next | {n}.5 |",
        "> A quotation in block {n}, followed by plain prose that keeps going for a while "
        "and wraps across the width of the transcript.",
    ]
    out: list[str] = []
    count = 0
    n = 0
    while count < words:
        block = blocks[n % len(blocks)].format(n=n)
        out.append(block)
        count += len(block.split())
        n += 1
    return "\n\n".join(out)


def split_text(text: str, chunk_size: int | None) -> list[str]:
    if chunk_size is None:
        return _WORD.findall(text)
    return [text[i : i + chunk_size] for i in range(0, len(text), chunk_size)]


class _StreamBase:
    """Shared by both endpoints: the reply's deltas, pacing and failure modes."""

    def __init__(self, handler: _Handler, body: dict[str, Any], reply: Reply) -> None:
        self.h = handler
        self.body = body
        self.reply = reply
        self.model = str(body.get("model") or "fake-model")
        self.delay = (
            reply.delay_per_chunk
            if reply.delay_per_chunk is not None
            else handler.owner.default_delay
        )
        source = body.get("messages") if "messages" in body else body.get("input")
        if reply.deltas is not None:
            self.deltas = list(reply.deltas)
        elif reply.choices and reply.text is None:  # one answer (/responses): the first
            self.deltas = split_text(reply.choices[0], reply.chunk_size)
        else:
            text = reply.text if reply.text is not None else echo_text(_last_user_text(source))
            self.deltas = split_text(text, reply.chunk_size)
        self.text = "".join(self.deltas)
        self.prompt_tokens = max(1, len(json.dumps(source or "")) // 4)
        self.sent = 0
        self.tokens_sent: dict[int, int] = {}  # choice index -> content deltas so far

    def wants_logprobs(self) -> bool:
        if self.reply.logprobs is None:
            return False
        if "messages" in self.body:
            return self.body.get("logprobs") is True
        return "message.output_text.logprobs" in (self.body.get("include") or ())

    def token_entries(self, text: str, index: int = 0) -> list[dict[str, Any]]:
        """The API's entries for a content delta of choice ``index``: one token, or the
        tokens ``Reply.token_bytes`` cuts it into."""
        pieces = self.reply.token_bytes.get(text)
        if pieces is None:
            return [self.token_entry(text, index)]
        return [self.token_entry(piece, index) for piece in pieces]

    def token_entry(self, text: str | bytes, index: int = 0) -> dict[str, Any]:
        """The API's entry for the next token (content delta) of choice ``index``."""
        position = self.tokens_sent.get(index, 0)
        self.tokens_sent[index] = position + 1
        given = self.reply.logprobs or [0.0]
        logprob = given[position % len(given)]
        top = int(self.body.get("top_logprobs") or 0)
        if position < len(self.reply.alternatives):
            alternatives = list(self.reply.alternatives[position])
        else:
            alternatives = [(text, logprob)] + [(f"alt{k}", logprob - k) for k in range(1, top)]
        return {
            "token": _spelled(text),
            "logprob": logprob,
            "bytes": list(_token_bytes(text)),
            "top_logprobs": [
                {"token": _spelled(t), "logprob": lp, "bytes": list(_token_bytes(t))}
                for t, lp in alternatives[:top]
            ],
        }

    def chat_logprobs(self, text: str, index: int) -> dict[str, Any]:
        """The ``logprobs`` of a chat choice carrying ``text``."""
        return {"content": self.token_entries(text, index), "refusal": None}

    def usage_numbers(self) -> dict[str, int]:
        given = dict(self.reply.usage or {})
        answers = self.reply.choices if self.body.get("messages") is not None else None
        produced = (
            sum(len(split_text(text, self.reply.chunk_size)) for text in answers)
            if answers is not None
            else len(self.deltas)
        )
        return {
            "prompt_tokens": given.get("prompt_tokens", self.prompt_tokens),
            "completion_tokens": given.get(
                "completion_tokens", produced + len(self.reply.reasoning_deltas)
            ),
            "reasoning_tokens": given.get("reasoning_tokens", len(self.reply.reasoning_deltas)),
            "cached_tokens": given.get("cached_tokens", 0),
        }

    def chunks(self) -> Iterator[tuple[str, str]]:
        """(kind, text) for every delta: reasoning first, then content."""
        for text in self.reply.reasoning_deltas:
            yield "reasoning", text
        for text in self.deltas:
            yield "content", text

    def before_chunk(self) -> bool:
        """Apply the failure modes; False means: the stream ends here."""
        r = self.reply
        if r.drop_after is not None and self.sent >= r.drop_after:
            self.h.drop()
            return False
        if r.stall_after is not None and self.sent >= r.stall_after:
            self.h.stall()
        if r.malformed_after is not None and self.sent == r.malformed_after:
            self.h.write_chunk(b'data: {"choices": [{"index": 0, "delta": {"content": "oops\n\n')
        self.h.pause(self.delay)
        return True

    def run(self) -> None:
        if self.body.get("stream"):
            self.h.start_stream(self.reply.headers)
            if self.stream():
                self.h.end_stream()
        else:
            self.h._send_json(200, self.complete_json(), self.reply.headers)

    def stream(self) -> bool:
        raise NotImplementedError

    def complete_json(self) -> dict[str, Any]:
        raise NotImplementedError

    def send_event(self, obj: Mapping[str, Any], event: str | None = None) -> None:
        prefix = f"event: {event}\n".encode() if event else b""
        self.h.write_chunk(
            prefix + b"data: " + json.dumps(obj, separators=(",", ":")).encode() + b"\n\n"
        )


def _token_bytes(token: str | bytes) -> bytes:
    return token if isinstance(token, bytes) else token.encode("utf-8", "surrogatepass")


def _spelled(token: str | bytes) -> str:
    """A token's ``token`` string: bytes that are not text on their own as escapes."""
    return token.decode("utf-8", "backslashreplace") if isinstance(token, bytes) else token


class _ChatStream(_StreamBase):
    def stream(self) -> bool:
        cid = f"chatcmpl-{uuid.uuid4().hex[:24]}"
        created = int(time.time())
        n = max(1, int(self.body.get("n") or 1))

        def chunk(choices: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
            return {
                "id": cid,
                "object": "chat.completion.chunk",
                "created": created,
                "model": self.model,
                "choices": choices,
                **extra,
            }

        if self.reply.choices is not None:
            n = len(self.reply.choices)
        self.send_event(
            chunk([{"index": i, "delta": {"role": "assistant", "content": ""}} for i in range(n)])
        )
        if self.reply.choices is not None:
            return self._stream_choices(chunk)
        for kind, text in self.chunks():
            if not self.before_chunk():
                return False
            key = "reasoning_content" if kind == "reasoning" else "content"
            for i in range(n):
                choice: dict[str, Any] = {"index": i, "delta": {key: text}, "finish_reason": None}
                if kind == "content" and self.wants_logprobs():
                    choice["logprobs"] = self.chat_logprobs(text, i)
                self.send_event(chunk([choice]))
            self.sent += 1
        if not self.before_chunk():
            return False
        if self.reply.error_event is not None:
            self.send_event(dict(self.reply.error_event))
            return True
        extras.chat_stream_extras(
            self.reply.tool_calls, self.reply.citations, lambda c: self.send_event(chunk(c))
        )
        for i in range(n):
            self.send_event(chunk([{"index": i, "delta": {}, "finish_reason": self.finish()}]))
        options = self.body.get("stream_options") or {}
        if options.get("include_usage"):
            self.send_event(chunk([], usage=self.chat_usage()))
        self.h.write_chunk(b"data: [DONE]\n\n")
        return True

    def _stream_choices(self, chunk: Any) -> bool:
        """``Reply.choices``: their chunks interleaved by index, each finishing on its own."""
        queues = [
            collections.deque(split_text(text, self.reply.chunk_size))
            for text in self.reply.choices or ()
        ]
        for text in self.reply.reasoning_deltas:
            if not self.before_chunk():
                return False
            self.send_event(chunk([{"index": 0, "delta": {"reasoning_content": text}}]))
            self.sent += 1
        while any(queues):
            for i, queue in enumerate(queues):
                if not queue:
                    continue
                if not self.before_chunk():
                    return False
                delta = {"content": queue.popleft()}
                choice: dict[str, Any] = {"index": i, "delta": delta, "finish_reason": None}
                if self.wants_logprobs():
                    choice["logprobs"] = self.chat_logprobs(delta["content"], i)
                self.send_event(chunk([choice]))
                self.sent += 1
                if not queue:
                    reason = self.choice_finish(i)
                    self.send_event(chunk([{"index": i, "delta": {}, "finish_reason": reason}]))
        if self.reply.error_event is not None:
            self.send_event(dict(self.reply.error_event))
            return True
        options = self.body.get("stream_options") or {}
        if options.get("include_usage"):
            self.send_event(chunk([], usage=self.chat_usage()))
        self.h.write_chunk(b"data: [DONE]\n\n")
        return True

    def whole_logprobs(self, tokens: Sequence[str], index: int) -> dict[str, Any]:
        """A whole (not streamed) choice's ``logprobs``, when asked for."""
        if not self.wants_logprobs():
            return {}
        return {"logprobs": {"content": [e for t in tokens for e in self.token_entries(t, index)]}}

    def choice_finish(self, index: int) -> str:
        given = self.reply.choice_finish
        return given[index] if index < len(given) else self.reply.finish_reason

    def finish(self) -> str:
        return "tool_calls" if self.reply.tool_calls else self.reply.finish_reason

    def chat_usage(self) -> dict[str, Any]:
        u = self.usage_numbers()
        return {
            "prompt_tokens": u["prompt_tokens"],
            "completion_tokens": u["completion_tokens"],
            "total_tokens": u["prompt_tokens"] + u["completion_tokens"],
            "prompt_tokens_details": {"cached_tokens": u["cached_tokens"]},
            "completion_tokens_details": {"reasoning_tokens": u["reasoning_tokens"]},
        }

    def complete_json(self) -> dict[str, Any]:
        n = max(1, int(self.body.get("n") or 1))
        if self.reply.choices is not None:
            return {
                "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": self.model,
                "choices": [
                    {
                        "index": i,
                        "message": {"role": "assistant", "content": text},
                        "finish_reason": self.choice_finish(i),
                        **self.whole_logprobs(split_text(text, self.reply.chunk_size), i),
                    }
                    for i, text in enumerate(self.reply.choices)
                ],
                "usage": self.chat_usage(),
            }
        message: dict[str, Any] = {"role": "assistant", "content": self.text}
        if self.reply.reasoning_deltas:
            message["reasoning_content"] = "".join(self.reply.reasoning_deltas)
        message.update(extras.chat_message_extras(self.reply.tool_calls, self.reply.citations))
        return {
            "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": self.model,
            "choices": [
                {
                    "index": i,
                    "message": message,
                    "finish_reason": self.finish(),
                    **self.whole_logprobs(self.deltas, i),
                }
                for i in range(n)
            ],
            "usage": self.chat_usage(),
        }


class _ResponsesStream(_StreamBase):
    """The Responses API event sequence, as api.openai.com sends it."""

    def __init__(self, handler: _Handler, body: dict[str, Any], reply: Reply) -> None:
        super().__init__(handler, body, reply)
        self.rid = f"resp_{uuid.uuid4().hex}"
        self.msg_id = f"msg_{uuid.uuid4().hex}"
        self.rs_id = f"rs_{uuid.uuid4().hex}"
        self.seq = 0

    def emit(self, type_: str, **fields: Any) -> None:
        self.send_event({"type": type_, "sequence_number": self.seq, **fields}, event=type_)
        self.seq += 1

    def response(self, status: str, output: list[Any], usage: Any) -> dict[str, Any]:
        resp: dict[str, Any] = {
            "id": self.rid,
            "object": "response",
            "created_at": int(time.time()),
            "status": status,
            "model": self.model,
            "output": output,
            "usage": usage,
            "error": None,
            "incomplete_details": None,
        }
        if status == "incomplete":
            reason = (
                "max_output_tokens" if self.reply.finish_reason == "length" else "content_filter"
            )
            resp["incomplete_details"] = {"reason": reason}
        return resp

    def message_item(self, status: str) -> dict[str, Any]:
        content = [{"type": "output_text", "text": self.text, "annotations": []}]
        return {
            "id": self.msg_id,
            "type": "message",
            "status": status,
            "role": "assistant",
            "content": content if status == "completed" else [],
        }

    def reasoning_item(self) -> dict[str, Any]:
        summary = "".join(self.reply.reasoning_deltas)
        return {
            "id": self.rs_id,
            "type": "reasoning",
            "summary": [{"type": "summary_text", "text": summary}],
        }

    def usage(self) -> dict[str, Any]:
        u = self.usage_numbers()
        return {
            "input_tokens": u["prompt_tokens"],
            "input_tokens_details": {"cached_tokens": u["cached_tokens"]},
            "output_tokens": u["completion_tokens"],
            "output_tokens_details": {"reasoning_tokens": u["reasoning_tokens"]},
            "total_tokens": u["prompt_tokens"] + u["completion_tokens"],
        }

    def final_status(self) -> str:
        return "completed" if self.reply.finish_reason == "stop" else "incomplete"

    def stream(self) -> bool:
        self.emit("response.created", response=self.response("in_progress", [], None))
        self.emit("response.in_progress", response=self.response("in_progress", [], None))
        msg_index = 0
        if self.reply.reasoning_deltas:
            msg_index = 1
            self.emit(
                "response.output_item.added",
                output_index=0,
                item={"id": self.rs_id, "type": "reasoning", "summary": []},
            )
        opened_message = False
        for kind, text in self.chunks():
            if not self.before_chunk():
                return False
            if kind == "reasoning":
                self.emit(
                    "response.reasoning_summary_text.delta",
                    item_id=self.rs_id,
                    output_index=0,
                    summary_index=0,
                    delta=text,
                )
            else:
                if not opened_message:
                    opened_message = True
                    self.open_message(msg_index)
                logprobs = self.token_entries(text) if self.wants_logprobs() else []
                self.emit(
                    "response.output_text.delta",
                    item_id=self.msg_id,
                    output_index=msg_index,
                    content_index=0,
                    delta=text,
                    logprobs=logprobs,
                )
            self.sent += 1
        if not self.before_chunk():
            return False
        if self.reply.error_event is not None:
            event = dict(self.reply.error_event)
            self.send_event(event, event=str(event.get("type", "error")))
            return True
        if not opened_message:
            self.open_message(msg_index)
        self.emit(
            "response.output_text.done",
            item_id=self.msg_id,
            output_index=msg_index,
            content_index=0,
            text=self.text,
        )
        self.emit(
            "response.output_item.done",
            output_index=msg_index,
            item=self.message_item("completed"),
        )
        calls = extras.responses_stream_extras(
            self.reply.tool_calls, self.reply.citations, self.emit, self.msg_id, msg_index
        )
        calls += fake_hosted.emit_items(
            self.reply.hosted,
            self.reply.annotations,
            self.body,
            self.emit,
            self.msg_id,
            msg_index,
            msg_index + 1 + len(calls),
        )
        status = self.final_status()
        output = [self.message_item("completed"), *calls]
        if self.reply.reasoning_deltas:
            output.insert(0, self.reasoning_item())
        last = "response.completed" if status == "completed" else "response.incomplete"
        self.emit(last, response=self.response(status, output, self.usage()))
        return True

    def open_message(self, index: int) -> None:
        self.emit(
            "response.output_item.added",
            output_index=index,
            item=self.message_item("in_progress"),
        )
        self.emit(
            "response.content_part.added",
            item_id=self.msg_id,
            output_index=index,
            content_index=0,
            part={"type": "output_text", "text": "", "annotations": []},
        )

    def complete_json(self) -> dict[str, Any]:
        output = [self.message_item("completed")]
        output += extras.responses_output_extras(self.reply.tool_calls)
        if self.reply.reasoning_deltas:
            output.insert(0, self.reasoning_item())
        return self.response(self.final_status(), output, self.usage())


# A spread of token log probabilities, cycled over a long reply (--logprobs): most tokens
# sure, some not, as a real answer reads.
BENCH_LOGPROBS = (-0.002, -0.05, -0.0001, -0.4, -1.7, -0.01, -0.12, -3.1, -0.003, -0.7)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve a loopback OpenAI-compatible API.")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--delay", type=float, default=0.0, help="seconds between chunks")
    parser.add_argument("--api-key", default=None, help="reject other keys with 401")
    parser.add_argument(
        "--words", type=int, default=0, help="reply with N words of markdown instead of an echo"
    )
    parser.add_argument(
        "--logprobs",
        action="store_true",
        help="send token probabilities (with top_logprobs alternatives) when asked for them",
    )
    args = parser.parse_args(argv)
    logprobs = BENCH_LOGPROBS if args.logprobs else None
    default = Reply(text=long_markdown(args.words), logprobs=logprobs) if args.words else None
    server = FakeOpenAIServer(
        port=args.port, default_delay=args.delay, api_key=args.api_key, default_reply=default
    )
    print(server.base_url, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
