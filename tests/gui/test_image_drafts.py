"""Attached but unsent images are part of the conversation's draft: they follow it when the
user switches chats, survive a restart (with the detail chosen), and go once sent."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import Qt

from app.domain import Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply
from tests.support.media_images import encode, photo, screenshot

pytestmark = pytest.mark.usefixtures("qasync_loop")
T = TypeVar("T")


def run(qtbot: Any, coro: Coroutine[Any, Any, T]) -> T:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=15_000)
    return task.result()


def _seed(data_dir: Path) -> int:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("pictures", Params(model="gpt-4o"))
    repo.add_message(conv.id, "user", (TextPart("hello"),))
    conn.close()
    return conv.id


def _details(window: Any) -> list[tuple[int, int, str]]:
    return [(p.image.width, p.image.height, p.detail) for p in window.attachment_tray.attachments()]


def test_images_stay_with_their_conversation_across_switches_and_restarts(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    conversation_id = _seed(data_dir)
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conversation_id)
    tray = window.attachment_tray
    run(qtbot, tray.add_image_bytes(encode(screenshot(640, 400), "PNG"), "shot.png"))
    run(qtbot, tray.add_image_bytes(encode(photo(300, 200), "JPEG"), "photo.jpg"))
    combo = tray.items()[1].detail
    combo.setCurrentIndex(combo.findData("low"))
    window.composer.setPlainText("what is in these?")
    attached = _details(window)
    assert attached == [(640, 400, "auto"), (300, 200, "low")]
    qtbot.waitUntil(
        lambda: [p.detail for p in controller.drafts.images(conversation_id)] == ["auto", "low"],
        timeout=5000,
    )

    # Another chat has its own (empty) tray; coming back brings the images back, in order.
    controller.new_chat()
    assert tray.attachments() == []
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conversation_id)
    qtbot.waitUntil(lambda: len(tray.attachments()) == 2, timeout=5000)
    assert _details(window) == attached
    _close(qtbot, controller)

    # A restart on the same data dir: still there (the blobs were kept by the start-up GC).
    window, controller = _open(qtbot, data_dir, fake_server)
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        controller.open_conversation(conversation_id)
    qtbot.waitUntil(lambda: len(window.attachment_tray.attachments()) == 2, timeout=5000)
    assert _details(window) == attached
    assert window.composer.toPlainText() == "what is in these?"

    # Sending uses them and empties the draft.
    fake_server.enqueue(Reply(text="A screenshot and a photo."))
    window.parameter_panel.model_picker.setEditText("gpt-4o")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    chat = [r for r in fake_server.requests if r.path.endswith("/chat/completions")]
    content = chat[-1].body["messages"][-1]["content"]
    assert [p["type"] for p in content] == ["text", "image_url", "image_url"]
    assert content[2]["image_url"]["detail"] == "low"
    qtbot.waitUntil(lambda: controller.drafts.images(conversation_id) == [], timeout=5000)
    assert window.attachment_tray.attachments() == []
    _close(qtbot, controller)
