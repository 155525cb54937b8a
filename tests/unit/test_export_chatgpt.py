"""Importing ChatGPT's conversations.json (the fixture mimics a real export)."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import MessageStatus
from app.storage import BlobStore, ImportFormatError, Repository, import_file, open_database
from tests.support.db_fixtures import fixture_path

FIXTURE = fixture_path("chatgpt_conversations.json")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Repository, BlobStore]]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    yield repo, BlobStore(tmp_path / "blobs")
    repo.close()


def test_visible_branch_is_imported(store: tuple[Repository, BlobStore]) -> None:
    repo, blobs = store
    summary = import_file(FIXTURE, repo, blobs)
    assert (summary.conversations, summary.messages) == (2, 8)
    sourdough = repo.get_conversation(summary.conversation_ids[0])
    assert sourdough is not None
    assert sourdough.title == "Sourdough starter help"
    assert sourdough.created_at == 1714552000.123456
    assert sourdough.params.model == "gpt-4o"
    msgs = repo.list_messages(sourdough.id)
    assert [m.role for m in msgs] == ["user", "assistant", "user", "assistant", "assistant"]
    # The regenerated answer (another branch) is kept as a version, not shown; the hidden
    # system message is left out.
    assert "earlier answer" not in " ".join(m.text for m in msgs)
    versions = repo.versions(msgs[1].id)
    assert len(versions) == 2 and versions.index(msgs[1].id) == 1  # ‹ 2/2 ›, as in ChatGPT
    earlier = repo.get_message(versions[0])
    assert earlier is not None and "earlier answer" in earlier.text and not earlier.active
    assert earlier.parent_id == msgs[0].id
    assert msgs[1].text.startswith("Not dead, just hungry!")
    assert (msgs[1].model, msgs[1].status, msgs[1].finish_reason) == (
        "gpt-4o",
        MessageStatus.COMPLETE,
        "stop",
    )
    assert msgs[1].created_at == 1714552010.0
    # An image becomes a note, the caption stays.
    assert (
        msgs[2].text
        == "[image not included in the ChatGPT export]Here is a photo after two feedings."
    )
    assert len(msgs[2].parts) == 2
    # The model's thoughts become the reasoning of the reply; an interrupted reply says so.
    assert msgs[3].reasoning.startswith("Looking at the bubbles")
    assert (msgs[3].status, msgs[3].finish_reason) == (MessageStatus.STOPPED, None)
    # Tool calls and tool output are skipped; max_tokens maps to "length".
    assert msgs[4].text.startswith("You can also try the float test")
    assert (msgs[4].status, msgs[4].finish_reason, msgs[4].reasoning) == (
        MessageStatus.COMPLETE,
        "length",
        "",
    )
    regex = repo.list_messages(summary.conversation_ids[1])
    assert [m.role for m in regex] == ["user", "assistant"]  # custom instructions skipped
    assert repo.search("acetone")[0].conversation_id == sourdough.id


def test_zip_from_chatgpt_is_read(store: tuple[Repository, BlobStore], tmp_path: Path) -> None:
    repo, blobs = store
    archive = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(FIXTURE, "conversations.json")
        zf.writestr("chat.html", "<html></html>")
    assert import_file(archive, repo, blobs).conversations == 2


def test_a_cycle_in_the_tree_is_refused(
    store: tuple[Repository, BlobStore], tmp_path: Path
) -> None:
    repo, blobs = store
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data[1]["mapping"]["root"]["parent"] = "a1"
    bad = tmp_path / "conversations.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ImportFormatError, match="cycle"):
        import_file(bad, repo, blobs)
    assert repo.list_conversations() == []  # all or nothing


@pytest.mark.parametrize(
    ("content", "fragment"),
    [(b"{not json", "not valid JSON (line 1"), (b"\xff\xfe\x00", "not UTF-8"), (b"42", "not a")],
)
def test_unreadable_files_are_refused(
    store: tuple[Repository, BlobStore], tmp_path: Path, content: bytes, fragment: str
) -> None:
    repo, blobs = store
    bad = tmp_path / "in.json"
    bad.write_bytes(content)
    with pytest.raises(ImportFormatError, match=fragment.replace("(", r"\(")):
        import_file(bad, repo, blobs)
