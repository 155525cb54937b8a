"""The transcript widget itself: streamed markdown ends up rendered, hostile model output is
inert (and makes no request), following the stream and the Jump to latest button."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import QToolButton

from app.domain import Message, MessageStatus, TextPart, Usage
from app.ui.transcript.view import TranscriptView
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.gui_actions import choose_from_menu, click_link, click_message_action, links
from tests.support.waits import settled

HOSTILE = (
    "Use <b>bold</b> tags. <script>alert(1)</script>\n\n"
    "<img src=http://127.0.0.1:{port}/pixel.png>\n\n"
    "![tracker](http://127.0.0.1:{port}/tracker.png)\n\n"
    "[click](javascript:alert(1)) and [file](file:///etc/passwd)\n"
)


def _reply(mid: int, text: str, **kw: Any) -> Message:
    return Message(
        id=mid, conversation_id=1, role="assistant", parts=(TextPart(text),), model="m", **kw
    )


def _stream(qtbot: Any, view: TranscriptView, text: str, mid: int = 1, step: int = 7) -> None:
    view.begin_reply(mid, "test-model")
    for i in range(0, len(text), step):
        view.append_delta(text[i : i + step])
    qtbot.waitUntil(lambda: view.updates_applied > 0, timeout=2000)


def test_streamed_markdown_is_rendered_and_finished(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    text = "## Heading\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```python\nx = 1\n```\n\nEnd."
    _stream(qtbot, view, text)
    qtbot.waitUntil(lambda: "End." in view.toPlainText(), timeout=2000)
    doc_html = view.toHtml()
    assert "<table" in doc_html and "## Heading" not in view.toPlainText()
    view.end_reply(
        _reply(1, text, status=MessageStatus.COMPLETE, finish_reason="stop", usage=Usage(3, 9))
    )
    plain = view.toPlainText()
    assert plain.count("Heading") == 1 and plain.count("End.") == 1  # no leftover stream
    assert "3 in · 9 out" in plain
    widget = view.widget_of(1)
    assert widget is not None and widget.bar is not None
    names = {b.accessibleName() for b in widget.bar.buttons()}
    assert {"Copy", "Regenerate", "More actions"} <= names


def test_status_badges_explain_how_a_reply_ended(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    cases = [
        (dict(status=MessageStatus.INCOMPLETE), "Incomplete"),
        (dict(status=MessageStatus.STOPPED), "Stopped"),
        (dict(status=MessageStatus.INTERRUPTED), "Interrupted"),
        (dict(status=MessageStatus.ERROR, error="The API key was rejected"), "rejected"),
        (dict(status=MessageStatus.COMPLETE, finish_reason="length"), "max tokens"),
    ]
    for mid, (kw, expected) in enumerate(cases, start=1):
        view.begin_reply(mid, "m")
        view.end_reply(_reply(mid, "partial", **kw))
        assert expected in view.toPlainText()


def test_hostile_output_is_text_and_fetches_nothing(
    qtbot: Any, data_dir: Path, fake_server: Any, qasync_loop: Any
) -> None:
    text = HOSTILE.format(port=fake_server.port)
    fake_server.enqueue(Reply(text=text, chunk_size=5))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    qtbot.keyClicks(window.composer, "be hostile")
    from PySide6.QtCore import Qt

    with qtbot.waitSignal(controller.replyFinished, timeout=10_000) as finished:
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    assert finished.args[0].text == text  # stored exactly as received
    plain = window.transcript.toPlainText()
    assert "Use <b>bold</b> tags. <script>alert(1)</script>" in plain
    assert f"<img src=http://127.0.0.1:{fake_server.port}/pixel.png>" in plain
    assert "🖼 tracker" in plain
    # Asking the text for any resource gives nothing.
    reply = window.transcript.widget_of(finished.args[0].id)
    image = reply.body.text.loadResource(
        int(QTextDocument.ResourceType.ImageResource),
        QUrl(f"http://127.0.0.1:{fake_server.port}/pixel.png"),
    )
    assert image is None
    settled(qtbot, controller)  # the reply and everything it started have finished
    assert not [r for r in fake_server.requests if r.path.endswith(".png")]
    expected = {
        "/v1/models",
        "/v1/chat/completions",
        "/api/models",
        "/v1/dashboard/billing/subscription",
        "/v1/dashboard/billing/usage",
    }
    assert {r.path for r in fake_server.requests} <= expected
    _close(qtbot, controller)


def test_links_only_open_http_and_actions_become_signals(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []
    monkeypatch.setattr(
        "app.ui.transcript.rich_text.QDesktopServices.openUrl",
        lambda url: opened.append(url.toString()),
    )
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    targets = ["javascript:alert(1)", "file:///etc/passwd", "foo:bar", "https://example.com/docs"]
    text = "\n\n".join(f"[link {n}]({url})" for n, url in enumerate(targets))
    view.set_messages([_reply(42, text, status=MessageStatus.COMPLETE)])
    body = view.widget_of(42).body.text
    clickable = links(body)
    # nh3 drops the unsafe targets: only the https link is a link at all.
    assert clickable == ["https://example.com/docs"]
    click_link(qtbot, body, "https://example.com/docs")
    assert opened == ["https://example.com/docs"]
    with qtbot.waitSignal(view.actionRequested) as action:
        click_message_action(qtbot, view, 42, "copy")
    assert action.args == ["copy", 42]


def test_follows_stream_until_user_scrolls_up(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    long_text = "".join(f"Paragraph {i} with enough words to take a line.\n\n" for i in range(80))
    _stream(qtbot, view, long_text[: len(long_text) // 2], step=40)
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum(), timeout=3000)
    assert not view.jump_button.isVisible()

    bar.setValue(0)  # the user scrolls up to read
    view.user_scrolled()
    assert view.jump_button.isVisible()
    applied = view.updates_applied
    for i in range(0, len(long_text) // 2, 40):
        view.append_delta(long_text[len(long_text) // 2 + i : len(long_text) // 2 + i + 40])
    qtbot.waitUntil(lambda: view.updates_applied > applied, timeout=3000)
    assert bar.value() == 0  # not dragged back down while reading

    view.jump_button.click()
    assert bar.value() == bar.maximum()
    assert not view.jump_button.isVisible()
    view.append_delta("More.\n\n")
    applied = view.updates_applied
    qtbot.waitUntil(lambda: view.updates_applied > applied, timeout=3000)
    assert bar.value() == bar.maximum()  # following again


def test_code_block_copy_link_copies_exactly_that_code(qtbot: Any) -> None:
    view = TranscriptView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    code = 'print("<b>héllo</b>")\nx = 1 & 2'
    reply = Message(
        id=7,
        conversation_id=1,
        role="assistant",
        parts=(TextPart(f"Intro\n\n```python\n{code}\n```\n\n```\nplain\n```\n"),),
        model="m",
    )
    view.set_messages([reply])
    body = view.widget_of(7).body.text
    copy_links = [href for href in links(body) if href.startswith("cometdesk:copy-code:")]
    assert len(copy_links) == 2
    with qtbot.waitSignal(view.codeCopied, timeout=1000):
        click_link(qtbot, body, copy_links[0])
    assert QGuiApplication.clipboard().text() == code
    # The same from the keyboard and for screen readers: the message's More menu.
    more = view.widget_of(7).bar.findChild(QToolButton, "action_more")
    with qtbot.waitSignal(view.codeCopied, timeout=3000):
        choose_from_menu(qtbot, more, "Copy code block 2 (text)")
    assert QGuiApplication.clipboard().text() == "plain"
