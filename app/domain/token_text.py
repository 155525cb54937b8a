"""The text a reply's tokens wrote, decoded from their bytes across token boundaries.

A tokenizer cuts bytes, not characters: an emoji (4 bytes in UTF-8) or a CJK character (3)
may be split over 2-4 tokens, none of which is text on its own. Decoded token by token, each
piece shows as escapes or as U+FFFD; decoded as one stream, the character shows once, whole.
So the text is cut into ``TextPiece``s: a token's own characters, or one character that
several tokens carry together (attributed to all of them). Bytes that are really invalid
(a piece that nothing completes, a stray continuation byte) are U+FFFD, one for each
invalid sequence, as Python's "replace" decodes them; a token that came without bytes
counts as its text in UTF-8. Pure: no Qt.
"""

from __future__ import annotations

import codecs
import unicodedata
from collections.abc import Callable, Sequence
from typing import NamedTuple

from app.domain.logprobs import TokenLogprob, alternative_bytes, token_bytes

REPLACEMENT = "\ufffd"
# The tokens (first, last) that wrote bytes [start, end) of what is being decoded.
Owners = Callable[[int, int], tuple[int, int]]


class TextPiece(NamedTuple):
    """Characters of the text and the tokens that wrote them: one token (``first ==
    last``), or several that carry one character together."""

    text: str
    first: int
    last: int  # inclusive


class DecodedTokens:
    """The decoded text of ``tokens``: ``pieces`` in order (together ``text``), each token's
    pieces (``pieces_of``), and the bytes of the unfinished character a token continues
    (``carried``), which its alternatives would have continued too."""

    def __init__(self, tokens: Sequence[TokenLogprob]) -> None:
        self.tokens = tokens
        pieces: list[TextPiece] = []
        self._carried: dict[int, bytes] = {}
        pending = b""  # an unfinished character's bytes, from tokens pending_first…
        pending_first = pending_last = -1
        for index, token in enumerate(tokens):
            data = token_bytes(token)
            if not pending:
                try:  # the common case: whole characters
                    text = data.decode("utf-8")
                except UnicodeDecodeError:
                    pass
                else:
                    if text:
                        _add(pieces, text, index, index)
                    continue
            else:
                self._carried[index] = pending
            pending, pending_first, pending_last = _decode_across(
                pieces, pending, pending_first, pending_last, data, index
            )
        if pending:  # the text ends inside a character: those bytes are invalid
            _add(pieces, REPLACEMENT, pending_first, pending_last)
        self.pieces = tuple(pieces)
        self.text = "".join(p.text for p in pieces)
        self._ranges: list[tuple[int, int]] = [(0, 0)] * len(tokens)
        for n, piece in enumerate(pieces):
            for index in range(piece.first, piece.last + 1):
                low, high = self._ranges[index]
                self._ranges[index] = (low if high > low else n, n + 1)

    def pieces_of(self, index: int) -> range:
        """The pieces token ``index`` wrote (or helped write); empty for a token that wrote
        nothing."""
        low, high = self._ranges[index]
        return range(low, high)

    def token_text(self, index: int) -> str:
        """What token ``index`` shows as: its own characters and any it carries with others."""
        return "".join(self.pieces[n].text for n in self.pieces_of(index))

    def shared_with(self, index: int) -> int:
        """How many other tokens carry a character with token ``index``."""
        tokens = {
            t
            for n in self.pieces_of(index)
            for t in range(self.pieces[n].first, self.pieces[n].last + 1)
        }
        return max(0, len(tokens) - 1)

    def logprob_of(self, piece: int) -> float:
        """The log probability of a piece: of its tokens together (their product)."""
        p = self.pieces[piece]
        return sum(t.logprob for t in self.tokens[p.first : p.last + 1])

    def carried(self, index: int) -> bytes:
        """The bytes of the character token ``index`` continues (b"" when it starts clean)."""
        return self._carried.get(index, b"")

    def alternatives(self, index: int) -> list[tuple[str, float]]:
        """Token ``index``'s alternatives other than itself, as text (``readable``)."""
        token = self.tokens[index]
        chosen = token_bytes(token)
        carried = self.carried(index)
        out = []
        for n, (_alt, logprob) in enumerate(token.top):
            data = alternative_bytes(token, n)
            if data != chosen:
                out.append((readable(carried, data), logprob))
        return out


def _add(pieces: list[TextPiece], text: str, first: int, last: int) -> None:
    """A piece, joined to the one before when the same tokens wrote both."""
    if pieces and pieces[-1].first == first and pieces[-1].last == last:
        pieces[-1] = TextPiece(pieces[-1].text + text, first, last)
    else:
        pieces.append(TextPiece(text, first, last))


def _decode_across(
    pieces: list[TextPiece],
    pending: bytes,
    pending_first: int,
    pending_last: int,
    data: bytes,
    index: int,
) -> tuple[bytes, int, int]:
    """Decode ``pending`` (an unfinished character of earlier tokens) and token ``index``'s
    ``data``; what is still unfinished after them, with the tokens that carry it."""
    buffer = pending + data
    split = len(pending)  # bytes before it are the earlier tokens'

    def owners(start: int, end: int) -> tuple[int, int]:
        return (pending_first if start < split else index, pending_last if end <= split else index)

    position = 0
    while position < len(buffer):
        try:
            text, used = codecs.utf_8_decode(buffer[position:], "strict", False)
        except UnicodeDecodeError as err:
            text = buffer[position : position + err.start].decode("utf-8")
            _add_decoded(pieces, text, position, owners)
            _add(pieces, REPLACEMENT, *owners(position + err.start, position + err.end))
            position += err.end
            continue
        _add_decoded(pieces, text, position, owners)
        position += used
        if used == 0 or position < len(buffer):  # the rest is an unfinished character
            break
    rest = buffer[position:]
    if not rest:
        return b"", -1, -1
    first, _last = owners(position, len(buffer))
    return rest, first, index


def _add_decoded(pieces: list[TextPiece], text: str, position: int, owners: Owners) -> None:
    """Decoded characters from byte ``position`` of the buffer: the first one may finish a
    character earlier tokens began; the rest are the token's own."""
    if not text:
        return
    first_char = text[0]
    end = position + len(first_char.encode("utf-8", "surrogatepass"))
    _add(pieces, first_char, *owners(position, end))
    if len(text) > 1:
        _add(pieces, text[1:], *owners(end, end + 1))


def readable(carried: bytes, data: bytes) -> str:
    """What ``data`` would have written after ``carried`` (the start of a character earlier
    tokens began): the characters it finishes or makes, an unfinished character's bytes as
    ⟨F0 9F⟩, invalid bytes as U+FFFD."""
    text, used = codecs.utf_8_decode(carried + data, "replace", False)
    rest = (carried + data)[used:]
    if rest:
        text += "⟨" + rest.hex(" ").upper() + "⟩"
    return text


_SHOWN = {"\n": "↵", "\t": "⇥", "\r": "␍", "\u00a0": "⍽"}


def visible(text: str) -> str:
    """A token's text with what cannot be seen made visible: line breaks and tabs as
    symbols, a token of spaces only as ␣, a mark that combines with what comes before on a
    dotted circle (◌́), an invisible format character (a joiner) as its code point."""
    if text and not text.strip(" "):
        return "␣" * len(text)
    out = []
    for n, char in enumerate(text):
        if char in _SHOWN:
            out.append(_SHOWN[char])
        elif n == 0 and unicodedata.combining(char):
            out.append("◌" + char)
        elif unicodedata.category(char) == "Cf":
            out.append(f"⟨U+{ord(char):04X}⟩")
        else:
            out.append(char)
    return "".join(out)
