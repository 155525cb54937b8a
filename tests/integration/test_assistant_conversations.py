"""A chat's assistant (conversations.assistant) is stored with the conversation, kept by a
fork and a duplicate, written to and read from a JSON export, and synced to another machine
with the chat — while chats started without one keep records exactly as before."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from app.domain import Params, TextPart
from app.storage import (
    DB_FILENAME,
    BlobStore,
    Repository,
    import_document,
    open_database,
    write_json_export,
)
from app.storage.queries import fork
from app.sync import RemoteConfig
from app.sync.local_state import LocalState
from tests.integration.sync.conftest import PASSPHRASE
from tests.support.sync_logs import field_names, field_value, sent_by
from tests.support.sync_rounds import run_sync_round


def repo_of(path: Path) -> Repository:
    conn, _ = open_database(path)
    return Repository(conn)


def start(repo: Repository, title: str, assistant: str = "") -> int:
    params = Params(model="gpt-5", system_prompt="Talk like a pirate." if assistant else "")
    conv, _ = repo.start_conversation(title, params, [TextPart(title)])
    repo.add_message(conv.id, "assistant", [TextPart("Arr.")], model="gpt-5")
    if assistant:
        repo.set_conversation_assistant(conv.id, assistant)
    return conv.id


def export(repo: Repository, blobs: BlobStore) -> dict[str, Any]:
    out = io.StringIO()
    write_json_export(repo, blobs, out, None, now=0.0)
    doc: dict[str, Any] = json.loads(out.getvalue())
    return doc


def test_stored_kept_by_fork_and_duplicate_and_carried_by_an_export(tmp_path: Path) -> None:
    repo, blobs = repo_of(tmp_path / "a.sqlite3"), BlobStore(tmp_path / "blobs")
    try:
        with_one = start(repo, "Treasure", "pirate")
        plain = start(repo, "Weather")
        assert repo.get_conversation(with_one).assistant == "pirate"  # type: ignore[union-attr]
        assert repo.get_conversation(plain).assistant == ""  # type: ignore[union-attr]
        last = repo.list_messages(with_one)[-1].id
        assert fork(repo, with_one, last, "Treasure (fork)").assistant == "pirate"
        assert repo.duplicate_conversation(with_one, "Treasure (copy)").assistant == "pirate"

        doc = export(repo, blobs)
        by_title = {c["title"]: c for c in doc["conversations"]}
        assert by_title["Treasure"]["assistant"] == "pirate"
        assert by_title["Weather"]["assistant"] == ""
        # An export from before the key reads as a chat without an assistant.
        del by_title["Weather"]["assistant"]
    finally:
        repo.close()
    other = repo_of(tmp_path / "b.sqlite3")
    try:
        import_document(doc, other, BlobStore(tmp_path / "other-blobs"))
        found = {c.title: c.assistant for c in other.list_conversations()}
        assert found["Treasure"] == "pirate" and found["Weather"] == ""
    finally:
        other.close()


def sync(data_dir: Path, folder: Path) -> None:
    config = RemoteConfig.parse(["folder", str(folder)])
    run_sync_round(data_dir, config, None, PASSPHRASE)


def test_the_assistant_syncs_with_the_chat(tmp_path: Path) -> None:
    a, b, storage = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    for data_dir in (a, b):
        open_database(data_dir / DB_FILENAME)[0].close()
    repo = repo_of(a / DB_FILENAME)
    try:
        start(repo, "Treasure", "pirate")
        start(repo, "Weather")
    finally:
        repo.close()
    sync(a, storage)
    sync(b, storage)
    other = repo_of(b / DB_FILENAME)
    try:
        found = {c.title: c for c in other.list_conversations()}
        assert found["Treasure"].assistant == "pirate"
        assert found["Treasure"].params.system_prompt == "Talk like a pirate."
        assert found["Weather"].assistant == ""
        # A title changed on B travels back without losing the assistant.
        other.rename_conversation(found["Treasure"].id, "Buried treasure")
    finally:
        other.close()
    sync(b, storage)
    sync(a, storage)
    repo = repo_of(a / DB_FILENAME)
    try:
        back = {c.title: c.assistant for c in repo.list_conversations()}
        assert back["Buried treasure"] == "pirate"
    finally:
        repo.close()


def test_a_chat_without_an_assistant_sends_no_assistant_field(tmp_path: Path) -> None:
    """Only a chat started with an assistant tells one: the others send no field for it."""
    a, storage = tmp_path / "a", tmp_path / "storage"
    repo = repo_of(a / DB_FILENAME)
    try:
        start(repo, "Treasure", "pirate")
        start(repo, "Weather")
    finally:
        repo.close()
    sync(a, storage)
    config = RemoteConfig.parse(["folder", str(storage)])
    [batch] = sent_by(config, PASSPHRASE, machine_of(a))
    by_title = {field_value(p, "title"): p for p in batch.conversations.values()}
    assert field_value(by_title["Treasure"], "assistant") == "pirate"
    assert "assistant" not in field_names(by_title["Weather"])


def machine_of(data_dir: Path) -> str:
    state = LocalState.open(data_dir)
    try:
        return state.machine_id()
    finally:
        state.close()
