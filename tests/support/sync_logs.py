"""What a machine wrote on a sync storage, read back the way another machine reads it:
for tests that check what travelled (which fields, in how many batches)."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from app.sync import Remote, RemoteConfig, vaults
from app.sync.changes import ConversationPart
from app.sync.journal import Journal, Step


@dataclass
class SentBatch:
    seq: int
    checkpoint: bool
    items: list[tuple[str, object, str]]
    purged: list[tuple[str, str]]
    conversations: dict[str, ConversationPart]  # those whose key is still on the storage


def sent_by(
    config: RemoteConfig, passphrase: str, machine: str, after: int = 0, secret: str | None = None
) -> list[SentBatch]:
    """The batches (and checkpoints) ``machine`` wrote after its batch ``after``."""

    async def read() -> list[SentBatch]:
        remote = Remote(config, secret)
        opened = await vaults.find(remote, passphrase, create=False)
        journal = Journal(remote, opened, "reader")
        listing = journal.parse(await vaults.list_logs(remote))
        log = listing.logs.get(machine)
        if log is None:
            return []
        found: list[SentBatch] = []
        for step in journal.plan(log, after):
            entry = await journal.fetch(machine, step)
            parts = {}
            for uid in entry.sealed:
                key = await journal.get_key(uid)
                if key is not None:
                    parts[uid] = journal.open_part(entry, uid, key)
            found.append(
                SentBatch(
                    entry.seq, entry.checkpoint, entry.changes.items, entry.changes.purged, parts
                )
            )
        return found

    return asyncio.run(read())


def field_names(part: ConversationPart) -> set[str]:
    return {name for name, _value, _stamp in part.fields}


def field_value(part: ConversationPart, name: str) -> object:
    return next(value for field, value, _stamp in part.fields if field == name)


# ---- what the storage holds, object by object (for tests of what a storage kept) ------------


@dataclass
class LogObject:
    """One batch, segment or checkpoint part of a machine's log, as named on the storage."""

    machine: str
    seq: int  # the last batch it stands for
    kind: str  # "batch", "segment" or "checkpoint"
    path: str


def log_objects(config: RemoteConfig, secret: str | None = None) -> list[LogObject]:
    """Every batch and checkpoint part on the storage, of every vault, from one listing
    (nothing is opened: no passphrase needed)."""

    async def listing() -> list[str]:
        return await vaults.list_logs(Remote(config, secret))

    found: list[LogObject] = []
    for path in asyncio.run(listing()):
        parts = path[len(vaults.LOGS) :].split("/")
        if len(parts) != 3:
            continue
        _vault, machine, name = parts
        if name.endswith(".rec"):
            found.append(LogObject(machine, int(name.split("-")[0]), "batch", path))
        elif name.endswith(".seg"):
            found.append(LogObject(machine, int(name.split("-")[1]), "segment", path))
        elif name.endswith(".ckp"):
            found.append(LogObject(machine, int(name.split("-")[0]), "checkpoint", path))
    return found


def batch_seqs(config: RemoteConfig, machine: str, secret: str | None = None) -> list[int]:
    """The sequence numbers of ``machine``'s batches on the storage, sorted, repeats kept."""
    return sorted(o.seq for o in log_objects(config, secret) if o.machine == machine)


def sealed_in(
    config: RemoteConfig, passphrase: str, secret: str | None = None
) -> dict[str, set[str]]:
    """Path of every batch and checkpoint part of the storage's vault → the conversation
    uids it holds a sealed part of (whether or not that conversation's key is still there:
    what is stored, not what can be read)."""

    async def read() -> dict[str, set[str]]:
        remote = Remote(config, secret)
        opened = await vaults.find(remote, passphrase, create=False)
        journal = Journal(remote, opened, "reader")
        listing = journal.parse(await vaults.list_logs(remote))
        found: dict[str, set[str]] = {}
        for machine, log in listing.logs.items():
            for seq, path in log.batches.items():
                entry = await journal.fetch(machine, Step("batch", seq, (path,)))
                found[path] = set(entry.sealed)
            for path, (_first, last) in log.segments.items():
                entry = await journal.fetch(machine, Step("segment", last, (path,)))
                found[path] = set(entry.sealed)
            for seq, paths in log.whole().items():
                entry = await journal.fetch(machine, Step("checkpoint", seq, paths))
                for path in paths:
                    found[path] = set(entry.sealed)
        return found

    return asyncio.run(read())


def stored_keys(config: RemoteConfig, secret: str | None = None) -> set[str]:
    """The conversation uids whose key is on the storage (any vault)."""

    async def listing() -> list[str]:
        return await Remote(config, secret).list(vaults.KEYS)

    return {path.rsplit("/", 1)[-1] for path in asyncio.run(listing())}
