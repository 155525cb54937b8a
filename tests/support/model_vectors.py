"""Embedding vectors shaped like a real model's: a large component every text shares plus
small text-specific ones.

Real models score unrelated text well above cosine 0 (ada-002 about 0.7-0.8, OpenAI's
text-embedding-3 about 0.1-0.3), because their vectors share a common direction. Here each
vector is ``√floor · common + √(1 − floor) · words``: ``common`` a fixed dense unit vector,
``words`` the loopback server's bag of words (tests/support/embeddings_server.py) over the
text's content words (a model weighs "the" and "of" next to nothing), so the cosine of two
texts is about ``floor + (1 − floor) × (their bag-of-words cosine)``. With ``floor = 0.75``
unrelated texts score ≈ 0.75 and texts sharing most words ≈ 0.9.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Callable

from tests.support.embeddings_server import embed_text

_WORD = re.compile(r"\w+")
# Words a model weighs next to nothing.
_FUNCTION_WORDS = frozenset(
    _WORD.findall(
        "a an and are at be by do does for from get how i in is it many much my of on or our "
        "per the to we what when where which who why will with you your"
    )
)


def content_words(text: str) -> str:
    return " ".join(w for w in _WORD.findall(text.lower()) if w not in _FUNCTION_WORDS)


def _common(dimension: int) -> list[float]:
    signs = hashlib.shake_256(b"common direction").digest((dimension + 7) // 8)
    scale = 1.0 / math.sqrt(dimension)
    return [scale if signs[i // 8] >> (i % 8) & 1 else -scale for i in range(dimension)]


def shaped(floor: float) -> Callable[[str, int], list[float]]:
    """An embedder for ``EmbeddingsServer.embedder`` whose unrelated texts score ≈ floor."""

    def embed(text: str, dimension: int) -> list[float]:
        words = embed_text(content_words(text), dimension)
        shared, own = math.sqrt(floor), math.sqrt(1.0 - floor)
        vector = [shared * c + own * w for c, w in zip(_common(dimension), words, strict=True)]
        norm = math.sqrt(sum(x * x for x in vector))
        return [x / norm for x in vector]

    return embed


def cosine(a: list[float], b: list[float]) -> float:
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    return dot / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))
