"""Compare mode against the loopback server: columns stream concurrently, a failing model
stays in its own column, Stop per column, follow-ups carry each model's own history, and
the compare comes back from the history side by side."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QPushButton

from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import Reply

pytestmark = pytest.mark.usefixtures("qasync_loop")
MODELS = ("gpt-4o-mini", "claude-sonnet-4-5", "gemini-2.5-flash")


def _enter_compare(qtbot: Any, window: Any, controller: Any, models: tuple[str, ...]) -> None:
    qtbot.waitUntil(lambda: window.parameter_panel.model_picker.count() > 3, timeout=10_000)
    qtbot.mouseClick(window.compare_button, Qt.MouseButton.LeftButton)
    assert window.comparing
    view = window.compare_view
    while len(view.columns) < len(models):
        view.add_button.click()
    for column, model in zip(view.columns, models, strict=True):
        column.model_picker.setEditText(model)


def _send(qtbot: Any, window: Any, controller: Any, text: str, timeout: int = 15_000) -> None:
    qtbot.keyClicks(window.composer, text)
    with qtbot.waitSignal(controller.compare.allFinished, timeout=timeout):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)


def test_three_models_stream_side_by_side(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    fake_server.enqueue(Reply(text="A " * 60, delay_per_chunk=0.01), key=MODELS[0])
    fake_server.enqueue(Reply(text="B " * 40, delay_per_chunk=0.015), key=MODELS[1])
    fake_server.enqueue(Reply(text="C " * 30, delay_per_chunk=0.02), key=MODELS[2])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS)
    order: list[int] = []
    finished: list[int] = []
    columns = window.compare_view.columns
    seen = [0] * len(columns)

    def watch() -> None:  # which column's text grew since the last look, in order
        for i, column in enumerate(columns):
            if column.transcript.updates_applied != seen[i]:
                seen[i] = column.transcript.updates_applied
                order.append(i)

    poll = QTimer()
    poll.timeout.connect(watch)
    poll.start(5)
    controller.compare.columnFinished.connect(lambda i, _m: finished.append(i))
    _send(qtbot, window, controller, "Say your letter")
    poll.stop()

    # Interleaved, not one after another: column 0 changed again after column 2 started.
    first_of_2 = order.index(2)
    assert 0 in order[first_of_2:] or 1 in order[first_of_2:]
    assert sorted(finished) == [0, 1, 2]
    for column, letter in zip(window.compare_view.columns, "ABC", strict=True):
        plain = column.transcript.toPlainText()
        assert f"{letter} {letter} {letter}" in plain
        assert "first token" in plain and "tokens/s" in plain  # per-column stats
        assert "$" in plain  # cost from the catalog's prices
    bodies = {r.body["model"]: r.body for r in fake_server.requests if r.method == "POST"}
    assert set(bodies) == set(MODELS)
    assert all(b["messages"][-1]["content"] == "Say your letter" for b in bodies.values())
    assert window.sidebar.count() == 3  # each column is a conversation in the history
    _close(qtbot, controller)


def test_failing_model_stays_in_its_column_and_follow_ups_keep_threads_apart(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="alpha answer", delay_per_chunk=0.01), key=MODELS[0])
    # A 500 is retried (with backoff) and, when it persists, shown in that column only.
    fake_server.enqueue(*[Reply.error(500, "upstream exploded")] * 4, key=MODELS[1])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    _send(qtbot, window, controller, "First question")
    ok, failed = window.compare_view.columns
    assert "alpha answer" in ok.transcript.toPlainText()
    assert "500" in failed.status.text() or "server" in failed.status.text().lower()
    assert failed.retry_button.isEnabled() and not ok.retry_button.isEnabled()

    fake_server.enqueue(Reply(text="alpha again"), key=MODELS[0])
    fake_server.enqueue(Reply(text="beta at last"), key=MODELS[1])
    _send(qtbot, window, controller, "Second question")
    posts = [r.body for r in fake_server.requests if r.method == "POST"]
    last = {b["model"]: b["messages"] for b in posts[-2:]}
    assert last[MODELS[0]] == [
        {"role": "user", "content": "First question"},
        {"role": "assistant", "content": "alpha answer"},
        {"role": "user", "content": "Second question"},
    ]
    # The failed column never saw the other model's answer, and its error is not history.
    assert last[MODELS[1]] == [
        {"role": "user", "content": "First question"},
        {"role": "user", "content": "Second question"},
    ]
    _close(qtbot, controller)


def test_stop_one_column_and_reopen_from_history(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="quick done"), key=MODELS[0])
    fake_server.enqueue(Reply(text="slow " * 500, delay_per_chunk=0.02), key=MODELS[1])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    quick, slow = window.compare_view.columns
    qtbot.keyClicks(window.composer, "Race")
    with qtbot.waitSignal(controller.compare.allFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: "slow slow" in slow.transcript.toPlainText(), timeout=10_000)
        qtbot.mouseClick(slow.stop_button, Qt.MouseButton.LeftButton)
    assert "Stopped" in slow.transcript.toPlainText()
    assert "quick done" in quick.transcript.toPlainText()

    # Leave compare, then reopen one of its conversations from the history.
    controller.new_chat()
    assert not window.comparing
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        window.sidebar.step(1)
    assert window.comparing
    texts = [c.transcript.toPlainText() for c in window.compare_view.columns]
    assert any("quick done" in t for t in texts) and any("slow slow" in t for t in texts)
    _close(qtbot, controller)


def test_blind_mode_hides_names_until_the_vote_and_the_leaderboard_counts_it(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    for model in MODELS:
        fake_server.enqueue(Reply(text=f"answer from the model {len(model)}"), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS)
    view = window.compare_view
    view.blind_toggle.setChecked(True)
    _send(qtbot, window, controller, "Blind question")

    for column in view.columns:
        shown = column.transcript.toPlainText() + column.title.text()
        assert not any(m in shown for m in MODELS), shown  # no name anywhere in the column
        assert column.title.text().startswith("Model ")
        assert not column.model_picker.isVisible()
    titles = window.sidebar.titles()
    assert not any(m in t for t in titles for m in MODELS)
    assert not view.vote_bar.isHidden()

    # Which model is "B"? Only the request log can tell; vote for it.
    letter_of = {}
    for column in view.columns:
        letter_of[column.model] = column.title.text().removeprefix("Model ")
    b_model = next(m for m, letter in letter_of.items() if letter == "B")
    with qtbot.waitSignal(controller.compare.voteRecorded, timeout=5000) as voted:
        qtbot.mouseClick(view.findChild(QPushButton, "vote_B"), Qt.MouseButton.LeftButton)
    vote = voted.args[0]
    assert vote.winner == b_model and set(vote.models) == set(MODELS)
    assert vote.prompt == "Blind question"
    task = asyncio.ensure_future(controller.repo.vote_params(vote.id))
    qtbot.waitUntil(task.done, timeout=5000)
    assert sorted(p["model"] for p in task.result()) == sorted(MODELS)  # params stored too
    assert view.vote_bar.isHidden()
    assert all(column.model in column.title.text() for column in view.columns)  # revealed

    dialog = controller.compare.open_leaderboard()
    with qtbot.waitSignal(dialog.computed, timeout=15_000):
        pass
    assert dialog.table.rowCount() == 3
    assert dialog.table.item(0, 0).text() == b_model
    assert dialog.table.item(0, 3).text() == "1" and dialog.table.item(0, 4).text() == "1"
    dialog.close()
    _close(qtbot, controller)


async def _compare_groups(controller: Any, ids: list[int | None]) -> list[str | None]:
    convs = [await controller.repo.get_conversation(i) for i in ids if i is not None]
    return [c.compare_group if c is not None else None for c in convs]


def test_per_column_parameters_diff_export_and_continue(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="The quick brown fox jumps."), key=MODELS[0])
    fake_server.enqueue(Reply(text="The quick red fox leaps."), key=MODELS[1])
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, MODELS[:2])
    left, right = window.compare_view.columns
    left.temperature.setValue(0.2)
    right.max_tokens.setValue(300)
    right.effort.setCurrentIndex(right.effort.findData("high"))
    _send(qtbot, window, controller, "Describe a fox")
    bodies = {r.body["model"]: r.body for r in fake_server.requests if r.method == "POST"}
    assert bodies[MODELS[0]]["temperature"] == 0.2
    assert "temperature" not in bodies[MODELS[1]]
    assert bodies[MODELS[1]]["max_tokens"] == 300

    task = asyncio.ensure_future(controller.compare.answers())
    qtbot.waitUntil(task.done, timeout=5000)
    from app.ui.compare.arena_dialogs import DiffDialog

    diff = DiffDialog(task.result(), window)
    assert "line-through" in diff.view.toHtml() or "brown" in diff.view.toPlainText()
    assert "brown" in diff.view.toPlainText() and "red" in diff.view.toPlainText()
    assert "%" in diff.summary.text()
    diff.close()

    out = tmp_path / "compare.md"
    export = asyncio.ensure_future(controller.compare.export_to(out))
    qtbot.waitUntil(export.done, timeout=5000)
    text = out.read_text(encoding="utf-8")
    assert "## Prompt 1" in text and "Describe a fox" in text
    assert f"### {MODELS[0]}" in text and "The quick red fox leaps." in text
    assert "| model | replies |" in text and f"| {MODELS[1]} | 1 |" in text

    # The columns' conversations were created in the compare's group.
    column_ids = [c.thread.conversation_id for c in controller.compare.columns]
    groups = asyncio.ensure_future(_compare_groups(controller, column_ids))
    qtbot.waitUntil(groups.done, timeout=5000)
    group = controller.compare.session.group
    assert group and groups.result() == [group, group]

    # Continue with the right column as a normal conversation.
    with qtbot.waitSignal(controller.conversationOpened, timeout=5000):
        qtbot.mouseClick(right.continue_button, Qt.MouseButton.LeftButton)
    assert not window.comparing
    assert "The quick red fox leaps." in window.transcript.toPlainText()
    assert not window.conversation_title.text().startswith("⚖")
    groups = asyncio.ensure_future(_compare_groups(controller, column_ids))
    qtbot.waitUntil(groups.done, timeout=5000)
    assert groups.result() == [group, ""]  # it left the compare; the other column stays
    _close(qtbot, controller)


def test_grid_layout_and_sync_scrolling(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    long = "".join(f"Line {i} of a long answer.\n\n" for i in range(120))
    for model in (*MODELS, "gpt-4.1"):
        fake_server.enqueue(Reply(text=long, chunk_size=200), key=model)
    window, controller = _open(qtbot, data_dir, fake_server)
    _enter_compare(qtbot, window, controller, (*MODELS, "gpt-4.1"))
    view = window.compare_view
    view.grid_toggle.setChecked(True)
    positions = [
        view._strip_layout.getItemPosition(view._strip_layout.indexOf(c))[:2] for c in view.columns
    ]
    assert positions == [(0, 0), (0, 1), (1, 0), (1, 1)]
    view.grid_toggle.setChecked(False)
    positions = [
        view._strip_layout.getItemPosition(view._strip_layout.indexOf(c))[:2] for c in view.columns
    ]
    assert positions == [(0, 0), (0, 1), (0, 2), (0, 3)]

    _send(qtbot, window, controller, "Long answers please")
    view.sync_toggle.setChecked(True)
    bars = [c.transcript.verticalScrollBar() for c in view.columns]
    qtbot.waitUntil(lambda: all(b.maximum() > 0 for b in bars), timeout=5000)
    bars[0].setValue(0)
    assert all(b.value() == 0 for b in bars)
    bars[0].setValue(bars[0].maximum() // 2)
    for bar in bars[1:]:
        assert abs(bar.value() / bar.maximum() - 0.5) < 0.05
    _close(qtbot, controller)
