"""`cometdesk export [--format json|markdown] [--conversation ID …] [-o FILE]`: conversations
as a file, without the window. No Qt.

Exit codes: 0 done, 1 the history could not be read (said by app.cli.dispatch), 2 an unknown
conversation or an output that cannot be written. Without a history yet an empty one is
exported and no database is created (the data folder may be mistyped). A file written with
-o is readable by the user only (0600) and appears only when complete.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TextIO

from app.cli.common import EXIT_OK, EXIT_USAGE, fail, warn_about
from app.storage import (
    BLOBS_DIRNAME,
    DB_FILENAME,
    BlobStore,
    NotFoundError,
    Repository,
    StorageError,
    open_database,
    open_memory_database,
    private_output,
    write_json_export,
    write_markdown_export,
)
from app.storage.errors import converted

HELP = "write conversations as JSON or Markdown"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", choices=("json", "markdown"), default="json")
    parser.add_argument(
        "--conversation",
        type=int,
        action="append",
        metavar="ID",
        help="export only this conversation (repeat for several)",
    )
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help="default: stdout")


def run(args: argparse.Namespace, data_dir: Path) -> int:
    db_path = data_dir / DB_FILENAME
    if db_path.exists():
        with converted(db_path):
            conn, report = open_database(db_path)
        warn_about(report)
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
        return fail(str(err), EXIT_USAGE)
    except StorageError:
        raise  # the history itself could not be read: dispatch says so
    except OSError as err:
        return fail(f"cannot write {args.output}: {err.strerror or err}", EXIT_USAGE)
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
