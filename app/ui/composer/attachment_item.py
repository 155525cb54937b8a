"""One image in the attachment tray (thumbnail, detail selector, remove button, a tooltip
that says exactly what will be sent) and the busy slot shown while an image is prepared."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import IconButton
from app.ui.common.labels import hidden_label

if TYPE_CHECKING:
    from app.media import ProcessedImage

Detail = Literal["auto", "low", "high"]
DETAILS: tuple[Detail, ...] = ("auto", "low", "high")
DETAIL_NAMES = {
    "auto": lambda: QCoreApplication.translate("AttachmentItem", "auto"),
    "low": lambda: QCoreApplication.translate("AttachmentItem", "low"),
    "high": lambda: QCoreApplication.translate("AttachmentItem", "high"),
}
THUMB = 72  # logical pixels


@dataclass(frozen=True)
class PendingImage:
    """An image ready to send: the processed bytes plus the detail the user chose."""

    image: ProcessedImage
    detail: Detail = "auto"
    source: str = ""

    # The processed image's facts, so callers need not reach into ProcessedImage.
    @property
    def data(self) -> bytes:
        return self.image.data

    @property
    def mime(self) -> str:
        return self.image.mime

    @property
    def width(self) -> int:
        return self.image.width

    @property
    def height(self) -> int:
        return self.image.height

    @property
    def notes(self) -> tuple[str, ...]:
        return self.image.notes

    @property
    def tokens(self) -> int:
        # Imported here: app.media pulls in Pillow, which start-up should not pay for.
        from app.media import estimate_tokens

        return estimate_tokens(self.image.width, self.image.height, self.detail)

    def cost(self, price_per_million: float | None) -> float | None:
        from app.media import estimate_cost

        return estimate_cost(self.tokens, price_per_million)


def kilobytes(size: int) -> str:
    # One decimal below 10 kB so a small screenshot does not read as "0 kB" or "1 kB".
    value = size / 1024
    return f"{value:.1f} kB" if value < 10 else f"{round(value)} kB"


class AttachmentItem(QFrame):
    """Signals: removeRequested(), detailChanged(), previewRequested()."""

    removeRequested = Signal()
    detailChanged = Signal()
    previewRequested = Signal()

    def __init__(self, pending: PendingImage, thumbnail_png: bytes, parent: QWidget) -> None:
        super().__init__(parent)
        self.pending = pending
        self.setObjectName("attachmentItem")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.thumb = QToolButton(self)
        self.thumb.setObjectName("attachmentThumbnail")
        self.thumb.setAccessibleName(self.tr("Show the image as it will be sent"))
        self.thumb.setAutoRaise(True)
        self.thumb.setFixedSize(THUMB + 6, THUMB + 6)
        pixmap = QPixmap()
        pixmap.loadFromData(thumbnail_png)
        # The thumbnail was made at the screen's pixel density; keep it crisp on HiDPI.
        pixmap.setDevicePixelRatio(self.devicePixelRatioF())
        self.thumb.setIcon(QIcon(pixmap))
        self.thumb.setIconSize(QSize(THUMB, THUMB))
        self.thumb.clicked.connect(self.previewRequested)
        self.detail = QComboBox(self)
        self.detail.setObjectName("detailSelector")
        # The tray has no room for a visible label: a hidden one names it for screen readers.
        self.detail_label = hidden_label(self.detail, self.tr("Image detail"))
        self.detail.setAccessibleName(self.detail_label.text())
        self.detail.setToolTip(
            self.tr("low: one fixed-cost pass; high: tiles at full detail; auto: model decides")
        )
        for value in DETAILS:
            self.detail.addItem(DETAIL_NAMES[value](), value)
        self.detail.setCurrentIndex(self.detail.findData(pending.detail))
        self.detail.currentIndexChanged.connect(self._on_detail)
        self.remove = IconButton(
            "x", self.tr("Remove image"), self, object_name="removeAttachmentButton"
        )
        self.remove.clicked.connect(self.removeRequested)
        self.size_label = QLabel(self)
        self.size_label.setObjectName("attachmentSize")
        self.size_label.setProperty("tone", "muted")
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.setSpacing(2)
        side.addWidget(self.remove, 0, Qt.AlignmentFlag.AlignRight)
        side.addWidget(self.size_label)
        side.addWidget(self.detail)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(3, 3, 3, 3)
        layout.setSpacing(4)
        layout.addWidget(self.thumb)
        layout.addLayout(side)
        self.update_texts(None)

    def update_texts(self, price_per_million: float | None) -> None:
        self.size_label.setText(self.tr("~{0} tokens").format(self.pending.tokens))
        self.setToolTip(self.describe(price_per_million))

    def describe(self, price_per_million: float | None) -> str:
        """What will be sent, what it costs, and what was changed on the way."""
        pending, img = self.pending, self.pending.image
        lines = [pending.source] if pending.source else []
        size = f"{img.width}×{img.height}"
        if (img.original_width, img.original_height) != (img.width, img.height):
            size += self.tr(" (from {0}×{1})").format(img.original_width, img.original_height)
        kind = img.mime.removeprefix("image/").upper()
        lines.append(self.tr("Sent as {0} {1}, {2}").format(kind, size, kilobytes(len(img.data))))
        lines.append(self.tr("~{0} tokens at detail '{1}'").format(pending.tokens, pending.detail))
        cost = pending.cost(price_per_million)
        if cost is not None:
            lines.append(
                self.tr("~${0:.5f} at ${1:g} per million input tokens").format(
                    cost, price_per_million
                )
            )
        lines.extend(img.notes)
        return "\n".join(lines)

    def _on_detail(self, _index: int) -> None:
        value = self.detail.currentData()
        if value in DETAILS:
            self.pending = PendingImage(self.pending.image, value, self.pending.source)
            self.detailChanged.emit()


class BusySlot(QFrame):
    """A thumbnail-sized placeholder while an image is decoded and re-encoded."""

    def __init__(self, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentBusy")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedSize(THUMB + 12, THUMB + 12)
        self.setToolTip(self.tr("Preparing {0}…").format(name))
        self.setAccessibleName(self.tr("Preparing image"))
        label = QLabel(self.tr("Preparing…"), self)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        label.setProperty("tone", "muted")
        layout = QVBoxLayout(self)
        layout.addWidget(label)
