"""A whole session with distinctive keys — first run, chats, an error that echoes the key,
a second endpoint profile with its own key, compare, images, exports, logging — then every
file the app wrote is searched for both keys."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from app.logs import setup_logging
from app.main import build_controller
from app.secrets import MemoryKeyStore
from app.ui.shell.main_window import MainWindow
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.gui_actions import drop_files

KEY = "sk-leakcheck-Zq81vXw0Jt5Lm3Np"
PROFILE_KEY = "sk-leakcheck-profile-Hd72Kq0Wz9"


@pytest.mark.usefixtures("qasync_loop")
def test_the_key_is_in_no_file_the_app_wrote(qtbot: Any, tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    root = logging.getLogger()
    handlers_before = list(root.handlers)
    redactor = setup_logging(data_dir, debug=True)
    store = MemoryKeyStore()
    try:
        with FakeOpenAIServer(api_key=KEY) as server, FakeOpenAIServer(api_key=PROFILE_KEY) as lab:
            window = MainWindow()
            qtbot.addWidget(window)
            env = {"COMETDESK_BASE_URL": server.base_url}
            controller = build_controller(
                window, data_dir, env, store, known_secrets=redactor.known_keys
            )
            window.show()
            with qtbot.waitSignal(controller.settingsOpened, timeout=10_000) as opened:
                controller.start()
            sheet = opened.args[0]  # the first-run sheet
            qtbot.keyClicks(sheet.key_input, KEY)
            with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
                qtbot.mouseClick(sheet.save_button, Qt.MouseButton.LeftButton)
            assert store.get() == KEY

            # A chat, then an error whose body echoes the key (as some gateways do).
            server.enqueue(Reply(text="Hello there."))
            server.enqueue(Reply.error(400, f"Bad request for key {KEY}"))
            window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
            for prompt in ("Hi", "Again"):
                qtbot.keyClicks(window.composer, prompt)
                with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
                    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
            assert KEY not in window.statusBar().currentMessage()

            # An image, then a compare.
            photo = tmp_path / "p.png"
            Image.new("RGB", (300, 200), "orange").save(photo)
            assert drop_files(window.composer.viewport(), [photo])
            tray = window.attachment_tray
            qtbot.waitUntil(lambda: len(tray.attachments()) == 1, timeout=10_000)
            qtbot.keyClicks(window.composer, "What colour?")
            with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
                qtbot.keyClick(window.composer, Qt.Key.Key_Return)
            qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
            qtbot.keyClicks(window.composer, "Compare this")
            with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
                qtbot.keyClick(window.composer, Qt.Key.Key_Return)

            # A second endpoint profile with its own key, set up in the settings and used.
            qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)  # compare off
            with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
                controller.open_settings()
            dialog = opened.args[0]
            qtbot.mouseClick(dialog.add_profile_button, Qt.MouseButton.LeftButton)
            qtbot.keyClick(
                dialog.profile_url_input, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier
            )
            qtbot.keyClicks(dialog.profile_url_input, lab.base_url)
            qtbot.keyClicks(dialog.profile_key_input, PROFILE_KEY)
            save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
            qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
            panel = window.parameter_panel
            qtbot.waitUntil(lambda: panel.profile_picker.count() == 2, timeout=5000)
            controller.new_chat()
            with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
                panel.profile_picker.setCurrentIndex(1)
            panel.model_picker.setEditText("gpt-4o-mini")
            lab.enqueue(Reply(text="From the lab."))
            lab.enqueue(Reply.error(401, f"Key {PROFILE_KEY} is not valid here"))
            for prompt in ("Lab hello", "Lab again"):
                qtbot.keyClicks(window.composer, prompt)
                with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
                    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
            assert PROFILE_KEY not in window.statusBar().currentMessage()
            for box in window.findChildren(QDialog):
                box.reject()  # a rejected key opens the settings: close it again

            # Exports, the clipboard after a copy, the window title.
            for fmt, name in (("json", "all.json"), ("markdown", "all.md")):
                task = asyncio.ensure_future(controller.export_to(tmp_path / name, fmt))
                qtbot.waitUntil(task.done, timeout=10_000)
            for secret in (KEY, PROFILE_KEY):
                assert secret not in QApplication.clipboard().text()
                assert secret not in window.windowTitle()
            shutdown = asyncio.ensure_future(controller.shutdown())
            qtbot.waitUntil(shutdown.done, timeout=10_000)
            assert any(f"Bearer {KEY}" == r.headers.get("authorization") for r in server.requests)
            lab_auth = {r.headers.get("authorization") for r in lab.requests}
            assert lab_auth == {f"Bearer {PROFILE_KEY}"}
    finally:
        for handler in root.handlers[len(handlers_before) :]:
            handler.close()
        root.handlers[:] = handlers_before

    written = [p for p in tmp_path.rglob("*") if p.is_file() and p.name != "p.png"]
    assert any(p.suffix == ".sqlite3" for p in written)
    assert any(p.name == "cometdesk.log" for p in written)
    assert any(p.name == "settings.json" for p in written)
    assert store.get(controller.settings.profiles[0].id) == PROFILE_KEY  # in the keyring
    leaks = [p for p in written for key in (KEY, PROFILE_KEY) if key.encode() in p.read_bytes()]
    assert leaks == []
