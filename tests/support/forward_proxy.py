"""A minimal HTTP forward proxy on 127.0.0.1 for tests: it relays absolute-form requests
(what a client sends to an http:// proxy for an http:// URL), streaming the answer back
chunk by chunk, and records which URLs went through it."""

from __future__ import annotations

import http.client
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

_HOP_BY_HOP = {"connection", "proxy-connection", "keep-alive", "transfer-encoding", "te"}


class ForwardProxy:
    def __init__(self) -> None:
        self.seen: list[str] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_args: object) -> None:
                pass

            def _relay(self) -> None:
                proxy.seen.append(self.path)
                target = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                headers = {k: v for k, v in self.headers.items() if k.lower() not in _HOP_BY_HOP}
                upstream = http.client.HTTPConnection(target.hostname, target.port, timeout=30)
                path = target.path + (f"?{target.query}" if target.query else "")
                upstream.request(self.command, path, body=body, headers=headers)
                answer = upstream.getresponse()
                self.send_response(answer.status)
                for key, value in answer.getheaders():
                    if key.lower() not in _HOP_BY_HOP | {"content-length"}:
                        self.send_header(key, value)
                self.send_header("Transfer-Encoding", "chunked")
                self.send_header("Connection", "close")
                self.end_headers()
                while chunk := answer.read1(65536):
                    self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                    self.wfile.flush()
                self.wfile.write(b"0\r\n\r\n")
                upstream.close()

            do_GET = _relay
            do_POST = _relay

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
