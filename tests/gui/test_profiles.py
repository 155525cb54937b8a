"""Endpoint profiles and the settings dialog in the real window: a second profile pointing at
a second loopback server is used with its own key (and only its own), is remembered per
conversation, and its keyring entry goes with it; http:// rules; send shortcut; text size."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from app import config
from app.secrets import MemoryKeyStore
from tests.gui.test_main_window import KEY, _close, _open
from tests.support.fake_server import FakeOpenAIServer, Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

SECOND_KEY = "sk-second-profile-4e1b7c9d2a"


def _settings(qtbot: Any, controller: Any) -> Any:
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        controller.open_settings()
    return opened.args[0]


def _save(qtbot: Any, dialog: Any) -> None:
    dialog.findChild(QPushButton, "saveSettingsButton").click()


def _auth(server: FakeOpenAIServer) -> set[str]:
    return {r.headers.get("authorization", "") for r in server.requests}


def test_second_profile_uses_its_own_server_and_key(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    keystore = MemoryKeyStore()
    with FakeOpenAIServer() as other:
        other.enqueue(Reply(text="from the second server"))
        window, controller = _open(qtbot, data_dir, fake_server, keystore)
        panel = window.parameter_panel
        assert not panel.profile_picker.isVisible()  # one profile: nothing to choose

        dialog = _settings(qtbot, controller)
        dialog.tabs.setCurrentIndex(1)
        dialog.add_profile_button.click()
        dialog.profile_name_input.clear()
        qtbot.keyClicks(dialog.profile_name_input, "Lab server")
        dialog.profile_url_input.clear()
        qtbot.keyClicks(dialog.profile_url_input, other.base_url)
        assert "not encrypted" in dialog.profile_warning.text()  # http on loopback: a warning
        qtbot.keyClicks(dialog.profile_key_input, SECOND_KEY)
        _save(qtbot, dialog)
        qtbot.waitUntil(lambda: panel.profile_picker.count() == 2, timeout=5000)
        (profile,) = controller.settings.profiles
        assert keystore.get(profile.id) == SECOND_KEY
        saved = (data_dir / config.SETTINGS_FILENAME).read_text(encoding="utf-8")
        assert other.base_url in saved and SECOND_KEY not in saved

        with qtbot.waitSignal(controller.modelsLoaded, timeout=5000):
            panel.profile_picker.setCurrentIndex(1)
        panel.model_picker.setEditText("gpt-4o-mini")
        qtbot.keyClicks(window.composer, "hello lab")
        with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
            qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        assert finished.args[0].text == "from the second server"
        chats = [r for r in other.requests if r.path.endswith("/chat/completions")]
        assert len(chats) == 1 and chats[0].headers["authorization"] == f"Bearer {SECOND_KEY}"
        assert _auth(other) == {f"Bearer {SECOND_KEY}"}  # models and chat: its own key only
        assert f"Bearer {SECOND_KEY}" not in _auth(fake_server)
        assert not any(r.path.endswith("/chat/completions") for r in fake_server.requests)
        conversation_id = controller.conversation_id

        # The conversation remembers its profile.
        controller.new_chat()
        panel.profile_picker.setCurrentIndex(0)
        with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
            controller.open_conversation(conversation_id)
        assert panel.profile_picker.currentText() == "Lab server"

        # Removing the profile deletes its key from the keyring.
        dialog = _settings(qtbot, controller)
        dialog.profile_list.setCurrentRow(0)
        dialog.remove_profile_button.click()
        _save(qtbot, dialog)
        qtbot.waitUntil(lambda: panel.profile_picker.count() == 1, timeout=5000)
        assert keystore.get(profile.id) is None
        assert controller.settings.profiles == []
        _close(qtbot, controller)
    assert KEY not in str(_auth(other))


def test_settings_refuse_plain_http_to_the_internet_and_bad_network_values(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    _window, controller = _open(qtbot, data_dir, fake_server)
    dialog = _settings(qtbot, controller)
    dialog.add_profile_button.click()
    dialog.profile_url_input.clear()
    qtbot.keyClicks(dialog.profile_url_input, "http://api.example.com/v1")
    assert "only for this computer" in dialog.profile_warning.text()
    dialog.proxy_input.setText("proxy.example:3128")
    dialog.ca_bundle_input.setText(str(data_dir / "missing.pem"))
    _save(qtbot, dialog)
    assert dialog.isVisible()  # nothing saved: the dialog says why and stays
    error = dialog.error_label.text()
    assert "api.example.com" in error and "socks5://" in error
    assert controller.settings.profiles == [] and controller.settings.proxy == ""
    dialog.reject()
    _close(qtbot, controller)


def test_ctrl_enter_send_shortcut_and_text_size_apply_at_once(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="sent with ctrl+enter"))
    window, controller = _open(qtbot, data_dir, fake_server)
    dialog = _settings(qtbot, controller)
    dialog.send_shortcut_picker.setCurrentIndex(dialog.send_shortcut_picker.findData("ctrl+enter"))
    dialog.font_size_input.setValue(17)
    _save(qtbot, dialog)
    qtbot.waitUntil(lambda: window.transcript.font().pointSize() == 17, timeout=5000)
    assert window.composer.send_shortcut == "ctrl+enter"
    composer = window.composer
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(composer, "line one")
    qtbot.keyClick(composer, Qt.Key.Key_Return)  # a new line now, not a send
    qtbot.keyClicks(composer, "line two")
    assert composer.toPlainText() == "line one\nline two"
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert composer.toPlainText() == ""
    _close(qtbot, controller)
    # Kept for the next start.
    assert config.load_settings(data_dir).send_shortcut == "ctrl+enter"
    assert config.load_settings(data_dir).font_size == 17


def test_compare_columns_can_use_different_endpoints(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    keystore = MemoryKeyStore()
    with FakeOpenAIServer() as lab:
        lab.enqueue(Reply(text="lab column answer"))
        fake_server.enqueue(Reply(text="cometapi column answer"))
        window, controller = _open(qtbot, data_dir, fake_server, keystore)
        dialog = _settings(qtbot, controller)
        qtbot.mouseClick(dialog.add_profile_button, Qt.MouseButton.LeftButton)
        qtbot.keyClick(dialog.profile_url_input, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(dialog.profile_url_input, lab.base_url)
        qtbot.keyClicks(dialog.profile_key_input, SECOND_KEY)
        _save(qtbot, dialog)
        qtbot.waitUntil(lambda: window.parameter_panel.profile_picker.count() == 2, timeout=5000)

        window.compare_button.click()
        view = window.compare_view
        first, second = view.columns[:2]
        assert first.profile_picker.isVisibleTo(window) and first.profile_picker.count() == 3
        first.profile_picker.setCurrentIndex(
            first.profile_picker.findData(controller.settings.profiles[0].id)
        )
        first.model_picker.setEditText("gpt-4o-mini")
        second.model_picker.setEditText("gpt-4o-mini")
        window.composer.setPlainText("one question, two endpoints")
        with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
            controller.send_from_composer()
        assert "lab column answer" in first.transcript.toPlainText()
        assert "cometapi column answer" in second.transcript.toPlainText()
        lab_chats = [r for r in lab.requests if r.path.endswith("/chat/completions")]
        assert [r.headers["authorization"] for r in lab_chats] == [f"Bearer {SECOND_KEY}"]
        ours = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
        assert [r.headers["authorization"] for r in ours] == [f"Bearer {KEY}"]

        # Reopened from the history, each column is back on the endpoint it used.
        lab_column = controller.compare.columns[0].thread.conversation_id
        controller.new_chat()
        with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
            controller.open_conversation(lab_column)
        first, second = window.compare_view.columns[:2]
        assert first.profile_picker.currentData() == controller.settings.profiles[0].id
        assert second.profile_picker.currentData() == ""
        _close(qtbot, controller)


def test_the_empty_endpoints_tab_says_what_a_profile_is_and_offers_add(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        qtbot.mouseClick(window.settings_button, Qt.MouseButton.LeftButton)
    dialog = opened.args[0]
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    note = dialog.profiles_empty_note
    qtbot.waitUntil(note.isVisible, timeout=5000)
    assert "endpoint profile is another OpenAI-compatible server" in note.text()
    assert not dialog.profile_list.isVisible()
    for field in (dialog.profile_name_input, dialog.profile_url_input, dialog.profile_key_input):
        assert not field.isEnabled() and not field.isVisible()
    assert not dialog.remove_profile_button.isEnabled()

    qtbot.mouseClick(dialog.add_profile_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dialog.profile_list.isVisible, timeout=5000)
    assert not note.isVisible() and dialog.profile_list.count() == 1
    for field in (dialog.profile_name_input, dialog.profile_url_input, dialog.profile_key_input):
        assert field.isEnabled() and field.isVisible()

    # Removing the last one brings the explanation back.
    qtbot.mouseClick(dialog.remove_profile_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(note.isVisible, timeout=5000)
    assert not dialog.profile_name_input.isEnabled()
    dialog.reject()
    _close(qtbot, controller)
