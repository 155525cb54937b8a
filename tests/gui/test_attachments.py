"""The attachment tray on its own: real images made with Pillow go through app.media in a
worker thread (driven by the qasync loop), and the widgets show what will be sent."""

from __future__ import annotations

import asyncio
import io
import os
import subprocess
import sys
import threading
from collections.abc import Coroutine, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QObject, QPoint, Qt, QUrl
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QComboBox, QFrame, QLabel, QToolButton, QVBoxLayout, QWidget

from app.media import ResizePolicy
from app.ui.common.image_viewer import ImageViewer
from app.ui.composer.attachment_item import THUMB, AttachmentItem
from app.ui.composer.attachment_tray import AttachmentTray, mime_has_images
from tests.support.media_images import encode, exif_with, photo, screenshot

pytestmark = pytest.mark.usefixtures("qasync_loop")

T = TypeVar("T")


@pytest.fixture
def tray(qtbot: Any) -> Iterator[AttachmentTray]:
    """The tray inside a shown window, as above the composer (it hides itself when empty)."""
    host = QWidget()
    layout = QVBoxLayout(host)
    widget = AttachmentTray(host)
    layout.addWidget(widget)
    layout.addStretch(1)
    qtbot.addWidget(host)
    host.resize(760, 220)
    host.show()
    yield widget


def run(qtbot: Any, coro: Coroutine[Any, Any, T]) -> T:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=15_000)
    return task.result()


def jpeg_file(path: Path, size: tuple[int, int] = (3000, 2000)) -> Path:
    path.write_bytes(encode(photo(*size), "JPEG", quality=90, exif=exif_with(gps=True)))
    return path


def decoded(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def item_of(tray: AttachmentTray, index: int = 0) -> AttachmentItem:
    return tray.items()[index]


W = TypeVar("W", bound=QObject)


def child(parent: QWidget, kind: type[W], name: str) -> W:
    found = parent.findChild(kind, name)
    assert found is not None, name
    return found


def test_a_jpeg_file_shows_a_thumbnail_and_what_will_be_sent(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    assert tray.isHidden()
    changes: list[None] = []
    tray.changed.connect(lambda: changes.append(None))
    added = run(qtbot, tray.add_files([jpeg_file(tmp_path / "holiday.jpg")]))

    assert added == 1 and len(changes) == 1
    assert tray.isVisible() and not tray.is_busy()
    [pending] = tray.attachments()
    # OPENAI_HIGH: long side ≤ 2048 and short side ≤ 768, so 3000×2000 becomes 1152×768.
    assert (pending.width, pending.height, pending.mime) == (1152, 768, "image/jpeg")
    assert decoded(pending.data).size == (1152, 768)
    assert not decoded(pending.data).getexif()  # camera metadata and GPS stripped
    assert pending.detail == "auto" and pending.source == "holiday.jpg"
    assert pending.tokens == 85 + 170 * 3 * 2  # six 512 px tiles

    item = item_of(tray)
    thumb = child(item, QToolButton, "attachmentThumbnail")
    pixmap = thumb.icon().pixmap(THUMB, THUMB)
    assert not pixmap.isNull() and max(pixmap.width(), pixmap.height()) == THUMB
    tip = item.toolTip()
    assert "holiday.jpg" in tip
    assert "Sent as JPEG 1152×768 (from 3000×2000)" in tip
    assert f"{round(len(pending.data) / 1024)} kB" in tip
    assert "~1105 tokens at detail 'auto'" in tip
    assert "location (GPS)" in tip and "Scaled down" in tip  # app.media's notes
    assert "$" not in tip  # no price known
    assert "1 image(s)" in tray.summary.text() and "~1105 tokens" in tray.summary.text()

    tray.set_input_price(2.5)
    assert "~$0.00276 at $2.5 per million input tokens" in item.toolTip()
    assert tray.summary.text().endswith("~$0.0028")


def test_remove_button_drops_the_image_and_hides_the_empty_tray(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    run(qtbot, tray.add_files([jpeg_file(tmp_path / "a.jpg", (900, 600))]))
    run(qtbot, tray.add_image_bytes(encode(screenshot(), "PNG"), "shot.png"))
    assert [p.source for p in tray.attachments()] == ["a.jpg", "shot.png"]

    first = child(item_of(tray, 0), QToolButton, "removeAttachmentButton")
    with qtbot.waitSignal(tray.changed, timeout=2000):
        qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    assert [p.source for p in tray.attachments()] == ["shot.png"]
    assert tray.isVisible() and "1 image(s)" in tray.summary.text()

    last = child(item_of(tray, 0), QToolButton, "removeAttachmentButton")
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton)
    assert tray.attachments() == [] and tray.isHidden()


def test_detail_selector_changes_the_detail_and_the_token_estimate(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    run(qtbot, tray.add_files([jpeg_file(tmp_path / "p.jpg")]))
    tray.set_input_price(20.0)
    combo = child(item_of(tray), QComboBox, "detailSelector")
    assert [combo.itemData(i) for i in range(combo.count())] == ["auto", "low", "high"]
    assert combo.currentData() == "auto"

    with qtbot.waitSignal(tray.changed, timeout=2000):
        combo.setCurrentIndex(combo.findData("low"))
    [pending] = tray.attachments()
    assert pending.detail == "low" and pending.tokens == 85
    assert "~85 tokens at detail 'low'" in item_of(tray).toolTip()
    assert "~85 tokens" in tray.summary.text() and "~$0.0017" in tray.summary.text()

    combo.setCurrentIndex(combo.findData("high"))
    assert tray.attachments()[0].detail == "high" and tray.attachments()[0].tokens == 1105


def test_a_text_file_named_png_is_refused_with_a_message_and_adds_nothing(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    fake = tmp_path / "notes.png"
    fake.write_text("this is not a picture", encoding="utf-8")
    problems: list[str] = []
    changes: list[None] = []
    tray.problem.connect(problems.append)
    tray.changed.connect(lambda: changes.append(None))

    assert run(qtbot, tray.add_files([fake])) == 0
    assert len(problems) == 1 and problems[0].startswith("notes.png: ")
    assert tray.attachments() == [] and not changes
    assert not tray.is_busy() and tray.isHidden()  # the busy slot went away too


class HoldFirstJob(ThreadPoolExecutor):
    """A real thread pool whose first job waits for `release`: the test decides when the
    first image finishes, so "busy" and ordering are observable without races."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.release = threading.Event()
        self._first = True

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        if not self._first:
            return super().submit(fn, *args, **kwargs)
        self._first = False

        def held() -> Any:
            self.release.wait(timeout=30)
            return fn(*args, **kwargs)

        return super().submit(held)


def test_a_busy_slot_shows_while_preparing_and_order_is_kept(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    pool = HoldFirstJob()
    qasync_loop.set_default_executor(pool)
    try:
        slow = asyncio.ensure_future(tray.add_files([jpeg_file(tmp_path / "camera.jpg")]))
        qtbot.waitUntil(tray.is_busy, timeout=5000)
        slot = tray.findChild(QFrame, "attachmentBusy")
        assert slot is not None and slot.isVisible() and tray.isVisible()
        assert "camera.jpg" in slot.toolTip()

        # A second image added meanwhile finishes first but stays second.
        run(qtbot, tray.add_image_bytes(encode(screenshot(), "PNG"), "shot.png"))
        assert [p.source for p in tray.attachments()] == ["shot.png"] and tray.is_busy()
    finally:
        pool.release.set()
    qtbot.waitUntil(slow.done, timeout=15_000)
    assert slow.result() == 1 and not tray.is_busy()
    assert [p.source for p in tray.attachments()] == ["camera.jpg", "shot.png"]
    assert all(not w.isVisible() for w in tray.findChildren(QFrame, "attachmentBusy"))


def test_a_clipboard_bitmap_is_attached_as_png(qtbot: Any, tray: AttachmentTray) -> None:
    bitmap = QImage(320, 200, QImage.Format.Format_RGB32)
    bitmap.fill(QColor(20, 120, 220))
    mime = QMimeData()
    mime.setImageData(bitmap)
    assert mime_has_images(mime)

    assert run(qtbot, tray.add_from_mime(mime)) == 1
    [pending] = tray.attachments()
    assert pending.source == "pasted image"
    assert (pending.width, pending.height) == (320, 200)
    sent = decoded(pending.data)
    assert sent.format == "PNG"  # a flat screenshot stays lossless
    assert sent.convert("RGB").getpixel((10, 10)) == (20, 120, 220)


def test_file_urls_attach_local_image_files_only(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    photo_file = jpeg_file(tmp_path / "dropped.jpg", (640, 480))
    text_file = tmp_path / "readme.txt"
    text_file.write_text("words", encoding="utf-8")
    mime = QMimeData()
    mime.setUrls(
        [
            QUrl.fromLocalFile(str(photo_file)),
            QUrl("https://example.com/cat.jpg"),  # remote: never downloaded
            QUrl.fromLocalFile(str(text_file)),
        ]
    )
    assert mime_has_images(mime)
    assert run(qtbot, tray.add_from_mime(mime)) == 1
    [pending] = tray.attachments()
    assert pending.source == "dropped.jpg" and (pending.width, pending.height) == (640, 480)

    remote_only = QMimeData()
    remote_only.setUrls([QUrl("https://example.com/cat.jpg")])
    words = QMimeData()
    words.setText("just words")
    for mime_without_images in (remote_only, words):
        assert not mime_has_images(mime_without_images)
        assert run(qtbot, tray.add_from_mime(mime_without_images)) == 0
    assert len(tray.attachments()) == 1


def test_raw_encoded_image_bytes_are_attached_as_offered(qtbot: Any, tray: AttachmentTray) -> None:
    mime = QMimeData()
    mime.setData("image/jpeg", encode(photo(600, 400), "JPEG", quality=80))
    assert mime_has_images(mime) and not mime.hasImage()
    assert run(qtbot, tray.add_from_mime(mime)) == 1
    [pending] = tray.attachments()
    assert pending.source == "pasted jpeg" and pending.mime == "image/jpeg"
    assert (pending.width, pending.height) == (600, 400)


def test_vision_warning_follows_the_model_and_the_images(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    warning = child(tray, QLabel, "visionWarning")
    tray.set_model_supports_vision(False)
    assert warning.isHidden()  # no images: nothing to warn about
    run(qtbot, tray.add_files([jpeg_file(tmp_path / "p.jpg", (400, 300))]))
    assert warning.isVisible() and "may not accept images" in warning.text()
    tray.set_model_supports_vision(None)  # unknown model: no warning
    assert warning.isHidden()
    tray.set_model_supports_vision(False)
    assert warning.isVisible()
    tray.set_model_supports_vision(True)
    assert warning.isHidden()
    tray.set_model_supports_vision(False)
    tray.clear()
    assert warning.isHidden() and tray.isHidden()


def test_quick_prompts_show_with_images_and_emit_their_text(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    assert [b.text() for b in tray.quick_buttons] == [
        "Describe this image.",
        "Extract the text.",
        "What is unusual here?",
    ]
    tray.set_quick_prompts(["Read the sign.", "Count the birds."])
    assert all(b.isHidden() for b in tray.quick_buttons)
    run(qtbot, tray.add_files([jpeg_file(tmp_path / "p.jpg", (400, 300))]))
    assert [b.text() for b in tray.quick_buttons] == ["Read the sign.", "Count the birds."]
    assert all(b.isVisible() for b in tray.quick_buttons)
    with qtbot.waitSignal(tray.quickPrompt, timeout=2000) as emitted:
        qtbot.mouseClick(tray.quick_buttons[1], Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert emitted.args == ["Count the birds."]


def test_resize_policy_applies_to_images_added_afterwards(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    big = jpeg_file(tmp_path / "big.jpg")
    tray.set_policy(ResizePolicy.FIT_768)
    run(qtbot, tray.add_files([big]))
    tray.set_policy(ResizePolicy.ORIGINAL)
    run(qtbot, tray.add_files([big]))
    sizes = [(p.width, p.height) for p in tray.attachments()]
    assert sizes == [(768, 512), (3000, 2000)]


def test_an_animated_gif_is_noted(qtbot: Any, tray: AttachmentTray, tmp_path: Path) -> None:
    frames = [Image.new("RGB", (64, 64), c) for c in ("red", "green", "blue")]
    gif = tmp_path / "spin.gif"
    frames[0].save(gif, save_all=True, append_images=frames[1:], duration=100, loop=0)
    with qtbot.waitSignal(tray.notice, timeout=15_000) as notice:
        run(qtbot, tray.add_files([gif]))
    assert "spin.gif" in notice.args[0] and "first frame" in notice.args[0]
    assert "only its first frame is sent" in item_of(tray).toolTip()


def test_clicking_a_thumbnail_asks_to_preview_the_bytes_as_sent(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    run(qtbot, tray.add_files([jpeg_file(tmp_path / "p.jpg", (1600, 1200))]))
    thumb = child(item_of(tray), QToolButton, "attachmentThumbnail")
    with qtbot.waitSignal(tray.previewRequested, timeout=2000) as preview:
        qtbot.mouseClick(thumb, Qt.MouseButton.LeftButton)
    assert preview.args == [tray.attachments()[0].data]


def test_image_viewer_fits_shows_full_size_and_closes_on_escape(qtbot: Any) -> None:
    data = encode(photo(1800, 1200), "JPEG", quality=85)
    viewer = ImageViewer(data, "As it will be sent")
    qtbot.addWidget(viewer)
    with qtbot.waitActive(viewer):  # shortcuts need the active window
        viewer.show()
        viewer.activateWindow()
    room = viewer.scroll_area.viewport().size()
    fitted = viewer.image.pixmap().size()
    assert fitted.width() <= room.width() and fitted.height() <= room.height()
    assert max(fitted.width() / room.width(), fitted.height() / room.height()) > 0.98
    assert "1800×1200" in viewer.info.text()

    viewer.fit.setChecked(False)  # 1:1, scrollable
    assert viewer.image.pixmap().size().toTuple() == (1800, 1200)
    assert viewer.scroll_area.horizontalScrollBar().maximum() > 0
    qtbot.keyClick(viewer, Qt.Key.Key_F)  # F toggles fit
    assert viewer.fit.isChecked()

    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible() and viewer.result() == ImageViewer.DialogCode.Rejected


def test_image_viewer_does_not_enlarge_a_small_image(qtbot: Any) -> None:
    viewer = ImageViewer(encode(screenshot(200, 120), "PNG"), "small")
    qtbot.addWidget(viewer)
    with qtbot.waitExposed(viewer):
        viewer.show()
    assert viewer.image.pixmap().size().toTuple() == (200, 120)
    broken = ImageViewer(b"not an image", "broken")
    qtbot.addWidget(broken)
    assert "could not be shown" in broken.info.text()


def test_screenshot_of_a_tray_with_two_images(
    qtbot: Any, tray: AttachmentTray, tmp_path: Path
) -> None:
    run(qtbot, tray.add_files([jpeg_file(tmp_path / "holiday.jpg")]))
    run(qtbot, tray.add_image_bytes(encode(screenshot(), "PNG"), "pasted image"))
    tray.set_model_supports_vision(False)
    tray.set_input_price(2.5)
    qtbot.waitUntil(
        lambda: [i.isVisible() for i in tray.findChildren(AttachmentItem)] == [True, True],
        timeout=5000,
    )
    shot = tray.window().grab()
    assert not shot.isNull()
    # ATTACHMENTS_SHOT=/tmp/attachments.png keeps the picture for a human to look at.
    target = os.environ.get("ATTACHMENTS_SHOT") or str(tmp_path / "attachments.png")
    assert shot.save(target)


def test_creating_the_tray_does_not_import_pillow() -> None:
    # Pillow costs ~25 ms before the first paint; the tray exists from start-up.
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from app.ui.composer.attachment_tray import AttachmentTray\n"
        "tray = AttachmentTray()\n"
        "tray.set_input_price(1.0); tray.set_model_supports_vision(False)\n"
        "print(sorted(m for m in ('PIL', 'app.media') if m in sys.modules))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
