"""Which key a sync storage uses, agreed without conditional writes.

Two machines setting up one empty storage at the same moment must end with one key for
everyone. A conditional create of one header cannot be trusted on every server (s3rver
ignores ``If-None-Match: *``; Apache's ``MOVE`` with ``Overwrite: T`` replaces), so each
machine that finds no key writes a *candidate* of its own, under a random id::

    cometdesk-sync/v2/logs/<vault id>/vault.json      (KDF parameters, salt, key check)

and the storage's key is always the candidate with the smallest id. A machine that
started with a candidate that later turns out not to be the smallest moves everything it
wrote to the winner (app.services.sync.round) and removes its candidate. A storage first
set up by an earlier version has ``cometdesk-sync/header.json``: that key is the storage's
key (vault id ``v1``) and no candidate is ever made there.

Each candidate carries the storage format version; one written by a newer version of the
app is one sentence (NewerStorage), never a guess.
"""

from __future__ import annotations

import json
import re
import secrets
import time
from dataclasses import dataclass

from app.sync.crypto import Vault
from app.sync.errors import DamagedObject, NewerStorage, NotFound
from app.sync.passphrase import check_new_passphrase, personal_words
from app.sync.remote import Remote

ROOT = "cometdesk-sync/"
V1_HEADER = ROOT + "header.json"
V2 = ROOT + "v2/"
LOGS = V2 + "logs/"
KEYS = V2 + "keys/"
BLOBS = V2 + "blobs/"
FORMAT = 2
V1_VAULT = "v1"
_VAULT_ID = re.compile(r"^(v1|[0-9a-f]{16})\Z")
CANDIDATE = "vault.json"


def candidate_path(vault_id: str) -> str:
    return f"{LOGS}{vault_id}/{CANDIDATE}"


def header_path(vault_id: str) -> str:
    return V1_HEADER if vault_id == V1_VAULT else candidate_path(vault_id)


def is_vault_id(text: str) -> bool:
    return _VAULT_ID.match(text) is not None


@dataclass(frozen=True)
class OpenVault:
    vault_id: str
    vault: Vault
    header: bytes  # the plain header it was unlocked from (no secret in it)


def candidates(log_paths: list[str]) -> list[str]:
    """The vault ids with a candidate among ``log_paths`` (a listing of LOGS), smallest
    first."""
    found = set()
    for path in log_paths:
        rest = path[len(LOGS) :] if path.startswith(LOGS) else ""
        vault_id, _, name = rest.partition("/")
        if name == CANDIDATE and is_vault_id(vault_id):
            found.add(vault_id)
    return sorted(found)


def winner(has_v1_header: bool, log_paths: list[str]) -> str | None:
    """The storage's vault id: v1's header if there is one, else the smallest candidate."""
    if has_v1_header:
        return V1_VAULT
    found = candidates(log_paths)
    return found[0] if found else None


def _check_format(header: bytes, path: str) -> None:
    try:
        data = json.loads(header)
    except ValueError:
        raise DamagedObject(f"The sync header {path} is damaged or from another program.") from None
    version = data.get("storage_format") if isinstance(data, dict) else None
    if isinstance(version, int) and version > FORMAT:
        raise NewerStorage(version)


async def unlock(remote: Remote, vault_id: str, passphrase: str) -> OpenVault:
    """The vault ``vault_id`` of the storage, opened with ``passphrase``
    (WrongPassphrase, NewerStorage, NotFound)."""
    path = header_path(vault_id)
    header = await remote.read(path)
    _check_format(header, path)
    return OpenVault(vault_id, await Vault.unlock(passphrase, header, path), header)


async def unlock_cached(header: bytes, vault_id: str, passphrase: str) -> OpenVault:
    """The vault from a header read in an earlier round (the storage is not asked again)."""
    path = header_path(vault_id)
    _check_format(header, path)
    return OpenVault(vault_id, await Vault.unlock(passphrase, header, path), header)


def new_vault_id() -> str:
    """A candidate's id: time first, so that of machines setting up one after another the
    first one's key stays the smallest (with clocks roughly right); a random end keeps ids
    apart."""
    return f"{int(time.time() * 1000) & 0xFFFFFFFFFFFF:012x}{secrets.token_hex(2)}"


async def propose(remote: Remote, passphrase: str) -> OpenVault:
    """Write a candidate of this machine's making for an empty storage; the caller checks
    afterwards which candidate won. WeakPassphrase (nothing written) for a passphrase too
    easy to guess to make a key with, whoever asks (set-up, a round, a snapshot)."""
    check_new_passphrase(passphrase, personal_words(remote.config))
    vault_id = new_vault_id()
    path = candidate_path(vault_id)
    vault = await Vault.create(passphrase)
    header = vault.header(path, storage_format=FORMAT)
    await remote.write_once(path, header)
    return OpenVault(vault_id, vault, header)


async def list_logs(remote: Remote) -> list[str]:
    return await remote.list(LOGS)


async def find(remote: Remote, passphrase: str, *, create: bool) -> OpenVault:
    """The storage's vault, made when the storage has none and ``create`` (NotFound
    otherwise). For snapshots and set-up, which need the key and nothing else."""
    has_v1 = await remote.exists(V1_HEADER)
    chosen = winner(has_v1, await list_logs(remote))
    if chosen is not None:
        return await unlock(remote, chosen, passphrase)
    if not create:
        raise NotFound("key yet (nothing was ever synced there)")
    mine = await propose(remote, passphrase)
    chosen = winner(False, await list_logs(remote))
    if chosen is None or chosen == mine.vault_id:
        return mine
    # Another machine set the storage up at the same moment, and its candidate won.
    await remote.delete(candidate_path(mine.vault_id))
    return await unlock(remote, chosen, passphrase)


__all__ = [
    "BLOBS",
    "FORMAT",
    "KEYS",
    "LOGS",
    "ROOT",
    "V1_HEADER",
    "V1_VAULT",
    "OpenVault",
    "candidate_path",
    "candidates",
    "find",
    "header_path",
    "is_vault_id",
    "list_logs",
    "new_vault_id",
    "propose",
    "unlock",
    "unlock_cached",
    "winner",
]
