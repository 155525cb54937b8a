"""What a room is given of the shell when it installs itself.

Each room of the window has a ``room.py`` whose ``install(shell)`` declares the room's window
actions (app.ui.common.actions) and wires its presenters to what they use; the shell
(app.ui.shell.controller) keeps the list of rooms and the few ports between them. A room
names what it uses of the shell in a protocol that extends ``Shell`` with those ports, typed
by what the room may import (the rooms below it) or by a protocol of its own: rooms on one
line of the rooms contract never import each other."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QWidget

from app.services.app_services import AppServices
from app.ui.common.actions import ActionTable
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner


class Shell(Protocol):
    """What every room uses: the services, the task runner, the status bar, the action
    table, ``ready`` (start-up finished: conversations listed, keys looked up) and the main
    window as the parent of the room's own windows and dialogs."""

    services: AppServices
    tasks: TaskRunner
    status: StatusBus
    actions: ActionTable
    ready: SignalInstance

    @property
    def main_window(self) -> QWidget: ...
