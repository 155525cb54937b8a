"""A piece of rendered text inside a message: a read-only QTextBrowser as tall as its text,
with no frame and no scroll bars of its own (the transcript scrolls), that opens only safe
links and loads only our own resources.

Model output is untrusted: nothing remote is ever fetched, only http(s) links open (in the
browser), and internal links (cometdesk:…) are handed to the message as intents.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication, QPalette, QTextDocument, QWheelEvent
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

from app.render.markup import INTERNAL_SCHEME, code_from_copy_url, is_safe_external_url

Resources = Callable[[QUrl], object]


class RichText(QTextBrowser):
    """Signals:
    internalLink(str): a cometdesk: link was clicked (the whole URL).
    codeCopied(): a code block's Copy link put its code on the clipboard.
    """

    internalLink = Signal(str)
    codeCopied = Signal()

    def __init__(
        self, parent: QWidget | None = None, *, resources: Resources | None = None
    ) -> None:
        super().__init__(parent)
        # Our own viewport, set up as QTextBrowser sets up its own but transparent: the first
        # time PySide wraps the one Qt made it loads every QtWidgets class (~9 ms and 0.5 MB,
        # with the first message widget, as the app gets ready).
        viewport = QWidget(self)
        viewport.setObjectName("qt_scrollarea_viewport")
        viewport.setBackgroundRole(QPalette.ColorRole.Base)
        viewport.setMouseTracking(True)  # a link under the pointer
        viewport.setAcceptDrops(True)
        viewport.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        viewport.setCursor(Qt.CursorShape.ArrowCursor)
        self.setViewport(viewport)  # deletes Qt's, which the text layout measured fonts on
        layout = self.document().documentLayout()
        layout.setPaintDevice(viewport)
        self.resources = resources
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setUndoRedoEnabled(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setStyleSheet("QTextBrowser { background: transparent; border: none; }")
        # Text is selectable and links work, by mouse and by keyboard (Tab reaches links).
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.document().setDocumentMargin(0)
        layout.documentSizeChanged.connect(self._fit)
        self.anchorClicked.connect(self._on_anchor)

    def _fit(self) -> None:
        height = int(self.document().size().height()) + 2
        if height != self.height():
            self.setFixedHeight(height)

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), int(self.document().size().height()) + 2)

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.ignore()  # the transcript around it scrolls

    def set_html(self, html: str) -> None:
        self.setHtml(html)
        self._fit()

    def _on_anchor(self, url: QUrl) -> None:
        text = url.toString()
        code = code_from_copy_url(text)
        if code is not None:
            QGuiApplication.clipboard().setText(code)
            self.codeCopied.emit()
        elif text.startswith(f"{INTERNAL_SCHEME}:"):
            self.internalLink.emit(text)
        elif is_safe_external_url(text):
            QDesktopServices.openUrl(url)
        # file:, javascript:, data:, custom schemes and relative links do nothing.

    def loadResource(self, kind: int, name: QUrl) -> object:
        """Only our own resources load (icons, formulas, thumbnails): never a file path and
        never the network, whatever the text asks for."""
        if kind != int(QTextDocument.ResourceType.ImageResource) or self.resources is None:
            return None
        return self.resources(name)
