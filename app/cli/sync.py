"""`cometdesk sync setup|now|status|snapshot|snapshots|restore`: history sync and snapshots
without the window (docs/sync.md). No Qt.

Exit codes: 0 done, 1 the work failed (this machine's disk, the sync storage), 2 the
person's to fix (not set up, no passphrase, a wrong passphrase, a weak new one, an unknown
snapshot, a restore into a folder that is not empty). The sync itself lives in app/sync and
app/services (sync_round, sync_setup, snapshots); this module reads the arguments, finds the
passphrase and says the result. A round's progress is drawn on stderr on a terminal.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from app.cli.common import EXIT_FAILED, EXIT_OK, EXIT_USAGE, fail, plural
from app.config import SYNC_PASSPHRASE_ENV
from app.storage import DB_FILENAME, own_history
from app.storage.errors import converted

if TYPE_CHECKING:
    from app.sync import RemoteConfig

HELP = "merge history with other machines"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Actions parse as the command's own parser does (argparse's default parser_class).
    actions = parser.add_subparsers(dest="action", required=True)
    setup = actions.add_parser(
        "setup",
        help="folder PATH | webdav URL [--user NAME] | "
        "s3 s3://BUCKET/PREFIX --endpoint URL [--region R] [--user ID]",
    )
    setup.add_argument("where", nargs=argparse.REMAINDER)
    actions.add_parser("now", help=f"run one sync round (passphrase from ${SYNC_PASSPHRASE_ENV})")
    actions.add_parser("status", help="where, last round, pending changes")
    snapshot = actions.add_parser(
        "snapshot", help="write a snapshot of this data folder to the sync storage and check it"
    )
    snapshot.add_argument(
        "--keep",
        type=_at_least_one,
        default=7,
        metavar="N",
        help="keep this machine's newest N verified snapshots (default 7)",
    )
    listing = actions.add_parser("snapshots", help="list the snapshots on the sync storage")
    listing.add_argument(
        "--check", action="store_true", help="read every snapshot back now (downloads them)"
    )
    restore = actions.add_parser("restore", help="restore a snapshot (ID from `sync snapshots`)")
    restore.add_argument("snapshot_id", metavar="ID")
    where = restore.add_mutually_exclusive_group(required=True)
    where.add_argument("--into", type=Path, metavar="DIR", help="a new or empty data folder")
    where.add_argument(
        "--merge", action="store_true", help="add what this data folder lacks, change nothing"
    )


def _at_least_one(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, found {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("keep at least 1")
    return value


def run(args: argparse.Namespace, data_dir: Path) -> int:
    # This machine's disk failing (full, read-only) is a StorageError, said by dispatch.
    with converted(data_dir):
        return _run(args, data_dir)


def _run(args: argparse.Namespace, data_dir: Path) -> int:
    # The sync modules (OpenDAL, the ciphers) load only for `sync`: export need not pay.
    from app.sync import RemoteConfig
    from app.sync.local_state import LocalState

    if args.action == "setup":
        try:
            config = RemoteConfig.parse(args.where)
        except ValueError as err:
            return fail(str(err), EXIT_USAGE)
        from app.services.sync.setup import NotSetUp, secrets_for
        from app.sync import SyncError
        from app.sync.passphrase import WeakPassphrase, check_for_storage

        try:
            given = secrets_for(config, None)  # the environment's, when it gives a passphrase
        except NotSetUp:
            given = None  # asked for by `sync now`, from the environment or the keyring
        if given is not None:
            # A weak passphrase is refused where it would create the storage's key; one the
            # storage already has is its own, and only warned about.
            try:
                found = asyncio.run(check_for_storage(config, given.secret, given.passphrase))
            except WeakPassphrase as err:
                return fail(str(err), EXIT_USAGE)
            except SyncError as err:  # a weak one, and the storage could not say if it is new
                return _sync_failure(err)
            if not found.enough:
                print(f"cometdesk: warning: {found.sentence}", file=sys.stderr)
        state = LocalState.open(data_dir)
        try:
            state.machine_id()
            if state.remote_config() != config:
                state.start_over(config)  # a new storage gets everything, and is read anew
        finally:
            state.close()
        print(f"Sync storage set to {config.where()}.")
        return EXIT_OK
    if args.action == "status":
        return _sync_status(data_dir)
    if args.action == "snapshot":
        return _snapshot(data_dir, args.keep)
    if args.action == "snapshots":
        return _snapshots(data_dir, args.check)
    if args.action == "restore":
        return _restore(data_dir, args.snapshot_id, None if args.merge else args.into)
    return _sync_now(data_dir)


def _configured(data_dir: Path) -> RemoteConfig | None:
    from app.sync.local_state import LocalState

    state = LocalState.open(data_dir)
    try:
        return state.remote_config()
    finally:
        state.close()


def _access(data_dir: Path) -> tuple[RemoteConfig, str | None, str] | int:
    """The storage, its secret and the passphrase for a run, or the exit code of saying
    what is missing."""
    from app.secrets import KeyringStore, KeyStoreUnavailable
    from app.services.sync.setup import NotSetUp, secrets_for

    config = _configured(data_dir)
    if config is None:
        return fail("Sync is not set up: run `cometdesk sync setup` first.", EXIT_USAGE)
    try:
        # The environment's for this run, else what the window's set-up put in the keyring.
        secrets = secrets_for(config, KeyringStore())
    except KeyStoreUnavailable:
        try:
            secrets = secrets_for(config, None)
        except NotSetUp:
            return fail(
                "No sync passphrase given: the keyring cannot be reached; "
                f"set {SYNC_PASSPHRASE_ENV}.",
                EXIT_USAGE,
            )
    except NotSetUp:
        return fail(
            f"No sync passphrase: set {SYNC_PASSPHRASE_ENV} or set sync up in the window.",
            EXIT_USAGE,
        )
    return config, secrets.secret, secrets.passphrase


def _sync_failure(err: Exception) -> int:
    """The exit code (and the sentence on stderr) for a sync command that failed: a wrong
    passphrase or an input mistake is the person's to fix (2), the rest is a failure (1)."""
    from app.services.snapshots import TargetNotEmpty
    from app.sync import WrongPassphrase
    from app.sync.snapshots import UnknownSnapshot

    usage = isinstance(err, WrongPassphrase | UnknownSnapshot | TargetNotEmpty)
    return fail(str(err), EXIT_USAGE if usage else EXIT_FAILED)


def _sync_now(data_dir: Path) -> int:
    from app.cli.progress import ProgressBar
    from app.services.sync.round import sync_round
    from app.sync import SyncError

    access = _access(data_dir)
    if isinstance(access, int):
        return access
    try:
        with own_history(data_dir / DB_FILENAME) as history, ProgressBar(sys.stderr) as bar:
            summary = asyncio.run(sync_round(data_dir, history, *access, progress=bar))
    except SyncError as err:
        return _sync_failure(err)
    print(summary.line())
    return EXIT_OK


def _when(at: float) -> str:
    return datetime.fromtimestamp(at).strftime("%Y-%m-%d %H:%M")


def _size(n: int | None) -> str:
    if n is None:
        return "?"
    if n < 1000 * 1000:
        return f"{n / 1000:.1f} kB"
    if n < 1000 * 1000 * 1000:
        return f"{n / 1000 / 1000:.1f} MB"
    return f"{n / 1000 / 1000 / 1000:.2f} GB"


def _snapshot(data_dir: Path, keep: int) -> int:
    from app.cli.progress import ProgressBar
    from app.services.snapshots import make_snapshot
    from app.sync import SyncError

    access = _access(data_dir)
    if isinstance(access, int):
        return access
    try:
        with own_history(data_dir / DB_FILENAME) as history, ProgressBar(sys.stderr) as bar:
            info = asyncio.run(make_snapshot(data_dir, history, *access, keep=keep, progress=bar))
    except SyncError as err:
        return _sync_failure(err)
    except OSError as err:
        return fail(f"The snapshot could not be made: {err.strerror or err}.", EXIT_FAILED)
    conversations = plural(info.conversations or 0, "conversation")
    print(
        f"Snapshot {_when(info.created_at)} written and verified "
        f"({_size(info.size)}, {conversations})."
    )
    return EXIT_OK


def _snapshots(data_dir: Path, check: bool) -> int:
    from app.cli.progress import ProgressBar
    from app.services.snapshots import list_snapshots
    from app.sync import SyncError

    access = _access(data_dir)
    if isinstance(access, int):
        return access
    try:
        with ProgressBar(sys.stderr) as bar:
            infos = asyncio.run(list_snapshots(data_dir, *access, check=check, progress=bar))
    except SyncError as err:
        return _sync_failure(err)
    if not infos:
        print("No snapshots on the sync storage yet.")
        return EXIT_OK
    rows = [("ID", "Date", "Machine", "Size", "Conversations", "Messages", "State")]
    for info in infos:
        rows.append(
            (
                info.id,
                _when(info.created_at),
                "this one" if info.this_machine else info.machine[:8],
                _size(info.size),
                "?" if info.conversations is None else str(info.conversations),
                "?" if info.messages is None else str(info.messages),
                "verified" if info.verified else "NOT VERIFIED",
            )
        )
    widths = [max(len(row[n]) for row in rows) for n in range(len(rows[0]))]
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        print("  ".join(cells).rstrip())
    for info in infos:
        if info.problem is not None:
            print(f"cometdesk: warning: {info.id}: {info.problem}", file=sys.stderr)
    return EXIT_OK


def _restore(data_dir: Path, snapshot_id: str, into: Path | None) -> int:
    from app.cli.progress import ProgressBar
    from app.services.snapshots import restore_snapshot
    from app.sync import SyncError

    db = data_dir / DB_FILENAME
    access = _access(data_dir)
    if isinstance(access, int):
        return access
    try:
        with contextlib.ExitStack() as stack:
            # Only a merge works on this data folder's history; a restore into a new folder
            # leaves it closed.
            history = None if into is not None else stack.enter_context(own_history(db))
            bar = stack.enter_context(ProgressBar(sys.stderr))
            done = asyncio.run(
                restore_snapshot(data_dir, history, *access, snapshot_id, into=into, progress=bar)
            )
    except SyncError as err:
        return _sync_failure(err)
    except OSError as err:
        return fail(f"Nothing was restored: {err.strerror or err}.", EXIT_FAILED)
    when = _when(done.snapshot.created_at)
    if done.into is not None:
        print(
            f"Snapshot {when} restored into {done.into} "
            f"({plural(done.conversations, 'conversation')}, "
            f"{plural(done.messages, 'message')})."
        )
    else:
        print(
            f"Snapshot {when} merged: {plural(done.conversations, 'conversation')} added "
            f"({plural(done.messages, 'message')}), {done.already_present} already here."
        )
    return EXIT_OK


def _sync_status(data_dir: Path) -> int:
    from app.services.sync.setup import read_status

    db = data_dir / DB_FILENAME
    if db.exists():
        with own_history(db) as history:
            status = read_status(data_dir, history)
    else:
        status = read_status(data_dir, None)  # no history here yet: nothing is pending
    if status.config is None:
        print("Sync is not set up.")
        return EXIT_OK
    at = status.last_at
    when = "never" if at is None else datetime.fromtimestamp(at, UTC).isoformat(timespec="seconds")
    print(f"Storage: {status.config.where()}")
    print(f"Last round: {when}")
    print(f"Last error: {status.last_error or 'none'}")
    print(f"Pending local changes: {status.pending} conversation(s)")
    return EXIT_OK
