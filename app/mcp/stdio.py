"""A stdio transport for MCP servers that keeps hold of the process.

The SDK's own ``stdio_client`` hides the child process; we need its exit code (to say
"exited with code N"), its stderr (the last lines explain most failures) and its pid (to
prove nothing is left running). Same protocol: newline-delimited JSON-RPC over stdin/stdout.
The server runs in its own session (process group), so stopping it also stops whatever it
started (``npx`` → ``node``): close stdin, give it a moment, then SIGTERM/SIGKILL the group.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING, Any

import anyio
import anyio.abc

if TYPE_CHECKING:  # the SDK is imported when a server starts, not with the window (~0.4 s)
    from mcp.client._transport import TransportStreams
    from mcp.shared.message import SessionMessage

log = logging.getLogger(__name__)

EXIT_GRACE_S = 2.0  # after stdin closes, before the group is signalled
KILL_GRACE_S = 2.0  # after SIGTERM, before SIGKILL


@dataclass
class ProcessBox:
    """Where the transport publishes the process it started (read by the connection)."""

    stderr: IO[bytes]
    process: anyio.abc.Process | None = field(default=None)

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    @property
    def returncode(self) -> int | None:
        return self.process.returncode if self.process is not None else None


@asynccontextmanager
async def stdio_transport(
    command: str, args: list[str], env: Mapping[str, str], cwd: str | None, box: ProcessBox
) -> AsyncIterator[TransportStreams]:
    """Start ``command`` and yield the (read, write) streams an ``mcp.Client`` talks over."""
    process = await anyio.open_process(
        [command, *args], env=dict(env), cwd=cwd, stderr=box.stderr, start_new_session=True
    )
    box.process = process
    from mcp.shared.message import SessionMessage

    read_send, read_recv = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    write_send, write_recv = anyio.create_memory_object_stream[SessionMessage](0)

    async def reader() -> None:
        assert process.stdout is not None
        buffer = b""
        async with read_send:
            with contextlib.suppress(
                anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream, OSError
            ):
                async for chunk in process.stdout:
                    *lines, buffer = (buffer + chunk).split(b"\n")
                    for line in lines:
                        if line.strip():
                            await read_send.send(_parse(line))

    async def writer() -> None:
        assert process.stdin is not None
        async with write_recv:
            with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
                async for message in write_recv:
                    data = message.message.model_dump_json(by_alias=True, exclude_unset=True)
                    await process.stdin.send(data.encode() + b"\n")

    async with anyio.create_task_group() as tg:
        tg.start_soon(reader)
        tg.start_soon(writer)
        try:
            yield read_recv, write_send
        finally:
            # Must finish even when the owner is cancelled, or the server would be orphaned.
            with anyio.CancelScope(shield=True):
                await stop_process(process)
                for stream in (read_recv, write_send, read_send, write_recv):
                    await stream.aclose()
            tg.cancel_scope.cancel()


def _parse(line: bytes) -> SessionMessage | Exception:
    import mcp_types
    from mcp.shared.message import SessionMessage

    try:
        return SessionMessage(mcp_types.jsonrpc_message_adapter.validate_json(line))
    except ValueError as err:  # the session reports it; a server printing junk is its bug
        return err


async def stop_process(process: anyio.abc.Process) -> None:
    """Close stdin, wait, then signal the whole process group; bounded at every step."""
    if process.stdin is not None:
        with contextlib.suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
            await process.stdin.aclose()
    await _exited(process, EXIT_GRACE_S)
    # Even when the server left on its own, what it started may still run in its group.
    from mcp.os.posix.utilities import terminate_posix_process_tree

    await terminate_posix_process_tree(process, KILL_GRACE_S)
    if not await _exited(process, KILL_GRACE_S):
        log.warning("MCP server process %d survived SIGKILL", process.pid)
    for stream in (process.stdout, process.stderr):
        if stream is not None:
            with contextlib.suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
                await stream.aclose()
    _close_transport(process)


async def _exited(process: anyio.abc.Process, timeout: float) -> bool:
    # Poll returncode: process.wait() also waits for the pipes, which a grandchild may hold.
    with anyio.move_on_after(timeout):
        while process.returncode is None:
            await anyio.sleep(0.02)
    return process.returncode is not None


def _close_transport(process: Any) -> None:
    """Close asyncio's subprocess transport now, not at garbage collection (a warning)."""
    transport = getattr(getattr(process, "_process", None), "_transport", None)
    close = getattr(transport, "close", None)
    if callable(close):
        with contextlib.suppress(PermissionError):
            close()
