"""Real storage servers on loopback for the sync tests: WsgiDAV (on cheroot) and moto's S3
server, each started on a free port, ready when the port accepts, and stopped with its
threads joined. Both can be stopped mid-test and started again on the same port with what
they stored, as a server that went away and came back.

Beside them, servers others run in front of real storage, each a child process with its
configuration, logs and pid file in a folder of the test's: nginx with its WebDAV modules
(and its default 1 MB upload limit), Apache's mod_dav, ``rclone serve webdav`` and s3rver
(npm). ``missing()`` on each names what is not installed (the tests skip and say so);
``.ci/run`` installs them all.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import IO, Any

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


# ---- servers run as child processes ----------------------------------------------------------

S3RVER_DIR = Path(__file__).resolve().parents[2] / "support" / "s3rver"
S3RVER_BIN = S3RVER_DIR / "node_modules" / "s3rver" / "bin" / "s3rver.js"
NGINX_DAV_EXT = Path("/usr/lib/nginx/modules/ngx_http_dav_ext_module.so")
APACHE_MODULES = Path("/usr/lib/apache2/modules")


def _sha_password(password: str) -> str:
    """A password file entry both nginx and Apache read: {SHA} and base64 of SHA-1."""
    digest = hashlib.sha1(password.encode(), usedforsecurity=False).digest()
    return "{SHA}" + base64.b64encode(digest).decode()


class ChildServer:
    """A server program run as a child process on a free loopback port; ``stop()`` ends
    that process (by its own handle, nothing else) and ``restart()`` runs it again on the
    same port over what it stored. Its output goes to ``<workdir>/<name>.log``."""

    name = "server"

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._process: subprocess.Popen[bytes] | None = None
        self._output: IO[bytes] | None = None

    def command(self) -> list[str]:
        raise NotImplementedError

    @property
    def log(self) -> Path:
        return self.workdir / f"{self.name}.log"

    def start(self) -> None:
        self._output = self.log.open("ab")
        self._process = subprocess.Popen(
            self.command(),
            stdin=subprocess.DEVNULL,
            stdout=self._output,
            stderr=subprocess.STDOUT,
            cwd=self.workdir,
        )
        deadline = time.monotonic() + READY_TIMEOUT_S
        while True:
            with (
                contextlib.suppress(OSError),
                socket.create_connection(("127.0.0.1", self.port), 1),
            ):
                return
            if self._process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(
                    f"{self.name} did not start on port {self.port}: "
                    + self.log.read_text(errors="replace")[-2000:]
                )
            time.sleep(0.02)

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self._output is not None:
            self._output.close()
            self._output = None

    def restart(self) -> None:
        self.stop()
        self.start()


class NginxDav(ChildServer):
    """nginx 1.22 serving ``root`` over WebDAV (its dav module for PUT, DELETE, MKCOL, COPY
    and MOVE; libnginx-mod-http-dav-ext for PROPFIND and OPTIONS), with its default
    ``client_max_body_size`` of 1 MB unless ``max_body`` says otherwise; basic
    authentication when given a user. One process (``master_process off``), not a daemon."""

    name = "nginx"

    def __init__(
        self,
        workdir: Path,
        user: str | None = None,
        password: str | None = None,
        max_body: str | None = None,
    ) -> None:
        super().__init__(workdir)
        self.root = workdir / "files"
        self.root.mkdir(exist_ok=True)
        auth = ""
        if user is not None and password is not None:
            users = workdir / "htpasswd"
            users.write_text(f"{user}:{_sha_password(password)}\n")
            auth = f'auth_basic "sync"; auth_basic_user_file {users};'
        body = f"client_max_body_size {max_body};" if max_body else ""
        temp = workdir / "temp"
        (self.workdir / "nginx.conf").write_text(
            f"""load_module {NGINX_DAV_EXT};
daemon off;
master_process off;
worker_processes 1;
pid {workdir / "nginx.pid"};
error_log {workdir / "error.log"} warn;
events {{ worker_connections 64; }}
http {{
    access_log {workdir / "access.log"};
    client_body_temp_path {temp}/body;
    proxy_temp_path {temp}/proxy;
    fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi;
    scgi_temp_path {temp}/scgi;
    {body}
    server {{
        listen 127.0.0.1:{self.port};
        root {self.root};
        location / {{
            {auth}
            dav_methods PUT DELETE MKCOL COPY MOVE;
            dav_ext_methods PROPFIND OPTIONS;
            create_full_put_path on;
            dav_access user:rw group:rw all:r;
        }}
    }}
}}
"""
        )
        temp.mkdir(exist_ok=True)
        self._markers = 0
        self.start()

    @staticmethod
    def missing() -> str | None:
        if shutil.which("nginx") is None and not Path("/usr/sbin/nginx").exists():
            return "needs nginx (apt: nginx)"
        if not NGINX_DAV_EXT.exists():
            return "needs nginx's PROPFIND module (apt: libnginx-mod-http-dav-ext)"
        return None

    def command(self) -> list[str]:
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        conf = self.workdir / "nginx.conf"
        return [
            nginx,
            "-p",
            str(self.workdir),
            "-c",
            str(conf),
            "-e",
            str(self.workdir / "error.log"),
        ]

    def requests(self) -> list[tuple[str, str, int]]:
        """(method, path, status) of every request so far, from the access log. nginx logs
        a request just after answering it, so a marker request is sent and waited for in
        the log: nginx here is one process, so every earlier request is logged before it."""
        self._markers += 1
        marker = f"/.log-marker-{self._markers}"
        httpx.get(self.url + marker, timeout=30)
        deadline = time.monotonic() + READY_TIMEOUT_S
        while True:
            found: list[tuple[str, str, int]] = []
            for line in (self.workdir / "access.log").read_text(errors="replace").splitlines():
                request, _, rest = line.partition('"')[2].partition('"')
                method, _, path = request.partition(" ")
                found.append((method, path.rsplit(" ", 1)[0], int(rest.split()[0])))
            if any(path == marker for _m, path, _s in found):
                return [r for r in found if not r[1].startswith("/.log-marker-")]
            if time.monotonic() > deadline:
                raise TimeoutError(f"nginx did not log {marker}")
            time.sleep(0.01)


class ApacheDav(ChildServer):
    """Apache 2.4 (``apache2 -X``: one process, not a daemon) serving ``root`` with mod_dav
    and mod_dav_fs, from a configuration of its own that loads only the modules it needs
    (no a2enmod); basic authentication when given a user. Apache will not serve as root:
    run by root, it serves as nobody from a folder of nobody's under the system's temporary
    folder (pytest's are closed to others), removed by ``stop()``."""

    name = "apache"

    def __init__(self, workdir: Path, user: str | None = None, password: str | None = None) -> None:
        super().__init__(workdir)
        self._as_root = os.geteuid() == 0
        if self._as_root:
            self._served = Path(tempfile.mkdtemp(prefix="cometdesk-apache-"))
        else:
            self._served = workdir / "served"
        self.root = self._served / "files"
        lock = self._served / "lock"
        self.root.mkdir(parents=True, exist_ok=True)
        lock.mkdir(exist_ok=True)
        run_as = ""
        if self._as_root:
            for path in (self._served, self.root, lock):
                shutil.chown(path, "nobody", "nogroup")
            run_as = "User nobody\nGroup nogroup"
        auth = "Require all granted"
        if user is not None and password is not None:
            # Read by the serving process: beside the files, where nobody may read too.
            users = self._served / "htpasswd"
            users.write_text(f"{user}:{_sha_password(password)}\n")
            if self._as_root:
                shutil.chown(users, "nobody", "nogroup")
            lines = ["AuthType Basic", 'AuthName "sync"', f"AuthUserFile {users}"]
            auth = "\n    ".join([*lines, "Require valid-user"])
        modules = [
            ("mpm_event_module", "mod_mpm_event.so"),
            ("authz_core_module", "mod_authz_core.so"),
            ("authz_user_module", "mod_authz_user.so"),
            ("authn_core_module", "mod_authn_core.so"),
            ("authn_file_module", "mod_authn_file.so"),
            ("auth_basic_module", "mod_auth_basic.so"),
            ("dav_module", "mod_dav.so"),
            ("dav_fs_module", "mod_dav_fs.so"),
        ]
        loads = "\n".join(f"LoadModule {m} {APACHE_MODULES / f}" for m, f in modules)
        (workdir / "httpd.conf").write_text(
            f"""ServerRoot {workdir}
ServerName 127.0.0.1
Listen 127.0.0.1:{self.port}
PidFile {workdir / "httpd.pid"}
ErrorLog {workdir / "error.log"}
LogLevel warn
{loads}
{run_as}
DavLockDB {lock / "davlock"}
DocumentRoot {self.root}
<Directory {self.root}>
    Dav On
    AllowOverride None
    {auth}
</Directory>
"""
        )
        self.start()

    @staticmethod
    def missing() -> str | None:
        if shutil.which("apache2") is None and not Path("/usr/sbin/apache2").exists():
            return "needs Apache (apt: apache2)"
        if not (APACHE_MODULES / "mod_dav_fs.so").exists():
            return "needs Apache's mod_dav_fs (apt: apache2)"
        return None

    def command(self) -> list[str]:
        apache = shutil.which("apache2") or "/usr/sbin/apache2"
        return [apache, "-X", "-f", str(self.workdir / "httpd.conf")]

    def stop(self) -> None:
        super().stop()
        if self._as_root:
            shutil.rmtree(self._served, ignore_errors=True)

    def restart(self) -> None:
        ChildServer.stop(self)  # keep what it stored
        self.start()


class RcloneDav(ChildServer):
    """``rclone serve webdav`` (Debian's rclone) serving ``root`` with one user."""

    name = "rclone"

    def __init__(self, workdir: Path, user: str, password: str) -> None:
        super().__init__(workdir)
        self.root = workdir / "files"
        self.root.mkdir(exist_ok=True)
        self._user, self._password = user, password
        (workdir / "rclone.conf").touch()
        self.start()

    @staticmethod
    def missing() -> str | None:
        return "needs rclone (apt: rclone)" if shutil.which("rclone") is None else None

    def command(self) -> list[str]:
        return [
            "rclone",
            "serve",
            "webdav",
            str(self.root),
            "--addr",
            f"127.0.0.1:{self.port}",
            "--user",
            self._user,
            "--pass",
            self._password,
            "--config",
            str(self.workdir / "rclone.conf"),
            "--cache-dir",
            str(self.workdir / "cache"),
        ]


class S3rver(ChildServer):
    """s3rver 3.7.1 (npm, pinned by tests/support/s3rver/package-lock.json) on node, with
    one bucket; it takes the access key S3RVER with the secret S3RVER."""

    name = "s3rver"
    KEY_ID = "S3RVER"
    SECRET = "S3RVER"

    def __init__(self, workdir: Path, bucket: str = "sync") -> None:
        super().__init__(workdir)
        self.bucket = bucket
        self.root = workdir / "data"
        self.root.mkdir(exist_ok=True)
        self.start()

    @staticmethod
    def missing() -> str | None:
        if shutil.which("node") is None:
            return "needs node for s3rver"
        if not S3RVER_BIN.exists():
            return "needs s3rver (npm ci --prefix tests/support/s3rver)"
        return None

    def command(self) -> list[str]:
        return [
            "node",
            str(S3RVER_BIN),
            "--directory",
            str(self.root),
            "--address",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--configure-bucket",
            self.bucket,
        ]
