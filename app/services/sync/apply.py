"""Received changes, merged field by field and written into the history.

For each field the change with the greatest stamp wins (app.sync.changes); a change that
loses to the one in force here changes nothing. A field this machine changed since the
last round (its value no longer hashes like the change in force) is left as it is: that
change gets a stamp of its own at the next round, later than everything seen, and wins
everywhere. A purge removes the conversation for good; a message deleted stays deleted.

Writing runs on the history's owning thread, one transaction per received batch (or
checkpoint part), and the field tables follow right after; were a crash to come between
the two, the next round sees the written values as changes made here and sends them
again, which is harmless (same values, later stamps).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.domain import Message
from app.services.sync.history import (
    MESSAGE_DEFAULTS,
    LocalConversation,
    Tree,
    conversation_values,
    create_conversation,
    delete_messages,
    display_leaf,
    message_from,
    message_values,
    purge,
    read_conversation,
    set_links,
    set_metadata,
    set_result,
    show_leaf,
    synced_messages,
    tree_of,
    without_refs,
)
from app.storage import History, Repository
from app.storage.sync_reads import fingerprints, message_parents
from app.storage.sync_writes import insert_synced_tree, set_sync_uid, synced_uids
from app.sync.changes import ConversationPart, deleted_after, value_hash, wins
from app.sync.field_state import Known
from app.sync.local_state import LocalState

log = logging.getLogger(__name__)

_LINKS = ("response_id", "retrieval", "replaced_by")


@dataclass
class Winners:
    """The changes of one conversation that win here: field → (value, stamp)."""

    uid: str
    fields: dict[str, tuple[Any, str]] = field(default_factory=dict)
    messages: dict[str, dict[str, tuple[Any, str]]] = field(default_factory=dict)

    def empty(self) -> bool:
        return not self.fields and not any(self.messages.values())

    def results(self) -> Iterable[dict[str, Any]]:
        for values in self.messages.values():
            if "result" in values and isinstance(values["result"][0], dict):
                yield values["result"][0]


def winners(state: LocalState, uid: str, part: ConversationPart) -> Winners:
    """What of ``part`` wins over what this machine has (nothing of a purged one)."""
    found = Winners(uid)
    if state.fields.is_purged(uid):
        return found
    known = state.fields.scope(uid)

    def better(
        entity: str, name: str, value: Any, stamp: str, into: dict[str, tuple[Any, str]]
    ) -> None:
        seen = known.get((entity, name))
        if seen is not None and name == "deleted":
            return  # deleted for good already
        if name == "deleted" and value:
            into[name] = (value, stamp)  # wins whatever its stamp
            return
        if not wins(stamp, seen.stamp if seen is not None else None):
            return
        if name in into and into[name][1] >= stamp:
            return
        into[name] = (value, stamp)

    for name, value, stamp in part.fields:
        better(uid, name, value, stamp, found.fields)
    for muid, triples in part.messages.items():
        if (muid, "deleted") in known:
            continue
        into = found.messages.setdefault(muid, {})
        for name, value, stamp in triples:
            better(muid, name, value, stamp, into)
    return found


@dataclass
class Applied:
    """What writing one batch did, for the round's summary."""

    new_conversations: int = 0
    new_messages: int = 0
    changed: set[int] = field(default_factory=set)
    problems: list[str] = field(default_factory=list)
    # Messages that could not be placed yet (their parent is not here): kept for later.
    waiting: dict[str, dict[str, dict[str, tuple[Any, str]]]] = field(default_factory=dict)


def write(history: History, state: LocalState, batch: list[Winners]) -> Applied:
    """Write the winners of several conversations into the history, in one transaction."""
    applied = Applied()

    def run(repo: Repository) -> None:
        folders = {f.id: f.name for f in repo.list_folders()}
        with repo.db.transaction():
            for one in batch:
                if not one.empty():
                    _write_one(repo, state, one, applied, folders)

    # Kept until what was written is recorded: a round that finds it takes the links back
    # from the history first (take_back_links).
    state.set_applying([one.uid for one in batch])
    with state.transaction():
        history.run(run)
        state.set_applying([])
    return applied


def _write_one(
    repo: Repository,
    state: LocalState,
    one: Winners,
    applied: Applied,
    folders: dict[int, str],
) -> None:
    uid = one.uid
    cid = state.local_conversation(uid)
    known = state.fields.scope(uid)
    if cid is None:
        if "created" not in one.fields:
            # Only changes to a conversation this machine never had: wait for its start.
            applied.waiting.setdefault(uid, {})[uid] = dict(one.fields)
            for muid, values in one.messages.items():
                applied.waiting[uid][muid] = values
            return
        values = {name: value for name, (value, _stamp) in one.fields.items()}
        cid = create_conversation(repo, values)
        set_sync_uid(repo, cid, uid)
        created_here = True
        state.link_conversation(cid, uid)
        applied.new_conversations += 1
        local: LocalConversation | None = read_conversation(repo, cid, folders)
        before_print: str | None = None
    else:
        created_here = False
        local = read_conversation(repo, cid, folders)
        before_print = fingerprints(repo, [cid]).get(cid)
    if local is None:
        return  # purged here meanwhile: the next round tells the others
    synced_print = state.fingerprint(cid)
    untouched = before_print is None or before_print == synced_print
    uids = state.message_uids([m.id for m in local.messages])
    local_of = {u: i for i, u in uids.items()}
    current = conversation_values(local, uids)
    current_messages = {
        uids[m.id]: message_values(m, uids) for m in synced_messages(local) if m.id in uids
    }
    rows: list[tuple[str, str, str, str, str, bool, bool]] = []

    def changed_here(entity: str, name: str, value_now: Any) -> bool:
        seen: Known | None = known.get((entity, name))
        return seen is not None and not untouched and seen.hash != value_hash(value_now)

    # The conversation's own fields (the branch on screen after the messages).
    metadata = dict(current)
    wrote_metadata = False
    for name, (value, stamp) in one.fields.items():
        if name in ("created", "shown"):
            continue
        if name in current and changed_here(uid, name, current[name]):
            continue
        metadata[name] = value
        wrote_metadata = True
        rows.append((uid, name, uid, value_hash(value), stamp, False, False))
    if "created" in one.fields:
        value, stamp = one.fields["created"]
        rows.append((uid, "created", uid, value_hash(value), stamp, False, False))
    if wrote_metadata and (not created_here or _beyond_creation(metadata)):
        set_metadata(repo, cid, metadata)
    if wrote_metadata:
        applied.changed.add(cid)

    # Messages new here, parents first; then the fields of the others.
    # A message deleted before it ever got here is not made: its deletion is recorded,
    # and what followed it goes under what it followed.
    for muid, values in one.messages.items():
        if muid not in local_of and "deleted" in values:
            value, stamp = values["deleted"]
            created = values.get("created", (None, ""))[0]
            after = deleted_after(value)
            if after is None and isinstance(created, dict):
                parent = created.get("parent")
                after = parent if isinstance(parent, str) else None
            state.fields.set_deleted_after(muid, after)
            rows.append((muid, "deleted", uid, value_hash(value), stamp, False, False))
    new = {
        m: v
        for m, v in one.messages.items()
        if m not in local_of and "created" in v and "deleted" not in v
    }
    placed_tree = _insert_new(repo, state, cid, new, local_of, applied, uid)
    placed = [muid for muid, _parent, _made in placed_tree]
    for muid in placed:
        for name, (value, stamp) in one.messages[muid].items():
            rows.append((muid, name, uid, value_hash(without_refs(value)), stamp, False, False))
    deleted: list[int] = []
    for muid, values in one.messages.items():
        if muid in placed or muid in new:
            continue
        mid = local_of.get(muid)
        if mid is None:
            if "deleted" in values:
                continue  # recorded above
            if values:
                applied.waiting.setdefault(uid, {})[muid] = values
            continue
        now = current_messages.get(muid, {})
        for name, (value, stamp) in values.items():
            if name == "deleted":
                deleted.append(mid)
                state.fields.set_deleted_after(muid, deleted_after(value) or state.parent_uid(muid))
                rows.append((muid, name, uid, value_hash(value), stamp, False, False))
                continue
            if name == "created":
                rows.append((muid, name, uid, value_hash(value), stamp, False, False))
                continue
            if name in now and changed_here(muid, name, now[name]):
                continue
            if name == "result" and isinstance(value, dict):
                created = now.get("created") or {}
                set_result(repo, mid, created, without_refs(value))
            rows.append((muid, name, uid, value_hash(without_refs(value)), stamp, False, False))
        links = {k: v[0] for k, v in values.items() if k in _LINKS}
        if links:
            merged = {k: now.get(k, MESSAGE_DEFAULTS[k]) for k in _LINKS} | links
            set_links(repo, mid, merged, local_of)
        if values:
            applied.changed.add(cid)
    if deleted:
        delete_messages(repo, deleted)
        applied.changed.add(cid)
    # The version shown: the change in force chooses a message, and every machine shows
    # the newest versions below it (so a message that arrives below it joins the screen,
    # and machines with the same messages show the same branch).
    tree = tree_of(local, uids)
    for muid, parent, made in placed_tree:
        tree[muid] = (parent, made)
    for mid in deleted:
        _drop(tree, uids.get(mid))
    before = state.fields.shown_winner(uid)
    winner = before
    if "shown" in one.fields:
        value, stamp = one.fields["shown"]
        mine_since = not untouched and _chosen_here(local, uids, before, current.get("shown"))
        gone = isinstance(value, str) and state.fields.deleted_after(value)[0]
        if not isinstance(value, str) or (value not in tree and not gone):
            # Not here (yet): it may come later in this round, or in a later one. (A deleted
            # one is a choice all the same: what is shown is then the newest first branch.)
            applied.waiting.setdefault(uid, {}).setdefault(uid, {})["shown"] = (value, stamp)
        elif not mine_since:
            winner = value
            state.fields.set_shown_winner(uid, value)
            rows.append((uid, "shown", uid, value_hash(value), stamp, False, False))
    if placed or deleted or winner != before:
        shown_uid = display_leaf(tree, winner)
        leaf = None if shown_uid is None else local_of.get(shown_uid)
        if leaf is not None:
            show_leaf(repo, cid, leaf)
            applied.changed.add(cid)
    if placed:
        applied.changed.add(cid)
    state.fields.set_many(rows)
    if untouched:
        # Nothing was changed here since the last round: what the history holds now is
        # what sync knows, and it need not be read again until it changes.
        state.set_fingerprint(cid, fingerprints(repo, [cid]).get(cid))


def _chosen_here(
    local: LocalConversation, uids: Mapping[int, str], winner: str | None, leaf: Any
) -> bool:
    """Whether the version shown here is a choice made here since the last round (not what
    the change in force shows)."""
    if not isinstance(leaf, str):
        return False
    return display_leaf(tree_of(local, uids), winner) != leaf


def _drop(tree: Tree, muid: str | None) -> None:
    """A message deleted: what followed it moves up (as the history does)."""
    if muid is None or muid not in tree:
        return
    parent, _made = tree.pop(muid)
    for child, (above, made) in list(tree.items()):
        if above == muid:
            tree[child] = (parent, made)


def _beyond_creation(values: Mapping[str, Any]) -> bool:
    """Whether a conversation just made from ``values`` still needs them written: making
    one sets its title, parameters, pin, group, assistant and bases, not its folder nor
    the trash."""
    return bool(values.get("folder")) or bool(values.get("trashed"))


def _insert_new(
    repo: Repository,
    state: LocalState,
    cid: int,
    new: Mapping[str, dict[str, tuple[Any, str]]],
    local_of: dict[str, int],
    applied: Applied,
    uid: str,
) -> list[tuple[str, str | None, float]]:
    """Insert the messages new here, each under its parent, parents first (then by time),
    in one transaction; those placed, with the parent they went under and when they were
    made. A message whose parent is nowhere waits for a later round."""
    order: list[str] = []
    parent_of: dict[str, str | None] = {}
    waiting: set[str] = set()
    visiting: set[str] = set()

    def place(muid: str) -> bool:
        if muid in parent_of:
            return True
        if muid in waiting or muid in visiting:
            return False
        visiting.add(muid)
        created = new[muid]["created"][0]
        parent = created.get("parent") if isinstance(created, dict) else None
        if isinstance(parent, str) and parent in new:
            ok = place(parent)
        else:
            parent = _living_parent(state, parent, local_of)
            ok = parent is None or parent in local_of
        visiting.discard(muid)
        if not ok:
            waiting.add(muid)
            return False
        parent_of[muid] = parent
        order.append(muid)
        return True

    by_time = sorted(new, key=lambda m: (_made(new[m]), m))
    for muid in by_time:
        place(muid)
    items: list[tuple[Message, int | None, int | None]] = []
    index_of: dict[str, int] = {}
    kept: list[str] = []
    for muid in order:
        values = new[muid]
        created = values["created"][0]
        result = values.get("result", (None, ""))[0]
        try:
            message = message_from(
                created, without_refs(result) if isinstance(result, dict) else None
            )
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("a synced message could not be read: %s", exc)
            applied.problems.append("A synced message could not be read and was skipped.")
            waiting.add(muid)
            continue
        parent = parent_of[muid]
        if parent is not None and parent in index_of:
            items.append((message, None, index_of[parent]))
        elif parent is not None and parent in local_of:
            items.append((message, local_of[parent], None))
        elif parent is None:
            items.append((message, None, None))
        else:  # its parent could not be read either
            waiting.add(muid)
            continue
        index_of[muid] = len(items) - 1
        kept.append(muid)
    ids = insert_synced_tree(repo, cid, items, kept)
    links: list[tuple[int, str, str | None]] = []
    for muid, mid in zip(kept, ids, strict=True):
        local_of[muid] = mid
        created = new[muid]["created"][0]
        parent = created.get("parent") if isinstance(created, dict) else None
        links.append((mid, muid, parent if isinstance(parent, str) else None))
    state.link_messages(links)
    for muid in kept:
        told = {k: v[0] for k, v in new[muid].items() if k in _LINKS}
        if told:
            mid = local_of[muid]
            set_links(repo, mid, {k: MESSAGE_DEFAULTS[k] for k in _LINKS} | told, local_of)
    applied.new_messages += len(kept)
    for muid in waiting:
        if muid in new and muid not in local_of:
            applied.waiting.setdefault(uid, {})[muid] = dict(new[muid])
    return [(muid, parent_of[muid], _made(new[muid])) for muid in kept]


def _made(values: Mapping[str, tuple[Any, str]]) -> float:
    created = values["created"][0]
    try:
        return float(created.get("created_at", 0.0)) if isinstance(created, dict) else 0.0
    except (TypeError, ValueError):
        return 0.0


def _living_parent(state: LocalState, parent: Any, local_of: Mapping[str, int]) -> str | None:
    """The parent a new message goes under: its own, or, when that one was deleted here,
    the nearest of its ancestors that is still here (as deleting it moved its children)."""
    seen: set[str] = set()
    while isinstance(parent, str) and parent not in local_of and parent not in seen:
        gone, after = state.fields.deleted_after(parent)
        if not gone:
            return parent  # not here yet: it may come later
        seen.add(parent)
        parent = after
    return parent if isinstance(parent, str) else None


def take_back_links(history: History, state: LocalState) -> set[str]:
    """After a round cut off between writing what it received and recording it: link the
    received conversations and messages the history has (their uids are in their rows),
    so they are not taken for new ones made here. The conversations it was writing into:
    what they hold now is partly received and unrecorded, so they are not stamped before
    the round has read the same changes again (its cursor did not move) and recorded them."""
    applying = set(state.applying())
    conversations, messages = history.run(synced_uids)
    linked = state.linked_conversations()
    known = set(state.message_uids(list(messages)))
    missing_conversations = {cid: uid for cid, uid in conversations.items() if cid not in linked}
    unlinked = [mid for mid in messages if mid not in known]
    parents = history.run(lambda repo: message_parents(repo, unlinked))
    above = [p for p in parents.values() if p is not None]
    uid_of = {**messages, **state.message_uids(above)}
    missing_messages: list[tuple[int, str, str | None]] = []
    for mid in unlinked:
        parent = parents.get(mid)
        missing_messages.append(
            (mid, messages[mid], None if parent is None else uid_of.get(parent))
        )
    with state.transaction():
        for cid, uid in missing_conversations.items():
            state.link_conversation(cid, uid)
        state.link_messages(missing_messages)
        state.set_applying([])
    return applying


def purge_here(history: History, state: LocalState, uid: str, stamp: str) -> int | None:
    """Purge the conversation ``uid`` here for good; its local id if it was here."""
    cid = state.local_conversation(uid)
    with state.transaction():
        if cid is not None:
            history.run(lambda repo: purge(repo, cid))
            state.unlink_conversation(cid)
        state.fields.purge(uid, stamp, mine=False)
    return cid


__all__ = ["Applied", "Winners", "purge_here", "take_back_links", "winners", "write"]
