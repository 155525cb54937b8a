"""A side-by-side compare syncs whole: its columns travel in one record, so another
machine shows all of them or none; a column that leaves its compare ("Continue with this
one") leaves it on the other machine too."""

from __future__ import annotations

from pathlib import Path

from app.domain import Params, TextPart
from app.services.sync.round import RoundSummary
from app.storage import DB_FILENAME, Repository, open_database
from app.sync import RemoteConfig
from tests.integration.sync.conftest import PASSPHRASE
from tests.support.sync_logs import SentBatch, field_names, field_value, sent_by
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


def machine_id(data_dir: Path) -> str:
    from app.sync.local_state import LocalState

    state = LocalState.open(data_dir)
    try:
        return state.machine_id()
    finally:
        state.close()


def _sent(folder: Path, a: Path, after: int) -> list[SentBatch]:
    return sent_by(RemoteConfig.parse(["folder", str(folder)]), PASSPHRASE, machine_id(a), after)


def test_a_compare_travels_whole_and_arrives_as_one_compare(tmp_path: Path) -> None:
    a, b, folder = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    ids = make_compare(a)
    assert sync(a, folder).sent == 3
    # Its columns go in one batch, so another machine never shows half a compare.
    [batch] = _sent(folder, a, 0)
    assert len(batch.conversations) == 3
    assert sorted(str(field_value(p, "title")) for p in batch.conversations.values()) == sorted(
        f"⚖ Which bridge is longest? · {m}" for m in MODELS
    )
    assert {field_value(p, "compare_group") for p in batch.conversations.values()} == {GROUP}

    summary = sync(b, folder)
    assert summary.new_conversations == 3 and summary.new_messages == 6
    assert set(groups(b).values()) == {GROUP}

    # One column gets another message: only that column's changes travel (the others are
    # whole over there already), and B shows it in its compare.
    repo = repo_of(a)
    try:
        repo.add_message(ids[1], "user", [TextPart("And the second longest?")])
    finally:
        repo.close()
    assert sync(a, folder).sent == 1
    [second] = _sent(folder, a, 1)
    [part] = second.conversations.values()
    # The message alone: it goes below what is shown, so the branch on screen follows it
    # everywhere without a change of its own.
    assert field_names(part) == set() and len(part.messages) == 1
    assert sync(b, folder).new_messages == 1
    assert set(groups(b).values()) == {GROUP}


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
    # Only what changed goes: the column's group and title, nothing of the others.
    [batch] = _sent(folder, a, 1)
    [part] = batch.conversations.values()
    assert field_names(part) == {"compare_group", "title"} and not part.messages
    sync(b, folder)
    assert groups(b) == {
        "Which bridge is longest? · model-a": "",
        "⚖ Which bridge is longest? · model-b": GROUP,
        "⚖ Which bridge is longest? · model-c": GROUP,
    }
