"""Hostile text fed to the newer rooms, as a person would meet it: a reply carrying a lone
surrogate, NUL and escape codes in the quick window; one 2 MB line as a quick answer; a
prompt library file holding a lone surrogate, control characters, nested braces and a long
text, picked with / and then edited in the manager; token probabilities whose tokens are
broken UTF-16, NUL and a right-to-left override. Each is shown, stored and saved, and
nothing else in the room breaks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QListWidget, QPushButton

from app.services.prompts.library import PROMPTS_FILENAME, load_prompts
from app.storage.text_safety import REPLACEMENT
from tests.gui.test_main_window import _close, _open
from tests.gui.test_prompt_library import _dialog, _titles, _typing_in
from tests.gui.test_quick import _quick_window, _ready, _shown_text
from tests.gui.test_token_probabilities import (
    _open_view,
    _reply_widget,
    _send,
    _show_inspector,
    _tick,
)
from tests.support.fake_server import Reply
from tests.support.gui_actions import choose_from_menu_bar
from tests.support.hostile import hostile_sse, long_line

pytestmark = pytest.mark.usefixtures("qasync_loop")

ODD_TEXT = "Keep \ud800 this\x00 and \x1b[31m that {{ {{inner}} }} " + "long " * 40_000


def test_a_quick_answer_with_a_lone_surrogate_and_nul_is_shown_and_stored(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(body=hostile_sse(), content_type="text/event-stream"))
    window, controller = _ready(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    qtbot.keyClicks(quick.field, "Say something odd")
    with qtbot.waitSignal(controller.quick.presenter.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(quick.field, Qt.Key.Key_Return)
    assert finished.args[0].status == "complete"
    qtbot.waitUntil(lambda: "echo" in _shown_text(quick), timeout=5000)
    shown = _shown_text(quick)
    assert REPLACEMENT in shown and "\ud800" not in shown
    assert quick.field.text() == ""  # the line is free for the next question
    _close(qtbot, controller)


def test_a_quick_answer_of_one_2_mb_line_stays_inside_the_screen(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    line = long_line()
    fake_server.enqueue(Reply(text=line, chunk_size=200_000))
    window, controller = _ready(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "File", "Quick ask…")
    quick = _quick_window(qtbot)
    qtbot.keyClicks(quick.field, "Paste me a blob")
    with qtbot.waitSignal(controller.quick.presenter.replyFinished, timeout=30_000) as finished:
        qtbot.keyClick(quick.field, Qt.Key.Key_Return)
    assert finished.args[0].status == "complete" and finished.args[0].text == line
    qtbot.waitUntil(lambda: quick.transcript.isVisible(), timeout=5000)
    screen = quick.screen().availableGeometry()
    assert quick.frameGeometry().height() <= screen.height()
    assert quick.frameGeometry().width() <= screen.width()
    # Still usable: the next question can be typed at once.
    qtbot.keyClicks(quick.field, "And now?")
    assert quick.field.text() == "And now?"
    _close(qtbot, controller)


def _write_library(data_dir: Path) -> None:
    prompts = [
        {"id": "odd", "title": "Odd \ud800 one\x07", "text": ODD_TEXT},
        {"id": "plain", "title": "Plain", "text": "Nothing odd."},
    ]
    # As json.dumps writes it by default: the lone surrogate as a \ud800 escape.
    (data_dir / PROMPTS_FILENAME).write_text(json.dumps({"prompts": prompts}), encoding="utf-8")


def _fill_field(window: Any) -> QLineEdit | None:
    form = _dialog(window, "promptFillForm")
    return None if form is None else form.findChild(QLineEdit, "promptVariable_inner")


def test_a_prompt_library_with_broken_text_is_listed_picked_and_saved_again(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    _write_library(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    composer = _typing_in(qtbot, window)
    qtbot.keyClicks(composer, "/odd")
    qtbot.waitUntil(lambda: any(t.startswith("Odd") for t in _titles(window)), timeout=5000)
    qtbot.keyClick(composer, Qt.Key.Key_Return)
    # The innermost braces are the variable; the outer ones stay text.
    qtbot.waitUntil(lambda: _fill_field(window) is not None, timeout=5000)
    qtbot.keyClicks(_fill_field(window), "filled")
    qtbot.keyClick(_fill_field(window), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "filled" in composer.toPlainText(), timeout=5000)
    text = composer.toPlainText()
    assert "{{ filled }}" in text and "this" in text and text.count("long") == 40_000

    # Editing another prompt in the manager saves the whole library, the odd one included.
    composer.clear()
    choose_from_menu_bar(qtbot, window, "Tools", "Prompts…")
    qtbot.waitUntil(lambda: _dialog(window, "promptManager") is not None, timeout=5000)
    manager = _dialog(window, "promptManager")
    rows = manager.findChild(QListWidget, "promptManagerList")
    titles = [rows.item(i).text() for i in range(rows.count())]
    rect = rows.visualItemRect(rows.item(titles.index("Plain")))
    qtbot.mouseClick(rows.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseClick(manager.findChild(QPushButton, "promptEdit"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _dialog(manager, "promptDialog") is not None, timeout=3000)
    title = _dialog(manager, "promptDialog").findChild(QLineEdit, "promptTitle")
    title.selectAll()
    qtbot.keyClicks(title, "Plain, renamed")
    qtbot.keyClick(title, Qt.Key.Key_Return)

    def saved() -> bool:
        kept = {p.id: p for p in load_prompts(data_dir).items}
        return (
            "odd" in kept
            and kept.get("plain") is not None
            and (kept["plain"].title == "Plain, renamed")
        )

    qtbot.waitUntil(saved, timeout=5000)
    odd = next(p for p in load_prompts(data_dir).items if p.id == "odd")
    assert odd.text.count("long") == 40_000
    assert not list(data_dir.glob(".prompts-*.tmp"))  # no half-written file left behind
    manager.close()
    _close(qtbot, controller)


HOSTILE_TOKENS = ["Fine", " \ud800", "\x00", " \u202eevil", " " + "x" * 3000, "."]
HOSTILE_LOGPROBS = [-0.01, -4.0, -2.5, -1.0, -0.5, -0.001]


def test_token_probabilities_of_broken_tokens_are_tinted_and_listed(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(
        Reply(
            deltas=HOSTILE_TOKENS,
            logprobs=HOSTILE_LOGPROBS,
            alternatives=[[(" \ud800", -4.0), (" \udfff", -4.2)], [("\x00", -2.5), ("ok", -3)]],
        )
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    _show_inspector(qtbot, window)
    panel = window.parameter_panel
    panel.model_picker.setEditText("gpt-4o-mini")
    box = panel.output.logprobs_check
    qtbot.waitUntil(box.isEnabled, timeout=5000)
    _tick(qtbot, window, box)
    reply = _send(qtbot, window, controller, "Something broken")
    assert reply.logprobs is not None and len(reply.logprobs) == len(HOSTILE_TOKENS)
    widget = _reply_widget(qtbot, window, reply.id)
    view = _open_view(qtbot, window, widget)
    shown = view.text.toPlainText()
    assert "Fine" in shown and "evil" in shown and "x" * 3000 in shown
    assert "\ud800" not in shown
    least = view.findChild(QListWidget)
    assert least is not None and least.count() > 0
    entries = [least.item(i).text() for i in range(least.count())]
    assert all("\ud800" not in e for e in entries)
    _close(qtbot, controller)
