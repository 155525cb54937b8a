"""The knowledge base file: FTS5 and the vec0 index kept in step with passages, the
dimension fixed by the first vector, hybrid search over bit candidates re-ranked by int8,
and queries that would be FTS5 syntax read as plain words."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from app.kb.chunking import Passage
from app.kb.search import search
from app.kb.store import (
    DimensionChanged,
    KbError,
    KnowledgeStore,
    UnknownBase,
    fts_query,
    quantize,
)
from tests.support.embeddings_server import embed_text

DIM = 64
TEXTS = {
    "/docs/a.txt": ["Holiday allowance is twenty-eight days.", "Badges are worn at all times."],
    "/docs/b.txt": ["The espresso machine is descaled on Fridays."],
    "/docs/c.pdf": ["Mileage is paid per kilometre.", "Hotels need approval."],
}


def _fill(store: KnowledgeStore, texts: dict[str, list[str]] = TEXTS) -> None:
    for path, passages in texts.items():
        store.put_document(
            path,
            mtime_ns=1,
            size=1,
            digest="h",
            kind="text",
            passages=[
                Passage(n, text, n + 1 if path.endswith(".pdf") else None)
                for n, text in enumerate(passages)
            ],
            unit="page" if path.endswith(".pdf") else "file",
            tokens=[10] * len(passages),
        )
    pending = store.pending_batch(0, 100)
    store.store_vectors([(pid, embed_text(text, DIM)) for pid, text in pending])


def _rows(store: KnowledgeStore, table: str) -> int:
    return int(store.execute(f"SELECT count(*) FROM {table}")[0][0])


@pytest.fixture
def store(tmp_path: Path) -> KnowledgeStore:
    created = KnowledgeStore.create(tmp_path, "docs", "test-model", None)
    created.close()
    return KnowledgeStore.open(tmp_path, "docs")


def test_a_new_base_is_private_and_reopens_with_its_settings(tmp_path: Path) -> None:
    KnowledgeStore.create(tmp_path, "My notes", "m", 512).close()
    with KnowledgeStore.open(tmp_path, "My notes") as store:
        assert (store.name, store.model, store.requested_dimensions) == ("My notes", "m", 512)
        assert store.dimension is None
        assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    with pytest.raises(KbError, match="exists already"):
        KnowledgeStore.create(tmp_path, "My notes", "m", None)
    with pytest.raises(UnknownBase):
        KnowledgeStore.open(tmp_path, "other")
    for bad in ("../x", "a/b", ".hidden", "", "x" * 65, "trailing "):
        with pytest.raises(KbError, match="cannot name"):
            KnowledgeStore.create(tmp_path, bad, "m", None)


def test_hybrid_search_finds_by_words_and_by_vector(store: KnowledgeStore) -> None:
    with store:
        _fill(store)
        assert store.dimension == DIM
        query = "how many holiday days"
        hits = search(store, query, embed_text(query, DIM), limit=3)
        assert hits[0].text.startswith("Holiday allowance")
        assert hits[0].keyword_rank == 1 and hits[0].vector_rank == 1
        assert len(hits) == 3 and hits[0].score > hits[1].score
        paged = search(store, "kilometre", embed_text("kilometre", DIM), limit=1)[0]
        assert (paged.file, paged.page, paged.unit) == ("/docs/c.pdf", 1, "page")
        assert paged.to_json()["page"] == 1
        words_only = search(store, "espresso", None)
        assert [h.file for h in words_only] == ["/docs/b.txt"]


def test_replacing_and_removing_documents_keeps_every_index_in_step(
    store: KnowledgeStore,
) -> None:
    with store:
        _fill(store)
        assert [_rows(store, t) for t in ("passages", "embeddings", "vectors")] == [5, 5, 5]
        store.put_document(
            "/docs/a.txt",
            mtime_ns=2,
            size=2,
            digest="h2",
            kind="text",
            passages=[Passage(0, "Holiday allowance is thirty days.", None)],
            unit="file",
            tokens=[8],
        )
        assert [_rows(store, t) for t in ("passages", "embeddings", "vectors")] == [4, 3, 3]
        assert store.pending() == (1, 8)
        assert [h.text for h in search(store, "badges", None)] == []
        assert store.remove_documents(["/docs/c.pdf", "/docs/none"]) == 1
        assert [_rows(store, t) for t in ("passages", "embeddings", "vectors")] == [2, 1, 1]
        assert search(store, "mileage", None) == []
        assert store.counts().documents == 2


def test_another_dimension_is_refused_and_forgetting_starts_afresh(
    store: KnowledgeStore,
) -> None:
    with store:
        _fill(store)
        store.put_document(
            "/docs/d.txt",
            mtime_ns=1,
            size=1,
            digest="d",
            kind="text",
            passages=[Passage(0, "New text.", None)],
            unit="file",
            tokens=[3],
        )
        [(pid, text)] = store.pending_batch(0, 10)
        with pytest.raises(DimensionChanged, match="now returns 32-dimensional"):
            store.store_vectors([(pid, embed_text(text, 32))])
        with pytest.raises(DimensionChanged):
            store.check_query_dimension(32)
        assert _rows(store, "embeddings") == 5  # nothing mixed in
        store.forget_embeddings()
        assert store.dimension is None and store.pending()[0] == 6
        store.store_vectors([(pid, embed_text(text, 32))])
        assert store.dimension == 32


def test_a_dimension_not_divisible_by_8_is_padded_for_the_bit_index(
    store: KnowledgeStore,
) -> None:
    with store:
        store.put_document(
            "/x",
            mtime_ns=1,
            size=1,
            digest="x",
            kind="text",
            passages=[Passage(0, "alpha beta", None), Passage(1, "gamma delta", None)],
            unit="file",
            tokens=[2, 2],
        )
        store.store_vectors([(pid, embed_text(t, 12)) for pid, t in store.pending_batch(0, 9)])
        hits = search(store, "zzz", embed_text("gamma delta", 12), limit=1)
        assert hits[0].text == "gamma delta"


def test_fts_syntax_in_a_query_is_read_as_words(store: KnowledgeStore) -> None:
    assert fts_query(["near", "and"]) == '"near" OR "and"'
    with store:
        _fill(store)
        found = store.keyword_ranks('NEAR("espresso" x) AND machine* OR -descaled', 5)
        assert len(found) == 1
        assert store.keyword_ranks("?!", 5) == []


def test_words_in_most_passages_are_left_out_unless_nothing_else_is_left(
    tmp_path: Path,
) -> None:
    with KnowledgeStore.create(tmp_path, "big", "m", None) as store:
        texts = [f"the common word and item{n}" for n in range(1500)] + ["the rare zebra"]
        store.put_document(
            "/many",
            mtime_ns=1,
            size=1,
            digest="m",
            kind="text",
            passages=[Passage(n, t, None) for n, t in enumerate(texts)],
            unit="file",
            tokens=[5] * len(texts),
        )
        assert len(store.keyword_ranks("the zebra", 10)) == 1  # "the" is not scored
        assert store.keyword_ranks("the common", 10) == []
        assert len(store.keyword_ranks("the common", 10, common_too=True)) == 10


def test_quantize_scales_to_the_int8_range() -> None:
    q = quantize([0.5, -0.25, 0.0, 0.125])
    assert list(memoryview(q).cast("b")) == [127, -64, 0, 32]
    assert quantize([0.0, 0.0]) == b"\x00\x00"
