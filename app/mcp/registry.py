"""The tools that can be offered to a model: every MCP server's, plus any local tool.

The model sees one flat list of names, so each tool gets a model-facing name that is unique
and valid for the APIs (``^[A-Za-z0-9_-]{1,64}$``): ``<server id>__<tool name>``.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from app.domain import ToolSpec
from app.mcp.connection import ToolOutput
from app.mcp.errors import ToolFailed
from app.mcp.manager import McpManager
from app.render import tool_text

LOCAL_SERVER = "local"
_BAD_NAME = re.compile(r"[^A-Za-z0-9_-]")


class LocalTool(Protocol):
    """A tool implemented in the app itself (no MCP server)."""

    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def input_schema(self) -> dict[str, Any]: ...
    async def run(self, arguments: dict[str, Any]) -> ToolOutput: ...


@dataclass(frozen=True)
class OfferedTool:
    """A tool as offered in one request. ``key`` ("<server>/<tool>") is what approvals
    remember ("Always allow")."""

    model_name: str
    server_id: str
    server_name: str
    tool_name: str
    description: str
    input_schema: dict[str, Any]

    @property
    def key(self) -> str:
        return f"{self.server_id}/{self.tool_name}"

    @property
    def spec(self) -> ToolSpec:
        return ToolSpec(self.model_name, self.description, self.input_schema)


def model_name(server_id: str, tool: str) -> str:
    name = _BAD_NAME.sub("_", f"{server_id}__{tool}")
    if len(name) <= 64:
        return name
    digest = hashlib.sha256(name.encode()).hexdigest()[:8]
    return f"{name[:55]}_{digest}"


class ToolRegistry:
    """What can run: the MCP manager's servers (started lazily) and local tools."""

    def __init__(self, manager: McpManager | None, local_tools: Sequence[LocalTool] = ()):
        self.manager = manager
        self._local = {t.name: t for t in local_tools}

    async def offered(self, server_ids: Sequence[str] | None = None) -> list[OfferedTool]:
        """Tools for a conversation: of ``server_ids`` (None: every enabled server) plus the
        local tools. Starts servers as needed; one that fails is left out (its status says
        why)."""
        out = [
            OfferedTool(
                model_name(LOCAL_SERVER, t.name),
                LOCAL_SERVER,
                "Comet Desk",
                t.name,
                t.description,
                t.input_schema,
            )
            for t in self._local.values()
        ]
        if self.manager is not None:
            names = {s.server_id: s.name for s in self.manager.statuses()}
            for tool in await self.manager.list_tools(server_ids):
                out.append(
                    OfferedTool(
                        model_name(tool.server_id, tool.name),
                        tool.server_id,
                        names.get(tool.server_id, tool.server_id),
                        tool.name,
                        tool.description,
                        tool.input_schema,
                    )
                )
        return out

    async def run(self, tool: OfferedTool, arguments: dict[str, Any], timeout: float) -> ToolOutput:
        if tool.server_id == LOCAL_SERVER and tool.tool_name in self._local:
            try:
                return await asyncio.wait_for(self._local[tool.tool_name].run(arguments), timeout)
            except TimeoutError:
                raise ToolFailed(
                    tool_text.TOOL_TIMEOUT.format(tool=tool.tool_name, seconds=f"{timeout:g}")
                ) from None
        if self.manager is None:
            raise ToolFailed(tool_text.NOT_AVAILABLE.format(tool=tool.tool_name))
        return await self.manager.call_tool(tool.server_id, tool.tool_name, arguments, timeout)
