"""Reading what the earlier sync format left on a storage, as changes of today's.

The earlier format kept, under ``cometdesk-sync/``, a header (``header.json``, whose key
is the storage's ``v1`` vault), each machine's batches of whole-conversation records
(``machines/<machine>/<seq>-<hash>.rec``) and attachments (``blobs/<id>``), all sealed
with the vault's key. Machines still on that version keep writing there, so every round
reads their new batches too (from its cursor per machine, as before), and turns each
record into field changes whose stamps every machine derives alike from the record:

- a conversation's fields: the record's (changed_at, changed_by);
- a message: created at its ``created_at``, its result at its ``updated_at``.

So a machine that upgraded and one that reads the same record later reach the same
winners, and nothing is applied twice (uids are kept).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import zlib
from dataclasses import dataclass, field
from typing import Any

from app.sync.changes import Changes, ConversationPart
from app.sync.clock import legacy_stamp
from app.sync.crypto import Vault
from app.sync.errors import DamagedObject, NotFound
from app.sync.remote import Remote

ROOT = "cometdesk-sync/"
MACHINES = ROOT + "machines/"
BLOBS = ROOT + "blobs/"
_HASH_CHARS = 16
_READ_CONCURRENCY = 8
_MACHINE_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}\Z")
_RECORD_NAME = re.compile(r"^(\d{8})-([0-9a-f]{16})\.rec\Z")
_BLOB_ID = re.compile(r"^[0-9a-f]{64}\Z")
_UID = re.compile(r"^[0-9a-f]{32}\Z")
_V1_NODE = "0"  # the stamps derived for messages: the same on every machine
_METADATA = ("title", "pinned", "folder", "trashed", "params", "compare_group")
# A message record's result: everything about the attempt's outcome.
RESULT_KEYS = (
    "parts",
    "status",
    "finish_reason",
    "usage",
    "error",
    "error_kind",
    "reasoning",
    "first_token_s",
    "duration_s",
    "logprobs",
    "updated_at",
)


@dataclass
class LegacyRead:
    """What one round read of the earlier format: changes, one sentence per object that
    could not be read, and where each machine's log was read up to."""

    changes: Changes = field(default_factory=Changes)
    problems: list[str] = field(default_factory=list)
    cursors: dict[str, int] = field(default_factory=dict)


async def read_since(
    remote: Remote, vault: Vault, machine_id: str, cursors: dict[str, int]
) -> LegacyRead:
    """Every other machine's earlier-format batches after its cursor, as changes."""
    wanted: list[tuple[str, int, str, str]] = []
    for path in await remote.list(MACHINES):
        parts = path[len(MACHINES) :].split("/")
        if len(parts) != 2 or not _MACHINE_ID.match(parts[0]) or parts[0] == machine_id:
            continue
        match = _RECORD_NAME.match(parts[1])
        if match is None:
            continue
        seq = int(match.group(1))
        if seq > cursors.get(parts[0], 0):
            wanted.append((parts[0], seq, match.group(2), path))
    wanted.sort()
    gate = asyncio.Semaphore(_READ_CONCURRENCY)

    async def fetch(item: tuple[str, int, str, str]) -> list[dict[str, Any]] | str:
        machine, seq, digest, path = item
        async with gate:
            try:
                sealed = await remote.read(path)
            except NotFound:
                return f"The change record {path} disappeared from the sync storage."
        try:
            return _decode(vault, sealed, machine, seq, digest, path)
        except DamagedObject as exc:
            return str(exc)

    outcomes = await asyncio.gather(*(fetch(item) for item in wanted))
    result = LegacyRead(cursors=dict(cursors))
    stuck: set[str] = set()
    for (machine, seq, _digest, path), outcome in zip(wanted, outcomes, strict=True):
        if isinstance(outcome, str):
            result.problems.append(outcome)
            stuck.add(machine)
            continue
        for record in outcome:
            try:
                add_record(result.changes, record)
            except (KeyError, TypeError, ValueError):
                result.problems.append(
                    f"A conversation in {path} could not be read and was skipped."
                )
        if machine not in stuck:
            result.cursors[machine] = seq
    return result


def _decode(
    vault: Vault, sealed: bytes, machine: str, seq: int, digest: str, path: str
) -> list[dict[str, Any]]:
    if hashlib.sha256(sealed).hexdigest()[:_HASH_CHARS] != digest:
        raise DamagedObject(
            f"The change record {path} is damaged or truncated (it does not match its name) "
            "and was skipped."
        )
    try:
        plain = vault.open(sealed, f"{MACHINES}{machine}/{seq:08d}")
    except DamagedObject:
        raise DamagedObject(
            f"The change record {path} does not open with the sync key and was skipped."
        ) from None
    try:
        records = json.loads(zlib.decompress(plain))
    except (zlib.error, ValueError):
        records = None
    if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
        raise DamagedObject(f"The change record {path} holds no records and was skipped.")
    return records


def add_record(changes: Changes, record: dict[str, Any]) -> None:
    """One earlier-format record (a conversation, a compare's columns, or preference
    items) as changes."""
    kind = record.get("kind")
    if kind == "conversation":
        _add_conversation(changes, record)
    elif kind == "compare" and isinstance(record.get("columns"), list):
        for column in record["columns"]:
            _add_conversation(changes, column)
    elif kind == "preferences" and isinstance(record.get("items"), dict):
        for key, item in record["items"].items():
            stamp = legacy_stamp(float(item.get("changed_at", 0.0)), str(item.get("changed_by")))
            changes.items.append((str(key), item.get("value"), stamp))
    # Anything else came from a version between: nothing of ours to read.


def _add_conversation(changes: Changes, record: dict[str, Any]) -> None:
    uid = record["uid"]
    if not isinstance(uid, str) or not _UID.match(uid):
        raise ValueError("conversation uid")
    part: ConversationPart = changes.part(uid)
    stamp = legacy_stamp(float(record.get("changed_at", 0.0)), str(record.get("changed_by")))
    created = float(record["created_at"])
    part.fields.append(("created", {"created_at": created}, legacy_stamp(created, _V1_NODE)))
    for key in _METADATA:
        if key in record:
            value = record[key]
            if key == "compare_group":
                value = value or ""
            part.fields.append((key, value, stamp))
    if record.get("assistant"):  # a record without one (older still) leaves it as it is
        part.fields.append(("assistant", str(record["assistant"]), stamp))
    if "knowledge_bases" in record:
        part.fields.append(("knowledge_bases", list(record["knowledge_bases"] or []), stamp))
    blob_ids = record.get("blob_ids") or {}
    for message in record.get("messages") or []:
        muid = message["uid"]
        if not isinstance(muid, str) or not _UID.match(muid):
            raise ValueError("message uid")
        made = float(message["created_at"])
        updated = float(message.get("updated_at", made))
        triples = part.messages.setdefault(muid, [])
        triples.append(
            (
                "created",
                {
                    "role": message["role"],
                    "parent": message.get("parent_uid"),
                    "created_at": made,
                    "model": str(message.get("model", "")),
                    "params": message.get("params"),
                },
                legacy_stamp(made, _V1_NODE),
            )
        )
        result = {key: message.get(key) for key in RESULT_KEYS if key != "updated_at"}
        result["status"] = message.get("status", "complete")
        result["reasoning"] = str(message.get("reasoning", ""))
        result["error_kind"] = str(message.get("error_kind", ""))
        refs = {}
        for sha, mime in (message.get("blobs") or {}).items():
            remote_id = blob_ids.get(sha)
            if isinstance(remote_id, str) and _BLOB_ID.match(remote_id):
                refs[sha] = {"mime": str(mime), "v1": remote_id}
        result["blobs"] = refs
        triples.append(("result", result, legacy_stamp(updated, _V1_NODE)))
        if message.get("response_id"):
            triples.append(("response_id", message["response_id"], legacy_stamp(made, _V1_NODE)))


async def get_blob(remote: Remote, vault: Vault, blob_id: str) -> bytes:
    """An attachment the earlier format stored (checked against its keyed id)."""
    if not _BLOB_ID.match(blob_id):
        raise ValueError("Not a blob id.")
    path = BLOBS + blob_id
    data = vault.open(await remote.read(path), path)
    if vault.blob_id(data) != blob_id:
        raise DamagedObject(f"The blob {path} does not match its name.")
    return data


__all__ = ["RESULT_KEYS", "LegacyRead", "add_record", "get_blob", "read_since"]
