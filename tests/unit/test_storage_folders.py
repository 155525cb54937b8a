"""Folders and duplicates in a real SQLite file."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.domain import Params, TextPart
from app.storage import Repository, open_database
from app.storage.repository import NotFoundError


@pytest.fixture
def repo(tmp_path: Path) -> Repository:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    return Repository(conn)


def test_folders_file_conversations_and_deleting_a_folder_keeps_them(repo: Repository) -> None:
    work = repo.create_folder("Work")
    home = repo.create_folder("Home")
    assert [f.name for f in repo.list_folders()] == ["Work", "Home"]  # in creation order
    chat = repo.create_conversation("Budget", Params())
    repo.set_folder(chat.id, work.id)
    assert repo.get_conversation(chat.id).folder_id == work.id  # type: ignore[union-attr]
    repo.rename_folder(home.id, "Family")
    assert [f.name for f in repo.list_folders()] == ["Work", "Family"]
    repo.delete_folder(work.id)
    kept = repo.get_conversation(chat.id)
    assert kept is not None and kept.folder_id is None
    with pytest.raises(NotFoundError):
        repo.rename_folder(work.id, "gone")


def test_duplicate_copies_messages_versions_and_folder(repo: Repository) -> None:
    folder = repo.create_folder("Trips")
    chat = repo.create_conversation("Lisbon", Params(model="m", temperature=0.4))
    repo.set_folder(chat.id, folder.id)
    question = repo.add_message(chat.id, "user", (TextPart("Where to eat?"),))
    first = repo.add_message(chat.id, "assistant", (TextPart("Tasca"),))
    repo.add_message(chat.id, "assistant", (TextPart("Time Out Market"),), version_of=first.id)
    copy = repo.duplicate_conversation(chat.id, "Lisbon (copy)")
    assert copy.id != chat.id and copy.title == "Lisbon (copy)"
    assert copy.folder_id == folder.id and copy.params.temperature == 0.4
    assert [m.text for m in repo.list_messages(copy.id)] == ["Where to eat?", "Time Out Market"]
    assert len(repo.list_all_messages(copy.id)) == 3
    # The copy is independent: changing it leaves the original alone.
    repo.delete_message(repo.list_messages(copy.id)[0].id)
    assert repo.list_messages(chat.id)[0].text == question.text
