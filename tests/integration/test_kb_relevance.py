"""The relevance cut-off of the passages a chat question is sent with: a small base does
not fill the six places with unrelated text. Real bases indexed through the loopback
/v1/embeddings (whose bag-of-words vectors make texts that share words close), searched
as a chat searches them (app.kb.retrieval.gather)."""

from __future__ import annotations

from pathlib import Path

from app.api import Network, Timeouts
from app.api.embeddings import EmbeddingsClient
from app.kb import bases, retrieval
from app.kb.index_job import IndexJob
from app.kb.retrieval import RELATIVE_SIMILARITY, BaseInfo, Source, _Found, _relevant, gather
from app.kb.search import search
from app.kb.store import KnowledgeStore
from tests.gui.test_knowledge_window import library
from tests.support.embeddings_server import EmbeddingsServer, embed_text

HOLIDAY = "How many days of holiday allowance do we get?"


def _indexed(data: Path, name: str, docs: Path, server: EmbeddingsServer) -> BaseInfo:
    bases.add(data, name, [docs], None)

    def client() -> EmbeddingsClient:
        return EmbeddingsClient(server.base_url, None, timeouts=Timeouts(), network=Network())

    assert IndexJob(data, name, client).run().failure is None
    info, problems = retrieval.describe(data, [name])
    assert problems == []
    return info[0]


def _vector(info: BaseInfo, question: str) -> dict[retrieval.ModelKey, list[float]]:
    assert info.dimensions is not None
    return {info.key: embed_text(question, info.dimensions)}


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
    docs = tmp_path / "docs"
    docs.mkdir()
    texts = {
        "paid.md": "Paid leave: twenty-eight days of paid leave per year for every employee.",
        "unpaid.md": "Unpaid leave: ask your manager for unpaid leave days for every employee.",
        "kitchen.md": "The espresso machine is descaled every Friday afternoon.",
        "badges.md": "Badges must be worn visibly inside the building.",
        "parking.md": "Bicycles are parked in the courtyard racks.",
    }
    for name, text in texts.items():
        (docs / name).write_text(text + "\n", encoding="utf-8")
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        info = _indexed(data, "office", docs, server)
    question = "How many days of leave does every employee get?"
    sources, _ = gather(data, [info], question, _vector(info, question))
    assert sorted(Path(s.file).name for s in sources) == ["paid.md", "unpaid.md"]
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


def _found(n: int, similarity: float | None, keyword: int | None, model: str = "a") -> _Found:
    source = Source(0, "b", f"f{n}.md", None, "file", None, f"text {n}", 1.0 - n / 100)
    return _Found(source, (model, None), similarity, keyword)


def test_the_rule_keeps_the_best_exact_terms_and_judges_each_model_by_its_own_best() -> None:
    found = [
        _found(0, 0.10, None),  # the best by fused rank, weak: kept all the same
        _found(1, 0.80, 2),  # the best similarity of model a
        _found(2, 0.80 * RELATIVE_SIMILARITY, None),  # just at the line
        _found(3, 0.30, None),  # far below: dropped
        _found(4, 0.05, 1),  # its base's best keyword hit: an exact term, kept
        _found(5, None, 3),  # not embedded yet: nothing to judge by, kept
        _found(6, 0.20, None, model="b"),  # the best of another model, whose scale differs
        _found(7, 0.05, None, model="b"),  # far below that one: dropped
    ]
    kept = [s.file for s in _relevant(found)]
    assert kept == ["f0.md", "f1.md", "f2.md", "f4.md", "f5.md", "f6.md"]
