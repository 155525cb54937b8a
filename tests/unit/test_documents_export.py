"""Documents through export and import: originals, texts, page images and choices travel."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.documents import BlobDocuments, extract_document, store_document, with_page_images
from app.domain import DocumentPart, Params, TextPart, parts_from_json, parts_to_json
from app.storage import BlobStore, Repository, import_document, open_database, write_json_export
from app.storage.export import write_markdown_export
from tests.support.documents import make


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Repository, BlobStore]]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    yield repo, BlobStore(tmp_path / "blobs")
    repo.close()


def _parts(blobs: BlobStore) -> tuple[DocumentPart, DocumentPart, DocumentPart]:
    report = store_document(blobs, extract_document(make.report_pdf(), "report.pdf"))
    text = store_document(blobs, extract_document(make.xlsx_workbook(), "sales.xlsx"))
    pages = with_page_images(
        blobs,
        store_document(blobs, extract_document(make.scanned_pdf(), "scan.pdf"), page_range=(2, 2)),
        detail="low",
    )
    return _with(report, send="file"), text, pages


def _with(part: DocumentPart, **changes: Any) -> DocumentPart:
    from dataclasses import replace

    return replace(part, **changes)


def _export(repo: Repository, blobs: BlobStore) -> dict[str, Any]:
    out = io.StringIO()
    write_json_export(repo, blobs, out, now=0.0)
    data: dict[str, Any] = json.loads(out.getvalue())
    return data


def test_round_trip_into_another_data_dir(
    store: tuple[Repository, BlobStore], tmp_path: Path
) -> None:
    repo, blobs = store
    file_part, sheet_part, pages_part = _parts(blobs)
    conversation = repo.create_conversation("Docs", Params(model="gpt-4o"))
    parts = (TextPart("Compare these."), file_part, sheet_part, pages_part)
    repo.add_message(conversation.id, "user", parts)

    exported = _export(repo, blobs)
    items = exported["conversations"][0]["messages"][0]["parts"]
    assert [p["type"] for p in items] == ["text", "document", "document", "document"]
    doc = items[1]
    assert (doc["name"], doc["mime"], doc["pages"], doc["send"]) == (
        "report.pdf",
        "application/pdf",
        4,
        "file",
    )
    assert doc["data_url"].startswith("data:application/pdf;base64,")
    assert doc["text"]["unit"] == "page" and doc["text"]["texts"][0].startswith("Quarterly report")
    assert items[2]["text"]["labels"] == ["Sales", "Costs"]
    assert items[3]["page_range"] == [2, 2] and len(items[3]["images"]) == 1
    assert items[3]["images"][0]["detail"] == "low"

    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other_repo, other_blobs = Repository(conn), BlobStore(tmp_path / "other" / "blobs")
    try:
        summary = import_document(exported, other_repo, other_blobs)
        assert summary.conversations == 1
        (cid,) = other_repo.conversation_ids_for_export()
        (message,) = other_repo.snapshot(cid).messages
        assert message.parts == parts  # same hashes: content-addressed in both stores
        docs = BlobDocuments(other_blobs)
        assert docs.text(sheet_part) == BlobDocuments(blobs).text(sheet_part)
        assert other_blobs.get(file_part.blob) == blobs.get(file_part.blob)
        assert other_blobs.get(pages_part.images[0].blob) == blobs.get(pages_part.images[0].blob)
        assert (
            _export(other_repo, other_blobs)["conversations"][0]["messages"]
            == exported["conversations"][0]["messages"]
        )
    finally:
        other_repo.close()


def test_missing_blobs_export_as_null_and_import_as_a_note(
    store: tuple[Repository, BlobStore], tmp_path: Path
) -> None:
    repo, blobs = store
    part = store_document(blobs, extract_document(b"hello", "note.md"))
    conversation = repo.create_conversation("Gone", Params())
    repo.add_message(conversation.id, "user", (part,))
    blobs.path(part.blob).unlink()
    blobs.path(part.text_blob).unlink()
    exported = _export(repo, blobs)
    item = exported["conversations"][0]["messages"][0]["parts"][0]
    assert item["data_url"] is None and item["text"] is None
    conn, _ = open_database(tmp_path / "other.sqlite3")
    other = Repository(conn)
    try:
        import_document(exported, other, BlobStore(tmp_path / "other"))
        (cid,) = other.conversation_ids_for_export()
        (message,) = other.snapshot(cid).messages
        assert message.parts == (TextPart("[document note.md missing from the export]"),)
    finally:
        other.close()


def test_markdown_export_names_the_document(store: tuple[Repository, BlobStore]) -> None:
    repo, blobs = store
    part = store_document(
        blobs, extract_document(make.report_pdf(), "report.pdf"), page_range=(1, 3)
    )
    conversation = repo.create_conversation("Md", Params())
    repo.add_message(conversation.id, "user", (TextPart("Look"), part))
    out = io.StringIO()
    write_markdown_export(repo, out, now=0.0)
    assert "*[document: report.pdf, 4 pages (pages 1–3), sent as text]*" in out.getvalue()


def test_stored_json_round_trip_and_old_rows() -> None:
    part = DocumentPart("a" * 64, "application/pdf", "r.pdf", "b" * 64, 3, (1, 2), "pages")
    assert parts_from_json(json.loads(json.dumps(parts_to_json((part,))))) == (part,)
    # A row stored with only the required fields (and an unknown send mode) still loads.
    (old,) = parts_from_json(
        [{"type": "document", "blob": "c" * 64, "mime": "text/plain", "send": "?"}]
    )
    assert isinstance(old, DocumentPart)
    assert (old.name, old.send, old.page_range, old.images) == ("", "text", None, ())
