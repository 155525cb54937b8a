"""Tools with the person in control: the approval prompt the tool loop waits on, server
states as they change (a server that fails to start says why), and the Tools dialog where
servers are added, imported, switched on and off, restarted and removed."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from app.mcp import McpImportError, ServerState, ServerStatus, import_mcp_servers, read_mcp_file
from app.mcp.config import token_account
from app.render.tool_text import shown
from app.secrets import KeyStore
from app.services.app_services import ToolServices
from app.services.failures import describe_failure
from app.services.tool_approval import Approval, ApprovalRequest, Decision
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:
    from app.ui.tools.dialog import AddServerDialog, ToolsDialog


class ToolsPresenter(QObject):
    """Signals:
    serverChanged(object): a server's status changed (the ServerStatus).
    serversChanged(list): the configured servers changed ((id, name) pairs).
    approvalClosed(): it was answered; the composer has the focus again.
    """

    serverChanged = Signal(object)
    serversChanged = Signal(list)
    approvalClosed = Signal()

    def __init__(
        self,
        window: QWidget,
        *,
        tools: ToolServices,
        keystore: KeyStore,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(window)
        self.window = window
        self._tools = tools
        self._keystore = keystore
        self._tasks = tasks
        self._status = status
        self._one_at_a_time = asyncio.Lock()
        self._dialog: ToolsDialog | None = None
        # The manager reports from the asyncio loop (the UI thread): a signal is enough.
        tools.status_listeners.append(self.serverChanged.emit)
        self.serverChanged.connect(self._on_status)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def servers(self) -> list[tuple[str, str]]:
        return [(s.id, s.name) for s in self._tools.settings.settings.servers if s.enabled]

    # ---- approval -----------------------------------------------------------------------

    async def approve(self, request: ApprovalRequest) -> Approval:
        """Ask the person; parallel calls are asked one after another."""
        async with self._one_at_a_time:
            answered: asyncio.Future[tuple[str, str | None]] = asyncio.Future()
            from app.ui.tools.approval_dialog import ApprovalDialog

            dialog = ApprovalDialog(
                server=request.server_name,
                tool=request.tool_name,
                description=request.description,
                arguments=request.arguments,
                default=self._tools.settings.settings.default_approval,
                parent=self.window,
            )

            def decided(choice: str, edited: str | None) -> None:
                if not answered.done():
                    answered.set_result((choice, edited))

            dialog.decided.connect(decided)
            dialog.open()
            dialog.activateWindow()  # the keyboard goes to the prompt: Enter runs, Esc denies
            try:
                choice, edited = await answered
            finally:
                if dialog.isVisible():
                    dialog.reject()  # cancelled (Esc on the reply): the prompt goes too
                dialog.deleteLater()
                self.approvalClosed.emit()
        return Approval(Decision(choice), edited)

    # ---- server states ------------------------------------------------------------------

    def _on_status(self, status: ServerStatus) -> None:
        if status.state is ServerState.FAILED and status.reason:
            self._status.show(shown(status.reason), 15_000)  # in the UI language
        if self._dialog is not None and self._dialog.isVisible():
            self._refresh_dialog()

    # ---- the Tools dialog ---------------------------------------------------------------

    def open_dialog(self) -> ToolsDialog:
        if self._dialog is None:
            # The dialogs load when first opened: the window's start need not pay for them.
            from app.ui.tools.dialog import ToolsDialog

            dialog = ToolsDialog(self.window)
            dialog.addRequested.connect(self._add)
            dialog.importRequested.connect(self._import)
            dialog.removeRequested.connect(self._remove)
            dialog.restartRequested.connect(
                lambda sid: self._spawn(self._tools.manager.restart(sid))
            )
            dialog.enabledChanged.connect(self._enable)
            dialog.limitsChanged.connect(self._limits)
            dialog.revokeRequested.connect(self._revoke)
            self._dialog = dialog
        self._refresh_dialog()
        self._dialog.open()
        return self._dialog

    def _refresh_dialog(self) -> None:
        if self._dialog is not None:
            self._dialog.show_settings(
                self._tools.settings.settings, self._tools.manager.statuses()
            )

    def change_settings(self, settings: Any) -> None:
        """Save the tool settings and give the manager the new server list."""
        self._tools.settings.update(settings)
        self._spawn(self._tools.manager.configure(settings.servers))
        self.serversChanged.emit(self.servers())
        self._refresh_dialog()

    def _add(self) -> None:
        from app.ui.tools.dialog import AddServerDialog

        taken = {s.id for s in self._tools.settings.settings.servers}
        form = AddServerDialog(taken, self._dialog or self.window)
        form.accepted.connect(lambda: self._spawn(self._added(form)))
        form.open()

    async def _added(self, form: AddServerDialog) -> None:
        server = form.result_server()
        token = form.token.text().strip()
        if token:
            await asyncio.to_thread(self._keystore.set, token, token_account(server.id))
        self.change_settings(self._tools.settings.settings.with_server(server))
        self._status.show(self.tr("Added the server “{0}”.").format(server.name), 5000)

    def _import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self._dialog or self.window,
            self.tr("Import MCP servers"),
            str(Path.home()),
            self.tr("JSON (*.json);;All files (*)"),
        )
        if path:
            self._spawn(self.import_file(Path(path)))

    async def import_file(self, path: Path) -> None:
        settings = self._tools.settings.settings
        try:
            data = await asyncio.to_thread(read_mcp_file, path)
            result = await asyncio.to_thread(import_mcp_servers, settings, data, self._keystore)
        except (McpImportError, OSError) as err:
            why = str(err) if isinstance(err, McpImportError) else describe_failure(err)
            self._status.show(self.tr("Nothing was imported: {0}").format(why), 15_000)
            return
        self.change_settings(result.settings)
        count = len(result.added) + len(result.updated)
        self._status.show(self.tr("Imported {0} server(s).").format(count), 6000)

    def _remove(self, server_id: str) -> None:
        self.change_settings(self._tools.settings.settings.without_server(server_id))

    def _enable(self, server_id: str, on: bool) -> None:
        settings = self._tools.settings.settings
        server = settings.server(server_id)
        if server is not None:
            self.change_settings(settings.with_server(replace(server, enabled=on)))

    def _limits(self, steps: int, timeout: int, enter: str) -> None:
        settings = self._tools.settings.settings
        self._tools.settings.update(
            replace(
                settings,
                step_limit=steps,
                tool_timeout_s=float(timeout),
                default_approval="conversation" if enter == "conversation" else "once",
            )
        )

    def _revoke(self, key: str) -> None:
        self._tools.settings.revoke(key)
        self._refresh_dialog()
