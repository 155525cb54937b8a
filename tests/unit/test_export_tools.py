"""Tool calls travel whole through export and import: status, result, error, approval and
the images a tool returned; files written before that still import."""

from __future__ import annotations

import copy
import io
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from app.domain import BUILTIN_SERVER, ImagePart, MessageStatus, Params, TextPart, ToolCallPart
from app.storage import (
    BlobStore,
    ImportFormatError,
    Repository,
    import_document,
    open_database,
    write_json_export,
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Repository, BlobStore]]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    yield repo, BlobStore(tmp_path / "blobs")
    repo.close()


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (5, 4), "orange").save(out, "PNG")
    return out.getvalue()


def _calls(blobs: BlobStore) -> tuple[ToolCallPart, ...]:
    # detail left at "auto": app.domain reads a tool image back without its detail.
    chart = ImagePart(blobs.put(_png(), "image/png"), "image/png", 5, 4)
    return (
        ToolCallPart(
            call_id="call_1",
            name="plot",
            arguments='{"series": [1, 2, 3]}',
            status="done",
            result='{"points": 3}',
            is_json=True,
            server="charts",
            tool="plot_series",
            ran_arguments='{"series": [1, 2]}',
            images=(chart,),
            duration_s=1.25,
            approval="conversation",
        ),
        ToolCallPart(
            call_id="call_2",
            name="delete_files",
            arguments="{not json",
            round=1,
            status="denied",
            error="You did not allow this tool to run.",
        ),
        ToolCallPart(
            call_id="sources-1",
            name="web_search",
            arguments="",
            round=1,
            status="done",
            result=json.dumps([{"url": "https://example.org/a", "title": "A"}]),
            is_json=True,
            server=BUILTIN_SERVER,
        ),
    )


def _export(repo: Repository, blobs: BlobStore) -> dict[str, Any]:
    out = io.StringIO()
    write_json_export(repo, blobs, out, now=0.0)
    doc: dict[str, Any] = json.loads(out.getvalue())
    return doc


def _populate(repo: Repository, blobs: BlobStore) -> tuple[ToolCallPart, ...]:
    calls = _calls(blobs)
    conv = repo.create_conversation("tools", Params(model="gpt-4o"))
    repo.add_message(conv.id, "user", [TextPart("Plot it, then tidy up")])
    reply = repo.add_message(
        conv.id, "assistant", [], model="gpt-4o", status=MessageStatus.STREAMING
    )
    repo.update_message(
        reply.id,
        parts=[calls[0], TextPart("Plotted."), calls[1], calls[2]],
        status=MessageStatus.COMPLETE,
        finish_reason="stop",
    )
    return calls


def test_tool_calls_round_trip_whole(store: tuple[Repository, BlobStore], tmp_path: Path) -> None:
    repo, blobs = store
    calls = _populate(repo, blobs)
    first = _export(repo, blobs)
    exported = first["conversations"][0]["messages"][1]["parts"][0]
    assert exported["status"] == "done" and exported["result"] == '{"points": 3}'
    assert exported["approval"] == "conversation" and exported["ran_arguments"]
    # The tool's image is embedded like an image part, never as a bare hash.
    (image,) = exported["images"]
    assert "blob" not in image and image["type"] == "image"
    assert image["data_url"].startswith("data:image/png;base64,")

    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other, other_blobs = Repository(conn), BlobStore(tmp_path / "other" / "blobs")
    try:
        summary = import_document(first, other, other_blobs)
        reply = other.list_messages(summary.conversation_ids[0])[1]
        assert reply.tool_calls == calls  # every field, images included
        assert reply.citations == [("https://example.org/a", "A")]
        assert other_blobs.get(reply.tool_calls[0].images[0].blob) == _png()
        assert other.referenced_blobs() == {calls[0].images[0].blob}
        assert [h.message_id for h in other.search("points")] == [reply.id]
        second = _export(other, other_blobs)
    finally:
        other.close()
    strip = [{k: v for k, v in c.items() if k != "id"} for c in first["conversations"]]
    assert [{k: v for k, v in c.items() if k != "id"} for c in second["conversations"]] == strip


def test_an_export_from_before_tool_results_still_imports(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    _populate(repo, blobs)
    doc = _export(repo, blobs)
    parts = doc["conversations"][0]["messages"][1]["parts"]
    parts[0] = {k: parts[0][k] for k in ("type", "call_id", "name", "arguments")}  # old form
    summary = import_document(doc, repo, blobs)
    call = repo.list_messages(summary.conversation_ids[0])[1].tool_calls[0]
    assert call == ToolCallPart(call_id="call_1", name="plot", arguments='{"series": [1, 2, 3]}')


def test_a_tool_image_missing_at_export_is_left_out(store: tuple[Repository, BlobStore]) -> None:
    repo, blobs = store
    calls = _populate(repo, blobs)
    blobs.path(calls[0].images[0].blob).unlink()
    doc = _export(repo, blobs)
    assert doc["conversations"][0]["messages"][1]["parts"][0]["images"][0]["data_url"] is None
    summary = import_document(doc, repo, blobs)
    call = repo.list_messages(summary.conversation_ids[0])[1].tool_calls[0]
    assert call.images == () and call.result == '{"points": 3}'


@pytest.mark.parametrize(
    ("field", "value", "fragment"),
    [
        ("status", "maybe", "parts[0].status"),
        ("result", 42, "parts[0].result: expected text"),
        ("round", "1", "parts[0].round"),
        ("is_json", "yes", "parts[0].is_json"),
        ("duration_s", -1, "parts[0].duration_s"),
        ("images", [{"data_url": "http://x/y.png"}], "parts[0].images[0].data_url"),
    ],
)
def test_a_malformed_tool_call_is_refused_and_nothing_imported(
    store: tuple[Repository, BlobStore], field: str, value: Any, fragment: str
) -> None:
    repo, blobs = store
    _populate(repo, blobs)
    doc = copy.deepcopy(_export(repo, blobs))
    doc["conversations"][0]["messages"][1]["parts"][0][field] = value
    before = repo.count_conversations()
    with pytest.raises(ImportFormatError, match=re.escape(fragment)):
        import_document(doc, repo, blobs)
    assert repo.count_conversations() == before
