"""Documents on their way into a message (PDF, DOCX, XLSX, CSV, PPTX, any text file): read
and stored off the UI thread with a busy slot while they are, a chip each in the composer,
how each goes out (text, page images, the file), the preview with a page range, and the
question before sending all of a very large one. Also opens a sent document's text."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from app.api.tokens import count_text
from app.documents import (
    BlobDocuments,
    Document,
    DocumentError,
    preview_text,
    send_mode_problem,
    store_document,
    with_page_images,
)
from app.domain import DocumentPart
from app.services.model_directory import ModelDirectory
from app.storage import BlobStore
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.document_item import DocumentChip, PendingDocument
from app.ui.composer.document_preview import DocumentPreview
from app.ui.composer.frame import ComposerFrame

if TYPE_CHECKING:
    from app.ui.composer.attachment_tray import AttachmentTray


class DocumentsPresenter(QObject):
    def __init__(
        self,
        view: ComposerFrame,
        *,
        blobs: BlobStore,
        texts: BlobDocuments,
        models: ModelDirectory,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._blobs = blobs
        self._source = texts  # the app's one cache of extracted texts
        self._models = models
        self._tasks = tasks
        self._status = status
        self._model = ""

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    @property
    def _tray(self) -> AttachmentTray:
        return self._view.tray  # built on first use

    def chips(self) -> list[DocumentChip]:
        return [w for w in self._tray.others() if isinstance(w, DocumentChip)]

    # ---- adding -------------------------------------------------------------------------

    def add_files(self, paths: Sequence[Path]) -> None:
        self._spawn(self._add_files(list(paths)))

    async def _add_files(self, paths: list[Path]) -> None:
        from app.documents import load_document_file  # the readers load on first use

        tray = self._tray
        slots = [tray.add_slot(path.name) for path in paths]
        for path, slot in zip(paths, slots, strict=True):
            cancelled = threading.Event()
            try:
                document = await asyncio.to_thread(
                    load_document_file, path, cancelled=cancelled.is_set
                )
                part = await asyncio.to_thread(store_document, self._blobs, document)
                if part.send == "pages":
                    part = await asyncio.to_thread(with_page_images, self._blobs, part)
            except DocumentError as err:
                tray.drop(slot)
                self._status.show(err.message, 15_000)
                continue
            except BaseException:
                cancelled.set()
                tray.drop(slot)
                raise
            chip = DocumentChip(self._pending(document, part), tray)
            chip.removeRequested.connect(lambda c=chip: tray.remove_widget(c))
            chip.modeChosen.connect(lambda mode, c=chip: self._spawn(self._set_mode(c, mode)))
            chip.previewRequested.connect(lambda c=chip: self._spawn(self.preview(c)))
            tray.put(slot, chip)
            self._show(chip)
            for warning in document.warnings:
                self._status.show(warning, 15_000)

    @staticmethod
    def _pending(document: Document, part: DocumentPart) -> PendingDocument:
        return PendingDocument(
            part,
            document.estimated_tokens,
            unit=document.text.unit,
            warnings=document.warnings,
            question=document.confirm_question(),
        )

    def _show(self, chip: DocumentChip) -> None:
        info = self._models.info(self._model)
        price = info.input_price if info is not None else None
        chip.show_pending(chip.pending, price)
        vision = info is None or info.vision
        input_file = self._models.endpoint_for(self._model) == "responses"
        part = chip.pending.part
        problems: dict[str, str | None] = {
            "text": None,
            "pages": send_mode_problem(part, "pages", vision=vision, input_file=input_file),
            "file": send_mode_problem(part, "file", vision=vision, input_file=input_file),
        }
        chip.set_mode_problems(problems)

    def set_model(self, model: str) -> None:
        """The model chosen: prices, and which send modes it can take."""
        self._model = model
        for chip in self.chips():
            self._show(chip)

    async def _set_mode(self, chip: DocumentChip, mode: str) -> None:
        part = replace(chip.pending.part, send=mode, images=())  # type: ignore[arg-type]
        if mode == "pages":
            self._status.busy(True)
            try:
                part = await asyncio.to_thread(with_page_images, self._blobs, part)
            except DocumentError as err:
                self._status.show(err.message, 15_000)
                part = replace(part, send="text")
            finally:
                self._status.busy(False)
        chip.pending = chip.with_part(part)
        self._show(chip)

    # ---- preview ------------------------------------------------------------------------

    async def preview(self, chip: DocumentChip) -> DocumentPreview:
        """What the document sends; a page range chosen here is what goes."""
        part = chip.pending.part
        dialog = DocumentPreview(
            part.name, part.pages, chip.pending.unit, part.page_range, parent=self._view.window()
        )
        dialog.setObjectName("documentPreview")

        async def fill(first: int, last: int) -> None:
            whole = (first, last) == (1, part.pages)
            ranged = replace(part, page_range=None if whole else (first, last))
            text = await asyncio.to_thread(preview_text, self._source, ranged)
            counted = await asyncio.to_thread(count_text, text, self._model)
            tokens = counted.tokens
            dialog.show_text(text, tokens)
            chip.pending = replace(chip.pending, part=ranged, tokens=tokens, confirmed=True)
            if ranged.send == "pages":
                await self._set_mode(chip, "pages")
            else:
                self._show(chip)

        dialog.rangeChanged.connect(lambda a, b: self._spawn(fill(a, b)))
        first, last = part.page_range or (1, max(1, part.pages))
        await fill(first, last)
        dialog.open()
        return dialog

    async def open_sent(self, part: DocumentPart) -> None:
        """A document chip in the transcript: the text that was sent, read-only."""
        try:
            text = await asyncio.to_thread(preview_text, self._source, part)
        except (OSError, ValueError):
            gone = self.tr("The text of {0} is no longer stored.").format(part.name)
            self._status.show(gone, 6000)
            return
        dialog = DocumentPreview(
            part.name,
            part.pages,
            "page",
            part.page_range,
            editable=False,
            parent=self._view.window(),
        )
        dialog.show_text(text)
        dialog.open()

    # ---- sending ------------------------------------------------------------------------

    def parts(self) -> list[DocumentPart]:
        return [chip.pending.part for chip in self.chips()]

    def unconfirmed(self) -> DocumentChip | None:
        """A very large document nobody agreed to send whole yet."""
        waiting = (c for c in self.chips() if c.pending.question and not c.pending.confirmed)
        return next(waiting, None)

    def confirm(self, then_send: Callable[[], None]) -> bool:
        """Before sending a very large document: Send all, Choose pages…, or Cancel. True if
        the send may go on now."""
        chip = self.unconfirmed()
        if chip is None:
            return True
        box = QMessageBox(self._view.window())
        box.setObjectName("largeDocumentBox")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("A large document"))
        box.setText(chip.pending.question or "")
        send_all = box.addButton(self.tr("Send all"), QMessageBox.ButtonRole.AcceptRole)
        choose = box.addButton(self.tr("Choose pages…"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)

        def answered() -> None:
            if box.clickedButton() is send_all:
                chip.pending = replace(chip.pending, confirmed=True)
                then_send()
            elif box.clickedButton() is choose:
                self._spawn(self.preview(chip))

        box.finished.connect(lambda _r: answered())
        box.open()
        return False

    def clear(self) -> None:
        for chip in self.chips():
            self._tray.remove_widget(chip)
