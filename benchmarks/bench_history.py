"""History at scale: list, search and size of a large database.

Generates N conversations with M messages in a temporary database (one executemany
transaction, through the real schema and its FTS triggers), then prints the time to open
it (quick_check included), to list the first 100 conversations, to page a long
conversation, search latency p50/p99 for a common and a rare word, the database size and
RSS. Baseline for the search figures: a bare `SELECT ... WHERE id = ?` on the same file.

    python -m benchmarks.bench_history [--conversations 10000] [--messages 1000000]
        [--platform xcb]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from app.domain import Conversation
from app.storage import Repository, open_database
from benchmarks.qt_platform import add_argument, qpa_platform

_VOCABULARY = (
    "the of and to in is you that it he was for on are as with his they at be this have from "
    "or one had by word but not what all were we when your can said there use an each which "
    "she do how their if will up other about out many then them these so some her would make "
    "like him into time has look two more write go see number no way could people my than first "
    "water been call who oil its now find long down day did get come made may part python "
    "query cache thread socket widget render stream token model reply prompt image parameter"
)
WORDS = _VOCABULARY.split()
RARE = "xylophone"


def _text(rng: random.Random, n_words: int, rare: bool) -> str:
    words = rng.choices(WORDS, k=n_words)
    if rare:
        words[rng.randrange(n_words)] = RARE
    return " ".join(words)


def generate(path: Path, n_conv: int, n_msg: int, seed: int = 7) -> float:
    rng = random.Random(seed)
    conn, _ = open_database(path)
    start = time.perf_counter()
    now = time.time() - n_msg
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO conversations (id, title, created_at, updated_at, params) "
        "VALUES (?, ?, ?, ?, '{}')",
        (
            (
                i + 1,
                _text(rng, 5, False),
                now + i,
                now + i,
            )
            for i in range(n_conv)
        ),
    )
    rare_every = max(n_msg // 20, 1)  # about 20 messages contain the rare word

    def rows() -> object:
        for i in range(n_msg):
            conv = rng.randrange(n_conv) + 1
            role = "user" if i % 2 == 0 else "assistant"
            length = rng.randint(10, 60) if role == "user" else rng.randint(40, 300)
            parts = json.dumps([{"type": "text", "text": _text(rng, length, i % rare_every == 3)}])
            yield (conv, role, parts, "complete", now + i, now + i)

    conn.executemany(
        "INSERT INTO messages (conversation_id, role, parts, status, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        rows(),  # type: ignore[arg-type]
    )
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return time.perf_counter() - start


def _timed(fn: Callable[[], object], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def _fmt(samples: list[float]) -> str:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"p50 {statistics.median(ordered):8.3f} ms   p99 {p99:8.3f} ms"


def _rss_mb() -> tuple[float, float]:
    current = 0.0
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                current = int(line.split()[1]) / 1024
    return current, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=10_000)
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=50)
    add_argument(parser)
    args = parser.parse_args()
    os.environ["QT_QPA_PLATFORM"] = qpa_platform(sys.argv[1:])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite3"
        built = generate(path, args.conversations, args.messages)
        print(
            f"generated {args.conversations:,} conversations, {args.messages:,} messages "
            f"in {built:.1f} s ({args.messages / built:,.0f} messages/s, FTS included)"
        )
        t = time.perf_counter()
        conn, _ = open_database(path)
        print(f"open_database (quick_check included): {(time.perf_counter() - t) * 1000:.0f} ms")
        repo = Repository(conn)
        runs = args.runs
        print(f"db size: {path.stat().st_size / 1e6:.1f} MB")
        print(
            f"baseline: message by id          {_fmt(_timed(lambda: repo.get_message(4242), runs))}"
        )
        listing = _timed(lambda: repo.list_conversations(100), runs)
        print(f"list first 100 conversations     {_fmt(listing)}")
        busiest = conn.execute(
            "SELECT conversation_id FROM messages GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
        ).fetchone()[0]
        print(
            f"last 200 messages of a chat      "
            f"{_fmt(_timed(lambda: repo.list_messages(busiest, limit=200), runs))}"
            f"   ({repo.count_messages(busiest)} messages in it)"
        )
        print(f"mark_interrupted (none)          {_fmt(_timed(repo.mark_interrupted, runs))}")
        for label, word in (("common", "python"), ("rare", RARE), ("two words", "socket wid")):
            hits = len(repo.search(word))
            samples = _timed(lambda w=word: repo.search(w), runs)  # type: ignore[misc]
            print(f"search {label:9} {word!r:14}   {_fmt(samples)}   ({hits} hits shown)")
        everything = _timed(lambda: repo.list_conversations(brief=True), 10)
        print(f"list all, brief (storage thread) {_fmt(everything)}")
        first = _timed(lambda: repo.list_conversations(200, brief=True), runs)
        print(f"list first 200, brief (storage)  {_fmt(first)}")
        _sidebar(repo.list_conversations(200, brief=True), "first page")
        _sidebar(repo.list_conversations(brief=True), "everything")
        repo.close()
        rss, peak = _rss_mb()
        print(f"RSS {rss:.0f} MB (peak {peak:.0f} MB)")


def _sidebar(conversations: list[Conversation], label: str) -> None:
    """The UI-thread half of opening the list: fill the real sidebar and paint it."""
    from PySide6.QtWidgets import QApplication

    from app.ui.sidebar.conversation_list import ConversationSidebar

    app = QApplication.instance() or QApplication([])
    sidebar = ConversationSidebar()
    sidebar.resize(280, 900)
    sidebar.show()
    app.processEvents()

    def fill_and_paint() -> None:
        sidebar.set_conversations(conversations, [])
        sidebar.list.viewport().repaint()  # a synchronous paint of the visible rows

    samples = _timed(fill_and_paint, 20)
    print(
        f"sidebar fill + paint, {label} ({len(conversations):,} rows, UI thread) "
        f"{_fmt(samples)}   target ≤ 50 ms"
    )
    sidebar.close()


if __name__ == "__main__":
    main()
