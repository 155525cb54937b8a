"""A reply's response id and the replies still running on the server, against a real
SQLite file: kept and read back, found by start-up, left alone by mark_interrupted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart
from app.storage import NotFoundError, Repository, open_database


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    yield repository
    repository.close()


def test_a_background_reply_keeps_its_id_and_start_up_finds_it(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    repo.add_message(conv.id, "user", (TextPart("Research tea"),))
    reply = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
    repo.set_response_id(reply.id, "resp_1", MessageStatus.BACKGROUND)
    stored = repo.get_message(reply.id)
    assert stored is not None
    assert stored.response_id == "resp_1" and stored.status is MessageStatus.BACKGROUND
    assert repo.mark_interrupted() == 0  # still running on the server: not cut off
    assert [m.id for m in repo.background_replies()] == [reply.id]
    repo.update_message(reply.id, status=MessageStatus.COMPLETE)
    assert repo.background_replies() == []
    assert repo.get_message(reply.id).response_id == "resp_1"  # type: ignore[union-attr]


def test_a_deleted_conversations_background_reply_is_not_polled(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    reply = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
    repo.set_response_id(reply.id, "resp_2", MessageStatus.BACKGROUND)
    repo.delete_conversation(conv.id)
    assert repo.background_replies() == []


def test_keeping_an_id_leaves_the_status_when_none_is_given(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    reply = repo.add_message(conv.id, "assistant", (TextPart("done"),))
    repo.set_response_id(reply.id, "resp_3")
    stored = repo.get_message(reply.id)
    assert stored is not None and stored.status is MessageStatus.COMPLETE
    with pytest.raises(NotFoundError):
        repo.set_response_id(reply.id + 100, "resp_4")
