"""Writing an export to a file: complete or not at all, and readable by its owner only.

The CLI (``cometdesk export -o``) and the window's Export menu both write through here, so
an export of a person's history is 0600 whatever the process umask (a folder's default ACL
may still add readers; that is the folder owner's choice).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Literal, TextIO

from app.storage.blobs import BlobStore
from app.storage.export import write_json_export, write_markdown_export
from app.storage.repository import Repository

PRIVATE_FILE = 0o600


@contextlib.contextmanager
def private_output(target: Path) -> Iterator[TextIO]:
    """A text file that appears at ``target`` only when the block finishes (written aside,
    then renamed over it); 0600 from its creation."""
    directory = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
    try:
        if os.name == "posix":
            os.fchmod(fd, PRIVATE_FILE)  # mkstemp's mode already; said once more on purpose
        with open(fd, "w", encoding="utf-8", newline="\n") as fh:
            yield fh
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def export_to_file(
    repo: Repository,
    blobs: BlobStore,
    target: Path,
    fmt: Literal["json", "markdown"] = "json",
    conversation_ids: Sequence[int] | None = None,
) -> int:
    """Write the export (JSON or Markdown) to ``target``; how many conversations it holds.
    Runs on the storage thread (``AsyncRepository.run(lambda r: export_to_file(r, …))``)."""
    with private_output(target) as out:
        if fmt == "json":
            return write_json_export(repo, blobs, out, conversation_ids)
        return write_markdown_export(repo, out, conversation_ids)
