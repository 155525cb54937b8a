"""Splitting a document's text into passages: the pieces that are embedded, found and cited.

A passage never spans two pages (sheets, slides), so every hit names its page. Within a
page, text is cut at paragraph ends where it can be, else at sentence ends, else at line
ends, else between words: a passage aims at ``TARGET`` characters, never exceeds
``MAXIMUM``, and repeats up to ``OVERLAP`` characters of whole sentences from the end of the
one before, so an answer that straddles a cut is still found whole in one of them.

Sizes: ~1,000 characters is ~250 tokens, small enough that a hit is a citation a person can
read, large enough to carry a paragraph's meaning into one vector.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.domain.extracted_text import ExtractedText

TARGET = 1000
MAXIMUM = 1200
MINIMUM = 800  # below this a passage takes the next paragraph too, if it fits
OVERLAP = 200

_PARAGRAPHS = re.compile(r"\n[ \t\f\v]*\n\s*")
# A sentence ends at . ! ? (or their CJK forms), optionally followed by closing quotes or
# brackets, then white space; CJK full stops need no space after them.
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"'”’)\]]*\s+|(?<=[。！？])")
_WORDS = re.compile(r"\S+\s*")


@dataclass(frozen=True, slots=True)
class Passage:
    """``page`` is 1-based, None for a plain text file; ``label`` a sheet's name."""

    ordinal: int
    text: str
    page: int | None
    label: str | None = None


@dataclass(frozen=True, slots=True)
class _Unit:
    text: str
    starts_paragraph: bool


def split_document(text: ExtractedText) -> list[Passage]:
    """Every page's passages, in order, numbered from 0 across the document."""
    passages: list[Passage] = []
    labels = text.labels if len(text.labels) == text.count else ()
    for number, page_text in enumerate(text.texts, start=1):
        page = None if text.unit == "file" else number
        label = labels[number - 1] if labels and labels[number - 1] else None
        for piece in split_text(page_text):
            passages.append(Passage(len(passages), piece, page, label))
    return passages


def split_text(text: str) -> list[str]:
    """``text`` as passages of at most MAXIMUM characters (white space tidied at the cuts)."""
    units = _units(text)
    passages: list[str] = []
    current: list[_Unit] = []
    size = 0
    for unit in units:
        extra = len(unit.text) + (1 if current else 0)
        full = size + extra > MAXIMUM
        # A paragraph's start is the best place to cut once the passage is big enough.
        ready = size >= MINIMUM and unit.starts_paragraph and size + extra > TARGET
        if current and (full or ready):
            passages.append(_join(current))
            current = _overlap(current, len(unit.text))
            size = _size(current)
            extra = len(unit.text) + (1 if current else 0)
        current.append(unit)
        size += extra
    if current:
        passages.append(_join(current))
    return [p for p in passages if p.strip()]


def _units(text: str) -> list[_Unit]:
    """Sentences (or smaller pieces) no longer than MAXIMUM, marked where paragraphs start."""
    units: list[_Unit] = []
    for paragraph in _PARAGRAPHS.split(text.strip()):
        paragraph = paragraph.strip()
        if not paragraph:
            continue
        first = True
        for piece in _pieces(paragraph):
            units.append(_Unit(piece, first))
            first = False
    return units


def _pieces(paragraph: str) -> list[str]:
    if len(paragraph) <= MAXIMUM:
        return [paragraph]
    out: list[str] = []
    for sentence in _split_keep(_SENTENCE_END, paragraph):
        if len(sentence) <= MAXIMUM:
            out.append(sentence)
            continue
        # A sheet, a table or code: lines are the next best boundary.
        for line in sentence.split("\n"):
            line = line.strip()
            if len(line) <= MAXIMUM:
                if line:
                    out.append(line)
            else:
                out.extend(_by_words(line))
    return out


def _split_keep(pattern: re.Pattern[str], text: str) -> list[str]:
    parts: list[str] = []
    start = 0
    for match in pattern.finditer(text):
        end = match.start()
        if end > start:
            parts.append(text[start:end].strip())
        start = match.end()
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def _by_words(line: str) -> list[str]:
    out: list[str] = []
    current = ""
    for word in _WORDS.findall(line):
        while len(word) > MAXIMUM:  # one "word" longer than a passage: a hash, base64
            if current:
                out.append(current.strip())
                current = ""
            out.append(word[:MAXIMUM])
            word = word[MAXIMUM:]
        if len(current) + len(word) > MAXIMUM:
            out.append(current.strip())
            current = ""
        current += word
    if current.strip():
        out.append(current.strip())
    return out


def _overlap(units: list[_Unit], coming: int) -> list[_Unit]:
    """The whole sentences at the end of ``units`` that fit in OVERLAP and leave room for
    the next unit; never all of them (the next passage must move on)."""
    kept: list[_Unit] = []
    size = 0
    for unit in reversed(units[1:]):
        grown = size + len(unit.text) + 1
        if grown > OVERLAP or grown + coming + 1 > MAXIMUM:
            break
        kept.insert(0, unit)
        size = grown
    return kept


def _size(units: list[_Unit]) -> int:
    return sum(len(u.text) for u in units) + max(0, len(units) - 1)


def _join(units: list[_Unit]) -> str:
    text = ""
    for n, unit in enumerate(units):
        if n == 0:
            text = unit.text
        else:
            # One character either way (a line break between paragraphs, a space between
            # sentences), so the sizes counted while packing are the passage's real length.
            text += ("\n" if unit.starts_paragraph else " ") + unit.text
    return text
