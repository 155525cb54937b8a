"""A new chat starts with no knowledge base, as a person would check it: a base ticked in
the inspector for one chat, New chat clicked, the tick gone and the next question sent
without sources; an assistant that comes with a base still starts its chat with it ticked
(and its question carries the sources); Ctrl+N clears it again; reopening the first chat
shows its own base ticked."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QApplication, QListView, QWidget

from app.domain import Params
from app.services.assistants import BUILT_INS, Assistant, save_assistants
from tests.gui.test_knowledge_chat import _indexed
from tests.gui.test_knowledge_window import embeddings, library
from tests.gui.test_main_window import _close, _open
from tests.support.embeddings_server import EmbeddingsServer
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")
__all__ = ["embeddings"]  # the fixture, shared with the window's tests

HR = Assistant(
    "hr",
    "HR helper",
    "sparkles",
    "Answers from the handbook",
    "Answer from the handbook.",
    Params(model="gpt-hr"),
    knowledge_bases=("handbook",),
)


def _chat_posts(server: Any) -> list[Any]:
    return [r for r in server.requests if r.path == "/v1/chat/completions"]


def _has_sources(request: Any) -> bool:
    return any(
        "numbered sources" in str(m.get("content", ""))
        for m in request.body["messages"]
        if m["role"] in ("system", "developer")
    )


def _row_of(model: QAbstractItemModel, title: str) -> QModelIndex | None:
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if str(index.data() or "").startswith(title):
            return index
    return None


def _ask(qtbot: Any, window: Any, controller: Any, text: str) -> None:
    composer = window.composer
    qtbot.mouseClick(composer, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(composer, text)
    with qtbot.waitSignal(controller.replyFinished, timeout=20_000):
        qtbot.keyClick(composer, Qt.Key.Key_Return)


def _show_box(qtbot: Any, window: Any) -> Any:
    section = window.parameter_panel.knowledge
    qtbot.waitUntil(lambda: "handbook" in section.boxes, timeout=10_000)
    box = section.boxes["handbook"]
    window.parameter_panel.findChild(QWidget, "inspectorScroll").ensureWidgetVisible(box)
    qtbot.waitUntil(box.isVisible, timeout=5000)
    return box


def test_new_chat_starts_without_the_last_chats_bases_unless_an_assistant_brings_them(
    qtbot: Any, data_dir: Path, fake_server: Any, embeddings: EmbeddingsServer, tmp_path: Path
) -> None:
    _indexed(data_dir, library(tmp_path / "docs"), embeddings)
    save_assistants(data_dir, BUILT_INS.put(HR))
    for text in ("Twenty-eight days [1].", "Hello.", "From the handbook [1]."):
        fake_server.enqueue(Reply(text=text))
    window, controller = _open(qtbot, data_dir, fake_server)
    window.resize(1280, 800)
    if not window.parameter_panel.isVisible():
        qtbot.mouseClick(window.header.inspector_button, Qt.MouseButton.LeftButton)
    section = window.parameter_panel.knowledge

    # First chat: the person ticks the handbook; the question goes with its passages.
    box = _show_box(qtbot, window)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    qtbot.waitUntil(box.isChecked, timeout=3000)
    _ask(qtbot, window, controller, "How many days of holiday allowance do we get?")
    assert _has_sources(_chat_posts(fake_server)[-1])
    first = controller.conversation_id
    assert first is not None

    # New chat (the sidebar's button): nothing ticked, and the question goes without sources.
    qtbot.mouseClick(window.sidebar.new_chat_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not box.isChecked(), timeout=3000)
    assert section.chosen() == []
    embedded_before = len(embeddings.requests)
    _ask(qtbot, window, controller, "Write a haiku about autumn.")
    assert not _has_sources(_chat_posts(fake_server)[-1])
    assert len(embeddings.requests) == embedded_before  # no base searched, nothing embedded
    assert controller.conversation_id not in (None, first)

    # An assistant that comes with the handbook: its new chat starts with it ticked.
    qtbot.mouseClick(window.sidebar.assistant_chat_button, Qt.MouseButton.LeftButton)
    picker: list[Any] = []

    def picker_open() -> bool:
        found = [
            w
            for w in QApplication.topLevelWidgets()
            if w.objectName() == "assistantPicker" and w.isVisible()
        ]
        picker[:] = found
        return bool(found)

    qtbot.waitUntil(picker_open, timeout=5000)
    search = picker[0].search
    qtbot.waitUntil(lambda: QApplication.focusWidget() is search, timeout=3000)
    qtbot.keyClicks(search, "HR")
    qtbot.waitUntil(lambda: picker[0].names() == ["HR helper"], timeout=3000)
    qtbot.keyClick(search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.header.assistant_chip.isVisible(), timeout=3000)
    box = _show_box(qtbot, window)
    qtbot.waitUntil(box.isChecked, timeout=3000)
    assert section.chosen() == ["handbook"]
    _ask(qtbot, window, controller, "How many days of paid leave?")
    assert _has_sources(_chat_posts(fake_server)[-1])

    # Ctrl+N from the keyboard: cleared again.
    window.activateWindow()
    qtbot.keyClick(window.composer, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: controller.conversation_id is None, timeout=3000)
    qtbot.waitUntil(lambda: not box.isChecked(), timeout=3000)

    # The first chat keeps its own choice: clicked in the sidebar, its base is ticked again.
    rows = window.findChild(QListView, "conversationList")
    model = rows.model()
    qtbot.waitUntil(lambda: _row_of(model, "How many days of holiday") is not None, timeout=5000)
    index = _row_of(model, "How many days of holiday")
    rows.scrollTo(index)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        qtbot.mouseClick(
            rows.viewport(), Qt.MouseButton.LeftButton, pos=rows.visualRect(index).center()
        )
    qtbot.waitUntil(lambda: controller.conversation_id == first, timeout=5000)
    qtbot.waitUntil(box.isChecked, timeout=5000)
    _close(qtbot, controller)
