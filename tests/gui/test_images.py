"""Describing images, end to end: paste a bitmap, drop a file, choose detail, send; the
request carries both images as content parts; bad files are refused with a message and
send nothing; reopening the conversation shows the thumbnails."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QComboBox, QToolButton

from app.ui.common.image_viewer import ImageViewer
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import drag, drop_files

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _photo(path: Path, size: tuple[int, int] = (3000, 2000)) -> Path:
    image = Image.new("RGB", size)
    for x in range(0, size[0], 50):  # some structure so it compresses like a photo
        image.paste((x % 255, 120, 200 - x % 200), (x, 0, x + 25, size[1]))
    exif = Image.Exif()
    exif[0x010F] = "PhoneMaker"  # camera metadata that must not leave the machine
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2] = "N", (35.0, 0.0, 0.0)
    image.save(path, "JPEG", quality=90, exif=exif)
    return path


def _wait_tray(qtbot: Any, window: Any, count: int) -> None:
    tray = window.attachment_tray
    qtbot.waitUntil(lambda: len(tray.attachments()) == count and not tray.is_busy(), timeout=10_000)


def _decoded(url: str) -> Image.Image:
    header, payload = url.split(",", 1)
    assert header.startswith("data:image/") and header.endswith(";base64")
    return Image.open(io.BytesIO(base64.b64decode(payload)))


def test_paste_and_drop_images_then_send(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="A blue square and a striped photo."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")

    # Paste a screenshot-like bitmap from the clipboard.
    bitmap = QImage(400, 300, QImage.Format.Format_RGB32)
    bitmap.fill(Qt.GlobalColor.blue)
    QApplication.clipboard().setImage(bitmap)
    window.composer.setFocus()
    window.composer.paste()
    _wait_tray(qtbot, window, 1)

    # Drop a photo file on the composer.
    photo = _photo(tmp_path / "holiday.jpg")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(photo))])
    assert drag(window.composer.viewport(), mime)  # the composer takes image files
    _wait_tray(qtbot, window, 2)

    tray = window.attachment_tray
    assert tray.isVisible() and "2 image(s)" in tray.summary.text()
    detail_boxes = tray.findChildren(QComboBox, "detailSelector")
    detail_boxes[1].setCurrentIndex(detail_boxes[1].findData("high"))
    assert "from 3000×2000" in tray.findChildren(type(detail_boxes[1].parent()))[1].toolTip()

    qtbot.keyClicks(window.composer, "What is in these?")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert not tray.attachments() and not tray.isVisible()

    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    content = body["messages"][-1]["content"]
    assert content[0] == {"type": "text", "text": "What is in these?"}
    kinds = [part["type"] for part in content]
    assert kinds == ["text", "image_url", "image_url"]
    pasted, dropped = content[1]["image_url"], content[2]["image_url"]
    assert pasted["detail"] == "auto" and dropped["detail"] == "high"
    sent = _decoded(dropped["url"])
    assert max(sent.size) <= 2048 and min(sent.size) <= 768  # downscaled per policy
    assert not sent.getexif()  # metadata (GPS included) stripped
    assert _decoded(pasted["url"]).size == (400, 300)

    # A follow-up re-sends the earlier images, so the model keeps seeing them.
    fake_server.enqueue(Reply(text="The stripes are vertical."))
    qtbot.keyClicks(window.composer, "Which way do the stripes run?")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    follow = [r.body for r in fake_server.requests if r.method == "POST"][-1]["messages"]
    assert [p["type"] for p in follow[0]["content"]] == ["text", "image_url", "image_url"]
    assert follow[0]["content"][2]["image_url"] == dropped
    assert follow[-1] == {"role": "user", "content": "Which way do the stripes run?"}

    # Reopen: the thumbnails are in the transcript and load from the local blob store.
    conv_id = controller.conversation_id
    controller.new_chat()
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conv_id)
    # Reopen: the thumbnails are in the transcript, made from the local blob store, and a
    # click on one opens the image full size.
    buttons = window.transcript.findChildren(QToolButton, "thumbnailButton")
    assert len(buttons) == 2
    assert buttons[0].accessibleName() == "Image 1 of 2: open full size"
    qtbot.waitUntil(lambda: all(not b.icon().isNull() for b in buttons), timeout=5000)
    window.transcript.ensureWidgetVisible(buttons[1])
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    viewer = None

    def opened() -> bool:
        nonlocal viewer
        viewer = next((d for d in window.findChildren(ImageViewer) if d.isVisible()), None)
        return viewer is not None

    qtbot.waitUntil(opened, timeout=5000)
    assert viewer is not None
    assert viewer.info.text().startswith(f"{sent.size[0]}×{sent.size[1]} pixels")
    viewer.close()
    _close(qtbot, controller)


def test_bad_files_are_refused_and_send_nothing(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    fake = tmp_path / "notes.png"
    fake.write_text("this is not a picture", encoding="utf-8")
    empty = tmp_path / "empty.jpg"
    empty.write_bytes(b"")
    messages: list[str] = []
    window.attachment_tray.problem.connect(messages.append)
    assert drop_files(window.composer.viewport(), [fake, empty])
    qtbot.waitUntil(lambda: len(messages) == 2, timeout=10_000)
    assert not window.attachment_tray.attachments()
    assert all(m for m in messages)
    assert "not an image" in messages[0].lower() or "image" in messages[0].lower()
    assert window.statusBar().currentMessage() in messages
    assert not [r for r in fake_server.requests if r.method == "POST"]
    _close(qtbot, controller)


def test_vision_warning_and_quick_prompt(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="It is a photo of stripes."))
    window, controller = _open(qtbot, data_dir, fake_server)
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 3, timeout=10_000)
    assert drop_files(window.composer.viewport(), [_photo(tmp_path / "p.jpg", (800, 600))])
    _wait_tray(qtbot, window, 1)
    tray = window.attachment_tray
    window.parameter_panel.model_picker.setEditText("o3-mini")  # catalog: no vision
    assert not tray.vision_warning.isHidden()
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")  # catalog: vision
    assert tray.vision_warning.isHidden()
    describe = tray.quick_buttons[0]
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.mouseClick(describe, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    body = [r.body for r in fake_server.requests if r.method == "POST"][-1]
    assert body["messages"][-1]["content"][0] == {"type": "text", "text": "Describe this image."}
    _close(qtbot, controller)


def test_images_dropped_on_the_transcript_are_attached(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(_photo(tmp_path / "drop.jpg", (640, 480))))])
    assert drag(window.transcript.viewport(), mime)
    _wait_tray(qtbot, window, 1)
    text_only = QMimeData()
    text_only.setText("just words")
    assert not drag(window.transcript.viewport(), text_only)
    _close(qtbot, controller)


def test_policy_and_quick_prompts_from_settings_and_animated_notice(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.settingsOpened, timeout=5000) as opened:
        window.settings_button.click()
    dialog = opened.args[0]
    dialog.image_policy_picker.setCurrentIndex(dialog.image_policy_picker.findData("fit_768"))
    dialog.quick_prompts_edit.setPlainText("Translate the sign.\n\nCount the people.")
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    tray = window.attachment_tray
    qtbot.waitUntil(
        lambda: (
            [b.text() for b in tray.quick_buttons] == ["Translate the sign.", "Count the people."]
        ),
        timeout=5000,
    )

    assert drop_files(window.composer.viewport(), [_photo(tmp_path / "big.jpg", (3000, 2000))])
    _wait_tray(qtbot, window, 1)
    assert max(tray.attachments()[0].image.width, tray.attachments()[0].image.height) == 768

    frames = [Image.new("RGB", (64, 64), c) for c in ("red", "green", "blue")]
    gif = tmp_path / "spin.gif"
    frames[0].save(gif, save_all=True, append_images=frames[1:], duration=100, loop=0)
    assert drop_files(window.composer.viewport(), [gif])
    _wait_tray(qtbot, window, 2)
    qtbot.waitUntil(lambda: "first frame" in window.statusBar().currentMessage(), timeout=5000)
    _close(qtbot, controller)
