"""Hostile text never loses a message: lone surrogates, NUL and other control characters in
replies, titles, reasoning, errors, tool calls, params, folders, votes and imports are stored
(what UTF-8 or SQLite cannot keep becomes U+FFFD, logged once without the text), read back,
found by search and exported."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import MessageStatus, Params, TextPart, ToolCallPart
from app.storage import (
    BlobStore,
    Repository,
    import_file,
    open_database,
    write_json_export,
    write_markdown_export,
)
from app.storage.text_safety import REPLACEMENT, clean_text

# A lone surrogate (what json.loads makes of "\ud800"), NUL, and C0 controls a model or a
# paste can produce. Each word around them must stay searchable.
HOSTILE = "alpha \ud800 bravo\x00charlie \x01\x02\x03\x1b[31m delta\x7f\x1f echo \udfff"
STORED = (
    f"alpha {REPLACEMENT} bravo{REPLACEMENT}charlie \x01\x02\x03\x1b[31m delta\x7f\x1f "
    f"echo {REPLACEMENT}"
)
SECRET_WORD = "zebracrossing"  # in the text; must never reach the log


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    yield repository
    repository.close()


def test_clean_text_replaces_only_what_cannot_be_stored() -> None:
    assert clean_text("plain ascii\ttab\nline") == ("plain ascii\ttab\nline", 0)
    assert clean_text("日本語 😀") == ("日本語 😀", 0)
    assert clean_text(HOSTILE) == (STORED, 3)
    # A valid pair split in two code points (as UTF-16 bridges hand it over) is joined.
    assert clean_text("\ud83d\ude00") == ("😀", 0)
    assert clean_text("a\x00b\x00") == (f"a{REPLACEMENT}b{REPLACEMENT}", 2)


def test_a_streamed_reply_with_hostile_text_is_stored_complete(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params(model="m"))
    repo.add_message(conv.id, "user", [TextPart("question")])
    reply = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
    # As ChatSession saves it: partial text while streaming, then the final state.
    repo.update_message(reply.id, parts=[TextPart(HOSTILE[:20])])
    final = repo.update_message(
        reply.id,
        parts=[
            TextPart(HOSTILE),
            ToolCallPart("call\ud800", "tool\x00name", '{"q": "\ud800\x00"}'),
        ],
        status=MessageStatus.COMPLETE,
        finish_reason="stop",
        reasoning=f"thinking \ud800 about\x00 {SECRET_WORD}",
    )
    assert final.status is MessageStatus.COMPLETE
    stored = repo.get_message(reply.id)
    assert stored is not None and stored.status is MessageStatus.COMPLETE
    text, call = stored.parts
    assert isinstance(text, TextPart) and text.text == STORED
    assert isinstance(call, ToolCallPart)
    assert (call.call_id, call.name) == (f"call{REPLACEMENT}", f"tool{REPLACEMENT}name")
    assert call.arguments == f'{{"q": "{REPLACEMENT}{REPLACEMENT}"}}'
    assert stored.reasoning == f"thinking {REPLACEMENT} about{REPLACEMENT} {SECRET_WORD}"
    # Every word is in the search index, also those after the NUL.
    for word in ("alpha", "bravo", "charlie", "delta", "echo"):
        assert [h.message_id for h in repo.search(word)] == [reply.id], word


def test_error_text_and_params_with_hostile_text(repo: Repository) -> None:
    params = Params(
        model="m\ud800", system_prompt="be\x00 nice \udfff", extra={"k\ud800": ["v\x00"]}
    )
    conv = repo.create_conversation("t", params)
    reply = repo.add_message(conv.id, "assistant", [TextPart("x")], params=params, model="m\ud800")
    repo.update_message(reply.id, status=MessageStatus.ERROR, error="server said \ud800\x00")
    stored = repo.get_message(reply.id)
    assert stored is not None
    assert stored.error == f"server said {REPLACEMENT}{REPLACEMENT}"
    assert stored.model == f"m{REPLACEMENT}"
    assert stored.params is not None
    assert stored.params.system_prompt == f"be{REPLACEMENT} nice {REPLACEMENT}"
    assert stored.params.extra == {f"k{REPLACEMENT}": [f"v{REPLACEMENT}"]}
    repo.set_conversation_params(conv.id, params)
    again = repo.get_conversation(conv.id)
    assert again is not None and again.params.model == f"m{REPLACEMENT}"


def test_titles_folders_and_votes_with_hostile_text(repo: Repository) -> None:
    conv = repo.create_conversation("first \ud800 title\x00tail", Params())
    got = repo.get_conversation(conv.id)
    assert got is not None and got.title == f"first {REPLACEMENT} title{REPLACEMENT}tail"
    assert conv.title == got.title  # what is returned is what was stored
    assert [h.conversation_id for h in repo.search("tail")] == [conv.id]
    repo.rename_conversation(conv.id, "renamed\x00 \udfff later")
    assert [h.conversation_id for h in repo.search("later")] == [conv.id]
    folder = repo.create_folder("work \ud800\x00")
    repo.rename_folder(folder.id, "play \udfff")
    assert [f.name for f in repo.list_folders()] == [f"play {REPLACEMENT}"]
    vote = repo.add_vote("prompt \ud800", ["a\x00", "b"], "a\x00", params=[{"t": "\ud800"}])
    assert repo.list_votes()[0].prompt == f"prompt {REPLACEMENT}"
    assert repo.vote_params(vote.id) == [{"t": REPLACEMENT}]


def test_hostile_text_is_exported_as_json_and_markdown(repo: Repository, tmp_path: Path) -> None:
    conv = repo.create_conversation("title \ud800\x00", Params())
    repo.add_message(conv.id, "user", [TextPart(HOSTILE)])
    blobs = BlobStore(tmp_path / "blobs")
    out = io.StringIO()
    write_json_export(repo, blobs, out)
    document = json.loads(out.getvalue())
    conversation = document["conversations"][0]
    assert conversation["title"] == f"title {REPLACEMENT}{REPLACEMENT}"
    assert conversation["messages"][0]["parts"][0]["text"] == STORED
    out.getvalue().encode("utf-8")  # the export file is valid UTF-8
    markdown = io.StringIO()
    write_markdown_export(repo, markdown)
    assert STORED in markdown.getvalue()
    markdown.getvalue().encode("utf-8")


def test_replacement_is_logged_once_per_message_without_the_text(
    repo: Repository, caplog: pytest.LogCaptureFixture
) -> None:
    conv = repo.create_conversation("t", Params())
    reply = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STREAMING)
    caplog.set_level(logging.INFO, logger="app.storage")
    for n in range(5):  # a streamed reply is saved many times
        repo.update_message(reply.id, parts=[TextPart(f"{SECRET_WORD} \ud800 {n}")])
    lines = [r.getMessage() for r in caplog.records if "U+FFFD" in r.getMessage()]
    assert len(lines) == 1
    assert f"message {reply.id}" in lines[0] and "parts" in lines[0]
    assert SECRET_WORD not in caplog.text and "\ud800" not in caplog.text
    other = repo.add_message(conv.id, "user", [TextPart("\x00")])
    lines = [r.getMessage() for r in caplog.records if "U+FFFD" in r.getMessage()]
    assert len(lines) == 2 and f"message {other.id}" in lines[1]


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_import_of_our_format_with_hostile_escapes(repo: Repository, tmp_path: Path) -> None:
    # JSON escapes decode to a lone surrogate and NUL: exactly what crashed sqlite3 before.
    hostile = r"alpha \ud800 bravo\u0000charlie \u0001\u001f delta"
    doc = (
        '{"format": "cometdesk-export", "version": 1, "conversations": [{'
        f'"title": "imported \\udfff\\u0000 title", "created_at": 1, "params": {{}}, '
        f'"messages": [{{"role": "user", "parts": [{{"type": "text", "text": "{hostile}"}}],'
        f' "created_at": 2, "reasoning": "r\\ud800", "error": "e\\u0000"}}]}}]}}'
    )
    summary = import_file(_write(tmp_path / "x.json", doc), repo, BlobStore(tmp_path / "b"))
    assert (summary.conversations, summary.messages) == (1, 1)
    cid = summary.conversation_ids[0]
    conv = repo.get_conversation(cid)
    assert conv is not None and conv.title == f"imported {REPLACEMENT}{REPLACEMENT} title"
    (message,) = repo.list_messages(cid)
    assert message.parts == (
        TextPart(f"alpha {REPLACEMENT} bravo{REPLACEMENT}charlie \x01\x1f delta"),
    )
    assert (message.reasoning, message.error) == (f"r{REPLACEMENT}", f"e{REPLACEMENT}")
    assert [h.message_id for h in repo.search("charlie")] == [message.id]


def test_import_of_a_chatgpt_export_with_hostile_escapes(repo: Repository, tmp_path: Path) -> None:
    mapping = {
        "root": {"id": "root", "parent": None, "children": ["u"], "message": None},
        "u": {
            "id": "u",
            "parent": "root",
            "children": [],
            "message": {
                "id": "u",
                "author": {"role": "user"},
                "content": {"content_type": "text", "parts": ["one \ud800 two\x00three"]},
                "create_time": 5,
            },
        },
    }
    doc = [{"title": "chat \udfff", "create_time": 1, "mapping": mapping, "current_node": "u"}]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(doc), encoding="ascii")  # \ud800 travels as an escape
    summary = import_file(path, repo, BlobStore(tmp_path / "b"))
    (message,) = repo.list_messages(summary.conversation_ids[0])
    assert message.parts == (TextPart(f"one {REPLACEMENT} two{REPLACEMENT}three"),)
    assert [h.message_id for h in repo.search("three")] == [message.id]
