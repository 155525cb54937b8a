"""One running Comet Desk per data dir: a second start brings the first window forward and
leaves, instead of two processes writing one history."""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

_CONNECT_TIMEOUT_MS = 500


def server_name(data_dir: Path) -> str:
    digest = hashlib.sha256(str(data_dir.resolve()).encode()).hexdigest()[:16]
    return f"cometdesk-{digest}"


def ask_running_instance_to_show(data_dir: Path) -> bool:
    """True if another instance owns this data dir (it was asked to raise its window)."""
    socket = QLocalSocket()
    socket.connectToServer(server_name(data_dir))
    if not socket.waitForConnected(_CONNECT_TIMEOUT_MS):
        return False
    socket.write(b"show\n")
    socket.waitForBytesWritten(_CONNECT_TIMEOUT_MS)
    socket.disconnectFromServer()
    return True


class InstanceServer(QObject):
    """Signals:
    showRequested(): another start on the same data dir wants this window in front.
    """

    showRequested = Signal()

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server = QLocalServer(self)
        name = server_name(data_dir)
        if not self._server.listen(name):
            # A stale socket from a crashed instance (nobody answered above): take it over.
            QLocalServer.removeServer(name)
            self._server.listen(name)
        self._server.newConnection.connect(self._on_connection)

    def _on_connection(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(self.showRequested)
            socket.disconnected.connect(socket.deleteLater)
