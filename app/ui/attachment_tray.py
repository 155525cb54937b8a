"""Images waiting to be sent: thumbnails above the composer, each with a detail selector
and a remove button, and a tooltip that says exactly what will be sent (pixels, bytes,
estimated tokens and cost). Processing (decode, orient, strip metadata, downscale,
re-encode) runs in a worker thread; the widget only shows results."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from app.media import ProcessedImage, ResizePolicy

Detail = Literal["auto", "low", "high"]
THUMB = 64
QUICK_PROMPTS = ("Describe this image.", "Extract the text.", "What is unusual here?")


@dataclass(frozen=True)
class PendingImage:
    image: ProcessedImage
    detail: Detail = "auto"
    source: str = ""

    @property
    def tokens(self) -> int:
        from app.media import estimate_tokens

        return estimate_tokens(self.image.width, self.image.height, self.detail)


def _cost(tokens: int, price_per_million: float | None) -> float | None:
    from app.media import estimate_cost

    return estimate_cost(tokens, price_per_million)


def png_bytes(image: QImage) -> bytes:
    """A clipboard bitmap as PNG bytes (lossless), for the same pipeline as files."""
    array = QByteArray()
    buffer = QBuffer(array)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(array.data())


class _Item(QFrame):
    """Signals: removeRequested(), detailChanged(str), previewRequested()."""

    removeRequested = Signal()
    detailChanged = Signal(str)
    previewRequested = Signal()

    def __init__(self, pending: PendingImage, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentItem")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.thumb = QToolButton(self)
        self.thumb.setObjectName("attachmentThumbnail")
        self.thumb.setAccessibleName(self.tr("Show the image as it will be sent"))
        self.thumb.setAutoRaise(True)
        self.thumb.setFixedSize(THUMB + 4, THUMB + 4)
        pixmap = QPixmap()
        pixmap.loadFromData(pending.image.data)
        self.thumb.setIcon(QIcon(pixmap))
        self.thumb.setIconSize(QSize(THUMB, THUMB))
        self.thumb.clicked.connect(self.previewRequested)
        self.detail = QComboBox(self)
        self.detail.setObjectName("detailSelector")
        self.detail.setAccessibleName(self.tr("Image detail"))
        for label, value in (
            (self.tr("auto"), "auto"),
            (self.tr("low"), "low"),
            (self.tr("high"), "high"),
        ):
            self.detail.addItem(label, value)
        self.detail.setCurrentIndex(self.detail.findData(pending.detail))
        self.remove = QToolButton(self)
        self.remove.setObjectName("removeAttachmentButton")
        self.remove.setAccessibleName(self.tr("Remove image"))
        self.remove.setText("✕")
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.remove, 0, Qt.AlignmentFlag.AlignRight)
        side.addWidget(self.detail)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.thumb)
        layout.addLayout(side)
        self.remove.clicked.connect(self.removeRequested)
        self.detail.currentIndexChanged.connect(
            lambda _i: self.detailChanged.emit(self.detail.currentData())
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
        self._pending: list[PendingImage] = []
        self._items: list[_Item] = []
        self._input_price: float | None = None
        self._busy = 0
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self.busy_label = QLabel(self.tr("Preparing image…"), self)
        self.busy_label.setObjectName("attachmentBusy")
        self.busy_label.hide()
        self.vision_warning = QLabel(self.tr("⚠ This model may not accept images."), self)
        self.vision_warning.setObjectName("visionWarning")
        self.vision_warning.setStyleSheet("color: #9a6700;")
        self.vision_warning.hide()
        self.summary = QLabel(self)
        self.summary.setObjectName("attachmentSummary")
        self.summary.setStyleSheet("color: #6b7280;")
        self._prompts = QHBoxLayout()
        self._prompts.setContentsMargins(0, 0, 0, 0)
        self.quick_buttons: list[QPushButton] = []
        self.set_quick_prompts([self.tr(text) for text in QUICK_PROMPTS])
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addLayout(self._row)
        top.addWidget(self.busy_label)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.vision_warning)
        layout.addLayout(self._prompts)
        self._refresh()

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

    # ---- adding -------------------------------------------------------------------------

    # Pillow is imported on first use, not at start-up (~25 ms before the first paint).

    async def add_files(self, paths: Sequence[Path]) -> int:
        from app.media import load_image_file

        added = 0
        for path in paths:
            added += await self._add(lambda p=path: load_image_file(p, **self._policy()), path.name)
        return added

    async def add_bytes(self, data: bytes, source: str) -> int:
        from app.media import process_image

        return await self._add(lambda: process_image(data, **self._policy()), source)

    def _policy(self) -> dict[str, ResizePolicy]:
        return {} if self.policy is None else {"policy": self.policy}

    async def add_qimage(self, image: QImage, source: str = "pasted image") -> int:
        return await self.add_bytes(png_bytes(image), source)

    async def _add(self, work: object, source: str) -> int:
        self._busy += 1
        self._refresh()
        from app.media import ImageError

        try:
            processed: ProcessedImage = await asyncio.to_thread(work)  # type: ignore[arg-type]
        except ImageError as err:
            self.problem.emit(err.message)
            return 0
        finally:
            self._busy -= 1
            self._refresh()
        self._append(PendingImage(processed, source=source))
        if processed.was_animated:
            self.notice.emit(
                self.tr("{0}: an animated image; only its first frame will be sent.").format(source)
            )
        return 1

    def _append(self, pending: PendingImage) -> None:
        item = _Item(pending, self)
        self._pending.append(pending)
        self._items.append(item)
        self._row.addWidget(item)
        item.removeRequested.connect(lambda: self._remove(item))
        item.previewRequested.connect(lambda: self.previewRequested.emit(pending.image.data))
        item.detailChanged.connect(lambda value: self._set_detail(item, value))
        self._refresh()
        self.changed.emit()

    def _remove(self, item: _Item) -> None:
        index = self._items.index(item)
        del self._items[index]
        del self._pending[index]
        self._row.removeWidget(item)
        item.deleteLater()
        self._refresh()
        self.changed.emit()

    def _set_detail(self, item: _Item, value: Detail) -> None:
        index = self._items.index(item)
        self._pending[index] = replace(self._pending[index], detail=value)
        self._refresh()
        self.changed.emit()

    # ---- reading ------------------------------------------------------------------------

    def attachments(self) -> list[PendingImage]:
        return list(self._pending)

    def is_busy(self) -> bool:
        return self._busy > 0

    def clear(self) -> None:
        for item in self._items:
            self._row.removeWidget(item)
            item.deleteLater()
        self._items.clear()
        self._pending.clear()
        self._refresh()
        self.changed.emit()

    def set_input_price(self, price_per_million: float | None) -> None:
        self._input_price = price_per_million
        self._refresh()

    def set_model_supports_vision(self, flag: bool | None) -> None:
        self._vision = flag
        self._refresh()

    def _refresh(self) -> None:
        has = bool(self._pending)
        self.setVisible(has or self._busy > 0)
        self.busy_label.setVisible(self._busy > 0)
        self.vision_warning.setVisible(has and self._vision is False)
        for button in self.quick_buttons:
            button.setVisible(has)
        for item, pending in zip(self._items, self._pending, strict=True):
            item.setToolTip(self._describe(pending))
        if has:
            tokens = sum(p.tokens for p in self._pending)
            size = sum(len(p.image.data) for p in self._pending)
            text = self.tr("{0} image(s) · {1} kB · ~{2} tokens").format(
                len(self._pending), round(size / 1024), tokens
            )
            cost = _cost(tokens, self._input_price)
            if cost is not None:
                text += self.tr(" · ~${0:.4f}").format(cost)
            self.summary.setText(text)
        self.summary.setVisible(has)

    def _describe(self, pending: PendingImage) -> str:
        img = pending.image
        lines = [pending.source] if pending.source else []
        size = f"{img.width}×{img.height}"
        if (img.original_width, img.original_height) != (img.width, img.height):
            size += self.tr(" (from {0}×{1})").format(img.original_width, img.original_height)
        lines.append(
            self.tr("Sent as {0} {1}, {2} kB").format(
                img.mime.removeprefix("image/").upper(), size, round(len(img.data) / 1024)
            )
        )
        lines.append(self.tr("~{0} tokens at detail '{1}'").format(pending.tokens, pending.detail))
        cost = _cost(pending.tokens, self._input_price)
        if cost is not None:
            lines.append(self.tr("~${0:.5f}").format(cost))
        lines.extend(img.notes)
        return "\n".join(lines)
