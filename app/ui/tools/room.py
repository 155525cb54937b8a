"""The tools room: MCP servers in the window (Tools ▸ MCP servers and tools…, the inspector's
Manage…, the servers a chat may offer) and the tool loop every reply runs tools through,
its approvals asked here."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.services.remote_mcp import RemoteMcp
from app.services.tool_loop import ToolLoop
from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.tools.presenter import ToolsPresenter


class ToolsWindow(Protocol):
    toolsManageRequested: SignalInstance

    def set_tool_servers(self, servers: list[tuple[str, str]]) -> None: ...

    def back_to_composer(self) -> None: ...


class ToolsShell(Shell, Protocol):
    @property
    def window(self) -> ToolsWindow: ...


@dataclass(frozen=True)
class Tools:
    presenter: ToolsPresenter
    loop: ToolLoop


def install(shell: ToolsShell) -> Tools:
    s, w = shell.services, shell.window
    tools = ToolsPresenter(
        shell.main_window,
        tools=s.tools,
        keystore=s.endpoints.keystore,
        tasks=shell.tasks,
        status=shell.status,
    )
    loop = ToolLoop(
        s.tools.registry,
        approve=tools.approve,
        settings=s.tools.settings,
        store_image=lambda data, mime: asyncio.to_thread(s.blobs.put, data, mime),
    )
    # Remote MCP servers: the API calls them; their approvals use the same prompt.
    loop.remote = RemoteMcp(s.tools.settings, s.endpoints.keystore, tools.approve)
    w.set_tool_servers(tools.servers())
    tools.serversChanged.connect(w.set_tool_servers)
    w.toolsManageRequested.connect(tools.open_dialog)
    tools.approvalClosed.connect(w.back_to_composer)
    shell.actions.add(
        Action(
            "tools.servers",
            QT_TRANSLATE_NOOP("FileMenu", "MCP servers and tools…"),
            "FileMenu",
            tools.open_dialog,
            menu=MenuPlace("tools", 0, 0),
        )
    )
    return Tools(tools, loop)
