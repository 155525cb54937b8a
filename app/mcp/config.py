"""MCP servers and tool settings, kept in ``<data dir>/tools.json`` (mode 0600).

Never a secret in the file: a server's bearer token lives in the OS keyring (service
``cometdesk``, account ``mcp:<server id>``, see :func:`token_account`). Headers kept here are
the ones that are not credentials; ``Authorization`` and token-like headers are moved to the
keyring when servers are imported (see ``app.mcp.importing``).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import tempfile
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

log = logging.getLogger(__name__)

TOOLS_FILENAME = "tools.json"
TOKEN_ACCOUNT_PREFIX = "mcp:"
# "remote": a server the Responses API calls for the model (the app never connects to it).
Transport = Literal["stdio", "http", "remote"]
DefaultApproval = Literal["once", "conversation"]
_ID_BAD = re.compile(r"[^a-z0-9_-]+")


def token_account(server_id: str) -> str:
    """The keyring account holding a server's bearer token."""
    return TOKEN_ACCOUNT_PREFIX + server_id


def make_server_id(name: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A short stable id from a display name: lower case, [a-z0-9_-], unique in ``taken``."""
    base = _ID_BAD.sub("-", name.strip().lower()).strip("-")[:40] or "server"
    candidate, n = base, 2
    while candidate in taken:
        candidate, n = f"{base}-{n}", n + 1
    return candidate


@dataclass(frozen=True)
class ServerConfig:
    """One MCP server as the user configured it.

    stdio: ``command`` + ``args``, ``env`` (added to a minimal environment; see
    ``app.mcp.mcp_client.server_environment``) and ``cwd``. http (streamable HTTP):
    ``url`` and ``headers``; ``has_token`` says a bearer token is in the keyring.
    """

    id: str
    name: str
    transport: Transport = "stdio"
    command: str = ""
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str = ""
    url: str = ""
    headers: Mapping[str, str] = field(default_factory=dict)
    has_token: bool = False
    enabled: bool = True
    # remote: "always" (ask before each call, as local tools do) or "never" (the API calls
    # the server without asking).
    require_approval: str = "always"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["args"] = list(self.args)
        data["env"] = dict(self.env)
        data["headers"] = dict(self.headers)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ServerConfig:
        kind = data.get("transport")
        transport: Transport = kind if kind in ("http", "remote") else "stdio"
        return cls(
            id=str(data["id"]),
            name=str(data.get("name") or data["id"]),
            transport=transport,
            command=str(data.get("command") or ""),
            args=tuple(str(a) for a in data.get("args") or ()),
            env={str(k): str(v) for k, v in (data.get("env") or {}).items()},
            cwd=str(data.get("cwd") or ""),
            url=str(data.get("url") or ""),
            headers={str(k): str(v) for k, v in (data.get("headers") or {}).items()},
            has_token=bool(data.get("has_token", False)),
            enabled=bool(data.get("enabled", True)),
            require_approval="never" if data.get("require_approval") == "never" else "always",
        )

    @property
    def summary(self) -> str:
        """One line for lists: the command line or the URL (never a token)."""
        if self.transport in ("http", "remote"):
            return self.url
        return " ".join([self.command, *self.args])


@dataclass(frozen=True)
class ToolSettings:
    """Everything in tools.json.

    ``step_limit``: model rounds in one reply before the loop stops. ``tool_timeout_s``: the
    longest a tool may run. ``always_allowed``: tool keys ("<server id>/<tool name>") the user
    chose "Always allow" for (revoke with :meth:`revoke`). ``default_approval``: what Enter
    picks in the approval prompt: run this once, or allow the tool for the conversation.
    """

    servers: tuple[ServerConfig, ...] = ()
    step_limit: int = 10
    tool_timeout_s: float = 60.0
    handshake_timeout_s: float = 30.0
    max_output_chars: int = 50_000
    always_allowed: tuple[str, ...] = ()
    default_approval: DefaultApproval = "once"

    def server(self, server_id: str) -> ServerConfig | None:
        return next((s for s in self.servers if s.id == server_id), None)

    def with_server(self, server: ServerConfig) -> ToolSettings:
        """Add ``server``, or replace the one with its id."""
        others = tuple(s for s in self.servers if s.id != server.id)
        if len(others) == len(self.servers):
            return replace(self, servers=(*self.servers, server))
        updated = tuple(server if s.id == server.id else s for s in self.servers)
        return replace(self, servers=updated)

    def without_server(self, server_id: str) -> ToolSettings:
        prefix = server_id + "/"
        return replace(
            self,
            servers=tuple(s for s in self.servers if s.id != server_id),
            always_allowed=tuple(k for k in self.always_allowed if not k.startswith(prefix)),
        )

    def allow_always(self, key: str) -> ToolSettings:
        if key in self.always_allowed:
            return self
        return replace(self, always_allowed=(*self.always_allowed, key))

    def revoke(self, key: str) -> ToolSettings:
        return replace(self, always_allowed=tuple(k for k in self.always_allowed if k != key))

    def to_json(self) -> dict[str, Any]:
        return {
            "servers": [s.to_json() for s in self.servers],
            "step_limit": self.step_limit,
            "tool_timeout_s": self.tool_timeout_s,
            "handshake_timeout_s": self.handshake_timeout_s,
            "max_output_chars": self.max_output_chars,
            "always_allowed": list(self.always_allowed),
            "default_approval": self.default_approval,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ToolSettings:
        default = cls()
        approval = data.get("default_approval")
        servers = []
        for item in data.get("servers") or ():
            try:
                servers.append(ServerConfig.from_json(item))
            except (KeyError, TypeError, AttributeError):
                log.warning("skipped a malformed server entry in %s", TOOLS_FILENAME)
        return cls(
            servers=tuple(servers),
            step_limit=_positive(data.get("step_limit"), default.step_limit),
            tool_timeout_s=_positive(data.get("tool_timeout_s"), default.tool_timeout_s),
            handshake_timeout_s=_positive(
                data.get("handshake_timeout_s"), default.handshake_timeout_s
            ),
            max_output_chars=_positive(data.get("max_output_chars"), default.max_output_chars),
            always_allowed=tuple(str(k) for k in data.get("always_allowed") or ()),
            default_approval="conversation" if approval == "conversation" else "once",
        )


def _positive(value: Any, default: Any) -> Any:
    if isinstance(value, int | float) and not isinstance(value, bool) and value > 0:
        return type(default)(value)
    return default


def load_tool_settings(directory: Path) -> ToolSettings:
    """The settings in ``directory``; defaults when the file is missing or unreadable."""
    path = directory / TOOLS_FILENAME
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return ToolSettings()
    except (OSError, ValueError):
        log.warning("%s is unreadable; using defaults", path)
        return ToolSettings()
    return ToolSettings.from_json(data) if isinstance(data, dict) else ToolSettings()


def save_tool_settings(directory: Path, settings: ToolSettings) -> None:
    """Write atomically (temp file + rename) with mode 0600: only the user reads it."""
    directory.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tools-", suffix=".tmp")
    try:
        if hasattr(os, "fchmod"):  # mkstemp already makes it 0600 on POSIX; be explicit
            os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(settings.to_json(), fh, indent=2, sort_keys=True)
        os.replace(tmp, directory / TOOLS_FILENAME)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


class ToolSettingsStore:
    """The one owner of tools.json while the app runs: read ``settings``, change with
    ``update`` (saved at once, listeners told). Listeners get the new settings."""

    def __init__(self, directory: Path | None, settings: ToolSettings | None = None) -> None:
        self._directory = directory  # None: kept in memory only (tests)
        self.settings = settings or (
            load_tool_settings(directory) if directory is not None else ToolSettings()
        )
        self._listeners: list[Callable[[ToolSettings], None]] = []

    def subscribe(self, listener: Callable[[ToolSettings], None]) -> None:
        self._listeners.append(listener)

    def update(self, settings: ToolSettings) -> None:
        if self._directory is not None:
            save_tool_settings(self._directory, settings)
        self.settings = settings
        for listener in self._listeners:
            listener(settings)

    def allow_always(self, key: str) -> None:
        self.update(self.settings.allow_always(key))

    def revoke(self, key: str) -> None:
        self.update(self.settings.revoke(key))
