"""extract_document / load_document_file: untrusted bytes in, a Document (or a sentence) out."""

from __future__ import annotations

from pathlib import Path, PurePath

from app.api.tokens import estimate_text_tokens
from app.domain.extracted_text import ExtractedText, document_block

from . import _ooxml, _pdf
from ._errors import DocumentError, megabytes
from ._model import (
    KIND_NAMES,
    MAX_FILE_BYTES,
    MIME_TYPES,
    Cancelled,
    Document,
    DocumentKind,
    Progress,
    check_cancel,
    report,
)
from ._office import read_office
from ._sniff import sniff
from ._text import csv_shape, decode_text, limit_text


def extract_document(
    data: bytes,
    name: str,
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Document:
    """Read a document and prepare the copy to store. Blocking; run in a worker thread.

    ``name`` is the file name (shown in every sentence and in the block sent to the model).
    ``progress(done, total)`` is called from this thread as pages/sheets/slides are read;
    ``cancelled()`` is polled between them and raises DocumentCancelled when it says so.
    Raises DocumentError with a sentence for the user: empty, too large, password-protected,
    damaged, a zip bomb, binary data named as text, an unsupported kind.
    """
    name = PurePath(name).name or "document"
    _check_size(len(data), name)
    kind = sniff(data, name)
    check_cancel(cancelled)
    if kind == "pdf":
        return _pdf_document(data, name, progress, cancelled)
    if kind in ("docx", "xlsx", "pptx"):
        return _office_document(kind, data, name, progress, cancelled)
    return _text_document(kind, data, name, progress)


def load_document_file(
    path: Path,
    *,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> Document:
    """extract_document for a file; the size limit is checked before the file is read."""
    try:
        _check_size(path.stat().st_size, path.name)
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)  # a file that grew since stat() still fails
    except OSError as err:
        reason = err.strerror or type(err).__name__
        raise DocumentError(f"{path.name} could not be read ({reason}).") from err
    return extract_document(data, path.name, progress=progress, cancelled=cancelled)


def _check_size(size: int, name: str) -> None:
    if size == 0:
        raise DocumentError(f"{name} is empty (0 bytes), so there is nothing to attach.")
    if size > MAX_FILE_BYTES:
        raise DocumentError(
            f"{name} is {megabytes(size)}; Comet Desk attaches documents of up to "
            f"{megabytes(MAX_FILE_BYTES)}."
        )


def _pdf_document(
    data: bytes, name: str, progress: Progress | None, cancelled: Cancelled | None
) -> Document:
    pdf = _pdf.read_pdf(data, name, progress=progress, cancelled=cancelled)
    warnings: list[str] = []
    count = pdf.text.count
    empty = pdf.pages_without_text
    if len(empty) == count:
        warnings.append(
            f"{name} has no text layer: it looks like a scanned document. Send its pages as "
            "images to a model that can see images."
        )
    elif empty:
        listed = ", ".join(str(n) for n in empty[:10]) + (" …" if len(empty) > 10 else "")
        plural = "s" if len(empty) > 1 else ""
        warnings.append(
            f"{len(empty)} of {count} pages of {name} have no text (page{plural} {listed}); "
            "as text they send nothing, as page images they do."
        )
    if pdf.truncated:
        warnings.append(f"{name} has more text than Comet Desk sends; the last pages are left out.")
    check_cancel(cancelled)
    stored = _pdf.strip_metadata(data)
    if stored is None:
        warnings.append(_text_only_warning(name))
    return _document(name, "pdf", data, pdf.text, pdf.title, stored, warnings, empty)


def _office_document(
    kind: DocumentKind,
    data: bytes,
    name: str,
    progress: Progress | None,
    cancelled: Cancelled | None,
) -> Document:
    _ooxml.check_archive(data, name, KIND_NAMES[kind])
    check_cancel(cancelled)
    office = read_office(kind, data, name, progress=progress, cancelled=cancelled)
    check_cancel(cancelled)
    warnings = list(office.warnings)
    if not any(t.strip() for t in office.text.texts):
        warnings.append(f"{name} contains no text.")
    try:
        stored: bytes | None = _ooxml.strip_properties(data)
    except Exception:  # checked above, so this is unexpected: keep the text, drop the file
        stored = None
        warnings.append(_text_only_warning(name))
    return _document(name, kind, data, office.text, office.title, stored, warnings)


def _text_document(
    kind: DocumentKind, data: bytes, name: str, progress: Progress | None
) -> Document:
    text, _encoding = decode_text(data, name)
    text, warnings = limit_text(text, name)
    report(progress, 1, 1)
    if kind == "csv" and csv_shape(text) is None:
        kind = "text"  # not parseable as CSV: still perfectly good text
    title = PurePath(name).stem
    if not text.strip():
        warnings += (f"{name} contains only white space.",)
    # Stored as UTF-8 whatever it came in: text files carry no metadata to strip.
    stored = text.encode("utf-8")
    return _document(
        name, kind, data, ExtractedText("file", (text,)), title, stored, list(warnings)
    )


def _document(
    name: str,
    kind: DocumentKind,
    data: bytes,
    text: ExtractedText,
    title: str,
    stored: bytes | None,
    warnings: list[str],
    pages_without_text: tuple[int, ...] = (),
) -> Document:
    return Document(
        name=name,
        kind=kind,
        mime=MIME_TYPES[kind],  # text and CSV are stored as UTF-8 whatever they came in
        size=len(data),
        title=title or PurePath(name).stem,
        text=text,
        stored=stored,
        estimated_tokens=estimate_text_tokens(document_block(name, text)),
        warnings=tuple(warnings),
        pages_without_text=pages_without_text,
    )


def _text_only_warning(name: str) -> str:
    return (
        f"The metadata of {name} could not be removed, so only its extracted text is kept; "
        "it can be sent as text only."
    )
