"""The API key behind a tiny interface (KeyStore): the OS keyring for the app, memory for tests.

The key lives in the OS keyring (service ``cometdesk``, account = endpoint profile id) or, for
one run, in ``COMETDESK_API_KEY``. It is never written to a file by this module or any other.
With no usable keyring backend we say so (``KeyStoreUnavailable``) and the caller offers a
session-only key; there is no plaintext fallback.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Protocol

SERVICE = "cometdesk"
DEFAULT_ACCOUNT = "default"
ENV_KEY = "COMETDESK_API_KEY"


class KeyStoreUnavailable(RuntimeError):
    """No usable keyring backend (none installed, locked, or the service did not answer)."""


class KeyStore(Protocol):
    def get(self, account: str = DEFAULT_ACCOUNT) -> str | None: ...
    def set(self, key: str, account: str = DEFAULT_ACCOUNT) -> None: ...
    def delete(self, account: str = DEFAULT_ACCOUNT) -> None: ...
    @property
    def description(self) -> str: ...


class MemoryKeyStore:
    """Holds keys in this process only: unit tests, and the 'this session only' choice."""

    def __init__(self, initial: Mapping[str, str] | None = None) -> None:
        self._keys: dict[str, str] = dict(initial or {})

    def get(self, account: str = DEFAULT_ACCOUNT) -> str | None:
        return self._keys.get(account)

    def set(self, key: str, account: str = DEFAULT_ACCOUNT) -> None:
        self._keys[account] = key

    def delete(self, account: str = DEFAULT_ACCOUNT) -> None:
        self._keys.pop(account, None)

    @property
    def description(self) -> str:
        return "this session only (not saved)"


class KeyringStore:
    """The OS keyring through the ``keyring`` package. Calls may block (D-Bus, unlock
    prompts): callers on the UI thread must run them in a worker with a timeout."""

    def __init__(self, service: str = SERVICE) -> None:
        self._service = service

    def get(self, account: str = DEFAULT_ACCOUNT) -> str | None:
        import keyring

        with _translated_errors():
            result: str | None = keyring.get_password(self._service, account)
        return result

    def set(self, key: str, account: str = DEFAULT_ACCOUNT) -> None:
        import keyring

        with _translated_errors():
            keyring.set_password(self._service, account, key)

    def delete(self, account: str = DEFAULT_ACCOUNT) -> None:
        import keyring
        import keyring.errors

        try:
            with _translated_errors():
                keyring.delete_password(self._service, account)
        except keyring.errors.PasswordDeleteError:
            pass  # nothing stored: already forgotten

    @property
    def description(self) -> str:
        import keyring

        backend = type(keyring.get_keyring())
        # e.g. "keyring.backends.SecretService.Keyring" -> "SecretService"
        name = (
            backend.__module__.rsplit(".", 1)[-1]
            if backend.__name__ == "Keyring"
            else backend.__name__
        )
        return f"system keyring ({name})"


@contextmanager
def _translated_errors() -> Iterator[None]:
    import keyring.errors

    try:
        yield
    except keyring.errors.NoKeyringError as err:
        raise KeyStoreUnavailable(
            "No system keyring is available (no Secret Service, Keychain or "
            "Credential Locker was found)."
        ) from err
    except (keyring.errors.KeyringLocked, keyring.errors.InitError) as err:
        raise KeyStoreUnavailable("The system keyring is locked or could not be opened.") from err
    except keyring.errors.PasswordDeleteError:
        raise
    except keyring.errors.KeyringError as err:
        raise KeyStoreUnavailable(f"The system keyring failed: {type(err).__name__}") from err


def env_key(env: Mapping[str, str] = os.environ) -> str | None:
    value = env.get(ENV_KEY, "").strip()
    return value or None


def headless_key() -> tuple[str | None, str]:
    """For a command run without the window: the key (COMETDESK_API_KEY, else the keyring's
    for the default profile), or None and what the person can do about it."""
    key = env_key()
    if key is not None:
        return key, ""
    try:
        key = KeyringStore().get()
    except KeyStoreUnavailable as err:
        return None, f"{err} Set {ENV_KEY} for this run."
    if not key:
        return None, f"set {ENV_KEY} or save a key in the app."
    return key, ""


# Anything that looks like a credential, in case a server echoes one back.
_KEY_SHAPED = re.compile(
    r"\b(?:sk|pk|rk)-[A-Za-z0-9_\-*.]{3,}"  # also masked echoes such as "sk-abc***xyz"
    r"|(?i:bearer)\s+[A-Za-z0-9._\-~+/=]{6,}"
)


def redact(text: str, *known_keys: str | None) -> str:
    """Remove any known key and anything key-shaped from text meant for people or logs."""
    for key in known_keys:
        if key:
            text = text.replace(key, "[redacted]")
    return _KEY_SHAPED.sub("[redacted]", text)
