"""The text of one message: rendered once when finished, or grown while a reply streams.

Streaming: finished markdown blocks are appended once to a document; the unfinished tail
lives in a second, small document that is replaced each frame. So a frame costs the tail,
never the whole reply (the render layer bounds the tail too: app.render.blocks). A document
that has grown past SEGMENT_CHARS is followed by a new one: Qt's layout of an append grows
with the document, and a 20,000-token reply cost 1.3-1.4x more per token at its end.

Long texts (a 10 MB paste, a 2 MB reply) render folded: the first part, and a button that
shows the rest in pieces, one piece per turn of the event loop, so the window keeps
answering while it fills.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from app.render.blocks import BlockUpdate, StreamingMarkdown
from app.translation import number
from app.ui.transcript.rich_text import Resources, RichText

FOLD_LIMIT = 20_000  # characters shown at once; longer texts fold
# ...and lines: a 450-row table of 20,000 characters took Qt ~130 ms to lay out, so a
# conversation of such replies froze the window for seconds when it opened.
FOLD_LINES = 300
PREVIEW_CHARS = 3_000
PIECE_CHARS = 16_000  # what one turn of the event loop renders of an unfolded long text
SEGMENT_CHARS = 24_000  # appended blocks go on in a new document past this size

Render = Callable[[str], str]


def _new_plain_block(cursor: QTextCursor) -> None:
    """A fresh paragraph with no list, heading or character format: insertHtml merges its
    first paragraph into the current block and would inherit them."""
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
    current_list = cursor.currentList()
    if current_list is not None:
        current_list.remove(cursor.block())
    cursor.setBlockFormat(QTextBlockFormat())
    cursor.setCharFormat(QTextCharFormat())


class MessageBody(QWidget):
    """Signals:
    internalLink(str): a cometdesk: link inside the text was clicked.
    codeCopied(): a code block's Copy link was used.
    """

    internalLink = Signal(str)
    codeCopied = Signal()

    def __init__(
        self, render: Render, parent: QWidget | None = None, *, resources: Resources | None
    ) -> None:
        super().__init__(parent)
        self._render = render
        self._resources = resources
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.text = self._browser()
        self._segments: list[RichText] = []  # documents after ``text`` (a long append)
        self._tail: RichText | None = None
        self._more: QPushButton | None = None
        self._folded: str | None = None  # the whole text behind "Show all"
        self._pending: StreamingMarkdown | None = None  # an unfolding long text

    @property
    def resources(self) -> Resources | None:
        return self._resources

    def _browser(self, at: int = -1) -> RichText:
        browser = RichText(self, resources=self._resources)
        browser.internalLink.connect(self.internalLink)
        browser.codeCopied.connect(self.codeCopied)
        self._layout.insertWidget(at, browser)
        return browser

    def browsers(self) -> list[RichText]:
        """The documents of the text, in order (one unless a long text was appended)."""
        return [self.text, *self._segments]

    def _drop_segments(self) -> None:
        for browser in self._segments:
            self._layout.removeWidget(browser)
            browser.deleteLater()
        self._segments = []

    # ---- finished text ------------------------------------------------------------------

    def show_text(self, text: str) -> None:
        """The whole text, rendered; folded when it is long."""
        self._stop_unfolding()
        self._drop_tail()
        self._drop_segments()
        if len(text) <= FOLD_LIMIT and text.count("\n", 0, FOLD_LIMIT) <= FOLD_LINES:
            self._drop_more()
            self.text.set_html(self._render(text))
            return
        cut = text.rfind("\n", 0, PREVIEW_CHARS)
        preview = text[: cut if cut > PREVIEW_CHARS // 2 else PREVIEW_CHARS]
        self.text.set_html(self._render(preview))
        self._offer_more(text)

    def _offer_more(self, text: str) -> None:
        if self._more is None:
            self._more = QPushButton(self)
            self._more.setObjectName("showAllButton")
            self._more.setFlat(True)
            self._layout.addWidget(self._more)
            # Connected once: it unfolds whatever text is folded when it is clicked
            # (disconnecting a signal with no connection warns, and raises under tests).
            self._more.clicked.connect(self._show_all)
        self._folded = text
        size = number(len(text.encode("utf-8", "replace")) / 1024)
        label = self.tr("Show all ({0} KB)").format(size)
        self._more.setText(label)
        self._more.setAccessibleName(label)

    def _show_all(self) -> None:
        if self._folded is not None:
            self.unfold(self._folded)

    def _drop_more(self) -> None:
        self._folded = None
        if self._more is not None:
            self._more.deleteLater()
            self._more = None

    def unfold(self, text: str) -> None:
        """Show all of a long text, a piece per turn of the event loop."""
        self._drop_more()
        self._drop_segments()
        self.text.set_html("")
        self._pending = StreamingMarkdown(render=self._render)
        self._unfold_step(text, 0)

    def _unfold_step(self, text: str, at: int) -> None:
        stream = self._pending
        if stream is None:
            return
        stream.feed(text[at : at + PIECE_CHARS])
        at += PIECE_CHARS
        if at >= len(text):
            stream.feed("\n\n")  # the last block ends too
            self._pending = None
        update = stream.take_update()
        self._append_blocks(update.new_stable_html)
        if self._pending is not None:
            QTimer.singleShot(0, self, lambda: self._unfold_step(text, at))
        elif update.tail_html:
            self._append_blocks([update.tail_html])

    def _stop_unfolding(self) -> None:
        self._pending = None

    # ---- streaming ----------------------------------------------------------------------

    def begin_stream(self) -> None:
        self._stop_unfolding()
        self._drop_more()
        self._drop_segments()
        self.text.set_html("")
        if self._tail is None:
            self._tail = self._browser()

    def apply(self, update: BlockUpdate) -> None:
        """One frame of a streaming reply: new finished blocks once, the tail replaced."""
        self._append_blocks(update.new_stable_html)
        if self._tail is not None:
            self._tail.set_html(update.tail_html)

    def _append_blocks(self, blocks: list[str]) -> None:
        """Each block after the last; a document past SEGMENT_CHARS is followed by a new one
        (a frame, or a piece of an unfolding text, may bring many blocks at once)."""
        start = 0
        while start < len(blocks):
            target = self.browsers()[-1]
            if target.document().characterCount() > SEGMENT_CHARS:
                # After the last document, before the tail and the Show all button.
                target = self._browser(self._layout.indexOf(target) + 1)
                self._segments.append(target)
            start = self._append_to(target, blocks, start)

    @staticmethod
    def _append_to(target: RichText, blocks: list[str], start: int) -> int:
        """Append blocks from ``start`` until the document is full; where it stopped."""
        document = target.document()
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        try:
            while start < len(blocks) and document.characterCount() <= SEGMENT_CHARS:
                if not document.isEmpty():
                    _new_plain_block(cursor)
                cursor.insertHtml(blocks[start])
                start += 1
        finally:
            cursor.endEditBlock()
        target._fit()
        return start

    def finish_stream(self, text: str, update: BlockUpdate, *, whole: bool) -> None:
        """The reply ended: rendered whole once more (exact output) when ``whole``, else the
        streamed blocks stay and only the tail is finalised."""
        if whole:
            self.show_text(text)
            return
        tail = [update.tail_html] if update.tail_html else []
        self._append_blocks([*update.new_stable_html, *tail])
        self._drop_tail()

    def _drop_tail(self) -> None:
        if self._tail is not None:
            self._layout.removeWidget(self._tail)
            self._tail.deleteLater()
            self._tail = None

    def plain_text(self) -> str:
        parts = [b.toPlainText() for b in self.browsers()]
        if self._tail is not None:
            parts.append(self._tail.toPlainText())
        return "\n".join(p for p in parts if p)

    def html(self) -> str:
        tail = [self._tail] if self._tail is not None else []
        return "".join(b.toHtml() for b in [*self.browsers(), *tail])
