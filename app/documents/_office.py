"""Text from DOCX (python-docx), XLSX (openpyxl, read-only) and PPTX (python-pptx).

Each is opened only after ``_ooxml.check_archive`` accepted the archive. Tables become
Markdown tables (DOCX, PPTX) and sheets become CSV rows (XLSX): both are compact and read
well by models. Libraries raise assorted exceptions on malformed content; each reader
turns any of them into one sentence naming the file (the traceback goes to the log).
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import logging
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from app.domain.extracted_text import ExtractedText

from ._errors import DocumentCancelled, DocumentError
from ._model import (
    KIND_NAMES,
    MAX_CELLS,
    MAX_TEXT_CHARS,
    Cancelled,
    DocumentKind,
    Progress,
    check_cancel,
    report,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class OfficeText:
    text: ExtractedText
    title: str
    warnings: tuple[str, ...] = ()


def read_office(
    kind: DocumentKind,
    data: bytes,
    name: str,
    *,
    progress: Progress | None,
    cancelled: Cancelled | None,
) -> OfficeText:
    readers = {"docx": _read_docx, "xlsx": _read_xlsx, "pptx": _read_pptx}
    try:
        return readers[kind](data, name, progress, cancelled)
    except (DocumentError, DocumentCancelled):
        raise
    except Exception:  # untrusted content; see the module docstring
        log.info("could not read a %s", kind, exc_info=True)
        raise DocumentError(
            f"{name} is damaged or is not really a {KIND_NAMES[kind]}, so it cannot be read."
        ) from None


# -- DOCX -------------------------------------------------------------------------------------


def _read_docx(
    data: bytes, name: str, progress: Progress | None, cancelled: Cancelled | None
) -> OfficeText:
    import docx
    from docx.table import Table

    document = docx.Document(io.BytesIO(data))
    blocks = list(document.iter_inner_content())
    lines: list[str] = []
    for index, block in enumerate(blocks):
        if index % 200 == 0:
            check_cancel(cancelled)
            report(progress, index, len(blocks))
        if isinstance(block, Table):
            lines.append(_markdown_table(_docx_rows(block)))
        else:
            lines.append(_docx_paragraph(block))
    report(progress, len(blocks), len(blocks))
    text, cut = _limit("\n\n".join(line for line in lines if line.strip()))
    title = str(document.core_properties.title or "").strip()
    return OfficeText(ExtractedText("file", (text,)), title, _cut_warning(name) if cut else ())


def _docx_paragraph(paragraph: Any) -> str:
    text = str(paragraph.text).strip()
    style = str(getattr(paragraph.style, "name", "") or "")
    if not text:
        return ""
    if style.startswith("Heading ") and style[8:].isdigit():
        return "#" * min(6, int(style[8:])) + " " + text
    if style == "Title":
        return "# " + text
    if style.startswith("List"):
        return "- " + text
    return text


def _docx_rows(table: Any) -> list[list[str]]:
    rows: list[list[str]] = []
    for row in table.rows:
        cells: list[str] = []
        previous = None
        for cell in row.cells:
            # A merged cell is returned once per grid column it spans; show it once.
            if previous is not None and cell._tc is previous:
                continue
            previous = cell._tc
            cells.append(cell.text)
        rows.append(cells)
    return rows


def _markdown_table(rows: list[list[str]]) -> str:
    if not rows:
        return ""
    width = max(len(row) for row in rows)

    def line(cells: Iterable[str]) -> str:
        clean = [" ".join(c.split()).replace("|", "\\|") for c in cells]
        return "| " + " | ".join(clean + [""] * (width - len(clean))) + " |"

    out = [line(rows[0]), "|" + "---|" * width]
    out.extend(line(row) for row in rows[1:])
    return "\n".join(out)


# -- XLSX -------------------------------------------------------------------------------------


def _read_xlsx(
    data: bytes, name: str, progress: Progress | None, cancelled: Cancelled | None
) -> OfficeText:
    import openpyxl

    workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    try:
        sheets = workbook.worksheets
        texts: list[str] = []
        cells = 0
        cut = False
        for index, sheet in enumerate(sheets):
            report(progress, index, len(sheets))
            if cut or not hasattr(sheet, "iter_rows"):  # chart sheets hold no cells
                texts.append("")
                continue
            text, used, cut = _sheet_csv(
                sheet.iter_rows(values_only=True), MAX_CELLS - cells, cancelled
            )
            cells += used
            texts.append(text)
        report(progress, len(sheets), len(sheets))
        labels = tuple(str(sheet.title) for sheet in sheets)
        title = str(workbook.properties.title or "").strip()
    finally:
        workbook.close()
    warnings = (
        (f"{name} has more than {MAX_CELLS:,} cells; only the first {MAX_CELLS:,} are included.",)
        if cut
        else ()
    )
    return OfficeText(ExtractedText("sheet", tuple(texts), labels), title, warnings)


def _sheet_csv(
    rows: Iterator[tuple[Any, ...]], budget: int, cancelled: Cancelled | None
) -> tuple[str, int, bool]:
    """CSV text of one sheet (empty rows and trailing empty cells dropped)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    used = 0
    for number, row in enumerate(rows):
        if number % 1000 == 0:
            check_cancel(cancelled)
        values = [_cell(value) for value in row]
        while values and not values[-1]:
            values.pop()
        if not values:
            continue
        if used + len(values) > budget:
            return out.getvalue(), used, True
        used += len(values)
        writer.writerow(values)
    return out.getvalue(), used, False


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float):
        return f"{value:.15g}"
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ", timespec="seconds").removesuffix(" 00:00:00")
    if isinstance(value, dt.date | dt.time):
        return value.isoformat()
    return str(value)


# -- PPTX -------------------------------------------------------------------------------------


def _read_pptx(
    data: bytes, name: str, progress: Progress | None, cancelled: Cancelled | None
) -> OfficeText:
    from pptx import Presentation

    presentation = Presentation(io.BytesIO(data))
    slides = list(presentation.slides)
    texts: list[str] = []
    title = str(presentation.core_properties.title or "").strip()
    for index, slide in enumerate(slides):
        check_cancel(cancelled)
        report(progress, index, len(slides))
        parts = [t for t in (_shape_text(s) for s in slide.shapes) if t]
        if slide.has_notes_slide:
            notes = slide.notes_slide.notes_text_frame
            if notes is not None and notes.text.strip():
                parts.append("Notes: " + notes.text.strip())
        texts.append("\n\n".join(parts))
        if not title and slide.shapes.title is not None:
            title = str(slide.shapes.title.text).strip()
    report(progress, len(slides), len(slides))
    return OfficeText(ExtractedText("slide", tuple(texts)), title)


def _shape_text(shape: Any) -> str:
    if getattr(shape, "shape_type", None) == 6:  # MSO_SHAPE_TYPE.GROUP
        return "\n\n".join(t for t in (_shape_text(s) for s in shape.shapes) if t)
    if getattr(shape, "has_table", False):
        rows = [[cell.text for cell in row.cells] for row in shape.table.rows]
        return _markdown_table(rows)
    if getattr(shape, "has_text_frame", False):
        return str(shape.text_frame.text).strip()
    return ""


# -- shared -----------------------------------------------------------------------------------


def _limit(text: str) -> tuple[str, bool]:
    if len(text) <= MAX_TEXT_CHARS:
        return text, False
    return text[:MAX_TEXT_CHARS], True


def _cut_warning(name: str) -> tuple[str, ...]:
    return (f"{name} has more than {MAX_TEXT_CHARS:,} characters of text; the rest is left out.",)
