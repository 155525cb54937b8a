"""A reply's token probabilities in the database: the v7 migration leaves older rows as they
were, a reply stores and reads them back (each of n answers its own), export and import
keep them in the documented shape, and a malformed export is refused with where."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart, TokenLogprob, TokenLogprobs
from app.storage import BlobStore, Repository, import_document, open_database
from app.storage.import_errors import ImportFormatError
from app.storage.schema import MIGRATIONS, SCHEMA_VERSION
from tests.unit.test_export_roundtrip import _export, _without_ids

PARAMS = Params(model="gpt-4o-mini", logprobs=True)
TOKENS = (
    TokenLogprob("Paris", -0.0012, (("Paris", -0.0012), ("Lyon", -7.1))),
    TokenLogprob(" is", -0.3, ()),
    TokenLogprob(" lovely", -2.9, ((" nice", -0.4), (" lovely", -2.9))),
)


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    yield repository
    repository.close()


def _reply(repo: Repository, logprobs: TokenLogprobs | None) -> tuple[int, int]:
    conv = repo.create_conversation("Probabilities", PARAMS)
    repo.add_message(conv.id, "user", (TextPart("Capital?"),), params=PARAMS)
    reply = repo.add_message(
        conv.id, "assistant", (), model="gpt-4o-mini", params=PARAMS, status=MessageStatus.STREAMING
    )
    repo.update_message(
        reply.id,
        parts=(TextPart("Paris is lovely"),),
        status=MessageStatus.COMPLETE,
        finish_reason="stop",
        logprobs=logprobs,
    )
    return conv.id, reply.id


def test_a_v6_database_upgrades_and_its_replies_have_none(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn, _ = open_database(path, migrations=MIGRATIONS[:6])
    old = Repository(conn)
    conv = old.create_conversation("Before", Params(model="gpt-4o-mini"))
    conn.execute(
        "INSERT INTO messages (conversation_id, role, parts, status, created_at, updated_at) "
        'VALUES (?, \'assistant\', \'[{"type": "text", "text": "Old"}]\', \'complete\', 1, 1)',
        (conv.id,),
    )
    conn.commit()
    conn.close()
    conn, report = open_database(path)
    try:
        assert report.migrated_from == 6 and SCHEMA_VERSION >= 7
        columns = [r[1] for r in conn.execute("PRAGMA table_info(messages)")]
        assert "logprobs" in columns
        repo = Repository(conn)
        (message,) = repo.list_messages(conv.id)
        assert message.text == "Old" and message.logprobs is None
        repo.update_message(message.id, logprobs=TokenLogprobs(TOKENS))
        assert repo.list_messages(conv.id)[0].logprobs == TokenLogprobs(TOKENS)
    finally:
        conn.close()


def test_a_reply_keeps_its_tokens_packed(repo: Repository) -> None:
    conv_id, reply_id = _reply(repo, TokenLogprobs(TOKENS))
    stored = repo.get_message(reply_id)
    assert stored is not None and stored.logprobs is not None
    assert stored.logprobs.tokens == TOKENS
    raw = repo.connection.execute("SELECT logprobs FROM messages WHERE id = ?", (reply_id,))
    text = raw.fetchone()[0]
    assert text.startswith('{"v":1,') and "Lyon" in text
    # The question and a reply without them store NULL.
    _c, plain_id = _reply(repo, None)
    rows = repo.connection.execute(
        "SELECT count(*) FROM messages WHERE logprobs IS NULL"
    ).fetchone()[0]
    assert rows == 3
    assert repo.get_message(plain_id).logprobs is None  # type: ignore[union-attr]
    assert conv_id != _c


def test_each_of_n_answers_keeps_its_own(repo: Repository) -> None:
    _conv, reply_id = _reply(repo, TokenLogprobs(TOKENS))
    (other,) = repo.add_choices(reply_id, 1)
    repo.update_message(other.id, logprobs=TokenLogprobs(TOKENS[:1]))
    assert repo.get_message(other.id).logprobs.tokens == TOKENS[:1]  # type: ignore[union-attr]
    assert repo.get_message(reply_id).logprobs.tokens == TOKENS  # type: ignore[union-attr]


def test_a_damaged_column_reads_as_no_tokens(repo: Repository) -> None:
    _conv, reply_id = _reply(repo, TokenLogprobs(TOKENS))
    repo.connection.execute("UPDATE messages SET logprobs = 'garbage' WHERE id = ?", (reply_id,))
    message = repo.get_message(reply_id)
    assert message is not None and message.text == "Paris is lovely"
    assert message.logprobs is not None and message.logprobs.tokens == ()


def test_export_and_import_keep_them(repo: Repository, tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path / "blobs")
    _reply(repo, TokenLogprobs(TOKENS))
    first = _export(repo, blobs)
    question, reply = first["conversations"][0]["messages"]
    assert question["logprobs"] is None
    assert reply["logprobs"][0] == {
        "token": "Paris",
        "logprob": -0.0012,
        "top_logprobs": [
            {"token": "Paris", "logprob": -0.0012},
            {"token": "Lyon", "logprob": -7.1},
        ],
    }
    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other = Repository(conn)
    try:
        summary = import_document(first, other, BlobStore(tmp_path / "other" / "blobs"))
        shown = other.list_messages(summary.conversation_ids[0])
        assert shown[-1].logprobs == TokenLogprobs(TOKENS)
        again = _export(other, BlobStore(tmp_path / "other" / "blobs"))
        assert _without_ids(again) == _without_ids(first)
    finally:
        other.close()


def test_an_older_file_without_the_key_imports(repo: Repository, tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path / "blobs")
    _reply(repo, TokenLogprobs(TOKENS))
    document = _export(repo, blobs)
    for message in document["conversations"][0]["messages"]:
        del message["logprobs"]
    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other = Repository(conn)
    try:
        summary = import_document(document, other, BlobStore(tmp_path / "other" / "blobs"))
        assert other.list_messages(summary.conversation_ids[0])[-1].logprobs is None
    finally:
        other.close()


def test_a_malformed_entry_is_refused_with_where(repo: Repository, tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path / "blobs")
    _reply(repo, TokenLogprobs(TOKENS))
    document = _export(repo, blobs)
    document["conversations"][0]["messages"][1]["logprobs"][1] = {"token": " is"}
    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other = Repository(conn)
    try:
        with pytest.raises(ImportFormatError, match=r"messages\[1\]\.logprobs"):
            import_document(document, other, BlobStore(tmp_path / "other" / "blobs"))
    finally:
        other.close()


def test_the_column_is_cheap_for_ten_thousand_tokens(repo: Repository) -> None:
    many = TokenLogprobs(
        TokenLogprob(f" w{n}", -0.5, tuple((f" a{k}", -1.0 - k) for k in range(5)))
        for n in range(10_000)
    )
    _conv, reply_id = _reply(repo, many)
    size = repo.connection.execute(
        "SELECT length(logprobs) FROM messages WHERE id = ?", (reply_id,)
    ).fetchone()[0]
    assert size < 750_000  # about 71 bytes a token with five alternatives
    loaded = repo.get_message(reply_id)
    assert loaded is not None and len(loaded.logprobs or ()) == 10_000
    assert isinstance(repo.connection, sqlite3.Connection)
