"""One running Comet Desk per data dir: a second start brings the first window forward and
leaves, instead of two processes writing one history. A start with a command
(``cometdesk quick``, ``capture``, ``new``) hands that command to the running one instead.

The socket is private. On POSIX systems it is a full path in ``$XDG_RUNTIME_DIR`` (when that
is the user's own 0700 folder) or else in the data folder (also 0700), never a bare name in
the shared temporary folder where another account could create it first; the server allows
only the user (UserAccessOption). Before connecting or removing anything at that path we
check with lstat that it is a socket owned by us: a file the app did not create (a regular
file, a link, another account's socket) is never connected to, never removed, and never
makes the app exit; the app then runs without single-instance and logs why. On Windows the
name is a named pipe in the user's session (Qt), as before.
"""

from __future__ import annotations

import enum
import logging
import os
import stat
import zlib
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QObject, Signal

# QtNetwork loads only when it is needed (a socket of ours exists, or the server starts
# after the window's first paint): it costs ~5 ms of start-up.

log = logging.getLogger(__name__)

_CONNECT_TIMEOUT_MS = 500
# sun_path holds 108 bytes on Linux and 104 on macOS, the terminating NUL included.
_MAX_SOCKET_PATH = 100
_POSIX = os.name == "posix"
SOCKET_FILENAME = "cometdesk.sock"


class _Owner(enum.Enum):
    NONE = "nothing there"
    US = "our socket"
    OTHER = "not a socket of ours"


def _digest(data_dir: Path) -> str:
    """64 bits naming the data dir. Two checksums rather than hashlib, whose OpenSSL costs
    ~3 ms before the first paint: this is a name, not a secret (the socket's folder is
    private and its owner is checked)."""
    path = str(data_dir.resolve()).encode()
    return f"{zlib.crc32(path):08x}{zlib.adler32(path):08x}"


def server_name(data_dir: Path) -> str:
    """The Windows pipe name (and the socket name's stem on POSIX)."""
    return f"cometdesk-{_digest(data_dir)}"


def _private_dir(path: Path) -> bool:
    try:
        info = path.lstat()
    except OSError:
        return False
    return (
        stat.S_ISDIR(info.st_mode)
        and info.st_uid == os.getuid()
        and not stat.S_IMODE(info.st_mode) & 0o077
    )


def socket_path(data_dir: Path, env: Mapping[str, str] = os.environ) -> Path | None:
    """Where this data dir's socket lives on POSIX, or None when no private place has a
    path short enough for a socket."""
    candidates = []
    runtime = env.get("XDG_RUNTIME_DIR")
    if runtime and _private_dir(Path(runtime)):
        candidates.append(Path(runtime) / f"{server_name(data_dir)}.sock")
    candidates.append(data_dir.resolve() / SOCKET_FILENAME)
    for candidate in candidates:
        if len(os.fsencode(candidate)) <= _MAX_SOCKET_PATH:
            return candidate
    return None


def _owner(path: Path) -> _Owner:
    try:
        info = path.lstat()  # never follow a link someone put there
    except FileNotFoundError:
        return _Owner.NONE
    except OSError:
        return _Owner.OTHER
    if stat.S_ISSOCK(info.st_mode) and info.st_uid == os.getuid():
        return _Owner.US
    return _Owner.OTHER


def _address(data_dir: Path) -> tuple[str | None, str | None]:
    """(what QLocalSocket/QLocalServer get, why there is none)."""
    if not _POSIX:
        return server_name(data_dir), None
    path = socket_path(data_dir)
    if path is None:
        return None, "no private folder has a path short enough for a socket"
    owner = _owner(path)
    if owner is _Owner.OTHER:
        return None, f"{path} is {owner.value}; it is left alone"
    return str(path), None


# What a later start may ask of the running one: one word per line. Anything else (an
# older or newer version's word) means "show", the one thing every version understands.
COMMANDS = ("show", "new", "quick", "capture")


def ask_running_instance(data_dir: Path, command: str = "show") -> bool:
    """True if another instance owns this data dir (it was handed ``command``)."""
    assert command in COMMANDS
    address, _problem = _address(data_dir)
    if address is None or (_POSIX and _owner(Path(address)) is not _Owner.US):
        return False  # nothing of ours listens there: never talk to someone else's socket
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(address)
    if not socket.waitForConnected(_CONNECT_TIMEOUT_MS):
        return False
    socket.write(f"{command}\n".encode())
    socket.waitForBytesWritten(_CONNECT_TIMEOUT_MS)
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Listens for later starts on the same data dir.

    ``address`` is where it listens (None: not listening) and ``problem`` says why not.

    Signals:
    requested(str): another start on the same data dir asks for one of COMMANDS.
    """

    requested = Signal(str)

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        from PySide6.QtNetwork import QLocalServer

        super().__init__(parent)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._on_connection)
        self.address: str | None = None
        self.problem: str | None = None
        address, problem = _address(data_dir)
        if address is None:
            self._give_up(problem or "no address")
            return
        if not self._server.listen(address):
            # A stale socket of a crashed instance (nobody answered): ours, so take it over.
            if _POSIX and _owner(Path(address)) is not _Owner.US:
                self._give_up(f"{address} is {_Owner.OTHER.value}; it is left alone")
                return
            QLocalServer.removeServer(address)
            if not self._server.listen(address):
                self._give_up(f"cannot listen at {address}: {self._server.errorString()}")
                return
        self.address = address

    def _give_up(self, problem: str) -> None:
        self.problem = problem
        log.warning("running without single-instance: %s", problem)

    def _on_connection(self) -> None:
        from PySide6.QtNetwork import QLocalSocket

        while (socket := self._server.nextPendingConnection()) is not None:

            def read(socket: QLocalSocket = socket) -> None:
                while socket.canReadLine():
                    word = bytes(socket.readLine().data()).decode("ascii", "replace").strip()
                    self.requested.emit(word if word in COMMANDS else "show")

            socket.readyRead.connect(read)
            socket.disconnected.connect(socket.deleteLater)
