"""Parts of a reply that tools the API ran produced (the code interpreter, remote MCP
servers): each is a ``ToolCallPart`` of the built-in server whose ``name`` says its kind
and whose ``result`` is JSON (see app.api.hosted_tools for what each kind keeps)."""

from __future__ import annotations

import json
from typing import Any

from app.domain.models import ToolCallPart

CODE_INTERPRETER = "code_interpreter"
CONTAINER_FILE = "container_file"
MCP_CALL = "mcp_call"
MCP_APPROVAL = "mcp_approval_request"
# Parts shown in the reply as a tool call (web search is shown as its sources instead).
SHOWN = frozenset({CODE_INTERPRETER, CONTAINER_FILE, MCP_CALL, MCP_APPROVAL})


def part_result(part: ToolCallPart) -> dict[str, Any]:
    """The JSON a hosted part keeps in ``result`` ({} when it is not JSON)."""
    try:
        value = json.loads(part.result) if part.result else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def is_hosted(part: ToolCallPart) -> bool:
    return part.builtin and part.name in SHOWN
