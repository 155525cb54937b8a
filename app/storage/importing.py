"""Import a file: our own export (JSON) or ChatGPT's (conversations.json, or its .zip)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from app.storage.blobs import BlobStore
from app.storage.import_chatgpt import chatgpt_snapshots, is_chatgpt_export
from app.storage.import_cometdesk import cometdesk_snapshots, is_cometdesk_export
from app.storage.import_errors import ImportFormatError
from app.storage.repository import ImportSummary, Repository

CHATGPT_MEMBER = "conversations.json"


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
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise ImportFormatError(f"{path.name}: not UTF-8 text") from None
    except json.JSONDecodeError as err:
        raise ImportFormatError(
            f"{path.name}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})"
        ) from None


def import_document(data: Any, repo: Repository, blobs: BlobStore) -> ImportSummary:
    """Validate everything first, then store it in one transaction (all or nothing)."""
    if is_cometdesk_export(data):
        snapshots = cometdesk_snapshots(data, blobs)
    elif is_chatgpt_export(data):
        snapshots = chatgpt_snapshots(data)
    else:
        raise ImportFormatError("not a Comet Desk export or a ChatGPT conversations.json")
    summary = repo.import_conversations(snapshots)
    for snap in snapshots:
        for message in snap.messages:
            for image in message.images:
                repo.record_blob(image.blob, image.mime, blobs.path(image.blob).stat().st_size)
    return summary


def import_file(path: Path, repo: Repository, blobs: BlobStore) -> ImportSummary:
    return import_document(read_document(path), repo, blobs)
