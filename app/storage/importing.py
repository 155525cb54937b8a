"""Import a file: our own export (JSON) or ChatGPT's (conversations.json, or its .zip).

Whatever the file holds, an import either stores all of it or changes nothing: it is read
and validated completely first (a malformed file raises ImportFormatError with one sentence
saying where and why, also for JSON nested too deeply to read or too large for memory),
then its images are written and its conversations stored in one transaction.
"""

from __future__ import annotations

import json
import logging
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from app.storage.blobs import BlobStore
from app.storage.import_chatgpt import chatgpt_snapshots, is_chatgpt_export
from app.storage.import_cometdesk import cometdesk_snapshots, is_cometdesk_export
from app.storage.import_errors import ImportFormatError
from app.storage.import_images import PendingBlobs
from app.storage.repository import ConversationSnapshot, ImportSummary, Repository

log = logging.getLogger(__name__)

CHATGPT_MEMBER = "conversations.json"
# A file shaped in a way no reader expects shows up as one of these deep inside a reader;
# for the user it is simply a malformed file (the log keeps the traceback).
_SHAPE_ERRORS = (TypeError, AttributeError, KeyError, IndexError, ValueError)


def read_document(path: Path) -> Any:
    """The file's JSON; a ChatGPT export zip is opened at its conversations.json."""
    try:
        if zipfile.is_zipfile(path):
            with zipfile.ZipFile(path) as archive:
                names = [n for n in archive.namelist() if n.rsplit("/", 1)[-1] == CHATGPT_MEMBER]
                if not names:
                    raise ImportFormatError(f"{path.name}: the zip has no {CHATGPT_MEMBER}")
                raw = archive.read(min(names, key=len))
        else:
            raw = path.read_bytes()
    except (OSError, zipfile.BadZipFile) as err:
        raise ImportFormatError(f"{path}: cannot read: {err}") from None
    except MemoryError:
        raise ImportFormatError(f"{path.name}: too large to read into memory") from None
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise ImportFormatError(f"{path.name}: not UTF-8 text") from None
    except json.JSONDecodeError as err:
        raise ImportFormatError(
            f"{path.name}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})"
        ) from None
    except RecursionError:
        raise ImportFormatError(
            f"{path.name}: the JSON is nested too deeply to be an export"
        ) from None
    except MemoryError:
        raise ImportFormatError(f"{path.name}: too large to read into memory") from None


def _snapshots(data: Any, pending: PendingBlobs) -> list[ConversationSnapshot]:
    try:
        if is_cometdesk_export(data):
            return cometdesk_snapshots(data, pending)
        if is_chatgpt_export(data):
            return chatgpt_snapshots(data)
    except ImportFormatError:
        raise
    except RecursionError:
        raise ImportFormatError("the file is nested too deeply to be an export") from None
    except MemoryError:
        raise ImportFormatError("the file is too large to import") from None
    except _SHAPE_ERRORS as err:
        log.warning("import: unexpected shape", exc_info=True)
        raise ImportFormatError(
            f"the file is not a valid export (unexpected {type(err).__name__})"
        ) from None
    raise ImportFormatError("not a Comet Desk export or a ChatGPT conversations.json")


def import_document(data: Any, repo: Repository, blobs: BlobStore) -> ImportSummary:
    """Validate everything first, then store it in one transaction (all or nothing)."""
    pending = PendingBlobs()
    snapshots = _snapshots(data, pending)
    try:
        sizes = pending.write(blobs)
        summary = repo.import_conversations(snapshots, sizes)
    except RecursionError:
        pending.undo(blobs)
        raise ImportFormatError("the file is nested too deeply to be an export") from None
    except BaseException:
        pending.undo(blobs)  # the transaction was rolled back: leave no image behind
        raise
    return replace(summary, dropped_images=pending.dropped)


def import_file(path: Path, repo: Repository, blobs: BlobStore) -> ImportSummary:
    return import_document(read_document(path), repo, blobs)
