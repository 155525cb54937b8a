"""Blind means blind until the vote, against the loopback server: three models that differ
in every way a column could show (one gives n answers and token probabilities, one thinks
and needs max_completion_tokens, one clamps the temperature, gives one answer and is
rate-limited first) answer the same text, and every string, tooltip, accessible name and
description of every visible widget of every column is the same in each column (but for
its letter) while the round streams and once it has ended. The vote, cast by clicking,
brings the notes, the Thinking, the pagers and the probabilities back. A pager and
probabilities that every column has are shown before the vote."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QPushButton,
    QTextEdit,
    QToolButton,
    QWidget,
)

from tests.gui.test_compare import _enter_compare
from tests.gui.test_compare_blind import _click_blind
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

ANSWER = "Paris is the capital of France, on the Seine."
PLAIN = "gpt-4o-mini"  # n answers and token probabilities, quick
CLAMPED = "claude-sonnet-4-5"  # temperature 0–1, one answer, no probabilities
THINKER = "o3-mini"  # reasoning, max_completion_tokens, no probabilities
MODELS = (PLAIN, CLAMPED, THINKER)


def _seen(column: QWidget) -> Counter[str]:
    """Everything a person or a screen reader meets in a column, the column's letter made
    "?": each visible widget's kind, texts, tooltip, accessible name and description, and
    whether it can be used."""
    name = column.title.text()  # type: ignore[attr-defined]
    seen: Counter[str] = Counter()
    for widget in [column, *column.findChildren(QWidget)]:
        shown = widget is column or widget.isVisibleTo(column)
        if isinstance(widget, QLabel) and widget.buddy() is not None:
            shown = widget.buddy().isVisibleTo(column)  # a field's name for a screen reader
        if not shown:
            continue
        bits = [
            type(widget).__name__,
            widget.objectName().rstrip("0123456789"),  # a place, not a model
            widget.toolTip(),
            widget.accessibleName(),
            widget.accessibleDescription(),
            str(widget.isEnabled()),
        ]
        if isinstance(widget, QLabel | QAbstractButton):
            bits.append(widget.text())
        if isinstance(widget, QTextEdit):
            bits.append(widget.toPlainText())
        if isinstance(widget, QComboBox):
            bits.append(widget.currentText())
        seen["|".join(bits).replace(name, "Model ?")] += 1
    return seen


def _alike(columns: list[Any]) -> None:
    """Every column shows the same, but for its letter."""
    first = _seen(columns[0])
    for column in columns[1:]:
        other = _seen(column)
        assert other == first, (first - other, other - first)


def _visible_named(column: QWidget, kind: type[QWidget], name: str) -> list[QWidget]:
    return [w for w in column.findChildren(kind, name) if w.isVisibleTo(column)]


def test_columns_look_the_same_while_streaming_and_until_the_vote(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText(PLAIN)
    qtbot.waitUntil(panel.output.n_input.isEnabled, timeout=5000)
    qtbot.waitUntil(panel.output.logprobs_check.isEnabled, timeout=5000)
    panel.temperature_input.setValue(1.2)
    panel.max_tokens_input.setValue(512)
    panel.output.n_input.setValue(2)
    panel.output.logprobs_check.setChecked(True)
    _enter_compare(qtbot, window, controller, MODELS)
    view = window.compare_view
    _click_blind(qtbot, view)

    fake_server.enqueue(Reply(text=ANSWER, logprobs=[-0.1, -0.4], delay_per_chunk=0.001), key=PLAIN)
    fake_server.enqueue(
        Reply.error(429, f"{CLAMPED} is rate limited", retry_after=1),
        Reply(text=ANSWER, delay_per_chunk=0.08),
        key=CLAMPED,
    )
    fake_server.enqueue(
        Reply(text=ANSWER, reasoning_deltas=["weighing "] * 30, delay_per_chunk=0.02),
        key=THINKER,
    )
    compare = controller.compare
    ended: list[str] = []
    compare.columnFinished.connect(lambda i, _m: ended.append(view.columns[i].model))
    qtbot.keyClicks(window.composer, "What is the capital of France?")
    with qtbot.waitSignal(compare.allFinished, timeout=20_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        # One column has its answers, another waits to try again, another still thinks:
        # the columns look alike all the same.
        qtbot.waitUntil(lambda: PLAIN in ended, timeout=10_000)
        by_model = {c.model: c for c in view.columns}
        assert CLAMPED not in ended and THINKER not in ended
        assert by_model[PLAIN].transcript.updates_applied > 0  # its text did arrive
        _alike(view.columns)
        for column in view.columns:
            assert column.status.text() == "Answering…"
            assert column.stop_button.isEnabled()
            assert ANSWER not in "".join(_seen(column))
        qtbot.waitUntil(lambda: THINKER in ended, timeout=10_000)
        assert CLAMPED not in ended
        _alike(view.columns)

    bodies = {r.body["model"]: r.body for r in fake_server.requests if r.method == "POST"}
    assert bodies[PLAIN]["n"] == 2 and bodies[PLAIN]["logprobs"] is True
    assert bodies[CLAMPED]["temperature"] == 1.0 and bodies[CLAMPED].get("n", 1) == 1
    # Ended: the same answer and nothing else in every column, before the vote.
    _alike(view.columns)
    for column in view.columns:
        shown = "\n".join(_seen(column))
        assert ANSWER in shown
        assert not any(m in shown for m in MODELS), shown
        for hidden in ("Thinking", "accepts", "requires", "1/2", "first token", "tokens/s"):
            assert hidden not in shown, (hidden, shown)
        assert not _visible_named(column, QToolButton, "action_probabilities")
        assert not _visible_named(column, QToolButton, "action_version-next")
        assert column.status.text() == ""
        assert not column.stop_button.isEnabled()
    assert window.header.totals.text() == ""  # a price tells a model too
    assert not view.vote_bar.isHidden()

    # The vote, by clicking: names, notes, Thinking, pagers, probabilities and figures.
    letter = view.columns[0].title.text().removeprefix("Model ")
    with qtbot.waitSignal(compare.voteRecorded, timeout=5000):
        qtbot.mouseClick(view.findChild(QPushButton, f"vote_{letter}"), Qt.MouseButton.LeftButton)
    by_model = {c.model: c for c in view.columns}
    qtbot.waitUntil(
        lambda: all(m in by_model[m].transcript.toPlainText() for m in MODELS), timeout=5000
    )
    assert "temperature 1.2 → 1.0 (Claude accepts 0–1)" in by_model[CLAMPED].toolTip()
    assert "(o-series requires it)" in by_model[THINKER].toolTip()
    assert "Thinking (30 words)" in "\n".join(_seen(by_model[THINKER]))
    for model in (PLAIN, THINKER):  # both gave their two answers
        labels = _visible_named(by_model[model], QLabel, "versionLabel")
        assert [label.text() for label in labels] == ["1/2"]
        assert _visible_named(by_model[model], QToolButton, "action_version-next")
    assert not _visible_named(by_model[CLAMPED], QLabel, "versionLabel")
    assert _visible_named(by_model[PLAIN], QToolButton, "action_probabilities")
    assert not _visible_named(by_model[THINKER], QToolButton, "action_probabilities")
    assert "first token" in by_model[PLAIN].transcript.toPlainText()
    assert view.figures.isVisible()
    assert window.header.totals.text() != ""
    _close(qtbot, controller)


def test_a_pager_and_probabilities_every_column_has_show_before_the_vote(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    models = ("gpt-4o-mini", "gpt-4.1")
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText(models[0])
    qtbot.waitUntil(panel.output.n_input.isEnabled, timeout=5000)
    qtbot.waitUntil(panel.output.logprobs_check.isEnabled, timeout=5000)
    panel.output.n_input.setValue(2)
    panel.output.logprobs_check.setChecked(True)
    _enter_compare(qtbot, window, controller, models)
    view = window.compare_view
    _click_blind(qtbot, view)
    for model, delay in zip(models, (0.001, 0.02), strict=True):
        fake_server.enqueue(Reply(text=ANSWER, logprobs=[-0.2], delay_per_chunk=delay), key=model)
    qtbot.keyClicks(window.composer, "And of Italy?")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=20_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)

    _alike(view.columns)
    for column in view.columns:
        labels = _visible_named(column, QLabel, "versionLabel")
        assert [label.text() for label in labels] == ["1/2"]
        assert _visible_named(column, QToolButton, "action_probabilities")
        assert not any(m in "\n".join(_seen(column)) for m in models)
    _close(qtbot, controller)


def test_a_retried_column_answers_out_of_sight_and_the_vote_waits_for_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    models = ("gpt-4o-mini", "gpt-4.1")
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, models)
    view = window.compare_view
    _click_blind(qtbot, view)
    fake_server.enqueue(Reply(text=ANSWER), key=models[0])
    fake_server.enqueue(
        Reply.error(400, f"{models[1]} cannot"),
        Reply(text="A second try, " * 12, delay_per_chunk=0.02),
        key=models[1],
    )
    qtbot.keyClicks(window.composer, "What is the capital of France?")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=20_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    failed = next(c for c in view.columns if c.model == models[1])
    assert "details come after the vote" in failed.status.text()
    assert not view.vote_bar.isHidden()

    retry = failed.findChild(QPushButton, "errorRetryButton")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=20_000):
        qtbot.mouseClick(retry, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: failed.status.text() == "Answering…", timeout=5000)
        assert view.vote_bar.isHidden()  # no verdict on an answer still arriving
        assert "second try" not in "\n".join(_seen(failed))
    assert "second try" in "\n".join(_seen(failed))
    assert failed.status.text() == ""
    assert not view.vote_bar.isHidden()
    _close(qtbot, controller)
