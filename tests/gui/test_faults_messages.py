"""Issue 13: no raw Python exception text ever reaches a person. Failures nobody planned for
are injected where the window meets the layers below it (the repository, the renderer);
the status bar shows a sentence from app.services.failures.describe_failure, never the
exception's words, and the window goes on working."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.domain import MessageStatus
from app.services.failures import describe_failure
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")

# What an exception's own text looks like: jargon, a path, a key in a URL.
JARGON = "'NoneType' object is not subscriptable at /usr/lib/x.py?key=sk-leak-0000"
RAW = ("NoneType", "subscriptable", "sk-leak", "x.py", "Traceback", "Error")


def _no_raw_text(shown: list[str]) -> None:
    for message in shown:
        assert not any(raw in message for raw in RAW), message


def test_an_unexpected_storage_failure_is_a_sentence_and_the_message_stays(
    qtbot: Any, data_dir: Path, fake_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake_server.enqueue(Reply(text="Stored this time."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    repo = controller.repo
    real = repo.start_conversation

    async def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise TypeError(JARGON)

    monkeypatch.setattr(repo, "start_conversation", broken)
    qtbot.keyClicks(window.composer, "Keep me")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    qtbot.waitUntil(window.send_button.isEnabled, timeout=5000)
    sentence = describe_failure(TypeError(JARGON))
    assert sentence.startswith("Something went wrong. The details are in the log")
    assert sentence in shown[0] and shown[0].startswith("Not saved")
    _no_raw_text(shown)
    assert window.composer.toPlainText() == "Keep me"

    monkeypatch.setattr(repo, "start_conversation", real)  # whatever it was, it passed
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.mouseClick(window.send_button, Qt.MouseButton.LeftButton)
    assert finished.args[0].text == "Stored this time."
    assert window.composer.toPlainText() == ""
    _close(qtbot, controller)


def test_a_renderer_that_fails_shows_the_text_plain_and_the_window_goes_on(
    qtbot: Any, data_dir: Path, fake_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: any failure in Markdown/Pygments/nh3 but three types escaped from the
    transcript; the stored question vanished from the window, the status said 'Not saved'
    about a message that was saved, and the reply never showed."""
    fake_server.enqueue(Reply(text="# Heading\n\nSome **bold** words."), Reply(text="More."))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)

    def broken(_text: str, _dark: bool) -> str:
        raise IndexError(JARGON)

    monkeypatch.setattr("app.render.markup._render", broken)
    qtbot.keyClicks(window.composer, "Render this")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    reply = finished.args[0]
    assert reply.status is MessageStatus.COMPLETE
    widget = window.transcript.widget_of(reply.id)
    assert widget is not None
    shown_text = widget.body.plain_text()
    assert shown_text.split() == ["#", "Heading", "Some", "**bold**", "words."]  # as text
    assert "Render this" in window.transcript.toPlainText()
    assert window.composer.toPlainText() == ""  # it was stored, so the box is empty
    _no_raw_text(shown)
    assert not any("Not saved" in m or "went wrong" in m for m in shown), shown

    qtbot.keyClicks(window.composer, "Again")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000):
        qtbot.mouseClick(window.send_button, Qt.MouseButton.LeftButton)
    assert "More." in window.transcript.toPlainText()
    _close(qtbot, controller)


def test_describe_failure_never_repeats_the_exception() -> None:
    """The sentences for the failures a person can meet, none with the exception's words."""
    import errno
    import sqlite3

    cases: list[BaseException] = [
        TypeError(JARGON),
        RecursionError("maximum recursion depth exceeded"),
        MemoryError(),
        OSError(errno.ENOSPC, "No space left on device", "/data/x"),
        OSError(errno.EROFS, "Read-only file system", "/data/x"),
        sqlite3.OperationalError("database or disk is full"),
        UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed"),
    ]
    for err in cases:
        sentence = describe_failure(err)
        assert sentence.endswith("."), sentence
        assert not any(raw in sentence for raw in (*RAW, "recursion", "codec", "Errno"))
