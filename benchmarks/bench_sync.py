"""Sync at scale: a large history through a folder, WebDAV and S3 on loopback.

Builds a history of N conversations and M messages (machine A; Repository.import_conversations
in one transaction), then over each storage runs sync rounds (app.services.sync.round) and
prints, per round: the storage operations the app asked for (Remote.write_once/read/exists/
list, with the bytes written and read), the HTTP requests the server answered by method with
the bytes up and down (WsgiDAV and moto's S3 server, each wrapped in a counting WSGI layer;
a folder has none), the bytes stored, seconds and the client's peak RSS. Rounds:

1. A's first round sends the whole history;
2. a new machine B (an empty data folder) receives it (checked: N conversations, M messages);
3. one new message on A: A's round, then B's round that receives it;
4. a round of A with nothing changed, in a fresh process as `cometdesk sync now` runs it;
5. the same in the window's way ("nothing-open"): a round right after another in one
   process, the history and the sync state's files already open (only the second is timed
   and counted).

Each round runs in a fresh process (spawned, so its peak RSS is the sync client's alone: the
servers stay in this process); its time is that of sync_round, imports excluded. RSS
includes the passphrase's key derivation (Argon2id, 64 MiB) that every round does.

    python -m benchmarks.bench_sync [--conversations 10000] [--messages 100000]
        [--storage folder|webdav|s3|all] [--profile ROUND] [--json FILE]

At full size a storage takes 6–10 minutes on a 2-core machine, nearly all of it B's receive.

Targets (the sync issue): the history reaches a new machine in a bounded number of requests
(batched records, a few MB each: not one object per message or conversation); one new
message costs a handful of small requests; the client's memory stays bounded.
``--profile first|receive|one|one-received|nothing|nothing-open`` prints the cProfile top
of that round; ``--json`` writes every figure to a file.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import cProfile
import io
import json
import logging
import multiprocessing
import multiprocessing.connection
import os
import platform
import pstats
import random
import resource
import shutil
import sqlite3
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from app.domain import Message, MessageStatus, Params, TextPart
from app.storage import DB_FILENAME, ConversationSnapshot, Repository, open_database
from app.sync import RemoteConfig

PASSPHRASE = "bench passphrase: correct horse battery staple"
DAV_USER = "bench"
DAV_PASSWORD = "bench-dav-password"
S3_KEY_ID = "AKIABENCHSYNC"
S3_SECRET = "bench-s3-secret"
STORAGES = ("folder", "webdav", "s3")
ROUNDS = ("first", "receive", "one", "one-received", "nothing", "nothing-open")

_VOCABULARY = (
    "the of and to in is you that it he was for on are as with his they at be this have from "
    "or one had by word but not what all were we when your can said there use an each which "
    "she do how their if will up other about out many then them these so some her would make "
    "like him into time has look two more write go see number no way could people my than first "
    "water been call who oil its now find long down day did get come made may part python "
    "query cache thread socket widget render stream token model reply prompt image parameter"
)
WORDS = _VOCABULARY.split()


# ---- the history ------------------------------------------------------------------------


def _snapshots(n_conv: int, n_msg: int, seed: int = 11) -> Iterator[ConversationSnapshot]:
    """N conversations sharing M messages (each message in a random one, as bench_history),
    alternating question and reply; replies 40–300 words, questions 10–60."""
    rng = random.Random(seed)
    counts = collections.Counter(rng.randrange(n_conv) for _ in range(n_msg))
    now = time.time() - n_msg - n_conv
    for c in range(n_conv):
        created = now + c
        messages = []
        for i in range(counts[c]):
            user = i % 2 == 0
            text = " ".join(
                rng.choices(WORDS, k=rng.randint(10, 60) if user else rng.randint(40, 300))
            )
            messages.append(
                Message(
                    id=i + 1,
                    conversation_id=0,
                    role="user" if user else "assistant",
                    parts=(TextPart(text),),
                    model="" if user else "bench-model-7b",
                    status=MessageStatus.COMPLETE,
                    created_at=created + i * 0.001,
                    updated_at=created + i * 0.001,
                )
            )
        yield ConversationSnapshot(
            title=" ".join(rng.choices(WORDS, k=5)),
            created_at=created,
            updated_at=created,
            params=Params(model="bench-model-7b"),
            pinned=False,
            messages=tuple(messages),
        )


def build_history(data_dir: Path, n_conv: int, n_msg: int) -> float:
    data_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    summary = repo.import_conversations(_snapshots(n_conv, n_msg))
    assert summary.conversations == n_conv and summary.messages == n_msg, summary
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    repo.close()
    return time.perf_counter() - start


def history_counts(data_dir: Path) -> tuple[int, int]:
    conn = sqlite3.connect(data_dir / DB_FILENAME)
    try:
        convs = conn.execute("SELECT count(*) FROM conversations").fetchone()[0]
        msgs = conn.execute("SELECT count(*) FROM messages").fetchone()[0]
        return int(convs), int(msgs)
    finally:
        conn.close()


def add_one_message(data_dir: Path) -> None:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    try:
        conv = repo.list_conversations(1)[0]
        repo.add_message(conv.id, "user", [TextPart("One more question after the big sync?")])
    finally:
        repo.close()


# ---- counting ---------------------------------------------------------------------------


class CountingApp:
    """A WSGI layer in front of a server: requests by method, bytes up (request bodies, by
    Content-Length) and down (response bodies)."""

    def __init__(self, app: Callable[..., Iterable[bytes]]) -> None:
        self.app = app
        self._lock = threading.Lock()
        self.reset()

    def reset(self) -> None:
        with self._lock:
            self.methods: collections.Counter[str] = collections.Counter()
            self.up = 0
            self.down = 0

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            return {"methods": dict(self.methods), "up": self.up, "down": self.down}

    def __call__(self, environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        with self._lock:
            self.methods[environ["REQUEST_METHOD"]] += 1
            self.up += int(environ.get("CONTENT_LENGTH") or 0)
        return _CountedBody(self, self.app(environ, start_response))

    def add_down(self, n: int) -> None:
        with self._lock:
            self.down += n


class _CountedBody:
    def __init__(self, counter: CountingApp, body: Iterable[bytes]) -> None:
        self._counter = counter
        self._body = body
        self._it = iter(body)

    def __iter__(self) -> _CountedBody:
        return self

    def __next__(self) -> bytes:
        chunk = next(self._it)
        self._counter.add_down(len(chunk))
        return chunk

    def close(self) -> None:
        close = getattr(self._body, "close", None)
        if close is not None:
            close()


def _count_remote_ops() -> dict[str, Any]:
    """Patch app.sync.Remote (in a round's process) to count the storage operations the
    app asks for, and the bytes it writes and reads through them."""
    from app.sync import remote as remote_module

    ops: dict[str, Any] = {"ops": collections.Counter(), "written": 0, "read": 0}
    cls = remote_module.Remote

    def wrap(name: str) -> None:
        original = getattr(cls, name)

        async def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
            ops["ops"][name] += 1
            if name == "write_once":
                data = kwargs.get("data", args[1] if len(args) > 1 else b"")
                ops["written"] += len(data)
            result = await original(self, *args, **kwargs)
            if name == "read":
                ops["read"] += len(result)
            return result

        setattr(cls, name, counted)

    for name in ("write_once", "read", "exists", "list"):
        if hasattr(cls, name):
            wrap(name)
    return ops


# ---- one round, in its own process --------------------------------------------------------


def _peak_rss_mb() -> float:
    """This process's peak RSS (VmHWM: unlike getrusage's maxrss, which Linux carries over
    an exec, it starts again with the spawned process's own address space)."""
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _profile_history_thread(profiler: cProfile.Profile) -> None:
    """Profile the work the round hands to the history's own thread too (cProfile sees
    one thread only)."""
    from app.storage.history_access import OwnedHistory

    call = OwnedHistory._call

    def profiled(self: OwnedHistory, fn: Any) -> Any:
        profiler.enable()
        try:
            return call(self, fn)
        finally:
            profiler.disable()

    OwnedHistory._call = profiled  # type: ignore[method-assign]


def _round_process(
    out: multiprocessing.connection.Connection,
    data_dir: str,
    config_json: str,
    secret: str | None,
    profile: bool,
    warm: bool,
) -> None:
    from app.services.sync.round import sync_round
    from app.storage import DB_FILENAME, own_history

    ops = _count_remote_ops()
    config = RemoteConfig.from_json(config_json)
    rss_start = _peak_rss_mb()
    profiler = cProfile.Profile() if profile else None
    history_profiler = cProfile.Profile() if profile else None
    with contextlib.ExitStack() as stack:
        history = None
        if warm:  # the window's way: the history is open, and a round ran before this one
            history = stack.enter_context(own_history(Path(data_dir) / DB_FILENAME))
            asyncio.run(sync_round(Path(data_dir), history, config, secret, PASSPHRASE))
            ops["ops"].clear()
            ops["written"] = ops["read"] = 0
        if history_profiler is not None:
            _profile_history_thread(history_profiler)
        start = time.perf_counter()
        if profiler is not None:
            profiler.enable()
        if history is None:
            history = stack.enter_context(own_history(Path(data_dir) / DB_FILENAME))
        summary = asyncio.run(sync_round(Path(data_dir), history, config, secret, PASSPHRASE))
        if profiler is not None:
            profiler.disable()
        seconds = time.perf_counter() - start
    top = ""
    if profiler is not None:
        text = io.StringIO()
        pstats.Stats(profiler, stream=text).sort_stats("cumulative").print_stats(30)
        pstats.Stats(profiler, stream=text).sort_stats("tottime").print_stats(20)
        text.write("\nOn the history's thread:\n")
        pstats.Stats(history_profiler, stream=text).sort_stats("cumulative").print_stats(30)
        pstats.Stats(history_profiler, stream=text).sort_stats("tottime").print_stats(20)
        top = text.getvalue()
    out.send(
        {
            "seconds": seconds,
            "rss_start_mb": rss_start,
            "rss_peak_mb": _peak_rss_mb(),
            "ops": dict(ops["ops"]),
            "written": ops["written"],
            "read": ops["read"],
            "summary": summary.line(),
            "profile": top,
        }
    )
    out.close()


def run_round(
    data_dir: Path, config: RemoteConfig, secret: str | None, profile: bool, warm: bool = False
) -> Any:
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(
        target=_round_process,
        args=(sender, str(data_dir), config.to_json(), secret, profile, warm),
    )
    process.start()
    sender.close()
    result = receiver.recv()
    process.join()
    if process.exitcode != 0:
        raise RuntimeError(f"the round's process ended with {process.exitcode}")
    return result


# ---- storages ---------------------------------------------------------------------------


class Bench:
    """One storage: its config, secret, the HTTP counter (None for a folder) and how to
    measure what it stores."""

    def __init__(self, kind: str, tmp: Path) -> None:
        from tests.integration.sync.servers import DavServer, S3Server

        self.kind = kind
        self.http: CountingApp | None = None
        self._dav: DavServer | None = None
        self._s3: S3Server | None = None
        self.secret: str | None = None
        if kind == "folder":
            self.root = tmp / "synced-folder"
            self.config = RemoteConfig.parse(["folder", str(self.root)])
        elif kind == "webdav":
            self.root = tmp / "dav-root"
            self._dav = DavServer(self.root, DAV_USER, DAV_PASSWORD)
            (self.root / "sync").mkdir()
            self.http = CountingApp(self._dav._server.wsgi_app)
            self._dav._server.wsgi_app = self.http
            self.config = RemoteConfig.parse(
                ["webdav", f"{self._dav.url}/sync/", "--user", DAV_USER]
            )
            self.secret = DAV_PASSWORD
        else:
            self._s3 = S3Server()
            self.bucket = self._s3.bucket()
            inner = self._s3._server._server
            assert inner is not None
            self.http = CountingApp(inner.app)
            inner.app = self.http  # type: ignore[assignment]
            self.config = RemoteConfig.parse(
                [
                    "s3",
                    f"s3://{self.bucket}/bench",
                    "--endpoint",
                    self._s3.url,
                    "--user",
                    S3_KEY_ID,
                ]
            )
            self.secret = S3_SECRET

    def stored(self) -> tuple[int, int]:
        """(objects, bytes) on the storage."""
        if self._s3 is None:
            files = [p for p in self.root.rglob("*") if p.is_file()]
            return len(files), sum(p.stat().st_size for p in files)
        import boto3

        client = boto3.client(
            "s3",
            endpoint_url=self._s3.url,
            region_name="us-east-1",
            aws_access_key_id=S3_KEY_ID,
            aws_secret_access_key=S3_SECRET,
        )
        n = size = 0
        for page in client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket):
            for item in page.get("Contents", []):
                n += 1
                size += int(item["Size"])
        return n, size

    def stop(self) -> None:
        if self._dav is not None:
            self._dav.stop()
        if self._s3 is not None:
            self._s3.stop()


# ---- reporting --------------------------------------------------------------------------


def _mb(n: float) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 100_000 else f"{n / 1e3:.1f} kB"


def _methods(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))


def measure(
    kind: str, template: Path, tmp: Path, n_conv: int, n_msg: int, profile: str | None
) -> list[dict[str, Any]]:
    bench = Bench(kind, tmp)
    a, b = tmp / "machine-a", tmp / "machine-b"
    shutil.copytree(template, a)
    b.mkdir()
    rows: list[dict[str, Any]] = []
    try:
        plan: list[tuple[str, Path, Callable[[], None] | None]] = [
            ("first", a, None),
            ("receive", b, None),
            ("one", a, lambda: add_one_message(a)),
            ("one-received", b, None),
            ("nothing", a, None),
            ("nothing-open", a, None),
        ]
        for name, machine, before in plan:
            if before is not None:
                before()
            stored_before = bench.stored()
            if bench.http is not None:
                bench.http.reset()
            result = run_round(
                machine, bench.config, bench.secret, profile == name, name == "nothing-open"
            )
            http = bench.http.snapshot() if bench.http is not None else None
            stored_after = bench.stored()
            row = {
                "storage": kind,
                "round": name,
                "machine": machine.name[-1].upper(),
                **result,
                "http": http,
                "objects_added": stored_after[0] - stored_before[0],
                "bytes_added": stored_after[1] - stored_before[1],
                "stored_objects": stored_after[0],
                "stored_bytes": stored_after[1],
            }
            if name == "receive":
                row["history"] = history_counts(b)
            rows.append(row)
            _print_row(row)
            if row.get("profile"):
                print(row["profile"])
        convs, msgs = rows[1]["history"]
        ok = convs == n_conv and msgs == n_msg
        print(
            f"  B after receiving: {convs:,} conversations, {msgs:,} messages "
            f"({'as on A' if ok else 'DIFFERENT from A'})"
        )
        if not ok:
            raise SystemExit(f"machine B has {convs} conversations / {msgs} messages")
        if history_counts(b)[1] != n_msg + 1:
            raise SystemExit("machine B did not receive the one new message")
    finally:
        bench.stop()
    return rows


def _print_row(row: dict[str, Any]) -> None:
    http = row["http"]
    requests = (
        f"HTTP {sum(http['methods'].values())} ({_methods(http['methods'])}), "
        f"up {_mb(http['up'])}, down {_mb(http['down'])}"
        if http is not None
        else "no HTTP (a folder)"
    )
    print(
        f"  {row['round']:<13} {row['machine']}  {row['seconds']:7.2f} s   "
        f"ops {sum(row['ops'].values())} ({_methods(row['ops'])}), "
        f"written {_mb(row['written'])}, read {_mb(row['read'])}\n"
        f"  {'':<16} {requests}\n"
        f"  {'':<16} storage +{row['objects_added']} objects, +{_mb(row['bytes_added'])} "
        f"(now {row['stored_objects']} objects, {_mb(row['stored_bytes'])}); "
        f"peak RSS {row['rss_peak_mb']:.0f} MB (after imports {row['rss_start_mb']:.0f} MB)\n"
        f"  {'':<16} {row['summary']}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--conversations", type=int, default=10_000)
    parser.add_argument("--messages", type=int, default=100_000)
    parser.add_argument("--storage", choices=(*STORAGES, "all"), default="all")
    parser.add_argument("--profile", choices=ROUNDS, help="cProfile this round")
    parser.add_argument("--json", type=Path, help="also write every figure to this file")
    args = parser.parse_args()
    print(
        f"machine: {platform.system()} {platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto's server logs each request
    kinds = STORAGES if args.storage == "all" else (args.storage,)
    with tempfile.TemporaryDirectory(prefix="bench-sync-") as name:
        tmp = Path(name)
        template = tmp / "history"
        built = build_history(template, args.conversations, args.messages)
        size = (template / DB_FILENAME).stat().st_size
        print(
            f"history: {args.conversations:,} conversations, {args.messages:,} messages, "
            f"database {_mb(size)}, built in {built:.1f} s"
        )
        rows = []
        for kind in kinds:
            print(f"\n{kind}:", flush=True)
            rows += measure(
                kind, template, tmp / kind, args.conversations, args.messages, args.profile
            )
        if args.json is not None:
            for row in rows:
                row.pop("profile", None)
            args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
