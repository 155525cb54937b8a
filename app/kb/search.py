"""Hybrid search over one knowledge base: BM25 keyword hits and nearest vectors, fused.

Each side ranks ``depth`` passages (three times the hits asked for, at least 30); reciprocal
rank fusion (app.kb.fusion) orders their union. A passage both sides find rises above one
only a single side finds, so an exact term (a part number, a name) and a paraphrase both
work. Without a query vector (a base not embedded yet) the keyword side decides alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.kb.fusion import fuse
from app.kb.store import KnowledgeStore

OVERSAMPLE = 2  # coarse (bit) candidates per re-ranked vector hit: measured in bench_kb


@dataclass(frozen=True, slots=True)
class Hit:
    """``page`` is the 1-based page, sheet or slide (``unit`` says which), None for a plain
    text file; ``label`` a sheet's name; ``score`` the fused score (higher is better)."""

    file: str
    page: int | None
    unit: str
    label: str | None
    ordinal: int
    text: str
    score: float
    keyword_rank: int | None
    vector_rank: int | None
    # Cosine similarity to the question's vector; None without one or for a passage not
    # embedded yet. What app.kb.retrieval judges relevance by (fused scores are ranks only).
    similarity: float | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"file": self.file}
        if self.page is not None:
            out["page"] = self.page
            out["unit"] = self.unit
        if self.label:
            out["sheet"] = self.label
        out |= {
            "passage": self.ordinal,
            "text": self.text,
            "score": round(self.score, 6),
            "keyword_rank": self.keyword_rank,
            "vector_rank": self.vector_rank,
        }
        return out


def depth_for(limit: int) -> int:
    return max(30, 3 * limit)


def search(
    store: KnowledgeStore, query: str, vector: Sequence[float] | None, limit: int = 10
) -> list[Hit]:
    depth = depth_for(limit)
    keyword = store.keyword_ranks(query, depth, common_too=vector is None)
    nearest = store.vector_ranks(vector, depth, OVERSAMPLE) if vector is not None else []
    fused = fuse([keyword, nearest])[:limit]
    rows = store.passages_by_id([pid for pid, _ in fused])
    similar = store.similarities(vector, [pid for pid, _ in fused]) if vector is not None else {}
    keyword_at = {pid: n for n, pid in enumerate(keyword, start=1)}
    vector_at = {pid: n for n, pid in enumerate(nearest, start=1)}
    hits = []
    for pid, score in fused:
        row = rows.get(pid)
        if row is None:
            continue
        hits.append(
            Hit(
                file=row["file"],
                page=row["page"],
                unit=row["unit"],
                label=row["label"],
                ordinal=row["ordinal"],
                text=row["text"],
                score=score,
                keyword_rank=keyword_at.get(pid),
                vector_rank=vector_at.get(pid),
                similarity=similar.get(pid),
            )
        )
    return hits
