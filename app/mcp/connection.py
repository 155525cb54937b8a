"""One MCP server: start it, list its tools, call them, stop it. Failures are sentences.

Each connection has an owner task that holds the MCP session open (anyio scopes must be
entered and left by one task); callers in other tasks send requests through it.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import io
import json
import logging
import os
import shutil
import sys
import tempfile
from collections.abc import Mapping
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any

from app import __version__
from app.mcp.config import ServerConfig, token_account
from app.mcp.errors import ServerFailed, ToolFailed
from app.mcp.importing import header_account
from app.mcp.stdio import ProcessBox, stdio_transport
from app.render import tool_text
from app.secrets import ENV_KEY, KeyStore, KeyStoreUnavailable, redact

if TYPE_CHECKING:  # the SDK is imported when a server starts, not with the window (~0.4 s)
    from mcp import Client
    from mcp.client._transport import Transport
    from mcp_types import CallToolResult

log = logging.getLogger(__name__)

# What a stdio server inherits from our environment; the rest (our API key above all) stays.
ENV_ALLOW_LIST = (
    (
        "APPDATA",
        "HOMEDRIVE",
        "HOMEPATH",
        "LOCALAPPDATA",
        "PATH",
        "PATHEXT",
        "SYSTEMDRIVE",
        "SYSTEMROOT",
        "TEMP",
        "TMP",
        "USERNAME",
        "USERPROFILE",
        "PROCESSOR_ARCHITECTURE",
    )
    if sys.platform == "win32"
    else ("HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "LANG", "LC_ALL", "TMPDIR")
)
NEVER_PASSED = (ENV_KEY,)
STDERR_LINES = 5
PAGE_LIMIT = 50  # tools/list pages; a server that paginates forever cannot hang us


def server_environment(
    config: ServerConfig, base: Mapping[str, str] = os.environ
) -> dict[str, str]:
    """A stdio server's environment: the allow-list above plus what the user configured.
    ``COMETDESK_API_KEY`` is never in it, even if configured."""
    env = {k: base[k] for k in ENV_ALLOW_LIST if k in base}
    env.update(config.env)
    for name in NEVER_PASSED:
        env.pop(name, None)
    return env


@dataclass(frozen=True)
class McpTool:
    """A tool a server offers: its own name, description and input JSON schema."""

    server_id: str
    name: str
    description: str
    input_schema: dict[str, Any]


@dataclass(frozen=True)
class ToolOutput:
    """What a tool returned: ``text`` for the model (JSON text when ``is_json``), images as
    (bytes, mime), ``is_error`` when the tool reported a failure, ``truncated`` when the
    output was cut to the size limit (the note is in ``text``)."""

    text: str
    is_json: bool = False
    images: tuple[tuple[bytes, str], ...] = ()
    is_error: bool = False
    truncated: bool = False


class ServerConnection:
    """A running (or starting) server. ``start`` raises ServerFailed; ``call`` ToolFailed."""

    def __init__(
        self,
        config: ServerConfig,
        keystore: KeyStore,
        *,
        handshake_timeout: float = 30.0,
        max_output_chars: int = 50_000,
        base_env: Mapping[str, str] | None = None,
    ) -> None:
        self.config = config
        self._keystore = keystore
        self._handshake_timeout = handshake_timeout
        self._max_output = max_output_chars
        self._base_env = base_env if base_env is not None else os.environ
        self._stderr: IO[bytes] = io.BytesIO()  # a real file once a process starts
        self._box = ProcessBox(self._stderr)
        self._client: Client | None = None
        self._ready: asyncio.Future[list[McpTool]] | None = None
        self._stop = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._secrets: list[str] = []

    @property
    def pid(self) -> int | None:
        """The stdio server's process id (its process group), None for HTTP servers."""
        return self._box.pid

    async def start(self) -> list[McpTool]:
        """Start the server and list its tools. Raises ServerFailed with the reason."""
        self._check_command()
        if self.config.transport == "stdio":
            # A real file: the child writes to it directly. Closed in stop().
            self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
            self._box = ProcessBox(self._stderr)
        loop = asyncio.get_running_loop()
        self._ready = loop.create_future()
        self._task = asyncio.create_task(self._run(), name=f"mcp:{self.config.id}")
        try:
            async with asyncio.timeout(self._handshake_timeout):
                return await asyncio.shield(self._ready)
        except TimeoutError:
            await self.stop()
            raise ServerFailed(
                tool_text.HANDSHAKE_TIMEOUT.format(
                    server=self.config.name, seconds=f"{self._handshake_timeout:g}"
                )
                + self._stderr_tail()
            ) from None
        except ServerFailed:
            await self.stop()
            raise
        except asyncio.CancelledError:
            await asyncio.shield(self.stop())
            raise

    async def _run(self) -> None:
        assert self._ready is not None
        try:
            async with AsyncExitStack() as stack:
                from mcp import Client
                from mcp_types import Implementation

                transport = await self._transport(stack)
                info = Implementation(name="cometdesk", version=__version__)
                client = await stack.enter_async_context(Client(transport, client_info=info))
                tools = await self._list_tools(client)
                self._client = client
                self._ready.set_result(tools)
                await self._stop.wait()
        except asyncio.CancelledError:
            if not self._ready.done():
                self._ready.cancel()
            raise
        except BaseException as err:  # the SDK raises exception groups from its task groups
            log.info("MCP server %s failed", self.config.id, exc_info=True)
            if not self._ready.done():
                self._ready.set_exception(await self._failure(err))
        finally:
            self._client = None

    async def _transport(self, stack: AsyncExitStack) -> Transport:
        cfg = self.config
        if cfg.transport == "http":
            headers = {k: v for k, v in cfg.headers.items() if v}
            for name, value in cfg.headers.items():
                secret = None if value else await self._secret(header_account(cfg.id, name))
                if secret:
                    headers[name] = secret
                    self._secrets.append(secret)
            token = await self._secret(token_account(cfg.id)) if cfg.has_token else None
            if token:
                headers["Authorization"] = f"Bearer {token}"
                self._secrets.append(token)
            from mcp.client.streamable_http import streamable_http_client
            from mcp.shared._httpx_utils import create_mcp_http_client

            http = await stack.enter_async_context(create_mcp_http_client(headers=headers))
            return streamable_http_client(cfg.url, http_client=http)
        env = server_environment(cfg, self._base_env)
        if sys.platform == "win32":  # no process groups: the SDK's transport does it there
            from mcp.client.stdio import StdioServerParameters, stdio_client

            params = StdioServerParameters(
                command=cfg.command, args=list(cfg.args), env=env, cwd=cfg.cwd or None
            )
            return stdio_client(params)
        return stdio_transport(cfg.command, list(cfg.args), env, cfg.cwd or None, self._box)

    async def _secret(self, account: str) -> str | None:
        """A keyring read off the event loop (D-Bus may block); unavailable: none."""
        try:
            return await asyncio.to_thread(self._keystore.get, account)
        except KeyStoreUnavailable:
            log.warning("keyring unavailable: %s starts without its token", self.config.id)
            return None

    def _check_command(self) -> None:
        cfg = self.config
        if cfg.transport == "http":
            if not cfg.url.startswith(("http://", "https://")):
                raise ServerFailed(tool_text.NO_URL.format(server=cfg.name))
            return
        if cfg.cwd and not os.path.isdir(cfg.cwd):
            raise ServerFailed(tool_text.NO_FOLDER.format(server=cfg.name, folder=cfg.cwd))
        path = server_environment(cfg, self._base_env).get("PATH")
        if not cfg.command or shutil.which(cfg.command, path=path) is None:
            raise ServerFailed(tool_text.NO_COMMAND.format(server=cfg.name, command=cfg.command))

    async def _list_tools(self, client: Client) -> list[McpTool]:
        tools: list[McpTool] = []
        cursor: str | None = None
        for _ in range(PAGE_LIMIT):
            page = await client.list_tools(cursor=cursor)
            for tool in page.tools:
                schema = dict(tool.input_schema or {"type": "object"})
                tools.append(McpTool(self.config.id, tool.name, tool.description or "", schema))
            cursor = page.next_cursor
            if not cursor:
                break
        return tools

    async def _failure(self, err: BaseException) -> ServerFailed:
        leaf = _leaf(err)
        code = await self._exit_code()
        name = self.config.name
        if code is not None:
            return ServerFailed(
                tool_text.EXITED.format(server=name, code=code) + self._stderr_tail()
            )
        if isinstance(leaf, FileNotFoundError | PermissionError):
            why = leaf.strerror or type(leaf).__name__
            return ServerFailed(
                tool_text.CANNOT_START.format(server=name, reason=why, command=self.config.command)
            )
        reason = redact(str(leaf) or type(leaf).__name__, *self._secrets)[:300]
        return ServerFailed(
            tool_text.FAILED_STARTING.format(server=name, reason=reason) + self._stderr_tail()
        )

    async def _exit_code(self) -> int | None:
        if self._box.process is None:
            return None
        for _ in range(25):  # the pipe may close a moment before the exit is reaped
            if self._box.returncode is not None:
                return self._box.returncode
            await asyncio.sleep(0.02)
        return None

    def _stderr_tail(self) -> str:
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - 4096))
            text = self._stderr.read().decode("utf-8", "replace")
        except (OSError, ValueError):
            return ""
        lines = [line.rstrip() for line in text.splitlines() if line.strip()][-STDERR_LINES:]
        if not lines:
            return ""
        output = redact(" | ".join(lines), *self._secrets)[:800]
        return tool_text.LAST_OUTPUT.format(output=output)

    async def call(self, tool: str, arguments: dict[str, Any], timeout: float) -> ToolOutput:
        """Run ``tool``. Raises ToolFailed (timeout, crash, protocol error); a tool that
        reports an error itself comes back as ``ToolOutput(is_error=True)``."""
        client = self._client
        if client is None:
            raise ToolFailed(tool_text.NOT_RUNNING.format(server=self.config.name))
        try:
            result = await asyncio.wait_for(client.call_tool(tool, arguments), timeout)
        except TimeoutError:
            raise ToolFailed(
                tool_text.TOOL_TIMEOUT.format(tool=tool, seconds=f"{timeout:g}")
            ) from None
        except Exception as err:
            code = self._box.returncode
            if code is not None:
                raise ToolFailed(
                    tool_text.EXITED_WHILE_RUNNING.format(
                        server=self.config.name, code=code, tool=tool
                    )
                    + self._stderr_tail(),
                    server_gone=True,
                ) from err
            reason = redact(str(_leaf(err)) or type(err).__name__, *self._secrets)[:300]
            raise ToolFailed(tool_text.TOOL_FAILED.format(tool=tool, reason=reason)) from err
        return self._output(result)

    def _output(self, result: CallToolResult) -> ToolOutput:
        texts: list[str] = []
        images: list[tuple[bytes, str]] = []
        for item in result.content:
            kind = getattr(item, "type", "")
            if kind == "text":
                texts.append(str(getattr(item, "text", "")))
            elif kind == "image":
                with contextlib.suppress(ValueError):
                    data = base64.b64decode(getattr(item, "data", ""), validate=True)
                    images.append((data, str(getattr(item, "mime_type", "image/png"))))
            elif kind == "resource":
                resource = getattr(item, "resource", None)
                texts.append(str(getattr(resource, "text", "") or f"[resource {resource}]"))
            elif kind == "resource_link":
                texts.append(f"[{getattr(item, 'name', '')}]({getattr(item, 'uri', '')})")
            else:
                texts.append(f"[{kind or 'unknown'} content not shown]")
        is_json = False
        text = "\n".join(t for t in texts if t)
        if not text and result.structured_content is not None:
            text, is_json = json.dumps(result.structured_content, ensure_ascii=False), True
        elif len(texts) == 1:
            with contextlib.suppress(ValueError):
                is_json = isinstance(json.loads(text), dict | list)
        truncated = len(text) > self._max_output
        if truncated:
            kept = self._max_output
            text = (
                text[:kept] + f"\n[Output truncated: the tool returned {len(text):,} characters; "
                f"the first {kept:,} were kept.]"
            )
            is_json = False
        return ToolOutput(text, is_json, tuple(images), bool(result.is_error), truncated)

    async def stop(self) -> None:
        """Stop the server (its process group too) and wait until it is gone."""
        self._stop.set()
        task = self._task
        if task is not None and not task.done():
            if self._client is None:
                task.cancel()  # still starting: nothing to wind down politely
            # asyncio.wait never raises: the task's own outcome was handled in _run.
            done, _pending = await asyncio.wait({task}, timeout=10.0)
            if not done:
                task.cancel()
                await asyncio.wait({task}, timeout=10.0)
        with contextlib.suppress(OSError):
            self._stderr.close()


def _leaf(err: BaseException) -> BaseException:
    """The first real error inside (nested) exception groups."""
    while isinstance(err, BaseExceptionGroup) and err.exceptions:
        err = err.exceptions[0]
    return err
