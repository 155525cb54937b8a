"""The similarity floor a base learns of its embedding model: the median similarity of its
passage pairs (every pair in a small base, a seeded sample in a large one, neighbours of a
page never), kept in the meta table and dropped with the vectors; and a question's own
floor from a fixed sample of passages, the lower of the two winning."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kb import calibration
from app.kb.calibration import Floor, calibrate, calibration_of, floor_for, measure
from app.kb.chunking import Passage
from app.kb.store import KnowledgeStore
from tests.support.model_vectors import cosine, shaped

DIM = 128
TOPICS = [
    "holiday allowance leave days vacation",
    "espresso machine kitchen coffee descaling",
    "badges security building entrance visitors",
    "mileage kilometre travel expenses reimbursed",
    "bicycles courtyard racks parking shed",
    "printer toner paper jam tray",
    "payroll salary payslip month bank",
    "laptop password reset helpdesk ticket",
]


def _put(store: KnowledgeStore, path: str, texts: list[str], *, page: int | None = None) -> None:
    store.put_document(
        path,
        mtime_ns=1,
        size=1,
        digest=path,
        kind="text",
        passages=[Passage(n, text, page) for n, text in enumerate(texts)],
        unit="file" if page is None else "page",
        tokens=[5] * len(texts),
    )


def _embed_all(store: KnowledgeStore, floor: float) -> None:
    embed = shaped(floor)
    pending = store.pending_batch(0, 10_000)
    store.store_vectors([(pid, embed(text, DIM)) for pid, text in pending])


@pytest.fixture
def store(tmp_path: Path) -> KnowledgeStore:
    KnowledgeStore.create(tmp_path, "docs", "test-model", None).close()
    return KnowledgeStore.open(tmp_path, "docs")


def test_the_shaped_vectors_score_unrelated_text_at_their_floor() -> None:
    """The premise of the tests below: unrelated texts ≈ the floor, related ones well above."""
    for floor in (0.2, 0.75):
        embed = shaped(floor)
        unrelated = cosine(embed(TOPICS[0], DIM), embed(TOPICS[1], DIM))
        related = cosine(embed(TOPICS[0], DIM), embed("holiday leave days", DIM))
        assert unrelated == pytest.approx(floor, abs=0.06)
        assert related > floor + 0.5 * (1 - floor)


@pytest.mark.parametrize("floor", [0.2, 0.75])
def test_a_small_base_learns_its_model_s_floor_from_every_pair(
    store: KnowledgeStore, floor: float
) -> None:
    with store:
        for n, topic in enumerate(TOPICS):
            _put(store, f"/docs/{n}.md", [topic])
        _embed_all(store, floor)
        learnt = calibrate(store)
        assert learnt is not None
        assert learnt.pairs == len(TOPICS) * (len(TOPICS) - 1) // 2
        assert learnt.similarity == pytest.approx(floor, abs=0.05)
        assert learnt.spread < 0.1
        assert len(learnt.sample) == len(TOPICS)  # the whole base: fewer than 256
        stored = store.stored_calibration()
        assert stored is not None
        assert stored.sample == learnt.sample and stored.pairs == learnt.pairs
        assert stored.similarity == pytest.approx(learnt.similarity, abs=1e-6)


def test_neighbours_of_a_page_are_not_paired(store: KnowledgeStore) -> None:
    """A passage repeats the end of the one before it: such a pair says nothing of the
    floor. Neighbours on different pages, or in different documents, are paired."""
    with store:
        _put(store, "/docs/one.md", [TOPICS[0], TOPICS[1], TOPICS[2]])  # 2 neighbour pairs
        _put(store, "/docs/two.md", [TOPICS[3], TOPICS[4]])  # 1
        _put(store, "/docs/p1.pdf", [TOPICS[5]], page=1)
        _put(store, "/docs/p2.pdf", [TOPICS[6]], page=2)
        _embed_all(store, 0.5)
        learnt = measure(store)
        assert learnt is not None
        assert learnt.pairs == 7 * 6 // 2 - 3


def test_too_few_pairs_learn_nothing_and_keep_what_was_stored(store: KnowledgeStore) -> None:
    with store:
        _put(store, "/docs/a.md", [TOPICS[0]])
        _put(store, "/docs/b.md", [TOPICS[1]])
        _put(store, "/docs/c.md", [TOPICS[2]])
        _embed_all(store, 0.75)
        assert calibrate(store) is None  # 3 pairs: too few to tell
        assert store.stored_calibration() is None
        _put(store, "/docs/d.md", [TOPICS[3]])
        _embed_all(store, 0.75)
        assert calibrate(store) is not None  # 6 pairs
        store.remove_documents(["/docs/d.md"])
        assert calibrate(store) is None
        assert store.stored_calibration() is not None  # the last good one stays


def test_a_large_base_samples_pairs_the_same_way_each_time(store: KnowledgeStore) -> None:
    with store:
        for n in range(120):
            topic = TOPICS[n % len(TOPICS)]
            _put(store, f"/docs/{n}.md", [f"{topic} note {n}"])
        _embed_all(store, 0.75)
        first = measure(store)
        assert first is not None
        assert first.pairs == calibration.SAMPLE_PAIRS  # no neighbours across documents
        assert len(first.sample) == 120  # under SAMPLE_PASSAGES: the whole base
        assert measure(store) == first
        # One passage in eight shares the topic: the median stays at the unrelated level.
        assert first.similarity == pytest.approx(0.75, abs=0.05)


def test_forgetting_the_vectors_forgets_the_calibration(store: KnowledgeStore) -> None:
    with store:
        for n, topic in enumerate(TOPICS):
            _put(store, f"/docs/{n}.md", [topic])
        _embed_all(store, 0.75)
        calibrate(store)
        assert store.stored_calibration() is not None
        store.forget_embeddings()
        assert store.stored_calibration() is None
        assert calibration_of(store) is None  # nothing embedded: nothing to measure


def test_a_base_without_a_stored_calibration_is_measured_when_searched(
    store: KnowledgeStore,
) -> None:
    """A base indexed by an earlier version has vectors but no calibration keys."""
    with store:
        for n, topic in enumerate(TOPICS):
            _put(store, f"/docs/{n}.md", [topic])
        _embed_all(store, 0.75)
        assert store.stored_calibration() is None
        measured = calibration_of(store)
        assert measured is not None and measured.similarity == pytest.approx(0.75, abs=0.05)
        assert store.stored_calibration() is None  # searching writes nothing


def test_a_question_s_floor_is_the_lower_of_the_pairs_and_its_own(
    store: KnowledgeStore,
) -> None:
    with store:
        for n, topic in enumerate(TOPICS):
            _put(store, f"/docs/{n}.md", [topic])
        _embed_all(store, 0.75)
        learnt = calibrate(store)
        assert learnt is not None
        embed = shaped(0.75)
        # A question of only new words sits at the floor against every passage.
        own = floor_for(store, embed("quarterly budget forecast", DIM), learnt)
        assert own is not None and own.similarity == pytest.approx(0.75, abs=0.05)
        # A question that lies low against everything (as short questions often do with
        # real models) brings the floor down with it.
        low = [-x for x in embed("quarterly budget forecast", DIM)]
        below = floor_for(store, low, learnt)
        assert below is not None and below.similarity < 0
        # One that lies high against everything cannot lift it above the pairs' floor.
        high = floor_for(store, embed(" ".join(TOPICS), DIM), learnt)
        assert high == Floor(learnt.similarity, learnt.spread)
        assert floor_for(store, embed("x", DIM), None) is None
