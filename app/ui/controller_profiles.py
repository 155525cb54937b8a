"""Endpoint profiles (ChatController): one client and one keyring entry per profile; the
default profile (CometAPI) is the key and client the rest of the controller has always used."""

from __future__ import annotations

import asyncio
import logging

from app.api import ApiConnectionError, ChatClient, Network, NetworkSettingError, Timeouts
from app.config import DEFAULT_PROFILE, Profile
from app.secrets import KeyStoreUnavailable
from app.ui.controller_settings import KEYRING_TIMEOUT_S

log = logging.getLogger(__name__)


class ProfileActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, _spawn…)."""

    # Keys and clients of the other profiles; the default one is _key / _client.
    _profile_keys: dict[str, str] = {}  # noqa: RUF012 - replaced in __init__ by a fresh dict
    _profile_clients: dict[str, ChatClient] = {}  # noqa: RUF012 - likewise

    def _network(self) -> Network:
        return Network(proxy=self.settings.proxy, ca_bundle=self.settings.ca_bundle)

    def _require_client(self, profile_id: str = "") -> ChatClient:
        """The client for a profile ("" = the default), built on first use."""
        profile = self.settings.profile(profile_id, self.env)
        try:
            if profile.id == DEFAULT_PROFILE:
                if self._client is None:
                    self._client = self._new_client(profile.base_url, self._key)
                return self._client
            if profile.id not in self._profile_clients:
                self._profile_clients[profile.id] = self._new_client(
                    profile.base_url, self._profile_keys.get(profile.id)
                )
            return self._profile_clients[profile.id]
        except NetworkSettingError as err:
            raise ApiConnectionError(str(err)) from err

    def _new_client(self, base_url: str, key: str | None) -> ChatClient:
        return ChatClient(
            base_url,
            key,
            timeouts=Timeouts(read=self.settings.read_timeout_s),
            network=self._network(),
        )

    def _drop_profile_clients(self) -> None:
        """Profiles, keys or network settings changed: new clients on next use."""
        for client in self._profile_clients.values():
            self._retired.append(client)
        self._profile_clients = {}

    async def _load_profile_keys(self) -> None:
        keys: dict[str, str] = {}
        for profile in self.settings.profiles:
            try:
                key = await asyncio.wait_for(
                    asyncio.to_thread(self.keystore.get, profile.id), KEYRING_TIMEOUT_S
                )
            except (KeyStoreUnavailable, TimeoutError):
                continue  # the default key's lookup already reported the keyring problem
            if key:
                keys[profile.id] = key
                if key not in self.known_secrets:
                    self.known_secrets.append(key)
        self._profile_keys = keys
        self._drop_profile_clients()

    def _profile_key(self, profile_id: str) -> str | None:
        if profile_id in ("", DEFAULT_PROFILE):
            return self._key
        return self._profile_keys.get(profile_id)

    def _show_profiles(self) -> None:
        profiles: list[Profile] = self.settings.all_profiles(self.env)
        pairs = [(p.id, p.name) for p in profiles]
        self.window.parameter_panel.set_profiles(pairs)
        self.window.compare_view.set_profiles(pairs)  # each column may use another endpoint

    def _current_profile(self) -> str:
        return self.window.parameter_panel.params().profile
