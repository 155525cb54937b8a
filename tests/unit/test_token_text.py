"""Tokens decoded from their bytes: a character split over 2-4 tokens shows once, whole,
attributed to every token that carries it (emoji, CJK, a combining accent); invalid bytes
are U+FFFD only where they are invalid; a token without bytes is its text; alternatives read
as what they would have written; the bytes survive the API, the packed store and the export."""

from __future__ import annotations

import math
from typing import Any

import pytest

from app.domain import TokenLogprob, TokenLogprobs
from app.domain.logprobs import pack, token_from_api, unpack
from app.domain.token_text import DecodedTokens, TextPiece, readable, visible

GLOBE = "🌍".encode()  # F0 9F 8C 8D


def _token(data: bytes, logprob: float = -0.1, *alternatives: tuple[bytes, float]) -> TokenLogprob:
    """A token as the API sends it: its text spelled with escapes where it is not text."""
    entry: dict[str, Any] = {
        "token": data.decode("utf-8", "backslashreplace"),
        "logprob": logprob,
        "bytes": list(data),
        "top_logprobs": [
            {"token": a.decode("utf-8", "backslashreplace"), "logprob": lp, "bytes": list(a)}
            for a, lp in alternatives
        ],
    }
    token = token_from_api(entry)
    assert token is not None
    return token


def test_an_emoji_split_over_two_tokens_shows_once_for_both() -> None:
    tokens = [_token(b"Hi"), _token(b" " + GLOBE[:2], -0.5), _token(GLOBE[2:], -2.0), _token(b"!")]
    assert tokens[1].token == " \\xf0\\x9f"  # what the API spells: escapes
    decoded = DecodedTokens(tokens)
    assert decoded.text == "Hi 🌍!"
    assert "\\x" not in decoded.text and "\ufffd" not in decoded.text
    assert decoded.pieces == (
        TextPiece("Hi", 0, 0),
        TextPiece(" ", 1, 1),
        TextPiece("🌍", 1, 2),
        TextPiece("!", 3, 3),
    )
    assert decoded.token_text(1) == " 🌍" and decoded.token_text(2) == "🌍"
    assert decoded.shared_with(2) == 1 and decoded.shared_with(0) == 0
    # The character's probability is its tokens' together.
    assert decoded.logprob_of(2) == pytest.approx(-2.5)


def test_an_emoji_over_four_tokens_of_one_byte_each() -> None:
    tokens = [_token(GLOBE[n : n + 1]) for n in range(4)]
    decoded = DecodedTokens(tokens)
    assert decoded.pieces == (TextPiece("🌍", 0, 3),)
    assert [list(decoded.pieces_of(n)) for n in range(4)] == [[0], [0], [0], [0]]
    assert decoded.carried(3) == GLOBE[:3]


def test_cjk_characters_straddling_token_boundaries() -> None:
    ni, hao = "你".encode(), "好".encode()  # E4 BD A0, E5 A5 BD
    tokens = [_token(ni[:2]), _token(ni[2:] + hao[:2]), _token(hao[2:] + "。".encode())]
    decoded = DecodedTokens(tokens)
    assert decoded.text == "你好。"
    assert decoded.pieces == (
        TextPiece("你", 0, 1),
        TextPiece("好", 1, 2),
        TextPiece("。", 2, 2),
    )
    assert decoded.token_text(1) == "你好"


def test_combining_characters_stay_where_they_are_written() -> None:
    accent = "\u0301".encode()  # CC 81: combines with the "e" before it
    whole = DecodedTokens([_token(b"cafe"), _token(accent)])
    assert whole.text == "cafe\u0301"
    assert whole.pieces == (TextPiece("cafe", 0, 0), TextPiece("\u0301", 1, 1))
    split = DecodedTokens([_token(b"cafe" + accent[:1]), _token(accent[1:] + b" au lait")])
    assert split.text == "cafe\u0301 au lait"
    assert split.pieces[1] == TextPiece("\u0301", 0, 1)
    assert visible("\u0301") == "◌\u0301"  # shown on a dotted circle, not on the quote


def test_invalid_bytes_are_replaced_only_where_they_are_invalid() -> None:
    # A stray continuation byte, then a character begun and never finished before "b".
    tokens = [_token(b"a\x80b"), _token(b"c" + GLOBE[:2]), _token(b"d"), _token("é".encode())]
    decoded = DecodedTokens(tokens)
    assert decoded.text == "a\ufffdbc\ufffddé"
    assert decoded.pieces[0] == TextPiece("a\ufffdb", 0, 0)
    # The unfinished character's bytes are token 1's: the replacement is attributed to it.
    assert decoded.pieces[1] == TextPiece("c\ufffd", 1, 1)
    assert decoded.pieces[2:] == (TextPiece("d", 2, 2), TextPiece("é", 3, 3))


def test_a_text_that_ends_inside_a_character() -> None:
    decoded = DecodedTokens([_token(b"ok"), _token(GLOBE[:3])])
    assert decoded.text == "ok\ufffd"
    assert decoded.pieces[-1] == TextPiece("\ufffd", 1, 1)


def test_tokens_without_bytes_are_their_text() -> None:
    tokens = [
        TokenLogprob("Plain", -0.1),
        token_from_api({"token": " ✓", "logprob": -0.2, "bytes": []}),
        token_from_api({"token": " done", "logprob": -0.3, "bytes": None}),
        token_from_api({"token": "\\xf0", "logprob": -0.3}),  # escapes and nothing else
    ]
    assert all(t is not None and t.raw is None for t in tokens)
    decoded = DecodedTokens([t for t in tokens if t is not None])
    assert decoded.text == "Plain ✓ done\\xf0"
    # A token whose bytes are its text keeps nothing more: stored as before.
    assert _token(b" same").raw is None


def test_alternatives_read_as_what_they_would_have_written() -> None:
    other = "🌎".encode()  # F0 9F 8C 8E: the same first three bytes
    tokens = [
        _token(b" " + GLOBE[:2], -0.5, (b" " + GLOBE[:2], -0.5), (b" moon", -1.5)),
        _token(GLOBE[2:], -2.0, (GLOBE[2:], -2.0), (other[2:], -2.2), (b"A", -6.0)),
        _token(b"\t", -0.1, (b"\t", -0.1), (b"\n\n", -3.0), (b"  ", -4.0)),
    ]
    decoded = DecodedTokens(tokens)
    # The chosen token is not its own alternative; a piece of a character shows its bytes.
    assert decoded.alternatives(0) == [(" moon", -1.5)]
    # After the globe's first bytes, "8C 8E" writes the other globe; "A" would have left
    # them invalid.
    assert decoded.alternatives(1) == [("🌎", -2.2), ("\ufffdA", -6.0)]
    assert readable(b"", b" " + GLOBE[:2]) == " ⟨F0 9F⟩"
    assert [visible(t) for t, _lp in decoded.alternatives(2)] == ["↵↵", "␣␣"]
    assert visible("a\u200db") == "a⟨U+200D⟩b"


def test_the_bytes_survive_packing_and_the_export() -> None:
    tokens = (
        _token(b"Hi", -0.01),
        _token(b" " + GLOBE[:2], -0.5, (b" " + GLOBE[:2], -0.5), (b" there", -1.1)),
        _token(GLOBE[2:], -2.0, (GLOBE[2:], -2.0), (b"!", -3.0)),
    )
    assert tokens[1].raw == b" " + GLOBE[:2] and tokens[0].raw is None
    assert tokens[2].top_raw == (GLOBE[2:], None)
    packed = pack(tokens)
    assert '"r":' in packed
    assert unpack(packed) == tokens
    assert DecodedTokens(unpack(packed)).text == "Hi 🌍"
    # Without any piece of a character the packed form is what it always was.
    assert '"r"' not in pack([_token(b"plain")])
    # The export writes the API's shape, bytes where they are not the text, and reads it.
    exported = TokenLogprobs(tokens).to_json()
    assert "bytes" not in exported[0]
    assert exported[1]["bytes"] == list(b" " + GLOBE[:2])
    assert exported[2]["top_logprobs"][0]["bytes"] == list(GLOBE[2:])
    assert "bytes" not in exported[2]["top_logprobs"][1]
    assert TokenLogprobs.from_json(exported) == TokenLogprobs(tokens)


@pytest.mark.parametrize(
    "raw",
    [
        '"r":[[9,"f0"]]',  # past the last token
        '"r":[[0,"zz"]]',  # not hex
        '"r":[["0","f0"]]',
        '"r":{"0":"f0"}',
    ],
)
def test_malformed_packed_bytes_are_refused(raw: str) -> None:
    packed = '{"v":1,"t":["a"],"p":[-0.1],"a":[[]],' + raw + "}"
    with pytest.raises(ValueError):
        unpack(packed)
    assert TokenLogprobs.from_packed(packed).tokens == ()  # a damaged row reads as none


def test_an_alternative_dropped_when_unpacked_keeps_the_others_bytes() -> None:
    token = TokenLogprob("x", -0.1, (("a", math.nan), ("\\xf0", -1.0)), None, (None, b"\xf0"))
    (back,) = unpack(pack([token]))
    assert back.top == (("\\xf0", -1.0),) and back.top_raw == (b"\xf0",)
