"""Documents in the real window: drop a PDF on the message box, see its chip (pages, size,
tokens), narrow it to a page range in the preview, send it; the request carries exactly the
labelled text block; the transcript shows the document as a chip that opens the text sent.
A password-protected PDF is refused with a sentence naming it, and nothing is attached."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSpinBox, QToolButton

from app.ui.composer.document_item import DocumentChip
from app.ui.composer.document_preview import DocumentPreview
from tests.gui.test_main_window import _close, _open
from tests.support.documents import make
from tests.support.fake_server import Reply
from tests.support.gui_actions import drop_files

pytestmark = pytest.mark.usefixtures("qasync_loop")


def _chip(qtbot: Any, window: Any) -> DocumentChip:
    found: list[DocumentChip] = []

    def ready() -> bool:
        found[:] = window.attachment_tray.findChildren(DocumentChip, "documentChip")
        return bool(found)

    qtbot.waitUntil(ready, timeout=15_000)
    return found[0]


def test_drop_a_pdf_choose_pages_send_and_open_it_from_the_transcript(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    fake_server.enqueue(Reply(text="Revenue grew 12 percent."))
    report = tmp_path / "report.pdf"
    report.write_bytes(make.report_pdf())
    window, controller = _open(qtbot, data_dir, fake_server)
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    assert drop_files(window.composer.viewport(), [report])
    chip = _chip(qtbot, window)
    facts = chip.facts.text()
    assert "4 pages" in facts and "tokens" in facts
    # The preview shows what is sent; pages 1–2 only.
    preview_button = chip.findChild(QToolButton, "documentPreviewButton")
    qtbot.mouseClick(preview_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.findChild(DocumentPreview, "documentPreview") is not None, timeout=5000
    )
    preview = window.findChild(DocumentPreview, "documentPreview")
    qtbot.waitUntil(lambda: "Revenue grew" in preview.text.toPlainText(), timeout=5000)
    last = preview.findChild(QSpinBox, "documentLastPage")
    last.setFocus()
    last.selectAll()
    qtbot.keyClicks(last, "2")
    qtbot.waitUntil(lambda: "Outlook" not in preview.text.toPlainText(), timeout=5000)
    assert "Staff costs" in preview.text.toPlainText()
    preview.accept()
    qtbot.waitUntil(lambda: "1–2 of 4" in chip.facts.text(), timeout=5000)

    qtbot.keyClicks(window.composer, "Summarise the report")
    with qtbot.waitSignal(controller.replyFinished, timeout=15_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    body = [r.body for r in fake_server.requests if r.path.endswith("/chat/completions")][-1]
    content = body["messages"][-1]["content"]
    text = content if isinstance(content, str) else " ".join(p.get("text", "") for p in content)
    assert "Summarise the report" in text and "report.pdf" in text
    assert "Revenue grew 12 percent" in text and "Staff costs" in text
    assert "We expect steady growth" not in text  # page 3 was left out
    assert not window.attachment_tray.findChildren(DocumentChip, "documentChip") or all(
        not c.isVisible() for c in window.attachment_tray.findChildren(DocumentChip)
    )

    # In the transcript the document is a chip; a click shows the text that was sent.
    sent = window.transcript.findChildren(QToolButton, "documentChipButton")
    assert len(sent) == 1 and sent[0].accessibleName() == "Document report.pdf: show its text"
    window.transcript.ensureWidgetVisible(sent[0])
    qtbot.mouseClick(sent[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: any(
            d.isVisible() and "Staff costs" in d.text.toPlainText()
            for d in window.findChildren(DocumentPreview)
        ),
        timeout=5000,
    )
    _close(qtbot, controller)


def test_a_password_protected_pdf_is_refused_with_its_name(
    qtbot: Any, tmp_path: Path, data_dir: Path, fake_server: Any
) -> None:
    locked = tmp_path / "locked.pdf"
    locked.write_bytes(make.encrypted_pdf())
    window, controller = _open(qtbot, data_dir, fake_server)
    assert drop_files(window.composer.viewport(), [locked])
    qtbot.waitUntil(lambda: "password" in window.statusBar().currentMessage(), timeout=15_000)
    assert "locked.pdf" in window.statusBar().currentMessage()
    assert not window.attachment_tray.findChildren(DocumentChip)
    assert not window.attachment_tray.is_busy()
    _close(qtbot, controller)
