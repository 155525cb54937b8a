"""A question's bubble: its pictures, the documents and audio sent with it, and its text, in
a tinted frame on the right as wide as what it holds (up to three quarters of the column),
outlined while the composer edits it."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QToolButton, QVBoxLayout, QWidget

from app.domain import DocumentPart, Message
from app.ui.common.icons import themed_icon
from app.ui.transcript.message_body import MessageBody
from app.ui.transcript.message_parts import ThumbnailStrip

BUBBLE_SHARE = 0.75  # a question's bubble is at most this share of the column
BUBBLE_PADDING = 14  # left and right, inside the bubble
FIT_CHARS = 4_000  # longer questions take the whole width: measuring them is not worth it


class QuestionBubble(QFrame):
    """``open_document(part)``: a document chip was clicked (or Enter pressed on it)."""

    def __init__(
        self,
        message: Message,
        body: MessageBody,
        *,
        open_document: Callable[[DocumentPart], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("userBubble")
        self._text = message.text
        self._body = body
        self._open_document = open_document
        self._natural_width: int | None = None  # of the text, once measured
        inner = QVBoxLayout(self)
        inner.setContentsMargins(BUBBLE_PADDING, 10, BUBBLE_PADDING, 10)
        self.thumbnails: ThumbnailStrip | None = None
        if message.images:
            self.thumbnails = ThumbnailStrip(message.images, self)
            inner.addWidget(self.thumbnails)
        for part in message.documents:
            inner.addWidget(self._document_chip(part), 0, Qt.AlignmentFlag.AlignLeft)
        if message.audio:
            from app.ui.transcript.audio_label import audio_label

            for clip in message.audio:
                inner.addWidget(audio_label(clip, self), 0, Qt.AlignmentFlag.AlignLeft)
        inner.addWidget(body)
        body.show_text(message.text)

    def _document_chip(self, part: DocumentPart) -> QToolButton:
        """A sent document: a click (or Enter) shows the text that went with it."""
        chip = QToolButton(self)
        chip.setObjectName("documentChipButton")
        pages = self.tr("{0} pages").format(part.pages) if part.pages > 1 else ""
        how = {"pages": self.tr("as page images"), "file": self.tr("as the file")}.get(
            part.send, ""
        )
        label = " · ".join(bit for bit in (part.name, pages, how) if bit)
        chip.setText(label)
        chip.setIcon(themed_icon("file-text", self))
        chip.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        chip.setAccessibleName(self.tr("Document {0}: show its text").format(part.name))
        chip.setToolTip(self.tr("Show the text that was sent"))
        chip.setCursor(Qt.CursorShape.PointingHandCursor)
        chip.clicked.connect(lambda: self._open_document(part))
        return chip

    def _content_width(self) -> int:
        """How wide the text is when nothing wraps it (measured once), or a picture or a
        document chip if wider."""
        if self._natural_width is None:
            browsers = self._body.browsers()
            if len(self._text) > FIT_CHARS or len(browsers) != 1 or "<img" in self._body.html():
                self._natural_width = 1 << 20  # long, or pictures in it: the whole width
            else:
                document: QTextDocument = browsers[0].document().clone(self)
                document.setTextWidth(-1)
                self._natural_width = math.ceil(document.idealWidth()) + 4
                document.deleteLater()
        widths = [self._natural_width]
        if self.thumbnails is not None:
            widths.append(self.thumbnails.sizeHint().width())
        widths += [chip.sizeHint().width() for chip in self.findChildren(QToolButton)]
        return max(widths)

    def fit(self, column: int) -> None:
        """As wide as what it holds (plus padding), at most BUBBLE_SHARE of the ``column``'s
        width; a longer text wraps at that width."""
        limit = max(160, int(column * BUBBLE_SHARE))
        width = min(limit, self._content_width() + 2 * BUBBLE_PADDING)
        if self.width() != width or self.minimumWidth() != width:
            self.setFixedWidth(width)

    def measure_again(self) -> None:
        """The font changed: the text's width is measured again at the next fit."""
        self._natural_width = None

    def set_editing(self, editing: bool, highlight: str) -> None:
        """Outlined in the ``highlight`` colour while the composer edits the question."""
        self.setProperty("editing", editing)
        self.setStyleSheet(
            f"QFrame#userBubble {{ border: 2px solid {highlight}; }}" if editing else ""
        )
