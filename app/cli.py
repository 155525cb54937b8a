"""`cometdesk export …`, `cometdesk import FILE` and `cometdesk sync …`: the history
without the GUI. No Qt.

Exit codes: 0 done, 1 the data could not be opened or written (a newer schema, a full or
read-only disk), 2 a mistake in the input (bad arguments, unknown conversation, unreadable
or malformed import file; the history is then left exactly as it was). Each failure prints
one clear line on stderr, never a traceback. Files written with -o are readable by the user
only (0600), like everything else Comet Desk writes.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from app.storage import (
    BLOBS_DIRNAME,
    DB_FILENAME,
    BlobStore,
    DatabaseTooNewError,
    ImportFormatError,
    MigrationError,
    NotFoundError,
    OpenReport,
    Repository,
    StorageError,
    import_file,
    open_database,
    open_memory_database,
    private_output,
    write_json_export,
    write_markdown_export,
)
from app.storage.errors import converted

if TYPE_CHECKING:
    from app.sync import RemoteConfig

PASSPHRASE_ENV = "COMETDESK_SYNC_PASSPHRASE"
SECRET_ENV = "COMETDESK_SYNC_SECRET"  # the storage password or S3 secret key

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    def exit(self, status: int = 0, message: str | None = None) -> None:  # type: ignore[override]
        # argparse would call sys.exit; the caller wants a return code instead.
        if message:
            sys.stderr.write(message)
        raise _Exit(status)


class _Exit(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cometdesk", description="Export or import Comet Desk history.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    export = sub.add_parser("export", help="write conversations as JSON or Markdown")
    export.add_argument("--format", choices=("json", "markdown"), default="json")
    export.add_argument(
        "--conversation",
        type=int,
        action="append",
        metavar="ID",
        help="export only this conversation (repeat for several)",
    )
    export.add_argument("-o", "--output", type=Path, metavar="FILE", help="default: stdout")
    imp = sub.add_parser("import", help="import a Comet Desk export or ChatGPT export")
    imp.add_argument("file", type=Path, metavar="FILE")
    sync = sub.add_parser("sync", help="merge history with other machines")
    actions = sync.add_subparsers(dest="action", required=True, parser_class=_Parser)
    setup = actions.add_parser(
        "setup",
        help="folder PATH | webdav URL [--user NAME] | "
        "s3 s3://BUCKET/PREFIX --endpoint URL [--region R] [--user ID]",
    )
    setup.add_argument("where", nargs=argparse.REMAINDER)
    actions.add_parser("now", help=f"run one sync round (passphrase from ${PASSPHRASE_ENV})")
    actions.add_parser("status", help="where, last round, pending changes")
    return parser


def main(argv: list[str], data_dir: Path) -> int:
    try:
        args = _parser().parse_args(argv)
    except _Exit as done:
        return done.code
    try:
        if args.command == "export":
            return _export(args, data_dir)
        if args.command == "sync":
            return _sync(args, data_dir)
        return _import(args.file, data_dir)
    except DatabaseTooNewError as err:
        return _fail(str(err), EXIT_FAILED)
    except MigrationError as err:
        return _fail(f"{err} (the database was left as it was)", EXIT_FAILED)
    except StorageError as err:
        return _fail(err.message, EXIT_FAILED)


def _fail(message: str, code: int) -> int:
    print(f"cometdesk: error: {message}", file=sys.stderr)
    return code


def _warn_about(report: OpenReport) -> None:
    message = report.user_message()  # a damaged database: repaired, recovered or replaced
    if message is not None:
        print(f"cometdesk: warning: {message}", file=sys.stderr)


def _export(args: argparse.Namespace, data_dir: Path) -> int:
    db_path = data_dir / DB_FILENAME
    if db_path.exists():
        with converted(db_path):
            conn, report = open_database(db_path)
        _warn_about(report)
    else:
        # No history yet: export an empty one without creating a database (the data dir
        # may be mistyped).
        conn = open_memory_database()
    repo = Repository(conn)
    try:
        with _output(args.output) as out:
            if args.format == "json":
                count = write_json_export(
                    repo, BlobStore(data_dir / BLOBS_DIRNAME), out, args.conversation
                )
            else:
                count = write_markdown_export(repo, out, args.conversation)
    except NotFoundError as err:
        return _fail(str(err), EXIT_USAGE)
    except StorageError:
        raise  # the history itself could not be read: main() says so
    except OSError as err:
        return _fail(f"cannot write {args.output}: {err.strerror or err}", EXIT_USAGE)
    finally:
        repo.close()
    if args.output is not None:
        print(f"Exported {count} conversation(s) to {args.output}", file=sys.stderr)
    return EXIT_OK


@contextlib.contextmanager
def _output(target: Path | None) -> Iterator[TextIO]:
    """stdout, or a private file that appears only when complete (see private_output)."""
    if target is None:
        yield sys.stdout
        sys.stdout.flush()
        return
    with private_output(target) as out:
        yield out


def _import(path: Path, data_dir: Path) -> int:
    if not path.is_file():
        return _fail(f"{path}: no such file", EXIT_USAGE)
    with converted(data_dir / DB_FILENAME):
        conn, report = open_database(data_dir / DB_FILENAME)
    _warn_about(report)
    repo = Repository(conn)
    try:
        summary = import_file(path, repo, BlobStore(data_dir / BLOBS_DIRNAME))
    except ImportFormatError as err:
        return _fail(f"cannot import {path.name}: {err}", EXIT_USAGE)
    finally:
        repo.close()
    print(f"Imported {summary.conversations} conversation(s), {summary.messages} message(s).")
    if summary.dropped_images:
        print(
            f"cometdesk: warning: {summary.dropped_images} image(s) in the file were not "
            "usable images and were left out (a note in each message says why)",
            file=sys.stderr,
        )
    return EXIT_OK


def _sync(args: argparse.Namespace, data_dir: Path) -> int:
    # The sync modules (OpenDAL, the ciphers) load only for `sync`: export need not pay.
    from app.sync import RemoteConfig
    from app.sync.local_state import LocalState

    if args.action == "setup":
        try:
            config = RemoteConfig.parse(args.where)
        except ValueError as err:
            return _fail(str(err), EXIT_USAGE)
        state = LocalState.open(data_dir)
        try:
            state.machine_id()
            state.set_remote_config(config)
        finally:
            state.close()
        print(f"Sync storage set to {config.where()}.")
        return EXIT_OK
    if args.action == "status":
        return _sync_status(data_dir)
    return _sync_now(data_dir)


def _configured(data_dir: Path) -> RemoteConfig | None:
    from app.sync.local_state import LocalState

    state = LocalState.open(data_dir)
    try:
        return state.remote_config()
    finally:
        state.close()


def _sync_now(data_dir: Path) -> int:
    from app.services.sync_round import sync_round
    from app.sync import SyncError, WrongPassphrase

    config = _configured(data_dir)
    if config is None:
        return _fail("Sync is not set up: run `cometdesk sync setup` first.", EXIT_USAGE)
    passphrase = os.environ.get(PASSPHRASE_ENV)
    if not passphrase:
        return _fail(f"No sync passphrase given: set {PASSPHRASE_ENV}.", EXIT_USAGE)
    secret = os.environ.get(SECRET_ENV) or None
    try:
        summary = asyncio.run(sync_round(data_dir, config, secret, passphrase))
    except WrongPassphrase as err:
        return _fail(str(err), EXIT_USAGE)
    except SyncError as err:
        return _fail(str(err), EXIT_FAILED)
    print(summary.line())
    return EXIT_OK


def _sync_status(data_dir: Path) -> int:
    from app.services.sync_round import pending_changes
    from app.sync.local_state import LocalState

    state = LocalState.open(data_dir)
    try:
        config = state.remote_config()
        at, error = state.last_round()
    finally:
        state.close()
    if config is None:
        print("Sync is not set up.")
        return EXIT_OK
    when = "never" if at is None else datetime.fromtimestamp(at, UTC).isoformat(timespec="seconds")
    print(f"Storage: {config.where()}")
    print(f"Last round: {when}")
    print(f"Last error: {error or 'none'}")
    print(f"Pending local changes: {pending_changes(data_dir)} conversation(s)")
    return EXIT_OK
