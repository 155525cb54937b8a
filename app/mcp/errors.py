"""Tool failures. Each message is an English sentence from app.render.tool_text: sent to the
model and stored as it is; people read it in their language through ``tool_text.shown``."""

from __future__ import annotations


class ToolError(Exception):
    """Base class: ``message`` says what happened and, where it helps, what to do."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class ServerFailed(ToolError):
    """An MCP server did not start (or stopped): command not found, exit code, timeout."""


class ToolFailed(ToolError):
    """A tool call could not complete: it hung (timeout), its server crashed, …
    ``server_gone`` says the server process is no longer running."""

    def __init__(self, message: str, *, server_gone: bool = False) -> None:
        super().__init__(message)
        self.server_gone = server_gone
