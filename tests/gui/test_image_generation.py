"""Image models, end to end: choosing gpt-image-1 turns the composer into its image mode
(size, quality, count); sending asks /v1/images/generations and the pictures show in the
transcript, open in the image viewer and stay stored; a refused prompt is one sentence on
the reply; dall-e-2 edits an attached image through /v1/images/edits."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QLabel, QSpinBox, QToolButton

from app.ui.common.image_viewer import ImageViewer
from tests.gui.test_main_window import _close, _open
from tests.gui.test_token_probabilities import _reply_widget
from tests.support import fake_images
from tests.support.fake_server import DEFAULT_MODELS, FakeOpenAIServer
from tests.support.gui_actions import drop_files

pytestmark = pytest.mark.usefixtures("qasync_loop")


@pytest.fixture
def fake_server() -> Iterator[FakeOpenAIServer]:
    """The loopback server, serving the image models too (as CometAPI lists them)."""
    with FakeOpenAIServer(models=[*DEFAULT_MODELS, "gpt-image-1", "dall-e-2"]) as server:
        yield server


def _choose_model(qtbot: Any, window: Any, model: str) -> None:
    """Type the model into the picker as a person does (click, select all, type, Enter)."""
    picker = window.parameter_panel.model_picker
    qtbot.waitUntil(lambda: picker.count() > 3, timeout=10_000)
    editor = picker.lineEdit()
    qtbot.mouseClick(editor, Qt.MouseButton.LeftButton)
    qtbot.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(editor, model)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def _bar(window: Any) -> Any:
    return window.findChild(QComboBox, "imageSizePicker")


def choose_image_options(qtbot: Any, window: Any, size: str, quality: str, count: int) -> None:
    """The image options bar from the keyboard: Down through the size and quality pickers
    to ``size`` ("1536x1024") and ``quality``, then the number of images typed in."""
    size_picker = window.findChild(QComboBox, "imageSizePicker")
    size_picker.setFocus()
    while size_picker.currentData() != size:
        qtbot.keyClick(size_picker, Qt.Key.Key_Down)
    quality_picker = window.findChild(QComboBox, "imageQualityPicker")
    quality_picker.setFocus()
    while quality_picker.currentData() != quality:
        qtbot.keyClick(quality_picker, Qt.Key.Key_Down)
    count_field = window.findChild(QSpinBox, "imageCountInput").lineEdit()
    qtbot.mouseClick(count_field, Qt.MouseButton.LeftButton)
    qtbot.keyClick(count_field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(count_field, str(count))


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def test_generate_images_view_them_and_see_a_refusal(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window, "gpt-image-1")
    qtbot.waitUntil(lambda: _bar(window) is not None and _bar(window).isVisible(), timeout=5000)
    size = _bar(window)
    count = window.findChild(QSpinBox, "imageCountInput")
    assert size.accessibleName() == "Image size" and count.accessibleName() == "Number of images"
    choose_image_options(qtbot, window, "1536x1024", "high", 2)

    reply = _send(qtbot, window, controller, "A lighthouse at dusk")
    assert reply.status == "complete" and len(reply.images) == 2
    request = fake_server.wait_for_path(fake_images.GENERATIONS)
    assert request.body == {
        "model": "gpt-image-1",
        "prompt": "A lighthouse at dusk",
        "n": 2,
        "size": "1536x1024",
        "quality": "high",
    }
    assert not [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert reply.usage is not None and reply.usage.completion_tokens == 4160
    # The catalog prices gpt-image-1's tokens ($4 in, $32 out per 1M): the cost shows.
    stats = _reply_widget(qtbot, window, reply.id).findChild(QLabel, "replyStats")
    qtbot.waitUntil(lambda: "$0.13" in stats.text(), timeout=5000)

    # The pictures are in the transcript; one opens full size in the viewer.
    buttons = [
        b
        for b in window.transcript.findChildren(QToolButton, "thumbnailButton")
        if b.parent().objectName() == "replyImages"
    ]
    assert len(buttons) == 2
    assert buttons[0].accessibleName() == "Image 1 of 2: open full size"
    qtbot.waitUntil(lambda: all(not b.icon().isNull() for b in buttons), timeout=5000)
    window.transcript.ensureWidgetVisible(buttons[1])
    qtbot.mouseClick(buttons[1], Qt.MouseButton.LeftButton)
    viewer: Any = None

    def opened() -> bool:
        nonlocal viewer
        viewer = next((d for d in window.findChildren(ImageViewer) if d.isVisible()), None)
        return viewer is not None

    qtbot.waitUntil(opened, timeout=5000)
    assert viewer.info.text().startswith("64×64 pixels")
    # Save as…: the picture's own bytes land in the chosen file.
    target = tmp_path / "lighthouse.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(viewer.save_button, Qt.MouseButton.LeftButton)
    assert viewer.save_button.accessibleName() == "Save the image as a file"
    qtbot.waitUntil(target.exists, timeout=5000)
    with Image.open(target) as saved:
        assert saved.size == (64, 64)
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not viewer.isVisible(), timeout=5000)

    # A refused prompt: the reply fails with the server's one sentence; nothing is lost.
    refused = _send(qtbot, window, controller, "Something forbidden")
    assert refused.status == "error"
    assert refused.error is not None and "safety system" in refused.error

    # Reopened, the pictures are still there (stored in the blob store).
    conv_id = controller.conversation_id
    controller.new_chat()
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conv_id)
    again = [
        b
        for b in window.transcript.findChildren(QToolButton, "thumbnailButton")
        if b.parent().objectName() == "replyImages"
    ]
    assert len(again) == 2

    # Back to a chat model: the composer leaves its image mode.
    _choose_model(qtbot, window, "gpt-4o-mini")
    qtbot.waitUntil(lambda: not _bar(window).isVisible(), timeout=5000)
    _close(qtbot, controller)


def test_dall_e_2_edits_an_attached_image(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window, "dall-e-2")
    qtbot.waitUntil(lambda: _bar(window) is not None and _bar(window).isVisible(), timeout=5000)
    assert not window.findChild(QComboBox, "imageQualityPicker").isEnabled()  # one quality
    photo = tmp_path / "cat.png"
    Image.new("RGB", (256, 256), (10, 20, 30)).save(photo)
    assert drop_files(window.composer.viewport(), [photo])
    tray = window.attachment_tray
    qtbot.waitUntil(lambda: len(tray.attachments()) == 1 and not tray.is_busy(), timeout=10_000)

    reply = _send(qtbot, window, controller, "Add a hat")
    assert reply.status == "complete" and len(reply.images) == 1
    request = fake_server.wait_for_path(fake_images.EDITS)
    fields, image = fake_images.multipart_fields(request.headers["content-type"], request.raw_body)
    assert fields["model"] == "dall-e-2" and fields["prompt"] == "Add a hat"
    assert fields["response_format"] == "b64_json"
    assert image.startswith(b"\x89PNG") or image.startswith(b"\xff\xd8")
    assert reply.text.startswith("edited an image of")
    _close(qtbot, controller)


def test_image_and_hosted_tool_views_load_only_with_a_reply_that_needs_them() -> None:
    """The images client, a reply's picture strip and the code interpreter's sections and
    file saver are not loaded with the window: most replies have none of them."""
    lazy = (
        "app.api.images",
        "app.api.containers",
        "app.ui.transcript.reply_media",
        "app.ui.transcript.hosted_sections",
        "app.ui.transcript.file_saver",
    )
    code = (
        "import sys, app.ui.shell.controller, app.ui.transcript.message_widget; "
        f"print(sorted(m for m in {lazy!r} if m in sys.modules))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"
