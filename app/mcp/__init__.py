"""Tools: MCP servers (configuration, import, connections, the manager) and the registry of
what can be offered to a model. No Qt. The tool loop itself is app.services.tool_loop."""

from app.mcp.config import (
    TOOLS_FILENAME,
    ServerConfig,
    ToolSettings,
    ToolSettingsStore,
    load_tool_settings,
    save_tool_settings,
    token_account,
)
from app.mcp.connection import McpTool, ToolOutput, server_environment
from app.mcp.errors import ServerFailed, ToolError, ToolFailed
from app.mcp.importing import ImportResult, McpImportError, import_mcp_servers, read_mcp_file
from app.mcp.manager import McpManager, ServerState, ServerStatus
from app.mcp.registry import LocalTool, OfferedTool, ToolRegistry

__all__ = [
    "TOOLS_FILENAME",
    "ImportResult",
    "LocalTool",
    "McpImportError",
    "McpManager",
    "McpTool",
    "OfferedTool",
    "ServerConfig",
    "ServerFailed",
    "ServerState",
    "ServerStatus",
    "ToolError",
    "ToolFailed",
    "ToolOutput",
    "ToolRegistry",
    "ToolSettings",
    "ToolSettingsStore",
    "import_mcp_servers",
    "load_tool_settings",
    "read_mcp_file",
    "save_tool_settings",
    "server_environment",
    "token_account",
]
