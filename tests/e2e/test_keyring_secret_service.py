"""The keyring store against a real Secret Service (gnome-keyring in a private D-Bus session,
set up by tests/run_with_keyring.sh, which `make test` uses)."""

from __future__ import annotations

import os
import shutil
import subprocess
import uuid

import pytest

from app.secrets import KeyringStore

HAVE_SECRET_SERVICE = os.environ.get("COMETDESK_SECRET_SERVICE") == "1"

if not HAVE_SECRET_SERVICE and os.environ.get("CI"):
    pytest.fail(
        "CI must run the keyring tests: tests/run_with_keyring.sh did not set up a "
        "Secret Service (dbus-run-session and gnome-keyring-daemon are required)",
        pytrace=False,
    )

pytestmark = [
    pytest.mark.keyring,
    pytest.mark.skipif(
        not HAVE_SECRET_SERVICE,
        reason="no private Secret Service: run via `make test` (needs dbus-run-session and "
        "gnome-keyring-daemon)",
    ),
]


def _secret_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["secret-tool", *args], capture_output=True, text=True, timeout=20, check=False
    )


def test_backend_is_secret_service() -> None:
    assert "SecretService" in KeyringStore().description


def test_store_read_back_with_secret_tool_and_delete() -> None:
    store = KeyringStore(service=f"cometdesk-test-{uuid.uuid4().hex[:8]}")
    account = "default"
    key = f"sk-test-{uuid.uuid4().hex}"
    assert store.get(account) is None
    store.set(key, account)
    assert store.get(account) == key
    if shutil.which("secret-tool"):
        # The same item is visible to other Secret Service clients: it really is in the keyring.
        found = _secret_tool("lookup", "service", store._service, "username", account)
        assert found.stdout.strip() == key
    store.delete(account)
    assert store.get(account) is None
    store.delete(account)  # forgetting twice is not an error
    if shutil.which("secret-tool"):
        assert _secret_tool("lookup", "service", store._service, "username", account).stdout == ""


def test_each_profile_has_its_own_entry_and_removing_one_keeps_the_other() -> None:
    store = KeyringStore(service=f"cometdesk-test-{uuid.uuid4().hex[:8]}")
    keys = {"default": f"sk-a-{uuid.uuid4().hex}", "p-lab01": f"sk-b-{uuid.uuid4().hex}"}
    for account, key in keys.items():
        store.set(key, account)
    assert {account: store.get(account) for account in keys} == keys
    if shutil.which("secret-tool"):
        for account, key in keys.items():
            found = _secret_tool("lookup", "service", store._service, "username", account)
            assert found.stdout.strip() == key
    store.delete("p-lab01")  # what removing the profile does
    assert store.get("p-lab01") is None
    assert store.get("default") == keys["default"]
    store.delete("default")
