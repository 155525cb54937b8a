"""A side-by-side compare syncs whole: its columns travel in one record, so another
machine shows all of them or none; a column that leaves its compare ("Continue with this
one") leaves it on the other machine too."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from app.domain import Params, TextPart
from app.services.sync_round import RoundSummary
from app.storage import DB_FILENAME, Repository, open_database
from app.sync import Journal, Remote, RemoteConfig
from app.sync.records import COMPARE_KIND, KIND
from tests.integration.sync.conftest import PASSPHRASE
from tests.support.sync_rounds import run_sync_round

MODELS = ("model-a", "model-b", "model-c")
GROUP = "5f0c6c2e9d7a4b1e8c3f2a1b0d9e8f7a"


def repo_of(data_dir: Path) -> Repository:
    conn, _ = open_database(data_dir / DB_FILENAME)
    return Repository(conn)


def make_compare(data_dir: Path) -> list[int]:
    repo = repo_of(data_dir)
    try:
        ids = []
        for model in MODELS:
            conv, _ = repo.start_conversation(
                f"⚖ Which bridge is longest? · {model}",
                Params(model=model),
                [TextPart("Which bridge is longest?")],
                compare_group=GROUP,
            )
            repo.add_message(
                conv.id, "assistant", [TextPart(f"{model} says Danyang.")], model=model
            )
            ids.append(conv.id)
        return ids
    finally:
        repo.close()


def groups(data_dir: Path) -> dict[str, str]:
    """Title → compare group of every live conversation."""
    repo = repo_of(data_dir)
    try:
        return {c.title: c.compare_group for c in repo.list_conversations()}
    finally:
        repo.close()


def sync(data_dir: Path, folder: Path) -> RoundSummary:
    config = RemoteConfig.parse(["folder", str(folder)])
    return run_sync_round(data_dir, config, None, PASSPHRASE)


def sent_by(folder: Path, machine: str, after: int) -> list[dict[str, Any]]:
    """The records ``machine`` appended after batch ``after`` (read as another machine)."""

    async def read() -> list[dict[str, Any]]:
        remote = Remote(RemoteConfig.parse(["folder", str(folder)]))
        journal = await Journal.open(remote, PASSPHRASE, "reader")
        result = await journal.read_since({machine: after})
        return [r for b in result.batches if b.machine_id == machine for r in b.records]

    return asyncio.run(read())


def machine_id(data_dir: Path) -> str:
    from app.sync.local_state import LocalState

    state = LocalState.open(data_dir)
    try:
        return state.machine_id()
    finally:
        state.close()


def test_a_compare_travels_whole_and_arrives_as_one_compare(tmp_path: Path) -> None:
    a, b, folder = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    ids = make_compare(a)
    assert sync(a, folder).sent == 3
    records = sent_by(folder, machine_id(a), 0)
    assert [r["kind"] for r in records] == [COMPARE_KIND]
    assert sorted(c["title"] for c in records[0]["columns"]) == sorted(
        f"⚖ Which bridge is longest? · {m}" for m in MODELS
    )

    summary = sync(b, folder)
    assert summary.new_conversations == 3 and summary.new_messages == 6
    assert set(groups(b).values()) == {GROUP}

    # One column gets another reply: the whole compare goes again, in one record.
    repo = repo_of(a)
    try:
        repo.add_message(ids[1], "user", [TextPart("And the second longest?")])
    finally:
        repo.close()
    assert sync(a, folder).sent == 3
    second = sent_by(folder, machine_id(a), 1)
    assert [r["kind"] for r in second] == [COMPARE_KIND]
    assert len(second[0]["columns"]) == 3


def test_a_column_that_leaves_its_compare_leaves_it_everywhere(tmp_path: Path) -> None:
    a, b, folder = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    ids = make_compare(a)
    sync(a, folder)
    sync(b, folder)
    repo = repo_of(a)
    try:  # what "Continue with this one" does
        repo.set_compare_group(ids[0], "")
        repo.rename_conversation(ids[0], "Which bridge is longest? · model-a")
    finally:
        repo.close()
    sync(a, folder)
    # Only the column that left goes, as a chat of its own: the rest of the compare did not
    # change and is whole over there already.
    assert [r["kind"] for r in sent_by(folder, machine_id(a), 1)] == [KIND]
    sync(b, folder)
    assert groups(b) == {
        "Which bridge is longest? · model-a": "",
        "⚖ Which bridge is longest? · model-b": GROUP,
        "⚖ Which bridge is longest? · model-c": GROUP,
    }
