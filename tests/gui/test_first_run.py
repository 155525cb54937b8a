"""First start without a key: the first-run sheet (not the whole settings dialog), the key
checked against the endpoint before the sheet closes, a rejected key said there with what was
typed kept, where the key is kept said once and truthfully (with a keyring, and on a computer
without one), no "Forget" for a key that was never stored, and Esc leaving the app usable."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QTabWidget

from app import config
from app.main import build_controller
from app.secrets import KeyStoreUnavailable, MemoryKeyStore
from app.ui.settings.first_run import FirstRunSheet
from app.ui.shell.main_window import MainWindow
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import FakeOpenAIServer

pytestmark = pytest.mark.usefixtures("qasync_loop")
GOOD = "sk-firstrun-good-0123456789"
WRONG = "sk-wrong-key-000000000"


class SecretServiceKeyring(MemoryKeyStore):
    """Keys in memory, described as the system keyring that Linux desktops have."""

    description = "system keyring (SecretService)"  # type: ignore[assignment]


class BrokenKeyring:
    """Stands in for a system without any keyring backend (what keyring raises there)."""

    description = "no keyring"

    def get(self, account: str = "default") -> str | None:
        raise KeyStoreUnavailable("No system keyring is available.")

    def set(self, key: str, account: str = "default") -> None:
        raise KeyStoreUnavailable("No system keyring is available.")

    def delete(self, account: str = "default") -> None:
        raise KeyStoreUnavailable("No system keyring is available.")


def _start(
    qtbot: Any, data_dir: Path, base_url: str | None, keystore: Any
) -> tuple[Any, Any, FirstRunSheet]:
    window = MainWindow()
    qtbot.addWidget(window)
    env = {"COMETDESK_BASE_URL": base_url} if base_url else {}
    controller = build_controller(window, data_dir, env, keystore)
    window.show()
    with qtbot.waitSignal(controller.settingsOpened, timeout=10_000) as opened:
        controller.start()
    sheet = opened.args[0]
    assert isinstance(sheet, FirstRunSheet)
    qtbot.waitUntil(sheet.isVisible, timeout=5000)
    return window, controller, sheet


def _type_key(qtbot: Any, sheet: FirstRunSheet, key: str) -> None:
    qtbot.mouseClick(sheet.key_input, Qt.MouseButton.LeftButton)
    sheet.key_input.selectAll()
    qtbot.keyClick(sheet.key_input, Qt.Key.Key_Backspace)
    qtbot.keyClicks(sheet.key_input, key)


def _save(qtbot: Any, sheet: FirstRunSheet) -> None:
    qtbot.waitUntil(sheet.save_button.isEnabled, timeout=5000)
    qtbot.mouseClick(sheet.save_button, Qt.MouseButton.LeftButton)


def _texts(widget: Any) -> str:
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def _nothing_in_files(data_dir: Path, key: str) -> None:
    for path in data_dir.rglob("*"):
        if path.is_file():
            assert key.encode() not in path.read_bytes(), path


def test_the_sheet_takes_a_key_into_the_keyring(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    store = SecretServiceKeyring()
    fake_server.api_key = GOOD
    window, controller, sheet = _start(qtbot, data_dir, fake_server.base_url, store)
    # One small sheet, not the five-tab dialog.
    assert sheet.windowTitle() == "Welcome to Comet Desk"
    assert sheet.findChild(QTabWidget) is None
    assert sheet.key_input.echoMode() == QLineEdit.EchoMode.Password
    # Where to get a key: a link that opens in the browser.
    link = sheet.console_link
    assert config.KEY_CONSOLE_URL in link.text() and link.openExternalLinks()
    # Where the key goes, said once.
    texts = _texts(sheet)
    assert texts.count("never in a file") == 1
    sentence = "Your key is kept in your system keyring (Secret Service), never in a file."
    assert sentence in texts
    assert "session only" not in texts and "Forget" not in texts
    # Advanced: the base URL, set by the environment for this run here.
    assert not sheet.base_url_input.isVisible()
    qtbot.mouseClick(sheet.advanced_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(sheet.base_url_input.isVisible, timeout=5000)
    assert sheet.base_url_input.text() == fake_server.base_url
    assert sheet.base_url_input.isReadOnly()

    _type_key(qtbot, sheet, GOOD)
    qtbot.mouseClick(sheet.show_key_button, Qt.MouseButton.LeftButton)
    assert sheet.key_input.echoMode() == QLineEdit.EchoMode.Normal
    assert sheet.show_key_button.text() == "Hide"
    qtbot.mouseClick(sheet.show_key_button, Qt.MouseButton.LeftButton)
    assert sheet.key_input.echoMode() == QLineEdit.EchoMode.Password

    with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
        _save(qtbot, sheet)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=5000)
    assert store.get() == GOOD
    assert "gpt-4.1" in window.parameter_panel.model_ids()
    _close(qtbot, controller)
    _nothing_in_files(data_dir, GOOD)


def test_a_rejected_key_is_said_on_the_sheet_and_kept(qtbot: Any, data_dir: Path) -> None:
    store = MemoryKeyStore()
    with FakeOpenAIServer(api_key=GOOD) as server:
        _window, controller, sheet = _start(qtbot, data_dir, server.base_url, store)
        _type_key(qtbot, sheet, WRONG)
        _save(qtbot, sheet)
        qtbot.waitUntil(sheet.error_label.isVisible, timeout=10_000)
        assert "rejected" in sheet.error_label.text()
        assert sheet.isVisible() and sheet.key_input.text() == WRONG  # kept, to correct
        assert store.get() is None  # a rejected key is not stored
        assert any(r.path == "/v1/models" for r in server.requests)

        _type_key(qtbot, sheet, GOOD)
        assert not sheet.error_label.isVisible()  # typing again clears it
        with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
            _save(qtbot, sheet)
        assert store.get() == GOOD
        assert f"Bearer {GOOD}" in {r.headers.get("authorization") for r in server.requests}
        _close(qtbot, controller)


def test_a_base_url_typed_under_advanced_is_checked_and_kept(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config.save_settings(
        data_dir, config.Settings(auto_title=False, base_url=f"http://127.0.0.1:{port}/v1")
    )
    store = MemoryKeyStore()
    _window, controller, sheet = _start(qtbot, data_dir, None, store)
    qtbot.mouseClick(sheet.advanced_button, Qt.MouseButton.LeftButton)
    url = sheet.base_url_input
    qtbot.waitUntil(url.isVisible, timeout=5000)
    assert not url.isReadOnly()
    url.selectAll()
    qtbot.keyClick(url, Qt.Key.Key_Backspace)
    qtbot.keyClicks(url, "http://api.example.com/v1")  # plain http to the internet: refused
    _type_key(qtbot, sheet, GOOD)
    _save(qtbot, sheet)
    qtbot.waitUntil(sheet.error_label.isVisible, timeout=5000)
    assert "api.example.com" in sheet.error_label.text()
    assert store.get() is None

    url.selectAll()
    qtbot.keyClick(url, Qt.Key.Key_Backspace)
    qtbot.keyClicks(url, fake_server.base_url)
    with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
        _save(qtbot, sheet)
    assert controller.settings.base_url == fake_server.base_url
    assert store.get() == GOOD
    _close(qtbot, controller)


def test_offline_key_is_stored_with_a_warning(qtbot: Any, data_dir: Path) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    store = MemoryKeyStore()
    window, controller, sheet = _start(qtbot, data_dir, f"http://127.0.0.1:{port}/v1", store)
    _type_key(qtbot, sheet, GOOD)
    _save(qtbot, sheet)
    qtbot.waitUntil(lambda: store.get() == GOOD, timeout=15_000)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=5000)
    qtbot.waitUntil(
        lambda: "could not be verified" in window.statusBar().currentMessage(), timeout=15_000
    )
    _close(qtbot, controller)


def test_no_keyring_says_session_only_once_and_offers_no_forget(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    window, controller, sheet = _start(qtbot, data_dir, fake_server.base_url, BrokenKeyring())
    texts = _texts(sheet)
    sentence = "This computer has no keyring: the key is used for this session only."
    assert texts.count(sentence) == 1 and texts.count("session only") == 1
    assert "never in a file" not in texts and "Forget" not in texts
    assert "keyring" not in window.statusBar().currentMessage()  # said on the sheet, once
    _type_key(qtbot, sheet, GOOD)
    with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
        _save(qtbot, sheet)
    assert controller.services.endpoints.key() == GOOD
    assert "this session only" in controller.services.endpoints.key_source

    # The Account tab says the same, once, and has nothing to forget.
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    assert dialog.windowTitle() == "Settings"
    assert dialog.forget_key_check.isHidden()
    account = _texts(dialog.account)
    assert account.count(sentence) == 1
    assert "never in a file" not in account and "stored in your system keyring" not in account
    dialog.reject()
    _close(qtbot, controller)
    # Nothing was written in plain text anywhere as a fallback.
    _nothing_in_files(data_dir, GOOD)


def test_forget_is_offered_only_for_a_key_in_the_keyring(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    # A key from COMETDESK_API_KEY (this run only): nothing stored, nothing to forget.
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    assert dialog.forget_key_check.isHidden()
    dialog.reject()
    _close(qtbot, controller)

    # A key the keyring holds: it can be forgotten, and where it is kept is said once.
    store = SecretServiceKeyring({"default": GOOD})
    window = MainWindow()
    qtbot.addWidget(window)
    controller = build_controller(
        window, data_dir, {"COMETDESK_BASE_URL": fake_server.base_url}, store
    )
    window.show()
    with qtbot.waitSignal(controller.ready, timeout=10_000):
        controller.start()
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    assert not dialog.forget_key_check.isHidden()
    assert _texts(dialog.account).count("never in a file") == 1
    dialog.reject()
    _close(qtbot, controller)


def test_esc_leaves_the_app_usable_without_a_key(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    window, controller, sheet = _start(qtbot, data_dir, fake_server.base_url, MemoryKeyStore())
    qtbot.keyClick(sheet.key_input, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=5000)
    assert window.composer.isEnabled()
    qtbot.keyClicks(window.composer, "hello")
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: "Add your API key in Settings first" in window.statusBar().currentMessage(),
        timeout=5000,
    )
    opened.args[0].reject()
    assert window.composer.toPlainText() == "hello"  # nothing lost
    _close(qtbot, controller)


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
    _close(qtbot, controller)
