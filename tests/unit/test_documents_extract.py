"""Reading documents: text per page/sheet/slide, metadata stripped, and every refusal."""

from __future__ import annotations

import io
import threading
import zipfile
from pathlib import Path

import pytest

from app.api.tokens import exact_tokens
from app.documents import (
    LARGE_PAGES,
    DocumentCancelled,
    DocumentError,
    document_block,
    extract_document,
    load_document_file,
)
from tests.support.documents import make


def test_pdf_text_per_page_with_a_scanned_page() -> None:
    calls: list[tuple[int, int]] = []
    doc = extract_document(
        make.report_pdf(), "report.pdf", progress=lambda d, t: calls.append((d, t))
    )
    assert (doc.kind, doc.mime, doc.pages, doc.title) == (
        "pdf",
        "application/pdf",
        4,
        "Quarterly report",
    )
    assert doc.text.unit == "page"
    assert doc.text.texts[0].splitlines() == [
        "Quarterly report",
        "Revenue grew 12 percent in the third quarter.",
    ]
    assert "Café expenses: 1,200 €." in doc.text.texts[1]
    assert doc.pages_without_text == (4,)
    assert doc.warnings == (
        "1 of 4 pages of report.pdf have no text (page 4); as text they send nothing, "
        "as page images they do.",
    )
    assert calls == [(1, 4), (2, 4), (3, 4), (4, 4)]
    assert doc.has_text and not doc.scanned and doc.default_send_mode == "text"


def test_pdf_metadata_is_not_stored() -> None:
    original = make.report_pdf()
    assert make.AUTHOR.encode() in original
    doc = extract_document(original, "report.pdf")
    assert doc.stored is not None
    assert make.AUTHOR.encode() not in doc.stored
    assert b"/Author" not in doc.stored and b"/Producer" not in doc.stored
    # The stored copy is still the same document.
    assert extract_document(doc.stored, "report.pdf").text == doc.text


def test_scanned_pdf_says_so_and_defaults_to_page_images() -> None:
    doc = extract_document(make.scanned_pdf(), "invoice.pdf")
    assert doc.scanned and not doc.has_text
    assert doc.pages_without_text == (1, 2)
    assert doc.default_send_mode == "pages"
    assert doc.warnings == (
        "invoice.pdf has no text layer: it looks like a scanned document. Send its pages as "
        "images to a model that can see images.",
    )


def test_encrypted_pdf_is_refused_as_password_protected() -> None:
    with pytest.raises(DocumentError) as err:
        extract_document(make.encrypted_pdf(), "salaries.pdf")
    assert str(err.value) == (
        "salaries.pdf is password-protected. Remove the password (for example by printing it "
        "to a new PDF) and attach it again."
    )


def test_corrupt_pdf_is_refused() -> None:
    with pytest.raises(DocumentError) as err:
        extract_document(make.corrupt_pdf(), "broken.pdf")
    assert str(err.value) == "broken.pdf is damaged or is not really a PDF, so it cannot be read."


def test_truncated_pdf_is_refused_or_read_but_never_crashes() -> None:
    data = make.report_pdf()
    with pytest.raises(DocumentError, match=r"^half\.pdf is damaged"):
        extract_document(data[: len(data) // 3], "half.pdf")


def test_large_pdf_asks_before_sending() -> None:
    doc = extract_document(make.long_pdf(LARGE_PAGES + 20), "book.pdf")
    assert doc.pages == 120
    question = doc.confirm_question()
    assert question is not None
    assert question.startswith("book.pdf has 120 pages, about ")
    assert f"{doc.estimated_tokens:,} tokens" in question
    assert question.endswith("Send all of it, or choose a page range first?")
    # The estimate is within 10 % of the real o200k count for this English text.
    exact = exact_tokens(document_block("book.pdf", doc.text), "o200k_base")
    assert abs(doc.estimated_tokens - exact) / exact < 0.10
    assert extract_document(make.report_pdf(), "r.pdf").confirm_question() is None


def test_too_many_pages_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.documents import _pdf

    monkeypatch.setattr(_pdf, "MAX_PAGES", 3)
    with pytest.raises(DocumentError) as err:
        extract_document(make.report_pdf(), "report.pdf")
    assert str(err.value) == (
        "report.pdf has 4 pages; Comet Desk reads documents of up to 3 pages. Split it and "
        "attach the part you need."
    )


def test_cancel_between_pages() -> None:
    stop = threading.Event()

    def progress(done: int, total: int) -> None:
        if done == 2:
            stop.set()

    with pytest.raises(DocumentCancelled):
        extract_document(make.long_pdf(5), "long.pdf", progress=progress, cancelled=stop.is_set)


def test_docx_paragraphs_headings_and_table() -> None:
    doc = extract_document(make.docx_with_table(), "review.docx")
    assert (doc.kind, doc.pages, doc.title, doc.text.unit) == ("docx", 1, "Supplier review", "file")
    assert doc.text.texts[0] == (
        "# Supplier review\n\n"
        "Three suppliers were compared on price and delivery time.\n\n"
        "| Supplier | Price | Days |\n|---|---|---|\n"
        "| Acme | 12.50 | 3 |\n| Globex | 11.90 | 7 |\n\n"
        "- Acme is recommended."
    )


def test_xlsx_sheets_as_csv() -> None:
    doc = extract_document(make.xlsx_workbook(), "sales.xlsx")
    assert (doc.kind, doc.pages, doc.text.unit) == ("xlsx", 2, "sheet")
    assert doc.text.labels == ("Sales", "Costs")
    assert doc.text.texts == (
        "Month,Units,Revenue\nJanuary,120,1500.5\nFebruary,95,1187.25\n2024-03-01,130\n",
        "Item,Amount\nRent,900\n",
    )
    assert doc.text.heading(2) == "[sheet 2: Costs]"


def test_pptx_slides_tables_and_notes() -> None:
    doc = extract_document(make.pptx_deck(), "deck.pptx")
    assert (doc.kind, doc.pages, doc.title) == ("pptx", 2, "Roadmap 2025")
    assert doc.text.texts[0] == (
        "Roadmap 2025\n\nShip documents\nShip formulas\n\nNotes: Mention the beta."
    )
    assert doc.text.texts[1] == "Budget\n\n| Team | Cost |\n|---|---|\n| Docs | 40k |"


@pytest.mark.parametrize("maker", [make.docx_with_table, make.xlsx_workbook, make.pptx_deck])
def test_office_properties_are_not_stored(maker: object) -> None:
    assert callable(maker)
    original = maker()
    name = {"docx_with_table": "a.docx", "xlsx_workbook": "a.xlsx", "pptx_deck": "a.pptx"}[
        maker.__name__
    ]
    doc = extract_document(original, name)
    assert doc.stored is not None

    def holds_author(data: bytes) -> bool:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            return any(make.AUTHOR.encode() in archive.read(n) for n in archive.namelist())

    assert holds_author(original)
    assert not holds_author(doc.stored)
    assert extract_document(doc.stored, name).text == doc.text


def test_cp1252_text_is_decoded() -> None:
    doc = extract_document(make.cp1252_text(), "menu.txt")
    assert doc.kind == "text" and doc.mime == "text/plain"
    assert doc.text.texts == (make.CP1252_TEXT,)
    assert doc.stored == make.CP1252_TEXT.encode("utf-8")


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("naïve ✓\r\nline two".encode("utf-8-sig"), "naïve ✓\nline two"),
        ("UTF-16 text ✓".encode("utf-16"), "UTF-16 text ✓"),
        (b'{"a": [1, 2]}\n', '{"a": [1, 2]}\n'),
    ],
)
def test_text_encodings(data: bytes, expected: str) -> None:
    assert extract_document(data, "x.json").text.texts == (expected,)


def test_csv_is_kept_as_text_with_its_kind() -> None:
    doc = extract_document(b"name;amount\nrent;900\nfood;250\n", "budget.csv")
    assert (doc.kind, doc.mime) == ("csv", "text/csv")
    assert doc.text.texts == ("name;amount\nrent;900\nfood;250\n",)


def test_binary_file_named_txt_is_refused() -> None:
    with pytest.raises(DocumentError) as err:
        extract_document(make.binary_as_text(), "notes.txt")
    assert str(err.value) == (
        "notes.txt is not a text file (it contains binary data), so it cannot be attached as text."
    )


def test_zip_bomb_docx_is_refused_before_inflating() -> None:
    with pytest.raises(DocumentError) as err:
        extract_document(make.zip_bomb("docx", unpacked_mb=40), "bomb.docx")
    assert str(err.value).startswith("bomb.docx would unpack to 40.0 MB from a ")
    assert str(err.value).endswith(" file, which looks like a zip bomb, so it was not opened.")


def test_declared_size_bomb_xlsx_is_refused() -> None:
    with pytest.raises(DocumentError) as err:
        extract_document(make.declared_size_bomb("xlsx"), "claims.xlsx")
    assert str(err.value) == (
        "claims.xlsx would unpack to 4.0 GB from a 1 KB file, which looks like a zip bomb, so "
        "it was not opened."
    )


def test_entity_declarations_in_office_xml_are_refused() -> None:
    with pytest.raises(DocumentError, match=r"^lol\.docx contains an XML document type"):
        extract_document(make.entity_bomb_docx(), "lol.docx")


def test_a_size_that_lies_is_damage() -> None:
    """Declared smaller than the data: zipfile stops at the declared size and the CRC fails."""
    data = bytearray(make.docx_with_table())
    at = data.rfind(b"PK\x01\x02")  # the last central-directory entry
    data[at + 24 : at + 28] = (10).to_bytes(4, "little")
    with pytest.raises(DocumentError, match=r"^liar\.docx is damaged or is not really a Word"):
        extract_document(bytes(data), "liar.docx")


@pytest.mark.parametrize(
    ("data", "name", "sentence"),
    [
        (b"", "empty.pdf", "empty.pdf is empty (0 bytes), so there is nothing to attach."),
        (
            b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 600,
            "old.doc",
            "old.doc is in the old Word 97–2003 (.doc) format, which Comet Desk cannot read; "
            "save it as .docx and attach it again.",
        ),
        (
            b"\x89PNG\r\n\x1a\n" + b"\x00" * 40,
            "shot.png",
            "shot.png is an image; attach it as an image instead.",
        ),
    ],
)
def test_other_refusals(data: bytes, name: str, sentence: str) -> None:
    with pytest.raises(DocumentError) as err:
        extract_document(data, name)
    assert str(err.value) == sentence


def test_plain_zip_is_refused() -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("a.txt", "hello")
    with pytest.raises(DocumentError) as err:
        extract_document(out.getvalue(), "stuff.zip")
    assert str(err.value) == (
        "stuff.zip is a zip archive, not a document Comet Desk can read (PDF, Word (DOCX), "
        "Excel (XLSX), PowerPoint (PPTX), CSV or text)."
    )


def test_load_document_file_checks_size_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.documents import _extract

    path = tmp_path / "big.log"
    path.write_bytes(b"x" * 5000)
    monkeypatch.setattr(_extract, "MAX_FILE_BYTES", 4096)
    with pytest.raises(DocumentError) as err:
        load_document_file(path)
    assert str(err.value) == "big.log is 5 KB; Comet Desk attaches documents of up to 4 KB."
    with pytest.raises(DocumentError, match=r"^gone\.txt could not be read \("):
        load_document_file(tmp_path / "gone.txt")
