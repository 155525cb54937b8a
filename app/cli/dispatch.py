"""`cometdesk COMMAND …`: the arguments read once, and each command handed to its module.

A command's module (``app.cli.<name>``) gives its ``HELP`` line, ``add_arguments(parser)``
and ``run(args, data_dir) -> int``; it is listed in ``_commands`` and its name in
``app.cli.COMMANDS``. Failures of the history that any command may meet (a newer schema, a
failed migration, a full or read-only disk) are said here, once, with exit code 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Protocol

from app.cli.common import EXIT_FAILED, fail
from app.storage import DatabaseTooNewError, MigrationError, StorageError


class Command(Protocol):
    """What a command's module provides (a module matches it as it stands)."""

    HELP: str

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace, data_dir: Path) -> int: ...


def commands() -> dict[str, Command]:
    """The commands by name, in the order --help lists them; each module loads here."""
    from app.cli import ask, batch, describe, export, history, importing, kb, sync

    return {
        "export": export,
        "import": importing,
        "sync": sync,
        "describe": describe,
        "kb": kb,
        "batch": batch,
        "history": history,
        "ask": ask,
    }


class _Parser(argparse.ArgumentParser):
    def exit(self, status: int = 0, message: str | None = None) -> None:  # type: ignore[override]
        # argparse would call sys.exit; the caller wants a return code instead.
        if message:
            sys.stderr.write(message)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


def _parser(table: dict[str, Command]) -> argparse.ArgumentParser:
    parser = _Parser(prog="cometdesk", description="Export or import Comet Desk history.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name, command in table.items():
        command.add_arguments(sub.add_parser(name, help=command.HELP))
    return parser


def main(argv: list[str], data_dir: Path) -> int:
    table = commands()
    try:
        args = _parser(table).parse_args(argv)
    except _Exit as done:
        return done.code
    try:
        return table[args.command].run(args, data_dir)
    except DatabaseTooNewError as err:
        return fail(str(err), EXIT_FAILED)
    except MigrationError as err:
        return fail(f"{err} (the database was left as it was)", EXIT_FAILED)
    except StorageError as err:
        return fail(err.message, EXIT_FAILED)
