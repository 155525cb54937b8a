"""One sync round: send what changed here, merge in what the other machines sent.

The history stays in the app's own database; the sync storage holds each machine's
sealed conversation records (app.sync.journal) and attachments. A round:

1. opens the journal (a wrong passphrase stops here, before anything is written);
2. builds this machine's record of every conversation and sends, in one append, those
   whose record differs from the one last sent, with the blobs their messages use;
3. reads the other machines' batches since the cursors and merges each record into the
   local conversation (app.sync.records.merge), creating it if it is new.

Applying is idempotent (messages are matched by uid, metadata by its stamp), so a batch
read twice changes nothing. The history is reached through the process's one owner of it
(app.storage.history_access): the window's database thread, or the command's own
connection; the round itself runs on the CLI's or a worker thread, never the UI's.
"""

from __future__ import annotations

import hashlib
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from app.domain import (
    Conversation,
    Message,
    MessageStatus,
    Params,
    TokenLogprobs,
    Usage,
    parts_from_json,
)
from app.domain import parts_to_json as parts_json
from app.domain.logprobs import unpack
from app.services.sync_items import (
    FilePreferences,
    agree,
    apply_items,
    local_items,
    mark_sent,
    stamp_changes,
    take_remote,
    unsent_record,
)
from app.services.sync_preferences import PreferencesPort
from app.storage import (
    BLOBS_DIRNAME,
    BlobStore,
    ConversationSnapshot,
    History,
    Repository,
    insert_synced_messages,
    set_synced_metadata,
)
from app.storage.blob_refs import part_blobs
from app.storage.sync_reads import fingerprints
from app.sync import Journal, NotFound, Remote, RemoteConfig, SyncError
from app.sync.errors import DamagedObject
from app.sync.local_state import LocalState
from app.sync.records import (
    KIND,
    compare_record,
    is_compare,
    is_preferences,
    is_record,
    merge,
    metadata,
    ordered,
    stamp,
)
from app.sync.records import record_hash as _hash
from app.sync.round_lock import one_round_at_a_time

# The remote ids of blobs are keyed by the sync key: they travel with a record but are not
# part of what decides whether it changed (a status check has no key to compute them).
_BLOB_IDS = "blob_ids"

# Told how far a round is: (phase, done, total), phase "send" or "receive" (or "wait": another
# process's round runs first). For a terminal's progress bar or the sidebar; called on the
# round's own thread.
Progress = Callable[[str, int, int], None]


def _no_progress(_phase: str, _done: int, _total: int) -> None:
    pass


def record_hash(record: dict[str, Any]) -> str:
    return _hash({k: v for k, v in record.items() if k != _BLOB_IDS})


@dataclass
class RoundSummary:
    sent: int = 0
    received: int = 0
    new_conversations: int = 0
    new_messages: int = 0
    preferences: int = 0  # settings, presets, tool servers and folders changed here
    problems: list[str] = field(default_factory=list)
    # Local ids of the conversations the round changed here (new, new messages, metadata):
    # the window reloads them.
    changed: set[int] = field(default_factory=set)

    def line(self) -> str:
        """One sentence for the person, e.g. "Sent 3 conversations, received 2 (1 new
        message merged)."."""
        text = f"Sent {_count(self.sent, 'conversation')}, received {self.received}"
        news = []
        if self.new_conversations:
            news.append(f"{_count(self.new_conversations, 'new conversation')}")
        news.append(f"{_count(self.new_messages, 'new message')} merged")
        text += f" ({', '.join(news)})."
        if self.problems:
            text += f" {_count(len(self.problems), 'problem')}: {self.problems[0]}"
        return text


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class _Local:
    """The history and the sync state of this machine, opened together for one round."""

    def __init__(
        self,
        data_dir: Path,
        history: History,
        state: LocalState,
        preferences: PreferencesPort | None = None,
    ) -> None:
        self.data_dir = data_dir
        self.history = history
        self.blobs = BlobStore(data_dir / BLOBS_DIRNAME)
        self.state = state
        self.machine = state.machine_id()
        self.preferences = preferences or FilePreferences(data_dir)

    def conversations(self) -> list[tuple[Conversation, bool]]:
        """Every conversation with whether it is in the trash."""
        return self.history.run(_all_conversations)

    def record(
        self, conv: Conversation, trashed: bool, *, commit: bool
    ) -> tuple[dict[str, Any], bool]:
        """This machine's record of the conversation, and whether it is new to sync.
        ``commit``: give it (and new messages) uids and stamp changed metadata; without it
        nothing is written (for a status count)."""
        # One hop to the history's owner for the whole record (the sync state's connection
        # is used there too, while this thread waits).
        return self.history.run(lambda repo: self._record(repo, conv, trashed, commit=commit))

    def _record(
        self, repo: Repository, conv: Conversation, trashed: bool, *, commit: bool
    ) -> tuple[dict[str, Any], bool]:
        folders = {f.id: f.name for f in repo.list_folders()}
        meta = {
            "title": conv.title,
            "pinned": conv.pinned,
            "folder": None if conv.folder_id is None else folders.get(conv.folder_id),
            "trashed": trashed,
            "params": conv.params.to_json(),
            "compare_group": conv.compare_group,
        }
        if conv.assistant:  # only then: the records of other chats stay as they were
            meta["assistant"] = conv.assistant
        known = self.state.conversation(conv.id)
        bases = repo.knowledge_bases(conv.id)
        # Only in the records of chats that have some, or had (so clearing them travels
        # too): the records of all other chats stay as they were before they existed.
        if bases or (known is not None and "knowledge_bases" in (known.metadata or {})):
            meta["knowledge_bases"] = bases
        uid = known.uid if known is not None else uuid.uuid4().hex
        if known is not None and known.metadata == meta:
            changed_at, changed_by = known.changed_at, known.changed_by
        else:
            # A hybrid clock: later than anything seen, so a change made here after
            # receiving another machine's change wins over it even if clocks disagree.
            changed_at = max(time.time(), self.state.clock() + 0.001)
            changed_by = self.machine
            if commit:
                if known is None:
                    self.state.link_conversation(conv.id, uid)
                self.state.set_metadata(conv.id, meta, changed_at, changed_by)
        messages = [
            m
            for m in repo.list_all_messages(conv.id)
            # A reply still arriving is sent when done; a failed attempt a retry replaced
            # stays on the machine that made it.
            if m.status != MessageStatus.STREAMING and m.replaced_by is None
        ]
        uids = self.state.message_uids([m.id for m in messages])
        for m in messages:
            if m.id not in uids:
                uids[m.id] = uuid.uuid4().hex
                if commit:
                    self.state.link_message(m.id, uids[m.id])
        record = {
            "kind": KIND,
            "uid": uid,
            "created_at": conv.created_at,
            **meta,
            "changed_at": changed_at,
            "changed_by": changed_by,
            "messages": ordered(
                [
                    _message_record(
                        m, uids[m.id], None if m.parent_id is None else uids.get(m.parent_id)
                    )
                    for m in messages
                ]
            ),
        }
        return record, known is None


def _message_record(m: Message, uid: str, parent_uid: str | None) -> dict[str, Any]:
    return {
        "uid": uid,
        "parent_uid": parent_uid,
        "role": m.role,
        "model": m.model,
        "created_at": m.created_at,
        "updated_at": m.updated_at,
        "status": m.status.value,
        "parts": parts_json(m.parts),
        "params": None if m.params is None else m.params.to_json(),
        "usage": None if m.usage is None else m.usage.to_json(),
        "finish_reason": m.finish_reason,
        "error": m.error,
        "reasoning": m.reasoning,
        "error_kind": m.error_kind,
        "first_token_s": m.first_token_s,
        "duration_s": m.duration_s,
        "blobs": {blob: mime for blob, mime in part_blobs(m.parts) if blob},
        # Packed as stored (app.domain.logprobs): a 10,000-token reply's record stays small.
        # Only when there are some: every other record stays as earlier versions wrote it.
        **({"logprobs": m.logprobs.packed()} if m.logprobs else {}),
        # The id the server keeps the reply under: another machine can poll a reply still
        # running there (status 'background') at its start-up, or follow on from it.
        **({"response_id": m.response_id} if m.response_id else {}),
    }


def _message(data: dict[str, Any]) -> Message:
    """The domain message of a received message record (ValueError etc. if malformed)."""
    params, usage = data.get("params"), data.get("usage")
    return Message(
        id=0,
        conversation_id=0,
        role=data["role"],
        parts=parts_from_json(list(data["parts"])),
        model=str(data.get("model", "")),
        params=None if params is None else Params.from_json(params),
        usage=None if usage is None else Usage.from_json(usage),
        finish_reason=data.get("finish_reason"),
        status=MessageStatus(data.get("status", "complete")),
        error=data.get("error"),
        reasoning=str(data.get("reasoning", "")),
        created_at=float(data["created_at"]),
        updated_at=float(data.get("updated_at", data["created_at"])),
        error_kind=str(data.get("error_kind", "")),
        first_token_s=data.get("first_token_s"),
        duration_s=data.get("duration_s"),
        logprobs=_logprobs(data.get("logprobs")),
        response_id=_response_id(data.get("response_id")),
    )


def _response_id(value: Any) -> str | None:
    """A record's server-side reply id; a record from a version without them has none."""
    return value if isinstance(value, str) and value else None


def _base_names(value: Any) -> list[str] | None:
    """A record's knowledge bases; None when it does not say (an older version's record,
    or a chat that never had any)."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(name, str) for name in value):
        raise ValueError("knowledge_bases: expected a list of names")
    return list(value)


def _logprobs(packed: Any) -> TokenLogprobs | None:
    """A record's token probabilities; a record from a version without them has none."""
    if not isinstance(packed, str) or not packed:
        return None
    return TokenLogprobs(unpack(packed))


def _all_conversations(repo: Repository) -> list[tuple[Conversation, bool]]:
    live = [(c, False) for c in repo.list_conversations()]
    return live + [(c, True) for c in repo.list_deleted_conversations()]


def pending_changes(data_dir: Path, history: History) -> int:
    """How many conversations changed since they were sent (nothing is written). Cheap:
    fingerprints only, so a change records leave out (a reply still arriving) counts too."""
    state = LocalState.open(data_dir)
    try:
        sent = state.fingerprints()
    finally:
        state.close()
    return sum(1 for cid, fp in history.run(fingerprints).items() if sent.get(cid) != fp)


async def sync_round(
    data_dir: Path,
    history: History,
    remote: RemoteConfig,
    secret: str | None,
    passphrase: str,
    progress: Progress | None = None,
    preferences: PreferencesPort | None = None,
) -> RoundSummary:
    """One round against the storage ``remote`` (``secret``: its password or S3 secret key;
    used, never stored) on the history of ``data_dir``, reached through ``history``.
    ``preferences``: where settings, presets and tool servers are read and other machines'
    changes to them applied (default: the data folder's files).
    SyncError (one sentence) if the storage or passphrase fails; the history is then as it
    was, apart from whatever a completed step already merged."""
    report = progress or _no_progress
    async with one_round_at_a_time(data_dir, on_wait=lambda: report("wait", 0, 0)):
        return await _one_round(data_dir, history, remote, secret, passphrase, report, preferences)


async def _one_round(
    data_dir: Path,
    history: History,
    remote: RemoteConfig,
    secret: str | None,
    passphrase: str,
    progress: Progress,
    preferences: PreferencesPort | None,
) -> RoundSummary:
    state = LocalState.open(data_dir)
    try:
        try:
            journal = await Journal.open(Remote(remote, secret), passphrase, state.machine_id())
            local = _Local(data_dir, history, state, preferences)
            summary = RoundSummary()
            await _send(local, journal, summary, progress)
            await _receive(local, journal, summary, progress)
        except SyncError as exc:
            state.set_last_round(time.time(), str(exc))
            raise
        state.set_last_round(time.time(), summary.problems[0] if summary.problems else None)
        return summary
    finally:
        state.close()


async def _send(local: _Local, journal: Journal, summary: RoundSummary, progress: Progress) -> None:
    outgoing: list[tuple[int, dict[str, Any], str]] = []
    groups: dict[str, list[tuple[Conversation, bool]]] = {}
    changed_groups: set[str] = set()
    prints = local.history.run(fingerprints)
    sent_prints = local.state.fingerprints()
    with local.state.transaction():
        for conv, trashed in local.conversations():
            if conv.compare_group:
                groups.setdefault(conv.compare_group, []).append((conv, trashed))
            if sent_prints.get(conv.id) == prints.get(conv.id):
                continue  # nothing changed since it was sent: no need to rebuild its record
            record, _new = local.record(conv, trashed, commit=True)
            known = local.state.conversation(conv.id)
            digest = record_hash(record)
            if known is None or known.sent_hash != digest:
                outgoing.append((conv.id, record, digest))
                if conv.compare_group:
                    changed_groups.add(conv.compare_group)
            else:  # changed in a way records leave out (a reply still arriving)
                local.state.set_sent(conv.id, digest, time.time(), prints.get(conv.id))
        # A compare goes whole: the columns that did not change go along with one that did.
        sending = {cid for cid, _record, _digest in outgoing}
        for group in changed_groups:
            for conv, trashed in groups[group]:
                if conv.id not in sending:
                    record, _new = local.record(conv, trashed, commit=True)
                    outgoing.append((conv.id, record, record_hash(record)))
    items = local_items(local.preferences, local.data_dir, local.history)
    stamp_changes(local.state, local.machine, items)
    preferences = unsent_record(local.state)
    if not outgoing and preferences is None:
        return
    # The append is the last step: one more than the records whose blobs go first.
    for done, (_cid, record, _digest) in enumerate(outgoing):
        progress("send", done, len(outgoing) + 1)
        record[_BLOB_IDS] = await _put_blobs(local, journal, record, summary)
    progress("send", len(outgoing), len(outgoing) + 1)
    wire = _wire_records([record for _cid, record, _digest in outgoing])
    await journal.append(wire if preferences is None else [preferences, *wire])
    now = time.time()
    with local.state.transaction():
        for cid, _record, digest in outgoing:
            local.state.set_sent(cid, digest, now, prints.get(cid))
        if preferences is not None:
            mark_sent(local.state, preferences)
    summary.sent = len(outgoing)
    progress("send", len(outgoing) + 1, len(outgoing) + 1)


def _wire_records(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Conversation records as they go out: the columns of a compare in one record."""
    wire: list[dict[str, Any]] = []
    columns: dict[str, list[dict[str, Any]]] = {}
    for record in records:
        group = record.get("compare_group") or ""
        if group:
            if group not in columns:
                columns[group] = []
                wire.append(compare_record(group, columns[group]))
            columns[group].append(record)
        else:
            wire.append(record)
    return wire


async def _put_blobs(
    local: _Local, journal: Journal, record: dict[str, Any], summary: RoundSummary
) -> dict[str, str]:
    ids: dict[str, str] = {}
    for message in record["messages"]:
        for sha in message["blobs"]:
            if sha in ids:
                continue
            remote_id = local.state.remote_blob(sha)
            if remote_id is None:
                try:
                    data = local.blobs.get(sha)
                except (OSError, ValueError):
                    summary.problems.append(
                        f"An attachment ({sha[:12]}…) is missing on this machine and was not sent."
                    )
                    continue
                remote_id = await journal.put_blob(data)
                local.state.set_remote_blob(sha, remote_id)
            ids[sha] = remote_id
    return ids


async def _receive(
    local: _Local, journal: Journal, summary: RoundSummary, progress: Progress
) -> None:
    result = await journal.read_since(local.state.cursors())
    summary.problems.extend(result.problems)
    received: set[str] = set()
    total = sum(len(batch.records) for batch in result.batches)
    done = 0
    for batch in result.batches:
        for item in batch.records:
            progress("receive", done, total)
            done += 1
            if is_record(item):
                records = [item]
            elif is_compare(item):
                records = item["columns"]  # every column, in this one round
            elif is_preferences(item):
                _take_preferences(local, item, summary)
                continue
            else:
                continue  # another kind of record, from a newer version: not ours to read
            for record in records:
                received.add(record["uid"])
                try:
                    await _apply(local, journal, record, summary)
                except (KeyError, TypeError, ValueError):
                    summary.problems.append(
                        f"A conversation in {batch.name} could not be read and was skipped."
                    )
    summary.received = len(received)
    local.state.set_cursors(result.cursors)
    progress("receive", total, total)


def _take_preferences(local: _Local, record: dict[str, Any], summary: RoundSummary) -> None:
    winners = take_remote(local.state, record)
    if not winners:
        return
    apply_items(local.preferences, local.data_dir, local.history, winners)
    agree(local.state, winners)
    summary.preferences += len(winners)


async def _apply(
    local: _Local, journal: Journal, remote: dict[str, Any], summary: RoundSummary
) -> None:
    state, history = local.state, local.history
    known = state.conversation_by_uid(remote["uid"])
    if known is None:
        # New here: an empty conversation first; its messages go in like any others.
        snap = ConversationSnapshot(
            title=str(remote["title"]),
            created_at=float(remote["created_at"]),
            updated_at=float(remote["created_at"]),
            params=Params.from_json(remote.get("params") or {}),
            pinned=bool(remote.get("pinned")),
            messages=(),
            linked=True,
            compare_group=str(remote.get("compare_group") or ""),
            assistant=str(remote.get("assistant") or ""),
            knowledge_bases=tuple(_base_names(remote.get("knowledge_bases")) or ()),
        )
        cid = history.run(lambda repo: repo.import_conversations([snap]).conversation_ids[0])
        state.link_conversation(cid, remote["uid"])
        local_record: dict[str, Any] = {**remote, "messages": []}
        summary.new_conversations += 1
    else:
        cid = known.local_id
        conv = history.run(lambda repo: _conversation(repo, cid))
        if conv is None:  # purged from the trash here: it stays gone
            return
        local_record, _new = local.record(conv[0], conv[1], commit=True)
    merged = merge(local_record, remote)
    await _fetch_blobs(local, journal, remote, summary)
    added = _add_messages(local, cid, merged["messages"], summary)
    if added:
        summary.changed.add(cid)
    if known is None or metadata(merged) != metadata(local_record):
        summary.changed.add(cid)
        history.run(lambda repo: _set_metadata(repo, cid, merged))
    changed_at, changed_by = stamp(merged)
    with state.transaction():
        state.set_metadata(cid, metadata(merged), changed_at, changed_by)
        conv = history.run(lambda repo: _conversation(repo, cid))
        if conv is not None:
            # What this machine has now was sent before it read: the merged result needs no
            # sending back (the other machine merges to the same).
            digest = record_hash(local.record(conv[0], conv[1], commit=True)[0])
            printed = history.run(lambda repo: fingerprints(repo, [cid]).get(cid))
            state.set_sent(cid, digest, time.time(), printed)
    summary.new_messages += added


def _set_metadata(repo: Repository, cid: int, merged: dict[str, Any]) -> None:
    set_synced_metadata(
        repo,
        cid,
        title=str(merged["title"]),
        pinned=bool(merged["pinned"]),
        folder_id=_folder_id(repo, merged.get("folder")),
        params=Params.from_json(merged.get("params") or {}),
        trashed=bool(merged["trashed"]),
        compare_group=str(merged.get("compare_group") or ""),
        # A record without one (an older version's) leaves the chat's assistant.
        assistant=str(merged["assistant"]) if merged.get("assistant") else None,
        knowledge_bases=_base_names(merged.get("knowledge_bases")),
    )


def _conversation(repo: Repository, cid: int) -> tuple[Conversation, bool] | None:
    conv = repo.get_conversation(cid)
    if conv is not None:
        return conv, False
    trashed = next((c for c in repo.list_deleted_conversations() if c.id == cid), None)
    return None if trashed is None else (trashed, True)


def _add_messages(
    local: _Local, cid: int, messages: list[dict[str, Any]], summary: RoundSummary
) -> int:
    """Store the merged messages this machine lacks, each under its mapped parent."""
    state = local.state
    added = 0
    for data in messages:
        if state.message_local_id(data["uid"]) is not None:
            continue
        parent_uid = data.get("parent_uid")
        parent = None if parent_uid is None else state.message_local_id(parent_uid)
        if parent_uid is not None and parent is None:
            summary.problems.append(
                "A synced message follows a message this machine never received and was skipped."
            )
            continue
        message = _message(data)
        with state.transaction():
            # The history commits first; were the state not to follow, the uid would be
            # missing and the message could be added twice, so both are kept this close.
            new_id = local.history.run(
                partial(_insert_one, cid=cid, message=message, parent=parent)
            )
            state.link_message(new_id, data["uid"])
        added += 1
    return added


def _insert_one(repo: Repository, *, cid: int, message: Message, parent: int | None) -> int:
    return insert_synced_messages(repo, cid, [(message, parent)])[0]


async def _fetch_blobs(
    local: _Local, journal: Journal, remote: dict[str, Any], summary: RoundSummary
) -> None:
    ids = remote.get(_BLOB_IDS) or {}
    for message in remote["messages"]:
        for sha, mime in (message.get("blobs") or {}).items():
            if local.blobs.exists(sha):
                continue
            remote_id = ids.get(sha)
            # A missing or damaged attachment is a problem to tell, the rest applies; a
            # storage that went away (or refuses us) stops the round before its cursor
            # moves, so the attachment is fetched next time.
            try:
                if remote_id is None:
                    raise ValueError("no remote id")
                data = await journal.get_blob(remote_id)
                if hashlib.sha256(data).hexdigest() != sha:
                    raise ValueError("mismatch")
            except (DamagedObject, NotFound, ValueError):
                summary.problems.append(
                    f"An attachment ({sha[:12]}…) could not be fetched from the sync storage."
                )
                continue
            local.blobs.put(data, str(mime))
            local.state.set_remote_blob(sha, remote_id)


def _folder_id(repo: Repository, name: Any) -> int | None:
    if not isinstance(name, str) or not name:
        return None
    for folder in repo.list_folders():
        if folder.name == name:
            return folder.id
    return repo.create_folder(name).id


__all__ = ["Progress", "RoundSummary", "pending_changes", "record_hash", "sync_round"]
