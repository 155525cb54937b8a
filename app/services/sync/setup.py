"""Sync as the window drives it: where the storage is, its secrets in the keyring, the
status the sidebar shows, and one round run to the end.

Blocking, Qt-free functions: the window runs each on a worker thread (keyring calls may
wait on D-Bus, a round reads and writes the history), the command line calls them directly.
The secrets live in the OS keyring under accounts named after the storage, so two data
folders syncing through the same storage share them; environment variables, when set, win
for that run and are never written anywhere.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from app.config import SYNC_PASSPHRASE_ENV, SYNC_SECRET_ENV
from app.secrets import KeyStore
from app.services.sync.preferences import PreferencesPort
from app.services.sync.round import Progress, RoundSummary, pending_changes, sync_round
from app.storage import History, converted
from app.sync import Remote, RemoteConfig, vaults
from app.sync.local_state import LocalState


class NotSetUp(Exception):
    """Sync has no storage, or its passphrase is neither in the keyring nor given."""


def _account(kind: str, config: RemoteConfig) -> str:
    # Named after the storage (not the data folder): every data folder that syncs through
    # it uses the same passphrase. Hashed so the keyring's list shows no server address.
    where = f"{config.kind}\n{config.location}\n{config.endpoint or ''}\n{config.user or ''}"
    return f"sync-{kind}:{hashlib.sha256(where.encode()).hexdigest()[:16]}"


def passphrase_account(config: RemoteConfig) -> str:
    return _account("passphrase", config)


def secret_account(config: RemoteConfig) -> str:
    return _account("secret", config)


@dataclass(frozen=True)
class Secrets:
    secret: str | None  # the storage password or S3 secret key; None for a folder
    passphrase: str


def secrets_for(
    config: RemoteConfig, keys: KeyStore | None, env: Mapping[str, str] = os.environ
) -> Secrets:
    """The storage's secrets: the environment's for this run, else the keyring's.
    NotSetUp when there is no passphrase."""
    passphrase = env.get(SYNC_PASSPHRASE_ENV) or (
        keys.get(passphrase_account(config)) if keys is not None else None
    )
    if not passphrase:
        raise NotSetUp(
            f"No sync passphrase: set it in File → Sync and backups… or give {SYNC_PASSPHRASE_ENV}."
        )
    if config.kind == "folder":
        return Secrets(None, passphrase)  # a folder has no password
    secret = env.get(SYNC_SECRET_ENV) or (
        keys.get(secret_account(config)) if keys is not None else None
    )
    return Secrets(secret or None, passphrase)


@dataclass(frozen=True)
class SyncStatus:
    """What the sidebar says about sync."""

    config: RemoteConfig | None
    last_at: float | None = None  # when the last round ended
    last_error: str | None = None  # its failure, as a sentence
    pending: int = 0  # conversations the next round will send

    @property
    def configured(self) -> bool:
        return self.config is not None


def read_status(data_dir: Path, history: History | None) -> SyncStatus:
    """Where sync goes and how its last round went; with ``history``, also how many
    conversations the next round will send."""
    state = LocalState.open(data_dir)
    try:
        config = state.remote_config()
        at, error = state.last_round()
    finally:
        state.close()
    if config is None:
        return SyncStatus(None)
    pending = 0 if history is None else pending_changes(data_dir, history)
    return SyncStatus(config, at, error, pending)


def check_and_save(data_dir: Path, config: RemoteConfig, secrets: Secrets, keys: KeyStore) -> None:
    """Reach the storage and unlock (or, on an empty storage, create) its key with the
    passphrase; only then store the secrets in the keyring and the storage in the sync
    state. A SyncError (a wrong passphrase, an unreachable server…) leaves all as it was;
    so does WeakPassphrase (app.sync.passphrase): a passphrase too easy to guess that would
    create the key. One the storage already has is accepted if it unlocks."""
    from app.sync.passphrase import check_for_storage

    async def unlock() -> None:
        # Asked before the journal opens: opening an empty storage creates its key.
        await check_for_storage(config, secrets.secret, secrets.passphrase)
        await vaults.find(Remote(config, secrets.secret), secrets.passphrase, create=True)

    state = LocalState.open(data_dir)
    try:
        asyncio.run(unlock())
        keys.set(secrets.passphrase, passphrase_account(config))
        if secrets.secret:
            keys.set(secrets.secret, secret_account(config))
        else:
            keys.delete(secret_account(config))
        if state.remote_config() != config:
            state.start_over(config)
    finally:
        state.close()


def turn_off(data_dir: Path, keys: KeyStore) -> None:
    """Stop syncing here: the storage and its secrets are forgotten on this machine; the
    history and what was already sent stay."""
    state = LocalState.open(data_dir)
    try:
        config = state.remote_config()
        state.set_remote_config(None)
    finally:
        state.close()
    if config is not None:
        keys.delete(passphrase_account(config))
        keys.delete(secret_account(config))


def stored_access(
    data_dir: Path, keys: KeyStore | None, env: Mapping[str, str] = os.environ
) -> tuple[RemoteConfig, Secrets]:
    """The storage this data folder syncs through and its secrets. NotSetUp."""
    state = LocalState.open(data_dir)
    try:
        config = state.remote_config()
    finally:
        state.close()
    if config is None:
        raise NotSetUp("Sync is not set up.")
    return config, secrets_for(config, keys, env)


def run_round(
    data_dir: Path,
    history: History,
    keys: KeyStore | None,
    env: Mapping[str, str] = os.environ,
    progress: Progress | None = None,
    preferences: PreferencesPort | None = None,
) -> RoundSummary:
    """One whole round with the stored storage and secrets, on the history of ``data_dir``
    reached through ``history``. NotSetUp or SyncError. ``preferences``: the window's
    (default: the data folder's files)."""
    # This machine's disk failing (full, read-only) is a StorageError with its sentence.
    with converted(data_dir):
        config, secrets = stored_access(data_dir, keys, env)
        return asyncio.run(
            sync_round(
                data_dir,
                history,
                config,
                secrets.secret,
                secrets.passphrase,
                progress,
                preferences,
            )
        )


__all__ = [
    "NotSetUp",
    "Secrets",
    "SyncStatus",
    "check_and_save",
    "passphrase_account",
    "read_status",
    "run_round",
    "secret_account",
    "secrets_for",
    "stored_access",
    "turn_off",
]
