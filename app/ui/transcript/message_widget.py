"""One message in the transcript. The user's sits in a tinted bubble on the right, as wide
as its text (up to three quarters of the column), outlined while the composer edits it; a
reply sits under the model's name with the provider's mark, its Thinking and tool calls in
sections that fold, the failed attempts a retry replaced folded above it, a card when it
failed, and quiet stats (kept with every version) and actions below it."""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import re
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QPalette, QResizeEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import DocumentPart, Message, MessageStatus, TextPart, ToolCallPart
from app.domain.hosted import is_hosted
from app.render.blocks import BlockUpdate
from app.render.markup import code_copy_url
from app.render.messages import (
    stats_text,
    status_line,
    thinking_preview,
    tool_error,
    usage_problem,
    usage_text,
)
from app.services.message_actions import OPEN_SETTINGS, ActionContext
from app.translation import money, number
from app.ui.common.elided_label import ElidedLabel
from app.ui.common.icons import themed_icon
from app.ui.transcript.answer_figures import answer_figures
from app.ui.transcript.choice_switcher import Choices, ChoiceSwitcher
from app.ui.transcript.message_body import MessageBody, Render
from app.ui.transcript.message_parts import (
    COPIED_MS,
    ActionBar,
    ErrorCard,
    FoldSection,
    HoverReveal,
    IconLine,
    ProviderMark,
    ThumbnailStrip,
    is_dark,
)
from app.ui.transcript.probability_memory import remember, remembered
from app.ui.transcript.rich_text import Resources, RichText

if TYPE_CHECKING:  # built when a reply's probabilities are first asked for (start-up memory)
    from app.ui.transcript.token_view import TokenProbabilityView

RESULT_CHARS = 4_000  # of a tool's result shown in the transcript (all of it is stored)
NO_CONTEXT = ActionContext()
BUBBLE_SHARE = 0.75  # a question's bubble is at most this share of the column
BUBBLE_PADDING = 14  # left and right, inside the bubble
FIT_CHARS = 4_000  # longer questions take the whole width: measuring them is not worth it
# A folded long reply is rendered whole for its token probabilities (asked for, once) up to
# this length (~0.3 s); longer, the view tints the part on show.
WHOLE_PROBABILITIES_CHARS = 100_000
ATTEMPT_CHARS = 400  # of a failed attempt's partial text shown when it is unfolded
# The conversation's vertical rhythm: a question opens an exchange with room above it, its
# reply follows close under it (the question's actions, shown on hover, sit in between).
TURN_GAP = 22  # above a question
REPLY_GAP = 2  # above a reply
PART_SPACING = 4  # between the parts of one message
Cost = Callable[[Message], float | None]
_FENCED = re.compile(r"^ {0,3}(`{3,}|~{3,})([\w+#.\-]*)[^\n]*\n(.*?)^ {0,3}\1[ \t]*$", re.M | re.S)


@lru_cache(maxsize=32)
def code_blocks(text: str) -> tuple[tuple[str, str], ...]:
    """(language, code) of each fenced code block, for the Copy code menu (kept: a footer
    is rebuilt several times; a 10 MB text without fences is not scanned: 38 ms)."""
    if "```" not in text and "~~~" not in text:
        return ()
    return tuple((m.group(2), m.group(3).rstrip("\n")) for m in _FENCED.finditer(text))


class MessageWidget(QFrame):
    """Signals:
    actionRequested(str, int): an action from the table, or the error card's (action id,
        message id).
    imageRequested(str): a thumbnail was clicked (the image's blob hash).
    documentRequested(object): a document chip was clicked (the DocumentPart).
    thumbnailNeeded(str): a thumbnail's picture is wanted (the blob hash).
    codeCopied(): code went to the clipboard.

    ``cost``: what a reply cost (for its stats line); without it, the transcript's
    ``cost_of`` is used when the widget sits in one.
    """

    actionRequested = Signal(str, int)
    imageRequested = Signal(str)
    documentRequested = Signal(object)
    thumbnailNeeded = Signal(str)
    codeCopied = Signal()

    def __init__(
        self,
        message: Message,
        *,
        render: Render,
        resources: Resources | None,
        context: ActionContext = NO_CONTEXT,
        name: str | None = None,
        compact: bool = False,
        show_usage: bool = True,
        cost: Cost | None = None,
        parent: QWidget | None = None,
        blind: bool = False,
    ) -> None:
        super().__init__(parent)
        self.message = message
        # A blind arena round: the reasoning, the figures and an error's own words could each
        # tell the model, so none of them is shown until the vote.
        self.blind = blind
        self.show_usage = show_usage
        self._render = render
        self._name = name
        self._cost = cost
        self.editing = False
        self.error_card: ErrorCard | None = None
        self.attempts: FoldSection | None = None
        self._natural_width: int | None = None  # of a question's text, once measured
        self.setObjectName("userMessage" if message.role == "user" else "replyMessage")
        speaker = self.tr("You") if message.role == "user" else (name or message.model)
        self.setAccessibleName(self.tr("Message from {0}").format(speaker))
        self._layout = QVBoxLayout(self)
        top = TURN_GAP if message.role == "user" else REPLY_GAP
        self._layout.setContentsMargins(0, top, 0, PART_SPACING)
        self._layout.setSpacing(PART_SPACING)
        self.body = MessageBody(render, resources=resources)
        self.body.codeCopied.connect(self.codeCopied)
        self.body.codeCopied.connect(self._code_copied)
        self.thinking: FoldSection | None = None
        self._tool_sections: dict[str, FoldSection] = {}
        self._more_bodies: list[MessageBody] = []
        self._strips: list[ThumbnailStrip] = []
        self.reply_images: ThumbnailStrip | None = None  # an image model's pictures
        self._footer = QWidget(self)
        if message.role == "user":
            self._build_user(message)
        else:
            self._build_reply(message, compact)
        self.bar: ActionBar | None = None
        self.reveal: HoverReveal | None = None
        self.probabilities: TokenProbabilityView | None = None  # built when first asked for
        self._stats = ""
        self.set_context(context)
        if (
            message.role == "assistant"
            and message.logprobs
            and message.status is not MessageStatus.STREAMING
            and remembered(parent, message)
        ):
            self.show_probabilities(True, focus=False)  # another answer of it showed them

    # ---- building -----------------------------------------------------------------------

    def _build_user(self, message: Message) -> None:
        bubble = self.bubble = QFrame(self)
        bubble.setObjectName("userBubble")
        inner = QVBoxLayout(bubble)
        inner.setContentsMargins(BUBBLE_PADDING, 10, BUBBLE_PADDING, 10)
        self.thumbnails: ThumbnailStrip | None = None
        if message.images:
            strip = self.thumbnails = ThumbnailStrip(message.images, bubble)
            strip.imageRequested.connect(self.imageRequested)
            strip.thumbnailNeeded.connect(self.thumbnailNeeded)
            inner.addWidget(strip)
        for part in message.documents:
            inner.addWidget(self._document_chip(part), 0, Qt.AlignmentFlag.AlignLeft)
        if message.audio:
            from app.ui.transcript.audio_label import audio_label

            for clip in message.audio:
                inner.addWidget(audio_label(clip, bubble), 0, Qt.AlignmentFlag.AlignLeft)
        inner.addWidget(self.body)
        self.body.show_text(message.text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(bubble)
        self._layout.addLayout(row)
        self.editing_line = IconLine("editingLabel", "pencil", "muted", self)
        self.editing_line.set_text("")
        self._layout.addWidget(self.editing_line, 0, Qt.AlignmentFlag.AlignRight)
        self._layout.addWidget(self._footer)

    def _text_width(self) -> int:
        """How wide the question's text is when nothing wraps it (measured once)."""
        if self._natural_width is None:
            text = self.message.text
            browsers = self.body.browsers()
            if len(text) > FIT_CHARS or len(browsers) != 1 or "<img" in self.body.html():
                self._natural_width = 1 << 20  # long, or pictures in it: the whole width
            else:
                document: QTextDocument = browsers[0].document().clone(self)
                document.setTextWidth(-1)
                self._natural_width = math.ceil(document.idealWidth()) + 4
                document.deleteLater()
        widths = [self._natural_width]
        if self.thumbnails is not None:
            widths.append(self.thumbnails.sizeHint().width())
        widths += [chip.sizeHint().width() for chip in self.bubble.findChildren(QToolButton)]
        return max(widths)

    def _fit_bubble(self) -> None:
        """As wide as the text (plus padding), right-aligned, at most BUBBLE_SHARE of the
        column; a longer text wraps at that width."""
        limit = max(160, int(self.width() * BUBBLE_SHARE))
        width = min(limit, self._text_width() + 2 * BUBBLE_PADDING)
        if self.bubble.width() != width or self.bubble.minimumWidth() != width:
            self.bubble.setFixedWidth(width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.message.role == "user":
            self._fit_bubble()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.message.role == "user":
            self._natural_width = None
            self._fit_bubble()

    def set_editing(self, editing: bool) -> None:
        """Mark (or unmark) the question while the composer holds it for editing."""
        if self.message.role != "user" or editing == self.editing:
            return
        self.editing = editing
        highlight = self.palette().color(QPalette.ColorRole.Highlight).name()
        self.bubble.setProperty("editing", editing)
        self.bubble.setStyleSheet(
            f"QFrame#userBubble {{ border: 2px solid {highlight}; }}" if editing else ""
        )
        self.editing_line.set_text(self.tr("Editing in the box below") if editing else "")
        self.setAccessibleDescription(self.tr("Being edited") if editing else "")

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
        chip.clicked.connect(lambda: self.documentRequested.emit(part))
        return chip

    def _build_reply(self, message: Message, compact: bool) -> None:
        self.thumbnails = None
        if not compact:
            header = QHBoxLayout()
            header.setSpacing(8)
            header.addWidget(ProviderMark(message.model, self))
            title = QLabel(self._name or message.model or self.tr("Assistant"), self)
            title.setObjectName("replyModelName")
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            header.addWidget(title)
            header.addStretch(1)
            self._layout.addLayout(header)
        if message.failed_attempts and not self.blind:
            self.attempts = self._attempts_section(message.failed_attempts)
            self._layout.addWidget(self.attempts)
        if message.reasoning.strip() and not self.blind:
            self._add_thinking(message.reasoning, live=False)
        self._layout.addWidget(self.body)
        sourced = bool(message.retrieval) and message.status is not MessageStatus.STREAMING
        if sourced:
            from app.ui.transcript.citations import link_citations

            link_citations(self, message)  # before the text is rendered: rendered once
        if message.status is not MessageStatus.STREAMING:
            self._lay_out_parts(message)
        citations = message.citations
        if citations:
            links = " ".join(
                f'<a href="{url}">[{n}] {title or url}</a><br>'
                for n, (url, title) in enumerate(citations, 1)
            )
            sources = RichText(self)
            title = self.tr("Sources")
            sources.set_html(f"<p><b>{title}</b><br>{links}</p>")
            self._layout.addWidget(sources)
        # Under the reply being received: a retry counting down.
        self.notice_line = IconLine("replyNotice", "clock", "muted", self)
        self.notice_line.set_text("")
        self._layout.addWidget(self.notice_line)
        if sourced:
            from app.ui.transcript.citations import show_sources

            show_sources(self, message, render_again=False)  # the Sources fold
        # How a reply ended when that is worth saying (not a failure: that is a card).
        self.status_line = IconLine("replyStatus", "info", "warning", self)
        self.status_line.hide()
        self.status = self.status_line.label
        self._layout.addWidget(self.status_line)
        self._layout.addWidget(self._footer)

    def _attempts_section(self, attempts: tuple[Message, ...]) -> FoldSection:
        """The failed attempts a retry replaced, folded to one line; open: when each was
        and why it failed (with what had arrived of it)."""
        count = len(attempts)
        title = (
            self.tr("1 failed attempt")
            if count == 1
            else self.tr("{0} failed attempts").format(number(count))
        )
        content = QWidget(self)
        column = QVBoxLayout(content)
        column.setContentsMargins(18, 0, 0, 4)
        column.setSpacing(4)
        locale = QLocale()
        for n, attempt in enumerate(attempts, 1):
            when = QDateTime.fromMSecsSinceEpoch(int(attempt.created_at * 1000))
            line = self.tr("Attempt {0} · {1} — {2}").format(
                n,
                locale.toString(when.time(), QLocale.FormatType.ShortFormat),
                attempt.error or self.tr("it failed"),
            )
            text = attempt.text.strip()
            if text:
                shown = text[:ATTEMPT_CHARS] + ("…" if len(text) > ATTEMPT_CHARS else "")
                line += "\n" + self.tr("What had arrived: {0}").format(shown)
            label = QLabel(line, content)
            label.setObjectName("failedAttempt")
            label.setProperty("tone", "muted")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
        section = FoldSection(title, content, self)
        section.setObjectName("failedAttempts")
        return section

    def set_notice(self, text: str) -> None:
        """A line under the reply being received (a retry counting down); "" hides it."""
        line = getattr(self, "notice_line", None)
        if line is not None:
            line.set_text(text)

    def _add_thinking(self, reasoning: str, *, live: bool) -> None:
        text = RichText(self)
        self.thinking = FoldSection("", text, self)
        self.thinking.setObjectName("thinkingSection")
        self._layout.insertWidget(self._layout.indexOf(self.body), self.thinking)
        self.update_thinking(reasoning, live=live)

    def update_thinking(self, reasoning: str, *, live: bool) -> None:
        if self.blind:
            return  # only reasoning models think: a Thinking section would name one
        if self.thinking is None:
            self._add_thinking(reasoning, live=live)
            return
        if live:
            self.thinking.set_title(self.tr("Thinking… {0}").format(thinking_preview(reasoning)))
        else:
            words = len(reasoning.split())
            self.thinking.set_title(self.tr("Thinking ({0} words)").format(words))
        text = self.thinking.content
        if isinstance(text, RichText) and (self.thinking.is_open or not live):
            text.set_html(self._render(reasoning))

    def _tool_section(self, call: ToolCallPart) -> FoldSection:
        """A tool call, folded to one line: what ran, how it went; open: arguments, result
        (long results cut, the tool's images shown), or why it failed."""
        if is_hosted(call):  # a tool the API ran (its module loads with the first one)
            from app.ui.transcript.hosted_sections import hosted_section

            return hosted_section(self, call)
        try:
            pretty = json.dumps(
                json.loads(call.ran_arguments or call.arguments), indent=2, ensure_ascii=False
            )
        except ValueError:
            pretty = call.ran_arguments or call.arguments
        body = self.tr("Arguments:") + f"\n\n```json\n{pretty}\n```"
        if call.result:
            shown = call.result[:RESULT_CHARS]
            more = len(call.result) - len(shown)
            body += "\n\n" + self.tr("Result:") + f"\n\n```{'json' if call.is_json else ''}\n"
            body += shown + "\n```"
            if more > 0:
                body += "\n\n" + self.tr("(and {0} more characters)").format(number(more))
        if call.error:
            body += "\n\n" + tool_error(call)
        content = QWidget(self)
        column = QVBoxLayout(content)
        column.setContentsMargins(18, 0, 0, 0)
        text = RichText(content)
        text.set_html(self._render(body))
        column.addWidget(text)
        if call.images:
            strip = ThumbnailStrip(call.images, content)
            strip.imageRequested.connect(self.imageRequested)
            strip.thumbnailNeeded.connect(self.thumbnailNeeded)
            column.addWidget(strip)
            self._strips.append(strip)
            QTimer.singleShot(0, strip.request_pictures)
        state = {
            "done": self.tr("done in {0} s").format(number(call.duration_s, 1)),
            "failed": self.tr("failed"),
            "denied": self.tr("denied"),
            "pending": self.tr("waiting")
            if self.message.status is MessageStatus.STREAMING
            else self.tr("not run"),
        }.get(call.status, call.status)
        title = self.tr("Tool {0} · {1}").format(call.tool or call.name or "tool", state)
        section = FoldSection(title, content, self)
        section.setObjectName("toolCallSection")
        section.setProperty("call_id", call.call_id)
        section.button.setProperty("tone", "error" if call.status == "failed" else "muted")
        return section

    def show_tool_call(self, call: ToolCallPart) -> None:
        """A tool call of the reply streaming now: added, or brought up to date."""
        section = self._tool_sections.get(call.call_id)
        fresh = self._tool_section(call)
        if section is not None:
            index = self._layout.indexOf(section)
            fresh.set_open(section.is_open)
            self._layout.removeWidget(section)
            section.deleteLater()
        else:
            sections = list(self._tool_sections.values())
            anchor = sections[-1] if sections else self.body
            index = self._layout.indexOf(anchor) + 1
        self._layout.insertWidget(index, fresh)
        self._tool_sections[call.call_id] = fresh

    def _lay_out_parts(self, message: Message) -> None:
        """A finished reply in the order it happened: text, the calls of that round, the
        text after them, and so on."""
        gone = [*self._tool_sections.values(), *self._more_bodies]
        # A section's picture strips go with it: a thumbnail arriving later must not reach them.
        self._strips = [s for s in self._strips if not any(w.isAncestorOf(s) for w in gone)]
        for widget in gone:
            self._layout.removeWidget(widget)
            widget.deleteLater()
        self._tool_sections, self._more_bodies = {}, []
        runs: list[list[str]] = [[]]
        calls: list[list[ToolCallPart]] = [[]]
        for part in message.parts:
            if isinstance(part, TextPart):
                if calls[-1]:
                    runs.append([])
                    calls.append([])
                runs[-1].append(part.text)
            elif isinstance(part, ToolCallPart) and _has_section(part):
                calls[-1].append(part)
        self.body.show_text("".join(runs[0]))
        index = self._layout.indexOf(self.body) + 1
        for n, (run, round_calls) in enumerate(zip(runs, calls, strict=True)):
            if n > 0:
                body = MessageBody(self._render, resources=self.body.resources)
                body.codeCopied.connect(self.codeCopied)
                body.codeCopied.connect(self._code_copied)
                body.show_text("".join(run))
                self._layout.insertWidget(index, body)
                self._more_bodies.append(body)
                index += 1
            for call in round_calls:
                section = self._tool_section(call)
                self._layout.insertWidget(index, section)
                self._tool_sections[call.call_id] = section
                index += 1
        self._show_reply_images(message)

    def _show_reply_images(self, message: Message) -> None:
        """An image model's pictures under the text (app.ui.transcript.reply_media, loaded
        with the first reply that has some)."""
        if self.reply_images is None and not (message.role == "assistant" and message.images):
            return
        from app.ui.transcript.reply_media import show_reply_images

        show_reply_images(self, message)

    # ---- footer -------------------------------------------------------------------------

    def _cost_of(self) -> Cost | None:
        """The given cost, or the transcript's (``cost_of``) when this sits in one."""
        if self._cost is not None:
            return self._cost
        return self._transcript_hook("cost_of")

    def _transcript_hook(self, name: str) -> Cost | None:
        """The transcript's ``name`` callable (``cost_of``, ``saving_of``) when this sits in
        one that has it set."""
        holder = self.parentWidget()
        while holder is not None:
            hook = getattr(holder, name, None)
            if callable(hook):
                return hook  # type: ignore[no-any-return]
            holder = holder.parentWidget()
        return None

    def _figures(self, streamed: str, answer: tuple[int, int] | None = None) -> str:
        """First token, tokens/s and cost, from what is stored with the reply; what the
        stream measured only for a reply stored without its timing. One of n answers: its
        own figures (app.ui.transcript.answer_figures), and the cost with the answer that
        holds the request's usage (the cost of them all)."""
        message = self.message
        if message.role == "user" or message.first_token_s is None:
            return streamed
        cost = self._cost_of()
        price = cost(message) if cost is not None else None
        if answer is None:
            saving = self._saving(message) if price is not None else None
            return stats_text(message, price, saving)
        shown_price = money(price) if price is not None and message.usage is not None else ""
        return " · ".join(t for t in (answer_figures(message), shown_price) if t)

    def _saving(self, message: Message) -> float | None:
        """What the reply's cached prompt tokens saved, when the transcript knows prices
        (``saving_of``); never with a cost given to this widget alone (a blind compare)."""
        if self._cost is not None:
            return None
        saving = self._transcript_hook("saving_of")
        return saving(message) if saving is not None else None

    def _show_ending(self, message: Message) -> None:
        """A failed reply's card, or a quiet line saying how it ended."""
        if self.error_card is not None:
            self._layout.removeWidget(self.error_card)
            self.error_card.deleteLater()
            self.error_card = None
        self.set_notice("")
        if message.status is MessageStatus.ERROR:
            self.status_line.hide()
            shown = message
            if self.blind:  # the server's words may name the model
                shown = dataclasses.replace(
                    message, error=self.tr("This reply failed; the details come after the vote")
                )
            card = self.error_card = ErrorCard(shown, self)
            card.retryRequested.connect(lambda: self.actionRequested.emit("regenerate", message.id))
            card.settingsRequested.connect(
                lambda: self.actionRequested.emit(OPEN_SETTINGS, message.id)
            )
            self._layout.insertWidget(self._layout.indexOf(self.status_line), card)
            return
        line = status_line(message)
        if line is None:
            self.status_line.hide()
            return
        text, tone = line
        quiet = message.status is MessageStatus.STOPPED
        self.status_line.set_icon("info" if quiet else "triangle-alert", "muted" if quiet else tone)
        self.status_line.set_text(text)

    def set_context(self, context: ActionContext, stats: str = "") -> None:
        """(Re)build the footer: how the reply ended, usage and stats, and the action bar."""
        message = self.message
        context = dataclasses.replace(
            context,
            probabilities_open=self.probabilities_shown(),
            reading_aloud=self.reading_aloud,
        )
        self._context, self._stats = context, stats
        if message.role != "user" and message.status is not MessageStatus.STREAMING:
            self._show_ending(message)  # first: its buttons come first in the Tab order
        old = self._footer.layout()
        if old is not None:
            while old.count():
                item = old.takeAt(0)
                if item.widget() is not None:
                    item.widget().deleteLater()
            QWidget().setLayout(old)  # detach the old layout
        row = QHBoxLayout(self._footer)
        row.setContentsMargins(0, 0, 0, 0)
        if message.role == "user":
            row.addStretch(1)
        if message.status is MessageStatus.STREAMING:
            self.bar = None
            return
        extra = [
            (f"copy-code:{n}", self.tr("Copy code block {0} ({1})").format(n + 1, lang or "text"))
            for n, (lang, _code) in enumerate(code_blocks(message.text))
        ]
        self.bar = ActionBar(message, context, self._footer, extra=extra)
        self.bar.triggered.connect(self._on_action)
        row.addWidget(self.bar)
        usage = usage_text(message) if self.show_usage else ""
        if usage and context.answer is not None:
            usage = self.tr("{0} for all {1} answers").format(usage, context.answer[1])
        meta = " · ".join(t for t in (usage, self._figures(stats, context.answer)) if t)
        if self.blind:
            meta = ""  # speed, tokens and cost tell a model apart
        if meta and message.role != "user":
            label = ElidedLabel(meta, self._footer)  # "…" in a narrow compare column
            label.setObjectName("replyStats")
            label.setProperty("tone", "muted")
            notes = []
            if why := usage_problem(message):  # "cost unknown": the reason, heard and seen
                notes.append(why)
            if context.answer is not None and message.usage is None and self.show_usage:
                # One of n answers shows its own figures: where the request's usage is.
                notes.append(
                    self.tr(
                        "This answer's own figures. The request's usage and cost, for all "
                        "{0} answers, are shown with the first answer."
                    ).format(context.answer[1])
                )
            if notes:
                label.setToolTip("\n".join([meta, *notes]))
                label.setAccessibleDescription(" ".join(notes))
            row.addWidget(label, 1)  # all the row's free width
        elif message.role != "user":
            row.addStretch(1)
        self.reveal = HoverReveal(self, self.bar)

    # ---- token probabilities ------------------------------------------------------------

    # Read aloud: the action bar offers Stop while this reply is being spoken.
    reading_aloud = False

    def set_reading_aloud(self, on: bool) -> None:
        if on == self.reading_aloud:
            return
        names = ("action_read-aloud", "action_read-aloud-stop")
        before, after = names if on else names[::-1]
        pressed = self.bar.findChild(QToolButton, before) if self.bar is not None else None
        had_focus = pressed is not None and pressed.hasFocus()
        self.reading_aloud = on
        self.set_context(self._context, self._stats)
        toggled = self.bar.findChild(QToolButton, after) if self.bar is not None else None
        if had_focus and toggled is not None:
            toggled.setFocus()  # the focus stays where the person acted

    def probabilities_shown(self) -> bool:
        view = getattr(self, "probabilities", None)
        return view is not None and not view.isHidden()

    def show_probabilities(self, on: bool, *, focus: bool = True) -> None:
        """The reply as rendered, tinted by its tokens' probabilities, in place of its text
        (on), or its text again. The view is built the first time it is asked for, from the
        stored reply and copies of its rendered text. Remembered for the reply's place, so
        another version or answer of it shows them too (app.ui.transcript.probability_memory).
        ``focus``: move the focus to the view (on) or back to the action (off)."""
        logprobs = self.message.logprobs
        if on and not logprobs:
            return
        if on and logprobs and (self.probabilities is None or self._stale_probabilities()):
            self._drop_probabilities()
            from app.ui.transcript.token_view import TokenProbabilityView

            documents, partial = self._rendered_documents()
            view = TokenProbabilityView(
                logprobs,
                dark=is_dark(self),
                documents=documents,
                resources=self.body.resources,
                partial=partial,
                parent=self,
            )
            view.setProperty("message_id", self.message.id)
            self._layout.insertWidget(self._layout.indexOf(self.body) + 1, view)
            self.probabilities = view
        for body in [self.body, *self._more_bodies]:
            body.setVisible(not on)
        for section in self._tool_sections.values():
            section.setVisible(not on)
        if self.probabilities is not None:
            self.probabilities.setVisible(on)
        remember(self.parentWidget(), self.message, on)
        self.set_context(self._context, self._stats)
        if not focus:
            return
        if on and self.probabilities is not None:
            self.probabilities.text.setFocus()
        elif self.bar is not None:
            button = self.bar.findChild(QToolButton, "action_probabilities")
            if button is not None:
                button.setFocus()  # the focus stays where the person acted

    def _rendered_documents(self) -> tuple[list[QTextDocument], bool]:
        """The reply's rendered documents, in order, for the probability view to copy, and
        whether they show only part of it. A folded long reply is rendered whole here."""
        bodies = sorted([self.body, *self._more_bodies], key=self._layout.indexOf)
        documents = [b.document() for body in bodies for b in body.browsers()]
        folded = any(body.findChild(QPushButton, "showAllButton") for body in bodies)
        if not folded:
            return documents, False
        text = self.message.text
        if len(text) > WHOLE_PROBABILITIES_CHARS:
            return documents, True
        whole = QTextDocument(self)
        whole.setDefaultFont(documents[0].defaultFont())
        whole.setHtml(self._render(text))
        whole.deleteLater()  # the view keeps a copy
        return [whole], False

    def _stale_probabilities(self) -> bool:
        view = self.probabilities
        return view is not None and (
            view.property("message_id") != self.message.id or view.dark != is_dark(self)
        )

    def _drop_probabilities(self) -> None:
        if self.probabilities is not None:
            self._layout.removeWidget(self.probabilities)
            self.probabilities.deleteLater()
            self.probabilities = None

    def _on_action(self, action: str) -> None:
        if action.startswith("copy-code:"):
            blocks = code_blocks(self.message.text)
            index = int(action.split(":", 1)[1])
            if index < len(blocks):
                QGuiApplication.clipboard().setText(blocks[index][1])
                self.codeCopied.emit()
                self._code_copied()
            return
        self.actionRequested.emit(action, self.message.id)

    def _code_copied(self) -> None:
        """A code block's Copy link says "Copied" with a check mark for a moment: the code
        on the clipboard names the block (its link carries the code)."""
        url = code_copy_url(QGuiApplication.clipboard().text())
        copied, back = self.tr("Copied"), self.tr("Copy")
        bodies = [self.body, *self._more_bodies]
        for browser in (b for body in bodies for b in body.browsers()):
            document = browser.document()
            if _swap_copy_link(document, url, copied=True, word=copied):
                QTimer.singleShot(
                    COPIED_MS,
                    browser,
                    functools.partial(_swap_copy_link, document, url, copied=False, word=back),
                )

    # ---- streaming ----------------------------------------------------------------------

    def begin_stream(self) -> None:
        self.body.begin_stream()

    def show_choices(self, choices: Choices) -> None:
        """The n answers arriving for this reply: a switcher above the footer (added the
        first time, brought up to date after)."""
        switcher = getattr(self, "choice_switcher", None)
        if switcher is None:
            switcher = self.choice_switcher = ChoiceSwitcher(choices, self)
            self._layout.insertWidget(self._layout.indexOf(self.notice_line), switcher)
        switcher.refresh()

    def new_body(self) -> MessageBody:
        """Another text widget for this reply (one of its n answers), hidden until used."""
        body = MessageBody(self._render, resources=self.body.resources)
        body.codeCopied.connect(self.codeCopied)
        body.codeCopied.connect(self._code_copied)
        body.hide()
        self._layout.insertWidget(self._layout.indexOf(self.body) + 1, body)
        return body

    def use_body(self, body: MessageBody) -> None:
        """Show ``body`` where the reply's text is, in place of the one shown."""
        if body is self.body:
            return
        self.body.hide()
        body.show()
        self.body = body

    def show_choice_reasoning(self, reasoning: str) -> None:
        """Another answer is shown: its Thinking, or none if it has none (yet)."""
        if self.thinking is not None:
            self.thinking.setVisible(bool(reasoning))
            if reasoning:
                self.update_thinking(reasoning, live=True)

    def apply(self, update: BlockUpdate, reasoning: str) -> None:
        if reasoning and self.thinking is not None and self.thinking.isHidden():
            self.thinking.show()  # an answer shown without Thinking began to think
        if reasoning and not update.new_stable_html and not update.tail_html:
            self.update_thinking(reasoning, live=True)
        elif reasoning and self.thinking is not None:
            self.update_thinking(reasoning, live=False)
        self.body.apply(update)

    def finish(
        self,
        message: Message,
        update: BlockUpdate,
        *,
        whole: bool,
        context: ActionContext,
        stats: str,
    ) -> None:
        self.message = message
        self.set_notice("")
        if message.reasoning.strip():
            self.update_thinking(message.reasoning, live=False)
        if any(_has_section(call) for call in message.tool_calls):
            self._lay_out_parts(message)  # text and tool rounds, in the order they came
        else:
            self.body.finish_stream(message.text, update, whole=whole)
            self._show_reply_images(message)
        if message.retrieval:
            from app.ui.transcript.citations import show_sources

            show_sources(self, message, render_again=True)  # [n] links and the Sources fold
        self.set_context(context, stats)

    def rerender(self) -> None:
        """Draw the text again (formulas that became ready, a theme's colours)."""
        if self.message.role == "user":
            self.body.show_text(self.message.text)
        elif self.message.status is not MessageStatus.STREAMING:
            self._lay_out_parts(self.message)
            if self.probabilities_shown():
                self._drop_probabilities()  # copies of the text as it was drawn before
                self.show_probabilities(True, focus=False)  # in this theme's tints

    def set_thumbnail(self, digest: str, data: bytes) -> None:
        for strip in [self.thumbnails, *self._strips]:
            if strip is not None:
                strip.set_picture(digest, data)

    def plain_text(self) -> str:
        """What the message shows, in reading order (tests, summaries for screen readers)."""
        speaker = self._name or self.message.model
        lines = [self.tr("You") if self.message.role == "user" else speaker]
        if self.thinking is not None:
            lines.append(self.thinking.button.text())
            if self.thinking.is_open and isinstance(self.thinking.content, RichText):
                lines.append(self.thinking.content.toPlainText())
        bodies = [self.body, *self._more_bodies]
        sections = list(self._tool_sections.values())
        shown = sorted(bodies + sections, key=self._layout.indexOf)  # type: ignore[operator]
        for widget in shown:
            if isinstance(widget, MessageBody):
                lines.append(widget.plain_text())
            elif isinstance(widget, FoldSection):
                lines.append(widget.button.text())
                if widget.is_open:
                    lines += [t.toPlainText() for t in widget.content.findChildren(RichText)]
        for line in (getattr(self, "notice_line", None), getattr(self, "status_line", None)):
            if line is not None and line.isVisibleTo(self):
                lines.append(line.label.text())
        if self.error_card is not None:
            lines.append(self.error_card.plain_text())
        if self.attempts is not None:
            lines.insert(1, self.attempts.button.text())
        if self.editing:
            lines.append(self.editing_line.label.text())
        for label in self._footer.findChildren(QLabel):
            lines.append(label.text())
        return "\n".join(line for line in lines if line)


def _swap_copy_link(document: QTextDocument, url: str, *, copied: bool, word: str) -> bool:
    """Turn a code block's Copy link (its icon and word) into "Copied" with a check mark, or
    back; False if the document has no such link."""
    found = []  # (position, length, is the icon) of the link's pieces
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().anchorHref() == url:
                image = fragment.charFormat().isImageFormat()
                if image or fragment.text().strip():
                    found.append((fragment.position(), fragment.length(), image))
            it += 1
        block = block.next()
    for position, length, image in reversed(found):  # changing text moves what follows
        cursor = QTextCursor(document)
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        style = cursor.charFormat()  # the piece's own (the character before the end)
        if image:
            picture = style.toImageFormat()
            picture.setName("cometdesk-icon:" + ("check" if copied else "copy"))
            cursor.setCharFormat(picture)
        else:
            text = cursor.selectedText()
            cursor.insertText(text[: len(text) - len(text.lstrip())] + word, style)
    return bool(found)


def _has_section(call: ToolCallPart) -> bool:
    """A call shown as a section of its own: the app's tools, and those the API ran."""
    return not call.builtin or is_hosted(call)
