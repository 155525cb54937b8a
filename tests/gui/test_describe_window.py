"""Describe images in the window, as a person does it, against the loopback server: File ▸
Describe images… (or Ctrl+Shift+D), choose a folder or files (the file dialog answers
through a stand-in: native dialogs cannot be driven), see the count and the estimate,
Start, watch the rows fill with the server's replies, edit one with the keyboard, export
and copy; pause and resume; close the app mid-job and resume after a restart without
paying twice; a wrong key stopping the job at its first request with one sentence."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QPushButton

from app.services.describe.rows import COLUMNS
from app.ui.describe.table_model import DESCRIPTION, FILE, STATE
from tests.gui.test_main_window import _close, _open
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar
from tests.support.waits import settled, shown_child

pytestmark = pytest.mark.usefixtures("qasync_loop")

CHAT = "/v1/chat/completions"
COLOURS = ("red", "green", "blue", "orange", "purple", "teal", "navy", "olive", "maroon")


def _album(root: Path, count: int) -> list[Path]:
    """count small PNGs, img-01.png …, a text file beside them (not an image name)."""
    root.mkdir(parents=True, exist_ok=True)
    paths = []
    for n in range(count):
        path = root / f"img-{n + 1:02d}.png"
        Image.new("RGB", (64 + n, 48), COLOURS[n % len(COLOURS)]).save(path, "PNG")
        paths.append(path)
    (root / "notes.txt").write_text("not an image", encoding="utf-8")
    return paths


def _sent(server: FakeOpenAIServer) -> list[str]:
    """The image file named in each describe request, in the order they arrived."""
    names = []
    for request in server.requests:
        if request.path != CHAT:
            continue
        content = request.body["messages"][-1]["content"]
        text = next(p["text"] for p in content if p.get("type") == "text")
        names.append(text.split("(", 1)[1].split(")", 1)[0])
        assert any(p.get("type") == "image_url" for p in content)
    return names


def _open_describe(qtbot: Any, window: Any, controller: Any) -> Any:
    activate_window_of(qtbot, window)
    choose_from_menu_bar(qtbot, window, "File", "Describe images…")
    qtbot.waitUntil(
        lambda: controller.describe.made is not None and controller.describe.made.view.isVisible(),
        timeout=5000,
    )
    return controller.describe.made


def _choose_folder(qtbot: Any, monkeypatch: Any, presenter: Any, folder: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    QTest.mouseClick(presenter.view.folder_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "input tokens" in presenter.view.estimate_label.text(), timeout=10_000)


def _column(presenter: Any, column: int) -> list[str]:
    model = presenter.table
    return [model.index(r, column).data() for r in range(model.rowCount())]


def _click_start(qtbot: Any, presenter: Any) -> None:
    button = presenter.view.start_button
    qtbot.waitUntil(button.isEnabled, timeout=5000)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _all_done(presenter: Any, count: int) -> bool:
    return _column(presenter, STATE) == ["Done"] * count


def test_describe_a_folder_edit_export_and_copy(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path, monkeypatch: Any
) -> None:
    files = _album(tmp_path / "album", 3)
    (tmp_path / "album" / "nested").mkdir()
    Image.new("RGB", (700, 600), "white").save(tmp_path / "album" / "nested" / "big.jpg")
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    presenter = _open_describe(qtbot, window, controller)
    view = presenter.view
    assert view.windowTitle() == "Describe images"
    assert view.model() == "gpt-4o-mini"  # the main window's model
    assert view.prompt_picker.currentText() == "Alt text"
    assert "{filename}" in view.prompt_hint.text()

    _choose_folder(qtbot, monkeypatch, presenter, tmp_path / "album")
    # The folder is walked into; the text file is not taken.
    assert _column(presenter, FILE) == ["img-01.png", "img-02.png", "img-03.png", "nested/big.jpg"]
    qtbot.waitUntil(lambda: "$" in view.estimate_label.text(), timeout=10_000)  # prices known
    assert "4 images to describe" in view.estimate_label.text()
    # 700×600 at auto is cut into tiles (high), the small ones are one low-detail image.
    low = view.estimate_label.text()
    view.detail_picker.setCurrentIndex(view.detail_picker.findData("low"))
    qtbot.waitUntil(lambda: view.estimate_label.text() != low, timeout=5000)
    assert _column(presenter, STATE) == ["Waiting"] * 4
    assert fake_server.requests == [] or CHAT not in {r.path for r in fake_server.requests}

    with qtbot.waitSignal(presenter.runEnded, timeout=20_000):
        _click_start(qtbot, presenter)
    qtbot.waitUntil(lambda: _all_done(presenter, 4), timeout=10_000)
    descriptions = _column(presenter, DESCRIPTION)
    # The loopback server echoes the question: each row holds the reply about its own file.
    names = ["img-01.png", "img-02.png", "img-03.png", "big.jpg"]
    for name, text in zip(names, descriptions, strict=True):
        assert text.startswith("You said:") and f"({name})" in text
    assert sorted(_sent(fake_server)) == sorted([f.name for f in files] + ["big.jpg"])
    assert view.progress.text() == "4 of 4"
    assert "tokens in" in view.totals_label.text() and "$" in view.totals_label.text()
    assert presenter.table.index(0, 3).data()  # input tokens, from the server's usage

    # Edit the second description with the keyboard: Tab into the table, Down, F2, type, Enter.
    table = view.table
    table.setFocus()
    table.setCurrentIndex(presenter.table.index(1, DESCRIPTION))
    QTest.keyClick(table, Qt.Key.Key_F2)
    qtbot.waitUntil(lambda: table.findChild(object, "descriptionEditor") is not None, timeout=3000)
    editor = QApplication.focusWidget()
    assert editor is not None and editor.objectName() == "descriptionEditor"
    QTest.keyClicks(editor, "A green square.")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: presenter.table.index(1, DESCRIPTION).data() == "A green square.", timeout=3000
    )
    assert presenter.table.index(1, STATE).data() == "Done (edited)"

    # Export as CSV: the CLI's columns, the edit in it.
    out = tmp_path / "out" / "alt.csv"
    out.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "CSV (*.csv)"))
    QTest.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(out.exists, timeout=5000)
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"), newline="")))
    assert tuple(rows[0]) == COLUMNS
    assert [Path(r["file"]).name for r in rows] == [
        "img-01.png",
        "img-02.png",
        "img-03.png",
        "big.jpg",
    ]
    assert rows[1]["description"] == "A green square."
    assert {r["status"] for r in rows} == {"ok"} and {r["model"] for r in rows} == {"gpt-4o-mini"}

    # JSON Lines too, by the filter chosen.
    lines = tmp_path / "out" / "alt"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(lines), "JSON Lines (*.jsonl)")
    )
    QTest.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    jsonl = lines.with_suffix(".jsonl")
    qtbot.waitUntil(jsonl.exists, timeout=5000)
    items = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert items[1]["description"] == "A green square." and len(items) == 4

    QTest.mouseClick(view.copy_button, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text().splitlines()
    assert copied[0].split("\t")[:3] == ["File", "Description", "Input"]
    assert len(copied) == 5 and copied[2].split("\t")[1] == "A green square."

    # The edit is kept with the job: the window of a restarted app shows it.
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert not view.isVisible()
    window2, controller2 = _open(qtbot, data_dir, fake_server)
    settled(qtbot, controller2)
    offer = window2.statusBar().findChild(QPushButton, "resumeDescribeButton")
    assert offer is None or offer.isHidden()  # a finished job is not offered
    again = _open_describe(qtbot, window2, controller2)
    qtbot.waitUntil(lambda: _all_done_or_edited(again, 4), timeout=5000)
    assert again.table.index(1, DESCRIPTION).data() == "A green square."
    assert again.view.progress.text() == "4 of 4"
    _close(qtbot, controller2)


def _all_done_or_edited(presenter: Any, count: int) -> bool:
    return len(_column(presenter, STATE)) == count and all(
        s.startswith("Done") for s in _column(presenter, STATE)
    )


def test_choose_files_with_the_shortcut_pause_and_resume(
    qtbot: Any, data_dir: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    files = _album(tmp_path / "pick", 8)
    # Slow replies: a pause comes while images are still waiting.
    slow = Reply(chunk_size=60, delay_per_chunk=0.15)
    with FakeOpenAIServer(default_reply=slow) as server:
        window, controller = _open(qtbot, data_dir, server)
        activate_window_of(qtbot, window)
        modifiers = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        qtbot.keyClick(window.composer, Qt.Key.Key_D, modifiers)
        qtbot.waitUntil(lambda: controller.describe.made is not None, timeout=5000)
        presenter = controller.describe.made
        view = presenter.view
        qtbot.waitUntil(view.isVisible, timeout=5000)
        monkeypatch.setattr(
            QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(f) for f in files], "")
        )
        QTest.mouseClick(view.files_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: "8 images to describe" in view.estimate_label.text(), timeout=10_000
        )
        _click_start(qtbot, presenter)
        qtbot.waitUntil(lambda: "Done" in _column(presenter, STATE), timeout=20_000)
        assert view.pause_button.isEnabled()
        with qtbot.waitSignal(presenter.runEnded, timeout=20_000):
            view.pause_button.setFocus()
            QTest.keyClick(view.pause_button, Qt.Key.Key_Space)  # by keyboard
        states = _column(presenter, STATE)
        assert "Waiting" in states and "Describing…" not in states
        done = [s for s in states if s == "Done"]
        assert len(_sent(server)) == len(done)  # nothing left under way
        assert view.resume_button.isEnabled() and not view.pause_button.isEnabled()
        assert "of 8" in view.progress.text()
        # What is left, estimated.
        qtbot.waitUntil(lambda: "to describe" in view.estimate_label.text(), timeout=5000)

        with qtbot.waitSignal(presenter.runEnded, timeout=30_000):
            QTest.mouseClick(view.resume_button, Qt.MouseButton.LeftButton)
        assert _all_done(presenter, 8)
        assert sorted(_sent(server)) == sorted(f.name for f in files)  # each once
        assert not view.resume_button.isEnabled()
        _close(qtbot, controller)


def test_a_job_closed_with_the_app_resumes_without_paying_twice(
    qtbot: Any, data_dir: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    _album(tmp_path / "album", 6)
    slow = Reply(chunk_size=60, delay_per_chunk=0.4)
    with FakeOpenAIServer(default_reply=slow) as server:
        window, controller = _open(qtbot, data_dir, server)
        presenter = _open_describe(qtbot, window, controller)
        _choose_folder(qtbot, monkeypatch, presenter, tmp_path / "album")
        _click_start(qtbot, presenter)
        qtbot.waitUntil(lambda: "Done" in _column(presenter, STATE), timeout=20_000)
        window.close()  # mid-job: the rows described so far are on disk
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=15_000)
        assert not presenter.view.isVisible()
        before = _sent(server)
        jobs = list((data_dir / "describe-jobs").iterdir())
        assert len(jobs) == 1
        written = [json.loads(line) for line in (jobs[0] / "rows.jsonl").read_text().splitlines()]
        paid = {Path(row["file"]).name for row in written if row["status"] == "ok"}
        assert paid and len(paid) < 6

        window2, controller2 = _open(qtbot, data_dir, server)
        offer = shown_child(qtbot, window2.statusBar(), QPushButton, "resumeDescribeButton")
        assert offer.text() == f"Resume describing images ({len(paid)} of 6 done)"
        assert controller2.describe.made is None  # nothing of the room loaded until asked
        QTest.mouseClick(offer, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: controller2.describe.made is not None, timeout=5000)
        again = controller2.describe.made
        qtbot.waitUntil(lambda: _all_done(again, 6), timeout=30_000)
        qtbot.waitUntil(lambda: again.view.phase() == "finished", timeout=5000)
        after = _sent(server)[len(before) :]
        assert not set(after) & paid  # no second request for an image already described
        assert sorted(paid | set(after)) == [f"img-0{n}.png" for n in range(1, 7)]
        assert again.view.progress.text() == "6 of 6"
        _close(qtbot, controller2)


def test_a_wrong_key_stops_the_job_at_the_first_request(
    qtbot: Any, data_dir: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    _album(tmp_path / "album", 5)
    with FakeOpenAIServer(api_key="sk-the-right-one") as server:
        window, controller = _open(qtbot, data_dir, server)
        presenter = _open_describe(qtbot, window, controller)
        _choose_folder(qtbot, monkeypatch, presenter, tmp_path / "album")
        with qtbot.waitSignal(presenter.runEnded, timeout=20_000):
            _click_start(qtbot, presenter)
        view = presenter.view
        assert len(_sent(server)) == 1
        problem = view.problem_label.text()
        assert view.problem_label.isVisible() and problem
        assert "\n" not in problem and problem.endswith(".")
        assert "sk-guitest" not in problem  # the key is never shown
        assert _column(presenter, STATE) == ["Waiting"] * 5
        assert view.resume_button.isEnabled()  # once the key is fixed in Settings
        _close(qtbot, controller)


def test_every_control_is_named_and_reached_by_keyboard(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path, monkeypatch: Any
) -> None:
    _album(tmp_path / "album", 3)
    window, controller = _open(qtbot, data_dir, fake_server)
    presenter = _open_describe(qtbot, window, controller)
    view = presenter.view
    _choose_folder(qtbot, monkeypatch, presenter, tmp_path / "album")
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QPlainTextEdit, QTableView

    controls = [
        *view.findChildren(QAbstractButton),
        *view.findChildren(QComboBox),
        *view.findChildren(QPlainTextEdit),
        *view.findChildren(QTableView),
    ]
    unnamed = [c.objectName() for c in controls if c.isVisible() and not c.accessibleName()]
    assert unnamed == []
    # Tab from the first button goes through the options and the table to the buttons.
    activate_window_of(qtbot, view)
    view.folder_button.setFocus()
    qtbot.waitUntil(view.folder_button.hasFocus, timeout=3000)
    reached = []
    for _ in range(25):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    for wanted in (view.table, view.start_button, view.copy_button, view.export_button):
        assert wanted in reached, wanted.objectName()
    view.table.setFocus()
    view.table.setCurrentIndex(presenter.table.index(0, FILE))
    QTest.keyClick(view.table, Qt.Key.Key_Down)
    assert view.table.currentIndex().row() == 1
    QTest.keyClick(view.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not view.table  # Tab leaves the table
    _close(qtbot, controller)


def test_the_room_loads_only_when_asked_for() -> None:
    """The window's start pays nothing for describing: not the room, not the job store."""
    import subprocess
    import sys

    code = (
        "import sys, app.ui.shell.controller; "
        "print(sorted(m for m in sys.modules if 'describe' in m))"
    )
    shown = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"


def test_a_broken_file_gets_its_sentence_and_a_429_is_waited_out(
    qtbot: Any, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path, monkeypatch: Any
) -> None:
    _album(tmp_path / "album", 2)
    (tmp_path / "album" / "bad.jpg").write_text("not an image at all", encoding="utf-8")
    fake_server.enqueue(Reply.error(429, "Slow down.", retry_after=0))
    window, controller = _open(qtbot, data_dir, fake_server)
    presenter = _open_describe(qtbot, window, controller)
    view = presenter.view
    _choose_folder(qtbot, monkeypatch, presenter, tmp_path / "album")
    assert "1 not readable as images" in view.estimate_label.text()
    with qtbot.waitSignal(presenter.runEnded, timeout=30_000):
        _click_start(qtbot, presenter)
    assert _column(presenter, STATE) == ["Error", "Done", "Done"]  # bad.jpg sorts first
    sentence = presenter.table.index(0, DESCRIPTION).data()
    assert sentence.startswith("bad.jpg: ") and sentence.endswith(".")
    # The 429 was waited out and sent again; the broken file was never sent.
    chats = [r for r in fake_server.requests if r.path == CHAT]
    assert len(chats) == 3 and sorted(set(_sent(fake_server))) == ["img-01.png", "img-02.png"]
    assert view.progress.text() == "3 of 3" and "1 failed" in view.totals_label.text()
    assert view.retry_button.isEnabled() and not view.resume_button.isEnabled()

    # Selected rows copy with Ctrl+C, as text with a header line.
    table = view.table
    table.setFocus()
    table.setCurrentIndex(presenter.table.index(0, FILE))
    QTest.keyClick(table, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    QTest.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QApplication.clipboard().text().splitlines()
    assert len(copied) == 3 and copied[1].split("\t")[-1].startswith("Error: bad.jpg: ")

    # As JSON: every finished row, the failed one with its sentence, as the CLI writes it.
    out = tmp_path / "rows.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "JSON (*.json)"))
    QTest.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(out.exists, timeout=5000)
    items = json.loads(out.read_text(encoding="utf-8"))
    assert [i["status"] for i in items] == ["error", "ok", "ok"]
    assert items[0]["error"] == sentence and items[0]["description"] == ""

    # Retry failed sends nothing for a file that is not an image: its row says why again.
    with qtbot.waitSignal(presenter.runEnded, timeout=10_000):
        QTest.mouseClick(view.retry_button, Qt.MouseButton.LeftButton)
    assert _column(presenter, STATE) == ["Error", "Done", "Done"]
    assert len([r for r in fake_server.requests if r.path == CHAT]) == 3
    _close(qtbot, controller)


def test_stop_cancels_what_is_under_way_and_is_not_offered_again(
    qtbot: Any, data_dir: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    _album(tmp_path / "album", 5)
    slow = Reply(chunk_size=60, delay_per_chunk=0.4)
    with FakeOpenAIServer(default_reply=slow) as server:
        window, controller = _open(qtbot, data_dir, server)
        presenter = _open_describe(qtbot, window, controller)
        view = presenter.view
        _choose_folder(qtbot, monkeypatch, presenter, tmp_path / "album")
        _click_start(qtbot, presenter)
        qtbot.waitUntil(lambda: "Describing…" in _column(presenter, STATE), timeout=10_000)
        with qtbot.waitSignal(presenter.runEnded, timeout=10_000):
            QTest.mouseClick(view.stop_button, Qt.MouseButton.LeftButton)
        assert set(_column(presenter, STATE)) <= {"Waiting", "Done"}
        assert "Waiting" in _column(presenter, STATE)
        assert view.phase() == "stopped" and view.resume_button.isEnabled()
        qtbot.waitUntil(
            lambda: all(r.finished.is_set() for r in server.requests), timeout=10_000
        )  # the requests under way were cancelled: their connections closed
        window.close()
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
        window2, controller2 = _open(qtbot, data_dir, server)
        settled(qtbot, controller2)
        offer = window2.statusBar().findChild(QPushButton, "resumeDescribeButton")
        assert offer is None or offer.isHidden()  # stopped on purpose: not offered
        _close(qtbot, controller2)
