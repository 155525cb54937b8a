"""What the user sees in the window when the API does something other than a plain reply:
/responses models, rate limits, unsupported parameters, balance, model details."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from app.config import Settings, save_settings
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.waits import settled

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _send(qtbot: Any, window: Any, controller: Any, text: str, model: str) -> Any:
    window.parameter_panel.model_picker.setEditText(model)
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    return finished.args[0]


def test_responses_only_model_goes_to_responses_endpoint(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Deep **thought** done."), key="/v1/responses")
    # Someone who said not to be asked about o1-pro's price again (tests/gui/test_costs.py).
    save_settings(data_dir, Settings(auto_title=False, expensive_models_allowed=["o1-pro"]))
    window, controller = _open(qtbot, data_dir, fake_server)
    reply = _send(qtbot, window, controller, "Think hard", "o1-pro")
    assert reply.status == "complete"
    assert reply.text == "Deep **thought** done."
    posted = [r for r in fake_server.requests if r.method == "POST"]
    assert [r.path for r in posted] == ["/v1/responses"]
    assert posted[0].body["model"] == "o1-pro"
    # o1-pro runs in the background on the server: the finished reply is shown when the
    # conversation reloads, a moment after it is stored.
    assert posted[0].body["background"] is True
    qtbot.waitUntil(lambda: "Deep thought done." in window.transcript.toPlainText(), timeout=5000)
    _close(qtbot, controller)


def test_unsupported_parameter_offers_resend_without_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply.error(
            400,
            "Unsupported parameter: 'temperature' is not supported with this model.",
            param="temperature",
            code="unsupported_parameter",
        ),
        Reply(text="Without temperature."),
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.temperature_input.setValue(0.5)
    reply = _send(qtbot, window, controller, "Hello", "gpt-4o-mini")
    assert reply.status == "error"
    assert "temperature" in window.statusBar().currentMessage()
    button = window.findChild(QPushButton, "resendWithoutParamButton")
    assert button is not None and button.isVisible()
    assert "temperature" in button.text()
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert finished.args[0].text == "Without temperature."
    posted = [r.body for r in fake_server.requests if r.method == "POST"]
    assert posted[0]["temperature"] == 0.5
    assert "temperature" not in posted[1]
    assert posted[1]["messages"] == [{"role": "user", "content": "Hello"}]
    assert window.parameter_panel.params().temperature is None
    assert not button.isVisible()
    _close(qtbot, controller)


def test_balance_and_model_details_appear(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    label = window.findChild(QLabel, "balanceLabel")
    assert label is not None
    qtbot.waitUntil(label.isVisible, timeout=10_000)
    assert label.text() == "Balance: $37.50"  # 50.00 limit - 12.50 used (server defaults)
    picker = window.parameter_panel.model_picker
    ids = [picker.itemText(i) for i in range(picker.count())]
    # gpt-image-1 is not in /v1/models, but the catalog says the images API serves it.
    assert "gpt-4o-mini" in ids and "gpt-image-1" in ids
    tip = picker.itemData(ids.index("gpt-4o-mini"), Qt.ItemDataRole.ToolTipRole)
    assert "vision" in tip
    _close(qtbot, controller)


def test_no_balance_endpoint_stays_quiet(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.hard_limit_usd = None
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.modelsLoaded, timeout=10_000):
        pass
    # The balance was asked for (and answered 404) and everything the start-up began is done.
    qtbot.waitUntil(
        lambda: any(r.path.endswith("/billing/subscription") for r in fake_server.requests),
        timeout=10_000,
    )
    settled(qtbot, controller)
    label = window.findChild(QLabel, "balanceLabel")
    assert label is not None and not label.isVisible()
    assert "balance" not in window.statusBar().currentMessage().lower()
    _close(qtbot, controller)
