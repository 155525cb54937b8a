"""DOCX, XLSX and PPTX are zip archives of XML: check them before any library opens them,
and write the copy that is stored without the document properties.

The check reads the central directory first (entry count, declared sizes, compression
ratio) and refuses a zip bomb before inflating a byte; then it inflates every entry once,
in 1 MB chunks, counting what really comes out (zipfile stops each entry at its declared
size and verifies its CRC, so a size that lies shows up as damage, never as a flood). XML
parts are also refused if they declare a DTD or entities (OOXML never does; an "entity
expansion" bomb needs one). python-docx and python-pptx parse with lxml without entity
resolution, and openpyxl uses defusedxml when it is installed (it is a dependency).
"""

from __future__ import annotations

import io
import zipfile
import zlib

from ._errors import DocumentError, megabytes

MAX_ENTRIES = 10_000
MAX_UNPACKED = 512 * 1024 * 1024  # everything inside, declared and actual
MAX_RATIO = 100  # for entries over BIG_ENTRY; ordinary XML compresses 5–30×
BIG_ENTRY = 16 * 1024 * 1024
_CHUNK = 1024 * 1024
_DTD_MARKERS = (b"<!DOCTYPE", b"<!ENTITY")

# The properties written instead of the originals: valid and empty.
_EMPTY_PARTS = {
    "docProps/core.xml": (
        b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        b'<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/'
        b'metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        b'xmlns:dcterms="http://purl.org/dc/terms/" '
        b'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"/>'
    ),
    "docProps/app.xml": (
        b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        b'<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/'
        b'extended-properties"/>'
    ),
    "docProps/custom.xml": (
        b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        b'<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/'
        b'custom-properties"/>'
    ),
}


def bomb_sentence(name: str, unpacked: int, packed: int) -> str:
    return (
        f"{name} would unpack to {megabytes(unpacked)} from a {megabytes(packed)} file, "
        "which looks like a zip bomb, so it was not opened."
    )


def check_archive(data: bytes, name: str, kind_name: str) -> None:
    """DocumentError if the archive is a zip bomb, damaged, encrypted or carries a DTD."""
    damaged = f"{name} is damaged or is not really a {kind_name}, so it cannot be read."
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            infos = archive.infolist()
            _check_declared(infos, name, len(data))
            actual = 0
            for info in infos:
                actual += _inflate(archive, info, name)
                if actual > MAX_UNPACKED:
                    raise DocumentError(bomb_sentence(name, actual, len(data)))
    except DocumentError:
        raise
    except RuntimeError as err:  # zipfile: "File ... is encrypted, password required"
        if "encrypted" in str(err):
            raise DocumentError(
                f"{name} is password-protected. Open it, remove the password, save it and "
                "attach it again."
            ) from None
        raise DocumentError(damaged) from None
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError, NotImplementedError):
        raise DocumentError(damaged) from None


def _check_declared(infos: list[zipfile.ZipInfo], name: str, packed: int) -> None:
    if len(infos) > MAX_ENTRIES:
        raise DocumentError(
            f"{name} holds {len(infos):,} files inside (at most {MAX_ENTRIES:,} are accepted), "
            "which looks like a zip bomb, so it was not opened."
        )
    declared = sum(info.file_size for info in infos)
    if declared > MAX_UNPACKED:
        raise DocumentError(bomb_sentence(name, declared, packed))
    for info in infos:
        ratio = info.file_size / max(1, info.compress_size)
        if info.file_size > BIG_ENTRY and ratio > MAX_RATIO:
            raise DocumentError(bomb_sentence(name, declared, packed))


def _inflate(archive: zipfile.ZipFile, info: zipfile.ZipInfo, name: str) -> int:
    """Inflate one entry, counting its bytes; refuse a DTD at the start of an XML part."""
    count = 0
    with archive.open(info) as handle:
        head = handle.read(4096)
        count += len(head)
        if info.filename.endswith((".xml", ".rels")) and any(m in head for m in _DTD_MARKERS):
            raise DocumentError(
                f"{name} contains an XML document type declaration, which Office files never "
                "need (it can hide an entity-expansion bomb), so it was not opened."
            )
        while chunk := handle.read(_CHUNK):
            count += len(chunk)
    return count


def strip_properties(data: bytes) -> bytes:
    """The same archive with ``docProps/core.xml``, ``app.xml`` and ``custom.xml`` (author,
    last modified by, company, manager, template, custom fields, dates) replaced by empty
    ones. Other entries are copied as they are, in their order; only the container is
    rewritten. Names inside the content itself (comment authors, tracked changes) stay:
    they are part of what the document says. Call after ``check_archive``."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            body = _EMPTY_PARTS.get(info.filename)
            if body is None:
                body = source.read(info)
            clean = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
            clean.compress_type = zipfile.ZIP_DEFLATED if info.compress_type else zipfile.ZIP_STORED
            clean.external_attr = 0o644 << 16
            target.writestr(clean, body)
    return out.getvalue()
