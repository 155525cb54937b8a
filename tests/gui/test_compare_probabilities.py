"""Token probabilities per compare column: each column's Probabilities box asks its model for
them (disabled, saying why, for a model that gives none), and the figures table shows the
"Mean token probability" column with each reply's mean, from what is stored."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.services.reply_figures import mean_probability
from tests.gui.test_compare import _enter_compare, _send
from tests.gui.test_compare_figures import _cells, _headers, _stored_replies
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")
MODELS = ("gpt-4o-mini", "gpt-4.1", "claude-sonnet-4-5")
SURE = [-0.01, -0.02, -0.05]
UNSURE = [-0.7, -1.2, -2.3]


def _asked(fake_server: Any, model: str) -> dict[str, Any]:
    for request in reversed(fake_server.requests):
        if request.body and request.body.get("model") == model and "Colours?" in str(request.body):
            return dict(request.body)
    raise AssertionError(f"{model} was not asked")


def test_columns_ask_for_probabilities_and_the_table_shows_their_mean(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(text="Red green blue", logprobs=SURE, delay_per_chunk=0.005), key=MODELS[0]
    )
    fake_server.enqueue(
        Reply(text="Cyan and teal", logprobs=UNSURE, delay_per_chunk=0.005), key=MODELS[1]
    )
    fake_server.enqueue(Reply(text="Orange", delay_per_chunk=0.005), key=MODELS[2])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS)
    columns = window.compare_view.columns
    boxes = [column.logprobs for column in columns]
    qtbot.waitUntil(lambda: not boxes[2].isEnabled(), timeout=5000)
    reason = "Claude does not return token probabilities."
    assert boxes[2].toolTip() == reason and boxes[2].accessibleDescription() == reason
    for box in boxes[:2]:
        assert box.isEnabled()
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        assert box.isChecked()
    QTest.mouseClick(boxes[2], Qt.MouseButton.LeftButton)
    assert not boxes[2].isChecked()

    _send(qtbot, window, controller, "Colours?")
    for model in MODELS[:2]:
        body = _asked(fake_server, model)
        assert body["logprobs"] is True and body["top_logprobs"] == 5
    assert "logprobs" not in _asked(fake_server, MODELS[2])

    panel = window.compare_view.figures
    qtbot.waitUntil(lambda: "Mean token probability" in _headers(panel), timeout=5000)
    stored = _stored_replies(qtbot, controller)
    means = [mean_probability(r.logprobs.logprobs()) if r.logprobs else None for r in stored]
    assert means[0] == pytest.approx(sum(math.exp(lp) for lp in SURE) / 3)
    assert means[1] == pytest.approx(sum(math.exp(lp) for lp in UNSURE) / 3)
    assert means[2] is None
    column = _headers(panel).index("Mean token probability")
    shown = {row[0]: row[column] for row in _cells(panel)}
    assert shown[MODELS[0]] == "97.4%" and shown[MODELS[1]] == "29.9%"
    assert shown[MODELS[2]] in ("", "—", "None")
    _close(qtbot, controller)
