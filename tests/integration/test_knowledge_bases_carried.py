"""The knowledge bases a chat searches (conversations.knowledge_bases) go with it: kept by a
duplicate and a fork, written to and read from a JSON export (only for chats that have
some), and synced to another machine, where a later change and a clearing arrive too —
while the records, export entries and sync fingerprints of chats without any stay exactly
as before."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

from app.domain import Params, TextPart
from app.storage import (
    DB_FILENAME,
    BlobStore,
    ImportFormatError,
    Repository,
    import_document,
    open_database,
    write_json_export,
)
from app.storage.queries import fork
from app.sync import RemoteConfig
from tests.integration.sync.conftest import PASSPHRASE
from tests.support.sync_rounds import pending, run_sync_round


def repo_of(path: Path) -> Repository:
    conn, _ = open_database(path)
    return Repository(conn)


def start(repo: Repository, title: str, bases: list[str] | None = None) -> int:
    conv, _ = repo.start_conversation(title, Params(model="gpt-5"), [TextPart(title)])
    repo.add_message(conv.id, "assistant", [TextPart("Here is what I found.")], model="gpt-5")
    if bases:
        repo.set_knowledge_bases(conv.id, bases)
    return conv.id


def by_title(repo: Repository) -> dict[str, list[str]]:
    return {c.title: repo.knowledge_bases(c.id) for c in repo.list_conversations()}


def export(repo: Repository, blobs: BlobStore) -> dict[str, Any]:
    out = io.StringIO()
    write_json_export(repo, blobs, out, None, now=0.0)
    doc: dict[str, Any] = json.loads(out.getvalue())
    return doc


def sync(data_dir: Path, folder: Path) -> int:
    config = RemoteConfig.parse(["folder", str(folder)])
    return run_sync_round(data_dir, config, None, PASSPHRASE).sent


def machines(tmp_path: Path) -> tuple[Path, Path, Path]:
    a, b, storage = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    for data_dir in (a, b):
        open_database(data_dir / DB_FILENAME)[0].close()
    return a, b, storage


def sent_again(a: Path, b: Path, storage: Path, change: Callable[[Repository], None]) -> None:
    """``change`` made to a synced chat on machine A: one chat waits there, A sends it, and
    B takes it."""
    with closing(repo_of(a / DB_FILENAME)) as repo:
        change(repo)
    assert pending(a) == 1
    assert sync(a, storage) == 1
    sync(b, storage)


def test_kept_by_duplicate_and_fork_and_carried_by_an_export(tmp_path: Path) -> None:
    repo, blobs = repo_of(tmp_path / "a.sqlite3"), BlobStore(tmp_path / "blobs")
    try:
        with_bases = start(repo, "Contracts", ["law", "tax"])
        start(repo, "Weather")
        copy = repo.duplicate_conversation(with_bases, "Contracts (copy)")
        assert repo.knowledge_bases(copy.id) == ["law", "tax"]
        last = repo.list_messages(with_bases)[-1].id
        assert repo.knowledge_bases(fork(repo, with_bases, last, "Contracts (fork)").id) == [
            "law",
            "tax",
        ]

        doc = export(repo, blobs)
        entries = {c["title"]: c for c in doc["conversations"]}
        assert entries["Contracts"]["knowledge_bases"] == ["law", "tax"]
        assert "knowledge_bases" not in entries["Weather"]  # as files were before
    finally:
        repo.close()
    other = repo_of(tmp_path / "b.sqlite3")
    try:
        import_document(doc, other, BlobStore(tmp_path / "other-blobs"))
        found = by_title(other)
        assert found["Contracts"] == ["law", "tax"] and found["Weather"] == []
    finally:
        other.close()


def test_an_export_with_a_malformed_list_is_refused_in_one_sentence(tmp_path: Path) -> None:
    repo, blobs = repo_of(tmp_path / "a.sqlite3"), BlobStore(tmp_path / "blobs")
    try:
        start(repo, "Contracts", ["law"])
        doc = export(repo, blobs)
        doc["conversations"][0]["knowledge_bases"] = ["law", 7]
        try:
            import_document(doc, repo, blobs)
        except ImportFormatError as err:
            assert str(err) == "conversations[0].knowledge_bases[1]: expected text, found int"
        else:
            raise AssertionError("a list holding a number was imported")
        assert len(repo.list_conversations()) == 1  # nothing half-imported
    finally:
        repo.close()


def test_the_bases_sync_and_a_later_change_or_clearing_follows(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    with closing(repo_of(a / DB_FILENAME)) as repo:
        contracts = start(repo, "Contracts", ["law"])
        start(repo, "Weather")
    assert sync(a, storage) == 2
    sync(b, storage)
    with closing(repo_of(b / DB_FILENAME)) as other:
        assert by_title(other) == {"Contracts": ["law"], "Weather": []}
    assert pending(b) == 0  # what B took needs no sending back

    # Only the bases change (no message, no title): the chat waits and is sent again.
    sent_again(a, b, storage, lambda repo: repo.set_knowledge_bases(contracts, ["law", "tax"]))
    with closing(repo_of(b / DB_FILENAME)) as other:
        assert by_title(other)["Contracts"] == ["law", "tax"]
        # Cleared on B: that travels back too.
        other.set_knowledge_bases(
            next(c.id for c in other.list_conversations() if c.title == "Contracts"), []
        )
    assert sync(b, storage) == 1
    sync(a, storage)
    with closing(repo_of(a / DB_FILENAME)) as repo:
        assert by_title(repo) == {"Contracts": [], "Weather": []}
    assert pending(a) == pending(b) == 0


def test_a_later_assistant_is_sent_again(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    with closing(repo_of(a / DB_FILENAME)) as repo:
        cid = start(repo, "Treasure")
    sync(a, storage)
    sync(b, storage)
    # Stored after the first question: the chat waits and is sent again.
    sent_again(a, b, storage, lambda repo: repo.set_conversation_assistant(cid, "pirate"))
    with closing(repo_of(b / DB_FILENAME)) as other:
        assert [c.assistant for c in other.list_conversations()] == ["pirate"]
