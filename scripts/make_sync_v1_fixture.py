"""Regenerate tests/support/sync_v1/: two data folders and a sync storage written by the
sync format before field-by-field sync (v1, commit df1c0c5, the parent of de1b90e), for
tests/integration/sync/test_upgrade.py.

Run it from the repository's root with the project's Python; it needs the commit in the
local git history (a shallow clone lacks it)::

    .venv/bin/python scripts/make_sync_v1_fixture.py

It adds a git worktree of df1c0c5 in a temporary folder, runs itself there with
``PYTHONPATH`` and the working directory pointing at it (so ``import app`` loads the v1
engine: ``app.sync.journal.HEADER`` exists only there), writes the fixture, replaces
tests/support/sync_v1/ with it and removes the worktree. ``--v1 PATH`` uses a v1 checkout
you made yourself instead (nothing is added or removed then).

What it builds, all with the v1 code, through one folder storage (``storage/``):

- machine A (``A/``): a conversation of several messages, in the folder "Travel"; one with
  an image attachment (a small PNG made with Pillow); one whose reply was regenerated (two
  versions, the second shown); a pinned one; one in the trash; a compare (two
  conversations, one compare group); one whose reply still runs on the server (status
  'background', a response id); the theme set to dark in settings.json (a preference item);
- machine B (``B/``): a conversation of its own, and a rename of one of A's;
- rounds A, B, B, A: both have everything;
- machine D (v1 too; its data folder is not kept): joins, adds a message to B's
  conversation and starts one of its own, and syncs: its batch is on the storage, read by
  neither A nor B;
- then, not synced: A adds a message to "Tide tables for Ostend"; B renames that
  conversation.

``manifest.json`` names the machines and what was left unsynced. The data folders keep
their history, blobs, settings and sync-state.sqlite3 (no logs/, no cache/). Uids and
machine ids come from a seeded generator, so two runs differ only in times and in the
sealed bytes (random salt and nonces).
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

V1_COMMIT = "df1c0c5"
ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "support" / "sync_v1"
PASSPHRASE = "correct horse battery staple 42"  # tests/integration/sync/conftest.py's
SEED = 20_240_601
# Where the data folders' sync state says the storage is (set-up keeps it); the rounds here,
# and the tests, are given the storage's real place. Fixed, so the state files do not name
# a temporary folder.
STORED_LOCATION = "/srv/cometdesk/sync_v1/storage"

TIDES = "Tide tables for Ostend"
TIDES_RENAMED_ON_B = "Tide tables for Ostend and Zeebrugge"
PHOTO = "Lighthouse photo"
VERSIONS = "Which knot for a mooring line?"
DRAFT = "Untitled draft"
RENAMED = "Harbour budget (renamed on B)"
PINNED = "Pinned: ferry timetable"
TRASHED = "Old shopping list"
COMPARE_GROUP = "0c0ffee0c0ffee0c0ffee0c0ffee0c0f"
COMPARE = ("⚖ Longest pier? · model-a", "⚖ Longest pier? · model-b")
BACKGROUND = "Deep research on dunes"
RESPONSE_ID = "resp_v1_background_0001"
FROM_B = "Packing list (from B)"
FROM_D = "Written on D (v1)"
UNSENT_ON_A = "And the low tide on Sunday? (A, not synced yet)"
D_ADDED = "Add a rain jacket. (D, v1)"


def main() -> None:
    args = sys.argv[1:]
    if args[:1] == ["--inside"]:
        _inside(Path(args[1]))
        return
    v1 = Path(args[args.index("--v1") + 1]).resolve() if "--v1" in args else None
    with tempfile.TemporaryDirectory(prefix="sync-v1-") as tmp:
        out = Path(tmp) / "out"
        if v1 is None:
            worktree = Path(tmp) / "v1"
            _git("worktree", "add", "--detach", str(worktree), V1_COMMIT)
            try:
                _run_inside(worktree, out)
            finally:
                _git("worktree", "remove", "--force", str(worktree))
        else:
            _run_inside(v1, out)
        if FIXTURE.exists():
            shutil.rmtree(FIXTURE)
        shutil.copytree(out, FIXTURE)
    size = sum(p.stat().st_size for p in FIXTURE.rglob("*") if p.is_file())
    print(f"wrote {FIXTURE.relative_to(ROOT)} ({size // 1024} kB)")


def _git(*args: str) -> None:
    subprocess.run(["git", *args], cwd=ROOT, check=True)


def _run_inside(v1: Path, out: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(v1), "PYTHONHASHSEED": "0"}
    subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--inside", str(out)],
        cwd=v1,
        env=env,
        check=True,
    )


# ---- with the v1 code ---------------------------------------------------------------------


def _inside(out: Path) -> None:
    import random
    import uuid

    import app.sync.journal

    if not hasattr(app.sync.journal, "HEADER"):
        raise SystemExit("this is not the v1 code: app.sync.journal has no HEADER")
    rng = random.Random(SEED)
    uuid.uuid4 = lambda: uuid.UUID(int=rng.getrandbits(128), version=4)  # type: ignore[assignment]
    with tempfile.TemporaryDirectory(prefix="sync-v1-build-") as tmp:
        work = Path(tmp)
        manifest = _build(work)
        out.mkdir(parents=True)
        for name in ("A", "B"):
            _keep_data_folder(work / name, out / name)
        shutil.copytree(work / "storage", out / "storage")
        (out / "manifest.json").write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


def _build(work: Path) -> dict[str, object]:
    from dataclasses import replace

    from app import config
    from app.domain import ImagePart, MessageStatus, Params, TextPart
    from app.services.sync_round import sync_round
    from app.storage import (
        BLOBS_DIRNAME,
        DB_FILENAME,
        BlobStore,
        Repository,
        open_database,
        own_history,
    )
    from app.sync import RemoteConfig
    from app.sync.local_state import LocalState

    storage = RemoteConfig.parse(["folder", str(work / "storage")])
    a, b, d = work / "A", work / "B", work / "D"

    def repo(data_dir: Path) -> Repository:
        conn, _ = open_database(data_dir / DB_FILENAME)
        return Repository(conn)

    def machine(data_dir: Path) -> str:
        state = LocalState.open(data_dir)
        try:
            state.set_remote_config(RemoteConfig.parse(["folder", STORED_LOCATION]))
            return state.machine_id()
        finally:
            state.close()

    def sync(data_dir: Path) -> None:
        with own_history(data_dir / DB_FILENAME) as history:
            summary = asyncio.run(sync_round(data_dir, history, storage, None, PASSPHRASE))
        if summary.problems:
            raise SystemExit(f"{data_dir.name}: {summary.problems}")
        print(f"{data_dir.name}: {summary.line()}")

    def chat(r: Repository, title: str, *turns: str, group: str = "", model: str = "m") -> int:
        conv, _ = r.start_conversation(title, Params(model=model), [TextPart(turns[0])], group)
        for n, text in enumerate(turns[1:], start=1):
            role = "assistant" if n % 2 else "user"
            r.add_message(conv.id, role, [TextPart(text)], model=model if role != "user" else "")
        return conv.id

    def by_title(r: Repository, title: str) -> int:
        convs = r.list_conversations() + r.list_deleted_conversations()
        return next(c.id for c in convs if c.title == title)

    ids = {name: machine(path) for name, path in (("A", a), ("B", b), ("D", d))}

    # ---- A: everything a history holds ----------------------------------------------------
    r = repo(a)
    try:
        tides = chat(
            r,
            TIDES,
            "When is high tide in Ostend tomorrow?",
            "High tide is at 06:12 and 18:40.",
            "And the day after?",
            "At 06:58 and 19:25.",
        )
        r.set_folder(tides, r.create_folder("Travel").id)
        blob = BlobStore(a / BLOBS_DIRNAME).put(_png(), "image/png")
        photo = r.start_conversation(
            PHOTO,
            Params(model="m"),
            [TextPart("What lighthouse is this?"), ImagePart(blob, "image/png", 16, 12)],
        )[0].id
        r.add_message(photo, "assistant", [TextPart("The Lange Nelle, Ostend.")], model="m")
        question = r.start_conversation(
            VERSIONS, Params(model="m"), [TextPart("Which knot for a mooring line?")]
        )[0].id
        first = r.add_message(question, "assistant", [TextPart("A bowline.")], model="m")
        r.add_message(
            question,
            "assistant",
            [TextPart("A round turn and two half hitches.")],
            model="m",
            version_of=first.id,  # regenerated: the same parent, the new version shown
        )
        chat(r, DRAFT, "Budget for the harbour festival?", "About 12,000 euros.")
        r.set_pinned(chat(r, PINNED, "Ferries to Dover?", "Three a day."), True)
        r.delete_conversation(chat(r, TRASHED, "Milk, eggs, bread.", "Noted."))
        for title in COMPARE:
            model = title.rsplit(" ", 1)[-1]
            chat(r, title, "Which pier is longest?", f"{model}: Southend.", group=COMPARE_GROUP)
        dunes = chat(r, BACKGROUND, "Research the dunes of De Panne.")
        running = r.add_message(dunes, "assistant", [], model="m", status=MessageStatus.BACKGROUND)
        r.set_response_id(running.id, RESPONSE_ID, MessageStatus.BACKGROUND)
    finally:
        r.close()
    config.save_settings(a, replace(config.load_settings(a), theme="dark"))
    sync(a)

    # ---- B: a conversation of its own, then (having read A's) a rename ---------------------
    r = repo(b)
    try:
        chat(r, FROM_B, "What to pack for a weekend on the coast?", "A windbreaker.")
    finally:
        r.close()
    sync(b)
    r = repo(b)
    try:
        r.rename_conversation(by_title(r, DRAFT), RENAMED)
    finally:
        r.close()
    sync(b)
    sync(a)

    # ---- D, still on v1: joins, writes one batch nobody has read ---------------------------
    sync(d)
    r = repo(d)
    try:
        r.add_message(by_title(r, FROM_B), "user", [TextPart(D_ADDED)])
        chat(r, FROM_D, "A haiku about sand?", "Grains drift, the tide waits.")
    finally:
        r.close()
    sync(d)

    # ---- not synced: one change on A, one on B ---------------------------------------------
    r = repo(a)
    try:
        r.add_message(by_title(r, TIDES), "user", [TextPart(UNSENT_ON_A)])
    finally:
        r.close()
    r = repo(b)
    try:
        r.rename_conversation(by_title(r, TIDES), TIDES_RENAMED_ON_B)
    finally:
        r.close()

    return {
        "commit": V1_COMMIT,
        "passphrase": PASSPHRASE,
        "machines": ids,
        "stored_location": STORED_LOCATION,
        "image_sha256": _sha(_png()),
        "background_response_id": RESPONSE_ID,
        "unsynced": {
            "A": {"conversation": TIDES, "new_message": UNSENT_ON_A},
            "B": {"conversation": TIDES, "renamed_to": TIDES_RENAMED_ON_B},
        },
        "unread": {"D": {"conversation": FROM_B, "new_message": D_ADDED, "new": FROM_D}},
    }


def _png() -> bytes:
    from PIL import Image

    image = Image.new("RGB", (16, 12))
    image.putdata([((x * 16) % 256, (y * 21) % 256, 128) for y in range(12) for x in range(16)])
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _sha(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


def _keep_data_folder(source: Path, target: Path) -> None:
    """The data folder without what a copy of it would not carry (logs, caches, locks),
    its SQLite files checkpointed (no -wal or -shm beside them)."""
    import sqlite3

    for db in source.glob("*.sqlite3"):
        conn = sqlite3.connect(db)
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("VACUUM")
        conn.close()
    shutil.copytree(
        source,
        target,
        ignore=shutil.ignore_patterns("logs", "cache", "*.lock", "*-wal", "*-shm"),
    )


if __name__ == "__main__":
    main()
