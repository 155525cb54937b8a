"""First start without a key: the welcome dialog, key verification, the keyring, and what
happens when there is no keyring at all."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from app.main import build_controller
from app.secrets import KeyStoreUnavailable, MemoryKeyStore
from app.ui.settings import SettingsDialog
from app.ui.shell.main_window import MainWindow
from tests.gui.test_main_window import _close
from tests.support.fake_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("qasync_loop")
GOOD = "sk-firstrun-good-0123456789"


class BrokenKeyring:
    """Stands in for a system without any keyring backend (what keyring raises there)."""

    description = "no keyring"

    def get(self, account: str = "default") -> str | None:
        raise KeyStoreUnavailable("No system keyring is available.")

    def set(self, key: str, account: str = "default") -> None:
        raise KeyStoreUnavailable("No system keyring is available.")

    def delete(self, account: str = "default") -> None:
        raise KeyStoreUnavailable("No system keyring is available.")


def _start(qtbot: Any, data_dir: Path, base_url: str, keystore: Any) -> tuple[Any, Any, Any]:
    window = MainWindow()
    qtbot.addWidget(window)
    controller = build_controller(window, data_dir, {"COMETDESK_BASE_URL": base_url}, keystore)
    window.show()
    with qtbot.waitSignal(controller.settingsOpened, timeout=10_000) as opened:
        controller.start()
    return window, controller, opened.args[0]


def _submit(qtbot: Any, dialog: SettingsDialog, key: str) -> None:
    qtbot.keyClicks(dialog.key_input, key)
    buttons = dialog.findChild(QDialogButtonBox)
    save = buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)


def test_wrong_key_then_right_key(qtbot: Any, data_dir: Path) -> None:
    store = MemoryKeyStore()
    with FakeOpenAIServer(api_key=GOOD) as server:
        _window, controller, dialog = _start(qtbot, data_dir, server.base_url, store)
        assert dialog.windowTitle() == "Welcome to Comet Desk"
        assert "console" in dialog.findChild(QLabel, "settingsIntro").text()
        with qtbot.waitSignal(controller.settingsOpened, timeout=10_000) as again:
            _submit(qtbot, dialog, "sk-wrong-key-000000000")
        retry = again.args[0]
        error = retry.findChild(QLabel, "settingsErrorLabel")
        assert "rejected" in error.text()
        assert store.get() is None  # a rejected key is not stored
        with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
            _submit(qtbot, retry, GOOD)
        assert store.get() == GOOD
        seen = {r.headers.get("authorization") for r in server.requests}
        assert f"Bearer {GOOD}" in seen
        _close(qtbot, controller)


def test_offline_key_is_stored_with_a_warning(qtbot: Any, data_dir: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    store = MemoryKeyStore()
    window, controller, dialog = _start(qtbot, data_dir, f"http://127.0.0.1:{port}/v1", store)
    _submit(qtbot, dialog, GOOD)
    qtbot.waitUntil(lambda: store.get() == GOOD, timeout=15_000)
    qtbot.waitUntil(
        lambda: "could not be verified" in window.statusBar().currentMessage(), timeout=15_000
    )
    _close(qtbot, controller)


def test_no_keyring_says_so_and_uses_a_session_key(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    _window, controller, dialog = _start(qtbot, data_dir, fake_server.base_url, BrokenKeyring())
    problem = dialog.findChild(QLabel, "keyringProblemLabel")
    assert not problem.isHidden()
    assert "No system keyring" in problem.text() and "this session only" in problem.text()
    with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
        _submit(qtbot, dialog, GOOD)
    assert controller.services.endpoints.key() == GOOD
    assert "this session only" in controller.services.endpoints.key_source
    # Nothing was written in plain text anywhere as a fallback.
    for path in data_dir.rglob("*"):
        if path.is_file():
            assert GOOD.encode() not in path.read_bytes(), path
    task = asyncio.ensure_future(controller.shutdown())
    qtbot.waitUntil(task.done, timeout=10_000)


def test_database_from_a_newer_version_is_refused_untouched(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    import sqlite3

    db = data_dir / "cometdesk.sqlite3"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE future (x INTEGER)")
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = db.read_bytes()
    window = MainWindow()
    qtbot.addWidget(window)
    env = {"COMETDESK_BASE_URL": fake_server.base_url, "COMETDESK_API_KEY": GOOD}
    controller = build_controller(window, data_dir, env, MemoryKeyStore())
    window.show()
    with qtbot.waitSignal(controller.databaseFailed, timeout=10_000) as failed:
        controller.start()
    assert "schema version 99" in failed.args[0] and "newer version" in failed.args[0]
    assert not window.composer.isEnabled()
    assert db.read_bytes() == before
    task = asyncio.ensure_future(controller.shutdown())
    qtbot.waitUntil(task.done, timeout=10_000)
