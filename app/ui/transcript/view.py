"""The conversation: one widget per message in a scrolling column, at a readable width.
The reply being received grows in its widget (app.ui.transcript.reply_stream: at most ~30 paints a
second, each costing the unfinished tail only); it follows the stream until the person
scrolls up, and loads older messages when they scroll to the top. A long conversation is
built newest first, the rest a batch per turn (app.ui.transcript.shown_messages)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import QPushButton, QScrollArea, QVBoxLayout, QWidget

from app.ui.common.image_drop import ImageDropTarget
from app.ui.transcript import render as rendering
from app.ui.transcript.shown_messages import ShownMessages
from app.ui.transcript.welcome import Welcome
from app.ui.transcript.wheel_watcher import WheelWatcher

if TYPE_CHECKING:
    # Imported when the first message is shown, not before the window's first paint.
    from app.domain import Message, ToolCallPart
    from app.services.message_actions import ActionContext
    from app.ui.transcript.message_widget import MessageWidget
    from app.ui.transcript.reply_stream import ReplyStream

FIRST_PAGE = 50  # messages shown when a conversation opens; older ones on scroll-up
READABLE_WIDTH = 760  # the reading column's measure, centred in a wider window
SIDE_MARGIN = 16  # at least, left and right of the column (a narrow window, a compare column)


class TranscriptView(QScrollArea):
    """Signals:
    actionRequested(str, int): a message action was chosen (action id, message id).
    olderRequested(): the user scrolled to the top and older messages exist.
    imageRequested(str): a thumbnail was clicked (the image's blob hash).
    documentRequested(object): a sent document's chip was clicked (the DocumentPart).
    thumbnailRequested(str): a thumbnail's picture is wanted (the blob hash).
    mediaDropped(object): images dropped on the transcript (a MimeImages), to attach.
    codeCopied(): code went to the clipboard.
    examplePicked(str): an example prompt of the empty chat was clicked (its text).
    passageRequested(object): a reply's [n] citation was clicked (its app.kb.retrieval.Source).
    """

    actionRequested = Signal(str, int)
    olderRequested = Signal()
    imageRequested = Signal(str)
    documentRequested = Signal(object)
    thumbnailRequested = Signal(str)
    mediaDropped = Signal(object)
    codeCopied = Signal()
    examplePicked = Signal(str)
    passageRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        # Our own viewport: PySide takes ~8 ms to wrap Qt's (docs/architecture.md, Start-up).
        self.setViewport(QWidget(self))
        self.setObjectName("transcript")
        self.setAccessibleName(self.tr("Transcript"))
        self.setAccessibleDescription(self.tr("The conversation. Replies appear here."))
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.compact = compact
        self._column = QWidget(self)
        self._column.setObjectName("transcriptColumn")
        self._layout = QVBoxLayout(self._column)
        self._layout.setSpacing(0)  # the messages' own margins make the rhythm
        self._layout.addStretch(1)
        self.setWidget(self._column)
        self._empty = Welcome(self._column)
        self._empty.promptChosen.connect(self.examplePicked)
        self._layout.insertWidget(0, self._empty, 1)
        self.has_older = False
        self.name_override: str | None = None  # "Model A" instead of model names (arena)
        # A blind arena round: nothing under a reply tells its model (see MessageWidget).
        self.blind = False
        # While blind, what every column's reply has, so shown in all ("answers": the pager,
        # "probabilities"); set by the compare (app.ui.compare.reply_round).
        self.blind_common: frozenset[str] = frozenset()
        # Replies drawn hidden (a blind round until every column has answered: one column's
        # text arriving first would tell its speed).
        self.hold_replies = False
        self.show_usage = True  # tokens in / out under each reply
        self.cost_of: Callable[[Message], float | None] | None = None
        # What cached prompt tokens saved (ModelDirectory.saving_of): set with cost_of.
        self.saving_of: Callable[[Message], float | None] | None = None
        self.versions: dict[int, tuple[int, int]] = {}
        self.answers: dict[int, tuple[int, int]] = {}  # see ActionContext.answer
        self._shown = ShownMessages(
            self, lambda b: self._insert_above(b, keep_place=not self._follow)
        )
        self._stream: ReplyStream | None = None
        self._follow = True
        self.updates_applied = 0  # for benchmarks and tests
        rendering.MathRedraw(self, self._redraw_math)
        self._rendered_dark = self.dark
        self.jump_button = QPushButton(self.tr("Jump to latest ↓"), self)
        self.jump_button.setObjectName("jumpToLatestButton")
        self.jump_button.setAccessibleName(self.tr("Jump to latest"))
        self.jump_button.hide()
        self.jump_button.clicked.connect(self.scroll_to_latest)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)
        WheelWatcher(self.viewport(), self.user_scrolled)
        ImageDropTarget(self.viewport()).dropped.connect(self.mediaDropped)
        self._show_empty(True)

    # ---- appearance ---------------------------------------------------------------------

    @property
    def dark(self) -> bool:
        return self.palette().color(QPalette.ColorRole.Base).lightness() < 128

    def _render(self, text: str) -> str:
        # As of the last PaletteChange: reading the palette cost ~18 µs for each block.
        return rendering.render_text(text, self, dark=self._rendered_dark)

    def _redraw_math(self) -> None:
        for widget in self._shown.widgets:
            streaming = self._stream is not None and widget is self._stream.widget
            if not streaming and rendering.has_math(widget.message.text):
                widget.rerender()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        rendered = getattr(self, "_rendered_dark", None)  # None: still being built
        if event.type() == QEvent.Type.PaletteChange and rendered not in (None, self.dark):
            self._rendered_dark = self.dark
            self._rerender()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        side = max(SIDE_MARGIN, (self.viewport().width() - READABLE_WIDTH) // 2)
        self._layout.setContentsMargins(side, 12, side, 16)
        hint = self.jump_button.sizeHint()
        vp = self.viewport().geometry()
        self.jump_button.setGeometry(
            vp.right() - hint.width() - 12,
            vp.bottom() - hint.height() - 12,
            hint.width(),
            hint.height(),
        )

    def _show_empty(self, empty: bool) -> None:
        shown = empty and not self.compact
        if shown:
            self._empty.show_text(self.dark)
        self._empty.setVisible(shown)
        # Shown, the welcome takes the whole height (it centres itself); else the stretch
        # under the messages keeps a short conversation at the top.
        self._layout.setStretch(self._layout.count() - 1, 0 if shown else 1)

    # ---- whole messages -----------------------------------------------------------------

    def _context(self, message: Message) -> ActionContext:
        from app.services.message_actions import ActionContext

        # Blind, a pager or probabilities one column lacks would tell its model.
        pager = not self.blind or "answers" in self.blind_common
        return ActionContext(
            version=self.versions.get(message.id) if pager else None,
            answer=self.answers.get(message.id) if pager else None,
            probabilities_hidden=self.blind and "probabilities" not in self.blind_common,
        )

    def _make(self, message: Message) -> MessageWidget:
        from app.ui.transcript.message_widget import MessageWidget

        widget = MessageWidget(
            message,
            render=self._render,
            resources=lambda url: rendering.resource(url, self),
            context=self._context(message),
            name=self.name_override,
            blind=self.blind,
            compact=self.compact,
            show_usage=self.show_usage,
            parent=self._column,
        )
        if self.hold_replies and message.role != "user":
            widget.hide()
        widget.actionRequested.connect(self.actionRequested)
        widget.imageRequested.connect(self.imageRequested)
        widget.documentRequested.connect(self.documentRequested)
        widget.thumbnailNeeded.connect(self.thumbnailRequested)
        widget.codeCopied.connect(self.codeCopied)
        widget.body.internalLink.connect(self._internal)
        if widget.thumbnails is not None:
            QTimer.singleShot(0, widget.thumbnails.request_pictures)
        return widget

    def _internal(self, url: str) -> None:
        _scheme, action, ident = ([*url.split(":", 2), "", ""])[:3]
        if action == "image" and ident:
            self.imageRequested.emit(ident)
        elif action == "cite":
            self._cited(ident)

    def _cited(self, ident: str) -> None:
        """A [n] citation (or a Sources entry) clicked: the passage it names."""
        from app.ui.transcript.citations import parse_cite, sources_of

        found = parse_cite(ident)
        if found is None:
            return
        message_id, n = found
        widget = self.widget_of(message_id)
        if widget is None:
            return
        source = next((s for s in sources_of(widget.message) if s.n == n), None)
        if source is not None:
            self.passageRequested.emit(source)

    def _clear(self) -> None:
        for widget in self._shown.widgets:
            self._layout.removeWidget(widget)
            widget.deleteLater()
        self._shown.forget()

    def set_messages(
        self,
        messages: Sequence[Message],
        *,
        has_older: bool = False,
        versions: dict[int, tuple[int, int]] | None = None,
        keep_all: bool = False,
        answers: dict[int, tuple[int, int]] | None = None,
    ) -> None:
        """Show these messages (the last FIRST_PAGE of them unless ``keep_all``).
        ``versions`` and ``answers``: see ActionContext."""
        self._cancel_stream()
        shown = list(messages) if keep_all else list(messages)[-FIRST_PAGE:]
        self.versions = dict(versions or {})
        self.answers = dict(answers or {})
        self.has_older = has_older or len(messages) > len(shown)
        self._column.setUpdatesEnabled(False)
        try:
            self._clear()
            for message in self._shown.split(shown):  # older ones follow, a batch a turn
                self._add(self._make(message))
        finally:
            self._column.setUpdatesEnabled(True)
        self._show_empty(not shown)
        self._mark_latest()
        self._follow = True
        self.scroll_to_latest()

    def _add(self, widget: MessageWidget, index: int | None = None) -> None:
        widgets = self._shown.widgets
        at = len(widgets) if index is None else index
        widgets.insert(at, widget)
        self._layout.insertWidget(at + 1, widget)  # after the empty-state label

    def _mark_latest(self) -> None:
        """The last reply keeps its actions in view, as chat apps do."""
        widgets = self._shown.widgets
        for widget in widgets:
            if widget.reveal is not None:
                widget.reveal.always = widget is widgets[-1]
                widget.reveal.update()

    @property
    def shown_messages(self) -> list[Message]:
        return self._shown.messages

    @property
    def complete(self) -> bool:
        """Every shown message has its widget (see app.ui.transcript.shown_messages)."""
        return not self._shown.pending

    @property
    def first_message_id(self) -> int | None:
        messages = self._shown.messages
        return messages[0].id if messages else None

    def widget_of(self, message_id: int) -> MessageWidget | None:
        if any(m.id == message_id for m in self._shown.pending):
            self._shown.finish()
        return next((w for w in self._shown.widgets if w.message.id == message_id), None)

    def _rerender(self) -> None:
        if self._stream is not None:
            return
        at = self.verticalScrollBar().value()
        self.set_messages(
            self.shown_messages,
            has_older=self.has_older,
            versions=self.versions,
            keep_all=True,
            answers=self.answers,
        )
        self.verticalScrollBar().setValue(at)

    def show_up_to(self, message_id: int) -> None:
        """The branch as it was before ``message_id``: a new version streams below it."""
        self.set_messages(
            [m for m in self.shown_messages if m.id < message_id],
            has_older=self.has_older,
            versions=self.versions,
            answers=self.answers,
        )

    def prepend_messages(self, messages: Sequence[Message], *, has_older: bool) -> None:
        """Older messages above the current ones, keeping what the user looks at in place."""
        self.has_older = has_older
        if messages:
            self._shown.finish()
            self._insert_above(list(messages), keep_place=True)

    def _insert_above(self, messages: list[Message], *, keep_place: bool) -> None:
        bar = self.verticalScrollBar()
        from_bottom = bar.maximum() - bar.value()
        for n, message in enumerate(messages):
            self._add(self._make(message), n)
        if keep_place:
            self._column.adjustSize()
            bar.setValue(bar.maximum() - from_bottom)

    def append_message(self, message: Message) -> None:
        self._show_empty(False)
        self._add(self._make(message))
        self._mark_latest()
        self.scroll_to_latest()

    def scroll_to_message(self, message_id: int) -> bool:
        """Bring a shown message to the top of the view; False if it is not loaded."""
        widget = self.widget_of(message_id)
        if widget is None:
            return False
        self._follow = False
        self._column.adjustSize()
        self.verticalScrollBar().setValue(widget.y())
        if not self._at_bottom():
            self.jump_button.show()
            self.jump_button.raise_()
        return True

    def highlight(self, query: str) -> None:
        """Select the first occurrence of a searched word, so the match stands out."""
        words = [w.strip('"*') for w in query.split() if w.strip('"*')]
        self._shown.finish()
        for browser in (b for w in self._shown.widgets for b in w.body.browsers()) if words else ():
            found = browser.document().find(words[0])
            if not found.isNull():
                browser.setTextCursor(found)
                self.ensureWidgetVisible(browser)
                return

    # ---- streaming ----------------------------------------------------------------------

    def begin_reply(self, message_id: int, model: str) -> None:
        from app.domain import Message, MessageStatus
        from app.ui.transcript.reply_stream import ReplyStream

        self._cancel_stream()
        self._show_empty(False)
        placeholder = Message(
            message_id, 0, "assistant", (), model=model, status=MessageStatus.STREAMING
        )
        widget = self._make(placeholder)
        widget.begin_stream()
        self._add(widget)
        self._stream = ReplyStream(widget, render=self._render, painted=self._painted)
        if self._follow:
            self.scroll_to_latest()

    def append_delta(self, text: str) -> None:
        if self._stream is not None:
            self._stream.feed(text)

    def append_reasoning(self, text: str) -> None:
        if self._stream is not None:
            self._stream.reason(text)

    # n > 1 answers arriving for the reply being received (app.ui.transcript.reply_stream).

    def begin_choices(self, message_id: int, ids: Sequence[int]) -> None:
        """The reply ``message_id`` brings ``len(ids)`` answers (their stored ids, its own
        first): its widget offers them all while they arrive."""
        if self._stream is not None and self._stream.message_id == message_id:
            self._stream.begin_choices(list(ids))

    def append_choice_delta(self, index: int, text: str) -> None:
        if self._stream is not None and self._stream.has_choice(index):
            self._stream.feed(text, index)

    def append_choice_reasoning(self, index: int, text: str) -> None:
        if self._stream is not None and self._stream.has_choice(index):
            self._stream.reason(text, index)

    def choice_finished(self, index: int) -> None:
        if self._stream is not None:
            self._stream.choice_finished(index)

    @property
    def shown_choice_id(self) -> int | None:
        """The stored id of the answer on show in the reply being received (None: it is
        not bringing several)."""
        stream = self._stream
        if stream is None or not stream.choice_ids:
            return None
        return stream.choice_ids[stream.shown]

    def _painted(self) -> None:
        self.updates_applied += 1
        if self._follow:
            self.scroll_to_latest()

    def end_reply(self, message: Message) -> None:
        """The reply reached its final state: render that message whole, with its footer."""
        stream = self._stream
        if stream is None or stream.message_id != message.id:
            self.append_message(message)
            return
        if stream.shown != 0:
            # Another answer is on show: it stays until the branch is loaded again with
            # that answer's version (rendering choice 0 in between would flash it).
            stream.paint_now()
            stream.cancel()
            self._stream = None
            return
        stream.finish(message, self._context(message), self.cost_of)
        self._stream = None
        self._mark_latest()
        if self._follow:
            self.scroll_to_latest()

    def _cancel_stream(self) -> None:
        if self._stream is not None:
            self._stream.cancel()
        self._stream = None

    # ---- scrolling ----------------------------------------------------------------------

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
        at_top = value == self.verticalScrollBar().minimum()
        if at_top and self.has_older and self._shown.widgets and not self._shown.pending:
            self.olderRequested.emit()

    def _on_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)

    def user_scrolled(self) -> None:
        if not self._at_bottom():
            self._follow = False
            self.jump_button.show()
            self.jump_button.raise_()

    # ---- what is on screen, as text (tests, screen readers' summaries) ------------------

    def show_tool_call(self, message_id: int, call: ToolCallPart) -> None:
        """A tool call of a reply in progress started or finished."""
        widget = self.widget_of(message_id)
        if widget is not None:
            widget.show_tool_call(call)
            if self._follow:
                self.scroll_to_latest()

    def set_show_usage(self, on: bool) -> None:
        """Token counts under replies, or not (a setting)."""
        if on != self.show_usage:
            self.show_usage = on
            self._rerender()

    def set_thumbnail(self, digest: str, data: bytes) -> None:
        for widget in self._shown.widgets:
            widget.set_thumbnail(digest, data)

    def toPlainText(self) -> str:
        self._shown.finish()
        text = "\n\n".join(w.plain_text() for w in self._shown.widgets)
        return text or (self._empty.text() if self._empty.isVisible() else "")

    def toHtml(self) -> str:
        self._shown.finish()
        return "".join(w.body.html() for w in self._shown.widgets)
