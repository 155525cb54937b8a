"""Import the ``mcpServers`` JSON that Claude Desktop, Cursor and others use.

    {"mcpServers": {"time": {"command": "uvx", "args": ["mcp-server-time"], "env": {}},
                    "remote": {"url": "https://…/mcp", "headers": {"Authorization": "Bearer …"}}}}

Credentials in headers never reach tools.json: ``Authorization: Bearer X`` becomes the
server's token (keyring account ``mcp:<id>``); any other credential-looking header is kept
in the keyring under ``mcp:<id>:header:<name>`` and only its name is kept in the file.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app.mcp.config import ServerConfig, ToolSettings, make_server_id, token_account
from app.secrets import KeyStore

_SECRET_HEADER = re.compile(r"auth|token|key|secret|cookie|password", re.IGNORECASE)


class McpImportError(ValueError):
    """The file is not an mcpServers JSON; the message is one sentence for people."""


@dataclass(frozen=True)
class ImportResult:
    settings: ToolSettings
    added: tuple[str, ...]  # server ids new in the settings
    updated: tuple[str, ...]  # server ids that replaced an existing one
    secrets_moved: tuple[str, ...]  # "<id>: <header>" moved to the keyring (names only)


def header_account(server_id: str, header: str) -> str:
    return f"{token_account(server_id)}:header:{header.lower()}"


def read_mcp_file(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise McpImportError(f"{path} does not exist.") from None
    except UnicodeDecodeError:
        raise McpImportError(f"{path} is not UTF-8 text.") from None
    except OSError as err:
        why = err.strerror or "it cannot be opened"
        raise McpImportError(f"{path} cannot be read: {why}.") from None
    try:
        return json.loads(text)
    except ValueError as err:
        raise McpImportError(f"{path} is not JSON (line {err_line(err)}).") from None


def err_line(err: ValueError) -> int:
    return int(getattr(err, "lineno", 0))


def import_mcp_servers(settings: ToolSettings, data: Any, keystore: KeyStore) -> ImportResult:
    """Merge the servers in ``data`` into ``settings`` (same name: replaced), moving header
    credentials into ``keystore``. Nothing is stored when the data is invalid."""
    if not isinstance(data, dict) or not isinstance(data.get("mcpServers"), dict):
        raise McpImportError('Expected a JSON object with an "mcpServers" object in it.')
    entries: Mapping[str, Any] = data["mcpServers"]
    if not entries:
        raise McpImportError('"mcpServers" lists no servers.')
    parsed = [_parse_entry(name, entry) for name, entry in entries.items()]
    existing = {s.id for s in settings.servers}
    added: list[str] = []
    updated: list[str] = []
    moved: list[str] = []
    for server, secrets in parsed:
        (updated if server.id in existing else added).append(server.id)
        names = []
        for header, value in secrets.items():
            if header.lower() == "authorization" and value.lower().startswith("bearer "):
                keystore.set(value[7:].strip(), token_account(server.id))
                server = replace(server, has_token=True)
            else:
                keystore.set(value, header_account(server.id, header))
                names.append(header)
            moved.append(f"{server.id}: {header}")
        if names:
            kept = dict(server.headers)
            kept.update({n: "" for n in names})  # "" marks: the value is in the keyring
            server = replace(server, headers=kept)
        settings = settings.with_server(server)
    return ImportResult(settings, tuple(added), tuple(updated), tuple(moved))


def _parse_entry(name: str, entry: Any) -> tuple[ServerConfig, dict[str, str]]:
    where = f'"mcpServers"."{name}"'
    if not isinstance(entry, dict):
        raise McpImportError(f"{where} is not an object.")
    server_id = make_server_id(name)
    enabled = not bool(entry.get("disabled", False))
    url = entry.get("url") or entry.get("serverUrl")
    if isinstance(url, str) and url:
        if not url.startswith(("http://", "https://")):
            raise McpImportError(f"{where}: the url must start with http:// or https://.")
        headers = _str_map(entry.get("headers"), f"{where}.headers")
        secrets = {k: v for k, v in headers.items() if _SECRET_HEADER.search(k) and v}
        plain = {k: v for k, v in headers.items() if k not in secrets}
        server = ServerConfig(
            id=server_id, name=name, transport="http", url=url, headers=plain, enabled=enabled
        )
        return server, secrets
    command = entry.get("command")
    if not isinstance(command, str) or not command.strip():
        raise McpImportError(f'{where} has neither a "command" nor a "url".')
    args = entry.get("args") or []
    if not isinstance(args, list) or not all(isinstance(a, str | int | float) for a in args):
        raise McpImportError(f'{where}: "args" must be a list of strings.')
    cwd = entry.get("cwd") or ""
    if not isinstance(cwd, str):
        raise McpImportError(f'{where}: "cwd" must be a string.')
    server = ServerConfig(
        id=server_id,
        name=name,
        transport="stdio",
        command=command.strip(),
        args=tuple(str(a) for a in args),
        env=_str_map(entry.get("env"), f"{where}.env"),
        cwd=cwd,
        enabled=enabled,
    )
    return server, {}


def _str_map(value: Any, where: str) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise McpImportError(f"{where} must be an object of names and text values.")
    out = {}
    for key, item in value.items():
        if not isinstance(item, str | int | float | bool):
            raise McpImportError(f"{where}.{key} must be text.")
        out[str(key)] = str(item) if not isinstance(item, bool) else str(item).lower()
    return out
