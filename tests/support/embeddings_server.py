"""A loopback server for ``POST /v1/embeddings`` whose vectors tests can predict.

Each text becomes a bag-of-words hashing vector: every lower-cased word adds ±1 to one of
``dimension`` components (chosen and signed by a hash of the word), then the vector is
scaled to length 1. Texts sharing rare words are close, so a test knows which passage a
query should find. Switches for what tests need to see:

- ``key``: requests without ``Authorization: Bearer <key>`` get 401;
- ``missing = True``: the route does not exist (404, as a server without embeddings says);
- ``fail_next(status, retry_after=…)``: the next request gets that status (429, 503 …);
- ``dimension``: the size of every vector from now on (default: what the request asks in
  ``dimensions``, else 256), to play a model that changed;
- ``stall_after = n``: requests after the n-th are held unanswered until the server stops
  (a run to be killed mid-way);
- ``embedder``: ``(text, dimension) -> vector`` in place of the bag of words (vectors shaped
  like a real model's: tests/support/model_vectors.py).

Every request is recorded (``requests``: path, status, inputs). Run it on its own for the
benchmark: ``python -m tests.support.embeddings_server`` prints its base URL.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import sys
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

DEFAULT_DIMENSION = 256
_WORD = re.compile(r"\w+")


def embed_text(text: str, dimension: int) -> list[float]:
    vector = [0.0] * dimension
    for word in _WORD.findall(text.lower()):
        digest = hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest()
        number = int.from_bytes(digest, "little")
        vector[number % dimension] += 1.0 if (number >> 40) & 1 else -1.0
    norm = math.sqrt(sum(x * x for x in vector))
    if norm == 0:
        vector[0], norm = 1.0, 1.0  # a text without words still gets a valid vector
    return [x / norm for x in vector]


@dataclass
class EmbeddingRequest:
    path: str
    status: int
    model: str | None
    inputs: list[str] = field(default_factory=list)
    dimensions: int | None = None


class EmbeddingsServer:
    def __init__(self, key: str | None = None) -> None:
        self.key = key
        self.missing = False
        self.dimension: int | None = None
        self.stall_after: int | None = None
        self.embedder: Callable[[str, int], list[float]] = embed_text
        self._failures: deque[tuple[int, float | None]] = deque()
        self._requests: list[EmbeddingRequest] = []
        self._lock = threading.Lock()
        self._released = threading.Event()
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.owner = self
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    @property
    def requests(self) -> list[EmbeddingRequest]:
        with self._lock:
            return list(self._requests)

    def answered(self) -> list[EmbeddingRequest]:
        return [r for r in self.requests if r.status == 200]

    def embedded_inputs(self) -> list[str]:
        return [text for r in self.answered() for text in r.inputs]

    def fail_next(self, status: int, *, retry_after: float | None = None) -> None:
        with self._lock:
            self._failures.append((status, retry_after))

    def release(self) -> None:
        """Lets held requests go (they are answered with 503)."""
        self._released.set()

    def stop(self) -> None:
        self._released.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)

    def __enter__(self) -> EmbeddingsServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- called by the handler ----------------------------------------------------------------

    def _answer(self, path: str, headers: Any, body: bytes) -> tuple[int, dict[str, str], Any]:
        try:
            payload = json.loads(body or b"{}")
        except ValueError:
            payload = {}
        raw_inputs = payload.get("input") if isinstance(payload, dict) else None
        inputs = [raw_inputs] if isinstance(raw_inputs, str) else list(raw_inputs or [])
        record = EmbeddingRequest(path, 0, payload.get("model"), inputs, payload.get("dimensions"))
        with self._lock:
            self._requests.append(record)
            number = len(self._requests)
            failure = self._failures.popleft() if self._failures else None
        status, extra, reply = self._reply(path, headers, record, number, failure)
        record.status = status
        return status, extra, reply

    def _reply(
        self,
        path: str,
        headers: Any,
        record: EmbeddingRequest,
        number: int,
        failure: tuple[int, float | None] | None,
    ) -> tuple[int, dict[str, str], Any]:
        if self.missing or path.rstrip("/") != "/v1/embeddings":
            return 404, {}, _error("Invalid URL (POST /v1/embeddings)", "invalid_request_error")
        if self.key is not None and headers.get("Authorization") != f"Bearer {self.key}":
            return 401, {}, _error("Incorrect API key provided.", "invalid_api_key")
        if failure is not None:
            status, wait = failure
            extra = {"Retry-After": f"{wait:g}"} if wait is not None else {}
            return status, extra, _error("Try again later.", "rate_limit_exceeded")
        if self.stall_after is not None and number > self.stall_after:
            self._released.wait()
            return 503, {}, _error("Released.", "server_error")
        dimension = self.dimension or record.dimensions or DEFAULT_DIMENSION
        data = [
            {"object": "embedding", "index": n, "embedding": self.embedder(text, dimension)}
            for n, text in enumerate(record.inputs)
        ]
        tokens = sum(len(_WORD.findall(text)) for text in record.inputs)
        return (
            200,
            {},
            {
                "object": "list",
                "data": data,
                "model": record.model,
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )


def _error(message: str, code: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": code, "code": code}}


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    owner: EmbeddingsServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that went away (a killed run) is not the server's problem


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        owner = self.server.owner  # type: ignore[attr-defined]
        status, extra, reply = owner._answer(self.path, self.headers, body)
        data = json.dumps(reply).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in extra.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        data = json.dumps(_error("Not found.", "not_found")).encode("utf-8")
        self.send_response(404)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--key", default=None)
    args = parser.parse_args()
    server = EmbeddingsServer(key=args.key)
    print(server.base_url, flush=True)
    try:
        sys.stdin.read()  # until the parent closes stdin
    finally:
        server.stop()


if __name__ == "__main__":
    main()
