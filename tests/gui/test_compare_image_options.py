"""Image models in compare mode: a column on gpt-image-1 (the parameters panel on a chat
model) brings the composer's image options bar, named for that column's model; its size,
quality and count go with that column's request to /v1/images/generations while the other
column chats as usual. Back on chat models only, the bar goes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel

from tests.gui.test_compare_audio import type_model
from tests.gui.test_image_generation import choose_image_options
from tests.gui.test_main_window import _close, _open
from tests.support import fake_images
from tests.support.fake_server import DEFAULT_MODELS, FakeOpenAIServer, Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


@pytest.fixture
def fake_server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer(models=[*DEFAULT_MODELS, "gpt-image-1"]) as server:
        yield server


def test_a_compare_column_on_an_image_model_takes_the_image_options(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    qtbot.waitUntil(lambda: panel.model_picker.count() > 3, timeout=10_000)
    type_model(qtbot, panel.model_picker, "gpt-4o-mini")
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    first, second = window.compare_view.columns
    type_model(qtbot, first.model_picker, "gpt-4o-mini")
    assert window.findChild(QComboBox, "imageSizePicker") is None  # no image model yet
    type_model(qtbot, second.model_picker, "gpt-image-1")
    size = None

    def bar_shown() -> bool:
        nonlocal size
        size = window.findChild(QComboBox, "imageSizePicker")
        return size is not None and size.isVisible()

    qtbot.waitUntil(bar_shown, timeout=5000)
    title = window.findChild(QLabel, "imageModeLabel")
    assert title.text() == "Image options for gpt-image-1"
    choose_image_options(qtbot, window, "1024x1536", "low", 2)

    fake_server.enqueue(Reply(text="A lighthouse stands on a rock."))
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.composer, "A lighthouse at dusk")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    request = fake_server.wait_for_path(fake_images.GENERATIONS)
    assert request.body == {
        "model": "gpt-image-1",
        "prompt": "A lighthouse at dusk",
        "n": 2,
        "size": "1024x1536",
        "quality": "low",
    }
    (chat,) = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert chat.body["model"] == "gpt-4o-mini"

    # Both columns on chat models: the bar goes; compare off, the panel's model decides.
    type_model(qtbot, second.model_picker, "gpt-4o")
    qtbot.waitUntil(lambda: not size.isVisible(), timeout=5000)
    type_model(qtbot, second.model_picker, "gpt-image-1")
    qtbot.waitUntil(size.isVisible, timeout=5000)
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not size.isVisible(), timeout=5000)
    _close(qtbot, controller)
