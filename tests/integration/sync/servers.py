"""Real storage servers on loopback for the sync tests: WsgiDAV (on cheroot) and moto's S3
server, each started on a free port, ready when the port accepts, and stopped with its
threads joined."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import httpx
from cheroot import wsgi
from moto.server import ThreadedMotoServer
from wsgidav.wsgidav_app import WsgiDAVApp

READY_TIMEOUT_S = 30.0


def wait_for_port(port: int) -> None:
    """Poll until something accepts connections on the port."""
    deadline = time.monotonic() + READY_TIMEOUT_S
    while True:
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 1):
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"nothing listens on port {port}")
        time.sleep(0.01)


class DavServer:
    """WsgiDAV serving ``root`` with one user; ``requests`` records (method, path) of every
    request, and ``fail_writes_with`` makes every PUT answer with that status."""

    def __init__(self, root: Path, user: str, password: str) -> None:
        root.mkdir(parents=True, exist_ok=True)
        self.requests: list[tuple[str, str]] = []
        self.fail_writes_with: int | None = None
        config = {
            "host": "127.0.0.1",
            "port": 0,
            "provider_mapping": {"/": str(root)},
            "http_authenticator": {
                "domain_controller": None,  # SimpleDomainController
                "accept_basic": True,
                "accept_digest": False,
                "default_to_digest": False,
            },
            "simple_dc": {"user_mapping": {"*": {user: {"password": password}}}},
            "verbose": 0,
            "logging": {"enable": False},
        }
        dav = WsgiDAVApp(config)

        def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
            self.requests.append((environ["REQUEST_METHOD"], environ.get("PATH_INFO", "")))
            if self.fail_writes_with is not None and environ["REQUEST_METHOD"] == "PUT":
                start_response(f"{self.fail_writes_with} Refused", [("Content-Length", "0")])
                return [b""]
            result: Iterable[bytes] = dav(environ, start_response)
            return result

        self._server = wsgi.Server(("127.0.0.1", 0), app)
        self._server.prepare()  # binds and listens, so the port is known and open
        self.port: int = self._server.bind_addr[1]
        self._thread = threading.Thread(target=self._server.serve, name="wsgidav", daemon=True)
        self._thread.start()
        wait_for_port(self.port)
        self.url = f"http://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self._thread.is_alive():
            self._server.stop()
            self._thread.join()


class S3Server:
    """moto's S3 server; ``bucket()`` creates a new, uniquely named bucket."""

    def __init__(self) -> None:
        self._server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
        self._server.start()
        self.port = self._server.get_host_and_port()[1]
        wait_for_port(self.port)
        self.url = f"http://127.0.0.1:{self.port}"

    def bucket(self) -> str:
        name = f"sync-{uuid.uuid4().hex[:12]}"
        # moto accepts unsigned requests; the app never creates buckets, so no S3 client here.
        response = httpx.put(f"{self.url}/{name}", timeout=30)
        response.raise_for_status()
        return name

    def stop(self) -> None:
        with contextlib.suppress(httpx.HTTPError):
            httpx.post(f"{self.url}/moto-api/reset", timeout=30)  # moto keeps buckets per process
        self._server.stop()
