"""Costs said straight, as a person meets them in the window (against the loopback server):
sending to a model far above the usual price asks first, Cancel sends nothing, Send sends,
it asks once per model per run and "Don't ask again" is kept; a usage that does not add up
and a reply without usage read as an unknown cost, never as zero, with the reason to hear;
reasoning tokens read as part of the output; gpt-image-1, served through the images API
but not listed by /models, is not called "not served" and its cost shows."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
)

from app.config import Settings, load_settings
from app.domain import ModelInfo
from app.ui.settings.dialog import SettingsDialog
from tests.gui.test_accessibility import _unnamed
from tests.gui.test_image_generation import _choose_model
from tests.gui.test_main_window import _close, _open
from tests.gui.test_token_probabilities import _reply_widget
from tests.support import fake_images
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

RESPONSES = "/v1/responses"


def _price_dialog(window: Any) -> Any:
    shown = [d for d in window.findChildren(QDialog, "priceDialog") if d.isVisible()]
    return shown[0] if shown else None


def _press_send(qtbot: Any, window: Any) -> None:
    send = window.send_button
    qtbot.waitUntil(lambda: send.isVisible() and send.isEnabled(), timeout=5000)  # not Stop
    qtbot.mouseClick(send, Qt.MouseButton.LeftButton)


def _type_and_press_send(qtbot: Any, window: Any, text: str) -> None:
    qtbot.mouseClick(window.composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(window.composer, text)
    _press_send(qtbot, window)


def _tick(qtbot: Any, box: QCheckBox) -> None:
    """Click a check box where a person clicks it: on its box and words (not the empty
    width the layout gave it)."""
    option = QStyleOptionButton()
    box.initStyleOption(option)
    where = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxClickRect, option, box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=where.center())


def _posts(server: Any) -> list[Any]:
    return [r for r in server.requests if r.method == "POST"]


def _send_unasked(qtbot: Any, window: Any, controller: Any, text: str) -> Any:
    """Send, and see the reply come without any question about the price."""
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        _type_and_press_send(qtbot, window, text)
    assert _price_dialog(window) is None
    return finished.args[0]


def test_an_expensive_model_is_confirmed_once_and_dont_ask_again_is_kept(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Deep."), Reply(text="Deeper."), key=RESPONSES)
    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window, "o1-pro")  # $120 in, $480 out per million tokens
    _type_and_press_send(qtbot, window, "Think hard")
    qtbot.waitUntil(lambda: _price_dialog(window) is not None, timeout=5000)
    dialog = _price_dialog(window)
    said = dialog.text.text()
    assert (
        "o1-pro costs $480 per million output tokens and $120 per million input tokens: "
        "a reply of 1,000 tokens costs about $0.48." in said
    )
    # No history yet: compared with a typical model.
    assert "about 48 times a typical model ($10 per million output tokens)" in said
    assert dialog.cancel_button.isDefault()  # a second Enter by habit spends nothing
    assert dialog.send_button.accessibleName() == "Send to o1-pro"

    qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _price_dialog(window) is None, timeout=5000)
    qtbot.waitUntil(window.send_button.isVisible, timeout=5000)  # Send again, not Stop
    assert _posts(fake_server) == []  # nothing was sent
    assert window.composer.toPlainText() == "Think hard"  # the message stays in the box

    with qtbot.waitSignal(controller.replyFinished, timeout=15_000):
        _press_send(qtbot, window)
        qtbot.waitUntil(lambda: _price_dialog(window) is not None, timeout=5000)
        qtbot.mouseClick(_price_dialog(window).send_button, Qt.MouseButton.LeftButton)
    assert [(r.path, r.body["model"]) for r in _posts(fake_server)] == [(RESPONSES, "o1-pro")]
    # Once per model while the app runs: the next message goes without asking.
    _send_unasked(qtbot, window, controller, "And again")
    assert len(_posts(fake_server)) == 2
    _close(qtbot, controller)

    # The next run asks again; ticked, "Don't ask again" is kept in the settings.
    fake_server.enqueue(Reply(text="Deepest."), Reply(text="Still deep."), key=RESPONSES)
    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window, "o1-pro")
    _type_and_press_send(qtbot, window, "Once more")
    qtbot.waitUntil(lambda: _price_dialog(window) is not None, timeout=5000)
    dialog = _price_dialog(window)
    assert dialog.always_check.text() == "Don't ask again for this model"
    _tick(qtbot, dialog.always_check)
    assert dialog.always_check.isChecked()
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000):
        qtbot.mouseClick(dialog.send_button, Qt.MouseButton.LeftButton)
    assert controller.services.settings.value.expensive_models_allowed == ["o1-pro"]
    _close(qtbot, controller)
    assert load_settings(data_dir).expensive_models_allowed == ["o1-pro"]

    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window, "o1-pro")
    _send_unasked(qtbot, window, controller, "No questions")
    assert len(_posts(fake_server)) == 4
    _close(qtbot, controller)


def test_the_question_is_turned_off_and_forgotten_in_settings(qtbot: Any) -> None:
    models = [ModelInfo("o1-pro", input_price=120, output_price=480)]
    settings = Settings(expensive_models_allowed=["o1-pro"])
    dialog = SettingsDialog(settings, None, models=models)
    qtbot.addWidget(dialog)
    dialog.show()
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(3).center())
    check = dialog.models.confirm_price_check
    forget = dialog.models.ask_again_button
    qtbot.waitUntil(check.isVisible, timeout=5000)
    assert check.isChecked() and forget.text() == "Ask again about o1-pro"
    qtbot.mouseClick(forget, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not forget.isVisible(), timeout=5000)
    _tick(qtbot, check)
    assert not check.isChecked()
    qtbot.mouseClick(dialog.findChild(QPushButton, "saveSettingsButton"), Qt.MouseButton.LeftButton)
    saved = dialog.result_settings()
    assert not saved.confirm_expensive_models and saved.expensive_models_allowed == []


def _no_usage_stream(text: str) -> bytes:
    """A chat stream that reports no usage at all, as some servers send it."""
    chunks = [
        {"choices": [{"index": 0, "delta": {"role": "assistant", "content": text}}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
    ]
    events = [f"data: {json.dumps(c)}\n\n" for c in chunks] + ["data: [DONE]\n\n"]
    return "".join(events).encode()


def test_unknown_costs_are_said_not_counted_as_zero(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(
            text="Odd.", usage={"prompt_tokens": 10, "completion_tokens": 5, "cached_tokens": 20}
        ),
        Reply(text="Fine.", reasoning_deltas=["Let me ", "think."]),
        Reply(body=_no_usage_stream("Bare."), content_type="text/event-stream"),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _choose_model(qtbot, window, "gpt-4o-mini")
    totals = window.header.totals

    odd = _send_unasked(qtbot, window, controller, "First")
    stats = _reply_widget(qtbot, window, odd.id).findChild(QLabel, "replyStats")
    assert stats.text().startswith("10 in (20 cached) · 5 out")  # kept as reported
    assert stats.text().endswith("cost unknown")
    why = "the endpoint reported 20 cached tokens of only 10 input tokens"
    assert why in stats.accessibleDescription() and why in stats.toolTip()
    qtbot.waitUntil(lambda: totals.text().endswith("· 1 reply of unknown cost"), timeout=5000)

    fine = _send_unasked(qtbot, window, controller, "Second")
    stats = _reply_widget(qtbot, window, fine.id).findChild(QLabel, "replyStats")
    assert "3 out, of which 2 reasoning" in stats.text()  # part of the output, not on top
    assert stats.accessibleDescription() == ""
    qtbot.waitUntil(lambda: "+ 1 reply of unknown cost" in totals.text(), timeout=5000)
    assert "$0.0000" in totals.text() or "<$0.0001" in totals.text()
    assert ", of which 2 reasoning" in totals.text()

    _send_unasked(qtbot, window, controller, "Third")
    qtbot.waitUntil(lambda: totals.text().endswith("+ 2 replies of unknown cost"), timeout=5000)
    assert totals.accessibleDescription().endswith(
        "Cost unknown for 2 replies: 1 reported no token usage; "
        "1 reported token counts that do not add up."
    )
    assert totals.toolTip() == totals.accessibleDescription()
    _close(qtbot, controller)


def test_an_image_model_served_through_the_images_api_is_not_called_not_served(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    # The loopback server lists gpt-image-1 in its catalog, not in /v1/models (as CometAPI).
    assert "gpt-image-1" not in fake_server.models
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    _choose_model(qtbot, window, "gpt-image-1")
    controller.pickers.check_served()  # what the picker's timer does once typing stops
    assert not panel.not_served_shown()
    assert "$4 / $32 per 1M" in panel.model_section.badges.text()
    _choose_model(qtbot, window, "gpt-image-9")  # the check does run: this one is not served
    controller.pickers.check_served()
    assert panel.not_served_shown()
    _choose_model(qtbot, window, "gpt-image-1")
    controller.pickers.check_served()
    assert not panel.not_served_shown()

    reply = _send_unasked(qtbot, window, controller, "A lighthouse at dusk")
    assert reply.status == "complete" and len(reply.images) == 1
    assert fake_server.wait_for_path(fake_images.GENERATIONS).body["model"] == "gpt-image-1"
    # Its tokens at the catalog's $4 in and $32 out per million: 50 in, 4,160 out.
    stats = _reply_widget(qtbot, window, reply.id).findChild(QLabel, "replyStats")
    qtbot.waitUntil(lambda: stats.text().endswith("$0.1333"), timeout=5000)
    totals = window.header.totals
    qtbot.waitUntil(lambda: totals.text() == "50 in · 4,160 out tokens · $0.1333", timeout=5000)
    _close(qtbot, controller)


def test_the_compare_asks_too_before_a_column_with_an_expensive_model(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    from tests.gui.test_compare import _enter_compare

    fake_server.enqueue(Reply(text="Cheap answer."), key="gpt-4o-mini")
    fake_server.enqueue(Reply(text="Dear answer."), key=RESPONSES)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, ("gpt-4o-mini", "o1-pro"))
    _type_and_press_send(qtbot, window, "Compare")
    qtbot.waitUntil(lambda: _price_dialog(window) is not None, timeout=5000)
    dialog = _price_dialog(window)
    assert "o1-pro costs $480 per million output tokens" in dialog.text.text()
    assert _unnamed(dialog) == []  # a screen reader finds every control
    # From the keyboard: Esc cancels.
    qtbot.waitUntil(dialog.cancel_button.hasFocus, timeout=5000)
    qtbot.keyClick(dialog.cancel_button, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _price_dialog(window) is None, timeout=5000)
    qtbot.waitUntil(window.send_button.isVisible, timeout=5000)
    assert _posts(fake_server) == []  # no column was sent anything
    assert window.composer.toPlainText() == "Compare"

    _press_send(qtbot, window)
    qtbot.waitUntil(lambda: _price_dialog(window) is not None, timeout=5000)
    dialog = _price_dialog(window)
    # Tab reaches Send; Space presses it.
    qtbot.waitUntil(dialog.cancel_button.hasFocus, timeout=5000)
    for _ in range(4):
        if dialog.send_button.hasFocus():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.send_button.hasFocus()
    qtbot.keyClick(dialog.send_button, Qt.Key.Key_Space)
    columns = window.compare_view.columns
    qtbot.waitUntil(lambda: "Cheap answer." in columns[0].transcript.toPlainText(), timeout=15_000)
    qtbot.waitUntil(lambda: "Dear answer." in columns[1].transcript.toPlainText(), timeout=15_000)
    sent = [r.body["model"] for r in _posts(fake_server) if r.body]
    assert sorted(sent) == ["gpt-4o-mini", "o1-pro"]
    _close(qtbot, controller)
