"""Knowledge bases: hybrid retrieval over 100,000 passages, and indexing throughput.

    python -m benchmarks.bench_kb [--passages 100000] [--queries 300] [--files 200]
                                  [--compare-float] [--only retrieval|indexing]

Retrieval: a base of ``--passages`` synthetic passages (2,000 documents; ~150 words each
from a 20,000-word Zipf vocabulary, for FTS5) with random 512-dimensional vectors inserted
directly (int8 plus the vec0 bit index, as the indexer stores them). Each query takes four
words of a random passage and a noisy copy of its vector; ``search`` (BM25 + bit candidates
re-ranked by int8 cosine, fused by RRF) is timed per query, the query's embedding request
excluded. Prints p50 / p95 / max of wall time and of CPU time (the CPU time is what the
query costs when the machine is busy with other work), each side alone, and how often the
source passage is the first hit. ``--compare-float`` also times a brute-force float32 vec0
scan of the same vectors, the design not taken.

Indexing: ``--files`` text files of ~20 paragraphs in a temporary folder, read, split and
embedded through the loopback embeddings server (tests/support/embeddings_server.py, its own
process); then one file is touched and the index run again.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from array import array
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIM = 512
NO_MINUS_128 = bytes(range(256)).replace(b"\x80", b"\x81")  # int8 vectors stay in ±127


def vocabulary(size: int, rng: random.Random) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    words: set[str] = set()
    while len(words) < size:
        words.add("".join(rng.choice(letters) for _ in range(rng.randint(3, 10))))
    return sorted(words)


def build(store_dir: Path, passages: int, rng: random.Random) -> list[tuple[int, str, bytes]]:
    """Fills the base; returns (id, text, int8 vector) of a sample to query with."""
    from app.kb.store import KnowledgeStore

    words = vocabulary(20_000, rng)
    weights = [1 / (rank + 1) for rank in range(len(words))]  # Zipf: a few very common words
    store = KnowledgeStore.create(store_dir, "bench", "bench-model", DIM)
    documents = 2_000
    per_document = max(1, passages // documents)
    sample: list[tuple[int, str, bytes]] = []
    started = time.perf_counter()
    with store.transaction():
        store.execute("INSERT INTO meta(key, value) VALUES ('dimension', ?)", (str(DIM),))
        store.execute(f"CREATE VIRTUAL TABLE vectors USING vec0(embedding bit[{DIM}])")
        pid = 0
        for doc in range(documents):
            store.execute(
                "INSERT INTO documents(id, path, mtime_ns, size, hash, kind, status, indexed_at)"
                " VALUES (?, ?, 0, 0, '', 'text', 'ok', 0)",
                (doc + 1, f"/bench/doc-{doc:04d}.txt"),
            )
            rows = []
            vectors = []
            for ordinal in range(per_document):
                pid += 1
                text = " ".join(rng.choices(words, weights, k=150))
                vector = rng.randbytes(DIM).translate(NO_MINUS_128)
                rows.append((pid, doc + 1, ordinal, text))
                vectors.append((pid, vector))
                if rng.random() < 0.01:
                    sample.append((pid, text, vector))
            store.executemany(
                "INSERT INTO passages(id, document_id, ordinal, page, label, unit, text, tokens)"
                " VALUES (?, ?, ?, NULL, NULL, 'file', ?, 200)",
                rows,
            )
            store.executemany("INSERT INTO embeddings(passage_id, vector) VALUES (?, ?)", vectors)
            store.executemany(
                "INSERT INTO vectors(rowid, embedding)"
                " VALUES (?, vec_quantize_binary(vec_int8(?)))",
                vectors,
            )
    print(
        f"built {pid:,} passages in {time.perf_counter() - started:.1f} s "
        f"({store.path.stat().st_size / 1e6:.0f} MB)"
    )
    store.close()
    return sample


def noisy(vector: bytes, rng: random.Random) -> list[float]:
    values = array("b", vector)
    return [v + rng.gauss(0, 30) for v in values]


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    p50 = statistics.median(ordered)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"p50 {p50 * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms  max {ordered[-1] * 1000:6.1f} ms"


def retrieval(args: argparse.Namespace) -> None:
    from app.kb.search import OVERSAMPLE, depth_for, search
    from app.kb.store import KnowledgeStore

    rng = random.Random(7)
    with tempfile.TemporaryDirectory(prefix="bench-kb-") as scratch:
        sample = build(Path(scratch), args.passages, rng)
        store = KnowledgeStore.open(Path(scratch), "bench")
        queries = []
        for _ in range(args.queries):
            _pid, text, vector = rng.choice(sample)
            words = text.split()
            start = rng.randrange(len(words) - 4)
            queries.append((text, " ".join(words[start : start + 4]), noisy(vector, rng)))
        search(store, queries[0][1], queries[0][2])  # warm the page cache
        wall: list[float] = []
        cpu: list[float] = []
        first = top = 0
        for full, text, vector in queries:
            t0, c0 = time.perf_counter(), time.process_time()
            hits = search(store, text, vector, limit=10)
            wall.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            first += bool(hits) and hits[0].text == full
            top += any(hit.text == full for hit in hits)
        sides: dict[str, list[float]] = {"keyword": [], "vector": []}
        depth = depth_for(10)
        for _full, text, vector in queries:
            t0 = time.perf_counter()
            store.keyword_ranks(text, depth)
            sides["keyword"].append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            store.vector_ranks(vector, depth, OVERSAMPLE)
            sides["vector"].append(time.perf_counter() - t0)
        print(f"hybrid search, {len(queries)} queries, limit 10 (depth {depth} a side):")
        print(f"  wall  {percentiles(wall)}")
        print(f"  cpu   {percentiles(cpu)}")
        print(f"  keyword side alone, wall  {percentiles(sides['keyword'])}")
        print(f"  vector side alone, wall   {percentiles(sides['vector'])}")
        # The vector side finds a noisy copy first; a tie with the keyword side's first
        # (both 1/61) goes to the keyword side, so "first" is lower than "in the top 10".
        print(f"  source passage first: {first}/{len(queries)}, in the top 10: {top}")
        if args.compare_float:
            compare_float(store, queries)
        store.close()


def compare_float(store: object, queries: list[tuple[str, str, list[float]]]) -> None:
    from app.kb.store import KnowledgeStore

    assert isinstance(store, KnowledgeStore)
    with store.transaction():
        store.execute(f"CREATE VIRTUAL TABLE floats USING vec0(embedding float[{DIM}])")
        store.execute(
            "INSERT INTO floats(rowid, embedding)"
            " SELECT passage_id, vec_f32(vec_to_json(vec_int8(vector))) FROM embeddings"
        )
    wall = []
    for _full, _text, vector in queries[:30]:
        blob = array("f", vector).tobytes()
        t0 = time.perf_counter()
        store.execute("SELECT rowid FROM floats WHERE embedding MATCH ? AND k = 30", (blob,))
        wall.append(time.perf_counter() - t0)
    print(f"  float32 brute force (vec0, k 30, 30 queries), wall  {percentiles(wall)}")


def indexing(args: argparse.Namespace) -> None:
    from app.api import EmbeddingsClient
    from app.kb.bases import add
    from app.kb.indexer import embed, refresh
    from app.kb.store import KnowledgeStore

    server = subprocess.Popen(
        [sys.executable, "-m", "tests.support.embeddings_server"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert server.stdout is not None and server.stdin is not None
    base_url = server.stdout.readline().strip()
    rng = random.Random(3)
    words = vocabulary(5_000, rng)
    try:
        with tempfile.TemporaryDirectory(prefix="bench-kb-index-") as scratch:
            folder = Path(scratch) / "docs"
            folder.mkdir()
            for n in range(args.files):
                paragraphs = [
                    " ".join(rng.choices(words, k=rng.randint(60, 180))).capitalize() + "."
                    for _ in range(20)
                ]
                (folder / f"file-{n:04d}.md").write_text("\n\n".join(paragraphs), "utf-8")
            data = Path(scratch) / "data"
            add(data, "bench", [folder], None)

            async def run() -> tuple[float, float, int]:
                with KnowledgeStore.open(data, "bench") as store:
                    t0 = time.perf_counter()
                    await refresh(store)
                    t1 = time.perf_counter()
                    async with EmbeddingsClient(base_url, "bench") as client:
                        report = await embed(store, client)
                    return t1 - t0, time.perf_counter() - t1, report.passages

            read_s, embed_s, passages = asyncio.run(run())
            print(
                f"indexing {args.files} files → {passages:,} passages: read and split "
                f"{read_s:.1f} s ({args.files / read_s:.0f} files/s), embedded {embed_s:.1f} s "
                f"({passages / embed_s:.0f} passages/s, loopback server)"
            )
            touched = folder / "file-0000.md"
            touched.write_text(touched.read_text("utf-8") + "\n\nOne more line.", "utf-8")
            read_s, embed_s, passages = asyncio.run(run())
            print(
                f"after touching one file: {passages} passages embedded again, "
                f"{read_s + embed_s:.2f} s in all"
            )
    finally:
        server.stdin.close()
        server.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passages", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--files", type=int, default=200)
    parser.add_argument("--compare-float", action="store_true")
    parser.add_argument("--only", choices=("retrieval", "indexing"), default=None)
    args = parser.parse_args()
    print(f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    if args.only != "indexing":
        retrieval(args)
    if args.only != "retrieval":
        indexing(args)


if __name__ == "__main__":
    main()
