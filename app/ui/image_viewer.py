"""A stored image at full size: fit to the window or 1:1, scrollable; Esc closes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import QCheckBox, QDialog, QLabel, QScrollArea, QVBoxLayout, QWidget


class ImageViewer(QDialog):
    def __init__(self, data: bytes, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("imageViewer")
        self.setWindowTitle(title)
        self._pixmap = QPixmap()
        self._pixmap.loadFromData(data)
        self.image = QLabel(self)
        self.image.setObjectName("imageViewerImage")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll = QScrollArea(self)
        self.scroll.setWidget(self.image)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fit = QCheckBox(self.tr("Fit to window"), self)
        self.fit.setChecked(True)
        self.fit.toggled.connect(self._show)
        info = QLabel(
            self.tr("{0}×{1} pixels, as sent to the model").format(
                self._pixmap.width(), self._pixmap.height()
            ),
            self,
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(info)
        layout.addWidget(self.fit)
        self.resize(900, 700)
        self._show()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show()

    def _show(self) -> None:
        if self.fit.isChecked():
            size = self.scroll.viewport().size()
            shown = self._pixmap.scaled(
                size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        else:
            shown = self._pixmap
        self.image.setPixmap(shown)
        self.image.resize(shown.size())
