"""Images waiting to be sent: thumbnails above the composer, each with a detail selector
and a remove button, and a tooltip that says exactly what will be sent (pixels, bytes,
estimated tokens and cost). Processing (decode, orient, strip metadata, downscale,
re-encode, thumbnail) runs in a worker thread; the widget only shows results."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QMimeData, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.domain import ImagePart
from app.ui.common.attachment_mime import MimeImages, images_in_mime, mime_has_images, png_bytes
from app.ui.composer.attachment_item import THUMB, AttachmentItem, BusySlot, Detail, PendingImage

if TYPE_CHECKING:
    from app.media import ProcessedImage, ResizePolicy

__all__ = [
    "AttachmentTray",
    "Detail",
    "PendingImage",
    "mime_has_images",
    "png_bytes",
]

QUICK_PROMPTS = (
    QT_TRANSLATE_NOOP("AttachmentTray", "Describe this image."),
    QT_TRANSLATE_NOOP("AttachmentTray", "Extract the text."),
    QT_TRANSLATE_NOOP("AttachmentTray", "What is unusual here?"),
)


class AttachmentTray(QWidget):
    """Signals:
    changed(): images were added, removed or their detail changed.
    problem(str): an image could not be used (the message says why); nothing was added.
    notice(str): something the user should know about an image that was added.
    previewRequested(bytes): a thumbnail was clicked (the image exactly as it will be sent).
    quickPrompt(str): one of the quick prompt buttons was pressed.
    """

    changed = Signal()
    problem = Signal(str)
    notice = Signal(str)
    previewRequested = Signal(bytes)
    quickPrompt = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentTray")
        self.setAccessibleName(self.tr("Attached images"))
        self.policy: ResizePolicy | None = None  # None: app.media's default
        self._vision: bool | None = None
        self._input_price: float | None = None
        # Items and busy slots in on-screen order; a slot becomes an item in place, so
        # images keep the order they were added in even when a later one finishes first.
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(6)
        self.vision_warning = QLabel(self.tr("⚠ This model may not accept images."), self)
        self.vision_warning.setObjectName("visionWarning")
        self.vision_warning.setProperty("tone", "warning")
        self.summary = QLabel(self)
        self.summary.setObjectName("attachmentSummary")
        self.summary.setProperty("tone", "muted")
        self._prompts = QHBoxLayout()
        self._prompts.setContentsMargins(0, 0, 0, 0)
        self.quick_buttons: list[QPushButton] = []
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addLayout(self._row)
        top.addStretch(1)
        info = QHBoxLayout()
        info.setContentsMargins(0, 0, 0, 0)
        info.setSpacing(12)
        info.addWidget(self.summary)
        info.addWidget(self.vision_warning)
        info.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addLayout(info)
        layout.addLayout(self._prompts)
        self.set_quick_prompts([self.tr(text) for text in QUICK_PROMPTS])

    # ---- settings -----------------------------------------------------------------------

    def set_policy(self, policy: ResizePolicy | None) -> None:
        """How far images added from now on are scaled down (None: app.media's default)."""
        self.policy = policy

    def set_quick_prompts(self, prompts: Sequence[str]) -> None:
        """The one-click prompts shown next to attached images (editable in Settings)."""
        for button in self.quick_buttons:
            self._prompts.removeWidget(button)
            button.deleteLater()
        self.quick_buttons = []
        while self._prompts.count():
            self._prompts.takeAt(0)
        for text in prompts:
            button = QPushButton(text, self)
            button.setObjectName("quickPromptButton")
            button.setFlat(True)
            button.clicked.connect(lambda _c=False, t=text: self.quickPrompt.emit(t))
            self._prompts.addWidget(button)
            self.quick_buttons.append(button)
        self._prompts.addStretch(1)
        self._refresh()

    def set_input_price(self, price_per_million: float | None) -> None:
        self._input_price = price_per_million
        self._refresh()

    def set_model_supports_vision(self, flag: bool | None) -> None:
        """False shows a warning while images are attached; None means unknown (no warning)."""
        self._vision = flag
        self._refresh()

    # ---- adding -------------------------------------------------------------------------
    # Pillow is imported on first use, not at start-up (~25 ms before the first paint).

    async def add_files(self, paths: Sequence[Path]) -> int:
        """Attach image files; returns how many were added (problems are signalled)."""
        from app.media import load_image_file

        policy = self._policy()
        # All slots at once so the user sees every file is coming; processed one by one
        # because a few 50 MB photos decoded in parallel would need a lot of memory.
        slots = [self._busy_slot(path.name) for path in paths]
        added = 0
        for path, slot in zip(paths, slots, strict=True):
            added += await self._process(partial(load_image_file, path, **policy), path.name, slot)
        return added

    async def add_image_bytes(self, data: bytes, source_name: str) -> int:
        """Attach an encoded image held in memory (pasted bytes, a clipboard bitmap)."""
        from app.media import process_image

        policy = self._policy()
        slot = self._busy_slot(source_name)
        return await self._process(partial(process_image, data, **policy), source_name, slot)

    add_bytes = add_image_bytes  # the name the controller has used so far

    async def add_stored(self, part: ImagePart, data: bytes) -> int:
        """Put back an image of a saved draft: already processed, so only the thumbnail is
        made; the detail chosen before is kept."""
        from app.media import ProcessedImage

        processed = ProcessedImage(
            data=data,
            mime=part.mime,
            width=part.width,
            height=part.height,
            original_width=part.width,
            original_height=part.height,
            original_format=part.mime,
            was_animated=False,
            notes=(),
        )
        slot = self._busy_slot(self.tr("draft image"))
        return await self._process(lambda: processed, self.tr("draft image"), slot, part.detail)

    async def add_qimage(self, image: QImage, source: str = "pasted image") -> int:
        """A bitmap: encoded as PNG in the worker, then the same pipeline as bytes."""
        from app.media import process_image

        policy = self._policy()
        slot = self._busy_slot(source)
        return await self._process(lambda: process_image(png_bytes(image), **policy), source, slot)

    async def add_from_mime(self, mime: QMimeData) -> int:
        """Attach the images in pasted or dropped data (see attachment_mime for the order)."""
        return await self.add_found(images_in_mime(mime))

    async def add_found(self, found: MimeImages) -> int:
        if found.files:
            return await self.add_files(found.files)
        if found.data:
            return await self.add_image_bytes(found.data, found.source)
        if found.bitmap is not None:
            return await self.add_qimage(found.bitmap, found.source)
        return 0

    def _policy(self) -> dict[str, ResizePolicy]:
        return {} if self.policy is None else {"policy": self.policy}

    def _busy_slot(self, name: str) -> BusySlot:
        slot = BusySlot(name, self)
        self._row.addWidget(slot)
        self._refresh()
        return slot

    async def _process(
        self,
        work: Callable[[], ProcessedImage],
        source: str,
        slot: BusySlot,
        detail: Detail = "auto",
    ) -> int:
        from app.media import ImageError, thumbnail

        # The thumbnail is made in the same worker: decoding the full image with QPixmap
        # on the UI thread would stall it for tens of milliseconds per photo.
        pixels = round(THUMB * self.devicePixelRatioF())

        def prepare() -> tuple[ProcessedImage, bytes]:
            processed = work()
            return processed, thumbnail(processed.data, pixels)

        try:
            processed, thumb = await asyncio.to_thread(prepare)
        except ImageError as err:
            self._drop_slot(slot)
            self.problem.emit(err.message)
            return 0
        except BaseException:
            self._drop_slot(slot)  # cancelled (window closing) or a bug: no stuck slot
            raise
        item = AttachmentItem(PendingImage(processed, detail=detail, source=source), thumb, self)
        self._row.replaceWidget(slot, item)
        self._drop_slot(slot)
        item.removeRequested.connect(lambda: self._remove(item))
        item.previewRequested.connect(lambda: self.previewRequested.emit(item.pending.data))
        item.detailChanged.connect(self._on_detail_changed)
        self._refresh()
        self.changed.emit()
        if processed.was_animated:
            self.notice.emit(
                self.tr("{0}: an animated image; only its first frame will be sent.").format(source)
            )
        return 1

    def _drop_slot(self, slot: BusySlot) -> None:
        self._row.removeWidget(slot)
        slot.hide()
        slot.deleteLater()
        self._refresh()

    def _remove(self, item: AttachmentItem) -> None:
        self._row.removeWidget(item)
        item.hide()
        item.deleteLater()
        self._refresh()
        self.changed.emit()

    def _on_detail_changed(self) -> None:
        self._refresh()
        self.changed.emit()

    # ---- reading ------------------------------------------------------------------------

    def _widgets(self) -> list[QWidget]:
        found = (self._row.itemAt(i).widget() for i in range(self._row.count()))
        return [w for w in found if w is not None]

    def items(self) -> list[AttachmentItem]:
        return [w for w in self._widgets() if isinstance(w, AttachmentItem)]

    def attachments(self) -> list[PendingImage]:
        """The images to send, in the order they were added, with their chosen detail."""
        return [item.pending for item in self.items()]

    def is_busy(self) -> bool:
        return any(isinstance(w, BusySlot) for w in self._widgets())

    # ---- other attachments (documents) placed by the presenter -------------------------

    def add_slot(self, name: str) -> BusySlot:
        """A busy slot for something being prepared elsewhere (a document being read)."""
        return self._busy_slot(name)

    def put(self, slot: BusySlot, widget: QWidget) -> None:
        """The prepared thing takes its slot's place, keeping the order things were added."""
        widget.setParent(self)
        self._row.replaceWidget(slot, widget)
        self._drop_slot(slot)
        self._refresh()
        self.changed.emit()

    def drop(self, slot: BusySlot) -> None:
        self._drop_slot(slot)

    def remove_widget(self, widget: QWidget) -> None:
        self._row.removeWidget(widget)
        widget.hide()
        widget.deleteLater()
        self._refresh()
        self.changed.emit()

    def others(self) -> list[QWidget]:
        """Attachments that are not images, in order."""
        return [w for w in self._widgets() if not isinstance(w, AttachmentItem | BusySlot)]

    def clear(self) -> None:
        """Remove every finished attachment (those still being prepared stay: not sent yet)."""
        for item in [*self.items(), *self.others()]:
            self._row.removeWidget(item)
            item.hide()
            item.deleteLater()
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        items = self.items()
        has = bool(items)
        self.setVisible(bool(self._widgets()))
        self.vision_warning.setVisible(has and self._vision is False)
        for button in self.quick_buttons:
            button.setVisible(has)
        for item in items:
            item.update_texts(self._input_price)
        self.summary.setVisible(has)
        if not has:
            return
        pending = [item.pending for item in items]
        tokens = sum(p.tokens for p in pending)
        size = sum(len(p.data) for p in pending)
        text = self.tr("{0} image(s) · {1} kB · ~{2} tokens").format(
            len(pending), round(size / 1024), tokens
        )
        from app.media import estimate_cost

        cost = estimate_cost(tokens, self._input_price)
        if cost is not None:
            text += self.tr(" · ~${0:.4f}").format(cost)
        self.summary.setText(text)
