"""The blind arena is blind, as a new user tries it against the loopback server: turning
Blind on after a named round starts a fresh round in empty columns; nothing in a column
(its title, its transcript, its reasoning, its figures, an error's own words)
tells its model before the vote; Blind cannot change while a round streams or waits for
its vote, and says why; after the vote the names and figures come back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QPushButton, QWidget

from tests.gui.test_compare import MODELS, _enter_compare, _send
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _everything_shown(column: QWidget) -> str:
    """Every text a person or a screen reader meets in a column."""
    bits = [column.transcript.toPlainText()]  # type: ignore[attr-defined]
    for widget in [column, *column.findChildren(QWidget)]:
        if not widget.isVisibleTo(column) and widget is not column:
            continue
        bits += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if isinstance(widget, QLabel | QAbstractButton):
            bits.append(widget.text())
    return "\n".join(bits)


def _click_blind(qtbot: Any, view: Any) -> None:
    qtbot.mouseClick(view.blind_toggle, Qt.MouseButton.LeftButton)


def blind_round(
    qtbot: Any, data_dir: Path, fake_server: Any, question: str, reply_of: Callable[[str], str]
) -> tuple[Any, Any]:
    """The app in compare mode on the first two models, Blind clicked on, and ``question``
    answered by each (with ``reply_of(model)``), not voted on yet: the window and controller."""
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    _click_blind(qtbot, window.compare_view)
    for model in MODELS[:2]:
        fake_server.enqueue(Reply(text=reply_of(model)), key=model)
    _send(qtbot, window, controller, question)
    return window, controller


def test_blind_round_hides_everything_until_the_vote(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    for model in MODELS:
        fake_server.enqueue(Reply(text=f"named answer of {model}"), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS)
    view = window.compare_view
    _send(qtbot, window, controller, "A named question")
    assert any(MODELS[0] in c.transcript.toPlainText() for c in view.columns)

    # Blind on: a fresh round, no earlier reply in the columns, letters instead of names.
    _click_blind(qtbot, view)
    assert view.blind_toggle.isChecked()
    assert len(view.columns) == 3
    for column, letter in zip(view.columns, "ABC", strict=True):
        assert column.transcript.toPlainText() == ""
        assert column.title.text() == f"Model {letter}"
        assert not column.model_picker.isVisible()

    # One thinks at length, one fails with an error naming itself, one answers plainly.
    thinker, failing, plain = MODELS
    fake_server.enqueue(
        Reply(
            text="thought it through " * 10,
            reasoning_deltas=["step "] * 40,
            delay_per_chunk=0.03,
        ),
        key=thinker,
    )
    fake_server.enqueue(Reply.error(400, f"The model {failing} cannot do that"), key=failing)
    fake_server.enqueue(Reply(text="a plain answer"), key=plain)
    qtbot.keyClicks(window.composer, "Blind question")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=20_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        # While the round streams, Blind stays as it is and says why.
        qtbot.waitUntil(lambda: controller.compare.busy(), timeout=10_000)
        _click_blind(qtbot, view)
        assert view.blind_toggle.isChecked()
        qtbot.waitUntil(lambda: "answered" in window.statusBar().currentMessage(), timeout=5000)
        assert "answered" in view.blind_toggle.toolTip()

    for column in view.columns:
        shown = _everything_shown(column)
        assert not any(m in shown for m in MODELS), shown
        assert "words)" not in shown and "first token" not in shown and "$" not in shown
    texts = [c.transcript.toPlainText() for c in view.columns]
    assert not any("Thinking" in t for t in texts)  # only a reasoning model would have one
    assert any("details come after the vote" in _everything_shown(c) for c in view.columns)
    assert not view.vote_bar.isHidden()
    assert not view.figures.isVisible()  # the figures table waits for the vote too

    # Waiting for the vote: Blind cannot go off, and no new prompt goes out.
    _click_blind(qtbot, view)
    assert view.blind_toggle.isChecked()
    qtbot.waitUntil(lambda: "Vote first" in window.statusBar().currentMessage(), timeout=5000)
    posts = len([r for r in fake_server.requests if r.method == "POST"])
    qtbot.keyClicks(window.composer, "Another one")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Vote for" in window.statusBar().currentMessage(), timeout=5000)
    assert len([r for r in fake_server.requests if r.method == "POST"]) == posts
    window.composer.clear()
    # Nor can a column leave as a normal chat: it would show its model.
    qtbot.mouseClick(view.columns[0].continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "would show its model" in window.statusBar().currentMessage())
    assert window.comparing

    letter_of = {c.model: c.title.text().removeprefix("Model ") for c in view.columns}
    with qtbot.waitSignal(controller.compare.voteRecorded, timeout=5000):
        button = view.findChild(QPushButton, f"vote_{letter_of[plain]}")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    # Names and figures come back, and the reasoning with its length.
    qtbot.waitUntil(
        lambda: all(c.model in c.transcript.toPlainText() for c in view.columns), timeout=5000
    )
    for column in view.columns:
        assert column.model in column.title.text()
    by_model = {c.model: c for c in view.columns}
    assert "words)" in by_model[thinker].transcript.toPlainText()
    assert "first token" in by_model[plain].transcript.toPlainText()
    assert "cannot do that" in by_model[failing].status.text()  # the server's own words now
    assert "cannot do that" in by_model[failing].transcript.toPlainText()

    # After the vote Blind may go off again: the models' pickers come back.
    _click_blind(qtbot, view)
    assert not view.blind_toggle.isChecked()
    assert all(c.model_picker.isVisible() for c in view.columns)
    _close(qtbot, controller)


def test_next_blind_prompt_after_a_vote_is_a_fresh_round(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = blind_round(
        qtbot, data_dir, fake_server, "Round one", lambda model: f"first round {model}"
    )
    view = window.compare_view
    with qtbot.waitSignal(controller.compare.voteRecorded, timeout=5000):
        qtbot.mouseClick(view.findChild(QPushButton, "vote_tie"), Qt.MouseButton.LeftButton)
    for model in MODELS[:2]:
        fake_server.enqueue(Reply(text=f"second round {model}"), key=model)
    _send(qtbot, window, controller, "Round two")
    for column in view.columns:
        shown = column.transcript.toPlainText()
        assert "Round two" in shown and "Round one" not in shown
        assert column.title.text().startswith("Model ")
    # Each round's question went alone: no earlier history to a shuffled model.
    posts = [r.body for r in fake_server.requests if r.method == "POST"][-2:]
    assert all(len(b["messages"]) == 1 for b in posts)
    _close(qtbot, controller)
