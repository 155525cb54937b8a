"""Reciprocal rank fusion: one ranking from several, by rank alone.

BM25 scores and cosine distances are on scales that cannot be compared, so each list
contributes ``1 / (K + rank)`` for every item it ranks (rank 1 is its best) and the sums
decide. K = 60, the constant of Cormack, Clarke and Büttcher (SIGIR 2009): large enough
that one list's top item does not outweigh agreement between lists.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

K = 60

T = TypeVar("T", bound=Hashable)


def fuse(rankings: Sequence[Sequence[T]], k: int = K) -> list[tuple[T, float]]:
    """Items with their fused scores, best first; ties keep first-seen order."""
    scores: dict[T, float] = {}
    for ranking in rankings:
        for rank, item in enumerate(ranking, start=1):
            scores[item] = scores.get(item, 0.0) + 1.0 / (k + rank)
    order = {item: n for n, item in enumerate(scores)}
    return sorted(scores.items(), key=lambda pair: (-pair[1], order[pair[0]]))
