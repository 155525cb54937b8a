"""A very long paste goes into the composer a piece per turn of the event loop (Qt froze for
~0.4 s taking 10 MB at once): the person can keep typing, one Ctrl+Z takes all of it out, and
whoever reads the text meanwhile (Send, the draft keeper) gets all of it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from app.ui.composer.editor import PASTE_PIECE, Composer
from tests.support.hostile import press_paste, put_text_on_clipboard

LONG = "".join(f"line {n:06d} of a long paste\n" for n in range(60_000))  # ~1.6 MB


def _composer(qtbot: Any) -> Composer:
    composer = Composer()
    qtbot.addWidget(composer)
    composer.resize(600, 200)
    composer.show()
    qtbot.waitExposed(composer)
    return composer


def test_a_long_paste_arrives_in_pieces_and_undoes_in_one_step(qtbot: Any) -> None:
    assert len(LONG) > 4 * PASTE_PIECE
    composer = _composer(qtbot)
    qtbot.keyClicks(composer, "Before: ")
    put_text_on_clipboard(LONG)
    press_paste(qtbot, composer)
    assert composer.pasting  # not all at once
    shown = composer.document().characterCount()
    assert len("Before: ") < shown < len(LONG)
    qtbot.waitUntil(lambda: not composer.pasting, timeout=10_000)
    assert composer.toPlainText() == "Before: " + LONG
    assert composer.textCursor().position() == len("Before: " + LONG)  # the caret after it

    qtbot.keyClick(composer, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert composer.toPlainText() == "Before: "  # one undo step, however many pieces


def test_typing_during_a_long_paste_keeps_both(qtbot: Any) -> None:
    composer = _composer(qtbot)
    put_text_on_clipboard(LONG)
    press_paste(qtbot, composer)
    assert composer.pasting
    composer.moveCursor(composer.textCursor().MoveOperation.Start)
    qtbot.keyClicks(composer, "Note: ")  # the person types at the start meanwhile
    qtbot.waitUntil(lambda: not composer.pasting, timeout=10_000)
    assert composer.toPlainText() == "Note: " + LONG


def test_reading_the_text_midway_gets_all_of_the_paste(qtbot: Any) -> None:
    composer = _composer(qtbot)
    put_text_on_clipboard(LONG)
    press_paste(qtbot, composer)
    assert composer.pasting
    assert composer.toPlainText() == LONG  # Send reads it: the rest goes in first
    assert not composer.pasting
