"""One sync round: send what changed here, merge in what the other machines sent.

The history stays in the app's own database; the storage holds each machine's log of
changes, field by field (app.sync.changes, app.sync.journal). A round, under the data
folder's round lock (one round at a time per data folder, across processes):

1. opens the storage's vault (agreeing on one when machines set it up at once:
   app.sync.vaults) — a wrong passphrase stops here, before anything is written;
2. checks this machine's own log (a round cut off after writing is picked up, a storage
   that lost what this machine sent is said);
3. stamps what changed here since the last round (app.services.sync.local) and sends it,
   in one batch (or a few), with the attachments it needs;
4. reads every other machine's log from where it stopped, the hash chain checked, and
   writes what wins into the history (app.services.sync.apply); changes an earlier
   version wrote are read too (app.sync.legacy);
5. merges its newest objects, or writes a checkpoint of what it sent and removes its own
   older objects (app.services.sync.compaction).

Applying is idempotent (stamps decide, uids name everything), so a batch read twice changes
nothing. The history is reached through the process's one owner of it
(app.storage.history_access); the round itself runs on the command's or a worker thread,
never the UI's.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.services.sync.apply import take_back_links
from app.services.sync.compaction import Compaction
from app.services.sync.history import blobs_of
from app.services.sync.items import (
    FilePreferences,
    finish_applying,
    item_changes,
    local_items,
    stamp_items,
)
from app.services.sync.keys import ConversationKeys
from app.services.sync.local import (
    Changed,
    Snapshot,
    as_made,
    find_changed,
    read_snapshot,
    stamp_one,
)
from app.services.sync.preferences import Items, PreferencesPort
from app.services.sync.receive import Receiving
from app.services.sync.summary import RoundSummary
from app.services.sync.upgrade import adopt_earlier_state
from app.storage import BLOBS_DIRNAME, BlobStore, History
from app.storage.sync_reads import fingerprints
from app.sync import Remote, RemoteConfig, SyncError, vaults
from app.sync.changes import (
    ITEM,
    Changes,
    ConversationPart,
    canonical,
    deletion,
    value_hash,
)
from app.sync.clock import ZERO, HybridClock
from app.sync.crypto import ContentKey
from app.sync.errors import NotFound, ObjectTooLarge, TamperedLog, Unreachable
from app.sync.journal import BATCH_LIMIT, Journal, Listing, blob_paths
from app.sync.local_state import LocalState
from app.sync.round_lock import one_round_at_a_time

log = logging.getLogger(__name__)

# Told how far a round is: (phase, done, total), phase "send" or "receive" (or "wait": another
# process's round runs first). For a terminal's progress bar or the sidebar; called on the
# round's own thread.
Progress = Callable[[str, int, int], None]


def _no_progress(_phase: str, _done: int, _total: int) -> None:
    pass


def pending_changes(data_dir: Path, history: History) -> int:
    """How many conversations changed since they were synced (nothing is written). Cheap:
    fingerprints only, so a change a round leaves out (a reply still arriving) counts too."""
    state = LocalState.open(data_dir)
    try:
        synced = state.fingerprints()
        waiting = state.fields.pending_scopes() - {""}
        linked = state.linked_conversations()
    finally:
        state.close()
    printed = history.run(fingerprints)
    changed = {cid for cid, fp in printed.items() if synced.get(cid) != fp}
    changed |= {cid for cid, uid in linked.items() if uid in waiting}
    return len(changed)


async def sync_round(
    data_dir: Path,
    history: History,
    remote: RemoteConfig,
    secret: str | None,
    passphrase: str,
    progress: Progress | None = None,
    preferences: PreferencesPort | None = None,
    *,
    wall: Callable[[], float] = time.time,
) -> RoundSummary:
    """One round against the storage ``remote`` (``secret``: its password or S3 secret key;
    used, never stored) on the history of ``data_dir``, reached through ``history``.
    ``preferences``: where settings, presets and tool servers are read and other machines'
    changes to them applied (default: the data folder's files). ``wall``: the wall clock
    (tests move it). SyncError (one sentence) if the storage or passphrase fails; the
    history is then as it was, apart from whatever a completed step already merged."""
    report = progress or _no_progress
    async with one_round_at_a_time(data_dir, on_wait=lambda: report("wait", 0, 0)):
        state = LocalState.open(data_dir)
        try:
            try:
                machine = state.machine_id()
                round_ = _Round(
                    data_dir,
                    history,
                    state,
                    Remote(remote, secret, writer=machine),
                    passphrase,
                    report,
                    preferences or FilePreferences(data_dir),
                    HybridClock(machine, state.hlc() or ZERO, wall),
                )
                summary = await round_.run()
            except SyncError as exc:
                state.set_last_round(time.time(), str(exc))
                raise
            state.set_last_round(time.time(), summary.problems[0] if summary.problems else None)
            return summary
        finally:
            state.close()


class _Round:
    def __init__(
        self,
        data_dir: Path,
        history: History,
        state: LocalState,
        remote: Remote,
        passphrase: str,
        progress: Progress,
        preferences: PreferencesPort,
        clock: HybridClock,
    ) -> None:
        self.data_dir = data_dir
        self.history = history
        self.state = state
        self.remote = remote
        self.passphrase = passphrase
        self.progress = progress
        self.preferences = preferences
        self.clock = clock
        self.machine = clock.node
        self.blobs = BlobStore(data_dir / BLOBS_DIRNAME)
        self.summary = RoundSummary()
        self.journal: Journal | None = None
        self.opened: vaults.OpenVault | None = None
        self.listing = Listing()
        self._keys: ConversationKeys | None = None
        self._items: Items | None = None

    @property
    def journal_(self) -> Journal:
        """The journal, once the vault is open."""
        assert self.journal is not None
        return self.journal

    @property
    def opened_(self) -> vaults.OpenVault:
        """The vault, once open."""
        assert self.opened is not None
        return self.opened

    @property
    def keys(self) -> ConversationKeys:
        assert self._keys is not None, "the vault is opened first"
        return self._keys

    # ---- the round -----------------------------------------------------------------------

    async def run(self) -> RoundSummary:
        await self._open()
        if self.state.flag("round_open"):  # the last round was cut off: tidy up after it
            await self._clean_debris()
        self.state.set_flag("round_open", True)
        await self._check_own_log()
        unrecorded: set[str] = set()
        if self.state.applying():
            unrecorded = take_back_links(self.history, self.state)
            log.warning("a round was cut off while applying to %d conversations", len(unrecorded))
        adopt_earlier_state(self.history, self.state, self.clock)
        self._items = local_items(self.preferences, self.data_dir, self.history)
        finish_applying(
            self.state, self.clock, self.preferences, self.data_dir, self.history, self._items
        )
        stamp_items(self.state, self.clock, self._items)
        await self._send(find_changed(self.history, self.state, self.clock, skip=unrecorded))
        await Receiving(
            data_dir=self.data_dir,
            history=self.history,
            state=self.state,
            remote=self.remote,
            journal=self.journal_,
            opened=self.opened_,
            listing=self.listing,
            keys=self.keys,
            clock=self.clock,
            preferences=self.preferences,
            items=self._items,
            blobs=self.blobs,
            summary=self.summary,
            progress=self.progress,
        ).run()
        if unrecorded:
            # Their received changes are recorded now: what was made here in them goes too.
            linked = self.state.linked_conversations()
            await self._send(
                Changed(conversations=[(c, u) for c, u in linked.items() if u in unrecorded])
            )
        compaction = Compaction(
            self.state,
            self.history,
            self.remote,
            self.journal_,
            self.listing,
            self.keys,
            self._items or {},
            self._upload,
        )
        if compaction.due(received=bool(self.summary.received)):
            await compaction.checkpoint()
        elif tail := compaction.mergeable_tail():
            await compaction.merge(tail)
        with self.state.transaction():
            self.state.set_hlc(self.clock.last)
            self.state.set_flag("round_open", False)
        return self.summary

    # ---- the vault and the logs ----------------------------------------------------------

    async def _open(self) -> None:
        cached = self.state.vault()
        has_v1 = cached is not None and cached[0] == vaults.V1_VAULT
        if cached is None:
            has_v1 = await self.remote.exists(vaults.V1_HEADER)
        paths = await vaults.list_logs(self.remote)
        chosen = vaults.winner(has_v1, paths)
        if chosen is None:
            mine = await vaults.propose(self.remote, self.passphrase)
            paths = await vaults.list_logs(self.remote)
            chosen = vaults.winner(False, paths)
            if chosen == mine.vault_id:
                self.opened = mine
            else:  # another machine set the storage up at the same moment, and won
                await self.remote.delete(vaults.candidate_path(mine.vault_id))
        if self.opened is None:
            assert chosen is not None
            if cached is not None and cached[0] == chosen:
                self.opened = await vaults.unlock_cached(cached[1], chosen, self.passphrase)
            else:
                self.opened = await vaults.unlock(self.remote, chosen, self.passphrase)
        if cached is not None and cached[0] != chosen:
            await self._leave_vault(cached[0])
        self.state.set_vault(self.opened.vault_id, self.opened.header)
        self.journal = Journal(self.remote, self.opened, self.machine)
        self._keys = ConversationKeys(self.state, self.journal)
        self.listing = self.journal.parse(paths)

    async def _leave_vault(self, old: str) -> None:
        """Machines set the storage up at once and another's key won: what this machine
        wrote under its own is removed, and everything it made is sent again."""
        log.warning("sync storage: moving from key %s to %s (set up at once)", old, "winner")
        mine = [path for path, _seq, _kind, _size in self.state.fields.own_objects()]
        mine += [p for _scope, _sha, ref in self.state.fields.own_blobs() for p in blob_paths(ref)]
        mine.append(vaults.candidate_path(old))
        try:
            await self.remote.delete_many(mine)
        except SyncError as exc:
            log.warning("could not remove what was written under the old key: %s", exc)
        with self.state.transaction():
            self.state.fields.all_pending()
            self.state.fields.forget_content_keys()
            for path in [p for p, _s, _k, _z in self.state.fields.own_objects()]:
                self.state.fields.drop_own_objects([path])
            for scope, sha, _ref in list(self.state.fields.own_blobs()):
                self.state.fields.drop_own_blob(scope, sha)
            self.state.set_own_log(0, "")
            for machine in list(self.state.fields.logs()):
                self.state.fields.set_log(machine, 0, "")

    async def _clean_debris(self) -> None:
        assert self.opened is not None
        removed = 0
        for prefix in (
            f"{vaults.LOGS}{self.opened.vault_id}/{self.machine}/",
            f"{vaults.BLOBS}{self.opened.vault_id}/{self.machine}/",
        ):
            try:
                removed += await self.remote.clean_debris(prefix)
            except NotFound:
                continue
        if removed:
            log.info("removed %d unfinished uploads of a round that was cut off", removed)

    async def _check_own_log(self) -> None:
        """This machine's log as the storage has it, against what this machine knows it
        wrote: batches a cut-off round wrote are taken as sent; fewer than it wrote is a
        storage that lost them."""
        assert self.journal is not None
        own = self.listing.logs.get(self.machine)
        seq, _digest = self.state.own_log()
        if own is None:
            if seq:
                raise TamperedLog(self.machine, f"this machine's {seq} changes are gone")
            return
        if own.duplicates:
            raise SyncError(
                "Another data folder syncs under this machine's identity (a copied data "
                "folder?): set sync up again in one of them."
            )
        if own.last_seq < seq:
            raise TamperedLog(
                self.machine, f"its log went back from change {seq} to {own.last_seq}"
            )
        if own.last_seq == seq:
            return
        # Written by a round that was cut off before it could record them: read them back
        # and take what they hold as sent.
        steps = self.journal.plan(own, seq)
        sent: list[tuple[str, str, str]] = []
        purges: list[str] = []
        for step in steps:
            entry = await self.journal.fetch(self.machine, step)
            for key, _value, stamp in entry.changes.items:
                sent.append((ITEM, key, stamp))
            purges += [uid for uid, _stamp in entry.changes.purged]
            for uid in entry.sealed:
                content_key = await self.keys.read(uid)
                if content_key is None:
                    continue
                part = self.journal.open_part(entry, uid, content_key)
                sent += [(uid, name, stamp) for name, _v, stamp in part.fields]
                for muid, triples in part.messages.items():
                    sent += [(muid, name, stamp) for name, _v, stamp in triples]
            with self.state.transaction():
                for path in step.paths:
                    self.state.fields.add_own_object(path, step.seq, step.kind, entry.size)
                self.state.set_log_changes(
                    self.state.log_changes() + len(sent) + len(entry.changes.purged)
                )
                self.state.fields.mark_sent(sent)
                self.state.fields.mark_purges_sent(purges)
                self.state.set_own_log(step.seq, entry.digest)

    # ---- sending -------------------------------------------------------------------------

    async def _send(self, changed: Changed) -> None:
        """Stamp each changed conversation and send what waits, a batch at a time (the
        history is never all in memory); items and purges go with the last batch."""
        assert self.journal is not None
        outgoing = _Outgoing()
        linked = {uid: cid for cid, uid in self.state.linked_conversations().items()}
        total = len(changed.conversations)
        seen: set[str] = set()
        for done, (cid, uid) in enumerate(changed.conversations):
            self.progress("send", done, total + 1)
            snap = stamp_one(self.history, self.state, self.clock, cid, uid)
            if snap is None:
                continue
            seen.add(snap.uid)
            await self._add(outgoing, snap, fresh=uid is None)
        # What still waits from an earlier round that could not send it.
        for scope in sorted(self.state.fields.pending_scopes() - {""} - seen):
            if scope not in linked:
                continue
            snap = read_snapshot(self.history, self.state, linked[scope], scope, link=False)
            if snap is not None:
                await self._add(outgoing, snap, fresh=False)
        outgoing.changes.items = item_changes(self.state, self._items or {})
        outgoing.changes.purged = self.state.fields.pending_purges()
        await self._flush(outgoing)
        self.progress("send", total + 1, total + 1)

    async def _add(self, outgoing: _Outgoing, snap: Snapshot, *, fresh: bool) -> None:
        """Add a conversation's waiting changes to the batch being made, sending the batch
        once it is full (never between the columns of one compare)."""
        group = str(snap.fields.get("compare_group") or "")
        if outgoing.size >= BATCH_LIMIT and (not group or group != outgoing.group):
            await self._flush(outgoing)
        part = await self._part(snap, fresh=fresh)
        outgoing.snaps[snap.uid] = snap
        outgoing.group = group
        if not part.empty():
            outgoing.changes.conversations[snap.uid] = part
            outgoing.size += len(canonical(part.to_json()))

    async def _flush(self, outgoing: _Outgoing) -> None:
        assert self.journal is not None
        changes, snaps = outgoing.changes, outgoing.snaps
        outgoing.reset()
        if changes.empty():
            with self.state.transaction():
                self._mark_synced(snaps)
            return
        for uid, _stamp in changes.purged:
            try:
                await self.journal.delete_key(uid)  # unreadable from this moment on
            except SyncError as exc:
                log.warning("could not remove a purged conversation's key: %s", exc)
        seq, digest = self.state.own_log()
        try:
            written = await self.journal.append(changes, seq + 1, digest, self.keys.known)
        except ObjectTooLarge as exc:
            # Even split as far as it goes, something is too large for this server: it
            # waits (said), and this machine still receives the others' changes.
            self.summary.problems.append(str(exc))
            return
        with self.state.transaction():
            for wseq, path, wdigest, size in written:
                self.state.fields.add_own_object(path, wseq, "batch", size)
                self.state.set_own_log(wseq, wdigest)
            sent = _sent(changes)
            self.state.fields.mark_sent(sent)
            self.state.fields.mark_purges_sent([uid for uid, _stamp in changes.purged])
            self.state.set_log_changes(self.state.log_changes() + len(sent) + len(changes.purged))
            self._mark_synced(snaps)
        self.summary.sent += len(changes.conversations)

    def _mark_synced(self, snaps: dict[str, Snapshot]) -> None:
        """Conversations with nothing left to send need not be read again until they
        change."""
        waiting = self.state.fields.pending_scopes()
        for uid, snap in snaps.items():
            if uid not in waiting:
                self.state.set_fingerprint(snap.local_id, snap.fingerprint)

    async def _part(self, snap: Snapshot, *, fresh: bool) -> ConversationPart:
        """The waiting changes of one conversation, with the values the history has; a
        value that changed again since it was stamped is stamped anew."""
        part = ConversationPart()
        pending = self.state.fields.pending(snap.uid)
        if not pending:
            return part
        key = await self.keys.write(snap.uid, fresh=fresh)
        restamped: list[tuple[str, str, str, str, str, bool, bool]] = []
        for (entity, name), seen in sorted(pending.items()):
            if entity == snap.uid and name == "shown":
                value: Any = self.state.fields.shown_winner(snap.uid)
                if value is None:
                    continue
            elif entity == snap.uid:
                if name not in snap.fields:
                    continue
                value = snap.fields[name]
            elif name == "deleted":
                value = deletion(self.state.parent_uid(entity))
            elif name == "created":
                value = as_made(self.state, entity, snap.messages.get(entity, {}).get(name))
                if value is None:
                    continue
            elif entity in snap.messages and name in snap.messages[entity]:
                value = snap.messages[entity][name]
            else:
                continue  # gone since: the next round tells
            stamp = seen.stamp
            if name != "created" and value_hash(value) != seen.hash:
                stamp = self.clock.now()
                restamped.append((entity, name, snap.uid, value_hash(value), stamp, True, True))
            if name == "result" and isinstance(value, dict):
                refs = await self._upload(snap.uid, key, value)
                if refs is None:
                    continue  # an attachment could not go: this result waits
                value = {**value, "blobs": refs}
            if entity == snap.uid:
                part.fields.append((name, value, stamp))
            else:
                part.messages.setdefault(entity, []).append((name, value, stamp))
        if restamped:
            self.state.fields.set_many(restamped)
        # A message's first change carries its making, which never changes: make sure
        # a message told for the first time has it (the others know it already).
        return part

    async def _upload(
        self, uid: str, key: ContentKey, result: dict[str, Any]
    ) -> dict[str, Any] | None:
        assert self.journal is not None
        refs: dict[str, Any] = {}
        for sha, mime in blobs_of(result).items():
            ref = self.state.fields.own_blob(uid, sha)
            if ref is None:
                try:
                    data = self.blobs.get(sha)
                except (OSError, ValueError):
                    self.summary.problems.append(
                        f"An attachment ({sha[:12]}…) is missing on this machine and was not sent."
                    )
                    continue
                try:
                    ref = await self.journal.put_blob(uid, key, data)
                except Unreachable:
                    raise
                except SyncError as exc:
                    self.summary.problems.append(str(exc))
                    return None
                self.state.fields.set_own_blob(uid, sha, ref)
            refs[sha] = {"mime": mime, **ref}
        return refs

    # ---- receiving -----------------------------------------------------------------------


@dataclass
class _Outgoing:
    """The batch being made: its changes, the conversations in it and their size."""

    changes: Changes = field(default_factory=Changes)
    snaps: dict[str, Snapshot] = field(default_factory=dict)
    size: int = 0
    group: str = ""

    def reset(self) -> None:
        self.changes, self.snaps, self.size, self.group = Changes(), {}, 0, ""


def _sent(changes: Changes) -> list[tuple[str, str, str]]:
    sent = [(ITEM, key, stamp) for key, _v, stamp in changes.items]
    for uid, part in changes.conversations.items():
        sent += [(uid, name, stamp) for name, _v, stamp in part.fields]
        for muid, triples in part.messages.items():
            sent += [(muid, name, stamp) for name, _v, stamp in triples]
    return sent


__all__ = ["Progress", "RoundSummary", "pending_changes", "sync_round"]
