"""`cometdesk import FILE`: a Comet Desk export or a ChatGPT export into the history, without
the window. No Qt.

Exit codes: 0 done, 1 the history could not be opened or written (said by
app.cli.dispatch), 2 an unreadable or malformed file; the history is then left exactly as
it was.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.cli.common import EXIT_OK, EXIT_USAGE, fail, warn_about
from app.storage import (
    BLOBS_DIRNAME,
    DB_FILENAME,
    BlobStore,
    ImportFormatError,
    Repository,
    import_file,
    open_database,
)
from app.storage.errors import converted

HELP = "import a Comet Desk export or ChatGPT export"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, metavar="FILE")


def run(args: argparse.Namespace, data_dir: Path) -> int:
    path: Path = args.file
    if not path.is_file():
        return fail(f"{path}: no such file", EXIT_USAGE)
    with converted(data_dir / DB_FILENAME):
        conn, report = open_database(data_dir / DB_FILENAME)
    warn_about(report)
    repo = Repository(conn)
    try:
        summary = import_file(path, repo, BlobStore(data_dir / BLOBS_DIRNAME))
    except ImportFormatError as err:
        return fail(f"cannot import {path.name}: {err}", EXIT_USAGE)
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
