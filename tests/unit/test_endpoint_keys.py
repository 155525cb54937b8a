"""Where the key is kept, said in one true sentence; whether there is a stored key to forget;
a key checked against a base URL not saved yet."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from app.api import ApiConnectionError
from app.config import Settings
from app.secrets import KeyStoreUnavailable, MemoryKeyStore
from app.services.endpoints import Endpoints
from app.services.settings_store import SettingsStore

KEY = "sk-endpoint-keys-0123456789"


class Keyring(MemoryKeyStore):
    description = "system keyring (macOS)"  # type: ignore[assignment]


class NoKeyring:
    description = "no keyring"

    def get(self, account: str = "default") -> str | None:
        raise KeyStoreUnavailable("No system keyring is available (none was found).")

    def set(self, key: str, account: str = "default") -> None:
        raise KeyStoreUnavailable("No system keyring is available (none was found).")

    def delete(self, account: str = "default") -> None:
        raise KeyStoreUnavailable("No system keyring is available (none was found).")


class LockedKeyring(NoKeyring):
    def get(self, account: str = "default") -> str | None:
        raise KeyStoreUnavailable("The system keyring is locked or could not be opened.")


def _endpoints(tmp_path: Path, keystore: Any, env: dict[str, str] | None = None) -> Endpoints:
    return Endpoints(SettingsStore(tmp_path, Settings()), keystore, env or {})


def test_a_keyring_is_named_and_a_stored_key_can_be_forgotten(tmp_path: Path) -> None:
    endpoints = _endpoints(tmp_path, Keyring())
    asyncio.run(endpoints.load_keys())
    assert endpoints.key_storage_note() == (
        "Your key is kept in your system keyring (macOS Keychain), never in a file."
    )
    assert not endpoints.key_stored  # nothing stored yet: nothing to forget
    assert asyncio.run(endpoints.store_key("", KEY)) is None
    assert endpoints.key_stored
    asyncio.run(endpoints.store_key("", None))
    assert not endpoints.key_stored

    stored = _endpoints(tmp_path, Keyring({"default": KEY}))
    asyncio.run(stored.load_keys())
    assert stored.key_stored and stored.key() == KEY


def test_a_key_from_the_environment_is_not_stored(tmp_path: Path) -> None:
    endpoints = _endpoints(tmp_path, Keyring(), {"COMETDESK_API_KEY": KEY})
    asyncio.run(endpoints.load_keys())
    assert endpoints.has_key() and not endpoints.key_stored


def test_without_a_keyring_the_key_is_for_this_session_only(tmp_path: Path) -> None:
    endpoints = _endpoints(tmp_path, NoKeyring())
    asyncio.run(endpoints.load_keys())
    assert endpoints.key_storage_note() == (
        "This computer has no keyring: the key is used for this session only."
    )
    asyncio.run(endpoints.store_key("", KEY))
    assert endpoints.key() == KEY and not endpoints.key_stored

    locked = _endpoints(tmp_path, LockedKeyring())
    asyncio.run(locked.load_keys())
    note = locked.key_storage_note()
    assert note.startswith("The system keyring is locked") and "this session only" in note


def test_a_key_is_checked_at_the_base_url_given(tmp_path: Path) -> None:
    seen: list[str] = []

    class Client:
        def __init__(self, base_url: str, key: str, **_kw: Any) -> None:
            seen.append(base_url)

        async def list_models(self) -> list[Any]:
            return []

        async def aclose(self) -> None:
            pass

    endpoints = Endpoints(
        SettingsStore(tmp_path, Settings()), MemoryKeyStore(), {}, client_factory=Client
    )
    assert asyncio.run(endpoints.verify_key(KEY, base_url="http://127.0.0.1:9/v1")) is None
    assert seen == ["http://127.0.0.1:9/v1"]

    from app.api import NetworkSettingError

    def refuse(*_a: Any, **_kw: Any) -> Any:
        raise NetworkSettingError("That proxy address is not usable.")

    refused = Endpoints(
        SettingsStore(tmp_path, Settings()), MemoryKeyStore(), {}, client_factory=refuse
    )
    verdict = asyncio.run(refused.verify_key(KEY))
    assert isinstance(verdict, ApiConnectionError) and "proxy" in verdict.message
