"""All configured MCP servers: started lazily, watched, restarted, stopped at shutdown.

Plain asyncio, no Qt. Each server starts in its own task the first time its tools are
needed (``list_tools``/``ensure_started``), so nothing waits for a server nobody uses and a
slow one does not hold up the others. Status changes are reported through ``on_status``
(the UI turns them into signals).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from app.mcp.config import ServerConfig
from app.mcp.connection import McpTool, ServerConnection, ToolOutput
from app.mcp.errors import ServerFailed, ToolFailed
from app.render import tool_text
from app.secrets import KeyStore

log = logging.getLogger(__name__)


class ServerState(StrEnum):
    STOPPED = "stopped"  # not started yet (or stopped)
    STARTING = "starting"
    READY = "ready"
    FAILED = "failed"  # ``reason`` says why
    DISABLED = "disabled"  # the user turned it off


@dataclass(frozen=True)
class ServerStatus:
    server_id: str
    name: str
    state: ServerState
    reason: str = ""
    tools: tuple[McpTool, ...] = ()
    pid: int | None = None  # the stdio server's process (group) id while it runs


@dataclass
class _Slot:
    config: ServerConfig
    status: ServerStatus
    connection: ServerConnection | None = None
    starting: asyncio.Task[ServerStatus] | None = None


class McpManager:
    """Owns every MCP server connection.

    Build one per app: ``McpManager(settings.servers, keystore, handshake_timeout=…,
    max_output_chars=…, on_status=callback)``; call ``aclose()`` at shutdown.
    """

    def __init__(
        self,
        servers: Sequence[ServerConfig],
        keystore: KeyStore,
        *,
        handshake_timeout: float = 30.0,
        max_output_chars: int = 50_000,
        on_status: Callable[[ServerStatus], None] = lambda _status: None,
        base_env: Mapping[str, str] | None = None,
    ) -> None:
        self._keystore = keystore
        self.handshake_timeout = handshake_timeout
        self.max_output_chars = max_output_chars
        self._on_status = on_status
        self._base_env = base_env
        self._slots: dict[str, _Slot] = {}
        self._closed = False
        # Two quick changes in the tools dialog configure twice: one at a time, or both
        # would stop and remove the same server.
        self._configuring = asyncio.Lock()
        for config in servers:
            self._slots[config.id] = _Slot(config, self._initial(config))

    # -- status ---------------------------------------------------------------------------

    def status(self, server_id: str) -> ServerStatus | None:
        slot = self._slots.get(server_id)
        return slot.status if slot else None

    def statuses(self) -> list[ServerStatus]:
        return [slot.status for slot in self._slots.values()]

    def _set(self, slot: _Slot, status: ServerStatus) -> ServerStatus:
        slot.status = status
        try:
            self._on_status(status)
        except Exception:  # a listener's bug must not break a server
            log.exception("status listener failed")
        return status

    @staticmethod
    def _initial(config: ServerConfig) -> ServerStatus:
        state = ServerState.STOPPED if config.enabled else ServerState.DISABLED
        return ServerStatus(config.id, config.name, state)

    # -- configuration --------------------------------------------------------------------

    async def configure(self, servers: Sequence[ServerConfig]) -> None:
        """Take a new server list: removed or changed servers are stopped (changed ones
        start again when next needed)."""
        async with self._configuring:
            wanted = {c.id: c for c in servers}
            for server_id, slot in list(self._slots.items()):
                if wanted.get(server_id) != slot.config:
                    await self._stop_slot(slot)
                    del self._slots[server_id]
            for server_id, config in wanted.items():
                if server_id not in self._slots:
                    self._slots[server_id] = _Slot(config, self._initial(config))
                    self._set(self._slots[server_id], self._slots[server_id].status)

    # -- starting ------------------------------------------------------------------------

    async def ensure_started(self, server_id: str) -> ServerStatus:
        """Start the server if it is not running; concurrent callers share one start.
        Returns its status: READY, FAILED (with the reason) or DISABLED."""
        slot = self._slots.get(server_id)
        if slot is None:
            raise KeyError(server_id)
        if self._closed or not slot.config.enabled:
            return slot.status
        if slot.status.state in (ServerState.READY, ServerState.FAILED):
            return slot.status
        if slot.starting is None or slot.starting.done():
            slot.starting = asyncio.create_task(self._start(slot))
        return await asyncio.shield(slot.starting)

    async def _start(self, slot: _Slot) -> ServerStatus:
        config = slot.config
        if config.transport == "remote":  # the API connects to it, never the app
            return self._set(slot, ServerStatus(config.id, config.name, ServerState.READY))
        self._set(slot, ServerStatus(config.id, config.name, ServerState.STARTING))
        connection = ServerConnection(
            config,
            self._keystore,
            handshake_timeout=self.handshake_timeout,
            max_output_chars=self.max_output_chars,
            base_env=self._base_env,
        )
        try:
            tools = await connection.start()
        except ServerFailed as err:
            log.info("MCP server %s failed to start: %s", config.id, err.message)
            return self._set(
                slot, ServerStatus(config.id, config.name, ServerState.FAILED, err.message)
            )
        slot.connection = connection
        ready = ServerStatus(
            config.id, config.name, ServerState.READY, tools=tuple(tools), pid=connection.pid
        )
        return self._set(slot, ready)

    async def restart(self, server_id: str) -> ServerStatus:
        """Stop the server (whatever its state) and start it again."""
        slot = self._slots[server_id]
        await self._stop_slot(slot)
        return await self.ensure_started(server_id)

    async def list_tools(self, server_ids: Iterable[str] | None = None) -> list[McpTool]:
        """The tools of the given servers (default: every enabled one), starting them as
        needed, in parallel. A server that fails is left out; its status says why."""
        async with self._configuring:
            pass  # a server list just saved is the one used
        ids = [
            sid
            for sid in (server_ids if server_ids is not None else self._slots)
            if sid in self._slots and self._slots[sid].config.enabled
        ]
        statuses = await asyncio.gather(*(self.ensure_started(sid) for sid in ids))
        return [tool for status in statuses for tool in status.tools]

    # -- calling -------------------------------------------------------------------------

    async def call_tool(
        self, server_id: str, tool: str, arguments: dict[str, Any], timeout: float
    ) -> ToolOutput:
        """Run ``tool`` on ``server_id`` (started if needed). Raises ToolFailed with a
        sentence: the server is not running or failed, the tool hung, the server crashed."""
        slot = self._slots.get(server_id)
        if slot is None:
            raise ToolFailed(tool_text.NO_SERVER.format(server=server_id))
        status = await self.ensure_started(server_id)
        if status.state is not ServerState.READY or slot.connection is None:
            raise ToolFailed(status.reason or tool_text.NOT_RUNNING.format(server=slot.config.name))
        try:
            return await slot.connection.call(tool, arguments, timeout)
        except ToolFailed as err:
            if err.server_gone:  # say so in its status too
                slot.connection = None
                self._set(
                    slot, ServerStatus(server_id, slot.config.name, ServerState.FAILED, err.message)
                )
            raise

    # -- stopping ------------------------------------------------------------------------

    async def _stop_slot(self, slot: _Slot) -> None:
        if slot.starting is not None and not slot.starting.done():
            slot.starting.cancel()
            await asyncio.wait({slot.starting})
        slot.starting = None
        connection, slot.connection = slot.connection, None
        if connection is not None:
            await connection.stop()
        self._set(slot, self._initial(slot.config))

    async def aclose(self) -> None:
        """Stop every server and wait until their processes are gone (app shutdown)."""
        self._closed = True
        await asyncio.gather(*(self._stop_slot(slot) for slot in self._slots.values()))
