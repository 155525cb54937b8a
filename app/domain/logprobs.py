"""Token probabilities of a reply: each token the model chose, its log probability, and the
alternatives it weighed (the API's ``top_logprobs``).

A reply of 10,000 tokens carries 10,000 of these, so they are kept packed: ``TokenLogprobs``
holds the stored text (one compact JSON document of parallel arrays) and unpacks it only when
something reads the tokens (the probabilities view, the compare's mean); loading a
conversation reads the text and no more. Pure: no Qt, no I/O.

A token is a run of bytes, not always whole characters: a tokenizer may split an emoji or a
CJK character over 2-4 tokens, and the API then spells each piece's ``token`` as escapes
("\\xf0\\x9f") or as U+FFFD. Its ``bytes`` are the truth, so a token keeps them (``raw``)
when they are not its text in UTF-8; app.domain.token_text joins them into characters.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple, TypeGuard

_FORMAT = 1  # "v" of the packed document; a later layout gets a new number
# Log probabilities are stored to this many decimals: a probability's relative error stays
# under 0.01 %, and each number takes about 7 characters instead of 20. Rounded when packed
# (on the storage thread), not as tokens stream: round() is most of a token's decoding.
_DECIMALS = 4


class TokenLogprob(NamedTuple):
    """One token of the answer: its text, its log probability, and the most likely
    alternatives at that place (token, log probability), most likely first; the chosen
    token is usually among them. A named tuple: one is made for every token as a reply
    streams, and a tuple is made several times faster than a frozen dataclass.

    ``raw``: the token's bytes when they are not ``token`` in UTF-8 (a piece of a
    character), else None. ``top_raw``: the same for each alternative, by position; empty
    when every alternative's bytes are its text."""

    token: str
    logprob: float
    top: tuple[tuple[str, float], ...] = ()
    raw: bytes | None = None
    top_raw: tuple[bytes | None, ...] = ()

    @property
    def probability(self) -> float:
        return math.exp(self.logprob)


def token_from_api(entry: Any) -> TokenLogprob | None:
    """One entry of the API's logprobs (chat ``choices[i].logprobs.content[]``, /responses
    ``logprobs[]``): ``{"token", "logprob", "bytes", "top_logprobs": [{"token",
    "logprob", "bytes"}]}``. None for an entry that is not that shape; an alternative that
    is not is left out; ``bytes`` missing, empty or not bytes reads as the token's text.
    Runs for every token of a streamed reply: exact type checks, one pass."""
    if type(entry) is not dict:
        return None
    token, logprob = entry.get("token"), entry.get("logprob")
    if type(token) is not str or not _is_number(logprob):
        return None
    alternatives = entry.get("top_logprobs")
    kept = (
        [
            alt
            for alt in alternatives
            if type(alt) is dict
            and type(alt.get("token")) is str
            and type(alt.get("logprob")) in _NUMBERS  # inf or NaN: dropped by unpack
        ]
        if alternatives and type(alternatives) is list
        else ()
    )
    top = tuple([(alt["token"], alt["logprob"]) for alt in kept])
    top_raw = tuple([raw_bytes(alt["token"], alt.get("bytes")) for alt in kept])
    if not any(top_raw):
        top_raw = ()
    return TokenLogprob(token, float(logprob), top, raw_bytes(token, entry.get("bytes")), top_raw)


def raw_bytes(text: str, given: Any) -> bytes | None:
    """``given`` (the API's ``bytes``: a list of 0-255) as bytes when they are not ``text``
    in UTF-8, else None: most tokens are whole characters and keep nothing more."""
    if type(given) is not list or not given:
        return None
    try:
        data = bytes(given)
    except (TypeError, ValueError):  # not small integers
        return None
    return None if data == text.encode("utf-8", "surrogatepass") else data


def token_bytes(token: TokenLogprob) -> bytes:
    """What the token wrote: its bytes, or its text in UTF-8 when it came without them."""
    if token.raw is not None:
        return token.raw
    return token.token.encode("utf-8", "surrogatepass")


def alternative_bytes(token: TokenLogprob, index: int) -> bytes:
    """What alternative ``index`` of ``token`` would have written (as ``token_bytes``)."""
    raw = token.top_raw[index] if index < len(token.top_raw) else None
    return raw if raw is not None else token.top[index][0].encode("utf-8", "surrogatepass")


_NUMBERS = frozenset({float, int})


def _is_number(value: Any) -> TypeGuard[int | float]:
    # Exact types: a JSON number is a float or an int, never a bool; inf and NaN are not
    # probabilities (json.loads reads "Infinity" and "NaN").
    kind = type(value)
    return (kind is float and math.isfinite(value)) or kind is int


class TokenLogprobs:
    """A reply's token probabilities, in order. Built from tokens (as they streamed) or from
    the packed text (as stored), each form made from the other only when first asked for."""

    __slots__ = ("_packed", "_tokens")

    def __init__(self, tokens: Iterable[TokenLogprob] = ()) -> None:
        self._tokens: tuple[TokenLogprob, ...] | None = tuple(tokens)
        self._packed: str | None = None

    @classmethod
    def from_packed(cls, packed: str) -> TokenLogprobs:
        """As stored (``packed``); checked when first read: a malformed text reads as no
        tokens rather than failing the conversation's load."""
        out = cls()
        out._tokens = None
        out._packed = packed
        return out

    @property
    def tokens(self) -> tuple[TokenLogprob, ...]:
        if self._tokens is None:
            try:
                self._tokens = unpack(self._packed or "")
            except ValueError:
                self._tokens = ()
        return self._tokens

    def packed(self) -> str:
        if self._packed is None:
            self._packed = pack(self.tokens)
        return self._packed

    def logprobs(self) -> list[float]:
        return [t.logprob for t in self.tokens]

    def least_likely(self, count: int) -> list[int]:
        """Positions of the ``count`` least likely tokens, least likely first (ties in text
        order)."""
        tokens = self.tokens
        order = sorted(range(len(tokens)), key=lambda i: (tokens[i].logprob, i))
        return order[:count]

    def to_json(self) -> list[dict[str, Any]]:
        """The API's own shape: what the export writes, with ``bytes`` only for a token
        (or an alternative) whose bytes are not its text (a piece of a character). An
        alternative whose probability is not a number (kept as it streamed) is left out:
        JSON has no NaN."""
        out = []
        for t in self.tokens:
            alternatives = []
            for n, (a, lp) in enumerate(t.top):
                if math.isfinite(lp):
                    alternative: dict[str, Any] = {"token": a, "logprob": lp}
                    raw = t.top_raw[n] if n < len(t.top_raw) else None
                    if raw is not None:
                        alternative["bytes"] = list(raw)
                    alternatives.append(alternative)
            entry: dict[str, Any] = {"token": t.token, "logprob": t.logprob}
            if t.raw is not None:
                entry["bytes"] = list(t.raw)
            entry["top_logprobs"] = alternatives
            out.append(entry)
        return out

    @classmethod
    def from_json(cls, data: Any) -> TokenLogprobs:
        """Reads ``to_json``; ValueError on anything else (an import says where)."""
        if not isinstance(data, list):
            raise ValueError("token probabilities must be a list")
        tokens = []
        for n, entry in enumerate(data):
            token = token_from_api(entry)
            if token is None:
                raise ValueError(f"token probability {n} is not a token with its logprob")
            tokens.append(token)
        return cls(tokens)

    def __len__(self) -> int:
        return len(self.tokens)

    def __bool__(self) -> bool:
        return bool(self._packed) if self._tokens is None else bool(self._tokens)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TokenLogprobs) and self.tokens == other.tokens

    def __hash__(self) -> int:
        return hash(self.tokens)

    def __repr__(self) -> str:
        return f"TokenLogprobs({len(self)} tokens)"


def pack(tokens: Sequence[TokenLogprob]) -> str:
    """One JSON document of parallel arrays: ``t`` the tokens, ``p`` their log
    probabilities, ``a`` each token's alternatives flattened (token, logprob, token, …),
    every log probability to ``_DECIMALS`` places. About a third of the API's own shape,
    and one json.loads to read back.

    Bytes that are not the text (pieces of characters) go, only when there are some, in
    ``r``: [token, hex] for a token, [token, alternative, hex] for an alternative. Still
    format 1: a reader that predates ``r`` ignores it and shows the tokens' text."""
    doc: dict[str, Any] = {
        "v": _FORMAT,
        "t": [t.token for t in tokens],
        "p": [round(t.logprob, _DECIMALS) for t in tokens],
        "a": [[x for a, lp in t.top for x in (a, round(lp, _DECIMALS))] for t in tokens],
    }
    raw: list[list[int | str]] = []
    for n, t in enumerate(tokens):
        if t.raw is not None:
            raw.append([n, t.raw.hex()])
        for k, alt in enumerate(t.top_raw):
            if alt is not None:
                raw.append([n, k, alt.hex()])
    if raw:
        doc["r"] = raw
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))


def unpack(packed: str) -> tuple[TokenLogprob, ...]:
    """Reads ``pack``; ValueError when the text is not that."""
    try:
        doc = json.loads(packed)
    except (TypeError, ValueError) as err:
        raise ValueError(f"not packed token probabilities: {err}") from None
    if not isinstance(doc, dict) or doc.get("v") != _FORMAT:
        raise ValueError("not packed token probabilities")
    tokens, logprobs, alts = doc.get("t"), doc.get("p"), doc.get("a")
    if not (isinstance(tokens, list) and isinstance(logprobs, list) and isinstance(alts, list)):
        raise ValueError("packed token probabilities are malformed")
    if not len(tokens) == len(logprobs) == len(alts):
        raise ValueError("packed token probabilities are malformed")
    raw, top_raw = _unpack_raw(doc.get("r"), len(tokens))
    out = []
    for n, (token, logprob, flat) in enumerate(zip(tokens, logprobs, alts, strict=True)):
        if not isinstance(token, str) or not _is_number(logprob) or not isinstance(flat, list):
            raise ValueError("packed token probabilities are malformed")
        kept = [i for i in range(0, len(flat) - 1, 2) if _is_number(flat[i + 1])]
        top = tuple((str(flat[i]), float(flat[i + 1])) for i in kept)
        given = top_raw.get(n)
        alt_raw = tuple(given.get(i // 2) for i in kept) if given else ()
        if not any(alt_raw):
            alt_raw = ()
        out.append(TokenLogprob(token, float(logprob), top, raw.get(n), alt_raw))
    return tuple(out)


def _unpack_raw(entries: Any, count: int) -> tuple[dict[int, bytes], dict[int, dict[int, bytes]]]:
    """``pack``'s ``r``: the tokens' bytes by position, the alternatives' by position and
    rank. ValueError when it is there but not that."""
    raw: dict[int, bytes] = {}
    top_raw: dict[int, dict[int, bytes]] = {}
    if entries is None:
        return raw, top_raw
    if not isinstance(entries, list):
        raise ValueError("packed token bytes are malformed")
    for entry in entries:
        if not isinstance(entry, list) or len(entry) not in (2, 3):
            raise ValueError("packed token bytes are malformed")
        *where, data = entry
        if not all(type(n) is int and n >= 0 for n in where) or not isinstance(data, str):
            raise ValueError("packed token bytes are malformed")
        if where[0] >= count:
            raise ValueError("packed token bytes are malformed")
        try:
            value = bytes.fromhex(data)
        except ValueError:
            raise ValueError("packed token bytes are malformed") from None
        if len(where) == 1:
            raw[where[0]] = value
        else:
            top_raw.setdefault(where[0], {})[where[1]] = value
    return raw, top_raw
