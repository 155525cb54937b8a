"""Tools ▸ Knowledge bases…, used as a person would: a base made from a real folder (a PDF,
a DOCX, a note and a damaged PDF), its cost shown before anything is sent, indexed against
the loopback embeddings route with a progress bar, the unreadable file listed with its
reason, searched from the window (file, page and passage), a passage opened in the document
preview, the folder changed while the app runs (a file added, edited, deleted) and each
change found by the next search, and the base removed."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QListWidget, QPlainTextEdit

from tests.gui.test_main_window import _close, _open
from tests.support.documents import make
from tests.support.embeddings_server import EmbeddingsServer
from tests.support.gui_actions import activate_window_of, choose_from_menu_bar

pytestmark = pytest.mark.usefixtures("qasync_loop")


def library(root: Path) -> Path:
    """handbook.pdf (3 pages), travel.docx, notes.md and a damaged PDF."""
    import io

    import docx as python_docx

    root.mkdir(parents=True, exist_ok=True)
    (root / "handbook.pdf").write_bytes(
        make.pdf(
            [
                "Welcome to the company handbook. Read it on your first day.",
                "Holiday allowance: every employee receives twenty-eight days of paid leave\n"
                "per calendar year, booked through the staffing portal.",
                "Security: badges must be worn visibly inside the building at all times.",
            ]
        )
    )
    document = python_docx.Document()
    for text in ("Travel policy.", "Mileage is reimbursed at forty cents per kilometre."):
        document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    (root / "travel.docx").write_bytes(out.getvalue())
    (root / "notes.md").write_text(
        "# Kitchen\n\nThe espresso machine is descaled every Friday afternoon.\n", encoding="utf-8"
    )
    (root / "broken.pdf").write_bytes(make.corrupt_pdf())
    return root


@pytest.fixture
def embeddings(fake_server: Any) -> Iterator[EmbeddingsServer]:
    with EmbeddingsServer() as server:
        fake_server.embeddings = server  # /v1/embeddings at the chat's own address
        yield server


def _window(window: Any) -> Any:
    found = [d for d in window.findChildren(QDialog, "knowledgeWindow") if d.isVisible()]
    return found[0] if found else None


def _click(qtbot: Any, widget: Any) -> None:
    qtbot.waitUntil(lambda: widget.isVisible() and widget.isEnabled(), timeout=10_000)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())


def _type(qtbot: Any, widget: Any, text: str) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().center())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=5000)
    widget.selectAll()
    qtbot.keyClick(widget, Qt.Key.Key_Delete)
    qtbot.keyClicks(widget, text)


def _open_knowledge(qtbot: Any, data_dir: Path, fake_server: Any) -> tuple[Any, Any, Any]:
    """The main window, its controller and the window Tools ▸ Knowledge bases… opens."""
    window, controller = _open(qtbot, data_dir, fake_server)
    choose_from_menu_bar(qtbot, window, "Tools", "Knowledge bases…")
    qtbot.waitUntil(lambda: _window(window) is not None, timeout=5000)
    return window, controller, _window(window)


def _new_base(qtbot: Any, kb: Any, name: str, paths: str) -> None:
    """New base, its name and folder typed in, Create."""
    _click(qtbot, kb.new_button)
    _type(qtbot, kb.name_edit, name)
    _type(qtbot, kb.paths_edit, paths)
    _click(qtbot, kb.create_button)


def _results(kb: Any) -> list[str]:
    rows = kb.results
    return [rows.item(i).text() for i in range(rows.count())]


def _search(qtbot: Any, kb: Any, query: str) -> list[str]:
    _type(qtbot, kb.search_edit, query)
    assert kb.search_state.text() == ""  # typing cleared what was said of the last search
    qtbot.keyClick(kb.search_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "found" in kb.search_state.text(), timeout=10_000)
    return _results(kb)


def test_a_base_is_made_indexed_searched_watched_and_removed(
    qtbot: Any, data_dir: Path, fake_server: Any, embeddings: EmbeddingsServer, tmp_path: Path
) -> None:
    docs = library(tmp_path / "docs")
    window, controller, kb = _open_knowledge(qtbot, data_dir, fake_server)
    assert kb.empty_label.isVisible()

    _new_base(qtbot, kb, "handbook", str(docs))
    # Read at once, nothing sent: the cost shows before Index.
    qtbot.waitUntil(lambda: "To embed: 5 passages" in kb.estimate.text(), timeout=20_000)
    assert "price unknown" in kb.estimate.text()
    assert embeddings.requests == []
    assert kb.problems.isVisible()
    problem = kb.problems.item(0).text()
    assert "broken.pdf" in problem and "—" in problem

    _click(qtbot, kb.index_button)
    qtbot.waitUntil(lambda: "Everything read is embedded." in kb.estimate.text(), timeout=20_000)
    assert "5 passages embedded" in kb.state.text()
    assert not kb.progress.isVisible()
    assert embeddings.embedded_inputs() and len(embeddings.embedded_inputs()) == 5

    rows = _search(qtbot, kb, "holiday allowance")
    assert rows and rows[0].startswith("handbook.pdf, page 2")
    assert "twenty-eight days" in rows[0]
    assert not kb.form.isVisible()  # Enter searched; it pressed no button
    if os.environ.get("COMETDESK_KB_WINDOW_SHOT"):  # a picture of the window, to look at
        kb.grab().save(os.environ["COMETDESK_KB_WINDOW_SHOT"])
    # Enter on the result opens the passage in its document, at its page, selected.
    kb.results.setFocus()
    qtbot.keyClick(kb.results, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _preview(window) is not None, timeout=10_000)
    preview = _preview(window)
    text = preview.findChild(QPlainTextEdit, "documentPreviewText")
    assert text.toPlainText().startswith("[page 2]")
    assert "twenty-eight days" in text.textCursor().selectedText()
    preview.close()

    # The folder changes while the app runs: each change is found, touching only that file.
    activate_window_of(qtbot, kb)
    asked = len(embeddings.embedded_inputs())
    (docs / "bikes.md").write_text("The bicycle shed opens at seven.\n", encoding="utf-8")
    qtbot.waitUntil(lambda: "4 documents" in kb.summary.text(), timeout=20_000)
    assert embeddings.embedded_inputs()[asked:] == ["The bicycle shed opens at seven."]
    assert any("bikes.md" in row for row in _search(qtbot, kb, "bicycle shed"))
    (docs / "notes.md").write_text("The espresso machine is descaled on Mondays.\n", "utf-8")
    qtbot.waitUntil(lambda: _sent("on Mondays", embeddings) == 1, timeout=20_000)
    qtbot.waitUntil(kb.index_button.isEnabled, timeout=10_000)
    assert any("notes.md" in row for row in _search(qtbot, kb, "Mondays"))
    (docs / "travel.docx").unlink()
    qtbot.waitUntil(lambda: "3 documents" in kb.summary.text(), timeout=20_000)
    assert not any("travel" in row for row in _search(qtbot, kb, "mileage kilometre"))
    # Each change touched its own file only: nothing else was embedded twice.
    assert _sent("twenty-eight days", embeddings) == 1
    assert _sent("forty cents", embeddings) == 1

    _click(qtbot, kb.remove_button)
    _click(qtbot, kb.confirm_remove)
    qtbot.waitUntil(kb.empty_label.isVisible, timeout=10_000)
    assert not (data_dir / "knowledge" / "handbook.sqlite3").exists()
    assert (docs / "handbook.pdf").exists()
    _close(qtbot, controller)


def _sent(words: str, server: EmbeddingsServer) -> int:
    """How many passages containing ``words`` were sent to be embedded."""
    return sum(words in text for text in server.embedded_inputs())


def _preview(window: Any) -> Any:
    found = [d for d in QApplication.topLevelWidgets() if d.objectName() == "passagePreview"]
    found += window.findChildren(QDialog, "passagePreview")
    shown = [d for d in found if d.isVisible()]
    return shown[0] if shown else None


def test_no_embeddings_route_is_one_sentence_and_loses_nothing(
    qtbot: Any, data_dir: Path, fake_server: Any, tmp_path: Path
) -> None:
    docs = library(tmp_path / "docs")
    _, controller, kb = _open_knowledge(qtbot, data_dir, fake_server)
    _new_base(qtbot, kb, "notes", str(docs / "notes.md"))
    qtbot.waitUntil(lambda: "To embed: 1 passage," in kb.estimate.text(), timeout=20_000)
    _click(qtbot, kb.index_button)
    qtbot.waitUntil(lambda: "does not offer embeddings" in kb.state.text(), timeout=20_000)
    assert "\n" not in kb.state.text()
    # The passages stay: the base is searched by keyword.
    assert any("notes.md" in r for r in _search(qtbot, kb, "espresso"))
    assert "Keyword hits only" not in kb.search_state.text()  # nothing embedded: no vector side
    _close(qtbot, controller)


def test_a_name_that_cannot_be_used_is_said_in_the_form(
    qtbot: Any, data_dir: Path, fake_server: Any, tmp_path: Path
) -> None:
    _, controller, kb = _open_knowledge(qtbot, data_dir, fake_server)
    _new_base(qtbot, kb, "../escape", str(tmp_path / "nowhere"))
    qtbot.waitUntil(kb.form_error.isVisible, timeout=10_000)
    assert "cannot name a knowledge base" in kb.form_error.text()
    assert kb.name_edit.text() == "../escape"  # nothing typed is lost
    assert kb.findChild(QListWidget, "knowledgeBaseList").count() == 0
    _close(qtbot, controller)


def test_a_model_that_changed_size_is_said_and_reindex_mends_it(
    qtbot: Any, data_dir: Path, fake_server: Any, embeddings: EmbeddingsServer, tmp_path: Path
) -> None:
    docs = library(tmp_path / "docs")
    _, controller, kb = _open_knowledge(qtbot, data_dir, fake_server)
    _new_base(qtbot, kb, "handbook", str(docs))
    qtbot.waitUntil(lambda: "To embed: 5 passages" in kb.estimate.text(), timeout=20_000)
    _click(qtbot, kb.index_button)
    qtbot.waitUntil(lambda: "Everything read is embedded." in kb.estimate.text(), timeout=20_000)

    embeddings.dimension = 128  # the model now answers with shorter vectors
    (docs / "bikes.md").write_text("The bicycle shed opens at seven.\n", encoding="utf-8")
    qtbot.waitUntil(kb.reindex_button.isVisible, timeout=20_000)
    assert "now returns 128-dimensional embeddings" in kb.state.text()
    assert "To embed: 1 passage," in kb.estimate.text()  # stored, waiting: nothing lost
    _click(qtbot, kb.reindex_button)
    qtbot.waitUntil(lambda: "Everything read is embedded." in kb.estimate.text(), timeout=20_000)
    assert "6 passages embedded" in kb.state.text()
    assert not kb.reindex_button.isVisible()
    _close(qtbot, controller)


def test_pause_stops_indexing_and_resume_goes_on_without_paying_twice(
    qtbot: Any, data_dir: Path, fake_server: Any, embeddings: EmbeddingsServer, tmp_path: Path
) -> None:
    docs = tmp_path / "many"
    docs.mkdir()
    for n in range(150):
        (docs / f"note{n:03}.md").write_text(f"Note {n} about topic{n}.\n", encoding="utf-8")
    _, controller, kb = _open_knowledge(qtbot, data_dir, fake_server)
    _new_base(qtbot, kb, "notes", str(docs))
    qtbot.waitUntil(lambda: "To embed: 150 passages" in kb.estimate.text(), timeout=30_000)
    embeddings.stall_after = 1  # the first batch is answered; the next ones hang
    _click(qtbot, kb.index_button)
    qtbot.waitUntil(lambda: "Embedding passages: 64 of 150" in kb.state.text(), timeout=30_000)
    assert kb.progress.isVisible() and kb.progress.value() == 64
    assert kb.pause_button.accessibleName() == "Pause indexing"
    _click(qtbot, kb.pause_button)
    qtbot.waitUntil(lambda: kb.state.text().startswith("Paused"), timeout=30_000)
    assert "To embed: 86 passages" in kb.estimate.text()
    assert kb.pause_button.accessibleName() == "Resume indexing"

    embeddings.stall_after = None
    embeddings._released.set()  # the request left hanging by the paused run ends
    _click(qtbot, kb.pause_button)  # now Resume
    qtbot.waitUntil(lambda: "Everything read is embedded." in kb.estimate.text(), timeout=30_000)
    assert _sent("Note 0 about", embeddings) == 1  # the first batch was not paid for twice
    assert len(embeddings.embedded_inputs()) == 150
    _close(qtbot, controller)
