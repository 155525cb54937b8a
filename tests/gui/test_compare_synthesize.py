"""Synthesize, as a person does it against the loopback server: after a compare round the
Synthesize… button shows the prompt it will send (the question and both answers), the
person picks another model with the searchable list and edits the prompt; OK opens a new
normal chat holding that prompt as its question, where the chosen model's reply streams."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QListWidget

from tests.gui.test_compare import MODELS, _enter_compare, _send
from tests.gui.test_compare_blind import blind_round
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _open_dialog(qtbot: Any, window: Any) -> Any:
    qtbot.mouseClick(window.compare_view.synthesize_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(QDialog, "synthesizeDialog")
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=5000)
    return dialog


def test_synthesize_opens_a_new_chat_that_streams_the_chosen_models_answer(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    view = window.compare_view

    # Nothing to synthesize before a round: one sentence says so, no dialog.
    qtbot.mouseClick(view.synthesize_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "nothing to synthesize" in window.statusBar().currentMessage())
    assert window.findChild(QDialog, "synthesizeDialog") is None

    fake_server.enqueue(Reply(text="Tea is brewed at 80 degrees."), key=MODELS[0])
    fake_server.enqueue(Reply(text="Green tea likes cooler water."), key=MODELS[1])
    _send(qtbot, window, controller, "How hot for green tea?")
    columns_before = {c.thread.conversation_id for c in controller.compare.columns}

    dialog = _open_dialog(qtbot, window)
    prompt = dialog.prompt_edit.toPlainText()
    assert "How hot for green tea?" in prompt
    assert "Tea is brewed at 80 degrees." in prompt and "Green tea likes cooler water." in prompt
    assert not any(m in prompt for m in MODELS)  # answers are numbered, not named
    assert dialog.prompt_edit.accessibleName() == "Prompt to send"

    # An empty prompt is refused with a sentence; the dialog stays.
    dialog.prompt_edit.selectAll()
    qtbot.keyClick(dialog.prompt_edit, Qt.Key.Key_Delete)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and "empty" in dialog.problem.text()
    qtbot.keyClick(dialog.prompt_edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert dialog.prompt_edit.toPlainText() == prompt  # undone: nothing lost
    qtbot.keyClick(dialog.prompt_edit, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.prompt_edit, "Merge: ")
    edited = dialog.prompt_edit.toPlainText()
    assert edited.startswith("Merge: ")

    # The model, from the searchable list, by keyboard.
    dialog.search_button.setFocus()
    qtbot.keyClick(dialog.search_button, Qt.Key.Key_Space)
    search = dialog.findChild(QLineEdit, "synthesizeModelSearch")
    qtbot.waitUntil(lambda: search is not None and search.isVisible(), timeout=5000)
    assert QApplication.focusWidget() is search
    assert dialog.findChild(QListWidget, "synthesizeModelList").count() > 2
    qtbot.keyClicks(search, MODELS[2])
    qtbot.keyClick(search, Qt.Key.Key_Return)
    assert dialog.model() == MODELS[2]

    fake_server.enqueue(Reply(text="Use water at about 75 degrees.", delay_per_chunk=0.01))
    with qtbot.waitSignal(controller.chat.replyFinished, timeout=15_000):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not window.comparing
    plain = window.transcript.toPlainText()
    assert "Merge: " in plain and "Use water at about 75 degrees." in plain
    new_id = controller.chat.conversation_id
    assert new_id is not None and new_id not in columns_before
    asked = [
        r.body
        for r in fake_server.requests
        if r.method == "POST" and r.body.get("messages", [{}])[-1].get("content") == edited
    ]
    assert len(asked) == 1 and asked[0]["model"] == MODELS[2]
    assert asked[0]["messages"] == [{"role": "user", "content": edited}]
    qtbot.waitUntil(
        lambda: "Synthesis: How hot for green tea?" in window.sidebar.titles(), timeout=5000
    )
    _close(qtbot, controller)


def test_synthesize_waits_for_the_blind_vote_and_escape_cancels(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = blind_round(
        qtbot, data_dir, fake_server, "Blind one", lambda model: f"blind {len(model)}"
    )
    view = window.compare_view
    qtbot.mouseClick(view.synthesize_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Vote first" in window.statusBar().currentMessage())
    assert window.findChild(QDialog, "synthesizeDialog") is None

    tie = view.findChild(type(view.synthesize_button), "vote_tie")
    qtbot.mouseClick(tie, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.vote_bar.isHidden(), timeout=5000)
    dialog = _open_dialog(qtbot, window)
    posts = len(fake_server.requests)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5000)
    assert window.comparing and len(fake_server.requests) == posts
    _close(qtbot, controller)
