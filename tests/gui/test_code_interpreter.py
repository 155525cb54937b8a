"""The code interpreter, end to end: the inspector's toggle is off-limits on chat
completions (and says why), on /responses it adds the tool; the reply shows the code the
model ran (folded, as code), its output and the image it made (open in the viewer), and
the file it made, saved through the containers endpoint; all of it stays stored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFileDialog, QPushButton, QScrollArea, QToolButton

from app.ui.common.image_viewer import ImageViewer
from tests.gui.test_main_window import _close, _open
from tests.gui.test_panel_options import _choose
from tests.gui.test_token_probabilities import (
    _reply_widget,
    _request_for,
    _send,
    _show_inspector,
)
from tests.support import fake_hosted, fake_images
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

CODE = "import matplotlib.pyplot as plt\nplt.plot([1, 2], [2, 4])\nprint(sum([2, 4]))"


def test_code_interpreter_runs_and_shows_code_output_image_and_file(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any, monkeypatch: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4.1")
    _show_inspector(qtbot, window)
    box = panel.tools.code_interpreter_check
    assert not box.isEnabled()  # gpt-4.1 goes to chat completions by default
    assert "Responses API" in box.toolTip()
    _choose(qtbot, panel.advanced.endpoint_picker, "responses")
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    scroll = panel.findChild(QScrollArea, "inspectorScroll")
    scroll.ensureWidgetVisible(box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()

    fake_server.enqueue(
        Reply(
            text="The sum is 6; the plot and the data are below.",
            hosted=[fake_hosted.code_call(CODE, logs="6\n", image=fake_images.png(2, 40))],
            annotations=[fake_hosted.file_citation()],
        )
    )
    window.composer.setFocus()
    reply = _send(qtbot, window, controller, "Plot y = 2x and add up the ys")
    body = _request_for(fake_server, "Plot y = 2x").body
    assert {"type": "code_interpreter", "container": {"type": "auto"}} in body["tools"]
    assert "code_interpreter_call.outputs" in body["include"]
    assert reply.status == "complete"
    hosted = {c.name: c for c in reply.tool_calls if c.builtin}
    assert set(hosted) == {"code_interpreter", "container_file"}
    code = hosted["code_interpreter"]
    assert code.arguments == CODE
    assert len(code.images) == 1  # the data: URL became a stored image

    widget = _reply_widget(qtbot, window, reply.id)
    sections = {s.property("hosted"): s for s in widget._tool_sections.values()}
    section = sections["code_interpreter"]
    assert section.button.text() == "Code interpreter · ran"
    assert not section.content.isVisible()  # folded
    window.transcript.ensureWidgetVisible(section)
    qtbot.mouseClick(section.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(section.content.isVisible, timeout=5000)
    shown = widget.plain_text()
    assert "print(sum([2, 4]))" in shown and "Output:" in shown and "6" in shown

    # The image the code made opens in the viewer.
    thumb = section.content.findChild(QToolButton, "thumbnailButton")
    qtbot.waitUntil(lambda: not thumb.icon().isNull(), timeout=5000)
    window.transcript.ensureWidgetVisible(thumb)
    qtbot.mouseClick(thumb, Qt.MouseButton.LeftButton)
    viewer: Any = None

    def opened() -> bool:
        nonlocal viewer
        viewer = next((d for d in window.findChildren(ImageViewer) if d.isVisible()), None)
        return viewer is not None

    qtbot.waitUntil(opened, timeout=5000)
    assert viewer.info.text().startswith("40×40 pixels")
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)

    # The file it made: Save downloads it from its container.
    file_section = sections["container_file"]
    window.transcript.ensureWidgetVisible(file_section)
    qtbot.mouseClick(file_section.button, Qt.MouseButton.LeftButton)
    save = file_section.content.findChild(QPushButton, "saveContainerFileButton")
    qtbot.waitUntil(save.isVisible, timeout=5000)
    assert save.accessibleName() == "Save the file data.csv"
    target = tmp_path / "saved.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(target.exists, timeout=5000)
    assert target.read_bytes() == fake_hosted.CONTAINER_FILES[(fake_hosted.CONTAINER, "cfile_plot")]
    fetched = fake_server.wait_for_path("/v1/containers/cntr_fake0001/files/cfile_plot/content")
    assert fetched.headers["authorization"].startswith("Bearer ")

    # Reopened, the code and its picture are still there.
    conv_id = controller.conversation_id
    controller.new_chat()
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conv_id)
    again = _reply_widget(qtbot, window, reply.id)
    kinds = {s.property("hosted") for s in again._tool_sections.values()}
    assert kinds == {"code_interpreter", "container_file"}
    _close(qtbot, controller)
