"""The conversation merge rule (app.sync.records.merge): messages are a union by uid,
metadata is last-writer-wins by (changed_at, machine), and both machines agree."""

from __future__ import annotations

from typing import Any

import pytest

from app.sync.records import merge, ordered, record_hash


def message(uid: str, parent: str | None, at: float, text: str = "") -> dict[str, Any]:
    return {
        "uid": uid,
        "parent_uid": parent,
        "role": "user",
        "model": "",
        "created_at": at,
        "status": "complete",
        "parts": [{"type": "text", "text": text or uid}],
    }


def record(
    *messages: dict[str, Any],
    title: str = "Chat",
    at: float = 1.0,
    by: str = "a",
    trashed: bool = False,
) -> dict[str, Any]:
    return {
        "kind": "conversation",
        "uid": "c1",
        "created_at": 1.0,
        "title": title,
        "pinned": False,
        "folder": None,
        "trashed": trashed,
        "params": {},
        "changed_at": at,
        "changed_by": by,
        "messages": list(messages),
    }


ROOT = message("m0", None, 1.0)


def test_a_rename_on_one_machine_and_a_message_on_the_other_both_survive() -> None:
    renamed = record(ROOT, title="Renamed", at=5.0, by="a")
    extended = record(ROOT, message("b1", "m0", 3.0), at=1.0, by="a")
    for merged in (merge(renamed, extended), merge(extended, renamed)):
        assert merged["title"] == "Renamed"
        assert [m["uid"] for m in merged["messages"]] == ["m0", "b1"]


def test_two_renames_have_one_winner_both_machines_agree_on() -> None:
    on_a = record(ROOT, title="From A", at=7.0, by="a")
    on_b = record(ROOT, title="From B", at=7.0, by="b")  # same time: the machine id decides
    assert merge(on_a, on_b) == merge(on_b, on_a)
    assert merge(on_a, on_b)["title"] == "From B"
    later = record(ROOT, title="Later A", at=8.0, by="a")
    assert merge(later, on_b)["title"] == "Later A"


def test_messages_from_both_sides_are_a_union_in_one_order() -> None:
    a = record(ROOT, message("a1", "m0", 2.0), message("a2", "a1", 4.0))
    b = record(ROOT, message("b1", "m0", 3.0))
    one, other = merge(a, b), merge(b, a)
    assert record_hash(one) == record_hash(other)
    assert [m["uid"] for m in one["messages"]] == ["m0", "a1", "b1", "a2"]


def test_merging_is_idempotent() -> None:
    a = record(ROOT, message("a1", "m0", 2.0), title="T", at=3.0)
    b = record(ROOT, message("b1", "m0", 3.0), title="U", at=2.0, by="b")
    once = merge(a, b)
    assert merge(once, b) == once
    assert merge(once, once) == once


def test_a_trash_wins_over_older_metadata_but_keeps_newer_messages() -> None:
    trashed = record(ROOT, trashed=True, at=9.0)
    edited = record(ROOT, message("b1", "m0", 10.0), at=1.0, by="b")
    merged = merge(edited, trashed)
    assert merged["trashed"] is True
    assert {m["uid"] for m in merged["messages"]} == {"m0", "b1"}


def test_children_come_after_their_parents_and_orphans_last() -> None:
    child = message("c", "p", 1.0)
    parent = message("p", None, 2.0)
    orphan = message("o", "missing", 0.5)
    assert [m["uid"] for m in ordered([orphan, child, parent])] == ["p", "c", "o"]


def test_records_of_different_conversations_do_not_merge() -> None:
    other = dict(record(ROOT), uid="c2")
    with pytest.raises(ValueError):
        merge(record(ROOT), other)


def test_key_derivations_on_several_threads_at_once_all_finish() -> None:
    # Two Argon2id derivations at once used to hang for good (see app.sync.crypto).
    import os
    import threading

    from app.sync.crypto import KdfParams, _derive

    params = KdfParams(salt=os.urandom(16))
    keys: list[bytes] = []
    threads = [
        threading.Thread(target=lambda: keys.append(_derive("pass", params))) for _ in range(3)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)  # a guard against hanging the suite, not a speed check
    assert not any(thread.is_alive() for thread in threads)
    assert len(keys) == 3 and len(set(keys)) == 1
