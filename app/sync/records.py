"""Conversation records: a whole conversation as plain JSON keyed by global uids, and the
merge rule two machines apply to reach the same conversation.

A record::

    {"kind": "conversation", "uid", "created_at", "title", "pinned", "folder", "trashed",
     "params", "compare_group", "assistant" (only if it has one), "knowledge_bases" (only if
     it has or had some), "changed_at", "changed_by",
     "messages": [{"uid", "parent_uid", "role", "model", "created_at", "status", "parts",
                   "blobs": {sha256: [remote blob id, mime]}, "logprobs" and "response_id"
                   (only if it has them), ...}]}

Messages merge as a union by uid: in this app a finished message never changes (an edit
or a regenerate is a new sibling), so two machines' messages never conflict. The metadata
(title, pinned, folder, trashed, params) is last-writer-wins by (changed_at, changed_by):
both machines compare the same pair, so both keep the same winner.

The columns of a side-by-side compare travel together, in one record, so another machine
never shows half a compare::

    {"kind": "compare", "group", "columns": [conversation record, ...]}
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

KIND = "conversation"
COMPARE_KIND = "compare"
PREFERENCES_KIND = "preferences"
METADATA_KEYS = ("title", "pinned", "folder", "trashed", "params", "compare_group")


def canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode(
        "utf-8"
    )


def record_hash(record: dict[str, Any]) -> str:
    return hashlib.sha256(canonical(record)).hexdigest()


def stamp(record: dict[str, Any]) -> tuple[float, str]:
    return float(record.get("changed_at", 0.0)), str(record.get("changed_by", ""))


def metadata(record: dict[str, Any]) -> dict[str, Any]:
    found = {key: record.get(key) for key in METADATA_KEYS}
    # The assistant a chat was started with: only in the records of such chats, so the
    # records of all others stay what they were before it existed.
    if record.get("assistant"):
        found["assistant"] = record["assistant"]
    # The knowledge bases it searches: likewise, but an empty list too once a chat had some
    # (clearing them is a change the other machines must take).
    if "knowledge_bases" in record:
        found["knowledge_bases"] = record["knowledge_bases"]
    return found


def is_record(value: Any) -> bool:
    """A conversation record this version can read (others are skipped, not failed on)."""
    return (
        isinstance(value, dict)
        and value.get("kind") == KIND
        and isinstance(value.get("uid"), str)
        and isinstance(value.get("messages"), list)
        and all(isinstance(m, dict) and isinstance(m.get("uid"), str) for m in value["messages"])
    )


def is_compare(value: Any) -> bool:
    """A compare record this version can read: its group and every column's record."""
    return (
        isinstance(value, dict)
        and value.get("kind") == COMPARE_KIND
        and isinstance(value.get("group"), str)
        and isinstance(value.get("columns"), list)
        and all(is_record(column) for column in value["columns"])
    )


def is_preferences(value: Any) -> bool:
    """Preference items: {"kind": "preferences", "items": {key: {"value", "changed_at",
    "changed_by"}}} (app.services.sync_preferences says what the keys are)."""
    return (
        isinstance(value, dict)
        and value.get("kind") == PREFERENCES_KIND
        and isinstance(value.get("items"), dict)
        and all(isinstance(item, dict) and "value" in item for item in value["items"].values())
    )


def compare_record(group: str, columns: list[dict[str, Any]]) -> dict[str, Any]:
    return {"kind": COMPARE_KIND, "group": group, "columns": columns}


def ordered(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Parents before their children, otherwise by (created_at, uid): one order for the
    same set, whatever order it arrived in. A message whose parent is missing comes last."""
    by_time = sorted(messages, key=lambda m: (float(m.get("created_at", 0.0)), m["uid"]))
    placed: set[str] = set()
    result: list[dict[str, Any]] = []
    waiting = by_time
    while waiting:
        ready = [m for m in waiting if m.get("parent_uid") is None or m["parent_uid"] in placed]
        if not ready:
            result.extend(waiting)  # orphans: the caller decides what to do with them
            break
        for m in ready:
            placed.add(m["uid"])
        result.extend(ready)
        ready_ids = {id(m) for m in ready}
        waiting = [m for m in waiting if id(m) not in ready_ids]
    return result


def _pick(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """The same uid seen twice (a copy sent before and after a local rewrite): prefer a
    complete one, then the later update, then the bytes, so both sides pick the same."""
    return max(
        a,
        b,
        key=lambda m: (
            m.get("status") == "complete",
            float(m.get("updated_at", m.get("created_at", 0.0))),
            canonical(m),
        ),
    )


def merge(local: dict[str, Any], remote: dict[str, Any]) -> dict[str, Any]:
    """The conversation both records describe. Symmetric: merge(a, b) == merge(b, a)."""
    if local.get("uid") != remote.get("uid"):
        raise ValueError("Only records of one conversation merge.")
    messages: dict[str, dict[str, Any]] = {}
    for message in [*local["messages"], *remote["messages"]]:
        seen = messages.get(message["uid"])
        messages[message["uid"]] = message if seen is None else _pick(seen, message)
    winner = max(local, remote, key=lambda r: (stamp(r), canonical(metadata(r))))
    merged = dict(winner)
    merged["created_at"] = min(
        float(local.get("created_at", 0.0)), float(remote.get("created_at", 0.0))
    )
    merged["messages"] = ordered(list(messages.values()))
    return merged


__all__ = [
    "COMPARE_KIND",
    "KIND",
    "METADATA_KEYS",
    "PREFERENCES_KIND",
    "canonical",
    "compare_record",
    "is_compare",
    "is_preferences",
    "is_record",
    "merge",
    "metadata",
    "ordered",
    "record_hash",
    "stamp",
]
