"""A one-line label that ends in "…" where it does not fit: the title in the header, a
reply's stats in a narrow compare column. The whole text is its tooltip and its accessible
name."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when it does not fit, never pushing its row."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = text
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self.setAccessibleName(text)  # a screen reader hears it whole
        self._elide()

    def full_text(self) -> str:
        return self._full

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._full, Qt.TextElideMode.ElideRight, max(20, self.width())
        )
        super().setText(shown)
