"""Text files of any encoding (Markdown, source code, JSON, logs, CSV): decode or refuse.

UTF-8 (with or without a BOM) and UTF-16/32 with a BOM are taken at their word; anything
else is detected by charset-normalizer. A file that decodes to mostly control characters,
or that holds NUL bytes without a UTF-16/32 BOM, is binary whatever its name says.
"""

from __future__ import annotations

import codecs
import csv
import io

from ._errors import DocumentError
from ._model import MAX_TEXT_CHARS

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_ALLOWED_CONTROLS = {"\t", "\n", "\r", "\f", "\v", "\x1b"}  # \x1b: colour codes in logs
_MAX_CONTROL_SHARE = 0.01


def binary_sentence(name: str) -> str:
    return f"{name} is not a text file (it contains binary data), so it cannot be attached as text."


def decode_text(data: bytes, name: str) -> tuple[str, str]:
    """(text with \\n line ends, encoding name), or DocumentError for binary data."""
    text, encoding = _decode(data, name)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    sample = text[:65536]
    controls = sum(1 for ch in sample if ch < " " and ch not in _ALLOWED_CONTROLS)
    if sample and controls / len(sample) > _MAX_CONTROL_SHARE:
        raise DocumentError(binary_sentence(name))
    return text, encoding


def _decode(data: bytes, name: str) -> tuple[str, str]:
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(encoding), encoding
            except UnicodeDecodeError:
                raise DocumentError(binary_sentence(name)) from None
    if b"\x00" in data[:65536]:
        raise DocumentError(binary_sentence(name))
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    from charset_normalizer import from_bytes

    matches = from_bytes(data)
    best = matches.best()
    if best is None:
        raise DocumentError(binary_sentence(name))
    # Short Western text often fits several code pages equally well (cp1250 turns "crème"
    # into "crčme"); among equally good guesses, prefer Windows-1252, by far the commonest.
    for match in matches:
        if match.encoding == "cp1252" and match.chaos <= best.chaos + 0.01:
            return str(match), "cp1252"
    return str(best), best.encoding


def limit_text(text: str, name: str) -> tuple[str, tuple[str, ...]]:
    if len(text) <= MAX_TEXT_CHARS:
        return text, ()
    return text[:MAX_TEXT_CHARS], (
        f"{name} has more than {MAX_TEXT_CHARS:,} characters; the rest is left out.",
    )


def csv_shape(text: str) -> tuple[int, int] | None:
    """(rows, columns) of CSV text, or None if it does not parse as CSV."""
    sample = text[:65536]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, ",;\t|")
    except csv.Error:
        dialect = csv.excel
    try:
        rows = 0
        columns = 0
        for row in csv.reader(io.StringIO(text), dialect):
            if row:
                rows += 1
                columns = max(columns, len(row))
    except csv.Error:
        return None
    return rows, columns
