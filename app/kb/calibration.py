"""The similarity floor a question's passages are measured from: how similar text with
nothing in particular in common scores under a base's embedding model.

Embedding models do not put unrelated text at cosine 0. OpenAI's text-embedding-3 scores
it around 0.1-0.3, ada-002 0.7 or more; every vector shares a large common component. A
fixed threshold, or a share of the best passage's similarity, therefore means something
different for every model (half of a weak 0.30 keeps everything text-embedding-3 finds).
So the floor is learnt from the base's own vectors, in two ways:

- when indexing (``calibrate``): the cosine similarities of pairs of its passages, summed
  up as their median and a robust spread. Most pairs of a base are about different things,
  so the median is the "unrelated" level; the related pairs a sample also holds sit in the
  tail, which neither the median nor the median absolute deviation follows. Neighbouring
  passages of a page are not paired: a passage repeats the end of the one before it.
- with each question (``floor_for``): the question's own similarities to a fixed sample of
  the base's passages, summed up the same way. A short question often sits lower against
  everything than passages do against each other (and lower still with models that embed
  questions and documents differently), which the pairs cannot show.

The lower of the two is the question's floor: the pairs guard a small base, where the
sample is the whole base and its passages that answer lift the question's median; the
question's own guards a base whose passages resemble each other (one subject, one style).

A base of up to ``ALL_PAIRS_UP_TO`` passages uses every pair; a larger one ``SAMPLE_PAIRS``
pairs drawn at random, seeded by the base's size, so the same base gives the same floor.
Learnt at the end of each indexing run (app.kb.indexer.embed) and kept in the base's meta
table; a base indexed by an older version has it measured when searched, until its next
indexing run stores it.
"""

from __future__ import annotations

import itertools
import random
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.kb.store import Calibration, KnowledgeStore

ALL_PAIRS_UP_TO = 48  # 1,128 pairs
SAMPLE_PAIRS = 1_000
SAMPLE_PASSAGES = 256  # a question's similarity to these: well under a millisecond
# Fewer pairs (or sampled passages) say too little: such a base (three or four passages) has
# no floor of its own (app.kb.retrieval borrows one or measures from 0).
MIN_PAIRS = 6
MIN_SAMPLE = 5
MAD_TO_SD = 1.4826  # median absolute deviation × this = σ, for a normal distribution


@dataclass(frozen=True, slots=True)
class Floor:
    """The similarity a question's passages are measured from, and how widely unrelated
    text scatters around it (a standard deviation)."""

    similarity: float
    spread: float


def measure(store: KnowledgeStore) -> Calibration | None:
    """What the vectors stored now say; None with too few pairs to tell."""
    ids = sorted(store.embedded_ids())
    if len(ids) < 2:
        return None
    rng = random.Random(len(ids))
    if len(ids) <= ALL_PAIRS_UP_TO:
        pairs = list(itertools.combinations(ids, 2))
    else:
        pairs = [(a, b) for a, b in (rng.sample(ids, 2) for _ in range(SAMPLE_PAIRS))]
    places = store.places(n for pair in pairs for n in pair)
    apart = [(a, b) for a, b in pairs if not _neighbours(places.get(a), places.get(b))]
    similarities = store.pair_similarities(apart)
    if len(similarities) < MIN_PAIRS:
        return None
    summary = _summary(similarities)
    sample = ids if len(ids) <= SAMPLE_PASSAGES else sorted(rng.sample(ids, SAMPLE_PASSAGES))
    return Calibration(summary.similarity, summary.spread, len(similarities), tuple(sample))


def calibrate(store: KnowledgeStore) -> Calibration | None:
    """Measures and stores it with the base (what was stored stays when too few pairs)."""
    calibration = measure(store)
    if calibration is not None:
        store.store_calibration(calibration)
    return calibration


def calibration_of(store: KnowledgeStore) -> Calibration | None:
    """The stored calibration, else one measured now (a base indexed before they were)."""
    return store.stored_calibration() or measure(store)


def floor_for(
    store: KnowledgeStore, vector: Sequence[float], calibration: Calibration | None
) -> Floor | None:
    """The floor for this question in this base: the lower of the pairs' and the question's
    own (see the module's docstring); None for a base too small to have either."""
    if calibration is None:
        return None
    pairs = Floor(calibration.similarity, calibration.spread)
    own = store.similarities(vector, calibration.sample)
    if len(own) < MIN_SAMPLE:
        return pairs
    question = _summary(own.values())
    return question if question.similarity < pairs.similarity else pairs


def _summary(similarities: Iterable[float]) -> Floor:
    values = list(similarities)
    middle = statistics.median(values)
    deviation = statistics.median(abs(s - middle) for s in values)
    return Floor(middle, MAD_TO_SD * deviation)


Place = tuple[int, int | None, int]  # (document, page, ordinal)


def _neighbours(a: Place | None, b: Place | None) -> bool:
    if a is None or b is None:
        return False
    return a[0] == b[0] and a[1] == b[1] and abs(a[2] - b[2]) == 1
