"""Sync from the window: set up through File → Sync and backups…, typed like a person; the
sidebar's sync line says when it synced, what waits, and a failure with the button that
helps; changes from another machine (a second data folder) show up in the list and in the
conversation on screen; the passphrase goes to the system keyring and nowhere else."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.domain import Params, TextPart
from app.secrets import KeyringStore, MemoryKeyStore
from app.services.sync.setup import passphrase_account, secret_account
from app.storage import DB_FILENAME, Repository, open_database
from app.sync import RemoteConfig
from app.ui.sync.status_view import Action, Tone
from tests.gui.test_main_window import _close, _open
from tests.gui.test_sidebar import click_row
from tests.integration.sync.servers import DavServer
from tests.support.fake_server import Reply
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar
from tests.support.sync_rounds import run_sync_round

pytestmark = pytest.mark.usefixtures("qasync_loop")
PASSPHRASE = "correct horse battery staple"
DAV_USER, DAV_PASSWORD = "mira", "dav-password-5c1e"


def _other_machine(tmp_path: Path, title: str, text: str) -> tuple[Path, int]:
    """A second data folder (another machine) with one conversation."""
    other = tmp_path / "machine-b"
    conn, _ = open_database(other / DB_FILENAME)
    repo = Repository(conn)
    try:
        conv, _ = repo.start_conversation(title, Params(model="m1"), [TextPart(text)])
        return other, conv.id
    finally:
        repo.close()


def _add_reply(data_dir: Path, conversation_id: int, text: str) -> None:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    try:
        repo.add_message(conversation_id, "assistant", [TextPart(text)], model="m1")
    finally:
        repo.close()


def _round(qtbot: Any, data_dir: Path, config: RemoteConfig, secret: str | None = None) -> None:
    task = asyncio.ensure_future(
        asyncio.to_thread(run_sync_round, data_dir, config, secret, PASSPHRASE)
    )
    qtbot.waitUntil(task.done, timeout=30_000)
    task.result()


def _set_up(qtbot: Any, window: Any, location: str, passphrase: str, **fields: str) -> Any:
    """File → Sync and backups…, then type into the form and press Save and sync."""
    choose_from_menu_bar(qtbot, window, "File", "Sync and backups…")
    qtbot.waitUntil(lambda: _dialog() is not None)
    dialog = _dialog()
    if "kind" in fields:
        combo = dialog.kind
        combo.setFocus()
        while combo.currentData() != fields["kind"]:
            QTest.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClicks(dialog.location, location)
    if "user" in fields:
        qtbot.keyClicks(dialog.user, fields["user"])
    if "secret" in fields:
        qtbot.keyClicks(dialog.secret, fields["secret"])
    qtbot.keyClicks(dialog.passphrase, passphrase)
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    return dialog


def _dialog() -> Any:
    shown = [w for w in QApplication.topLevelWidgets() if w.objectName() == "syncDialog"]
    return next((w for w in shown if w.isVisible()), None)


def _shown_texts(window: Any) -> set[str]:
    parts = [p for m in window.transcript.shown_messages for p in m.parts]
    return {p.text for p in parts if isinstance(p, TextPart)}


def _line(window: Any) -> str:
    text: str = window.sync_status.text.text()
    return text


def test_set_up_from_the_menu_then_another_machines_changes_arrive(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    folder = tmp_path / "synced-folder"
    other, other_id = _other_machine(tmp_path, "Flamingo census", "How many flamingos?")
    config = RemoteConfig.parse(["folder", str(folder)])
    _round(qtbot, other, config)  # machine B sends first

    fake_server.enqueue(Reply(text="Forty-two, counted twice."))
    window, controller = _open(qtbot, data_dir, fake_server, MemoryKeyStore())
    assert not window.sync_status.isVisible()  # nothing to say before sync is set up
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Lighthouse budget")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)

    _set_up(qtbot, window, str(folder), PASSPHRASE)
    qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
    # The round runs in the background; the line says when it is done.
    qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
    assert window.sync_status.isVisible()
    qtbot.waitUntil(lambda: "Flamingo census" in window.sidebar.titles(), timeout=10_000)

    # Machine B reads what this one sent, answers in its own conversation and sends.
    _round(qtbot, other, config)
    _add_reply(other, other_id, "Exactly 1,204 flamingos.")
    _round(qtbot, other, config)

    # Open B's conversation here, then press Sync now: the new reply appears on screen.
    bar = window.sidebar
    theirs = next(c.id for c in bar.conversations() if c.title == "Flamingo census")
    click_row(qtbot, bar, bar.row_of(theirs))
    qtbot.waitUntil(lambda: "How many flamingos?" in _shown_texts(window), timeout=10_000)
    QTest.mouseClick(window.sync_status.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Exactly 1,204 flamingos." in _shown_texts(window), timeout=30_000)
    qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
    _close(qtbot, controller)


def test_a_wrong_passphrase_is_said_in_the_dialog_and_nothing_is_kept(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    folder = tmp_path / "synced-folder"
    other, _ = _other_machine(tmp_path, "Theirs", "Made on B")
    config = RemoteConfig.parse(["folder", str(folder)])
    _round(qtbot, other, config)
    keys = MemoryKeyStore()
    window, controller = _open(qtbot, data_dir, fake_server, keys)

    dialog = _set_up(qtbot, window, str(folder), "not the passphrase")
    qtbot.waitUntil(dialog.error.isVisible, timeout=30_000)
    assert "passphrase" in dialog.error.text().lower()
    assert dialog.isVisible()  # still open: the person can correct it
    assert keys.get(passphrase_account(config)) is None
    assert not window.sync_status.isVisible()

    # Corrected in place: Save and sync works and the line appears.
    dialog.passphrase.clear()
    qtbot.keyClicks(dialog.passphrase, PASSPHRASE)
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
    qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
    qtbot.waitUntil(lambda: "Theirs" in window.sidebar.titles(), timeout=10_000)
    assert keys.get(passphrase_account(config)) == PASSPHRASE
    _close(qtbot, controller)


def test_offline_is_said_calmly_and_retry_syncs_when_the_server_is_back(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    dav = DavServer(tmp_path / "dav", DAV_USER, DAV_PASSWORD)
    # The real keyring (Secret Service in CI), under a service of this test's own.
    keys = KeyringStore(service=f"cometdesk-test-{uuid.uuid4().hex[:8]}")
    try:
        window, controller = _open(qtbot, data_dir, fake_server, keys)
        _set_up(
            qtbot,
            window,
            f"{dav.url}/sync",
            PASSPHRASE,
            kind="webdav",
            user=DAV_USER,
            secret=DAV_PASSWORD,
        )
        qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
        qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
        config = RemoteConfig.parse(["webdav", f"{dav.url}/sync", "--user", DAV_USER])
        assert keys.get(passphrase_account(config)) == PASSPHRASE
        for path in data_dir.rglob("*"):  # the keyring holds the secrets, no file does
            if path.is_file():
                content = path.read_bytes()
                assert PASSPHRASE.encode() not in content
                assert DAV_PASSWORD.encode() not in content

        dav.stop()
        QTest.mouseClick(window.sync_status.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.sync_status.tone is Tone.OFFLINE, timeout=30_000)
        assert _line(window).startswith("Offline")
        assert window.sync_status.action is Action.RETRY
        assert window.sync_status.button.accessibleName() == "Retry sync"

        dav.restart()
        # From the keyboard: Tab from the conversation list reaches Retry; Space presses it.
        activate_window_of(qtbot, window)
        window.sidebar.list.setFocus()
        qtbot.waitUntil(window.sidebar.list.hasFocus)
        button = window.sync_status.button
        for _ in range(len(window.tab_chain())):
            if button.hasFocus():
                break
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert button.hasFocus()
        QTest.keyClick(button, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
        _close(qtbot, controller)
    finally:
        dav.stop()
        config = RemoteConfig.parse(["webdav", f"{dav.url}/sync", "--user", DAV_USER])
        keys.delete(passphrase_account(config))
        keys.delete(secret_account(config))


def test_preferences_from_another_machine_reach_the_open_window_and_back(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    from dataclasses import replace

    from app import config as app_config
    from app.services.presets import load_presets, save_presets

    folder = tmp_path / "synced-folder"
    other, _ = _other_machine(tmp_path, "Theirs", "Made on B")
    save_presets(other, load_presets(other).put("Terse", Params(model="m1", temperature=0.1)))
    app_config.save_settings(other, replace(app_config.load_settings(other), font_size=17))
    config = RemoteConfig.parse(["folder", str(folder)])
    _round(qtbot, other, config)

    window, controller = _open(qtbot, data_dir, fake_server, MemoryKeyStore())
    _set_up(qtbot, window, str(folder), PASSPHRASE)
    qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
    qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)
    # Applied through the window's own stores: the preset menu lists it, the text grows.
    menu = window.parameter_panel.preset_menu
    qtbot.waitUntil(lambda: "Terse" in [a.text() for a in menu.actions()], timeout=10_000)
    assert controller.settings.font_size == 17

    # A choice made here travels back to B.
    controller.services.settings.update(lambda s: replace(s, theme="dark"))
    with qtbot.waitSignal(controller.sync.finished, timeout=30_000):
        QTest.mouseClick(window.sync_status.button, Qt.MouseButton.LeftButton)
    assert _line(window).startswith("Synced")
    _round(qtbot, other, config)
    assert app_config.load_settings(other).theme == "dark"
    assert app_config.load_settings(other).font_size == 17
    _close(qtbot, controller)


def test_back_up_then_restore_into_a_new_folder_and_merge_back_a_deleted_chat(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "synced-folder"
    fake_server.enqueue(Reply(text="Kept in the backup."))
    window, controller = _open(qtbot, data_dir, fake_server, MemoryKeyStore())
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "Backed-up question")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    _set_up(qtbot, window, str(folder), PASSPHRASE)
    qtbot.waitUntil(lambda: _dialog() is None, timeout=30_000)
    qtbot.waitUntil(lambda: _line(window).startswith("Synced"), timeout=30_000)

    # Open the dialog again: now it has the Backups part. Back up now.
    choose_from_menu_bar(qtbot, window, "File", "Sync and backups…")
    qtbot.waitUntil(lambda: _dialog() is not None)
    section = _dialog().findChild(QWidget, "backupsSection")
    assert section is not None
    qtbot.waitUntil(lambda: section.back_up_button.isEnabled(), timeout=30_000)
    with qtbot.waitSignal(controller.sync.backups.finished, timeout=60_000) as done:
        QTest.mouseClick(section.back_up_button, Qt.MouseButton.LeftButton)
    assert done.args == [""]
    qtbot.waitUntil(lambda: section.list.topLevelItemCount() == 1, timeout=30_000)
    assert section.list.topLevelItem(0).text(1) == "this machine"
    assert section.message.text().startswith("Backed up and verified")

    # Into a new folder: Qt's folder dialog answers with an empty folder.
    target = tmp_path / "restored"
    target.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(target))
    with qtbot.waitSignal(controller.sync.backups.finished, timeout=60_000) as done:
        QTest.mouseClick(section.restore_button, Qt.MouseButton.LeftButton)
    assert done.args == [""]
    assert section.message.text().startswith("Restored 1 conversation")
    conn, _ = open_database(target / DB_FILENAME)
    restored = Repository(conn)
    try:
        assert [c.title for c in restored.list_conversations()] == ["Backed-up question"]
    finally:
        restored.close()

    # Deleted here for good, then merged back from the backup.
    conv_id = window.sidebar.conversation_ids()[0]

    async def purge() -> None:
        await controller.repo.delete_conversation(conv_id)
        await controller.repo.purge_deleted(0)
        await controller.sidebar.refresh()

    task = asyncio.ensure_future(purge())
    qtbot.waitUntil(task.done, timeout=10_000)
    task.result()
    assert "Backed-up question" not in window.sidebar.titles()
    with qtbot.waitSignal(controller.sync.backups.finished, timeout=60_000):
        QTest.mouseClick(section.merge_button, Qt.MouseButton.LeftButton)
    assert section.message.text().startswith("Merged: 1 conversation(s) added")
    qtbot.waitUntil(lambda: "Backed-up question" in window.sidebar.titles(), timeout=10_000)
    _dialog().reject()
    _close(qtbot, controller)
