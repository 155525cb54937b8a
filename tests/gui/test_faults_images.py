"""Issue 13, "the window that froze or broke": images pasted as encoded bytes from the real
clipboard (Ctrl+V in the composer). A decompression bomb (a PNG or JPEG header declaring
30000×30000 pixels) used to be dropped silently, and a 49 MB JPEG was re-encoded to PNG on
the GUI thread, then refused for a size the user never had. Now: each refusal is said in
the status bar about the user's own file, a JPEG under the limit is attached in its own
encoding from a worker thread, and the window keeps answering throughout."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt

from app.media import ImageError, process_image
from app.media._decode import MAX_FILE_BYTES, declared_size
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.hostile import LoopTurns, jpeg_of_size, png_bomb, press_paste, put_on_clipboard
from tests.support.media_images import encode, photo

# Turns of the event loop while a 49 MB JPEG is read: more than a blocked loop makes.
ANSWERING = 10
MB = 1024 * 1024
BOMB_SENTENCE = (
    "The image has too many pixels to open safely: 30,000 × 30,000 pixels "
    "(900 megapixels); the limit is 89 megapixels."
)
RAW = ("Error", "error:", "Traceback", "PIL", "Decompression", "went wrong")


def jpeg_bomb(side: int = 30_000) -> bytes:
    """A real small JPEG whose frame header (SOF0) is patched to declare side×side."""
    data = bytearray(encode(photo(64, 48), "JPEG", quality=80))
    sof = data.index(b"\xff\xc0")
    # FFC0, length (2), precision (1), height (2), width (2)
    data[sof + 5 : sof + 9] = side.to_bytes(2, "big") + side.to_bytes(2, "big")
    return bytes(data)


@pytest.fixture(scope="module")
def big_jpeg() -> bytes:
    """A real photo-sized JPEG of 48-49 MB: under the 50 MB limit."""
    return jpeg_of_size(48 * MB, 49 * MB)


def _paste(
    qtbot: Any, window: Any, mime: str, data: bytes, expect: str | None = None
) -> tuple[int, list[str]]:
    """Put the bytes on the clipboard, press Ctrl+V in the composer, wait until the tray
    has finished with them (and the status bar has shown ``expect``). Returns how many
    turns the event loop made meanwhile (the window kept answering) and what the status bar
    showed."""
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    put_on_clipboard(mime, data)
    turns = LoopTurns().start()
    tray = window.attachment_tray
    press_paste(qtbot, window.composer)
    if expect is None:
        qtbot.waitUntil(lambda: bool(tray.attachments()), timeout=60_000)
    else:
        qtbot.waitUntil(lambda: expect in shown, timeout=60_000)
    qtbot.waitUntil(lambda: not tray.is_busy(), timeout=60_000)
    count = turns.stop()
    window.statusBar().messageChanged.disconnect(shown.append)
    return count, shown


@pytest.mark.usefixtures("qasync_loop")
@pytest.mark.parametrize(
    ("mime", "bomb"), [("image/png", png_bomb()), ("image/jpeg", jpeg_bomb())], ids=["png", "jpeg"]
)
def test_a_pasted_decompression_bomb_is_refused_with_its_own_size(
    qtbot: Any, data_dir: Path, fake_server: Any, mime: str, bomb: bytes
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    _turns, shown = _paste(qtbot, window, mime, bomb, expect=BOMB_SENTENCE)
    assert not any(raw in m for m in shown for raw in RAW), shown
    assert window.statusBar().currentMessage() == BOMB_SENTENCE
    assert not window.attachment_tray.attachments() and not window.attachment_tray.isVisible()
    assert window.composer.toPlainText() == ""  # not pasted as text either
    assert not [r for r in fake_server.requests if r.method == "POST"]
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_a_pasted_49_mb_jpeg_is_attached_as_the_jpeg_it_is_and_sent(
    qtbot: Any, data_dir: Path, fake_server: Any, big_jpeg: bytes
) -> None:
    fake_server.enqueue(Reply(text="A very noisy picture."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    turns, shown = _paste(qtbot, window, "image/jpeg", big_jpeg)
    assert turns > ANSWERING, "the window did not answer while it read the image"
    assert not any("limit" in m or any(raw in m for raw in RAW) for m in shown), shown
    tray = window.attachment_tray
    [pending] = tray.attachments()
    side = Image.open(io.BytesIO(big_jpeg)).size[0]
    assert pending.image.original_format == "JPEG"  # decoded from the bytes as pasted
    assert (pending.image.original_width, pending.image.original_height) == (side, side)
    assert pending.image.mime == "image/jpeg" and len(pending.image.data) < 5 * MB
    [item] = tray.items()
    assert f"from {side}×{side}" in item.toolTip()

    qtbot.keyClicks(window.composer, "What is this?")
    with qtbot.waitSignal(controller.replyFinished, timeout=30_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    content = [r.body for r in fake_server.requests if r.method == "POST"][-1]["messages"][-1]
    url = content["content"][1]["image_url"]["url"]
    assert url.startswith("data:image/jpeg;base64,")
    sent = Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))
    assert sent.format == "JPEG" and max(sent.size) <= 2048
    _close(qtbot, controller)


@pytest.mark.usefixtures("qasync_loop")
def test_a_pasted_jpeg_over_the_limit_is_refused_with_the_size_of_the_users_file(
    qtbot: Any, data_dir: Path, fake_server: Any, big_jpeg: bytes
) -> None:
    over = big_jpeg + b"\0" * (MAX_FILE_BYTES + MB // 2 - len(big_jpeg))  # after the EOI
    window, controller = _open(qtbot, data_dir, fake_server)
    sentence = f"The image file is {len(over) / MB:.1f} MB; the limit is 50.0 MB."
    assert sentence == "The image file is 50.5 MB; the limit is 50.0 MB."
    _turns, shown = _paste(qtbot, window, "image/jpeg", over, expect=sentence)
    assert "limit" not in " ".join(m for m in shown if m != sentence)  # said once, plainly
    assert window.statusBar().currentMessage() == sentence
    assert not window.attachment_tray.attachments()
    _close(qtbot, controller)


def test_the_refusal_names_the_size_any_bomb_header_declares() -> None:
    """Pillow refuses a bomb before saying its size; the sentence still has it, read from
    the header by the format's own plugin, for every format we accept."""
    assert declared_size(png_bomb()) == (30_000, 30_000)
    assert declared_size(jpeg_bomb()) == (30_000, 30_000)
    assert declared_size(b"not an image at all") is None
    assert declared_size(png_bomb()[:20]) is None  # a header cut short: no size, no crash
    for bomb in (png_bomb(), jpeg_bomb()):
        with pytest.raises(ImageError) as caught:
            process_image(bomb)
        assert caught.value.message == BOMB_SENTENCE
