"""Endpoint profiles → key + client. The default (CometAPI) is a profile like any other.

One owner for every key in use: read from ``COMETDESK_API_KEY`` (the default profile, this run
only) or the OS keyring (account = profile id), through one access path with a timeout — a
locked keyring can hang on an invisible unlock prompt. With no usable keyring a key is kept
for this session only and the reason is in ``keyring_problem``; never a plaintext file.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TypeVar

from app.api import (
    ApiConnectionError,
    ApiError,
    ChatClient,
    Network,
    NetworkSettingError,
    RetryPolicy,
    Timeouts,
)
from app.config import DEFAULT_PROFILE, Profile, Settings
from app.secrets import KeyStore, KeyStoreUnavailable, MemoryKeyStore, env_key
from app.services import client_changes
from app.services.settings_store import SettingsStore
from app.translation import translate

log = logging.getLogger(__name__)

KEYRING_TIMEOUT_S = 5.0
RETIRE_AFTER_S = 60.0  # a replaced client may still be serving a request; close it later
# Settings that change how a client reaches its endpoint: new clients after a change.
REACH_FIELDS = ("base_url", "profiles", "proxy", "ca_bundle", "read_timeout_s")

T = TypeVar("T")

# How app.secrets says there is no keyring at all (rather than one that is locked or failed).
NO_KEYRING = "No system keyring"
# Backend names as KeyringStore.description gives them -> the name people know.
KEYRING_NAMES = {
    "SecretService": "Secret Service",
    "kwallet": "KWallet",
    "macOS": "macOS Keychain",
    "Windows": "Windows Credential Manager",
    "WinVaultKeyring": "Windows Credential Manager",
}


def _profile_id(profile_id: str) -> str:
    return profile_id or DEFAULT_PROFILE


class Endpoints:
    def __init__(
        self,
        settings: SettingsStore,
        keystore: KeyStore,
        env: dict[str, str],
        *,
        known_secrets: list[str] | None = None,
        client_factory: Callable[..., ChatClient] = ChatClient,
    ) -> None:
        self._settings = settings
        self._keystore = keystore
        self._env = env
        self._keys: dict[str, str] = {}
        self._clients: dict[str, ChatClient] = {}
        self._retired: list[ChatClient] = []
        self._closing: set[asyncio.Task[None]] = set()
        self._client_factory = client_factory
        self.key_source = ""  # where the default profile's key came from, for Settings
        self.keyring_problem: str | None = None
        self._key_in_keyring = False  # the default key is stored in the keyring (not env)
        # Shared with the log redactor: every key in use this run.
        self.known_secrets = known_secrets if known_secrets is not None else []
        settings.subscribe(lambda _old, _new: self.drop_clients(), fields=REACH_FIELDS)

    # ---- profiles -----------------------------------------------------------------------

    @property
    def env(self) -> dict[str, str]:
        return self._env

    @property
    def keystore(self) -> KeyStore:
        return self._keystore

    def profiles(self) -> list[Profile]:
        return self._settings.value.all_profiles(self._env)

    def profile(self, profile_id: str) -> Profile:
        return self._settings.value.profile(profile_id, self._env)

    def base_url(self, profile_id: str = "") -> str:
        return self.profile(profile_id).base_url

    def profile_ids_with_keys(self) -> frozenset[str]:
        return frozenset(k for k in self._keys if k != DEFAULT_PROFILE)

    # ---- keys ---------------------------------------------------------------------------

    def key(self, profile_id: str = "") -> str | None:
        return self._keys.get(_profile_id(profile_id))

    def has_key(self, profile_id: str = "") -> bool:
        return self.key(profile_id) is not None

    @property
    def key_stored(self) -> bool:
        """The default key is stored in the keyring (so there is something to forget); not
        when it came from the environment or is kept for this session only."""
        return self._key_in_keyring and self.keyring_problem is None

    def keyring_name(self) -> str:
        """The key store as people know it ("Secret Service", "macOS Keychain")."""
        description = self._keystore.description
        prefix = "system keyring ("
        if not (description.startswith(prefix) and description.endswith(")")):
            return description
        backend = description[len(prefix) : -1]
        return KEYRING_NAMES.get(backend, backend)

    def key_storage_note(self) -> str:
        """The one sentence that says where the key goes, true for this computer."""
        problem = self.keyring_problem
        if problem is None:
            return translate(
                "Endpoints", "Your key is kept in your system keyring ({0}), never in a file."
            ).format(self.keyring_name())
        if problem.startswith(NO_KEYRING):
            return translate(
                "Endpoints", "This computer has no keyring: the key is used for this session only."
            )
        return translate("Endpoints", "{0} The key is used for this session only.").format(problem)

    def _remember(self, profile_id: str, key: str | None) -> None:
        pid = _profile_id(profile_id)
        if key:
            self._keys[pid] = key
            if key not in self.known_secrets:
                self.known_secrets.append(key)
        else:
            self._keys.pop(pid, None)
        self._retire(pid)

    async def _keyring(self, call: Callable[..., T], *args: str) -> T:
        """The one way to the keyring: in a worker thread, with a timeout."""
        try:
            return await asyncio.wait_for(asyncio.to_thread(call, *args), KEYRING_TIMEOUT_S)
        except TimeoutError as err:
            raise KeyStoreUnavailable(
                translate("Endpoints", "The system keyring did not answer.")
            ) from err

    async def load_keys(self) -> None:
        """At start-up: the default key (environment first), then each profile's."""
        from_env = env_key(self._env)
        if from_env:
            self._remember(DEFAULT_PROFILE, from_env)
            self.key_source = translate("Endpoints", "COMETDESK_API_KEY (this run only)")
        else:
            try:
                stored = await self._keyring(self._keystore.get, DEFAULT_PROFILE)
            except KeyStoreUnavailable as err:
                self.keyring_problem = str(err)
                return
            if stored:
                self._remember(DEFAULT_PROFILE, stored)
                self.key_source = self._keystore.description
                self._key_in_keyring = True
        for profile in self._settings.value.profiles:
            try:
                key = await self._keyring(self._keystore.get, profile.id)
            except KeyStoreUnavailable:
                continue  # the default key's lookup already reported the keyring problem
            if key:
                self._remember(profile.id, key)

    async def store_key(self, profile_id: str, key: str | None) -> str | None:
        """Keep (or with None, forget) a profile's key. Returns a sentence for the user when
        the keyring could not take it and the key is used for this session only."""
        pid = _profile_id(profile_id)
        note = None
        if self.keyring_problem is None:
            try:
                if key is None:
                    await self._keyring(self._keystore.delete, pid)
                else:
                    await self._keyring(self._keystore.set, key, pid)
            except KeyStoreUnavailable as err:
                self.keyring_problem = str(err)
        if self.keyring_problem is not None:
            note = translate("Endpoints", "{0} The key is used for this session only.").format(
                self.keyring_problem
            )
        self._remember(pid, key)
        if pid == DEFAULT_PROFILE:
            self._key_in_keyring = key is not None and note is None
            if key is None:
                self.key_source = ""
            elif note is not None:
                self.key_source = MemoryKeyStore().description
            else:
                self.key_source = self._keystore.description
        return note

    async def verify_key(
        self, key: str, profile_id: str = "", *, base_url: str | None = None
    ) -> ApiError | None:
        """One cheap request (GET /models) with a new key: None if it was accepted.
        ``base_url``: try it there instead of the profile's (a URL not saved yet)."""
        try:
            client = self._client_factory(
                base_url or self.base_url(profile_id),
                key,
                timeouts=Timeouts(connect=5, read=10),
                retry=RetryPolicy(max_attempts=1),
                network=self._network(),
            )
        except NetworkSettingError as err:
            return ApiConnectionError(str(err))
        try:
            await client.list_models()
        except ApiError as err:
            return err
        finally:
            await client.aclose()
        return None

    # ---- clients ------------------------------------------------------------------------

    def _network(self) -> Network:
        settings: Settings = self._settings.value
        return Network(proxy=settings.proxy, ca_bundle=settings.ca_bundle)

    def client(self, profile_id: str = "") -> ChatClient:
        """The client of a profile ("" = the default), built on first use."""
        profile = self.profile(profile_id)
        if profile.id not in self._clients:
            try:
                self._clients[profile.id] = self._client_factory(
                    profile.base_url,
                    self._keys.get(profile.id),
                    timeouts=Timeouts(read=self._settings.value.read_timeout_s),
                    network=self._network(),
                )
            except NetworkSettingError as err:
                raise ApiConnectionError(str(err)) from err
        return self._clients[profile.id]

    def _retire(self, profile_id: str) -> None:
        client = self._clients.pop(profile_id, None)
        client_changes.announce(profile_id)  # a reply waiting for a fixed key asks again
        if client is not None:
            self._retired.append(client)
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return  # not running (tests building services): closed by aclose()
            loop.call_later(RETIRE_AFTER_S, self._close_retired, client)

    def _close_retired(self, client: ChatClient) -> None:
        if client in self._retired:
            self._retired.remove(client)
            task = asyncio.ensure_future(client.aclose())
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)

    def drop_clients(self) -> None:
        """Profiles, keys or network settings changed: new clients on next use."""
        for profile_id in list(self._clients):
            self._retire(profile_id)

    async def aclose(self) -> None:
        clients = [*self._clients.values(), *self._retired]
        self._clients.clear()
        self._retired.clear()
        for client in clients:
            await client.aclose()
