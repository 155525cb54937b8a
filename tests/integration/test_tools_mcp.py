"""The MCP manager against real servers: mcp-server-time (PyPI), server-everything (npm,
stdio and streamable HTTP) and our failure server. Includes the no-orphans check."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.mcp.config import ServerConfig
from app.mcp.errors import ToolFailed
from app.mcp.manager import McpManager, ServerState, ServerStatus
from app.secrets import ENV_KEY, MemoryKeyStore
from tests.support.mcp_harness import failure_server, time_server

NODE_DIR = Path(__file__).resolve().parents[1] / "support" / "mcp_node"
EVERYTHING = NODE_DIR / "node_modules" / "@modelcontextprotocol" / "server-everything"


def _gone(pid: int, timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def _manager(*servers: ServerConfig, **kw: object) -> tuple[McpManager, list[ServerStatus]]:
    seen: list[ServerStatus] = []
    kw.setdefault("handshake_timeout", 20.0)
    return McpManager(servers, MemoryKeyStore(), on_status=seen.append, **kw), seen  # type: ignore[arg-type]


def test_starts_lazily_lists_tools_calls_and_leaves_no_process() -> None:
    async def go() -> tuple[list[ServerStatus], int, str]:
        manager, seen = _manager(time_server())
        try:
            assert manager.status("time").state is ServerState.STOPPED  # type: ignore[union-attr]
            tools = await manager.list_tools()
            assert {t.name for t in tools} == {"get_current_time", "convert_time"}
            assert all(t.input_schema.get("type") == "object" and t.description for t in tools)
            out = await manager.call_tool("time", "get_current_time", {"timezone": "UTC"}, 10)
            pid = manager.status("time").pid  # type: ignore[union-attr]
            assert pid is not None
        finally:
            await manager.aclose()
        return seen, pid, out.text

    seen, pid, text = asyncio.run(go())
    assert [s.state for s in seen][:2] == [ServerState.STARTING, ServerState.READY]
    assert seen[-1].state is ServerState.STOPPED
    assert '"timezone": "UTC"' in text
    assert _gone(pid)


def test_stopping_kills_what_the_server_started_too() -> None:
    async def go() -> tuple[int, int]:
        manager, _seen = _manager(failure_server("kids", "--child"))
        try:
            status = await manager.ensure_started("kids")
            assert status.state is ServerState.READY, status.reason
            server_pid = status.pid
            assert server_pid is not None
            children = _children(server_pid)
            assert children, "the test server should have started a child"
        finally:
            await manager.aclose()
        return server_pid, children[0]

    server_pid, child_pid = asyncio.run(go())
    assert _gone(server_pid) and _gone(child_pid)


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry.name))
    return out


def test_failures_are_sentences() -> None:
    missing = ServerConfig(
        "npx-thing", "GitHub", command="npx-not-installed-here", args=("-y", "x")
    )

    async def go() -> dict[str, str]:
        manager, _seen = _manager(
            missing, failure_server("crash", "--crash"), failure_server("ok"), handshake_timeout=20
        )
        reasons: dict[str, str] = {}
        try:
            for sid in ("npx-thing", "crash"):
                reasons[sid] = (await manager.ensure_started(sid)).reason
            with pytest.raises(ToolFailed) as hung:
                await manager.call_tool("ok", "hang", {}, timeout=0.5)
            reasons["hang"] = hung.value.message
            raised = await manager.call_tool("ok", "fail", {"message": "disk on fire"}, 10)
            assert raised.is_error
            reasons["raise"] = raised.text
            huge = await manager.call_tool("ok", "huge", {"chars": 200_000}, 10)
            assert huge.truncated and len(huge.text) < 60_000
            reasons["huge"] = huge.text[-120:]
            image = await manager.call_tool("ok", "tiny_image", {}, 10)
            assert image.images and image.images[0][1] == "image/png"
            # still usable after the timeout
            assert (await manager.call_tool("ok", "add", {"a": 2, "b": 3}, 10)).text == "5"
        finally:
            await manager.aclose()
        return reasons

    reasons = asyncio.run(go())
    assert reasons["npx-thing"] == (
        "The server “GitHub” could not start: the command “npx-not-installed-here” was not "
        "found. Install it or give its full path (npx comes with Node.js, uvx with uv; either "
        "must be installed to run servers that use it)."
    )
    assert reasons["crash"] == (
        "The server “Test server” exited with code 3. Its last output: Error: no configuration "
        "file found (test crash at start)"
    )
    assert reasons["hang"] == "The tool “hang” did not finish within 0.5 s and was stopped."
    # The SDK's server hides the exception text from clients; the tool's name stays.
    assert reasons["raise"] == "Error executing tool fail"
    assert re.search(
        r"\[Output truncated: the tool returned 200,000 characters; the first "
        r"50,000 were kept\.\]$",
        reasons["huge"],
    )


def test_handshake_timeout_and_restart() -> None:
    silent = ServerConfig(
        "silent", "Silent", command=sys.executable, args=("-c", "import time; time.sleep(60)")
    )

    async def go() -> tuple[str, ServerStatus]:
        manager, _seen = _manager(silent, time_server(), handshake_timeout=1.0)
        try:
            reason = (await manager.ensure_started("silent")).reason
            first = await manager.ensure_started("time")
            assert first.state is ServerState.READY or "handshake" in first.reason
            again = await manager.restart("silent")
            assert again.state is ServerState.FAILED
        finally:
            await manager.aclose()
        return reason, again

    reason, again = asyncio.run(go())
    assert reason == "The server “Silent” did not finish starting within 1 s (handshake timeout)."
    assert again.reason == reason


def test_two_quick_reconfigurations_stop_a_running_server_once() -> None:
    """The tools dialog saves twice in a row while a server runs: both changes are taken
    and the server is stopped once (the second used to find it already removed)."""

    async def go() -> tuple[list[ServerStatus], int, list[str]]:
        manager, _seen = _manager(time_server())
        try:
            ready = await manager.ensure_started("time")
            assert ready.state is ServerState.READY and ready.pid is not None
            renamed = ServerConfig("clock", "Clock", command=sys.executable, args=("-V",))
            await asyncio.gather(manager.configure([]), manager.configure([renamed]))
            return manager.statuses(), ready.pid, [s.server_id for s in manager.statuses()]
        finally:
            await manager.aclose()

    statuses, pid, ids = asyncio.run(go())
    assert ids == ["clock"] and statuses[0].state is ServerState.STOPPED
    assert _gone(pid)


def test_tools_listed_while_the_server_list_changes_come_from_the_new_list() -> None:
    """A message sent right after a server was swapped in the tools dialog uses the new
    server: listing waits for the change (stopping the old server) to finish."""

    async def go() -> set[str]:
        manager, _seen = _manager(time_server())
        try:
            await manager.ensure_started("time")
            change = asyncio.ensure_future(manager.configure([time_server("clock")]))
            await asyncio.sleep(0)  # the change has begun: it is stopping "time"
            tools = await manager.list_tools()
            await change
            return {t.server_id for t in tools}
        finally:
            await manager.aclose()

    assert asyncio.run(go()) == {"clock"}


def test_api_key_never_reaches_a_stdio_server(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_KEY, "sk-must-not-leak-0123456789")
    server = failure_server("envcheck")

    async def go() -> tuple[str, str]:
        manager, _ = _manager(server)
        try:
            key = await manager.call_tool("envcheck", "env", {"name": ENV_KEY}, 10)
            path = await manager.call_tool("envcheck", "env", {"name": "PATH"}, 10)
        finally:
            await manager.aclose()
        return key.text, path.text

    key, path = asyncio.run(go())
    assert "sk-must-not-leak" not in key and json.loads(key) == {"result": ""}
    assert "/" in path


# -- @modelcontextprotocol/server-everything (npm) --------------------------------------------

needs_everything = pytest.mark.skipif(
    shutil.which("node") is None or not EVERYTHING.is_dir(),
    reason="needs node and @modelcontextprotocol/server-everything "
    "(npm ci --prefix tests/support/mcp_node)",
)


@needs_everything
def test_server_everything_over_stdio() -> None:
    config = ServerConfig(
        "everything",
        "Everything",
        command="node",
        args=(str(EVERYTHING / "dist" / "index.js"), "stdio"),
    )

    async def go() -> tuple[set[str], str, int]:
        manager, _ = _manager(config)
        try:
            names = {t.name for t in await manager.list_tools()}
            out = await manager.call_tool("everything", "echo", {"message": "hello"}, 15)
            image = await manager.call_tool("everything", "get-tiny-image", {}, 15)
            pid = manager.status("everything").pid  # type: ignore[union-attr]
            assert pid is not None
        finally:
            await manager.aclose()
        assert image.images
        return names, out.text, pid

    names, text, pid = asyncio.run(go())
    assert {"echo", "get-sum", "get-tiny-image"} <= names
    assert "hello" in text
    assert _gone(pid)


@pytest.fixture
def everything_http() -> Iterator[str]:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    proc = subprocess.Popen(
        ["node", str(EVERYTHING / "dist" / "index.js"), "streamableHttp"],
        env={"PATH": os.environ.get("PATH", ""), "PORT": str(port)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@needs_everything
def test_server_everything_over_streamable_http_with_a_keyring_token(
    everything_http: str,
) -> None:
    config = ServerConfig(
        "web", "Everything (HTTP)", transport="http", url=everything_http, has_token=True
    )
    keys = MemoryKeyStore({"mcp:web": "tok-0123456789abcdef"})

    async def go() -> str:
        manager = McpManager([config], keys, handshake_timeout=20)
        try:
            status = await manager.ensure_started("web")
            assert status.state is ServerState.READY, status.reason
            return (await manager.call_tool("web", "get-sum", {"a": 2, "b": 40}, 15)).text
        finally:
            await manager.aclose()

    assert "42" in asyncio.run(go())


def test_http_server_that_is_not_there_fails_with_a_reason() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = ServerConfig("gone", "Gone", transport="http", url=f"http://127.0.0.1:{port}/mcp")

    async def go() -> ServerStatus:
        manager, _ = _manager(config, handshake_timeout=10)
        try:
            return await manager.ensure_started("gone")
        finally:
            await manager.aclose()

    status = asyncio.run(go())
    assert status.state is ServerState.FAILED
    assert status.reason.startswith("The server “Gone” failed while starting: ")
