"""The command line: ``cometdesk COMMAND …`` without the window, one module per command
(``dispatch`` reads the arguments and hands them to it). No Qt.

Every command keeps the same promises: exit 0 when done, 1 when the work failed (the data
could not be opened or written, a request failed), 2 for a mistake in the input (bad
arguments, an unknown conversation, no key); each failure is one sentence on stderr, never a
traceback, and the key is never printed. Files written with -o are readable by the user only.
"""

# What app/main.py hands to dispatch, in the order --help lists them: named here so that
# telling a command from the window's options loads nothing. `mcp` parses its own arguments
# (app/cli/mcp.py) and is handed over apart.
COMMANDS = ("export", "import", "sync", "describe", "kb", "batch", "history", "ask")
