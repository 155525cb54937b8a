"""Keeping a machine's log on the storage small: segments and checkpoints.

A machine's log grows by a batch each round that sends something. Two things keep what a
new machine reads about the size of the history rather than of its edits (docs/sync.md):

- Segments: once COMPACT_AFTER_BATCHES objects follow the last checkpoint, the newest are
  merged into one (each field's latest change; nothing of a purged conversation). An older
  object joins only while it is under MERGE_FLOOR bytes plus four times the newer ones it
  would join, so a large object is not rewritten for a few small ones (each byte is
  rewritten a few times at most), and a segment stays under MERGE_LIMIT.
- Checkpoints: once the changes made again since (renames, completed replies, purges) make
  up SUPERSEDED_BYTES of the log and SUPERSEDED_SHARE of what is in force, everything this
  machine made that is still in force is written anew, and what it replaces is removed:
  rewriting the history costs a bounded multiple of what changed, never a full upload every
  few rounds.

A machine removes only its own objects. Either step cut off leaves objects no record here
names; the next merge or checkpoint removes them.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from app.services.sync.items import item_changes
from app.services.sync.keys import ConversationKeys
from app.services.sync.local import as_made, read_snapshot
from app.services.sync.preferences import Items
from app.storage import History
from app.sync import Remote
from app.sync.changes import Changes, ConversationPart, Triple, deletion, value_hash
from app.sync.crypto import ContentKey
from app.sync.errors import DamagedObject, NotFound, ObjectTooLarge, TamperedLog
from app.sync.journal import Journal, Listing, Step, blob_paths
from app.sync.local_state import LocalState

log = logging.getLogger(__name__)

COMPACT_AFTER_BATCHES = 6
MERGE_FLOOR = 16 * 1024
MERGE_LIMIT = 512 * 1024
SUPERSEDED_BYTES = 256 * 1024
SUPERSEDED_SHARE = 0.25
LOG_KINDS = ("batch", "segment", "checkpoint")  # a machine's objects in its log (not keys)

# Stores a message's attachments for a checkpoint: (conversation uid, its key, the result
# that names them) -> what to put in the result's "blobs", or None when one cannot go now.
Upload = Callable[[str, ContentKey, dict[str, Any]], Awaitable[dict[str, Any] | None]]


class Compaction:
    def __init__(
        self,
        state: LocalState,
        history: History,
        remote: Remote,
        journal: Journal,
        listing: Listing,
        keys: ConversationKeys,
        items: Items,
        upload: Upload,
    ) -> None:
        self.state = state
        self.history = history
        self.remote = remote
        self.journal = journal
        self.machine = journal.machine_id
        self.listing = listing
        self.keys = keys
        self.items = items
        self.upload = upload

    def _since_checkpoint(self) -> tuple[list[tuple[str, int, str, int]], int]:
        """This machine's batches and segments after its last checkpoint, oldest first,
        and the bytes of that checkpoint."""
        objects = self.state.fields.own_objects(LOG_KINDS)
        checkpoints = [(seq, size) for _p, seq, kind, size in objects if kind == "checkpoint"]
        since = max((seq for seq, _size in checkpoints), default=0)
        base = sum(size for seq, size in checkpoints if seq == since)
        later = [o for o in objects if o[2] in ("batch", "segment") and o[1] > since]
        return later, base

    def due(self, *, received: bool) -> bool:
        """Whether a checkpoint is due (``received``: this round received something, which
        may have superseded what this machine sent)."""
        if self.state.fields.pending_scopes() or self.state.fields.pending_purges():
            return False  # everything made here is sent first: a checkpoint leaves no gap
        later, base = self._since_checkpoint()
        if not later:
            return False
        seq, _digest = self.state.own_log()
        weighed = f"{seq} {SUPERSEDED_BYTES} {SUPERSEDED_SHARE}"
        if self.state.checkpoint_weighed() == weighed and not received:
            # Not due when last weighed, and nothing written or received since (counting
            # costs, at a large history, much of a round that has nothing to do).
            return False
        with self.state.transaction():
            self.state.set_checkpoint_weighed(weighed)
        total = self.state.log_changes()
        live = self.state.fields.count_mine()
        if total <= live:
            return False
        log_bytes = base + sum(size for _p, _s, _k, size in later)
        superseded = log_bytes * (total - live) / total
        return superseded >= max(SUPERSEDED_BYTES, SUPERSEDED_SHARE * (log_bytes - superseded))

    def mergeable_tail(self) -> list[tuple[str, int, str, int]]:
        """The newest of this machine's objects worth merging together, when there are
        enough of them."""
        later, _base = self._since_checkpoint()
        tail: list[tuple[str, int, str, int]] = []
        size = 0
        for obj in reversed(later):
            if size + obj[3] > MERGE_LIMIT or (tail and obj[3] > MERGE_FLOOR + 4 * size):
                break
            tail.insert(0, obj)
            size += obj[3]
        return tail if len(tail) >= COMPACT_AFTER_BATCHES else []

    async def merge(self, tail: list[tuple[str, int, str, int]]) -> None:
        """Merge this machine's objects ``tail`` (batches, segments: one unbroken stretch
        of its log) into one segment holding each change once; remove them."""
        try:
            entries = [
                await self.journal.fetch(self.machine, Step(kind, seq, (path,)))
                for path, seq, kind, _size in tail
            ]
        except (DamagedObject, TamperedLog, NotFound) as exc:
            # What the storage holds of this machine's own log is damaged: a checkpoint,
            # written from what this machine has, replaces it.
            log.warning("this machine's log cannot be merged (%s): a checkpoint replaces it", exc)
            if not (self.state.fields.pending_scopes() or self.state.fields.pending_purges()):
                await self.checkpoint()
            return
        chain: list[str] = []
        for entry in entries:
            chain += list(entry.chain) if entry.kind == "segment" else [entry.digest]
        first = entries[0].first if entries[0].kind == "segment" else entries[0].seq
        if len(chain) != entries[-1].seq - first + 1:
            log.warning("this machine's log is not one stretch where it merges: left as it is")
            return
        merged = _Merged()
        before = 0  # the changes they hold (those of purged conversations uncounted)
        for entry in entries:
            merged.add_items(entry.changes)
            before += len(entry.changes.items) + len(entry.changes.purged)
            for uid in entry.sealed:
                key = await self.keys.read(uid)
                if key is not None:  # none: purged, and what it held leaves with the merge
                    part = self.journal.open_part(entry, uid, key)
                    merged.add_part(uid, part)
                    before += Changes(conversations={uid: part}).count()
        changes = merged.changes()
        try:
            path, size = await self.journal.write_segment(
                changes, first, entries[-1].seq, entries[0].prev, chain, self.keys.known
            )
        except ObjectTooLarge:
            log.info("the storage refused a merged segment: this machine's batches stay")
            return
        replaced = [p for p, _s, _k, _z in tail]
        with self.state.transaction():
            self.state.fields.add_own_object(path, entries[-1].seq, "segment", size)
            self.state.fields.drop_own_objects(replaced)
            self.state.set_log_changes(self.state.log_changes() - before + changes.count())
        await self.remote.delete_many(replaced + self._unrecorded_own(entries[-1].seq, {path}))

    def _unrecorded_own(self, up_to: int, keep: set[str]) -> list[str]:
        """Batches and segments of this machine's log the storage listed but this machine
        holds no record of, up to ``up_to``: left by a merge or a checkpoint cut off before
        it removed what it replaced."""
        own = self.listing.logs.get(self.machine)
        if own is None:
            return []
        recorded = {p for p, _s, _k, _z in self.state.fields.own_objects(LOG_KINDS)}
        found = [p for seq, p in own.batches.items() if seq <= up_to]
        found += [p for p, (_first, last) in own.segments.items() if last <= up_to]
        return [p for p in found if p not in recorded and p not in keep]

    async def checkpoint(self) -> None:
        """Write a checkpoint of every change made here that is still in force, then remove
        this machine's batches it covers, its older checkpoints, and its attachments that
        nothing in force refers to any more."""
        seq, digest = self.state.own_log()
        changes = Changes()
        changes.items = item_changes(self.state, self.items, mine_only=True)
        changes.purged = self.state.fields.my_purges()
        linked = {uid: cid for cid, uid in self.state.linked_conversations().items()}
        used: set[tuple[str, str]] = set()
        for scope in sorted(self.state.fields.mine_scopes() - {""}):
            cid = linked.get(scope)
            snap = (
                None
                if cid is None
                else read_snapshot(self.history, self.state, cid, scope, link=False)
            )
            if snap is None:
                continue
            part = ConversationPart()
            key = await self.keys.write(scope)
            for (entity, name), seen in sorted(self.state.fields.scope(scope).items()):
                if not seen.mine:
                    continue
                if entity == scope and name == "shown":
                    # What the change in force chose (what is shown is the newest below it).
                    value: Any = self.state.fields.shown_winner(scope)
                elif entity == scope:
                    value = snap.fields.get(name)
                elif name == "deleted":
                    value = deletion(self.state.parent_uid(entity))
                elif name == "created":
                    value = as_made(self.state, entity, snap.messages.get(entity, {}).get(name))
                    if value is None:
                        continue
                else:
                    value = snap.messages.get(entity, {}).get(name)
                if name not in ("deleted", "created") and value_hash(value) != seen.hash:
                    continue
                if name == "result" and isinstance(value, dict):
                    refs = await self.upload(scope, key, value)
                    if refs is None:
                        return  # an attachment cannot go now: compact another time
                    used |= {(scope, sha) for sha in refs}
                    value = {**value, "blobs": refs}
                if entity == scope:
                    part.fields.append((name, value, seen.stamp))
                else:
                    part.messages.setdefault(entity, []).append((name, value, seen.stamp))
            if not part.empty():
                changes.conversations[scope] = part
        written = await self.journal.write_checkpoint(changes, seq, digest, self.keys.known)
        fresh = {path for path, _size in written}
        covered = [
            path
            for path, oseq, _kind, _size in self.state.fields.own_objects(LOG_KINDS)
            if path not in fresh and oseq <= seq
        ]
        # A checkpoint a cut-off round left unfinished is in no record here: it goes too.
        own = self.listing.logs.get(self.machine)
        if own is not None:
            covered += [p for p in own.checkpoint_paths() if p not in fresh and p not in covered]
        covered += [p for p in self._unrecorded_own(seq, fresh) if p not in covered]
        stale_blobs = [
            (scope, sha, ref)
            for scope, sha, ref in self.state.fields.own_blobs()
            if (scope, sha) not in used
        ]
        with self.state.transaction():
            for path, size in written:
                self.state.fields.add_own_object(path, seq, "checkpoint", size)
            self.state.set_log_changes(changes.count())
        doomed = covered + [p for _scope, _sha, ref in stale_blobs for p in blob_paths(ref)]
        await self.remote.delete_many(doomed)
        with self.state.transaction():
            self.state.fields.drop_own_objects(covered)
            for scope, sha, _ref in stale_blobs:
                self.state.fields.drop_own_blob(scope, sha)


@dataclass
class _Merged:
    """Changes of several objects of one log merged: of each field, the latest."""

    items: dict[str, Triple] = field(default_factory=dict)
    purged: dict[str, str] = field(default_factory=dict)
    parts: dict[str, dict[tuple[str, str], tuple[Any, str]]] = field(default_factory=dict)

    def add_items(self, changes: Changes) -> None:
        for key, value, stamp in changes.items:
            if key not in self.items or stamp > self.items[key][2]:
                self.items[key] = (key, value, stamp)
        for uid, stamp in changes.purged:
            self.purged[uid] = max(stamp, self.purged.get(uid, stamp))

    def add_part(self, uid: str, part: ConversationPart) -> None:
        fields = self.parts.setdefault(uid, {})
        triples = [(uid, *t) for t in part.fields]
        triples += [(m, *t) for m, ts in part.messages.items() for t in ts]
        for entity, name, value, stamp in triples:
            seen = fields.get((entity, name))
            if seen is None or stamp > seen[1]:
                fields[(entity, name)] = (value, stamp)

    def changes(self) -> Changes:
        merged = Changes(list(self.items.values()), sorted(self.purged.items()))
        for uid, fields in self.parts.items():
            if uid in self.purged:
                continue
            part = merged.part(uid)
            for (entity, name), (value, stamp) in fields.items():
                if entity == uid:
                    part.fields.append((name, value, stamp))
                else:
                    part.messages.setdefault(entity, []).append((name, value, stamp))
        return merged
