"""Shared by every feature of the window: the task runner (the one seam between asyncio and
Qt), the status bus, icons and small widgets."""
