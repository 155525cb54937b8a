"""PDF: text per page and page images with PDFium (pypdfium2); metadata removal with pypdf.

PDFium is fast and renders pages, but it is not thread-safe: every use holds ``_PDFIUM``,
so two documents read in two worker threads take turns (cancellation is checked between
pages, so a cancelled read lets the other go within a page). pypdf is pure Python and is
used only to write the copy that is stored, without the document information dictionary
and XMP metadata (author, creator tool, dates, …).
"""

from __future__ import annotations

import io
import logging
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.domain.extracted_text import ExtractedText, clamp_range
from app.media import DEFAULT_POLICY, ImageError, ResizePolicy
from app.media import target_size as media_target_size

from ._errors import DocumentError
from ._model import MAX_PAGES, MAX_TEXT_CHARS, Cancelled, Progress, check_cancel, report

if TYPE_CHECKING:
    from app.media import ProcessedImage

log = logging.getLogger(__name__)

_PDFIUM = threading.Lock()
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
RENDER_DPI = 150  # before the image policy: enough for small print, cut to the policy's box
_PASSWORD_ERROR = 4  # FPDF_ERR_PASSWORD
_SECURITY_ERROR = 5  # FPDF_ERR_SECURITY (an unsupported security handler)


@dataclass(frozen=True, slots=True)
class PdfText:
    text: ExtractedText
    title: str
    pages_without_text: tuple[int, ...]
    truncated: bool


def password_sentence(name: str) -> str:
    return (
        f"{name} is password-protected. Remove the password (for example by printing it to "
        "a new PDF) and attach it again."
    )


def damaged_sentence(name: str) -> str:
    return f"{name} is damaged or is not really a PDF, so it cannot be read."


@contextmanager
def _open(data: bytes, name: str) -> Iterator[Any]:
    import pypdfium2 as pdfium

    with _PDFIUM:
        try:
            pdf = pdfium.PdfDocument(data)
        except pdfium.PdfiumError as err:
            if err.err_code in (_PASSWORD_ERROR, _SECURITY_ERROR):
                raise DocumentError(password_sentence(name)) from None
            raise DocumentError(damaged_sentence(name)) from None
        try:
            yield pdf
        finally:
            pdf.close()


def read_pdf(
    data: bytes, name: str, *, progress: Progress | None, cancelled: Cancelled | None
) -> PdfText:
    """The text of every page; DocumentError if the file is locked, damaged or too long."""
    import pypdfium2 as pdfium

    with _open(data, name) as pdf:
        count = len(pdf)
        if count == 0:
            raise DocumentError(f"{name} has no pages, so there is nothing to attach.")
        if count > MAX_PAGES:
            raise DocumentError(
                f"{name} has {count:,} pages; Comet Desk reads documents of up to "
                f"{MAX_PAGES:,} pages. Split it and attach the part you need."
            )
        title = _title(pdf)
        texts: list[str] = []
        empty: list[int] = []
        total = 0
        truncated = False
        for index in range(count):
            check_cancel(cancelled)
            text = ""
            if not truncated:
                try:
                    text = _page_text(pdf, index)
                except pdfium.PdfiumError:
                    log.info("page %d of a PDF could not be read", index + 1, exc_info=True)
                if total + len(text) > MAX_TEXT_CHARS:
                    text, truncated = text[: max(0, MAX_TEXT_CHARS - total)], True
            total += len(text)
            texts.append(text)
            if not text.strip():
                empty.append(index + 1)
            report(progress, index + 1, count)
    return PdfText(ExtractedText("page", tuple(texts)), title, tuple(empty), truncated)


def _page_text(pdf: Any, index: int) -> str:
    page = pdf[index]
    try:
        textpage = page.get_textpage()
        try:
            raw = str(textpage.get_text_range())
        finally:
            textpage.close()
    finally:
        page.close()
    text = _CONTROL.sub("", raw.replace("\r\n", "\n").replace("\r", "\n"))
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")


def _title(pdf: Any) -> str:
    try:
        return str(pdf.get_metadata_value("Title") or "").strip()
    except Exception:  # a malformed info dictionary only costs the title
        return ""


def page_count(data: bytes, name: str) -> int:
    with _open(data, name) as pdf:
        return len(pdf)


def render_pages(
    data: bytes,
    name: str,
    page_range: tuple[int, int] | None = None,
    *,
    policy: ResizePolicy = DEFAULT_POLICY,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> tuple[ProcessedImage, ...]:
    """The pages of ``page_range`` (1-based, inclusive; None = all) as images ready to send.

    Each page is rendered at 150 DPI or less — exactly at the size the image ``policy``
    allows, so nothing is rendered only to be thrown away — and then goes through
    ``app.media.process_image`` like a photo (sRGB, no metadata, JPEG or PNG, whichever is
    smaller). Blocking; run it in a worker thread.
    """
    from app.media import process_image  # Pillow: loaded when pages are drawn

    images: list[ProcessedImage] = []
    with _open(data, name) as pdf:
        first, last = clamp_range(page_range, len(pdf))
        total = last - first + 1
        for number in range(first, last + 1):
            check_cancel(cancelled)
            bitmap = _render(pdf, number - 1, policy)
            try:
                images.append(process_image(bitmap, policy=policy))
            except ImageError as err:
                raise DocumentError(
                    f"Page {number} of {name} could not be prepared: {err}"
                ) from None
            report(progress, number - first + 1, total)
    return tuple(images)


def _render(pdf: Any, index: int, policy: ResizePolicy) -> bytes:
    page = pdf[index]
    try:
        width_pt, height_pt = page.get_size()
        scale = RENDER_DPI / 72
        full_w, full_h = max(1, round(width_pt * scale)), max(1, round(height_pt * scale))
        fit_w, _fit_h = media_target_size(full_w, full_h, policy)
        scale *= fit_w / full_w
        bitmap = page.render(scale=scale, may_draw_forms=False)
        try:
            image = bitmap.to_pil()
            out = io.BytesIO()
            # BMP: lossless and costs nothing to write; process_image then picks the format.
            image.convert("RGB").save(out, "BMP")
            return out.getvalue()
        finally:
            bitmap.close()
    finally:
        page.close()


def strip_metadata(data: bytes) -> bytes | None:
    """A copy without the document information dictionary and XMP metadata, or None when
    pypdf cannot rewrite this file (then only the extracted text is kept)."""
    from pypdf import PdfReader, PdfWriter
    from pypdf.errors import PyPdfError
    from pypdf.generic import NameObject

    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted:
            reader.decrypt("")  # only an empty user password gets here (PDFium opened it)
        writer = PdfWriter(clone_from=reader)
        writer.metadata = None
        root = writer.root_object
        for key in ("/Metadata", "/PieceInfo"):
            if key in root:
                del root[NameObject(key)]
        for page in writer.pages:
            for key in ("/Metadata", "/PieceInfo"):
                if key in page:
                    del page[NameObject(key)]
        out = io.BytesIO()
        writer.write(out)
        return out.getvalue()
    except (PyPdfError, OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        log.info("could not rewrite a PDF without its metadata", exc_info=True)
        return None
