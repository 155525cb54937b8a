"""The passphrase's strength in File → Sync and backups…: a meter and a sentence under the
field, rated as the person types (once typing pauses), named for a screen reader; Save
refuses a weak passphrase where it would create the storage's key, says why in the dialog
and keeps what was typed; a storage whose weak passphrase was chosen earlier still opens."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.secrets import MemoryKeyStore
from app.services.sync.setup import passphrase_account
from app.sync import RemoteConfig
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sync import _dialog, _line, _other_machine
from tests.support.gui_actions import choose_from_menu_bar
from tests.support.sync_rounds import key_made_without_a_check, run_sync_round

pytestmark = pytest.mark.usefixtures("qasync_loop")
WEAK = "qwerty"
ADD_WORDS = "Add another word or two; a few uncommon words are easy to remember and hard to guess."


def _open_dialog(qtbot: Any, window: Any) -> Any:
    choose_from_menu_bar(qtbot, window, "File", "Sync and backups…")
    qtbot.waitUntil(lambda: _dialog() is not None)
    return _dialog()


def _save(dialog: Any) -> None:
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)


def test_the_meter_follows_typing_and_save_refuses_a_weak_passphrase_for_a_new_storage(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    folder = tmp_path / "new-storage"
    folder.mkdir()
    config = RemoteConfig.parse(["folder", str(folder)])
    keys = MemoryKeyStore()
    window, controller = _open(qtbot, data_dir, fake_server, keys)
    dialog = _open_dialog(qtbot, window)
    meter, label = dialog.strength_meter, dialog.strength_label
    assert not meter.isVisible()  # nothing typed, nothing to rate
    assert meter.accessibleName() == "Passphrase strength"
    assert label.buddy() is meter

    qtbot.keyClicks(dialog.location, str(folder))
    qtbot.keyClicks(dialog.passphrase, WEAK)
    assert not meter.isVisible()  # rated once typing pauses, not on every key
    qtbot.waitUntil(meter.isVisible, timeout=5000)
    assert meter.value() == 1  # zxcvbn's 0 of 4: the first of five steps
    assert label.text() == f"Too easy to guess: it is one of the most common passwords. {ADD_WORDS}"
    assert meter.accessibleDescription() == label.text()  # what a screen reader hears

    _save(dialog)
    qtbot.waitUntil(dialog.error.isVisible, timeout=30_000)
    assert dialog.error.text() == (
        f"This passphrase is too easy to guess: it is one of the most common passwords. {ADD_WORDS}"
    )
    assert dialog.isVisible() and dialog.passphrase.text() == WEAK  # kept to build on
    assert dialog.save_button.isEnabled()
    assert keys.get(passphrase_account(config)) is None
    assert list(folder.iterdir()) == []  # no key was made on the storage
    assert not window.sync_status.isVisible()  # sync is not set up

    qtbot.keyClicks(dialog.passphrase, " granite lantern orbit")  # typing on
    qtbot.waitUntil(lambda: meter.value() == 5, timeout=5000)
    assert label.text() == "Strong: hard to guess, even with a copy of the storage."
    assert meter.accessibleDescription() == label.text()
    _save(dialog)
    qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
    assert keys.get(passphrase_account(config)) == f"{WEAK} granite lantern orbit"
    assert (folder / "cometdesk-sync").is_dir()
    qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
    _close(qtbot, controller)


def test_the_storage_s_own_weak_passphrase_is_shown_as_weak_and_accepted(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    folder = tmp_path / "synced-folder"
    other, _ = _other_machine(tmp_path, "Theirs", "Made on B")
    config = RemoteConfig.parse(["folder", str(folder)])
    # Another machine (an earlier version, with no strength check) made the key.

    def made_elsewhere() -> None:
        key_made_without_a_check(config, WEAK)
        run_sync_round(other, config, None, WEAK)

    made = asyncio.ensure_future(asyncio.to_thread(made_elsewhere))
    qtbot.waitUntil(made.done, timeout=30_000)
    made.result()
    keys = MemoryKeyStore()
    window, controller = _open(qtbot, data_dir, fake_server, keys)
    dialog = _open_dialog(qtbot, window)
    qtbot.keyClicks(dialog.location, str(folder))
    qtbot.keyClicks(dialog.passphrase, WEAK)
    qtbot.waitUntil(dialog.strength_meter.isVisible, timeout=5000)
    assert dialog.strength_label.text().startswith("Too easy to guess:")  # the warning line

    _save(dialog)
    qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)  # it unlocks: accepted
    assert keys.get(passphrase_account(config)) == WEAK
    qtbot.waitUntil(lambda: "Theirs" in window.sidebar.titles(), timeout=30_000)
    _close(qtbot, controller)
