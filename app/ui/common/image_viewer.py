"""An image at full size: fit to the window or 1:1, scrollable; F toggles fit, Esc closes."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)


class ImageViewer(QDialog):
    """Shows encoded image bytes (as stored or as they will be sent). QDialog closes on Esc."""

    def __init__(self, data: bytes, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("imageViewer")
        self.setWindowTitle(title)
        self._data = data  # as stored: Save writes these very bytes
        self._pixmap = QPixmap()
        self._pixmap.loadFromData(data)
        self.image = QLabel(self)
        self.image.setObjectName("imageViewerImage")
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setObjectName("imageViewerScroll")
        self.scroll_area.setWidget(self.image)
        self.scroll_area.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.fit = QCheckBox(self.tr("&Fit to window"), self)
        self.fit.setObjectName("fitToWindow")
        self.fit.setChecked(True)
        self.fit.toggled.connect(self._show)
        self.fit_shortcut = QShortcut(QKeySequence(Qt.Key.Key_F), self)
        self.fit_shortcut.activated.connect(self.fit.toggle)
        if self._pixmap.isNull():
            text = self.tr("This image could not be shown.")
        else:
            text = self.tr("{0}×{1} pixels").format(self._pixmap.width(), self._pixmap.height())
        self.info = QLabel(text, self)
        self.info.setObjectName("imageViewerInfo")
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        layout.addWidget(self.info)
        row = QHBoxLayout()
        row.addWidget(self.fit)
        row.addStretch(1)
        self.save_button = QPushButton(self.tr("&Save as…"), self)
        self.save_button.setObjectName("saveImageButton")
        self.save_button.setAccessibleName(self.tr("Save the image as a file"))
        self.save_button.setShortcut(QKeySequence.StandardKey.Save)
        self.save_button.setAutoDefault(False)
        self.save_button.clicked.connect(self.save_as)
        self.save_button.setEnabled(not self._pixmap.isNull())
        row.addWidget(self.save_button)
        layout.addLayout(row)
        self.scroll_area.viewport().installEventFilter(self)
        self.resize(900, 700)
        self._show()

    def save_as(self) -> None:
        """Ask where, then write the image's bytes there; a failure is one sentence."""
        kind = _extension(self._data)
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Save image"), f"image.{kind}", self.tr("Images (*.{0})").format(kind)
        )
        if not path:
            return
        try:
            with open(path, "wb") as out:  # a picture: small, written at once
                out.write(self._data)
        except OSError as err:
            self.info.setText(self.tr("Could not save the image: {0}").format(err.strerror))
            return
        self.info.setText(self.tr("Saved."))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The viewport's own resize, not the dialog's: when the dialog is first shown its
        # resize arrives before the layout has sized the scroll area.
        if watched is self.scroll_area.viewport() and event.type() == QEvent.Type.Resize:
            self._show()
        return super().eventFilter(watched, event)

    def _show(self) -> None:
        if self._pixmap.isNull():
            return
        shown = self._pixmap
        room = self.scroll_area.viewport().size()
        too_big = shown.width() > room.width() or shown.height() > room.height()
        # Fit only ever shrinks: enlarging a small screenshot would just blur it.
        if self.fit.isChecked() and too_big:
            shown = self._pixmap.scaled(
                room, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        self.image.setPixmap(shown)
        self.image.resize(shown.size())


def _extension(data: bytes) -> str:
    """The file name extension of the formats the app stores, from their first bytes."""
    for magic, extension in ((b"\xff\xd8", "jpg"), (b"RIFF", "webp"), (b"GIF8", "gif")):
        if data.startswith(magic):
            return extension
    return "png"
