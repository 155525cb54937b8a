"""How the sync storage grows with small edits, and what a new machine downloads.

Machine A has one conversation of 200 messages and syncs it through a folder; then 100
rounds each add one short message and sync. Printed: the storage's size after the first
round, after the 100 rounds, the bound the storage must stay under (1.3 × its first size
plus the new messages' text), the storage requests of one of those rounds, and what a new
machine B downloads to receive it all, against the history's size.

    python -m benchmarks.bench_sync_growth [--messages 200] [--rounds 100]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import random
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from app.domain import Params, TextPart
from app.services.sync.round import sync_round
from app.storage import DB_FILENAME, Repository, open_database, own_history
from app.sync import Remote, RemoteConfig

PASSPHRASE = "bench passphrase: correct horse battery staple"
WORDS = ["sync", "stores", "changes", "field", "by", "compacts", "each", "machine", "log"]


class Counted:
    """Counts the storage calls of the rounds (the Remote's methods, wrapped)."""

    def __init__(self) -> None:
        self.calls: collections.Counter[str] = collections.Counter()
        self.read_bytes = 0
        self._originals: dict[str, Any] = {}

    def install(self) -> None:
        for name in ("read", "write_once", "exists", "list", "delete", "delete_many"):
            original = getattr(Remote, name)
            self._originals[name] = original

            def wrapped(
                self_: Remote, *args: Any, _name: str = name, _orig: Any = original, **kw: Any
            ) -> Any:
                return self._call(_name, _orig, self_, *args, **kw)

            setattr(Remote, name, wrapped)

    async def _call(self, name: str, original: Any, remote: Remote, *args: Any, **kw: Any) -> Any:
        self.calls[name] += 1
        result = await original(remote, *args, **kw)
        if name == "read":
            self.read_bytes += len(result)
        return result


def stored(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*") if p.is_file())


def one_round(data_dir: Path, config: RemoteConfig) -> str:
    with own_history(data_dir / DB_FILENAME) as history:
        return asyncio.run(sync_round(data_dir, history, config, None, PASSPHRASE)).line()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--messages", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=100)
    args = parser.parse_args()
    rng = random.Random(7)
    tmp = Path(tempfile.mkdtemp(prefix="bench-sync-growth-"))
    try:
        a, b, folder = tmp / "a", tmp / "b", tmp / "storage"
        config = RemoteConfig.parse(["folder", str(folder)])
        conn, _ = open_database(a / DB_FILENAME)
        repo = Repository(conn)
        conv, _first = repo.start_conversation("Growth", Params(model="m"), [TextPart("start")])
        for n in range(args.messages - 1):
            text = " ".join(rng.choices(WORDS, k=rng.randint(40, 200)))
            repo.add_message(conv.id, "assistant" if n % 2 == 0 else "user", [TextPart(text)])
        repo.close()
        one_round(a, config)
        first = stored(folder)
        added = 0
        counted = Counted()
        counted.install()
        start = time.perf_counter()
        for n in range(args.rounds):
            text = f"one more short message, number {n}"
            conn, _ = open_database(a / DB_FILENAME)
            Repository(conn).add_message(conv.id, "user", [TextPart(text)])
            conn.close()
            added += len(text.encode())
            if n == args.rounds - 1:
                counted.calls.clear()
            one_round(a, config)
        last_round_calls = dict(counted.calls)
        seconds = time.perf_counter() - start
        after = stored(folder)
        bound = 1.3 * first + added
        history = (a / DB_FILENAME).stat().st_size
        counted.read_bytes = 0
        counted.calls.clear()
        one_round(b, config)
        print(
            f"one conversation of {args.messages} messages, then {args.rounds} one-message rounds"
        )
        print(f"  storage after the first round:   {first / 1000:9.1f} kB")
        print(f"  storage after {args.rounds} rounds:        {after / 1000:9.1f} kB")
        verdict = "within" if after <= bound else "OVER"
        calls = sum(last_round_calls.values())
        each_ms = seconds / args.rounds * 1000
        print(f"  bound (1.3 × first + messages):  {bound / 1000:9.1f} kB  -> {verdict}")
        print(f"  the last round's storage calls:  {calls} {last_round_calls}")
        print(f"  {args.rounds} rounds took {seconds:.1f} s ({each_ms:.0f} ms each)")
        print(
            f"  a new machine downloaded {counted.read_bytes / 1000:.1f} kB in "
            f"{sum(counted.calls.values())} calls (the history: {history / 1000:.1f} kB on disk)"
        )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
