"""The n answers of one request through export and import: JSON keeps each as a version
(and the request's usage once, on the first), an import reads them back as they were, and
the Markdown export writes every answer where the reply stands."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart, Usage
from app.storage import BlobStore, Repository, import_document, open_database, write_markdown_export
from tests.unit.test_export_roundtrip import _export, _without_ids

PARAMS = Params(model="gpt-4o-mini", n=3)
USAGE = Usage(prompt_tokens=40, completion_tokens=90)
ANSWERS = ["First answer.", "Second answer.", "Third answer."]


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    yield repository
    repository.close()


def _three_answers(repo: Repository) -> tuple[int, list[int]]:
    """A question and three answers stored as ChatSession stores them."""
    conv = repo.create_conversation("Answers", PARAMS)
    repo.add_message(conv.id, "user", (TextPart("Three ways?"),), params=PARAMS)
    reply = repo.add_message(
        conv.id, "assistant", (), model="gpt-4o-mini", params=PARAMS, status=MessageStatus.STREAMING
    )
    others = repo.add_choices(reply.id, 2)
    for n, message in enumerate([reply, *others]):
        repo.update_message(
            message.id,
            parts=(TextPart(ANSWERS[n]),),
            status=MessageStatus.COMPLETE,
            finish_reason="stop",
            usage=USAGE if n == 0 else None,
            first_token_s=0.1 * (n + 1),
            duration_s=1.0 + n,
        )
    return conv.id, [reply.id, *(m.id for m in others)]


def test_three_answers_survive_export_and_import(repo: Repository, tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path / "blobs")
    _conv, ids = _three_answers(repo)
    assert repo.versions(ids[0]) == ids
    first = _export(repo, blobs)
    messages = first["conversations"][0]["messages"]
    assert [m["parts"][0]["text"] for m in messages[1:]] == ANSWERS
    assert [m["parent"] for m in messages[1:]] == [0, 0, 0]
    assert [m["active"] for m in messages[1:]] == [True, False, False]
    assert len({m["created_at"] for m in messages[1:]}) == 1
    assert [m["usage"] is not None for m in messages[1:]] == [True, False, False]

    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other = Repository(conn)
    try:
        summary = import_document(first, other, BlobStore(tmp_path / "other" / "blobs"))
        conv_id = summary.conversation_ids[0]
        shown = other.list_messages(conv_id)
        assert [m.text for m in shown] == ["Three ways?", ANSWERS[0]]
        versions = other.versions(shown[-1].id)
        assert [other.get_message(i).text for i in versions] == ANSWERS  # type: ignore[union-attr]
        assert other.version_positions(conv_id) == {shown[-1].id: (1, 3)}
        # The usage is the request's: counted once, whichever answer is on screen.
        assert other.branch_usage(conv_id) == [("gpt-4o-mini", USAGE)]
        other.show_version(versions[2])
        assert other.branch_usage(conv_id) == [("gpt-4o-mini", USAGE)]
        other.show_version(versions[0])
        assert _without_ids(_export(other, BlobStore(tmp_path / "other" / "blobs"))) == (
            _without_ids(first)
        )
    finally:
        other.close()


def test_a_regenerated_reply_is_not_an_answer_of_the_request_before(repo: Repository) -> None:
    conv_id, ids = _three_answers(repo)
    again = repo.add_message(
        conv_id, "assistant", (TextPart("Again."),), model="gpt-4o-mini", version_of=ids[0]
    )
    # The regenerated reply reported no usage: it does not borrow the earlier request's,
    # and it is a version but not one of the request's answers.
    assert repo.branch_usage(conv_id) == []
    assert repo.version_positions(conv_id) == {again.id: (4, 4)}
    assert repo.answer_positions(conv_id) == {}
    repo.show_version(ids[1])
    assert repo.branch_usage(conv_id) == [("gpt-4o-mini", USAGE)]
    assert repo.answer_positions(conv_id) == {ids[1]: (2, 3)}
    assert again.id not in repo.versions(ids[0])[:3]


def test_markdown_export_writes_every_answer(repo: Repository) -> None:
    _conv, ids = _three_answers(repo)
    repo.show_version(ids[1])
    out = io.StringIO()
    write_markdown_export(repo, out, now=0)
    text = out.getvalue()
    headings = [line for line in text.splitlines() if line.startswith("### Assistant")]
    assert headings == [
        "### Assistant · gpt-4o-mini · answer 2 of 3",  # the one on screen first
        "### Assistant · gpt-4o-mini · answer 1 of 3",
        "### Assistant · gpt-4o-mini · answer 3 of 3",
    ]
    assert all(answer in text for answer in ANSWERS)
    assert text.index("Three ways?") < text.index(ANSWERS[1]) < text.index(ANSWERS[0])


def test_deleting_the_first_answer_hands_the_usage_to_the_next(repo: Repository) -> None:
    conv_id, ids = _three_answers(repo)
    repo.delete_message(ids[0])
    assert repo.versions(ids[1]) == ids[1:]
    assert repo.get_message(ids[1]).usage == USAGE  # type: ignore[union-attr]
    assert repo.get_message(ids[2]).usage is None  # type: ignore[union-attr]
    assert repo.branch_usage(conv_id) == [("gpt-4o-mini", USAGE)]
    assert repo.answer_positions(conv_id) == {ids[2]: (2, 2)}
