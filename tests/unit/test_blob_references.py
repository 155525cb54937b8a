"""Blobs still in use are never collected: documents (original, text, page images) and the
images a tool returned count as references, in the database and in drafts."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

from app.documents import (
    TEXT_MIME,
    document_blob_hashes,
    extract_document,
    store_document,
    with_page_images,
)
from app.domain import (
    DocumentPart,
    ImagePart,
    Message,
    MessageStatus,
    Params,
    TextPart,
    ToolCallPart,
)
from app.services.drafts import DraftStore
from app.storage import BlobStore, ConversationSnapshot, Repository, open_database
from tests.support.documents import make


def _png(color: str) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 6), color).save(out, "PNG")
    return out.getvalue()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Repository, BlobStore]]:
    conn, _ = open_database(tmp_path / "cometdesk.sqlite3")
    repo = Repository(conn)
    yield repo, BlobStore(tmp_path / "blobs")
    repo.close()


def _document(blobs: BlobStore) -> DocumentPart:
    """report.pdf stored as an attachment is: the PDF, its text, two rendered pages."""
    part = store_document(
        blobs, extract_document(make.report_pdf(), "report.pdf"), page_range=(1, 2)
    )
    part = with_page_images(blobs, part, detail="low")
    assert part.blob and part.text_blob and len(part.images) == 2
    return part


def _tool_call(blobs: BlobStore, orphan: str) -> ToolCallPart:
    chart = blobs.put(_png("green"), "image/png")
    return ToolCallPart(
        call_id="call_1",
        name="draw_chart",
        arguments='{"series": "revenue"}',
        status="done",
        # A "blob" key inside the tool's own JSON is text, not a reference.
        result=json.dumps({"blob": orphan, "note": "chart drawn"}),
        is_json=True,
        images=(ImagePart(blob=chart, mime="image/png", width=8, height=6),),
    )


def _blob_rows(repo: Repository) -> dict[str, str]:
    return dict(repo.connection.execute("SELECT hash, mime FROM blobs").fetchall())


def test_documents_and_tool_images_survive_gc_until_purged(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    orphan = blobs.put(_png("red"), "image/png")  # referenced by nothing
    document = _document(blobs)
    call = _tool_call(blobs, orphan)
    tool_image = call.images[0].blob
    in_use = document_blob_hashes(document) | {tool_image}
    assert len(in_use) == 5

    conv = repo.create_conversation("report", Params(model="gpt-4o"))
    repo.add_message(conv.id, "user", [TextPart("Chart page 1"), document])
    reply = repo.add_message(conv.id, "assistant", [], status=MessageStatus.STREAMING)
    repo.update_message(reply.id, parts=[call, TextPart("Here it is.")])
    # Another conversation shows the same chart: it must outlive the first one.
    other = repo.create_conversation("chart again", Params())
    repo.add_message(other.id, "user", [call.images[0]])

    assert repo.referenced_blobs() == in_use
    assert blobs.gc(repo.referenced_blobs(), grace_s=0) == 1  # the orphan, nothing else
    assert not blobs.exists(orphan)
    assert all(blobs.exists(h) for h in in_use)
    # Each reference is recorded with its type (the document text as such).
    rows = _blob_rows(repo)
    assert set(rows) == in_use
    assert rows[document.text_blob] == TEXT_MIME and rows[document.blob] == "application/pdf"
    assert rows[tool_image] == "image/png"

    repo.delete_conversation(conv.id)
    assert repo.purge_deleted(0) == 1
    assert repo.referenced_blobs() == {tool_image}
    assert set(_blob_rows(repo)) == {tool_image}
    assert blobs.gc(repo.referenced_blobs(), grace_s=0) == 4
    assert not any(blobs.exists(h) for h in document_blob_hashes(document))
    assert blobs.exists(tool_image)

    repo.delete_conversation(other.id)
    repo.purge_deleted(0)
    assert repo.referenced_blobs() == set() and _blob_rows(repo) == {}
    assert blobs.gc(repo.referenced_blobs(), grace_s=0) == 1
    assert not blobs.exists(tool_image)


def test_an_imported_document_is_referenced(store: tuple[Repository, BlobStore]) -> None:
    repo, blobs = store
    document = _document(blobs)
    message = Message(0, 0, "user", (TextPart("see attached"), document))
    repo.import_conversations([ConversationSnapshot("imported", 0, 0, Params(), False, (message,))])
    assert repo.referenced_blobs() == document_blob_hashes(document)
    assert set(_blob_rows(repo)) == document_blob_hashes(document)


def test_drafts_keep_their_documents_blobs(tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path / "blobs")
    document = _document(blobs)
    photo = ImagePart(blob=blobs.put(_png("blue"), "image/png"), mime="image/png")
    orphan = blobs.put(_png("red"), "image/png")
    drafts = DraftStore(tmp_path)
    assert drafts.set_attachments(None, [photo, document])
    drafts.save()

    again = DraftStore(tmp_path)
    again.load()
    assert again.attachments(None) == [photo, document]
    assert again.images(None) == [photo]  # images() stays images only
    keep = again.blob_hashes()
    assert keep == document_blob_hashes(document) | {photo.blob}
    assert blobs.gc(set(keep), grace_s=0) == 1
    assert not blobs.exists(orphan) and all(blobs.exists(h) for h in keep)
