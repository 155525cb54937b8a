"""Work that is still running when what it was for goes away: a compare column removed
while its figures are being read, a compare replaced while its columns stream, the window
closed mid-reply, a runner whose window was deleted. The work is cancelled or dropped; it
never finishes into a deleted widget (which Qt reports as "Signal source has been deleted"
or "Internal C++ object already deleted", and the person would see as a failure)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from app.domain import MessageStatus
from app.ui.common.tasks import TaskRunner
from tests.gui.test_compare import _enter_compare, _send
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")
MODELS = ("gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-flash")


class LoopErrors:
    """What reaches the asyncio loop's exception handler ("Exception in callback …")."""

    def __init__(self) -> None:
        self.seen: list[str] = []
        loop = asyncio.get_event_loop()
        self._before = loop.get_exception_handler()
        loop.set_exception_handler(lambda _loop, context: self.seen.append(context["message"]))

    def restore(self) -> None:
        asyncio.get_event_loop().set_exception_handler(self._before)


@pytest.fixture
def loop_errors() -> Any:
    errors = LoopErrors()
    yield errors
    errors.restore()


def _failures(controller: Any) -> list[str]:
    said: list[str] = []
    controller.tasks.failed.connect(said.append)
    return said


def _errors(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def test_work_for_a_deleted_owner_is_cancelled_and_never_reported(
    qtbot: Any, loop_errors: LoopErrors
) -> None:
    parent = QObject()
    runner = TaskRunner(parent)
    owner = QWidget()
    failures: list[str] = []
    runner.failed.connect(failures.append)
    gate = asyncio.Event()

    async def then_touch_the_owner() -> None:
        await gate.wait()
        owner.setWindowTitle("done")  # would raise: the owner is gone by now

    mine = runner.spawn(then_touch_the_owner(), owner=owner)
    others = runner.spawn(gate.wait())  # the runner's own work is not the owner's
    shiboken6.delete(owner)
    qtbot.waitUntil(mine.done, timeout=2000)
    assert mine.cancelled() and not others.done()

    # The runner's parent (the window) goes: the rest of its work is cancelled, and a task
    # that fails on its way out is logged, not emitted through the deleted runner.
    waiting = asyncio.Event()

    async def fails_when_cancelled() -> None:
        try:
            waiting.set()
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            raise RuntimeError("cleanup failed") from None

    failing = runner.spawn(fails_when_cancelled())
    qtbot.waitUntil(waiting.is_set, timeout=2000)
    shiboken6.delete(parent)
    qtbot.waitUntil(lambda: others.done() and failing.done(), timeout=2000)
    assert others.cancelled()
    assert isinstance(failing.exception(), RuntimeError)
    assert failures == [] and loop_errors.seen == []


def test_removing_a_column_while_its_figures_load_leaves_no_error(
    qtbot: Any,
    data_dir: Path,
    fake_server: Any,
    loop_errors: LoopErrors,
    caplog: pytest.LogCaptureFixture,
) -> None:
    for model in MODELS:
        fake_server.enqueue(Reply(text=f"answer from {model}"), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    failures = _failures(controller)
    # A slow disk: reading a branch's token usage (each column's figures) waits for a gate.
    repo = controller.services.repo
    gate = asyncio.Event()
    reading = []
    original = repo.branch_replies

    async def slow_branch_replies(conversation_id: int) -> Any:
        reading.append(conversation_id)
        await gate.wait()
        return await original(conversation_id)

    repo.branch_replies = slow_branch_replies
    _enter_compare(qtbot, window, controller, MODELS)
    _send(qtbot, window, controller, "Who are you?")
    last = controller.compare.columns[2]
    qtbot.waitUntil(lambda: not last.thread.running and len(reading) == 3, timeout=5000)
    assert last.thread.conversation_id in reading  # its figures are being read right now

    qtbot.mouseClick(last.widget.remove_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.compare_view.columns) == 2, timeout=5000)
    qtbot.waitUntil(lambda: not shiboken6.isValid(last.widget), timeout=5000)
    gate.set()
    qtbot.waitUntil(lambda: not controller.tasks.pending(), timeout=5000)
    # The two columns left show their figures; the removed one's work was dropped quietly.
    for column in controller.compare.columns:
        qtbot.waitUntil(lambda c=column: c.thread.totals.completion > 0, timeout=5000)
    assert failures == [] and loop_errors.seen == [] and _errors(caplog) == []
    _close(qtbot, controller)


def _streaming_compare(
    qtbot: Any, data_dir: Path, fake_server: Any, word: str
) -> tuple[Any, Any, list[Any], list[int]]:
    """A compare of two columns, both streaming a long, slow reply of ``word``s; returns the
    window, the controller, the columns and their conversations once text is arriving."""
    for model in MODELS[:2]:
        fake_server.enqueue(Reply(text=f"{word} " * 400, delay_per_chunk=0.02), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    columns = list(controller.compare.columns)
    qtbot.keyClicks(window.composer, "Take your time")
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: all(f"{word} {word}" in c.widget.transcript.toPlainText() for c in columns),
        timeout=10_000,
    )
    return window, controller, columns, [c.thread.conversation_id for c in columns]


def _stored_reply(qtbot: Any, controller: Any, conversation_id: int) -> Any:
    task = asyncio.ensure_future(controller.services.repo.list_messages(conversation_id))
    qtbot.waitUntil(task.done, timeout=5000)
    return task.result()[-1]


def test_a_compare_replaced_while_its_columns_stream_stops_them_quietly(
    qtbot: Any,
    data_dir: Path,
    fake_server: Any,
    loop_errors: LoopErrors,
    caplog: pytest.LogCaptureFixture,
) -> None:
    window, controller, old, ids = _streaming_compare(qtbot, data_dir, fake_server, "slow")
    failures = _failures(controller)

    # Compare off and on again: a new, empty compare replaces the streaming one.
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not any(shiboken6.isValid(c.widget) for c in old), timeout=5000)
    qtbot.waitUntil(lambda: not controller.tasks.pending(), timeout=10_000)
    assert window.comparing and controller.compare.columns[0] not in old
    assert all(c.widget.transcript.toPlainText().strip() == "" for c in controller.compare.columns)
    assert window.send_button.isVisible() and not window.stop_button.isVisible()

    # The stopped replies are stored as stopped, with what had arrived.
    for conversation_id in ids:
        reply = _stored_reply(qtbot, controller, conversation_id)
        assert reply.status is MessageStatus.STOPPED and reply.text.startswith("slow slow")
    assert failures == [] and loop_errors.seen == [] and _errors(caplog) == []
    _close(qtbot, controller)


def test_closing_the_window_while_columns_stream_saves_them_and_closes_cleanly(
    qtbot: Any,
    data_dir: Path,
    fake_server: Any,
    loop_errors: LoopErrors,
    caplog: pytest.LogCaptureFixture,
) -> None:
    window, controller, _columns, ids = _streaming_compare(qtbot, data_dir, fake_server, "long")
    failures = _failures(controller)

    window.close()  # the window's close button: the app saves, then closes
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert controller.tasks.closing and not controller.tasks.pending()
    assert failures == [] and loop_errors.seen == [] and _errors(caplog) == []

    # On the next start both partial replies are there, stopped, not lost.
    _window2, controller2 = _open(qtbot, data_dir, fake_server)
    for conversation_id in ids:
        reply = _stored_reply(qtbot, controller2, conversation_id)
        assert reply.status is MessageStatus.STOPPED and reply.text.startswith("long long")
    _close(qtbot, controller2)
