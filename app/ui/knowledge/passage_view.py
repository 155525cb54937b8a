"""A passage opened from a citation or a search result: its document in the document
preview at its page (sheet, slide), the passage selected and scrolled into view. The file
is read again on a worker thread; a file that is gone or unreadable shows the passage as it
was stored, with a sentence saying why."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QLabel, QTextEdit, QWidget

from app.kb.retrieval import Source
from app.ui.composer.document_preview import DocumentPreview

HIGHLIGHT = "#ffe58a"


def _read(source: Source) -> tuple[str, int, str]:
    """(the page's text, the number of pages, the unit), or OSError/ValueError."""
    from app.documents import MAX_FILE_BYTES, DocumentError, extract_document

    path = Path(source.file)
    with path.open("rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    try:
        document = extract_document(data, path.name)
    except DocumentError as err:
        raise ValueError(err.message) from err
    text = document.text
    page = source.page or 1
    if text.unit == "file" or not 1 <= page <= text.count:
        return text.body(), text.count, text.unit
    return text.body((page, page)), text.count, text.unit


def _where(unit: str, page: int, pages: int) -> str:
    if unit == "sheet":
        return QCoreApplication.translate("PassageView", "Sheet {0} of {1}").format(page, pages)
    if unit == "slide":
        return QCoreApplication.translate("PassageView", "Slide {0} of {1}").format(page, pages)
    return QCoreApplication.translate("PassageView", "Page {0} of {1}").format(page, pages)


async def open_passage(source: Source, parent: QWidget) -> DocumentPreview:
    title = f"[{source.n}] {source.where()}" if source.n else source.where()
    note = ""
    try:
        page_text, pages, unit = await asyncio.to_thread(_read, source)
    except (OSError, ValueError) as err:
        reason = getattr(err, "strerror", None) or str(err)
        page_text, pages, unit = source.text, 1, source.unit
        note = QCoreApplication.translate(
            "PassageView", "{0} could not be read again ({1}); this is the passage as it was sent."
        )
        note = note.format(Path(source.file).name, reason)
    page = source.page or 1
    dialog = DocumentPreview(
        title, max(1, pages), unit, (page, page), editable=False, parent=parent
    )
    dialog.setObjectName("passagePreview")
    dialog.text.setAccessibleName(
        QCoreApplication.translate("PassageView", "The passage in its document")
    )
    dialog.show_text(page_text)
    # The preview's page range is for choosing what a document sends: here it only says
    # where the passage is.
    for child in dialog.findChildren(QLabel):
        if child is not dialog.size:
            child.hide()
    dialog.first.hide()
    dialog.last.hide()
    if note:
        dialog.size.setText(note)
    elif unit != "file":
        dialog.size.setText(_where(unit, page, pages))
    _select(dialog, source.text)
    dialog.open()
    return dialog


def _select(dialog: DocumentPreview, passage: str) -> None:
    """Selects the passage (its first words where the page's layout differs) and shows it."""
    box = dialog.text
    document = box.document()
    found = QTextCursor()
    for probe in (passage.strip(), passage.strip()[:120], passage.strip()[:40]):
        if probe:
            found = document.find(probe)
            if not found.isNull():
                break
    if found.isNull():
        return
    if found.selectedText() != passage.strip():  # only the start matched: mark what it covers
        end = min(document.characterCount() - 1, found.selectionStart() + len(passage.strip()))
        found.setPosition(found.selectionStart())
        found.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    mark = QTextEdit.ExtraSelection()
    mark.cursor = found
    fmt = QTextCharFormat()
    fmt.setBackground(QColor(HIGHLIGHT))
    fmt.setForeground(QColor("#000000"))
    mark.format = fmt
    box.setExtraSelections([mark])
    box.setTextCursor(found)
    box.centerCursor()
