"""Prompt sets in the window, as a person does it, against the loopback server: Tools ▸
Prompt sets…, type twenty prompts, add three model columns (one with a parameter) from the
searchable model list, see the count and the estimate, Start; the grid fills (a 429 waited
out), the totals line equals the records' usage; Enter opens an answer; a number key votes a
row, and the vote is stored with the blind arena's for the leaderboard; export JSON Lines and
CSV, copy as Markdown. A stopped set resumed in the window of a restarted app, and a set the
app was closed on resumed from the status bar's offer, send only the cells without an answer;
prompts loaded from a CSV keep their ids."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from app.ui.promptsets.grid_model import STATE_ROLE, TOTALS_ROLE
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import FakeOpenAIServer, RecordedRequest, Reply
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar
from tests.support.waits import shown_child

pytestmark = pytest.mark.usefixtures("qasync_loop")

CHAT = "/v1/chat/completions"
MODELS = ("gpt-4o-mini", "gpt-4.1", "claude-sonnet-4-5")


def _chats(server: FakeOpenAIServer) -> list[RecordedRequest]:
    return [r for r in server.requests if r.path == CHAT]


def _asked(request: RecordedRequest) -> tuple[str, str]:
    """(prompt, model) of one chat request."""
    return request.body["messages"][-1]["content"], request.body["model"]


def _open_prompt_sets(qtbot: Any, window: Any, controller: Any) -> Any:
    activate_window_of(qtbot, window)
    choose_from_menu_bar(qtbot, window, "Tools", "Prompt sets…")
    qtbot.waitUntil(
        lambda: (
            controller.prompt_sets.made is not None and controller.prompt_sets.made.view.isVisible()
        ),
        timeout=5000,
    )
    return controller.prompt_sets.made


def _type_prompts(qtbot: Any, view: Any, prompts: list[str]) -> None:
    edit = view.prompts_edit
    QTest.mouseClick(edit.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(edit.hasFocus, timeout=3000)
    for n, prompt in enumerate(prompts):
        if n:
            QTest.keyClick(edit, Qt.Key.Key_Return)
        QTest.keyClicks(edit, prompt)


def _add_column(qtbot: Any, view: Any, model: str, params: str = "") -> None:
    editor = view.columns
    before = len(editor.lines)
    QTest.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)
    popup = editor.popup
    qtbot.waitUntil(lambda: popup.isVisible() and popup.search.hasFocus(), timeout=3000)
    QTest.keyClicks(popup.search, model)
    QTest.keyClick(popup.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(editor.lines) == before + 1, timeout=3000)
    line = editor.lines[-1]
    assert line.model() == model
    qtbot.waitUntil(line.params_edit.hasFocus, timeout=3000)  # parameters next, by keyboard
    if params:
        QTest.keyClicks(line.params_edit, params)


def _click_cell(qtbot: Any, view: Any, row: int, column: int) -> None:
    if not view.isActiveWindow():
        activate_window_of(qtbot, view)
    table = view.grid
    index = table.model().index(row, column)
    table.scrollTo(index)
    QTest.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(index).center()
    )
    qtbot.waitUntil(lambda: table.currentIndex() == index and table.hasFocus(), timeout=3000)


def test_a_prompt_set_fills_the_grid_votes_and_exports(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path, monkeypatch: Any
) -> None:
    # One request of the second model is told to wait: it is waited out and sent again.
    fake_server.enqueue(Reply.error(429, "Slow down.", retry_after=0), key=MODELS[1])
    window, controller = _open(qtbot, data_dir, fake_server)
    presenter = _open_prompt_sets(qtbot, window, controller)
    view = presenter.view
    assert view.windowTitle() == "Prompt sets"
    prompts = [f"What is {n} plus {n}?" for n in range(1, 21)]
    _type_prompts(qtbot, view, prompts)
    _add_column(qtbot, view, MODELS[0])
    _add_column(qtbot, view, MODELS[1], "temperature=0.2")
    _add_column(qtbot, view, MODELS[2])
    qtbot.waitUntil(
        lambda: "60 requests (20 prompts × 3 columns)" in view.estimate_label.text(),
        timeout=5000,
    )
    qtbot.waitUntil(lambda: "$" in view.estimate_label.text(), timeout=10_000)  # prices known
    assert view.prompts_label.text() == "20 prompts"
    assert _chats(fake_server) == []  # nothing is sent before Start

    with qtbot.waitSignal(presenter.runEnded, timeout=60_000):
        QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    grid = presenter.grid
    assert grid.rowCount() == 20 and grid.columnCount() == 5  # prompt, 3 models, best
    states = {grid.index(r, c).data(STATE_ROLE) for r in range(20) for c in range(1, 4)}
    assert states == {"ok"}
    for row in range(20):
        for column in range(1, 4):
            assert grid.index(row, column).data().startswith("You said:")
            assert f"{row + 1} plus {row + 1}" in grid.index(row, column).data()
    chats = _chats(fake_server)
    assert len(chats) == 61  # 60 cells, one of them twice for the 429
    assert sorted(set(map(_asked, chats))) == sorted((p, m) for p in prompts for m in MODELS)
    assert all(r.body.get("temperature") == 0.2 for r in chats if r.body["model"] == MODELS[1])
    assert view.progress.text() == "60 of 60 answered"

    # The totals line: each column's records summed.
    for column in range(3):
        records = [grid.records[(row, column)] for row in range(20)]
        tokens = sum(r["usage"]["prompt_tokens"] + r["usage"]["completion_tokens"] for r in records)
        found = presenter.totals.index(0, column + 1).data(TOTALS_ROLE)
        assert found.tokens == tokens > 0 and found.answered == 20
        assert found.cost == pytest.approx(sum(r["cost"] for r in records))
        assert found.seconds == pytest.approx(sum(r["seconds"] for r in records))
        shown = presenter.totals.index(0, column + 1).data()
        assert f"{tokens:,} tokens" in shown and "$" in shown

    # Enter on a cell opens its whole answer; Copy takes its text.
    _click_cell(qtbot, view, 2, 2)
    QTest.keyClick(view.grid, Qt.Key.Key_Return)
    from app.ui.promptsets.answer_dialog import AnswerDialog

    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in view.findChildren(AnswerDialog)), timeout=3000
    )
    dialog = next(d for d in view.findChildren(AnswerDialog) if d.isVisible())
    assert "3 plus 3" in dialog.body.toPlainText()
    QTest.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == grid.records[(2, 1)]["answers"][0]["text"]
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)

    # The key 2 on a row votes its second column best; the vote reaches the leaderboard.
    _click_cell(qtbot, view, 4, 1)
    with qtbot.waitSignal(presenter.voted, timeout=5000):
        QTest.keyClick(view.grid, Qt.Key.Key_2)
    assert grid.index(4, 4).data() == f"2 · {MODELS[1]} (temperature=0.2)"
    votes = controller.repo.list_votes()
    import asyncio

    task = asyncio.ensure_future(votes)
    qtbot.waitUntil(task.done, timeout=5000)
    stored = task.result()
    assert len(stored) == 1
    vote = stored[0]
    assert vote.prompt == prompts[4] and vote.winner == MODELS[1]
    assert vote.models == MODELS and vote.compare_group.startswith("prompt-set:")
    from app.services.leaderboard import leaderboard

    assert leaderboard(stored)[0].model == MODELS[1]
    QTest.keyClick(view.grid, Qt.Key.Key_3)  # a row is voted once

    assert grid.index(4, 4).data() == f"2 · {MODELS[1]} (temperature=0.2)"

    # Export as JSON Lines: the batch CLI's records, row by row, then column by column.
    out = tmp_path / "set.jsonl"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "JSON Lines (*.jsonl)")
    )
    QTest.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(out.exists, timeout=5000)
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 60
    assert [(r["prompt"], r["model"]) for r in records[:3]] == [(prompts[0], m) for m in MODELS]
    assert list(records[1]) == [
        "prompt",
        "model",
        "params",
        "answers",
        "usage",
        "cost",
        "ttft_s",
        "seconds",
        "adjustments",
        "status",
        "error",
    ]
    assert records[1]["params"] == {"temperature": 0.2} and records[0]["params"] == {}

    # And as CSV: a line per prompt, a column per model, the vote.
    table = tmp_path / "set"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(table), "CSV (*.csv)"))
    QTest.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    written = table.with_suffix(".csv")
    qtbot.waitUntil(written.exists, timeout=5000)
    rows = list(csv.reader(io.StringIO(written.read_text(encoding="utf-8"), newline="")))
    assert rows[0] == ["prompt", MODELS[0], f"{MODELS[1]} (temperature=0.2)", MODELS[2], "best"]
    assert len(rows) == 21 and rows[5][4] == f"{MODELS[1]} (temperature=0.2)"
    assert rows[1][1] == records[0]["answers"][0]["text"]

    QTest.mouseClick(view.copy_button, Qt.MouseButton.LeftButton)
    markdown = QApplication.clipboard().text().splitlines()
    assert markdown[0].startswith("| Prompt | gpt-4o-mini |") and len(markdown) == 22
    _close(qtbot, controller)


def test_a_stopped_set_resumes_after_a_restart_without_paying_twice(
    qtbot: Any, data_dir: Path, tmp_path: Path
) -> None:
    slow = Reply(chunk_size=8, delay_per_chunk=0.15)
    prompts = [f"Name fruit number {n}." for n in range(1, 7)]
    cells = 6 * 2
    with FakeOpenAIServer(default_reply=slow) as server:
        window, controller = _open(qtbot, data_dir, server)
        presenter = _open_prompt_sets(qtbot, window, controller)
        view = presenter.view
        _type_prompts(qtbot, view, prompts)
        _add_column(qtbot, view, MODELS[0])
        _add_column(qtbot, view, MODELS[2])
        view.concurrency.setFocus()
        QTest.keyClick(view.concurrency, Qt.Key.Key_Down)  # 3 → 2 at a time
        assert view.concurrency.value() == 2
        QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(presenter.grid.records) >= 2, timeout=20_000)
        with qtbot.waitSignal(presenter.runEnded, timeout=20_000):
            view.stop_button.setFocus()
            QTest.keyClick(view.stop_button, Qt.Key.Key_Space)  # by keyboard
        answered = set(presenter.grid.records)
        sent = _chats(server)
        # What was under way finished and is kept: every request sent has its answer.
        assert len(sent) == len(answered) < cells
        assert view.resume_button.isEnabled() and not view.stop_button.isEnabled()
        left = cells - len(answered)
        assert f"Resume sends only the {left} without an answer" in view.progress.text()
        paid = set(map(_asked, sent))
        _close(qtbot, controller)
        window.close()

        # A fresh app: the set is in the window, and Resume sends only what is missing.
        window2, controller2 = _open(qtbot, data_dir, server)
        offer = window2.statusBar().findChild(QPushButton, "resumePromptSetButton")
        assert offer is None or offer.isHidden()  # a set the person stopped is not offered
        again = _open_prompt_sets(qtbot, window2, controller2)
        qtbot.waitUntil(lambda: len(again.grid.records) == len(answered), timeout=5000)
        assert again.view.resume_button.isEnabled()
        assert again.view.columns.columns() == [(MODELS[0], ""), (MODELS[2], "")]
        with qtbot.waitSignal(again.runEnded, timeout=60_000):
            QTest.mouseClick(again.view.resume_button, Qt.MouseButton.LeftButton)
        after = _chats(server)[len(sent) :]
        assert len(after) == left
        assert not set(map(_asked, after)) & paid  # no cell answered twice
        assert len(again.grid.records) == cells
        assert again.view.progress.text() == f"{cells} of {cells} answered"
        assert not again.view.resume_button.isEnabled()
        _close(qtbot, controller2)


def test_a_set_closed_mid_run_resumes_and_loaded_prompts_keep_their_ids(
    qtbot: Any, data_dir: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    source = tmp_path / "questions.csv"
    lines = ["id,prompt,topic", *(f'q{n},"Spell the number {n}.",maths' for n in range(1, 6))]
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    slow = Reply(chunk_size=8, delay_per_chunk=0.2)
    with FakeOpenAIServer(default_reply=slow) as server:
        window, controller = _open(qtbot, data_dir, server)
        presenter = _open_prompt_sets(qtbot, window, controller)
        view = presenter.view
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(source), ""))
        QTest.mouseClick(view.load_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: view.prompts_label.text() == "5 prompts from questions.csv", timeout=5000
        )
        assert view.prompts_text().splitlines()[0] == "Spell the number 1."
        _add_column(qtbot, view, MODELS[0])
        QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: len(presenter.grid.records) >= 1, timeout=20_000)
        window.close()  # mid-run: what finished is on the disk
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=15_000)
        assert not view.isVisible()
        sent = _chats(server)
        (folder,) = (data_dir / "prompt-sets").iterdir()
        written = [json.loads(line) for line in (folder / "records.jsonl").read_text().splitlines()]
        paid = {item["record"]["prompt"] for item in written if item["record"]["status"] == "ok"}
        assert paid and len(paid) < 5

        # The restarted app offers to go on, without loading the room until asked.
        window2, controller2 = _open(qtbot, data_dir, server)
        offer = shown_child(qtbot, window2.statusBar(), QPushButton, "resumePromptSetButton")
        assert offer.text() == f"Resume the prompt set ({len(paid)} of 5 answered)"
        assert controller2.prompt_sets.made is None
        QTest.mouseClick(offer, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: controller2.prompt_sets.made is not None, timeout=5000)
        again = controller2.prompt_sets.made
        # It goes on by itself, and only what is missing is sent.
        qtbot.waitUntil(lambda: again.view.phase() == "finished", timeout=60_000)
        after = [prompt for prompt, _model in map(_asked, _chats(server)[len(sent) :])]
        assert not set(after) & paid  # nothing answered is asked again
        assert len(again.grid.records) == 5
        out = tmp_path / "set.jsonl"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
        QTest.mouseClick(again.view.export_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(out.exists, timeout=5000)
        records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        assert [r["id"] for r in records] == ["q1", "q2", "q3", "q4", "q5"]
        assert {json.dumps(r["fields"]) for r in records} == {'{"topic": "maths"}'}
        _close(qtbot, controller2)


def test_every_control_is_named_and_reached_by_keyboard(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    presenter = _open_prompt_sets(qtbot, window, controller)
    view = presenter.view
    _type_prompts(qtbot, view, ["Say hi.", "Say bye."])
    _add_column(qtbot, view, MODELS[0], "temperature=9")
    # A parameter the model cannot take: one sentence, and Start sends nothing.
    qtbot.waitUntil(lambda: view.estimate_label.text().startswith("Column 1: "), timeout=5000)
    QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(view.problem_label.isVisible, timeout=3000)
    assert view.problem_label.text().startswith("Column 1: temperature")
    assert _chats(fake_server) == []
    line = view.columns.lines[0]
    line.params_edit.clear()
    with qtbot.waitSignal(presenter.runEnded, timeout=20_000):
        QTest.mouseClick(view.start_button, Qt.MouseButton.LeftButton)

    from PySide6.QtWidgets import QAbstractButton, QLineEdit, QPlainTextEdit, QSpinBox, QTableView

    controls = [
        *view.findChildren(QAbstractButton),
        *view.findChildren(QLineEdit),
        *view.findChildren(QPlainTextEdit),
        *view.findChildren(QSpinBox),
        *view.findChildren(QTableView),
    ]
    unnamed = [
        c.objectName() or type(c).__name__
        for c in controls
        if c.isVisible() and not c.accessibleName() and not isinstance(c.parent(), QSpinBox)
    ]
    assert unnamed == []
    assert (
        presenter.grid.index(0, 1)
        .data(Qt.ItemDataRole.AccessibleTextRole)
        .startswith(f"1 · {MODELS[0]}, prompt 1: ")
    )
    activate_window_of(qtbot, view)
    view.prompts_edit.setFocus()
    qtbot.waitUntil(view.prompts_edit.hasFocus, timeout=3000)
    reached = []
    for _ in range(25):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    wanted = (
        view.load_button,
        line.model_button,
        line.params_edit,
        line.remove_button,
        view.columns.add_button,
        view.concurrency,
        view.blind_box,
        view.start_button,
        view.resume_button,
        view.grid,
        view.copy_button,
        view.export_button,
    )
    for widget in wanted:
        if widget.isEnabled():
            assert widget in reached, widget.objectName()
    # Blind: the columns are letters until a row is voted.
    view.blind_box.setFocus()
    QTest.keyClick(view.blind_box, Qt.Key.Key_Space)
    grid = presenter.grid
    assert grid.headerData(1, Qt.Orientation.Horizontal) == "A"
    _click_cell(qtbot, view, 1, 1)
    with qtbot.waitSignal(presenter.voted, timeout=5000):
        QTest.keyClick(view.grid, Qt.Key.Key_1)
    assert grid.index(1, 2).data() == f"A · {MODELS[0]}"
    # F2 on a Best cell lists the choices; the keyboard picks Tie.
    _click_cell(qtbot, view, 0, 0)
    QTest.keyClick(view.grid, Qt.Key.Key_Right)
    QTest.keyClick(view.grid, Qt.Key.Key_Right)
    assert view.grid.currentIndex().column() == 2
    QTest.keyClick(view.grid, Qt.Key.Key_F2)
    from PySide6.QtWidgets import QComboBox

    qtbot.waitUntil(
        lambda: (
            (found := view.grid.findChild(QComboBox, "bestPicker")) is not None
            and found.view().isVisible()
        ),
        timeout=3000,
    )
    picker = view.grid.findChild(QComboBox, "bestPicker")
    assert picker.accessibleName() == "Best answer for prompt 1"
    QTest.keyClick(picker.view(), Qt.Key.Key_Down)
    QTest.keyClick(picker.view(), Qt.Key.Key_Down)
    with qtbot.waitSignal(presenter.voted, timeout=5000):
        QTest.keyClick(picker.view(), Qt.Key.Key_Return)
    assert grid.index(0, 2).data() == "Tie"
    _close(qtbot, controller)


def test_the_room_loads_only_when_asked_for() -> None:
    """The window's start pays nothing for prompt sets: not the room, not the store."""
    import subprocess
    import sys

    code = (
        "import sys, app.ui.shell.controller; "
        "print(sorted(m for m in sys.modules if 'promptset' in m or 'prompt_set' in m))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"
