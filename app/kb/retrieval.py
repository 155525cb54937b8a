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

from app.kb.calibration import Floor, calibration_of, floor_for
from app.kb.search import search
from app.kb.store import KbError, KnowledgeStore

MAX_SOURCES = 6
MAX_SOURCE_CHARS = 2_000  # a passage is ~1,000 characters; a longer one is cut

# Which passages go (``_relevant``) is judged by each one's lift: how far its cosine
# similarity to the question stands above its base's floor (the similarity of unrelated
# passages under that model, app.kb.calibration), as a share of the room between the floor
# and 1. Raw cosines mean nothing across models (ada-002 scores anything 0.7 or more,
# text-embedding-3 unrelated text 0.1-0.3); lifts do: 0 is "as similar as unrelated text".
#
# Clearly above the floor: a lift of CLEAR_LIFT, and CLEAR_SPREADS of the floor's spread.
# With text-embedding-3 (floor ≈ 0.2) that is a cosine of ≈ 0.36, where passages that
# answer score 0.4-0.7; with ada-002 (floor ≈ 0.72) ≈ 0.78, under the 0.8-0.9 of answers.
CLEAR_LIFT = 0.2
CLEAR_SPREADS = 2.0
# Within a gap of the best: at least this share of the best lift among bases of the same
# model (lifts of different models are not weighed against each other).
SHARE_OF_BEST = 0.5
# A base's best keyword hit (an exact term, a part number, that an embedding may not weigh)
# needs to be only this share of the way to "clearly above".
KEYWORD_SHARE = 0.5

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
                floor = None
                if vector is not None:
                    store.check_query_dimension(len(vector))
                    floor = floor_for(store, vector, calibration_of(store))
                for hit in search(store, question, vector, limit):
                    text = hit.text[:MAX_SOURCE_CHARS]
                    source = Source(
                        0, base.name, hit.file, hit.page, hit.unit, hit.label, text, hit.score
                    )
                    found.append(_Found(source, base.key, hit.similarity, hit.keyword_rank, floor))
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
    floor: Floor | None = None  # for this question in its base; None: too small to have one


def _lift(similarity: float, floor: Floor | None) -> float:
    """How far above the floor, as a share of the room up to 1 (0: as unrelated text)."""
    bottom = 0.0 if floor is None else floor.similarity
    return (similarity - bottom) / (1.0 - bottom) if bottom < 1.0 else 0.0


def _clear(floor: Floor | None) -> float:
    """The lift that counts as clearly above the floor."""
    if floor is None or floor.similarity >= 1.0:
        return CLEAR_LIFT
    return max(CLEAR_LIFT, CLEAR_SPREADS * floor.spread / (1.0 - floor.similarity))


def _relevant(found: Sequence[_Found]) -> list[Source]:
    """The hits worth sending, in their order: each whose lift is clearly above its floor
    and at least SHARE_OF_BEST of the best lift of its model; a base's best keyword hit
    with a smaller lift (KEYWORD_SHARE of clear); and every hit without a similarity
    (keyword search alone: nothing measures it). A question the bases do not answer sends
    nothing, or only an exact keyword match: the best hit is not sent for being best.
    A base too small to have a floor borrows one of a base of the same model, else is
    measured from 0."""
    borrowed: dict[ModelKey, Floor] = {}
    for f in found:
        if f.floor is not None:
            borrowed.setdefault(f.key, f.floor)
    judged: list[tuple[_Found, float | None, float]] = []
    best: dict[ModelKey, float] = {}
    for f in found:
        floor = f.floor or borrowed.get(f.key)
        lift = None if f.similarity is None else _lift(f.similarity, floor)
        judged.append((f, lift, _clear(floor)))
        if lift is not None:
            best[f.key] = max(best.get(f.key, lift), lift)
    return [
        f.source
        for f, lift, clear in judged
        if lift is None
        or (lift >= clear and lift >= SHARE_OF_BEST * best[f.key])
        or (f.keyword_rank == 1 and lift >= KEYWORD_SHARE * clear)
    ]


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
