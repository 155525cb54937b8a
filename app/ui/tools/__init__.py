"""MCP tools in the window: the servers dialog and the approval prompt."""
