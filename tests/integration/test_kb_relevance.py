"""Which passages a chat question is sent with: those clearly above the floor of the base's
embedding model and close to the best, so a small base does not fill the six places with
unrelated text, and a question the bases do not answer sends nothing.

Real bases indexed through the loopback /v1/embeddings, searched as a chat searches them
(app.kb.retrieval.gather). Two kinds of vectors: the server's bag of words (unrelated
texts near cosine 0), and vectors shaped like real models' (tests/support/model_vectors.py:
unrelated texts at ≈ 0.75 like ada-002, or ≈ 0.2 like text-embedding-3), where a cut-off
relative to the best cosine alone keeps everything."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from app.api import Network, Timeouts
from app.api.embeddings import EmbeddingsClient
from app.kb import bases, retrieval
from app.kb.calibration import Floor
from app.kb.index_job import IndexJob
from app.kb.retrieval import (
    CLEAR_LIFT,
    KEYWORD_SHARE,
    BaseInfo,
    Source,
    _Found,
    _relevant,
    gather,
)
from app.kb.search import search
from app.kb.store import KnowledgeStore
from tests.gui.test_knowledge_window import library
from tests.support.embeddings_server import EmbeddingsServer, embed_text
from tests.support.model_vectors import shaped

Embedder = Callable[[str, int], list[float]]

HOLIDAY = "How many days of holiday allowance do we get?"
LEAVE = "How many days of leave does every employee get?"
OFFICE = {
    "paid.md": "Paid leave: twenty-eight days of paid leave per year for every employee.",
    "unpaid.md": "Unpaid leave: ask your manager for unpaid leave days for every employee.",
    "kitchen.md": "The espresso machine is descaled every Friday afternoon.",
    "badges.md": "Badges must be worn visibly inside the building.",
    "parking.md": "Bicycles are parked in the courtyard racks.",
    "printer.md": "The printer on the second floor jams when the paper tray is overfilled.",
    "payroll.md": "Salaries are paid on the last working day of the month.",
    "laptops.md": "Forgotten laptop passwords are reset by the helpdesk within an hour.",
}
ADA = "text-embedding-ada-002"
# (the similarity of unrelated text, the model it plays)
MODELS = [
    pytest.param(0.75, ADA, id="ada-002-like"),
    pytest.param(0.2, "text-embedding-3-small", id="text-embedding-3-like"),
]


def _office(root: Path) -> Path:
    root.mkdir(parents=True)
    for name, text in OFFICE.items():
        (root / name).write_text(text + "\n", encoding="utf-8")
    return root


def _indexed(
    data: Path,
    name: str,
    docs: Path,
    server: EmbeddingsServer,
    model: str | None = None,
) -> BaseInfo:
    bases.add(data, name, [docs], model)

    def client() -> EmbeddingsClient:
        return EmbeddingsClient(server.base_url, None, timeouts=Timeouts(), network=Network())

    assert IndexJob(data, name, client).run().failure is None
    info, problems = retrieval.describe(data, [name])
    assert problems == []
    return info[0]


def _dimension(info: BaseInfo) -> int:
    return info.dimensions or 256  # the loopback server's size for a model not asked one


def _vector(
    info: BaseInfo, question: str, embed: Embedder = embed_text
) -> dict[retrieval.ModelKey, list[float]]:
    return {info.key: embed(question, _dimension(info))}


def _names(sources: list[Source]) -> list[str]:
    return [Path(s.file).name for s in sources]


def _shaped_base(tmp_path: Path, floor: float, model: str) -> tuple[Path, BaseInfo, Embedder]:
    embed = shaped(floor)
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        server.embedder = embed
        info = _indexed(data, "office", _office(tmp_path / "docs"), server, model)
    return data, info, embed


# -- bag-of-words vectors ----------------------------------------------------------------------


def test_a_small_base_sends_only_the_passage_that_answers(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        info = _indexed(data, "handbook", library(tmp_path / "docs"), server)
    vectors = _vector(info, HOLIDAY)
    with KnowledgeStore.open(data, "handbook") as store:
        ranked = search(store, HOLIDAY, vectors[info.key], retrieval.MAX_SOURCES)
    # The search itself ranks every passage of the little base: five candidates.
    assert len(ranked) == 5
    sources, problems = gather(data, [info], HOLIDAY, vectors)
    assert problems == []
    assert [(s.n, Path(s.file).name, s.page) for s in sources] == [(1, "handbook.pdf", 2)]
    assert "twenty-eight days" in sources[0].text


def test_passages_close_to_the_best_all_go(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        info = _indexed(data, "office", _office(tmp_path / "docs"), server)
    sources, _ = gather(data, [info], LEAVE, _vector(info, LEAVE))
    assert sorted(_names(sources)) == ["paid.md", "unpaid.md"]
    assert [s.n for s in sources] == [1, 2]


def test_a_base_searched_by_keyword_alone_is_not_cut(tmp_path: Path) -> None:
    """Without a question vector there is no similarity to judge by: every keyword hit
    (each shares a word with the question) goes, as before."""
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        info = _indexed(data, "handbook", library(tmp_path / "docs"), server)
    sources, _ = gather(data, [info], HOLIDAY, {})
    assert len(sources) > 1
    assert Path(sources[0].file).name == "handbook.pdf" and sources[0].page == 2


# -- vectors shaped like real models' --------------------------------------------------------


@pytest.mark.parametrize(("floor", "model"), MODELS)
def test_indexing_learns_the_model_s_floor(tmp_path: Path, floor: float, model: str) -> None:
    data, info, _embed = _shaped_base(tmp_path, floor, model)
    assert info.model == model
    with KnowledgeStore.open(data, "office") as store:
        learnt = store.stored_calibration()
    assert learnt is not None
    assert learnt.pairs == len(OFFICE) * (len(OFFICE) - 1) // 2
    assert learnt.similarity == pytest.approx(floor, abs=0.05)


@pytest.mark.parametrize(("floor", "model"), MODELS)
def test_a_clear_match_sends_the_passages_that_answer_and_no_other(
    tmp_path: Path, floor: float, model: str
) -> None:
    data, info, embed = _shaped_base(tmp_path, floor, model)
    vectors = _vector(info, LEAVE, embed)
    with KnowledgeStore.open(data, "office") as store:
        ranked = search(store, LEAVE, vectors[info.key], retrieval.MAX_SOURCES)
    # Six candidates, the unrelated ones near the floor, none near 0: shaped like a model.
    assert len(ranked) == retrieval.MAX_SOURCES
    similarities = {Path(h.file).name: h.similarity or 0.0 for h in ranked}
    assert min(similarities.values()) > floor - 0.05
    assert similarities["paid.md"] > floor + 0.5 * (1 - floor)
    # kitchen.md shares "every" with the question: above the floor, far below the answers.
    assert floor + 0.1 * (1 - floor) < similarities["kitchen.md"] < similarities["paid.md"]
    sources, problems = gather(data, [info], LEAVE, vectors)
    assert problems == []
    assert sorted(_names(sources)) == ["paid.md", "unpaid.md"]
    assert "twenty-eight days" in " ".join(s.text for s in sources)


@pytest.mark.parametrize(("floor", "model"), MODELS)
def test_a_question_the_base_does_not_answer_sends_nothing(
    tmp_path: Path, floor: float, model: str
) -> None:
    data, info, embed = _shaped_base(tmp_path, floor, model)
    question = "What is the capital of France?"
    vectors = _vector(info, question, embed)
    with KnowledgeStore.open(data, "office") as store:
        ranked = search(store, question, vectors[info.key], retrieval.MAX_SOURCES)
    # Every candidate is within half of the best cosine: a cut relative to the best keeps all.
    best = max(h.similarity or 0.0 for h in ranked)
    assert len(ranked) == retrieval.MAX_SOURCES
    assert all((h.similarity or 0.0) >= 0.5 * best for h in ranked)
    sources, problems = gather(data, [info], question, vectors)
    assert (sources, problems) == ([], [])


@pytest.mark.parametrize(("floor", "model"), MODELS)
def test_a_weak_best_match_sends_only_its_exact_term(
    tmp_path: Path, floor: float, model: str
) -> None:
    """One word in common ("courtyard"): the best cosine is weak (≈ 0.33 where unrelated
    text scores 0.2, the case a share of the best kept everything for). The passage goes
    as the base's best keyword hit; nothing else does."""
    data, info, embed = _shaped_base(tmp_path, floor, model)
    question = "Can the courtyard be booked for the summer staff party with music and food?"
    vectors = _vector(info, question, embed)
    with KnowledgeStore.open(data, "office") as store:
        ranked = search(store, question, vectors[info.key], retrieval.MAX_SOURCES)
    best = max(ranked, key=lambda h: h.similarity or 0.0)
    assert Path(best.file).name == "parking.md" and best.keyword_rank == 1
    assert best.similarity is not None
    assert floor < best.similarity < floor + CLEAR_LIFT * (1 - floor)
    sources, _ = gather(data, [info], question, vectors)
    assert _names(sources) == ["parking.md"]


def test_bases_of_two_models_are_each_judged_by_their_own_floor(tmp_path: Path) -> None:
    """An ada-like office base (unrelated ≈ 0.75) and a text-embedding-3-like handbook
    (unrelated ≈ 0.2) answer one question: each sends its own answer and nothing else."""
    data = tmp_path / "data"
    ada, te3 = shaped(0.75), shaped(0.2)
    with EmbeddingsServer() as server:
        server.embedder = ada
        office = _indexed(data, "office", _office(tmp_path / "office"), server, ADA)
    with EmbeddingsServer() as server:
        server.embedder = te3
        handbook = _indexed(data, "handbook", library(tmp_path / "handbook"), server)
    assert office.key != handbook.key
    question = "How many days of holiday allowance or paid leave does every employee get?"
    vectors = _vector(office, question, ada) | _vector(handbook, question, te3)
    sources, problems = gather(data, [office, handbook], question, vectors)
    assert problems == []
    assert sorted((s.base, Path(s.file).name, s.page) for s in sources) == [
        ("handbook", "handbook.pdf", 2),
        ("office", "paid.md", None),
        ("office", "unpaid.md", None),
    ]


def test_a_base_indexed_before_floors_were_learnt_is_measured_then_calibrated(
    tmp_path: Path,
) -> None:
    embed = shaped(0.75)
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        server.embedder = embed
        info = _indexed(data, "office", _office(tmp_path / "docs"), server)
        with KnowledgeStore.open(data, "office") as store:
            learnt = store.stored_calibration()
            keys = ("similarity_floor", "similarity_spread", "similarity_pairs", "floor_sample")
            store.execute(f"DELETE FROM meta WHERE key IN ({','.join('?' * len(keys))})", keys)
            assert store.stored_calibration() is None
        sources, _ = gather(data, [info], LEAVE, _vector(info, LEAVE, embed))
        assert sorted(_names(sources)) == ["paid.md", "unpaid.md"]  # measured as it searched
        # The next indexing run, with nothing to embed, stores it.
        result = IndexJob(
            data,
            "office",
            lambda: EmbeddingsClient(server.base_url, None, timeouts=Timeouts(), network=Network()),
        ).run()
        assert result.failure is None and result.embedded == 0
    with KnowledgeStore.open(data, "office") as store:
        assert store.stored_calibration() == learnt


# -- the rule, by numbers -----------------------------------------------------------------------

HALF = Floor(0.5, 0.0)  # a passage's lift is then (similarity - 0.5) / 0.5


def _found(
    n: int,
    similarity: float | None,
    keyword: int | None,
    floor: Floor | None = HALF,
    model: str = "a",
) -> _Found:
    source = Source(0, "b", f"f{n}.md", None, "file", None, f"text {n}", 1.0 - n / 100)
    return _Found(source, (model, None), similarity, keyword, floor)


def test_the_rule_keeps_what_is_clearly_above_the_floor_and_near_the_best() -> None:
    # Clear of the floor from a lift of 0.2: a similarity of 0.6.
    found = [
        _found(0, 0.55, None),  # the first by fused rank, barely above the floor: dropped
        _found(1, 0.875, 2),  # the best lift of model a: 0.75
        _found(2, 0.6875, None),  # lift 0.375, just half the best: kept
        _found(3, 0.65, None),  # lift 0.3: clear of the floor, too far below the best
        _found(4, 0.5625, 1),  # its base's best keyword hit, lift 0.125: kept
        _found(5, None, 3),  # not embedded yet: nothing to judge by, kept
        _found(6, 0.40, None, Floor(0.2, 0.0), model="b"),  # model b: lift 0.25, its best
        _found(7, 0.24, None, Floor(0.2, 0.0), model="b"),  # lift 0.05: dropped
    ]
    assert KEYWORD_SHARE * CLEAR_LIFT < 0.125
    assert [s.file for s in _relevant(found)] == ["f1.md", "f2.md", "f4.md", "f5.md", "f6.md"]


def test_a_weak_best_is_not_sent_for_being_best() -> None:
    assert _relevant([_found(0, 0.58, None), _found(1, 0.55, None)]) == []
    # A keyword hit needs half the way to clear: 0.53 (lift 0.06) is not that.
    assert _relevant([_found(0, 0.53, 1)]) == []


def test_a_floor_that_scatters_widely_raises_the_bar() -> None:
    # Unrelated text scatters with σ 0.1 around 0.5: clear is two of those, a lift of 0.4.
    wide = Floor(0.5, 0.1)
    assert [s.file for s in _relevant([_found(0, 0.65, None, wide)])] == []
    assert [s.file for s in _relevant([_found(0, 0.75, None, wide)])] == ["f0.md"]
    assert [s.file for s in _relevant([_found(0, 0.65, None)])] == ["f0.md"]  # σ 0


def test_a_base_too_small_for_a_floor_borrows_its_model_s_or_starts_from_0() -> None:
    found = [
        _found(0, 0.875, None),
        _found(1, 0.56, None, None),  # no floor of its own: judged from model a's 0.5
        _found(2, 0.30, None, None, model="c"),  # no floor for model c: lift 0.3 from 0
        _found(3, 0.10, None, None, model="c"),  # lift 0.1 from 0: dropped
    ]
    assert [s.file for s in _relevant(found)] == ["f0.md", "f2.md"]
