"""Token probabilities of a reply: each token the model chose, its log probability, and the
alternatives it weighed (the API's ``top_logprobs``).

A reply of 10,000 tokens carries 10,000 of these, so they are kept packed: ``TokenLogprobs``
holds the stored text (one compact JSON document of parallel arrays) and unpacks it only when
something reads the tokens (the probabilities view, the compare's mean); loading a
conversation reads the text and no more. Pure: no Qt, no I/O.
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
    streams, and a tuple is made several times faster than a frozen dataclass."""

    token: str
    logprob: float
    top: tuple[tuple[str, float], ...] = ()

    @property
    def probability(self) -> float:
        return math.exp(self.logprob)


def token_from_api(entry: Any) -> TokenLogprob | None:
    """One entry of the API's logprobs (chat ``choices[i].logprobs.content[]``, /responses
    ``logprobs[]``): ``{"token", "logprob", "bytes", "top_logprobs": [{"token",
    "logprob"}]}``. None for an entry that is not that shape; an alternative that is not
    is left out. Runs for every token of a streamed reply: exact type checks, one pass."""
    if type(entry) is not dict:
        return None
    token, logprob = entry.get("token"), entry.get("logprob")
    if type(token) is not str or not _is_number(logprob):
        return None
    alternatives = entry.get("top_logprobs")
    top = (
        tuple(
            [
                (alt["token"], alt["logprob"])
                for alt in alternatives
                if type(alt) is dict
                and type(alt.get("token")) is str
                and type(alt.get("logprob")) in _NUMBERS  # inf or NaN: dropped by unpack
            ]
        )
        if alternatives and type(alternatives) is list
        else ()
    )
    return TokenLogprob(token, float(logprob), top)


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
        """The API's own shape (without bytes): what the export writes. An alternative
        whose probability is not a number (kept as it streamed) is left out: JSON has no
        NaN."""
        return [
            {
                "token": t.token,
                "logprob": t.logprob,
                "top_logprobs": [
                    {"token": a, "logprob": lp} for a, lp in t.top if math.isfinite(lp)
                ],
            }
            for t in self.tokens
        ]

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
    and one json.loads to read back."""
    doc = {
        "v": _FORMAT,
        "t": [t.token for t in tokens],
        "p": [round(t.logprob, _DECIMALS) for t in tokens],
        "a": [[x for a, lp in t.top for x in (a, round(lp, _DECIMALS))] for t in tokens],
    }
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
    out = []
    for token, logprob, flat in zip(tokens, logprobs, alts, strict=True):
        if not isinstance(token, str) or not _is_number(logprob) or not isinstance(flat, list):
            raise ValueError("packed token probabilities are malformed")
        top = tuple(
            (str(flat[i]), float(flat[i + 1]))
            for i in range(0, len(flat) - 1, 2)
            if _is_number(flat[i + 1])
        )
        out.append(TokenLogprob(token, float(logprob), top))
    return tuple(out)
