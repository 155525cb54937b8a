"""Merging a restored snapshot's history into the current one: what is missing is added,
nothing present is changed.

A conversation counts as present when the current history (trash included) has one
created at the same moment, in the same compare group, whose first message was created at
the same moment: these never change after the fact, while titles, settings and later
messages may. So merging the same snapshot twice adds nothing the second time. New
conversations go in through the import path (Repository.import_conversations: all or
nothing, timestamps kept), with their images, filed in a folder of the same name.

Synchronous: callers run it off their event loop.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from app.domain import Conversation
from app.storage import (
    BLOBS_DIRNAME,
    DB_FILENAME,
    BlobStore,
    ConversationSnapshot,
    History,
    Repository,
    open_database,
)
from app.storage.blob_refs import part_blobs

Progress = Callable[[str, int, int], None]
_Key = tuple[float, str, float | None]


@dataclass(frozen=True)
class MergeSummary:
    conversations: int
    messages: int
    already_present: int


def _key(repo: Repository, conv: Conversation) -> _Key:
    first = min((m.created_at for m in repo.list_all_messages(conv.id)), default=None)
    return conv.created_at, conv.compare_group, first


def merge_history(
    source_dir: Path, data_dir: Path, history: History, progress: Progress
) -> MergeSummary:
    """Add the conversations of the data folder ``source_dir`` that ``data_dir`` (whose
    history is reached through ``history``) lacks. The import is one transaction on the
    history's own connection, so the whole merge runs there."""
    return history.run(
        lambda target: _merge_from(
            source_dir, target, BlobStore(data_dir / BLOBS_DIRNAME), progress
        )
    )


def _merge_from(
    source_dir: Path, target: Repository, target_blobs: BlobStore, progress: Progress
) -> MergeSummary:
    # The restored folder's own history: a file of its own, opened on the thread that uses it.
    source_conn, _report = open_database(source_dir / DB_FILENAME)
    source = Repository(source_conn)
    try:
        return _merge(source, BlobStore(source_dir / BLOBS_DIRNAME), target, target_blobs, progress)
    finally:
        source.close()


def _merge(
    source: Repository,
    source_blobs: BlobStore,
    target: Repository,
    target_blobs: BlobStore,
    progress: Progress,
) -> MergeSummary:
    present = {
        _key(target, c) for c in target.list_conversations() + target.list_deleted_conversations()
    }
    ids = source.conversation_ids_for_export()
    new: list[Conversation] = []
    for done, cid in enumerate(ids):
        progress("merge", done, len(ids) * 2)
        conv = source.get_conversation(cid)
        if conv is not None and _key(source, conv) not in present:
            new.append(conv)
    created: list[str] = []
    try:
        sizes = _copy_blobs(source, source_blobs, target_blobs, new, created)

        def snapshots() -> Iterator[ConversationSnapshot]:
            # One at a time: the history is never all in memory at once.
            for n, conv in enumerate(new):
                progress("merge", len(ids) + n * len(ids) // max(1, len(new)), len(ids) * 2)
                yield source.snapshot(conv.id)

        summary = target.import_conversations(snapshots(), sizes)
    except BaseException:
        for blob_hash in created:  # the import was rolled back: leave no image behind
            with contextlib.suppress(OSError):
                target_blobs.path(blob_hash).unlink()
        raise
    _file_in_folders(source, target, new, summary.conversation_ids)
    progress("merge", len(ids) * 2, len(ids) * 2)
    return MergeSummary(summary.conversations, summary.messages, len(ids) - len(new))


def _copy_blobs(
    source: Repository,
    source_blobs: BlobStore,
    target_blobs: BlobStore,
    convs: list[Conversation],
    created: list[str],
) -> dict[str, int]:
    """Put the images the new conversations use into the current store (``created``: the
    ones that were not there yet); their sizes, by hash."""
    sizes: dict[str, int] = {}
    for conv in convs:
        for message in source.list_all_messages(conv.id):
            for blob_hash, mime in part_blobs(message.parts):
                if not blob_hash or blob_hash in sizes or not source_blobs.exists(blob_hash):
                    continue
                data = source_blobs.get(blob_hash)
                if not target_blobs.exists(blob_hash):
                    target_blobs.put(data, mime)
                    created.append(blob_hash)
                sizes[blob_hash] = len(data)
    return sizes


def _file_in_folders(
    source: Repository, target: Repository, convs: list[Conversation], new_ids: tuple[int, ...]
) -> None:
    names = {f.id: f.name for f in source.list_folders()}
    folders = {f.name: f.id for f in target.list_folders()}
    for conv, new_id in zip(convs, new_ids, strict=True):
        name = None if conv.folder_id is None else names.get(conv.folder_id)
        if name is None:
            continue
        if name not in folders:
            folders[name] = target.create_folder(name).id
        target.set_folder(new_id, folders[name])


__all__ = ["MergeSummary", "merge_history"]
