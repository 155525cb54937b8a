"""What a request body holds for a document in each send mode, on both endpoints."""

from __future__ import annotations

import base64
import dataclasses
from pathlib import Path

import pytest

from app.api import BuiltRequest, build_request
from app.documents import (
    BlobDocuments,
    extract_document,
    preview_text,
    send_mode_problem,
    store_document,
    with_page_images,
)
from app.domain import DocumentPart, ImagePart, Message, MessageStatus, Params, TextPart
from app.storage.blobs import BlobStore
from tests.support.documents import make

BLOCK_PAGES_1_2 = (
    "--- file: report.pdf (pages 1–2 of 4) ---\n"
    "[page 1]\nQuarterly report\nRevenue grew 12 percent in the third quarter.\n\n"
    "[page 2]\nCosts\nStaff costs rose to 4.2 million euros.\nCafé expenses: 1,200 €.\n"
    "--- end of file: report.pdf ---"
)


@pytest.fixture
def blobs(tmp_path: Path) -> BlobStore:
    return BlobStore(tmp_path / "blobs")


@pytest.fixture
def report(blobs: BlobStore) -> DocumentPart:
    doc = extract_document(make.report_pdf(), "report.pdf")
    return store_document(blobs, doc, page_range=(1, 2))


def user(*parts: TextPart | ImagePart | DocumentPart, mid: int = 1) -> Message:
    return Message(id=mid, conversation_id=1, role="user", parts=parts)


def build(
    blobs: BlobStore, history: list[Message], *, model: str = "gpt-4o", endpoint: str = "chat"
) -> BuiltRequest:
    return build_request(
        Params(model=model, stream=False),
        history,
        endpoint=endpoint,  # type: ignore[arg-type]
        image_url=lambda p: blobs.data_url(p.blob, p.mime),
        documents=BlobDocuments(blobs),
    )


def test_text_mode_is_a_labelled_block_in_the_message_text(
    blobs: BlobStore, report: DocumentPart
) -> None:
    built = build(blobs, [user(TextPart("Summarise this."), report)])
    assert built.body["messages"] == [
        {"role": "user", "content": "Summarise this.\n\n" + BLOCK_PAGES_1_2}
    ]
    assert built.adjustments == ()
    # The preview shows exactly what is sent.
    assert preview_text(BlobDocuments(blobs), report) == BLOCK_PAGES_1_2


def test_text_mode_on_responses(blobs: BlobStore, report: DocumentPart) -> None:
    built = build(blobs, [user(report, TextPart("Summarise."))], endpoint="responses")
    assert built.body["input"] == [{"role": "user", "content": BLOCK_PAGES_1_2 + "\n\nSummarise."}]


def test_whole_document_label_and_text_file(blobs: BlobStore) -> None:
    part = store_document(blobs, extract_document(b"print('hi')\n", "hello.py"))
    whole = store_document(blobs, extract_document(make.report_pdf(), "report.pdf"))
    content = build(blobs, [user(part, whole)]).body["messages"][0]["content"]
    assert content.startswith(
        "--- file: hello.py ---\nprint('hi')\n--- end of file: hello.py ---\n\n"
        "--- file: report.pdf (4 pages) ---\n[page 1]\n"
    )
    assert content.endswith(
        "[page 3]\nOutlook\nWe expect steady growth next year.\n\n[page 4]\n"
        "--- end of file: report.pdf ---"
    )


def test_pages_mode_sends_images_like_photos(blobs: BlobStore, report: DocumentPart) -> None:
    pages = with_page_images(blobs, dataclasses.replace(report, page_range=(2, 4)), detail="high")
    assert pages.send == "pages" and len(pages.images) == 3
    for image in pages.images:
        # Letter pages at the OpenAI "high" policy: short side 768 px.
        assert (image.width, image.height) == (768, 994)
        assert image.mime in ("image/png", "image/jpeg")
    content = build(blobs, [user(TextPart("Read the scan."), pages)]).body["messages"][0]["content"]
    assert content[0] == {
        "type": "text",
        "text": "Read the scan.\n\n--- file: report.pdf (pages 2–4 of 4, as images) ---",
    }
    assert [c["type"] for c in content[1:]] == ["image_url"] * 3
    assert all(c["image_url"]["detail"] == "high" for c in content[1:])
    assert content[1]["image_url"]["url"] == blobs.data_url(
        pages.images[0].blob, pages.images[0].mime
    )
    responses = build(blobs, [user(pages)], endpoint="responses").body["input"][0]["content"]
    assert [c["type"] for c in responses] == ["input_text"] + ["input_image"] * 3


def test_file_mode_on_responses_is_input_file(blobs: BlobStore, report: DocumentPart) -> None:
    part = dataclasses.replace(report, send="file")
    built = build(
        blobs, [user(TextPart("What changed?"), part)], model="o1-pro", endpoint="responses"
    )
    content = built.body["input"][0]["content"]
    assert content[0] == {
        "type": "input_text",
        "text": "What changed?\n\n--- file: report.pdf (attached as a file) ---",
    }
    item = content[1]
    assert item["type"] == "input_file" and item["filename"] == "report.pdf"
    prefix = "data:application/pdf;base64,"
    assert item["file_data"].startswith(prefix)
    sent = base64.b64decode(item["file_data"][len(prefix) :])
    assert sent == blobs.get(part.blob) and sent.startswith(b"%PDF")
    assert make.AUTHOR.encode() not in sent
    assert built.adjustments == ()


def test_file_mode_on_chat_falls_back_to_text_with_a_note(
    blobs: BlobStore, report: DocumentPart
) -> None:
    part = dataclasses.replace(report, send="file")
    built = build(blobs, [user(part)])
    assert built.body["messages"][0]["content"] == BLOCK_PAGES_1_2
    assert built.adjustments == (
        "report.pdf sent as its text (chat completions cannot carry files; the Responses API can)",
    )


def test_documents_are_resent_in_follow_ups(blobs: BlobStore, report: DocumentPart) -> None:
    history = [
        user(TextPart("Summarise."), report, mid=1),
        Message(
            id=2,
            conversation_id=1,
            role="assistant",
            parts=(TextPart("Revenue grew."),),
            status=MessageStatus.COMPLETE,
        ),
        user(TextPart("And the costs?"), mid=3),
    ]
    messages = build(blobs, history).body["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[0]["content"] == "Summarise.\n\n" + BLOCK_PAGES_1_2
    assert messages[2]["content"] == "And the costs?"


def test_missing_text_is_a_note_not_silence(blobs: BlobStore, report: DocumentPart) -> None:
    blobs.path(report.text_blob).unlink()
    built = build(blobs, [user(TextPart("Hi"), report)])
    assert built.body["messages"][0]["content"] == (
        "Hi\n\n[file report.pdf: its text is not available]"
    )
    assert built.adjustments == ("report.pdf not sent (its extracted text is missing)",)


def test_pages_without_images_go_as_text(blobs: BlobStore, report: DocumentPart) -> None:
    built = build(blobs, [user(dataclasses.replace(report, send="pages"))])
    assert built.body["messages"][0]["content"] == BLOCK_PAGES_1_2
    assert built.adjustments == ("report.pdf sent as text (its page images were not prepared)",)


def test_a_message_with_only_a_document_is_sent(blobs: BlobStore, report: DocumentPart) -> None:
    assert build(blobs, [user(report)]).body["messages"] == [
        {"role": "user", "content": BLOCK_PAGES_1_2}
    ]


def test_send_mode_problems(blobs: BlobStore, report: DocumentPart) -> None:
    text = store_document(blobs, extract_document(b"notes", "notes.md"))
    assert send_mode_problem(report, "pages", vision=True, input_file=False) is None
    assert send_mode_problem(report, "pages", vision=False, input_file=True) == (
        "This model cannot see images, so the pages of report.pdf would not reach it."
    )
    assert send_mode_problem(report, "file", vision=True, input_file=True) is None
    assert send_mode_problem(report, "file", vision=True, input_file=False) == (
        "This model or endpoint does not take files, so report.pdf will be sent as its "
        "extracted text."
    )
    assert send_mode_problem(text, "pages", vision=True, input_file=True) == (
        "Only PDF pages can be sent as images; notes.md goes as text."
    )
    assert send_mode_problem(text, "file", vision=True, input_file=True) == (
        "Only a PDF can be sent as the file itself; notes.md goes as text."
    )
    assert send_mode_problem(text, "text", vision=False, input_file=False) is None


def test_scanned_pdf_stores_as_pages(blobs: BlobStore) -> None:
    part = store_document(blobs, extract_document(make.scanned_pdf(), "invoice.pdf"))
    assert part.send == "pages"
    part = with_page_images(blobs, part)
    assert len(part.images) == 2
    assert part.images[0].detail == "auto"
