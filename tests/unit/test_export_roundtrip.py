"""Export to JSON and back: every field survives; bad files are refused with a reason."""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from app.domain import ImagePart, MessageStatus, Params, TextPart, Usage
from app.storage import (
    BlobStore,
    ImportFormatError,
    NotFoundError,
    Repository,
    import_document,
    open_database,
    write_json_export,
)
from app.storage.queries import entry_members


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Repository, BlobStore]]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    yield repo, BlobStore(tmp_path / "blobs")
    repo.close()


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (4, 3), "purple").save(out, "PNG")
    return out.getvalue()


def _populate(repo: Repository, blobs: BlobStore) -> None:
    params = Params(
        model="gpt-5",
        temperature=0.2,
        max_tokens=500,
        stop=("END",),
        reasoning_effort="low",
        system_prompt="Be kind.",
        extra={"x": [1, {"y": None}]},
    )
    first = repo.create_conversation("Ünïcode 🦊 & <html>", params)
    repo.set_pinned(first.id, True)
    digest = blobs.put(_png(), "image/png")
    repo.add_message(
        first.id,
        "user",
        (TextPart("What is this?\n\n```\ncode\n```"), ImagePart(digest, "image/png", 4, 3, "high")),
        params=params,
    )
    statuses = [
        (MessageStatus.COMPLETE, "stop", None),
        (MessageStatus.INCOMPLETE, None, None),
        (MessageStatus.INTERRUPTED, None, None),
        (MessageStatus.STOPPED, None, None),
        (MessageStatus.ERROR, None, "Rate limited (429); retry after 20 s"),
        (MessageStatus.COMPLETE, "length", None),
    ]
    for n, (status, finish, error) in enumerate(statuses):
        msg = repo.add_message(
            first.id, "assistant", (), model="gpt-5", params=params, status=MessageStatus.STREAMING
        )
        repo.update_message(
            msg.id,
            parts=(TextPart(f"answer {n}"),) if n % 2 == 0 else (),
            status=status,
            finish_reason=finish,
            usage=Usage(10 + n, 20, 5, 1) if n % 3 == 0 else None,
            error=error,
            reasoning=f"thinking {n}" if n == 1 else None,
        )
    second = repo.create_conversation("Second", Params())
    repo.add_message(second.id, "developer", (TextPart("rules"),))
    repo.add_message(second.id, "system", (TextPart("sys"),))
    repo.create_conversation("Empty one", Params(model="x"))
    trashed = repo.create_conversation("In the trash", Params())
    repo.delete_conversation(trashed.id)


def _export(repo: Repository, blobs: BlobStore, ids: list[int] | None = None) -> dict[str, Any]:
    out = io.StringIO()
    write_json_export(repo, blobs, out, ids, now=0.0)
    doc: dict[str, Any] = json.loads(out.getvalue())
    return doc


def _without_ids(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [{k: v for k, v in c.items() if k != "id"} for c in doc["conversations"]]


def test_export_import_export_is_exact(store: tuple[Repository, BlobStore], tmp_path: Path) -> None:
    repo, blobs = store
    _populate(repo, blobs)
    first = _export(repo, blobs)
    assert first["format"] == "cometdesk-export" and first["version"] == 1
    assert first["exported_at"] == "1970-01-01T00:00:00.000000Z"
    assert [c["title"] for c in first["conversations"]] == [
        "Ünïcode 🦊 & <html>",
        "Second",
        "Empty one",
    ]  # oldest first; the trash is not exported
    statuses = [m["status"] for m in first["conversations"][0]["messages"]]
    assert statuses == [
        "complete",
        "complete",
        "incomplete",
        "interrupted",
        "stopped",
        "error",
        "complete",
    ]
    finishes = [m["finish_reason"] for m in first["conversations"][0]["messages"]]
    assert finishes == [None, "stop", None, None, None, None, "length"]
    image = first["conversations"][0]["messages"][0]["parts"][1]
    assert image["data_url"].startswith("data:image/png;base64,")

    # Into a different data dir, so images really travel inside the file.
    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other_repo, other_blobs = Repository(conn), BlobStore(tmp_path / "other" / "blobs")
    try:
        summary = import_document(first, other_repo, other_blobs)
        assert (summary.conversations, summary.messages) == (3, 9)
        second = _export(other_repo, other_blobs)
        assert _without_ids(second) == _without_ids(first)
        assert second == json.loads(json.dumps(second))  # plain JSON, nothing odd
        stored = other_repo.list_messages(summary.conversation_ids[0])[0].images[0]
        assert other_blobs.get(stored.blob) == _png()
        pinned = other_repo.get_conversation(summary.conversation_ids[0])
        assert pinned is not None and pinned.pinned
    finally:
        other_repo.close()


def test_export_of_chosen_conversations(store: tuple[Repository, BlobStore]) -> None:
    repo, blobs = store
    _populate(repo, blobs)
    doc = _export(repo, blobs, [2])
    assert [c["title"] for c in doc["conversations"]] == ["Second"]
    with pytest.raises(NotFoundError):
        _export(repo, blobs, [4])  # in the trash
    empty = _export(repo, blobs, [])
    assert empty["conversations"] == []


def test_missing_image_is_exported_as_null_and_imported_as_a_note(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    conv = repo.create_conversation("t", Params())
    repo.add_message(conv.id, "user", (ImagePart("ee" * 32, "image/png"),))
    doc = _export(repo, blobs)
    assert doc["conversations"][0]["messages"][0]["parts"][0]["data_url"] is None
    summary = import_document(doc, repo, blobs)
    msg = repo.list_messages(summary.conversation_ids[0])[0]
    assert msg.text == "[image missing from the export]"


def _valid_doc() -> dict[str, Any]:
    return {
        "format": "cometdesk-export",
        "version": 1,
        "exported_at": "2024-05-01T00:00:00Z",
        "conversations": [
            {
                "title": "t",
                "created_at": "2024-05-01T00:00:00Z",
                "updated_at": "2024-05-01T00:00:00Z",
                "params": {},
                "pinned": False,
                "messages": [
                    {
                        "role": "user",
                        "parts": [{"type": "text", "text": "hi"}],
                        "status": "complete",
                        "created_at": "2024-05-01T00:00:00Z",
                    }
                ],
            }
        ],
    }


def _break(path: str, value: Any) -> dict[str, Any]:
    doc = _valid_doc()
    target: Any = doc
    keys = path.split(".")
    for key in keys[:-1]:
        target = target[int(key)] if key.isdigit() else target[key]
    target[keys[-1]] = value
    return doc


@pytest.mark.parametrize(
    ("doc", "fragment"),
    [
        (_break("version", 2), "newer Comet Desk"),
        (_break("conversations", {}), "conversations: expected a list"),
        (_break("conversations.0.messages.0.role", "robot"), "messages[0].role"),
        (_break("conversations.0.messages.0.status", "done"), "unknown status"),
        (_break("conversations.0.messages.0.created_at", "yesterday"), "ISO 8601"),
        (_break("conversations.0.messages.0.parts", [{"type": "video"}]), "parts[0].type"),
        (_break("conversations.0.params", {"temperature": "hot"}), "params.temperature"),
        (_break("conversations.0.params", {"n": 0}), "params.n: n must be a whole number"),
        (_break("conversations.0.params", {"verbosity": "loud"}), "params.verbosity"),
        (_break("conversations.0.params", {"service_tier": "scale"}), "params.service_tier"),
        (_break("conversations.0.params", {"response_format": "json"}), "params.response_format"),
        (_break("conversations.0.params", {"extra": []}), "params.extra"),
        (_break("conversations.0.pinned", "yes"), "pinned"),
        (_break("conversations.0.compare_group", 7), "conversations[0].compare_group"),
        (_break("conversations.0.params", {"compare_group": 7}), "params.compare_group"),
        (
            _break(
                "conversations.0.messages.0.parts",
                [{"type": "image", "mime": "image/png", "data_url": "http://x/y.png"}],
            ),
            "data: URL",
        ),
        ({"hello": "world"}, "not a Comet Desk export"),
        ([1, 2], "not a Comet Desk export"),
    ],
)
def test_bad_documents_are_refused_with_a_reason_and_import_nothing(
    store: tuple[Repository, BlobStore], doc: Any, fragment: str
) -> None:
    repo, blobs = store
    with pytest.raises(ImportFormatError, match=re.escape(fragment)):
        import_document(doc, repo, blobs)
    assert repo.list_conversations() == []


def test_valid_minimal_document_imports(store: tuple[Repository, BlobStore]) -> None:
    repo, blobs = store
    summary = import_document(_valid_doc(), repo, blobs)
    assert (summary.conversations, summary.messages) == (1, 1)
    msg = repo.list_messages(summary.conversation_ids[0])[0]
    assert msg.created_at == 1714521600.0 and msg.text == "hi"


def test_an_export_from_before_typed_parameters_imports_and_exports_the_new_shape(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    old = {
        "model": "gpt-5",
        "temperature": 0.3,
        "stop": [],
        "extra": {
            "n": 2,
            "verbosity": "low",
            "response_format": {"type": "json_object"},
            "service_tier": "flex",
            "logprobs": True,
        },
    }
    doc = _valid_doc()
    doc["conversations"][0]["params"] = old
    doc["conversations"][0]["messages"][0]["params"] = old
    summary = import_document(doc, repo, blobs)
    conv = repo.get_conversation(summary.conversation_ids[0])
    assert conv is not None
    expected = Params(
        model="gpt-5",
        temperature=0.3,
        n=2,
        verbosity="low",
        response_format={"type": "json_object"},
        service_tier="flex",
        extra={"logprobs": True},
    )
    assert conv.params == expected
    assert repo.list_messages(conv.id)[0].params == expected
    written = _export(repo, blobs)["conversations"][0]
    for params in (written["params"], written["messages"][0]["params"]):
        assert (params["n"], params["verbosity"], params["service_tier"]) == (2, "low", "flex")
        assert params["response_format"] == {"type": "json_object"}
        assert params["extra"] == {"logprobs": True}


def test_an_old_extra_value_no_field_takes_still_imports(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    doc = _break("conversations.0.params", {"extra": {"service_tier": "scale", "n": "two"}})
    summary = import_document(doc, repo, blobs)
    conv = repo.get_conversation(summary.conversation_ids[0])
    assert conv is not None and conv.params.service_tier is None and conv.params.n is None
    assert conv.params.extra == {"service_tier": "scale", "n": "two"}


def _compare(repo: Repository) -> list[int]:
    """A chat and a two-column compare, each column's question sent with its params."""
    chat = repo.create_conversation("Chat", Params(model="gpt-5"))
    repo.add_message(chat.id, "user", (TextPart("hi"),), params=Params(model="gpt-5"))
    ids = [chat.id]
    for model in ("gpt-5", "gpt-4o"):
        params = Params(model=model, temperature=0.5)
        column, _ = repo.start_conversation(
            f"⚖ Sea · {model}", params, (TextPart("Sea"),), compare_group="c0ffee"
        )
        ids.append(column.id)
    return ids


def test_a_compare_travels_as_the_conversations_compare_group(
    store: tuple[Repository, BlobStore], tmp_path: Path
) -> None:
    repo, blobs = store
    _compare(repo)
    first = _export(repo, blobs)
    written = first["conversations"]
    assert [c["compare_group"] for c in written] == ["", "c0ffee", "c0ffee"]
    for conv in written:  # a property of the conversation, not a request parameter
        assert "compare_group" not in conv["params"]
        assert all("compare_group" not in m["params"] for m in conv["messages"])

    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other = Repository(conn)
    try:
        summary = import_document(first, other, BlobStore(tmp_path / "other" / "blobs"))
        chat, *columns = summary.conversation_ids
        assert [c.id for c in entry_members(other, columns[1])] == columns
        assert [c.id for c in entry_members(other, chat)] == [chat]
        assert _without_ids(_export(other, blobs)) == _without_ids(first)
    finally:
        other.close()


def test_an_export_from_before_the_compare_group_key_reads_it_from_the_params(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    doc = _valid_doc()
    old = doc["conversations"][0]
    # As older files wrote a column of a compare: the group among its params (and its
    # messages'), no key of its own.
    old["params"] = {"model": "gpt-5", "temperature": 0.5, "compare_group": "c0ffee"}
    old["messages"][0]["params"] = dict(old["params"])
    doc["conversations"].append(json.loads(json.dumps(old)))
    doc["conversations"].append(_valid_doc()["conversations"][0])  # a plain chat
    first, second, plain = import_document(doc, repo, blobs).conversation_ids
    column = repo.get_conversation(first)
    assert column is not None and column.compare_group == "c0ffee"
    assert column.params == Params(model="gpt-5", temperature=0.5)
    assert repo.list_messages(first)[0].params == Params(model="gpt-5", temperature=0.5)
    assert [c.id for c in entry_members(repo, second)] == [first, second]
    assert [c.id for c in entry_members(repo, plain)] == [plain]
    written = _export(repo, blobs)["conversations"]
    assert [c["compare_group"] for c in written] == ["c0ffee", "c0ffee", ""]
    assert "compare_group" not in written[0]["params"]
