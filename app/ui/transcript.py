"""The conversation as one rich-text document that grows as a reply streams.

Finished messages are static HTML. While a reply streams, deltas are only buffered; a timer
applies them at most ~30 times a second (measured from the end of the previous update, so a
slow update never turns into one update per token). Each update inserts the newly finished
markdown blocks once and replaces only the unfinished tail, so its cost does not grow with
the reply. When the reply ends, that one message is rendered again whole.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QDesktopServices,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QGuiApplication,
    QImage,
    QPalette,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QPushButton, QTextBrowser, QWidget

from app.domain import Message
from app.render.blocks import BlockUpdate, StreamingMarkdown
from app.render.markup import INTERNAL_SCHEME, code_from_copy_url, is_safe_external_url
from app.render.messages import (
    BLOB_SCHEME,
    THUMB_HEIGHT,
    anchor_name,
    colours,
    message_html,
    reply_footer_html,
    reply_header_html,
    reply_html,
    thinking_html,
    tool_calls_html,
)
from app.text import money, number
from app.ui.attachment_mime import images_in_mime, mime_has_images

FRAME_MS = 33
FIRST_PAGE = 50  # messages rendered when a conversation opens; older ones on scroll-up
# Replies up to this size are rendered whole once more when they end (exact output, ~10 ms);
# longer ones keep their streamed blocks (a whole render would block the UI for ~100 ms+).
WHOLE_RENDER_LIMIT = 20_000


class TranscriptView(QTextBrowser):
    """Signals:
    actionRequested(str, int): a message action link was clicked (action, message id).
    olderRequested(): the user scrolled to the top and older messages exist.
    imageRequested(str): a thumbnail was clicked (the image's blob hash).
    mediaDropped(object): images dropped on the transcript (a MimeImages), to attach.
    codeCopied(): a code block's Copy link put its code on the clipboard.
    """

    actionRequested = Signal(str, int)
    olderRequested = Signal()
    imageRequested = Signal(str)
    mediaDropped = Signal(object)
    codeCopied = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("transcript")
        self.setAccessibleName(self.tr("Transcript"))
        self.setAccessibleDescription(self.tr("The conversation. Replies appear here."))
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setUndoRedoEnabled(False)  # an undo stack of every streamed token costs memory
        self.document().setDocumentMargin(16)
        self.anchorClicked.connect(self._on_anchor)

        self.has_older = False
        self._empty = False
        # Shown instead of model names in reply headers (blind arena). None: the model.
        self.name_override: str | None = None
        # The cost of a reply in USD from the catalog's prices, when they are known.
        self.cost_of: Callable[[Message], float | None] | None = None
        # Reads a stored image by hash; set by the controller. None: no thumbnails.
        self.blob_loader: Callable[[str], bytes | None] | None = None
        self._thumbs: dict[str, QImage] = {}
        # Message id -> (version number, versions) for turns with several versions.
        self.versions: dict[int, tuple[int, int]] = {}
        self.thinking_open: set[int] = set()  # replies whose Thinking section is unfolded
        self.tools_open: set[int] = set()  # replies whose tool-call arguments are unfolded
        self._shown: list[Message] = []  # the finished messages in the document, in order
        self._rendered_dark = self.dark
        self._first_id: int | None = None
        self._stream: StreamingMarkdown | None = None
        self._reply_id: int | None = None
        self._reply_start = 0  # document position where the streaming reply begins
        self._tail_start = 0  # where its unfinished tail begins
        self._pending = False
        self._started_at = 0.0
        self._first_token_at: float | None = None
        self._deltas = 0
        self._reasoning: list[str] = []
        self._follow = True
        self._last_paint_end = 0.0
        self.updates_applied = 0  # for benchmarks and tests

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)

        self.jump_button = QPushButton(self.tr("Jump to latest ↓"), self)
        self.jump_button.setObjectName("jumpToLatestButton")
        self.jump_button.setAccessibleName(self.tr("Jump to latest"))
        self.jump_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.jump_button.hide()
        self.jump_button.clicked.connect(self.scroll_to_latest)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)
        self.viewport().installEventFilter(self)

    # ---- appearance -------------------------------------------------------------------

    @property
    def dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() < 128

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # A theme switch: render again with the colours and code style of the new theme.
        rendered = getattr(self, "_rendered_dark", None)  # None: still being built
        if event.type() == QEvent.Type.PaletteChange and rendered not in (None, self.dark):
            self._rendered_dark = self.dark
            if self._empty:
                self.setHtml(self._empty_state_html())
            else:
                self._rerender()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_jump_button()
        # Keep lines readable on wide windows.
        width = self.viewport().width()
        self.document().setDocumentMargin(max(16, (width - 900) // 2))

    def _place_jump_button(self) -> None:
        hint = self.jump_button.sizeHint()
        vp = self.viewport().geometry()
        self.jump_button.setGeometry(
            vp.right() - hint.width() - 12, vp.bottom() - hint.height() - 12,
            hint.width(), hint.height(),
        )  # fmt: skip

    # ---- whole messages ---------------------------------------------------------------

    def _html_of(self, messages: Sequence[Message]) -> str:
        dark = self.dark
        return "".join(
            message_html(
                m,
                dark=dark,
                version=self.versions.get(m.id),
                thinking_open=m.id in self.thinking_open,
                tools_open=m.id in self.tools_open,
            )
            for m in messages
        )

    def set_messages(
        self,
        messages: Sequence[Message],
        *,
        has_older: bool = False,
        versions: dict[int, tuple[int, int]] | None = None,
        keep_all: bool = False,
    ) -> None:
        """Show these messages (the last FIRST_PAGE of them unless ``keep_all``)."""
        self._cancel_stream()
        shown = list(messages) if keep_all else list(messages)[-FIRST_PAGE:]
        self.versions = dict(versions or {})
        self._shown = shown
        self.has_older = has_older or len(messages) > len(shown)
        self._first_id = shown[0].id if shown else None
        self._empty = not shown
        if self._empty:
            self.setHtml(self._empty_state_html())
        else:
            self.setHtml(self._html_of(shown))
        self._follow = True
        self.scroll_to_latest()

    @property
    def shown_messages(self) -> list[Message]:
        return list(self._shown)

    def toggle_thinking(self, message_id: int) -> None:
        """Fold or unfold a reply's Thinking section."""
        self.thinking_open ^= {message_id}
        self._rerender()

    def toggle_tool_calls(self, message_id: int) -> None:
        self.tools_open ^= {message_id}
        self._rerender()

    def _rerender(self) -> None:
        """Render the shown messages again in place (not while a reply streams: the document
        is being edited at known positions then)."""
        if self._stream is not None:
            return
        bar = self.verticalScrollBar()
        at = bar.value()
        self.setHtml(self._html_of(self._shown))
        bar.setValue(at)

    def highlight(self, query: str) -> None:
        """Select the first word of a search in view (or anywhere), so the match stands out."""
        words = [w.strip('"*') for w in query.split() if w.strip('"*')]
        if not words:
            return
        document = self.document()
        start = self.cursorForPosition(self.viewport().rect().topLeft()).position()
        found = document.find(words[0], start)
        if found.isNull():
            found = document.find(words[0])
        if not found.isNull():
            self.setTextCursor(found)  # a selection: the match stands out, and is in view

    def scroll_to_message(self, message_id: int) -> bool:
        """Bring a shown message to the top of the view; False if it is not loaded."""
        if all(m.id != message_id for m in self._shown):
            return False
        self._follow = False
        self.scrollToAnchor(anchor_name(message_id))
        if not self._at_bottom():
            self._place_jump_button()
            self.jump_button.show()
        return True

    def prepend_messages(self, messages: Sequence[Message], *, has_older: bool) -> None:
        """Older messages above the current ones, keeping what the user looks at in place."""
        self.has_older = has_older
        if not messages:
            return
        self._first_id = messages[0].id
        bar = self.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        before = self.document().characterCount()
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        self._shown[:0] = messages
        cursor.insertHtml(self._html_of(messages))
        shift = self.document().characterCount() - before
        self._reply_start += shift
        self._tail_start += shift
        bar.setValue(bar.maximum() - from_bottom)

    @property
    def first_message_id(self) -> int | None:
        return self._first_id

    def append_message(self, message: Message) -> None:
        self._shown.append(message)
        self._append_html(self._html_of([message]))
        if self._first_id is None:
            self._first_id = message.id
        self.scroll_to_latest()

    def _empty_state_html(self) -> str:
        lines = [
            self.tr("Ask anything. Enter sends, Shift+Enter adds a line."),
            self.tr("Paste a screenshot or drop images to have them described."),
            self.tr("Compare (Ctrl+Shift+M) sends one prompt to several models at once."),
        ]
        items = "".join(f"<p>{line}</p>" for line in lines)
        return (
            f'<div align="center" style="color:{colours(self.dark)["muted"]};">'
            '<p style="margin-top:120px; '
            f'font-size:large;"><b>{self.tr("Comet Desk")}</b></p>{items}</div>'
        )

    def _clear_empty_state(self) -> None:
        if self._empty:
            self._empty = False
            self.clear()

    def _append_html(self, html: str) -> None:
        self._clear_empty_state()
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        if not self.document().isEmpty():
            _new_plain_block(cursor)
        cursor.insertHtml(html)

    # ---- streaming --------------------------------------------------------------------

    def begin_reply(self, message_id: int, model: str) -> None:
        self._cancel_stream()
        self._clear_empty_state()
        self._stream = StreamingMarkdown(dark=self.dark)
        self._reply_id = message_id
        self._started_at = time.monotonic()
        self._first_token_at = None
        self._deltas = 0
        self._reasoning = []
        end = QTextCursor(self.document())
        end.movePosition(QTextCursor.MoveOperation.End)
        self._reply_start = end.position()
        header = reply_header_html(self.name_override or model, message_id, dark=self.dark)
        self._append_html(header)
        end.movePosition(QTextCursor.MoveOperation.End)
        _new_plain_block(end)
        self._tail_start = end.position()
        if self._follow:
            self.scroll_to_latest()

    def append_delta(self, text: str) -> None:
        if self._stream is None or not text:
            return
        if self._first_token_at is None:
            self._first_token_at = time.monotonic()
        self._deltas += 1
        self._stream.feed(text)
        self._schedule()

    def append_reasoning(self, text: str) -> None:
        """Reasoning shows as a folded 'Thinking…' line until the answer starts."""
        if self._stream is None or not text:
            return
        if self._first_token_at is None:
            self._first_token_at = time.monotonic()
        self._reasoning.append(text)
        self._schedule()

    def _schedule(self) -> None:
        if self._pending:
            return
        self._pending = True
        since = (time.monotonic() - self._last_paint_end) * 1000
        self._timer.start(max(0, int(FRAME_MS - since)))

    def _apply_pending(self) -> None:
        self._pending = False
        if self._stream is None:
            return
        update = self._stream.take_update()
        thinking = not self._stream.text and bool(self._reasoning)
        if thinking:
            reasoning = "".join(self._reasoning)
            update = BlockUpdate([], thinking_html(reasoning, live=True, dark=self.dark), True)
        if not update.tail_changed:
            return
        follow = self._follow
        cursor = self._replace_tail(update.new_stable_html)
        self._tail_start = cursor.position()
        if update.tail_html:
            cursor.insertHtml(update.tail_html)
        cursor.endEditBlock()
        self.updates_applied += 1
        if follow:
            self.scroll_to_latest()
        self._last_paint_end = time.monotonic()

    def end_reply(self, message: Message) -> None:
        """The reply reached its final state: render that message whole, with its footer."""
        if self._reply_id != message.id:
            self.append_message(message)
            return
        self._timer.stop()
        self._pending = False
        self._shown.append(message)
        stream = self._stream
        if (
            stream is not None
            and len(message.text) > WHOLE_RENDER_LIMIT
            and (stream.text == message.text)
        ):
            self._finish_in_place(stream, message)
            return
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._reply_start)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.beginEditBlock()
        cursor.removeSelectedText()
        if self._reply_start > 0:
            _new_plain_block(cursor)
        else:
            _make_plain(cursor)
        cursor.insertHtml(
            reply_html(
                message,
                dark=self.dark,
                stats=self._stats(message),
                name=self.name_override,
                version=self.versions.get(message.id),
            )
        )
        cursor.endEditBlock()
        self._stream = None
        self._reply_id = None
        if self._follow:
            self.scroll_to_latest()

    def _replace_tail(self, new_blocks: list[str]) -> QTextCursor:
        """Remove the streamed tail and insert newly finished blocks in its place; returns the
        cursor after them, inside an open edit block (the caller ends it)."""
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._tail_start)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.beginEditBlock()
        cursor.removeSelectedText()
        _make_plain(cursor)
        for block in new_blocks:
            cursor.insertHtml(block)
            _new_plain_block(cursor)
        return cursor

    def _finish_in_place(self, stream: StreamingMarkdown, message: Message) -> None:
        """A long reply keeps its streamed blocks: only the tail is finalised and the footer
        added, so the end of a huge reply never stalls the UI with a whole re-render."""
        update = stream.take_update()
        cursor = self._replace_tail(update.new_stable_html)
        if update.tail_html:
            cursor.insertHtml(update.tail_html)
            _new_plain_block(cursor)
        if message.tool_calls:
            cursor.insertHtml(tool_calls_html(message, dark=self.dark))
            _new_plain_block(cursor)
        cursor.insertHtml(
            reply_footer_html(
                message,
                stats=self._stats(message),
                version=self.versions.get(message.id),
                dark=self.dark,
            )
        )
        cursor.endEditBlock()
        self._stream = None
        self._reply_id = None
        if self._follow:
            self.scroll_to_latest()

    def _stats(self, message: Message) -> str:
        """Time to first token and speed, measured here as the reply arrived."""
        if self._first_token_at is None:
            return ""
        ttft = self._first_token_at - self._started_at
        duration = time.monotonic() - self._first_token_at
        parts = [self.tr("first token {0} s").format(number(ttft, 2))]
        tokens = message.usage.completion_tokens if message.usage else 0
        if duration > 0.05 and tokens:
            parts.append(self.tr("{0} tokens/s").format(number(tokens / duration)))
        cost = self.cost_of(message) if self.cost_of is not None else None
        if cost is not None:
            parts.append(money(cost))
        return " · ".join(parts)

    def _cancel_stream(self) -> None:
        self._timer.stop()
        self._pending = False
        self._stream = None
        self._reply_id = None

    # ---- scrolling --------------------------------------------------------------------

    def scroll_to_latest(self) -> None:
        self._follow = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.jump_button.hide()

    def _at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 4

    def _on_scrolled(self, value: int) -> None:
        if self._at_bottom():
            self._follow = True
            self.jump_button.hide()
        if value == self.verticalScrollBar().minimum() and self.has_older:
            self.olderRequested.emit()

    def _on_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A wheel or drag by the user upwards stops following the stream.
        if watched is self.viewport() and event.type() == QEvent.Type.Wheel:
            QTimer.singleShot(0, self._after_user_scroll)
        return super().eventFilter(watched, event)

    def user_scrolled(self) -> None:
        """Called for any user-initiated scroll (wheel, keys, scrollbar drag)."""
        self._after_user_scroll()

    def _after_user_scroll(self) -> None:
        if not self._at_bottom():
            self._follow = False
            self._place_jump_button()
            self.jump_button.show()
            self.jump_button.raise_()

    # ---- drops: images dropped here are attached, like on the composer ---------------

    # The transcript is read-only, so Qt's text drop handling would refuse everything.

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if mime_has_images(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if mime_has_images(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        media = images_in_mime(event.mimeData())
        if media:
            event.acceptProposedAction()
            self.mediaDropped.emit(media)
        else:
            event.ignore()

    # ---- links and resources ----------------------------------------------------------

    def _on_anchor(self, url: QUrl) -> None:
        text = url.toString()
        code = code_from_copy_url(text)
        if code is not None:
            QGuiApplication.clipboard().setText(code)
            self.codeCopied.emit()
            return
        if text.startswith(f"{INTERNAL_SCHEME}:"):
            _scheme, action, ident = ([*text.split(":", 2), "", ""])[:3]
            if action == "image" and ident:
                self.imageRequested.emit(ident)
            elif action == "thinking" and ident.isdigit():
                self.toggle_thinking(int(ident))
            elif action == "tools" and ident.isdigit():
                self.toggle_tool_calls(int(ident))
            elif ident.isdigit():
                self.actionRequested.emit(action, int(ident))
            return
        if is_safe_external_url(text):
            QDesktopServices.openUrl(url)
        # file:, javascript:, data:, custom schemes and relative links do nothing.

    def loadResource(self, kind: int, name: QUrl) -> object:
        """Only thumbnails of our own stored images load (blob:HASH); nothing remote, no
        local file paths: model output can never make the transcript fetch anything."""
        if name.scheme() != BLOB_SCHEME or self.blob_loader is None:
            return None
        digest = name.path()
        if digest not in self._thumbs:
            data = self.blob_loader(digest)
            image = QImage.fromData(data) if data else QImage()
            if image.isNull():
                return None
            self._thumbs[digest] = image.scaledToHeight(
                THUMB_HEIGHT * 2, Qt.TransformationMode.SmoothTransformation
            )
        return self._thumbs[digest]


def _make_plain(cursor: QTextCursor) -> None:
    """Strip list membership, heading level and character format from the cursor's block:
    insertHtml merges its first paragraph into this block and would inherit them."""
    current_list = cursor.currentList()
    if current_list is not None:
        current_list.remove(cursor.block())
    cursor.setBlockFormat(QTextBlockFormat())
    cursor.setBlockCharFormat(QTextCharFormat())
    cursor.setCharFormat(QTextCharFormat())


def _new_plain_block(cursor: QTextCursor) -> None:
    cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
    _make_plain(cursor)
