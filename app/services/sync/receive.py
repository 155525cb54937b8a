"""The receiving half of a sync round: every other machine's log read from where this
machine stopped (the hash chain checked, a few objects at a time), each batch's winning
changes written into the history (app.services.sync.apply), and what cannot be applied yet
kept: a newer version's records until an upgrade, messages until their parent arrives.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app import __version__
from app.services.sync.apply import Winners, purge_here, winners, write
from app.services.sync.items import agree, apply_items, begin_applying, take_items
from app.services.sync.keys import ConversationKeys
from app.services.sync.preferences import Items, PreferencesPort
from app.services.sync.summary import RoundSummary
from app.storage import BlobStore, History
from app.sync import Remote, SyncError, legacy, vaults
from app.sync.changes import Changes, ConversationPart, Triple
from app.sync.clock import HybridClock
from app.sync.errors import DamagedObject, NotFound, TamperedLog
from app.sync.journal import Entry, Journal, Listing
from app.sync.local_state import LocalState

log = logging.getLogger(__name__)

_READ_WINDOW = 8  # objects of one log fetched at once
_PARKED_NEWER = "newer format"
_PARKED_WAITING = "waiting"


class Receiving:
    def __init__(
        self,
        *,
        data_dir: Path,
        history: History,
        state: LocalState,
        remote: Remote,
        journal: Journal,
        opened: vaults.OpenVault,
        listing: Listing,
        keys: ConversationKeys,
        clock: HybridClock,
        preferences: PreferencesPort,
        items: Items,
        blobs: BlobStore,
        summary: RoundSummary,
        progress: Callable[[str, int, int], None],
    ) -> None:
        self.data_dir = data_dir
        self.history = history
        self.state = state
        self.remote = remote
        self.journal = journal
        self.opened = opened
        self.listing = listing
        self.keys = keys
        self.clock = clock
        self.machine = clock.node
        self.preferences = preferences
        self._items = items
        self.blobs = blobs
        self.summary = summary
        self.progress = progress

    async def run(self) -> None:
        """Read every other machine's log from where this machine stopped and apply it."""
        await self._apply_parked()
        cursors = self.state.fields.logs()
        for machine, (seq, _digest) in sorted(cursors.items()):
            if seq and machine != self.machine and machine not in self.listing.logs:
                # Compaction always leaves a checkpoint: a log never empties by itself.
                gone = TamperedLog(machine, f"its log went back from change {seq} to 0")
                self.summary.problems.append(str(gone))
        plans = []
        for machine, machine_log in sorted(self.listing.logs.items()):
            if machine == self.machine:
                continue
            seq, digest = cursors.get(machine, (0, ""))
            try:
                plans.append((machine, self.journal.plan(machine_log, seq), digest))
            except TamperedLog as exc:
                self.summary.problems.append(str(exc))
        total = sum(len(steps) for _m, steps, _d in plans)
        done = 0
        received: set[str] = set()
        if self.opened.vault_id == vaults.V1_VAULT:  # older: read first
            received |= await self._receive_legacy()
        for machine, steps, digest in plans:
            at, chain = cursors.get(machine, (0, ""))[0], digest
            for start in range(0, len(steps), _READ_WINDOW):
                window = steps[start : start + _READ_WINDOW]
                try:
                    entries = await asyncio.gather(
                        *(self.journal.fetch(machine, step) for step in window)
                    )
                except NotFound:
                    break  # compacted meanwhile: read from its checkpoint next round
                except (DamagedObject, TamperedLog) as exc:
                    self.summary.problems.append(str(exc))
                    break
                stop = False
                for entry in entries:
                    self.progress("receive", done, total)
                    done += 1
                    if not entry.follows(at, chain):
                        self.summary.problems.append(
                            str(
                                TamperedLog(
                                    machine, f"change {entry.seq} does not follow the one before it"
                                )
                            )
                        )
                        stop = True
                        break
                    at, chain = entry.seq, entry.digest
                    received |= await self._apply_entry(entry)
                    with self.state.transaction():
                        self.state.fields.set_log(machine, entry.seq, chain)
                if stop:
                    break
        # Messages whose parent came later in this round, from another machine's log, go
        # in now rather than a round later.
        await self._apply_parked()
        self.summary.received = len(received)
        self.progress("receive", total, total)

    async def _receive_legacy(self) -> set[str]:
        assert self.opened is not None
        read = await legacy.read_since(
            self.remote, self.opened.vault, self.machine, self.state.cursors()
        )
        self.summary.problems.extend(read.problems)
        uids = await self._apply_changes(read.changes)
        with self.state.transaction():
            self.state.set_cursors(read.cursors)
        return uids

    async def _apply_entry(self, entry: Entry) -> set[str]:
        for body in entry.newer:
            with self.state.transaction():
                self.state.fields.park(body, _PARKED_NEWER)
        changes = Changes(entry.changes.items, entry.changes.purged)
        purged = dict(entry.changes.purged)
        wanted = [u for u in entry.sealed if u not in purged and not self.state.fields.is_purged(u)]
        keys = await self.keys.read_many(wanted)
        for uid in wanted:
            key = keys.get(uid)
            if key is None:
                continue  # purged elsewhere: its tombstone comes (or came) too
            try:
                changes.conversations[uid] = self.journal.open_part(entry, uid, key)
            except DamagedObject as exc:
                self.summary.problems.append(str(exc))
        return await self._apply_changes(changes)

    async def _apply_changes(self, changes: Changes) -> set[str]:
        for stamp in changes.stamps():
            self.clock.see(stamp)
        if changes.items:
            self._take_items(changes.items)
        for uid, stamp in changes.purged:
            if not self.state.fields.is_purged(uid):
                cid = purge_here(self.history, self.state, uid, stamp)
                if cid is not None:
                    self.summary.changed.add(cid)
                try:
                    await self.journal.delete_key(uid)
                except SyncError as exc:
                    log.warning("could not remove a purged conversation's key: %s", exc)
        found = [winners(self.state, uid, part) for uid, part in changes.conversations.items()]
        found = [w for w in found if not w.empty()]
        if not found:
            return set(changes.conversations)
        await self._fetch_blobs(found)
        applied = write(self.history, self.state, found)
        self.summary.new_conversations += applied.new_conversations
        self.summary.new_messages += applied.new_messages
        self.summary.changed |= applied.changed
        self.summary.problems.extend(applied.problems)
        # Kept as it moves: a round cut off later still orders what is made here after
        # what was just seen.
        self.state.set_hlc(self.clock.last)
        if applied.waiting:
            with self.state.transaction():
                for uid, waiting in applied.waiting.items():
                    self.state.fields.park(_waiting_body(uid, waiting), _PARKED_WAITING)
        return set(changes.conversations)

    def _take_items(self, triples: list[Triple]) -> None:
        found = take_items(self.state, triples)
        if not found:
            return
        items = self._items
        begin_applying(self.state, found, items)
        apply_items(
            self.preferences,
            self.data_dir,
            self.history,
            {key: {"value": item["value"]} for key, item in found.items()},
        )
        items.update({key: item["value"] for key, item in found.items()})
        agree(self.state, found)
        self.summary.preferences += len(found)

    async def _apply_parked(self) -> None:
        """Changes kept from earlier rounds: a newer version's (readable after an upgrade)
        and messages that waited for their parent."""
        parked = self.state.fields.parked()
        if not parked:
            return
        retry = Changes()
        done: list[int] = []
        for pid, body, reason in parked:
            if reason == _PARKED_NEWER:
                try:
                    entry = self.journal.entry_of(body)
                except DamagedObject as exc:
                    self.summary.problems.append(str(exc))
                    continue
                if entry is None:
                    continue  # still newer than this version: kept
                log.info("applying changes kept from a newer version (%s)", __version__)
                with self.state.transaction():
                    self.state.fields.unpark([pid])
                await self._apply_entry(entry)
                continue
            if reason == _PARKED_WAITING:
                uid = str(body.get("uid"))
                with contextlib.suppress(ValueError):
                    retry.add(Changes(conversations={uid: ConversationPart.from_json(body)}))
            done.append(pid)
        with self.state.transaction():
            self.state.fields.unpark(done)
        if not retry.empty():
            await self._apply_changes(retry)

    async def _fetch_blobs(self, found: list[Winners]) -> None:
        """Every attachment the winning results use that this machine lacks."""
        for one in found:
            for result in one.results():
                refs = result.get("blobs") or {}
                for sha, ref in refs.items():
                    if self.blobs.exists(sha) or not isinstance(ref, dict):
                        continue
                    try:
                        if "v1" in ref:
                            data = await legacy.get_blob(self.remote, self.opened.vault, ref["v1"])
                        else:
                            key = await self.keys.read(one.uid)
                            if key is None:
                                continue
                            data = await self.journal.get_blob(ref, key)
                        if hashlib.sha256(data).hexdigest() != sha:
                            raise ValueError("mismatch")
                    except (DamagedObject, NotFound, ValueError):
                        self.summary.problems.append(
                            f"An attachment ({sha[:12]}…) could not be fetched from the sync "
                            "storage."
                        )
                        continue
                    self.blobs.put(data, str(ref.get("mime") or "application/octet-stream"))


def _waiting_body(uid: str, waiting: dict[str, dict[str, tuple[Any, str]]]) -> dict[str, Any]:
    fields = waiting.get(uid, {})
    return {
        "uid": uid,
        "fields": [[name, value, stamp] for name, (value, stamp) in fields.items()],
        "messages": {
            muid: [[name, value, stamp] for name, (value, stamp) in values.items()]
            for muid, values in waiting.items()
            if muid != uid
        },
    }
