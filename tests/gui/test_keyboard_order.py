"""Tab goes through the window as a person reads it: the sidebar, the header, the
conversation message by message (each message's text, a failed reply's card buttons, then
its action buttons), the composer and its buttons, the inspector; Shift+Tab goes back the
same way. The order holds for messages that arrive later, and Shift+Esc comes back to the
composer from anywhere."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.ui.shell.shortcut_sheet import ShortcutSheet
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

TAB, BACKTAB = Qt.Key.Key_Tab, Qt.Key.Key_Backtab


def _send(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def _start(qtbot: Any, data_dir: Path, fake_server: Any) -> tuple[Any, Any]:
    """The window, active, after an answered question and a question whose reply failed."""
    fake_server.enqueue(Reply(text="A **first** reply."), Reply.error(400, "Bad request"))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.mouseClick(window.composer.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=5000)
    _send(qtbot, window, controller, "one")
    failed = _send(qtbot, window, controller, "two")
    assert failed.status == "error"
    widget = window.transcript.widget_of(failed.id)
    # Shown as a person sees it: the card and the actions under the failed reply.
    qtbot.waitUntil(
        lambda: (
            widget.error_card is not None
            and widget.error_card.isVisible()
            and widget.bar is not None
            and widget.bar.isVisible()
        ),
        timeout=5000,
    )
    return window, controller


def _press(qtbot: Any, key: Qt.Key) -> QWidget:
    """Press a key where the focus is, as a person does; the widget that has the focus after."""
    before = QApplication.focusWidget()
    qtbot.keyClick(before, key)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not before, timeout=3000)
    return QApplication.focusWidget()


def _walk(qtbot: Any, key: Qt.Key, until: QWidget, limit: int = 80) -> list[QWidget]:
    """Press ``key`` until ``until`` has the focus; every widget the focus went to."""
    seen = []
    while not seen or seen[-1] is not until:
        seen.append(_press(qtbot, key))
        assert len(seen) < limit, [w.objectName() or type(w).__name__ for w in seen]
    return seen


def _names(widgets: list[QWidget]) -> list[str]:
    return [w.objectName() or type(w).__name__ for w in widgets]


def _message_stops(window: Any) -> list[list[QWidget]]:
    """What Tab should stop on in each message, in the order a person reads it: its text
    (if it has any), its failed reply's card buttons, its action buttons (as laid out, left
    to right)."""
    stops = []
    for message in window.transcript.shown_messages:
        widget = window.transcript.widget_of(message.id)
        own: list[QWidget] = [b for b in widget.body.browsers() if b.toPlainText()]
        if widget.error_card is not None:
            own.append(widget.error_card.retry_button)
        bar = widget.bar
        buttons = [bar.layout().itemAt(n).widget() for n in range(bar.layout().count())]
        own += [b for b in buttons if b is not None and b.focusPolicy() & Qt.FocusPolicy.TabFocus]
        stops.append(own)
    return stops


def test_tab_reads_the_window_in_order_and_back(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _start(qtbot, data_dir, fake_server)
    header = window.header
    # From the search field down the sidebar, the header, the conversation, to the composer.
    qtbot.mouseClick(window.sidebar.search_field, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.sidebar.search_field.hasFocus, timeout=3000)
    forward = _walk(qtbot, TAB, window.composer)
    sidebar = [window.sidebar.list, window.settings_button]
    head = [header.sidebar_button, header.compare_button, header.inspector_button]
    messages = _message_stops(window)
    assert len(messages) == 4 and all(messages)
    expected = [
        *sidebar,
        *head,
        window.transcript,
        *(w for stops in messages for w in stops),
        window.composer,
    ]
    assert _names(forward) == _names(expected) and forward == expected
    # Every message's actions are reached, More last; the failed reply's card before them.
    names = [_names(stops) for stops in messages]
    assert all(n[-1] == "action_more" for n in names), names
    assert all("action_copy" in n for n in names[:3]), names
    assert names[-1] == ["errorRetryButton", "action_more"]  # the failed reply has no text

    # On from the composer: Send, the composer's buttons, then the inspector.
    after = [_press(qtbot, TAB) for _ in range(6)]
    frame = window.composer_frame
    assert after == [
        frame.send_button,
        frame.attach_button,
        frame.capture_button,
        frame.dictate_button,
        frame.model_chip,
        window.parameter_panel.preset_button,
    ]

    # Shift+Tab goes back the same way.
    back = _walk(qtbot, BACKTAB, window.sidebar.list)
    assert back == [*reversed(after[:-1]), *reversed(expected)]
    _close(qtbot, controller)


def test_messages_that_arrive_later_take_their_place_in_the_order(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _start(qtbot, data_dir, fake_server)
    fake_server.enqueue(Reply(text="A later reply, in words.", chunk_size=4, delay_per_chunk=0.01))
    qtbot.mouseClick(window.composer.viewport(), Qt.MouseButton.LeftButton)
    reply = _send(qtbot, window, controller, "three")
    bar = window.transcript.widget_of(reply.id).bar
    qtbot.waitUntil(lambda: bar is not None and bar.isVisible(), timeout=5000)
    messages = _message_stops(window)
    assert len(messages) == 6
    # Back from the composer: the newest reply's actions first, its question's next.
    back = [_press(qtbot, BACKTAB) for _ in range(len(messages[-1]) + len(messages[-2]))]
    assert back == [*reversed(messages[-1]), *reversed(messages[-2])]
    assert back[0].objectName() == "action_more"
    _close(qtbot, controller)


def test_shift_escape_comes_back_to_the_composer(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _start(qtbot, data_dir, fake_server)
    shift = Qt.KeyboardModifier.ShiftModifier
    panel = window.parameter_panel
    bar = window.sidebar
    empty = bar.list.viewport().rect().bottomLeft() + QPoint(20, -10)  # under the rows
    places = [
        (panel.temperature_input, panel.temperature_input, QPoint(10, 10)),
        (bar.list, bar.list.viewport(), empty),
        (bar.search_field, bar.search_field, QPoint(10, 10)),
    ]
    for place, where, point in places:
        qtbot.mouseClick(where, Qt.MouseButton.LeftButton, pos=point)
        qtbot.waitUntil(lambda p=place: QApplication.focusWidget() is p, timeout=3000)
        qtbot.keyClick(place, Qt.Key.Key_Escape, shift)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)
    # From a message's action button too, and the shortcut sheet lists it.
    qtbot.keyClick(window.composer, BACKTAB)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not window.composer, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape, shift)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.composer, timeout=3000)
    qtbot.keyClick(window.composer, Qt.Key.Key_Slash, Qt.KeyboardModifier.ControlModifier)
    sheet = window.findChild(ShortcutSheet, "shortcutSheet")
    assert sheet is not None and sheet.isVisible()
    assert "Shift+Esc" in sheet.text.text() and "message box" in sheet.text.text()
    sheet.close()
    _close(qtbot, controller)
