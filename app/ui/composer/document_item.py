"""A document waiting in the composer: a chip with its name, pages and size, the estimated
tokens and cost, how it goes out (as text, as page images, as the file), Preview and
remove. Widgets only; the AttachmentsPresenter reads, stores and renders documents."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.domain import DocumentPart
from app.translation import money, number
from app.ui.common.icons import IconButton
from app.ui.common.labels import hidden_label
from app.ui.composer.document_units import unit_noun

SEND_MODES = (
    ("text", QT_TRANSLATE_NOOP("DocumentChip", "as text")),
    ("pages", QT_TRANSLATE_NOOP("DocumentChip", "as page images")),
    ("file", QT_TRANSLATE_NOOP("DocumentChip", "as the file")),
)


@dataclass(frozen=True)
class PendingDocument:
    """A document read and stored, ready to send: the part, what the text costs, and the
    warnings reading it gave (a scanned page, a size to confirm)."""

    part: DocumentPart
    tokens: int
    unit: str = "page"  # page, sheet, slide or file
    warnings: tuple[str, ...] = ()
    question: str | None = None  # asked before sending all of a large document
    confirmed: bool = False


class DocumentChip(QFrame):
    """Signals:
    removeRequested(), previewRequested(), modeChosen(str): text / pages / file.
    """

    removeRequested = Signal()
    previewRequested = Signal()
    modeChosen = Signal(str)

    def __init__(self, pending: PendingDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("documentChip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.pending = pending
        self.name = QLabel(self)
        self.name.setObjectName("documentName")
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        self.facts = QLabel(self)
        self.facts.setObjectName("documentFacts")
        self.facts.setProperty("tone", "muted")
        self.mode = QComboBox(self)
        self.mode.setObjectName("documentSendMode")
        self.mode_label = hidden_label(
            self.mode, self.tr("How {0} is sent").format(pending.part.name)
        )
        for value, label in SEND_MODES:
            self.mode.addItem(self.tr(label), value)
        self.mode.currentIndexChanged.connect(
            lambda _i: self.modeChosen.emit(self.mode.currentData())
        )
        preview = IconButton(
            "file-text", self.tr("Preview what is sent"), self, object_name="documentPreviewButton"
        )
        preview.clicked.connect(self.previewRequested)
        remove = IconButton(
            "x",
            self.tr("Remove {0}").format(pending.part.name),
            self,
            object_name="documentRemoveButton",
        )
        remove.clicked.connect(self.removeRequested)
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.name)
        text.addWidget(self.facts)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        row.addWidget(IconButton("file-text", pending.part.name, self, size=20))
        row.addLayout(text)
        row.addWidget(self.mode)
        row.addWidget(preview)
        row.addWidget(remove)
        self.show_pending(pending, None)

    def show_pending(self, pending: PendingDocument, price: float | None) -> None:
        self.pending = pending
        part = pending.part
        self.name.setText(part.name)
        bits = []
        if part.page_range is not None:
            first, last = part.page_range
            bits.append(
                self.tr("{0}–{1} of {2} {3}").format(
                    first, last, part.pages, unit_noun(pending.unit, plural=True)
                )
            )
        elif pending.unit != "file":
            bits.append(self.tr("{0} {1}").format(part.pages, unit_noun(pending.unit, plural=True)))
        bits.append(self.tr("{0} kB").format(number(part.size / 1024)))
        bits.append(self.tr("~{0} tokens").format(number(pending.tokens)))
        if price is not None:
            bits.append("~" + money(pending.tokens * price / 1_000_000))
        self.facts.setText(" · ".join(bits))
        tip = "\n".join([*pending.warnings, *([pending.question] if pending.question else [])])
        self.setToolTip(tip)
        self.setAccessibleDescription(" · ".join(bits) + ("\n" + tip if tip else ""))
        self.mode.blockSignals(True)
        self.mode.setCurrentIndex(max(0, self.mode.findData(part.send)))
        self.mode.blockSignals(False)

    def set_mode_problems(self, problems: dict[str, str | None]) -> None:
        """Disable the send modes this model cannot take, saying why."""
        model = self.mode.model()
        for row in range(self.mode.count()):
            reason = problems.get(self.mode.itemData(row))
            item = model.item(row) if hasattr(model, "item") else None
            if item is not None:
                item.setEnabled(not reason)
                item.setToolTip(reason or "")

    def with_part(self, part: DocumentPart) -> PendingDocument:
        return replace(self.pending, part=part)
