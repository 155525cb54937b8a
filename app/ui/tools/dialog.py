"""Tools (Settings → Tools…): the MCP servers, each with its state (starting / ready /
failed and why) and its tools; add, import the mcpServers JSON Claude Desktop and Cursor
use, enable, restart, remove; the step limit, the tool timeout, what Enter does in the
approval prompt, and the tools that are always allowed, with Revoke. Widgets only; the
ToolsPresenter does the work."""

from __future__ import annotations

import html
import shlex
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.mcp import ServerConfig, ServerState, ServerStatus, ToolSettings
from app.mcp.config import make_server_id
from app.render.tool_text import shown
from app.ui.tools.remote_server import remote_server


class AddServerDialog(QDialog):
    """A new server: a command to start (stdio), or a URL (streamable HTTP)."""

    def __init__(self, taken: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("addServerDialog")
        self.setWindowTitle(self.tr("Add an MCP server"))
        self._taken = taken
        self.name = QLineEdit(self)
        self.name.setObjectName("serverNameInput")
        self.kind = QComboBox(self)
        self.kind.setObjectName("serverKindPicker")
        self.kind.addItem(self.tr("Command (stdio)"), "stdio")
        self.kind.addItem(self.tr("URL (streamable HTTP)"), "http")
        self.kind.addItem(self.tr("Remote (via the API)"), "remote")
        self.command = QLineEdit(self)
        self.command.setObjectName("serverCommandInput")
        self.command.setPlaceholderText("uvx mcp-server-time")
        self.env = QPlainTextEdit(self)
        self.env.setObjectName("serverEnvInput")
        self.env.setPlaceholderText("NAME=value")
        self.env.setFixedHeight(60)
        self.cwd = QLineEdit(self)
        self.cwd.setObjectName("serverFolderInput")
        self.url = QLineEdit(self)
        self.url.setObjectName("serverUrlInput")
        self.url.setPlaceholderText("https://example.com/mcp")
        self.token = QLineEdit(self)
        self.token.setObjectName("serverTokenInput")
        self.token.setEchoMode(QLineEdit.EchoMode.Password)
        self.token.setPlaceholderText(self.tr("Bearer token (kept in the system keyring)"))
        # Remote servers (app.api.hosted_tools): the API calls them, with these headers.
        self.headers = QPlainTextEdit(self)
        self.headers.setObjectName("serverHeadersInput")
        self.headers.setPlaceholderText("X-Region: eu")
        self.headers.setFixedHeight(48)
        self.headers.setTabChangesFocus(True)
        self.approval = QComboBox(self)
        self.approval.setObjectName("serverApprovalPicker")
        self.approval.addItem(self.tr("Ask before each call"), "always")
        self.approval.addItem(self.tr("Never ask"), "never")
        form = QFormLayout()
        for label, field in (
            (self.tr("Name"), self.name),
            (self.tr("Kind"), self.kind),
            (self.tr("Command"), self.command),
            (self.tr("Environment"), self.env),
            (self.tr("Working folder"), self.cwd),
            (self.tr("URL"), self.url),
            (self.tr("Token"), self.token),
            (self.tr("Headers"), self.headers),
            (self.tr("Approval"), self.approval),
        ):
            text = QLabel(label, self)
            text.setBuddy(field)
            field.setAccessibleName(label)
            form.addRow(text, field)
        self.problem = QLabel(self)
        self.problem.setObjectName("addServerProblem")
        self.problem.setProperty("tone", "error")
        self.problem.hide()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("addServerOk")
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.kind.currentIndexChanged.connect(lambda _i: self._show_kind())
        self._show_kind()

    def _show_kind(self) -> None:
        kind = self.kind.currentData()
        http = kind in ("http", "remote")
        for field in (self.command, self.env, self.cwd):
            field.setEnabled(not http)
        for field in (self.url, self.token):
            field.setEnabled(http)
        for field in (self.headers, self.approval):
            field.setEnabled(kind == "remote")

    def _check(self) -> None:
        try:
            self.result_server()
        except ValueError as err:
            self.problem.setText(str(err))
            self.problem.show()
            return
        self.accept()

    def result_server(self) -> ServerConfig:
        name = self.name.text().strip()
        if not name:
            raise ValueError(self.tr("Give the server a name."))
        server_id = make_server_id(name, self._taken)
        if self.kind.currentData() == "remote":
            return remote_server(self, server_id, name)
        if self.kind.currentData() == "http":
            url = self.url.text().strip()
            if not url.startswith(("http://", "https://")):
                raise ValueError(self.tr("The URL must start with https:// (or http://)."))
            return ServerConfig(server_id, name, "http", url=url, has_token=bool(self.token.text()))
        try:
            words = shlex.split(self.command.text())
        except ValueError as err:
            raise ValueError(self.tr("The command cannot be read: {0}").format(err)) from err
        if not words:
            raise ValueError(self.tr("Give the command that starts the server."))
        env = {}
        for line in self.env.toPlainText().splitlines():
            if line.strip():
                key, sep, value = line.partition("=")
                if not sep or not key.strip():
                    raise ValueError(self.tr("Environment lines are NAME=value: {0}").format(line))
                env[key.strip()] = value
        return ServerConfig(
            server_id,
            name,
            "stdio",
            command=words[0],
            args=tuple(words[1:]),
            env=env,
            cwd=self.cwd.text().strip(),
        )


class ToolsDialog(QDialog):
    """Signals:
    addRequested(): the Add server… button.
    importRequested(): the Import… button.
    removeRequested(str), restartRequested(str): the selected server (its id).
    enabledChanged(str, bool): a server was switched on or off.
    limitsChanged(int, int, str): step limit, tool timeout (s), what Enter does (once /
        conversation).
    revokeRequested(str): an always-allowed tool (its key) is asked about again.
    """

    addRequested = Signal()
    importRequested = Signal()
    removeRequested = Signal(str)
    restartRequested = Signal(str)
    enabledChanged = Signal(str, bool)
    limitsChanged = Signal(int, int, str)
    revokeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("toolsDialog")
        self.setWindowTitle(self.tr("Tools"))
        self.resize(760, 560)
        self.servers = QListWidget(self)
        self.servers.setObjectName("serverList")
        self.servers.setAccessibleName(self.tr("MCP servers"))
        self.details = QLabel(self)
        self.details.setObjectName("serverDetails")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.enabled = QCheckBox(self.tr("Enabled"), self)
        self.enabled.setObjectName("serverEnabledCheck")
        buttons = QHBoxLayout()
        for text, name, signal in (
            (self.tr("Add server…"), "addServerButton", self.addRequested),
            (self.tr("Import…"), "importServersButton", self.importRequested),
        ):
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(signal)
            buttons.addWidget(button)
        self.restart_button = QPushButton(self.tr("Restart"), self)
        self.restart_button.setObjectName("restartServerButton")
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setObjectName("removeServerButton")
        for button in (self.restart_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.enabled)
        self.step_limit = QSpinBox(self)
        self.step_limit.setObjectName("stepLimitInput")
        self.step_limit.setRange(1, 100)
        self.timeout = QSpinBox(self)
        self.timeout.setObjectName("toolTimeoutInput")
        self.timeout.setRange(1, 3600)
        self.timeout.setSuffix(self.tr(" s"))
        self.enter_does = QComboBox(self)
        self.enter_does.setObjectName("approvalDefaultPicker")
        self.enter_does.addItem(self.tr("Run this once"), "once")
        self.enter_does.addItem(self.tr("Allow in this conversation"), "conversation")
        self.allowed = QListWidget(self)
        self.allowed.setObjectName("alwaysAllowedList")
        self.allowed.setAccessibleName(self.tr("Tools that are always allowed"))
        self.allowed.setMaximumHeight(100)
        revoke = QPushButton(self.tr("Revoke"), self)
        revoke.setObjectName("revokeToolButton")
        form = QFormLayout()
        for label, field in (
            (self.tr("Steps per reply"), self.step_limit),
            (self.tr("Tool timeout"), self.timeout),
            (self.tr("Enter in the approval prompt"), self.enter_does),
            (self.tr("Always allowed"), self.allowed),
        ):
            text = QLabel(label, self)
            text.setBuddy(field)
            field.setAccessibleName(label)
            form.addRow(text, field)
        form.addRow("", revoke)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.servers, 2)
        layout.addWidget(self.details, 1)
        layout.addLayout(buttons)
        layout.addLayout(form)
        layout.addWidget(close)
        self.servers.currentRowChanged.connect(lambda _r: self._show_current())
        self.restart_button.clicked.connect(lambda: self._on_current(self.restartRequested))
        self.remove_button.clicked.connect(lambda: self._on_current(self.removeRequested))
        self.enabled.clicked.connect(self._enabled)
        revoke.clicked.connect(self._revoke)
        for box in (self.step_limit, self.timeout):
            # Each change is kept at once: Esc closes the dialog without an editingFinished.
            box.valueChanged.connect(lambda _v: self._limits())
        self.enter_does.currentIndexChanged.connect(lambda _i: self._limits())
        self._statuses: dict[str, ServerStatus] = {}
        self._configs: dict[str, ServerConfig] = {}

    def show_settings(self, settings: ToolSettings, statuses: Sequence[ServerStatus]) -> None:
        current = self.current_id()
        self._configs = {s.id: s for s in settings.servers}
        self._statuses = {s.server_id: s for s in statuses}
        self.servers.blockSignals(True)
        self.servers.clear()
        for config in settings.servers:
            item = QListWidgetItem(self._line(config), self.servers)
            item.setData(Qt.ItemDataRole.UserRole, config.id)
            if config.id == current:
                self.servers.setCurrentItem(item)
        self.servers.blockSignals(False)
        if self.servers.currentRow() < 0 and self.servers.count():
            self.servers.setCurrentRow(0)
        self._show_current()
        for box, value in (
            (self.step_limit, settings.step_limit),
            (self.timeout, int(settings.tool_timeout_s)),
        ):
            box.blockSignals(True)
            box.setValue(value)
            box.blockSignals(False)
        self.enter_does.blockSignals(True)
        self.enter_does.setCurrentIndex(max(0, self.enter_does.findData(settings.default_approval)))
        self.enter_does.blockSignals(False)
        self.allowed.clear()
        self.allowed.addItems(list(settings.always_allowed))

    def _line(self, config: ServerConfig) -> str:
        status = self._statuses.get(config.id)
        state = self._state_text(status.state if status else ServerState.STOPPED)
        return f"{config.name} — {state}"

    def _state_text(self, state: ServerState) -> str:
        return {
            ServerState.STOPPED: self.tr("not started (starts when a chat needs it)"),
            ServerState.STARTING: self.tr("starting…"),
            ServerState.READY: self.tr("ready"),
            ServerState.FAILED: self.tr("failed"),
            ServerState.DISABLED: self.tr("off"),
        }[state]

    def current_id(self) -> str:
        item = self.servers.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def _show_current(self) -> None:
        server_id = self.current_id()
        config, status = self._configs.get(server_id), self._statuses.get(server_id)
        for widget in (self.enabled, self.restart_button, self.remove_button):
            widget.setEnabled(config is not None)
        if config is None:
            self.details.setText(self.tr("No MCP server yet. Add one, or import a JSON file."))
            return
        self.enabled.setChecked(config.enabled)
        lines = [f"<b>{config.name}</b> — <code>{config.summary}</code>"]
        if status is not None and status.reason:
            reason = html.escape(shown(status.reason))  # stderr lines may hold < and &
            lines.append(f"<span style='color:#b3261e'>{reason}</span>")
        if status is not None and status.tools:
            tools = "".join(f"<li><b>{t.name}</b> — {t.description}</li>" for t in status.tools)
            lines.append(self.tr("Tools:") + f"<ul>{tools}</ul>")
        self.details.setText("<br>".join(lines))

    def _on_current(self, signal: Signal) -> None:
        server_id = self.current_id()
        if server_id:
            signal.emit(server_id)  # type: ignore[attr-defined]

    def _enabled(self, on: bool) -> None:
        if server_id := self.current_id():
            self.enabledChanged.emit(server_id, on)

    def _limits(self) -> None:
        self.limitsChanged.emit(
            self.step_limit.value(), self.timeout.value(), self.enter_does.currentData()
        )

    def _revoke(self) -> None:
        item = self.allowed.currentItem()
        if item is not None:
            self.revokeRequested.emit(item.text())
