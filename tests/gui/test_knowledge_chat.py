"""A chat that uses a knowledge base, as a person would: the base checked in the inspector,
a question typed and sent to the loopback chat server, the request carrying the right
passage as source [1] with the instruction to cite, the reply's [1] a link that opens the
passage in its document (clicked, and from the keyboard), and the Sources fold showing
exactly what was sent. ``COMETDESK_KB_SHOT=path.png`` saves a picture of the result."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QWidget

from app.api import Network, Timeouts
from app.api.embeddings import EmbeddingsClient
from app.kb import bases
from app.kb.index_job import IndexJob
from tests.gui.test_knowledge_window import _preview, embeddings, library
from tests.gui.test_main_window import _close, _open
from tests.support.embeddings_server import EmbeddingsServer
from tests.support.fake_server import Reply
from tests.support.gui_actions import activate_window_of, click_link

pytestmark = pytest.mark.usefixtures("qasync_loop")
__all__ = ["embeddings"]  # the fixture, shared with the window's tests

ANSWER = "Every employee gets twenty-eight days of paid leave a year [1]."


def _indexed(data_dir: Path, docs: Path, server: EmbeddingsServer) -> None:
    bases.add(data_dir, "handbook", [docs], None)

    def client() -> EmbeddingsClient:
        return EmbeddingsClient(server.base_url, None, timeouts=Timeouts(), network=Network())

    # On a thread of its own, as the window runs it (this thread's loop is the window's).
    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(IndexJob(data_dir, "handbook", client).run).result().failure is None


def _reply_widget(window: Any) -> Any:
    replies = [w for w in window.transcript.findChildren(QWidget, "replyMessage") if w.isVisible()]
    return replies[-1] if replies else None


def _cite_link(widget: Any) -> str:
    return f"cometdesk:cite:{widget.message.id}:1"


def test_a_chat_with_a_base_sends_numbered_sources_and_its_citation_opens_the_passage(
    qtbot: Any, data_dir: Path, fake_server: Any, embeddings: EmbeddingsServer, tmp_path: Path
) -> None:
    docs = library(tmp_path / "docs")
    _indexed(data_dir, docs, embeddings)
    fake_server.enqueue(Reply(text=ANSWER))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.resize(1280, 800)
    if not window.parameter_panel.isVisible():
        qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
    section = window.parameter_panel.knowledge
    qtbot.waitUntil(lambda: "handbook" in section.boxes, timeout=10_000)
    box = section.boxes["handbook"]
    window.parameter_panel.findChild(QWidget, "inspectorScroll").ensureWidgetVisible(box)
    qtbot.waitUntil(box.isVisible, timeout=5000)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert section.chosen() == ["handbook"]

    composer = window.composer
    qtbot.mouseClick(composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(composer, "How many days of holiday allowance do we get?")
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000):
        qtbot.keyClick(composer, Qt.Key.Key_Return)

    chat = [r for r in fake_server.requests if r.path == "/v1/chat/completions"]
    messages = chat[-1].body["messages"]
    sources = [m for m in messages if m["role"] in ("system", "developer")]
    assert len(sources) == 1 and messages[-1]["role"] == "user"
    assert messages.index(sources[0]) == len(messages) - 2  # just before the question
    block = sources[0]["content"]
    assert "cite each statement" in block.lower() and "[1] or [2]" in block
    assert "[1] handbook.pdf, page 2\nHoliday allowance: every employee receives twenty-eight" in (
        block
    )
    # The question's vector came from the chat's own endpoint.
    assert embeddings.requests[-1].inputs == ["How many days of holiday allowance do we get?"]

    reply = _reply_widget(window)
    qtbot.waitUntil(lambda: reply.message.retrieval is not None, timeout=5000)
    text = reply.body.text
    qtbot.waitUntil(lambda: _cite_link(reply) in _hrefs(text), timeout=5000)
    click_link(qtbot, text, _cite_link(reply))
    qtbot.waitUntil(lambda: _preview(window) is not None, timeout=10_000)
    preview = _preview(window)
    shown = preview.findChild(QPlainTextEdit, "documentPreviewText")
    assert shown.toPlainText().startswith("[page 2]")
    assert "twenty-eight days" in shown.textCursor().selectedText()
    assert preview.windowTitle() == "[1] handbook.pdf, page 2"
    _shot(window, preview)
    preview.close()
    qtbot.waitUntil(lambda: _preview(window) is None, timeout=5000)

    # The same from the keyboard: Tab reaches the link inside the reply, Enter opens it.
    activate_window_of(qtbot, text)
    text.setFocus()
    qtbot.waitUntil(text.hasFocus, timeout=5000)
    qtbot.keyClick(text, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(text, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: text.textCursor().selectedText() == "[1]", timeout=5000)
    qtbot.keyClick(text, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _preview(window) is not None, timeout=10_000)
    _preview(window).close()

    # Sources: exactly what was sent, folded under the reply.
    fold = reply.findChild(QWidget, "sourcesSection")
    assert fold.button.accessibleName() == "Sources: what was retrieved and sent"
    qtbot.mouseClick(fold.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(fold.content.isVisible, timeout=5000)
    assert "twenty-eight days of paid leave" in fold.content.toPlainText()
    assert _cite_link(reply) in _hrefs(fold.content)

    # Stored: the conversation's bases and the reply's passages, read back on reopening.
    cid = controller.conversation_id
    assert controller.repo is not None
    _close(qtbot, controller)
    import sqlite3

    with sqlite3.connect(data_dir / "cometdesk.sqlite3") as conn:
        (chosen,) = conn.execute(
            "SELECT knowledge_bases FROM conversations WHERE id = ?", (cid,)
        ).fetchone()
        (stored,) = conn.execute(
            "SELECT retrieval FROM messages WHERE role = 'assistant' ORDER BY id DESC"
        ).fetchone()
    assert chosen == '["handbook"]'
    assert '"page":2' in stored.replace(" ", "")


def _hrefs(view: Any) -> list[str]:
    from tests.support.gui_actions import links

    return links(view)


def _shot(window: Any, preview: Any) -> None:
    target = os.environ.get("COMETDESK_KB_SHOT")
    if not target:
        return
    QApplication.processEvents()
    left, right = window.grab(), preview.grab()
    canvas = QPixmap(left.width() + right.width() + 16, max(left.height(), right.height()))
    canvas.fill(QColor("#808080"))
    painter = QPainter(canvas)
    painter.drawPixmap(0, 0, left)
    painter.drawPixmap(left.width() + 16, 0, right)
    painter.end()
    canvas.save(target)
