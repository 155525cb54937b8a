"""Which kind of document some bytes are: by content, with the name only to tell CSV from
other text. A wrong extension cannot route a file to the wrong parser."""

from __future__ import annotations

import io
import zipfile
from pathlib import PurePath

from ._errors import DocumentError
from ._model import DocumentKind

_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # Office 97–2003 files and encrypted OOXML
_OOXML_MAIN = {
    "word/document.xml": "docx",
    "xl/workbook.xml": "xlsx",
    "ppt/presentation.xml": "pptx",
}
_LEGACY = {
    ".doc": "Word 97–2003 (.doc)",
    ".xls": "Excel 97–2003 (.xls)",
    ".ppt": "PowerPoint 97–2003 (.ppt)",
}
_SAVE_AS = {".doc": ".docx", ".xls": ".xlsx", ".ppt": ".pptx"}
_IMAGE_MAGIC = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"BM", b"II*\x00", b"MM\x00*")
_CSV_SUFFIXES = {".csv", ".tsv"}
SUPPORTED = "PDF, Word (DOCX), Excel (XLSX), PowerPoint (PPTX), CSV or text"


def sniff(data: bytes, name: str) -> DocumentKind:
    """The document kind, or DocumentError with a sentence saying why it cannot be read."""
    suffix = PurePath(name).suffix.lower()
    if data[:1024].find(b"%PDF-") >= 0:
        return "pdf"
    if data.startswith(b"PK\x03\x04") or data.startswith(b"PK\x05\x06"):
        return _zip_kind(data, name)
    if data.startswith(_OLE):
        if b"E\x00n\x00c\x00r\x00y\x00p\x00t\x00e\x00d\x00P\x00a\x00c\x00k\x00a\x00g\x00e" in data:
            raise DocumentError(
                f"{name} is password-protected. Open it, remove the password, save it and "
                "attach it again."
            )
        if suffix in _LEGACY:
            raise DocumentError(
                f"{name} is in the old {_LEGACY[suffix]} format, which Comet Desk cannot read; "
                f"save it as {_SAVE_AS[suffix]} and attach it again."
            )
        raise DocumentError(f"{name} is not a document Comet Desk can read ({SUPPORTED}).")
    if data.startswith(_IMAGE_MAGIC) or (data[:4] == b"RIFF" and data[8:12] == b"WEBP"):
        raise DocumentError(f"{name} is an image; attach it as an image instead.")
    return "csv" if suffix in _CSV_SUFFIXES else "text"


def _zip_kind(data: bytes, name: str) -> DocumentKind:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, OSError, ValueError, EOFError):
        raise DocumentError(
            f"{name} is damaged or incomplete (its zip structure cannot be read), "
            "so it cannot be read."
        ) from None
    for main, kind in _OOXML_MAIN.items():
        if main in names:
            return kind  # type: ignore[return-value]  # the table holds DocumentKind values
    if any(n.endswith(".xml") for n in names) and "[Content_Types].xml" in names:
        raise DocumentError(
            f"{name} is an Office file of a kind Comet Desk cannot read ({SUPPORTED})."
        )
    raise DocumentError(
        f"{name} is a zip archive, not a document Comet Desk can read ({SUPPORTED})."
    )
