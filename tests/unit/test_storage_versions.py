"""Message versions: regenerated replies and edited questions are siblings in a tree; the
branch on screen is what list_messages reads, and export/import carry the whole tree."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from app.domain import Message, Params, TextPart
from app.storage import BlobStore, Repository, open_database
from app.storage.export import write_json_export, write_markdown_export
from app.storage.import_cometdesk import cometdesk_snapshots


@pytest.fixture
def repo(tmp_path: Path) -> Repository:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    return Repository(conn)


def _say(repo: Repository, cid: int, role: str, text: str, **kw: int) -> Message:
    return repo.add_message(cid, role, (TextPart(text),), **kw)  # type: ignore[arg-type]


def _texts(repo: Repository, cid: int) -> list[str]:
    return [m.text for m in repo.list_messages(cid)]


def _chat(repo: Repository) -> tuple[int, Message, Message]:
    cid = repo.create_conversation("t", Params()).id
    question = _say(repo, cid, "user", "Q1")
    answer = _say(repo, cid, "assistant", "A1")
    return cid, question, answer


def test_messages_follow_each_other(repo: Repository) -> None:
    cid, question, answer = _chat(repo)
    follow = _say(repo, cid, "user", "Q2")
    assert question.parent_id is None
    assert answer.parent_id == question.id
    assert follow.parent_id == answer.id
    assert repo.get_message(follow.id) == follow


def test_regenerated_reply_is_a_version_and_hides_the_old_branch(repo: Repository) -> None:
    cid, question, first = _chat(repo)
    _say(repo, cid, "user", "Q2")
    second = _say(repo, cid, "assistant", "A1 again", version_of=first.id)
    assert second.parent_id == question.id
    assert _texts(repo, cid) == ["Q1", "A1 again"]
    assert repo.versions(second.id) == [first.id, second.id]
    assert repo.version_positions(cid) == {second.id: (2, 2)}
    assert repo.count_messages(cid) == 2
    # The old branch is still there, with what followed it.
    repo.show_version(first.id)
    assert _texts(repo, cid) == ["Q1", "A1", "Q2"]
    assert repo.version_positions(cid) == {first.id: (1, 2)}


def test_edited_question_keeps_the_old_branch(repo: Repository) -> None:
    cid, question, _answer = _chat(repo)
    edited = _say(repo, cid, "user", "Q1 edited", version_of=question.id)
    _say(repo, cid, "assistant", "A for edited")
    assert edited.parent_id is None
    assert _texts(repo, cid) == ["Q1 edited", "A for edited"]
    repo.show_version(question.id)
    assert _texts(repo, cid) == ["Q1", "A1"]
    repo.show_version(edited.id)
    assert _texts(repo, cid) == ["Q1 edited", "A for edited"]


def test_showing_a_version_follows_the_newest_version_below_it(repo: Repository) -> None:
    cid, question, first = _chat(repo)
    _say(repo, cid, "assistant", "A2", version_of=first.id)
    third = _say(repo, cid, "assistant", "A3", version_of=first.id)
    repo.show_version(question.id)
    assert _texts(repo, cid) == ["Q1", "A3"]
    assert repo.version_positions(cid) == {third.id: (3, 3)}


def test_new_messages_continue_the_branch_on_screen(repo: Repository) -> None:
    cid, _question, first = _chat(repo)
    _say(repo, cid, "assistant", "A2", version_of=first.id)
    repo.show_version(first.id)
    nxt = _say(repo, cid, "user", "Q2")
    assert nxt.parent_id == first.id
    assert _texts(repo, cid) == ["Q1", "A1", "Q2"]


def test_deleting_a_version_removes_its_branch_and_shows_a_sibling(repo: Repository) -> None:
    cid, _question, first = _chat(repo)
    second = _say(repo, cid, "assistant", "A2", version_of=first.id)
    after = _say(repo, cid, "user", "Q2 after A2")
    repo.delete_message(second.id)
    assert _texts(repo, cid) == ["Q1", "A1"]
    assert repo.get_message(after.id) is None
    assert repo.version_positions(cid) == {}
    assert all(hit.message_id != after.id for hit in repo.search("after"))


def test_deleting_a_single_message_keeps_what_followed(repo: Repository) -> None:
    cid, question, answer = _chat(repo)
    follow = _say(repo, cid, "user", "Q2")
    repo.delete_message(answer.id)
    assert _texts(repo, cid) == ["Q1", "Q2"]
    moved = repo.get_message(follow.id)
    assert moved is not None and moved.parent_id == question.id
    assert not repo.search("A1")


def test_deleting_the_first_message_on_screen_shows_another_first_message(
    repo: Repository,
) -> None:
    """A reply left first (its question deleted) beside a new question shown alone: deleting
    that question shows the reply, not an empty conversation (sync shows the same)."""
    cid, question, answer = _chat(repo)
    repo.delete_message(question.id)
    alone = _say(repo, cid, "user", "Q2", version_of=answer.id)
    assert alone.parent_id is None
    assert _texts(repo, cid) == ["Q2"]
    repo.delete_message(alone.id)
    assert _texts(repo, cid) == ["A1"]


def test_lazy_pages_read_only_the_branch_on_screen(repo: Repository) -> None:
    cid, _question, first = _chat(repo)
    for n in range(5):
        _say(repo, cid, "assistant", f"old branch {n}" if n else "A-x", version_of=first.id)
    shown = repo.list_messages(cid, limit=1)
    assert [m.text for m in shown] == ["old branch 4"]
    older = repo.list_messages(cid, limit=5, before_id=shown[0].id)
    assert [m.text for m in older] == ["Q1"]


def test_json_export_carries_versions_and_imports_exactly(repo: Repository, tmp_path: Path) -> None:
    cid, question, first = _chat(repo)
    _say(repo, cid, "user", "Q2 on A1")
    _say(repo, cid, "assistant", "A2", version_of=first.id)
    _say(repo, cid, "user", "Q1 edited", version_of=question.id)
    blobs = BlobStore(tmp_path / "blobs")
    out = io.StringIO()
    write_json_export(repo, blobs, out)
    doc = json.loads(out.getvalue())
    exported = doc["conversations"][0]["messages"]
    assert [(m["parts"][0]["text"], m["parent"], m["active"]) for m in exported] == [
        ("Q1", None, False),
        ("A1", 0, False),
        ("Q2 on A1", 1, False),
        ("A2", 0, False),
        ("Q1 edited", None, True),
    ]
    conn, _ = open_database(tmp_path / "other.sqlite3")
    other = Repository(conn)
    summary = other.import_conversations(cometdesk_snapshots(doc, blobs))
    new_id = summary.conversation_ids[0]
    assert _texts(other, new_id) == ["Q1 edited"]
    again = io.StringIO()
    write_json_export(other, blobs, again)
    assert json.loads(again.getvalue())["conversations"][0]["messages"] == exported
    # Navigating the imported tree works like the original.
    first_q = other.list_all_messages(new_id)[0]
    other.show_version(first_q.id)
    assert _texts(other, new_id) == ["Q1", "A2"]


def test_exports_without_parents_import_as_one_line(repo: Repository, tmp_path: Path) -> None:
    _chat(repo)
    blobs = BlobStore(tmp_path / "blobs")
    out = io.StringIO()
    write_json_export(repo, blobs, out)
    doc = json.loads(out.getvalue())
    for m in doc["conversations"][0]["messages"]:
        del m["parent"], m["active"]
    summary = repo.import_conversations(cometdesk_snapshots(doc, blobs))
    imported = repo.list_messages(summary.conversation_ids[0])
    assert [m.text for m in imported] == ["Q1", "A1"]
    assert imported[1].parent_id == imported[0].id


def test_markdown_export_shows_the_branch_on_screen(repo: Repository, tmp_path: Path) -> None:
    cid, _question, first = _chat(repo)
    _say(repo, cid, "assistant", "second answer", version_of=first.id)
    out = io.StringIO()
    write_markdown_export(repo, out)
    text = out.getvalue()
    assert "second answer" in text and "A1" not in text
