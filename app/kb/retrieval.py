"""The passages a chat question is sent with: the best hits of the chat's knowledge bases,
numbered, as the sources block the model reads and as the JSON stored on the reply
(``messages.retrieval``) that the Sources fold and the [n] links read back.

Blocking (SQLite): run ``gather`` off the UI thread. The question's vector is made by the
caller (one per distinct embedding model), so a base that cannot be embedded for (no
``/v1/embeddings`` on the profile) still answers by keyword.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from app.kb.search import search
from app.kb.store import KbError, KnowledgeStore

MAX_SOURCES = 6
MAX_SOURCE_CHARS = 2_000  # a passage is ~1,000 characters; a longer one is cut
# A passage whose cosine similarity to the question is under this share of the best one's
# (among bases of the same embedding model) is not sent: a small base otherwise fills the
# six places with whatever it has. Cosines of different models are not comparable, so each
# model has its own best. Half: with text-embedding-3 models a passage that answers scores
# roughly 0.4-0.7 and an unrelated one 0.1-0.2.
RELATIVE_SIMILARITY = 0.5

INSTRUCTION = (
    "Answer using the numbered sources below, taken from the user's knowledge bases. Cite "
    "each statement that uses a source with its number in square brackets, like [1] or "
    "[2]. If the sources do not answer the question, say so."
)

# (model, dimensions asked for): bases sharing both share the question's vector.
ModelKey = tuple[str, int | None]


@dataclass(frozen=True, slots=True)
class BaseInfo:
    name: str
    model: str
    dimensions: int | None
    embedded: bool  # any vector stored: worth embedding the question for

    @property
    def key(self) -> ModelKey:
        return (self.model, self.dimensions)


@dataclass(frozen=True, slots=True)
class Source:
    n: int
    base: str
    file: str
    page: int | None
    unit: str
    label: str | None
    text: str
    score: float

    def where(self) -> str:
        """``handbook.pdf, page 3`` / ``costs.xlsx, sheet 2 (Costs)`` / ``notes.md``."""
        name = Path(self.file).name
        if self.page is None:
            return name
        shown = f"{name}, {self.unit} {self.page}"
        return shown + (f" ({self.label})" if self.label else "")

    def to_json(self) -> dict[str, object]:
        return {
            "n": self.n,
            "base": self.base,
            "file": self.file,
            "page": self.page,
            "unit": self.unit,
            "label": self.label,
            "text": self.text,
            "score": round(self.score, 6),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Source:
        page = data.get("page")
        score = data.get("score")
        label = data.get("label")
        n = data.get("n")
        return cls(
            n=n if isinstance(n, int) else 0,
            base=str(data.get("base", "")),
            file=str(data.get("file", "")),
            page=page if isinstance(page, int) else None,
            unit=str(data.get("unit", "file")),
            label=label if isinstance(label, str) else None,
            text=str(data.get("text", "")),
            score=float(score) if isinstance(score, int | float) else 0.0,
        )


def describe(data_dir: Path, names: Sequence[str]) -> tuple[list[BaseInfo], list[str]]:
    """The bases that open, and a sentence for each that does not (removed since)."""
    found: list[BaseInfo] = []
    problems: list[str] = []
    for name in names:
        try:
            with KnowledgeStore.open(data_dir, name) as store:
                found.append(
                    BaseInfo(name, store.model, store.requested_dimensions, bool(store.dimension))
                )
        except KbError as err:
            problems.append(str(err))
    return found, problems


def gather(
    data_dir: Path,
    bases: Sequence[BaseInfo],
    question: str,
    vectors: Mapping[ModelKey, Sequence[float]],
    limit: int = MAX_SOURCES,
) -> tuple[list[Source], list[str]]:
    """The best ``limit`` passages of all the bases, numbered from 1, and a sentence for
    each base that could not be searched. Fused scores of different bases are comparable
    (both are reciprocal-rank sums over the same depth), so the merge is by score."""
    found: list[_Found] = []
    problems: list[str] = []
    for base in bases:
        try:
            with KnowledgeStore.open(data_dir, base.name) as store:
                vector = vectors.get(base.key)
                if vector is not None:
                    store.check_query_dimension(len(vector))
                for hit in search(store, question, vector, limit):
                    text = hit.text[:MAX_SOURCE_CHARS]
                    source = Source(
                        0, base.name, hit.file, hit.page, hit.unit, hit.label, text, hit.score
                    )
                    found.append(_Found(source, base.key, hit.similarity, hit.keyword_rank))
        except KbError as err:
            problems.append(str(err))
    found.sort(key=lambda f: -f.source.score)
    numbered = [
        Source(n, s.base, s.file, s.page, s.unit, s.label, s.text, s.score)
        for n, s in enumerate(_relevant(found)[:limit], start=1)
    ]
    return numbered, problems


@dataclass(frozen=True, slots=True)
class _Found:
    source: Source
    key: ModelKey
    similarity: float | None  # None: no question vector for its base, or not embedded yet
    keyword_rank: int | None


def _relevant(found: Sequence[_Found]) -> list[Source]:
    """The hits worth sending, best first: the best one always; another if its cosine
    similarity is at least RELATIVE_SIMILARITY of the best of its model, or if it is its
    base's best keyword hit (an exact term, a part number, that an embedding may not weigh).
    A hit that has no similarity (keyword search alone) is kept: nothing measures it."""
    best: dict[ModelKey, float] = {}
    for f in found:
        if f.similarity is not None:
            best[f.key] = max(best.get(f.key, f.similarity), f.similarity)
    kept = []
    for n, f in enumerate(found):
        top = best.get(f.key)
        if (
            n == 0
            or f.similarity is None
            or f.keyword_rank == 1
            or (top is not None and top > 0 and f.similarity >= RELATIVE_SIMILARITY * top)
        ):
            kept.append(f.source)
    return kept


def sources_block(sources: Sequence[Source]) -> str:
    """What the model reads before the question: the instruction, then each source."""
    parts = [INSTRUCTION]
    for source in sources:
        parts.append(f"[{source.n}] {source.where()}\n{source.text.strip()}")
    return "\n\n".join(parts)


def to_json(sources: Sequence[Source]) -> str:
    return json.dumps([s.to_json() for s in sources], ensure_ascii=False)


def from_json(text: str | None) -> list[Source]:
    """The sources stored on a reply ([] for none, or text that is not a list of them)."""
    if not text:
        return []
    try:
        data = json.loads(text)
    except ValueError:
        return []
    if not isinstance(data, list):
        return []
    return [Source.from_json(item) for item in data if isinstance(item, dict)]
