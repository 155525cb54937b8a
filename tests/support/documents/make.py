"""Build test documents in memory: real PDFs (text pages and scanned pages), an encrypted
and a corrupt PDF, DOCX with a table, XLSX, PPTX, CP1252 text, binary data named .txt, and
zip bombs. Office files carry an author in their properties so tests can check that it is
stripped.

The PDF writer is deliberately tiny (Helvetica text in WinAnsi encoding, grey images) so
the fixtures do not depend on a PDF-writing library; pypdf (a dependency of the app) only
encrypts.
"""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

AUTHOR = "Alice Secretagent"


@dataclass(frozen=True)
class Scanned:
    """A page that is only a picture of text (no text layer)."""

    caption: str


def pdf(
    pages: Sequence[str | Scanned],
    *,
    title: str = "Quarterly report",
    author: str = AUTHOR,
) -> bytes:
    """A PDF with one page per item: text (lines split on \\n) or a Scanned image page."""
    objects: list[bytes] = []

    def add(body: bytes) -> int:
        objects.append(body)
        return len(objects)

    catalog = add(b"")  # filled in below
    pages_obj = add(b"")
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
    kids: list[int] = []
    for page in pages:
        resources = f"/Font << /F1 {font} 0 R >>".encode()
        if isinstance(page, Scanned):
            image = add(_image_xobject(page.caption))
            resources += f" /XObject << /Im1 {image} 0 R >>".encode()
            content = b"q 468 0 0 120 72 600 cm /Im1 Do Q"
        else:
            content = _text_content(page)
        stream = add(_stream(content))
        kids.append(
            add(
                f"<< /Type /Page /Parent {pages_obj} 0 R /MediaBox [0 0 612 792] ".encode()
                + b"/Resources << "
                + resources
                + f" >> /Contents {stream} 0 R >>".encode()
            )
        )
    info = add(
        b"<< /Title "
        + _pdf_string(title)
        + b" /Author "
        + _pdf_string(author)
        + b" /Producer (Comet Desk test fixtures) >>"
    )
    objects[catalog - 1] = f"<< /Type /Catalog /Pages {pages_obj} 0 R >>".encode()
    refs = " ".join(f"{k} 0 R" for k in kids)
    objects[pages_obj - 1] = f"<< /Type /Pages /Kids [{refs}] /Count {len(kids)} >>".encode()

    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f"{number} 0 obj\n".encode() + body + b"\nendobj\n")
    xref = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    for offset in offsets:
        out.write(f"{offset:010d} 00000 n \n".encode())
    out.write(
        f"trailer\n<< /Size {len(objects) + 1} /Root {catalog} 0 R /Info {info} 0 R >>\n"
        f"startxref\n{xref}\n%%EOF\n".encode()
    )
    return out.getvalue()


def _pdf_string(text: str) -> bytes:
    raw = text.encode("cp1252")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _text_content(text: str) -> bytes:
    lines = [b"BT /F1 12 Tf 72 720 Td 16 TL"]
    for line in text.split("\n"):
        lines.append(_pdf_string(line) + b" Tj T*")
    lines.append(b"ET")
    return b"\n".join(lines)


def _stream(content: bytes) -> bytes:
    packed = zlib.compress(content)
    return (
        f"<< /Length {len(packed)} /Filter /FlateDecode >>\nstream\n".encode()
        + packed
        + b"\nendstream"
    )


def _image_xobject(caption: str) -> bytes:
    image = Image.new("L", (936, 240), 255)
    draw = ImageDraw.Draw(image)
    draw.text((20, 20), caption, fill=0, font_size=48)
    packed = zlib.compress(image.tobytes())
    return (
        (
            f"<< /Type /XObject /Subtype /Image /Width {image.width} /Height {image.height} "
            f"/ColorSpace /DeviceGray /BitsPerComponent 8 /Length {len(packed)} "
            "/Filter /FlateDecode >>\nstream\n"
        ).encode()
        + packed
        + b"\nendstream"
    )


def report_pdf() -> bytes:
    """Three text pages and a scanned fourth page."""
    return pdf(
        [
            "Quarterly report\nRevenue grew 12 percent in the third quarter.",
            "Costs\nStaff costs rose to 4.2 million euros.\nCafé expenses: 1,200 €.",
            "Outlook\nWe expect steady growth next year.",
            Scanned("SCANNED SIGNATURE PAGE"),
        ]
    )


def scanned_pdf() -> bytes:
    return pdf([Scanned("Invoice 2024-117"), Scanned("Total due: 450 EUR")])


def long_pdf(pages: int) -> bytes:
    body = "\n".join(
        f"Line {n}: the quick brown fox jumps over the lazy dog, again and again."
        for n in range(40)
    )
    return pdf([f"Page {p + 1}\n{body}" for p in range(pages)])


def encrypted_pdf(password: str = "secret") -> bytes:
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(report_pdf())))
    writer.encrypt(user_password=password, owner_password=password + "-owner", algorithm="AES-128")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def corrupt_pdf() -> bytes:
    """Starts like a PDF, then nothing a parser can use."""
    return b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\n" + bytes(range(256)) * 40


def docx_with_table() -> bytes:
    import docx

    document = docx.Document()
    document.core_properties.author = AUTHOR
    document.core_properties.title = "Supplier review"
    document.add_heading("Supplier review", level=1)
    document.add_paragraph("Three suppliers were compared on price and delivery time.")
    table = document.add_table(rows=3, cols=3)
    for row, values in zip(
        table.rows,
        [("Supplier", "Price", "Days"), ("Acme", "12.50", "3"), ("Globex", "11.90", "7")],
        strict=True,
    ):
        for cell, value in zip(row.cells, values, strict=True):
            cell.text = value
    document.add_paragraph("Acme is recommended.", style="List Bullet")
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def xlsx_workbook() -> bytes:
    import datetime as dt

    import openpyxl

    workbook = openpyxl.Workbook()
    workbook.properties.creator = AUTHOR
    sales = workbook.active
    assert sales is not None
    sales.title = "Sales"
    sales.append(["Month", "Units", "Revenue"])
    sales.append(["January", 120, 1500.5])
    sales.append(["February", 95, 1187.25])
    sales.append([dt.date(2024, 3, 1), 130, None])
    costs = workbook.create_sheet("Costs")
    costs.append(["Item", "Amount"])
    costs.append(["Rent", 900])
    out = io.BytesIO()
    workbook.save(out)
    return out.getvalue()


def pptx_deck() -> bytes:
    from pptx import Presentation
    from pptx.util import Inches

    deck = Presentation()
    deck.core_properties.author = AUTHOR
    slide = deck.slides.add_slide(deck.slide_layouts[1])
    slide.shapes.title.text = "Roadmap 2025"
    slide.placeholders[1].text = "Ship documents\nShip formulas"
    slide.notes_slide.notes_text_frame.text = "Mention the beta."
    second = deck.slides.add_slide(deck.slide_layouts[5])
    second.shapes.title.text = "Budget"
    table = second.shapes.add_table(2, 2, Inches(1), Inches(2), Inches(4), Inches(1)).table
    for (row, col), value in {
        (0, 0): "Team",
        (0, 1): "Cost",
        (1, 0): "Docs",
        (1, 1): "40k",
    }.items():
        table.cell(row, col).text = value
    out = io.BytesIO()
    deck.save(out)
    return out.getvalue()


CP1252_TEXT = "Café menu — “crème brûlée” costs 7 €\nNaïve façade, œuvre, Zoë\n"


def cp1252_text() -> bytes:
    return CP1252_TEXT.encode("cp1252")


def binary_as_text() -> bytes:
    """What a .txt that is really an executable looks like."""
    return b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 16


def zip_bomb(kind: str = "docx", *, unpacked_mb: int = 40) -> bytes:
    """A valid-looking Office archive whose main part inflates ~1000× (``unpacked_mb`` MB)."""
    main = {"docx": "word/document.xml", "xlsx": "xl/workbook.xml"}[kind]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
        chunk = b"<w:t>" + b" " * (1024 * 1024 - 12) + b"</w:t>\n"
        with archive.open(main, "w", force_zip64=True) as handle:
            handle.write(b'<?xml version="1.0"?>')
            for _ in range(unpacked_mb):
                handle.write(chunk)
    return out.getvalue()


def declared_size_bomb(kind: str = "xlsx", declared: int = 5 * 1024**3) -> bytes:
    """A small archive whose central directory claims a huge uncompressed size."""
    main = {"docx": "word/document.xml", "xlsx": "xl/workbook.xml"}[kind]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
        archive.writestr(main, b"<x/>" * 1000)
    data = bytearray(out.getvalue())
    # The last central-directory entry is `main`; its uncompressed size is at offset 24.
    start = data.rfind(b"PK\x01\x02")
    size = min(declared, 0xFFFFFFFE)
    data[start + 24 : start + 28] = size.to_bytes(4, "little")
    return bytes(data)


def entity_bomb_docx() -> bytes:
    """A DOCX whose document.xml declares entities (the "billion laughs" shape)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types/>')
        archive.writestr(
            "word/document.xml",
            '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
            '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><doc>&lol2;</doc>',
        )
    return out.getvalue()
