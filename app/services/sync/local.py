"""Changes made on this machine since the last round, found by comparing the history with
what sync knows of every field (app.sync.field_state), and stamped with this machine's
clock.

Only conversations whose fingerprint moved since they were last synced are read
(app.storage.sync_reads), so a round with nothing new reads nothing but fingerprints. A
field whose value hashes differently from the change in force was changed here: it gets a
new stamp and waits to be sent. A message the field tables know but the history no longer
has was deleted here (a tombstone); a conversation that is gone altogether was purged here.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.services.sync.history import (
    CONVERSATION_DEFAULTS,
    IMMUTABLE,
    MESSAGE_DEFAULTS,
    LocalConversation,
    Tree,
    conversation_values,
    display_leaf,
    message_values,
    read_conversation,
    synced_messages,
    tree_of,
)
from app.storage import History, Repository
from app.storage.sync_reads import fingerprints
from app.sync.changes import deletion, value_hash
from app.sync.clock import HybridClock
from app.sync.field_state import Known
from app.sync.local_state import LocalState


@dataclass
class Snapshot:
    """One conversation's current values, read for this round."""

    uid: str
    local_id: int
    fields: dict[str, Any]
    messages: dict[str, dict[str, Any]]  # message uid → field → value
    fingerprint: str | None
    present: set[str]  # the uids of every message it has, a reply still arriving included
    tree: Tree  # the messages that can be shown, for the version shown


@dataclass
class Changed:
    """What changed here since the last round, found cheaply (fingerprints only): the
    conversations to read and stamp (local id, uid or None when new to sync), and those
    purged here (stamped already)."""

    conversations: list[tuple[int, str | None]] = field(default_factory=list)
    purged: list[str] = field(default_factory=list)


def read_snapshot(
    history: History, state: LocalState, cid: int, uid: str, *, link: bool
) -> Snapshot | None:
    """The current values of conversation ``cid`` (None when it is gone). ``link``: give
    uids to messages new to sync (else they are left out)."""

    def read(repo: Repository) -> tuple[LocalConversation | None, str | None]:
        local = read_conversation(repo, cid)
        return local, fingerprints(repo, [cid]).get(cid)

    local, printed = history.run(read)
    if local is None:
        return None
    messages = synced_messages(local)
    uids = state.message_uids([m.id for m in local.messages])
    for m in messages:
        if m.id not in uids and link:
            uids[m.id] = uuid.uuid4().hex
            parent = None if m.parent_id is None else uids.get(m.parent_id)
            state.link_message(m.id, uids[m.id], parent)
    values = conversation_values(local, uids)
    by_uid = {uids[m.id]: message_values(m, uids) for m in messages if m.id in uids}
    return Snapshot(uid, cid, values, by_uid, printed, set(uids.values()), tree_of(local, uids))


def stamp_conversation(state: LocalState, clock: HybridClock, snap: Snapshot) -> None:
    """Stamp every field of ``snap`` that differs from the change in force; tombstone the
    messages the history lost."""
    known = state.fields.scope(snap.uid)
    rows: list[tuple[str, str, str, str, str, bool, bool]] = []

    def consider(entity: str, name: str, value: Any, defaults: Mapping[str, Any]) -> None:
        seen = known.get((entity, name))
        digest = value_hash(value)
        if seen is not None:
            if seen.hash == digest or name in IMMUTABLE:
                return
        elif name in defaults and defaults[name] == value:
            return  # a default nobody chose: no change to tell
        rows.append((entity, name, snap.uid, digest, clock.now(), True, True))

    for name, value in snap.fields.items():
        if name == "shown":
            shown = _shown_change(state, snap, known)
            if shown is not None:
                rows.append((snap.uid, name, snap.uid, value_hash(value), clock.now(), True, True))
                state.fields.set_shown_winner(snap.uid, shown)
            continue
        consider(snap.uid, name, value, CONVERSATION_DEFAULTS)
    for muid, values in snap.messages.items():
        if (muid, "deleted") in known:
            continue
        for name, value in values.items():
            consider(muid, name, value, MESSAGE_DEFAULTS)
    gone = {e for (e, f) in known if f == "created" and e != snap.uid} - snap.present
    for muid in sorted(gone):
        if (muid, "deleted") not in known:
            gone_value = deletion(state.parent_uid(muid))
            rows.append(
                (muid, "deleted", snap.uid, value_hash(gone_value), clock.now(), True, True)
            )
            state.fields.set_deleted_after(muid, state.parent_uid(muid))
    if rows:
        state.fields.set_many(rows)


def _shown_change(
    state: LocalState, snap: Snapshot, known: Mapping[tuple[str, str], Known]
) -> str | None:
    """The version shown here, when it is a choice made here: not what the change in force
    shows (its chosen message and the newest versions below it). A conversation made here
    tells what it shows from its first round on; and when the chosen message was deleted
    (here or elsewhere), what is shown here becomes a choice: the app showed a sibling of
    the deleted version, and so will the others."""
    leaf = snap.fields.get("shown")
    if not isinstance(leaf, str):
        return None
    winner = state.fields.shown_winner(snap.uid)
    if winner is None:
        created = known.get((snap.uid, "created"))
        # Received, its choice not applied yet (its message is still to come): it will be.
        return leaf if created is None or created.mine else None
    if winner in snap.tree:
        return None if display_leaf(snap.tree, winner) == leaf else leaf
    deleted = (winner, "created") in known or state.fields.deleted_after(winner)[0]
    if not deleted and display_leaf(snap.tree, winner) == leaf:
        return None  # the chosen message has not arrived yet
    return leaf


def find_changed(
    history: History, state: LocalState, clock: HybridClock, *, skip: set[str] | None = None
) -> Changed:
    """The conversations whose fingerprint moved since they were last synced (but those in
    ``skip``: read at the next round); those gone altogether are purged here, and their
    tombstones stamped now."""
    found = Changed()
    printed = history.run(fingerprints)  # every conversation, the trash included
    synced = state.fingerprints()
    ids = set(printed)
    linked = state.linked_conversations()  # local id → uid
    for cid in sorted(ids):
        if synced.get(cid) is not None and synced.get(cid) == printed.get(cid):
            continue
        if skip and linked.get(cid) in skip:
            continue
        found.conversations.append((cid, linked.get(cid)))
    with state.transaction():
        for cid, uid in linked.items():
            if cid not in ids and not state.fields.is_purged(uid):
                state.fields.purge(uid, clock.now(), mine=True)
                state.unlink_conversation(cid)
                found.purged.append(uid)
        state.set_hlc(clock.last)
    return found


def stamp_one(
    history: History, state: LocalState, clock: HybridClock, cid: int, uid: str | None
) -> Snapshot | None:
    """Read one changed conversation (giving it a uid when it is new to sync) and stamp
    what changed in it; its snapshot, or None when it is gone."""
    with state.transaction():
        if uid is None:
            uid = uuid.uuid4().hex
            state.link_conversation(cid, uid)
        snap = read_snapshot(history, state, cid, uid, link=True)
        if snap is not None:
            stamp_conversation(state, clock, snap)
        state.set_hlc(clock.last)
    return snap


def as_made(state: LocalState, muid: str, created: Any) -> dict[str, Any] | None:
    """A message's making as it was first told: the message it followed then (deleting
    that one since moved it up here, which changes nothing of its making)."""
    if not isinstance(created, dict):
        return None
    known, parent = state.made_after(muid)
    return {**created, "parent": parent} if known else created


__all__ = [
    "Changed",
    "Snapshot",
    "as_made",
    "find_changed",
    "read_snapshot",
    "stamp_conversation",
    "stamp_one",
]
