"""A small MCP server (the SDK's MCPServer, formerly FastMCP) for failure cases.

    python -m tests.support.mcp_test_server            # serve over stdio
    python -m tests.support.mcp_test_server --crash    # write to stderr and exit 3 at start
    python -m tests.support.mcp_test_server --child    # also start a child process (orphan test)

Tools: ``add`` (a strict schema), ``hang`` (never returns), ``fail`` (raises), ``huge``
(N characters), ``tiny_image`` (a 1×1 PNG), ``env`` (one environment variable, or "").
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import os
import subprocess
import sys

from mcp.server import MCPServer
from mcp.server.mcpserver import Image

PNG_1X1 = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
)

server = MCPServer("cometdesk-test")


@server.tool()
def add(a: int, b: int) -> int:
    """Add two integers."""
    return a + b


@server.tool()
async def hang(seconds: float = 3600) -> str:
    """Sleep for a long time."""
    await asyncio.sleep(seconds)
    return "woke up"


@server.tool()
def fail(message: str = "the disk is on fire") -> str:
    """Raise an error."""
    raise RuntimeError(message)


@server.tool()
def huge(chars: int = 200_000) -> str:
    """Return a very long text."""
    return "x" * chars


@server.tool()
def tiny_image() -> Image:
    """Return a 1×1 PNG."""
    return Image(data=PNG_1X1, format="png")


@server.tool()
def env(name: str) -> str:
    """The value of one environment variable of this server ("" when unset)."""
    return os.environ.get(name, "")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--crash", action="store_true")
    parser.add_argument("--child", action="store_true")
    args = parser.parse_args()
    if args.crash:
        print("Error: no configuration file found (test crash at start)", file=sys.stderr)
        raise SystemExit(3)
    if args.child:
        # A grandchild in the same process group: stopping the server must stop it too.
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        print(f"child pid {child.pid}", file=sys.stderr, flush=True)
    server.run("stdio")


if __name__ == "__main__":
    main()
