"""Issue 13, "data that was lost": the disk fills while the app runs. The data folder lives on
a real tiny tmpfs that the test fills to the last byte; a person types a message with an
image attached and presses Enter. The composer keeps the text and the image, the window
says "Not saved: the disk is full (PATH)…", Send works again, the database holds nothing
half-written; once space is freed, pressing Send stores and sends it."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt

from app import config
from app.storage import DB_FILENAME, Repository, StorageFullError, open_database
from app.ui.composer.draft_keeper import SAVE_AFTER_MS
from tests.gui.test_main_window import _close, _open
from tests.support.db_fixtures.fault_mounts import MountUnavailable, fill, tmpfs
from tests.support.fake_server import Reply
from tests.support.gui_actions import drop_files
from tests.support.hostile import run_async
from tests.support.waits import after_timer, settled

pytestmark = pytest.mark.usefixtures("qasync_loop")

TEXT = "Please keep this question safe"


@pytest.fixture
def small_data_dir(tmp_path: Path) -> Iterator[Path]:
    """The app's data folder on a 4 MB tmpfs (needs root or CAP_SYS_ADMIN)."""
    try:
        with tmpfs(tmp_path / "disk", size="4m") as disk:
            data = disk / "data"
            data.mkdir()
            config.save_settings(data, config.Settings(auto_title=False))
            yield data
    except MountUnavailable as err:
        pytest.skip(f"cannot mount a tmpfs for the data folder here: {err}")


def _picture(tmp_path: Path) -> Path:
    path = tmp_path / "chart.png"
    image = Image.new("RGB", (320, 200), (250, 250, 250))
    image.paste((20, 90, 200), (40, 40, 280, 160))
    image.save(path, "PNG")
    return path


def _stored(data_dir: Path) -> list[tuple[int, int, str]]:
    """(conversation, image count, text) of every stored message; the file must pass
    SQLite's integrity check."""
    conn, report = open_database(data_dir / DB_FILENAME)
    assert report.moved_aside is None
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    repo = Repository(conn)
    try:
        return [
            (c.id, len(m.images), m.text)
            for c in repo.list_conversations()
            for m in repo.list_messages(c.id)
        ]
    finally:
        repo.close()


def _fail_a_send(qtbot: Any, window: Any, data_dir: Path) -> tuple[Path, list[str]]:
    """Fill the disk, type TEXT and press Enter; wait until the failure is shown and Send
    is usable again. Returns the filler (delete it to free the space) and what the status
    bar showed, in order."""
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    filler = fill(data_dir.parent)  # the disk fills while the app runs
    qtbot.keyClicks(window.composer, TEXT)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    # The path is the first write that failed: the database, or the image store when an
    # image is attached (which one depends on how much room the filler left).
    full = f"the disk is full ({data_dir}{os.sep}"
    qtbot.waitUntil(lambda: any(full in m for m in shown), timeout=10_000)
    qtbot.waitUntil(window.send_button.isEnabled, timeout=5000)
    return filler, shown


def test_a_full_disk_keeps_the_message_in_the_composer_and_send_again_stores_it(
    qtbot: Any, tmp_path: Path, small_data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Safe and sound."))
    window, controller = _open(qtbot, small_data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    tray = window.attachment_tray
    assert drop_files(window.composer.viewport(), [_picture(tmp_path)])
    qtbot.waitUntil(lambda: len(tray.attachments()) == 1 and not tray.is_busy(), timeout=10_000)
    filler, shown = _fail_a_send(qtbot, window, small_data_dir)

    # Everything the person gave is still there, and nothing of it was sent or shown.
    assert window.composer.toPlainText() == TEXT
    assert len(tray.attachments()) == 1 and tray.isVisible()
    assert TEXT not in window.transcript.toPlainText()
    assert not [r for r in fake_server.requests if r.method == "POST"]
    sentence = next(m for m in shown if f"the disk is full ({small_data_dir}{os.sep}" in m)
    assert "Not saved" in sentence and "Free space" in sentence
    for message in shown:  # no exception text, ever
        assert "went wrong" not in message and "OperationalError" not in message
        assert "database or disk is full" not in message and "Errno" not in message
    assert run_async(qtbot, controller.repo.count_conversations()) == 0

    # Space is freed; the person presses Send again: it is stored and sent.
    filler.unlink()
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.mouseClick(window.send_button, Qt.MouseButton.LeftButton)
    assert finished.args[0].text == "Safe and sound."
    assert window.composer.toPlainText() == "" and not tray.attachments()
    assert TEXT in window.transcript.toPlainText()
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    content = body["messages"][-1]["content"]
    assert content[0] == {"type": "text", "text": TEXT}
    assert [p["type"] for p in content] == ["text", "image_url"]
    _close(qtbot, controller)
    window.close()

    stored = _stored(small_data_dir)
    assert [(images, text) for _c, images, text in stored] == [
        (1, TEXT),
        (0, "Safe and sound."),
    ]


def test_nothing_half_written_stays_in_the_database_after_the_failed_send(
    qtbot: Any, small_data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, small_data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    filler, _shown = _fail_a_send(qtbot, window, small_data_dir)
    filler.unlink()  # closing writes the draft (see the last test)
    _close(qtbot, controller)
    window.close()
    assert _stored(small_data_dir) == []  # no empty conversation, no question without text


COMPARED = ("gpt-4o-mini", "claude-sonnet-4-5")


def _compare_with_a_picture(qtbot: Any, window: Any, tmp_path: Path) -> Any:
    """Compare mode with a column per COMPARED model, and a picture dropped on the composer;
    returns the attachment tray once the picture is ready."""
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 3, timeout=10_000)
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.comparing, timeout=5000)
    for column, model in zip(window.compare_view.columns, COMPARED, strict=True):
        column.model_picker.setEditText(model)
    tray = window.attachment_tray
    assert drop_files(window.composer.viewport(), [_picture(tmp_path)])
    qtbot.waitUntil(lambda: len(tray.attachments()) == 1 and not tray.is_busy(), timeout=10_000)
    return tray


def test_in_compare_mode_a_full_disk_keeps_text_and_image_and_send_works_again(
    qtbot: Any, tmp_path: Path, small_data_dir: Path, fake_server: Any
) -> None:
    """The same in compare mode: the composer there has the same owner, so the same rule."""
    models = COMPARED
    for model in models:
        fake_server.enqueue(Reply(text=f"Safe with {model}."), key=model)
    window, controller = _open(qtbot, small_data_dir, fake_server)
    tray = _compare_with_a_picture(qtbot, window, tmp_path)
    filler, shown = _fail_a_send(qtbot, window, small_data_dir)

    # What the person typed and attached is still there; nothing was sent or shown.
    assert window.composer.toPlainText() == TEXT
    assert len(tray.attachments()) == 1 and tray.isVisible()
    assert window.send_button.isVisible() and not window.stop_button.isVisible()
    columns = window.compare_view.columns
    assert all(TEXT not in c.transcript.toPlainText() for c in columns)
    assert not [r for r in fake_server.requests if r.method == "POST"]
    assert any("Not saved" in m for m in shown)

    # Space is freed; Send again: every column stores and answers it, the composer empties.
    filler.unlink()
    with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
        qtbot.mouseClick(window.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.composer.toPlainText() == "", timeout=5000)
    assert not tray.attachments()
    for column, model in zip(columns, models, strict=True):
        qtbot.waitUntil(
            lambda c=column, m=model: f"Safe with {m}." in c.transcript.toPlainText(),
            timeout=5000,
        )
        assert TEXT in column.transcript.toPlainText()
    _close(qtbot, controller)
    window.close()
    stored = _stored(small_data_dir)
    assert sorted(text for _c, _images, text in stored if text == TEXT) == [TEXT, TEXT]
    assert all(images == 1 for _c, images, text in stored if text == TEXT)


def test_an_image_alone_goes_to_every_column(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    """A prompt that is only an image is sent in compare mode as it is in the chat."""
    models = COMPARED
    for model in models:
        fake_server.enqueue(Reply(text=f"A chart, says {model}."), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    tray = _compare_with_a_picture(qtbot, window, tmp_path)
    with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    bodies = [r.body for r in fake_server.requests if r.method == "POST"]
    assert sorted(b["model"] for b in bodies) == sorted(models)
    for body in bodies:
        assert [p["type"] for p in body["messages"][-1]["content"]] == ["image_url"]
    qtbot.waitUntil(lambda: not tray.attachments(), timeout=5000)
    _close(qtbot, controller)


def test_the_sentence_is_not_saved_free_space_and_press_send_again(
    qtbot: Any, small_data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, small_data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    filler, shown = _fail_a_send(qtbot, window, small_data_dir)
    filler.unlink()
    _close(qtbot, controller)
    db = small_data_dir / DB_FILENAME
    sentence = next(m for m in shown if f"the disk is full ({db})" in m)
    assert sentence.startswith(StorageFullError(db).send_message)


def test_the_not_saved_sentence_stays_on_screen(
    qtbot: Any, small_data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, small_data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    filler, _shown = _fail_a_send(qtbot, window, small_data_dir)
    # Past the draft autosave (which fails too, on the full disk) and whatever it started.
    after_timer(qtbot, 2 * SAVE_AFTER_MS)
    settled(qtbot, controller)
    try:
        assert f"({small_data_dir / DB_FILENAME})" in window.statusBar().currentMessage()
    finally:
        filler.unlink()
        _close(qtbot, controller)


def test_closing_on_a_full_disk_closes_cleanly_and_leaves_no_temporary_file(
    qtbot: Any, small_data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, small_data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    filler = fill(small_data_dir.parent)
    qtbot.keyClicks(window.composer, TEXT)
    try:
        window.close()
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
        assert not list(small_data_dir.glob(".drafts-*"))
    finally:
        filler.unlink()
        with contextlib.suppress(Exception):
            _close(qtbot, controller)
