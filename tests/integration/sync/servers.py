"""Real storage servers on loopback for the sync tests: WsgiDAV (on cheroot) and moto's S3
server, each started on a free port, ready when the port accepts, and stopped with its
threads joined. Both can be stopped mid-test and started again on the same port with what
they stored, as a server that went away and came back."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import boto3
import httpx
from cheroot import wsgi
from moto import settings as moto_settings
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


def free_port() -> int:
    """A port nothing listens on now. cheroot sets SO_REUSEADDR only on a port it is given
    (not on port 0), and a server that restarts on its port needs it."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class _CutInput:
    """A request body that ends after half of it, as the bytes a server holds when the
    client's connection dropped in the middle of an upload."""

    def __init__(self, body: Any, length: int) -> None:
        self._body = body
        self._left = length // 2

    def read(self, size: int = -1) -> bytes:
        chunk: bytes = self._body.read(self._left if size < 0 else min(size, self._left))
        self._left -= len(chunk)
        return chunk

    def readline(self, size: int = -1) -> bytes:
        return self.read(size)


class DavServer:
    """WsgiDAV serving ``root`` with one user; ``requests`` records (method, path) of every
    request, ``fail_writes_with`` makes every PUT answer with that status (507: the quota is
    full), and ``cut_puts`` (a path test) makes such a PUT end as one cut off midway does:
    the real WsgiDAV stores the first half of the body under the name (it writes straight
    into the file) and the client gets an error, not a success."""

    def __init__(self, root: Path, user: str, password: str) -> None:
        root.mkdir(parents=True, exist_ok=True)
        self.requests: list[tuple[str, str]] = []
        self.fail_writes_with: int | None = None
        self.cut_puts: Callable[[str], bool] | None = None
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
            method, path = environ["REQUEST_METHOD"], environ.get("PATH_INFO", "")
            self.requests.append((method, path))
            if self.fail_writes_with is not None and method == "PUT":
                start_response(f"{self.fail_writes_with} Refused", [("Content-Length", "0")])
                return [b""]
            if method == "PUT" and self.cut_puts is not None and self.cut_puts(path):
                length = int(environ.get("CONTENT_LENGTH") or 0)
                environ["wsgi.input"] = _CutInput(environ["wsgi.input"], length)
                # A body that breaks (rather than ends) would make WsgiDAV leave its file
                # open; ending it and then failing gives the same stored half.
                for _chunk in dav(environ, lambda *_args: None):
                    pass
                start_response("502 Connection Lost", [("Content-Length", "0")])
                return [b""]
            result: Iterable[bytes] = dav(environ, start_response)
            return result

        self._app = app
        self.port = free_port()
        self._start()
        self.url = f"http://127.0.0.1:{self.port}"

    def _start(self) -> None:
        self._server = wsgi.Server(("127.0.0.1", self.port), self._app)
        self._server.prepare()  # binds and listens, so the port is open
        self._thread = threading.Thread(target=self._server.serve, name="wsgidav", daemon=True)
        self._thread.start()
        wait_for_port(self.port)

    def restart(self) -> None:
        """Serve again on the same port (cheroot binds with SO_REUSEADDR)."""
        self.stop()
        self._start()

    def stop(self) -> None:
        if self._thread.is_alive():
            self._server.stop()
            self._thread.join()


class S3Server:
    """moto's S3 server; ``bucket()`` creates a new, uniquely named bucket."""

    def __init__(self) -> None:
        self.port = 0
        self._start()
        self.url = f"http://127.0.0.1:{self.port}"

    def _start(self) -> None:
        self._server = ThreadedMotoServer(ip_address="127.0.0.1", port=self.port, verbose=False)
        self._server.start()
        self.port = self._server.get_host_and_port()[1]
        wait_for_port(self.port)
        self._running = True

    def bucket(self) -> str:
        name = f"sync-{uuid.uuid4().hex[:12]}"
        # moto accepts unsigned requests; the app never creates buckets, so no S3 client here.
        response = httpx.put(f"{self.url}/{name}", timeout=30)
        response.raise_for_status()
        return name

    def require_auth(self) -> tuple[str, str]:
        """Make moto check every request's signature from now on, against the one IAM user
        created here (allowed all of S3); that user's (access key id, secret key)."""
        iam = boto3.client(
            "iam",
            endpoint_url=self.url,
            region_name="us-east-1",
            aws_access_key_id="setup",
            aws_secret_access_key="setup",
        )
        iam.create_user(UserName="syncer")
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}],
        }
        iam.put_user_policy(UserName="syncer", PolicyName="s3", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="syncer")["AccessKey"]
        # Allows 0 more unauthenticated actions (the setting is moto's, process-wide: stop()
        # puts it back, and tests in one process run one at a time).
        httpx.post(f"{self.url}/moto-api/reset-auth", content=b"0", timeout=30)
        return str(key["AccessKeyId"]), str(key["SecretAccessKey"])

    def kill(self) -> None:
        """Stop serving and close the port, keeping what moto stored (it lives in this
        process), so that a restart() finds it again."""
        if not self._running:
            return
        self._running = False
        self._server.stop()
        # moto's stop() leaves its listening socket open: connections would then hang
        # instead of being refused as by a server that is gone.
        inner = self._server._server
        if inner is not None:
            inner.server_close()

    def restart(self) -> None:
        self.kill()
        self._start()

    def stop(self) -> None:
        moto_settings.INITIAL_NO_AUTH_ACTION_COUNT = float("inf")
        if self._running:
            with contextlib.suppress(httpx.HTTPError):
                # moto keeps buckets per process
                httpx.post(f"{self.url}/moto-api/reset", timeout=30)
        self.kill()
