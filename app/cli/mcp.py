"""``cometdesk mcp import FILE`` and ``cometdesk mcp list``: MCP servers without the GUI.

Tokens found in an imported file go to the OS keyring; ``list`` never prints one (it says
"token in keyring"). Exit 0 on success, 2 with one clear line for bad input. It parses its
own arguments (errors say "cometdesk mcp: …"), so app/main.py hands it over apart from
app.cli.dispatch; reading and storing the servers live in app/mcp (config, importing).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from app.mcp.config import TOOLS_FILENAME, load_tool_settings, save_tool_settings
from app.mcp.importing import McpImportError, import_mcp_servers, read_mcp_file
from app.secrets import KeyringStore, KeyStore, KeyStoreUnavailable

USAGE = "usage: cometdesk mcp {import FILE | list}"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise McpImportError(f"{message} ({USAGE})")


def main(
    argv: list[str],
    data_dir: Path,
    *,
    keystore: KeyStore | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """``argv`` starts with "mcp" (as given after ``cometdesk``)."""
    out = out or sys.stdout
    err = err or sys.stderr
    parser = _Parser(prog="cometdesk mcp", add_help=False)
    sub = parser.add_subparsers(dest="command")
    importer = sub.add_parser("import", add_help=False)
    importer.add_argument("file", type=Path)
    sub.add_parser("list", add_help=False)
    args_in = argv[1:] if argv and argv[0] == "mcp" else argv
    try:
        args = parser.parse_args(args_in)
        if args.command == "import":
            return _import(args.file, data_dir, keystore or KeyringStore(), out)
        if args.command == "list":
            return _list(data_dir, out)
        raise McpImportError(USAGE)
    except McpImportError as error:
        print(f"cometdesk mcp: {error}", file=err)
        return 2
    except KeyStoreUnavailable as error:
        print(f"cometdesk mcp: {error} The token was not imported.", file=err)
        return 2


def _import(path: Path, data_dir: Path, keystore: KeyStore, out: TextIO) -> int:
    data = read_mcp_file(path)
    result = import_mcp_servers(load_tool_settings(data_dir), data, keystore)
    save_tool_settings(data_dir, result.settings)
    for server_id in result.added:
        print(f"added {server_id}", file=out)
    for server_id in result.updated:
        print(f"updated {server_id}", file=out)
    for moved in result.secrets_moved:
        print(f"moved to the keyring: {moved}", file=out)
    print(
        f"{len(result.added) + len(result.updated)} server(s) in {data_dir / TOOLS_FILENAME}",
        file=out,
    )
    return 0


def _list(data_dir: Path, out: TextIO) -> int:
    settings = load_tool_settings(data_dir)
    if not settings.servers:
        print("No MCP servers. Add some with: cometdesk mcp import FILE", file=out)
        return 0
    for server in settings.servers:
        state = "" if server.enabled else " (disabled)"
        print(f"{server.id}{state}  [{server.transport}]  {server.summary}", file=out)
        if server.env:
            print(f"    env: {', '.join(sorted(server.env))}", file=out)  # names only
        secret_headers = sorted(k for k, v in server.headers.items() if not v)
        if server.has_token:
            secret_headers.insert(0, "Authorization")
        if secret_headers:
            print(f"    in the keyring: {', '.join(secret_headers)}", file=out)
    return 0
