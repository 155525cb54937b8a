"""Exactly the text a document sends, and the pages to send: change the range and see the
text and its size follow. Also opens from the transcript, read-only, on a sent document."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.translation import number
from app.ui.composer.document_units import unit_noun


class DocumentPreview(QDialog):
    """Signals:
    rangeChanged(int, int): the pages chosen changed (first, last; 1-based).
    """

    rangeChanged = Signal(int, int)

    def __init__(
        self,
        title: str,
        pages: int,
        unit: str,
        page_range: tuple[int, int] | None,
        *,
        editable: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("documentPreview")
        self.setWindowTitle(title)
        self.resize(760, 620)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("documentPreviewText")
        self.text.setAccessibleName(self.tr("The text that is sent"))
        self.text.setReadOnly(True)
        self.text.setFont(QFont("monospace"))
        self.size = QLabel(self)
        self.size.setObjectName("documentPreviewSize")
        self.size.setProperty("tone", "muted")
        self.first = QSpinBox(self)
        self.first.setObjectName("documentFirstPage")
        self.last = QSpinBox(self)
        self.last.setObjectName("documentLastPage")
        first, last = page_range or (1, max(1, pages))
        one, many = unit_noun(unit, plural=False), unit_noun(unit, plural=True)
        for box, value, name in (
            (self.first, first, self.tr("First {0}").format(one)),
            (self.last, last, self.tr("Last {0}").format(one)),
        ):
            box.setRange(1, max(1, pages))
            box.setValue(value)
            box.setAccessibleName(name)
            box.setEnabled(editable and pages > 1)
            box.valueChanged.connect(self._range)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Send {0}").format(many), self))
        row.addWidget(self.first)
        row.addWidget(QLabel("–", self))
        row.addWidget(self.last)
        row.addWidget(QLabel(self.tr("of {0}").format(pages), self))
        row.addStretch(1)
        row.addWidget(self.size)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            if editable
            else QDialogButtonBox.StandardButton.Close,
            self,
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)

    def show_text(self, text: str, tokens: int | None = None) -> None:
        self.text.setPlainText(text)
        size = self.tr("{0} characters").format(number(len(text)))
        if tokens is not None:
            size += " · " + self.tr("~{0} tokens").format(number(tokens))
        self.size.setText(size)

    def _range(self) -> None:
        if self.first.value() > self.last.value():
            self.last.setValue(self.first.value())
            return
        self.rangeChanged.emit(self.first.value(), self.last.value())
