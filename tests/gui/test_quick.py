"""The quick window, as a person uses it: opened from the File menu (or Ctrl+Shift+Space, or
``cometdesk quick`` through the running instance), one line typed and Enter, the answer
streaming below; "Open in Comet Desk" takes the exchange into the main window; Esc hides it.
The clipboard's image is offered, and capture is one click away."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from app.ui.shell.single_instance import InstanceServer, ask_running_instance
from tests.gui.test_capture import _overlay, _overlay_gone, _patterned
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar

pytestmark = pytest.mark.usefixtures("qasync_loop")

ANSWER = "Paris is the capital of France."


def _quick_window(qtbot: Any) -> Any:
    found: list[QWidget] = []

    def shown() -> bool:
        found[:] = [
            w
            for w in QApplication.topLevelWidgets()
            if w.objectName() == "quickWindow" and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(shown, timeout=5000)
    quick = found[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is quick.field, timeout=5000)
    return quick


def _quick_hidden() -> bool:
    return not any(
        w.objectName() == "quickWindow" and w.isVisible() for w in QApplication.topLevelWidgets()
    )


def _ready(qtbot: Any, data_dir: Path, fake_server: Any) -> tuple[Any, Any]:
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    activate_window_of(qtbot, window)
    return window, controller


def _run(qtbot: Any, coro: Any) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=10_000)
    return task.result()


def _shown_text(quick: Any) -> str:
    return "\n".join(m.text for m in quick.transcript.shown_messages)


def test_ask_from_the_menu_then_open_the_exchange_in_the_window(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text=ANSWER, chunk_size=4))
    window, controller = _ready(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    assert quick.accessibleName() == "Quick ask"
    assert quick.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
    assert quick.model_label.text() == "gpt-4o-mini"
    assert not quick.transcript.isVisible()  # nothing asked yet: just the line

    qtbot.keyClicks(quick.field, "What is the capital of France?")
    with qtbot.waitSignal(controller.quick.presenter.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(quick.field, Qt.Key.Key_Return)
    assert finished.args[0].status == "complete"
    qtbot.waitUntil(lambda: ANSWER in _shown_text(quick), timeout=5000)
    assert quick.field.text() == ""  # the question is stored: the line is free again
    (request,) = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    assert request.body["model"] == "gpt-4o-mini"
    assert request.body["messages"][-1]["content"] == "What is the capital of France?"

    # A conversation like any other: stored, listed in the sidebar.
    conversation_id = controller.quick.presenter.conversation_id
    assert conversation_id is not None
    stored = _run(qtbot, controller.repo.get_conversation(conversation_id))
    assert stored.title.startswith("What is the capital")
    qtbot.waitUntil(lambda: conversation_id in window.sidebar.conversation_ids(), timeout=5000)

    # The keyboard reaches "Open in Comet Desk", and Enter on it moves the exchange.
    for _ in range(8):
        if QApplication.focusWidget() is quick.open_button:
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is quick.open_button
    with qtbot.waitSignal(controller.conversationOpened, timeout=10_000):
        QTest.keyClick(quick.open_button, Qt.Key.Key_Return)
    assert _quick_hidden()
    assert controller.conversation_id == conversation_id
    shown = [m.text for m in window.transcript.shown_messages]
    assert shown == ["What is the capital of France?", ANSWER]
    _close(qtbot, controller)


def test_esc_hides_and_the_next_question_is_a_new_conversation(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="First answer."), Reply(text="Second answer."))
    window, controller = _ready(qtbot, data_dir, fake_server)
    qtbot.keyClick(
        window.composer,
        Qt.Key.Key_Space,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    quick = _quick_window(qtbot)
    qtbot.keyClicks(quick.field, "One")
    with qtbot.waitSignal(controller.quick.presenter.replyFinished, timeout=15_000):
        qtbot.keyClick(quick.field, Qt.Key.Key_Return)
    first = controller.quick.presenter.conversation_id
    QTest.keyClick(quick.field, Qt.Key.Key_Escape)
    qtbot.waitUntil(_quick_hidden, timeout=5000)

    # The person goes back to the window and asks again from the menu. (Offscreen, a window
    # shown again while the app has no active window is not activated: no window manager.)
    activate_window_of(qtbot, window)
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    assert not quick.transcript.isVisible() and quick.field.text() == ""
    qtbot.keyClicks(quick.field, "Two")
    with qtbot.waitSignal(controller.quick.presenter.replyFinished, timeout=15_000):
        qtbot.mouseClick(quick.send_button, Qt.MouseButton.LeftButton)
    second = controller.quick.presenter.conversation_id
    assert first is not None and second is not None and first != second
    titles = [c.title for c in _run(qtbot, controller.repo.list_conversations())]
    assert "One" in titles and "Two" in titles
    _close(qtbot, controller)


def test_the_copied_image_is_offered_and_goes_with_the_question(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="A red square."))
    window, controller = _ready(qtbot, data_dir, fake_server)
    image = QImage(64, 48, QImage.Format.Format_RGB32)
    image.fill(QColor("red"))
    QGuiApplication.clipboard().setImage(image)
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    offer = quick.clipboard_button
    assert offer.isVisible() and offer.accessibleName() == "Attach the copied image"
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    tray = quick.tray
    qtbot.waitUntil(lambda: len(tray.attachments()) == 1 and not tray.is_busy(), timeout=10_000)
    assert not offer.isVisible()
    assert "tokens" in tray.summary.text()  # its size and cost shown, as in the composer

    qtbot.keyClicks(quick.field, "What is this?")
    with qtbot.waitSignal(controller.quick.presenter.replyFinished, timeout=15_000):
        qtbot.keyClick(quick.field, Qt.Key.Key_Return)
    (request,) = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    parts = request.body["messages"][-1]["content"]
    kinds = [p["type"] for p in parts]
    assert kinds == ["text", "image_url"] or kinds == ["image_url", "text"]
    assert not tray.attachments()  # sent: the tray is empty for the next question
    _close(qtbot, controller)


def test_capture_from_the_quick_window_attaches_there(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _ready(qtbot, data_dir, fake_server)
    controller.capture.grab = _patterned
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    assert quick.capture_button.accessibleName() == "Capture a region of the screen"
    qtbot.mouseClick(quick.capture_button, Qt.MouseButton.LeftButton)
    overlay = _overlay(qtbot)
    assert _quick_hidden()  # not in the picture it freezes
    start, end = QPoint(100, 80), QPoint(200, 155)
    QTest.mousePress(overlay, Qt.MouseButton.LeftButton, pos=start)
    QTest.mouseMove(overlay, end)
    QTest.mouseRelease(overlay, Qt.MouseButton.LeftButton, pos=end)
    qtbot.waitUntil(_overlay_gone, timeout=5000)
    quick = _quick_window(qtbot)  # back, with the region attached
    tray = quick.tray
    qtbot.waitUntil(lambda: len(tray.attachments()) == 1 and not tray.is_busy(), timeout=10_000)
    assert window.attachment_tray.attachments() == []  # not the main composer's
    _close(qtbot, controller)


def test_without_a_model_it_says_so_and_keeps_the_question(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("")
    activate_window_of(qtbot, window)
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    qtbot.keyClicks(quick.field, "Hello?")
    qtbot.keyClick(quick.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: quick.problem.isVisible(), timeout=5000)
    assert quick.problem.text() == "Choose a model in Comet Desk first."
    assert quick.field.text() == "Hello?"
    assert not [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    _close(qtbot, controller)


def test_a_later_start_hands_its_command_to_the_running_instance(
    qtbot: Any, tmp_path: Path
) -> None:
    """The single-instance channel carries a word: "quick", "capture", "new"; a word it
    does not know (another version's) still brings the window forward."""
    server = InstanceServer(tmp_path)
    assert server.address is not None, server.problem
    heard: list[str] = []
    server.requested.connect(heard.append)
    for word in ("quick", "capture", "new"):
        assert ask_running_instance(tmp_path, word)
        qtbot.waitUntil(lambda w=word: heard[-1:] == [w], timeout=5000)
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(server.address)
    assert socket.waitForConnected(2000)
    socket.write(b"dance\n")
    socket.waitForBytesWritten(2000)
    qtbot.waitUntil(lambda: heard[-1:] == ["show"], timeout=5000)
    socket.disconnectFromServer()
    server.deleteLater()


def test_the_quick_window_is_loaded_only_when_first_opened() -> None:
    """Start-up memory is measured: the window's modules do not bring the quick window in."""
    import subprocess
    import sys

    code = (
        "import sys, app.ui.shell.controller; "
        "print('app.ui.quick.presenter' in sys.modules, 'app.ui.quick.window' in sys.modules)"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.split() == ["False", "False"]
