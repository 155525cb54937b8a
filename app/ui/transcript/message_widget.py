"""One message in the transcript. The user's sits in a tinted bubble on the right
(app.ui.transcript.question_bubble); a reply sits under the model's name with the provider's
mark, its Thinking and tool calls in sections that fold (app.ui.transcript.reply_sections),
the failed attempts a retry replaced folded above it, a card when it failed, and its token
probabilities in place of its text when asked for (app.ui.transcript.reply_probabilities).
Under each message, its figures and actions (app.ui.transcript.message_footer)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import Message, MessageStatus, TextPart, ToolCallPart
from app.domain.hosted import is_hosted
from app.render.blocks import BlockUpdate
from app.render.messages import status_line
from app.services.message_actions import OPEN_SETTINGS, ActionContext
from app.ui.transcript.choice_switcher import Choices, ChoiceSwitcher
from app.ui.transcript.code_copy import COPY_CODE, copy_block, show_copied
from app.ui.transcript.message_body import MessageBody, Render
from app.ui.transcript.message_footer import Cost, MessageFooter
from app.ui.transcript.message_parts import (
    ActionBar,
    ErrorCard,
    FoldSection,
    HoverReveal,
    IconLine,
    ProviderMark,
    ThumbnailStrip,
)
from app.ui.transcript.probability_memory import remember, remembered
from app.ui.transcript.question_bubble import QuestionBubble
from app.ui.transcript.reply_sections import (
    FailedAttempts,
    ThinkingSection,
    ToolCallSection,
    has_section,
)
from app.ui.transcript.rich_text import Resources, RichText

if TYPE_CHECKING:  # built when a reply's probabilities are first asked for (start-up memory)
    from app.ui.transcript.token_view import TokenProbabilityView

NO_CONTEXT = ActionContext()
# The conversation's vertical rhythm: a question opens an exchange with room above it, its
# reply follows close under it (the question's actions, shown on hover, sit in between).
TURN_GAP = 22  # above a question
REPLY_GAP = 2  # above a reply
PART_SPACING = 4  # between the parts of one message


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
        self._render = render
        self._name = name
        self.editing = False
        self.error_card: ErrorCard | None = None
        self.attempts: FoldSection | None = None
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
        self.thinking: ThinkingSection | None = None
        self._tool_sections: dict[str, FoldSection] = {}
        self._more_bodies: list[MessageBody] = []
        self._strips: list[ThumbnailStrip] = []
        self.reply_images: ThumbnailStrip | None = None  # an image model's pictures
        self._footer = MessageFooter(
            self, act=self._on_action, cost=cost, show_usage=show_usage, blind=blind
        )
        if message.role == "user":
            self._build_user(message)
        else:
            self._build_reply(message, compact)
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

    @property
    def bar(self) -> ActionBar | None:
        """The message's actions (None while a reply streams)."""
        return self._footer.bar

    @property
    def reveal(self) -> HoverReveal | None:
        return self._footer.reveal

    # ---- building -----------------------------------------------------------------------

    def _build_user(self, message: Message) -> None:
        bubble = self.bubble = QuestionBubble(
            message, self.body, open_document=self.documentRequested.emit, parent=self
        )
        self.thumbnails = bubble.thumbnails
        if self.thumbnails is not None:
            self.thumbnails.imageRequested.connect(self.imageRequested)
            self.thumbnails.thumbnailNeeded.connect(self.thumbnailNeeded)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(bubble)
        self._layout.addLayout(row)
        self.editing_line = IconLine("editingLabel", "pencil", "muted", self)
        self.editing_line.set_text("")
        self._layout.addWidget(self.editing_line, 0, Qt.AlignmentFlag.AlignRight)
        self._layout.addWidget(self._footer)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.message.role == "user":
            self.bubble.fit(self.width())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.message.role == "user":
            self.bubble.measure_again()
            self.bubble.fit(self.width())

    def set_editing(self, editing: bool) -> None:
        """Mark (or unmark) the question while the composer holds it for editing."""
        if self.message.role != "user" or editing == self.editing:
            return
        self.editing = editing
        highlight = self.palette().color(QPalette.ColorRole.Highlight).name()
        self.bubble.set_editing(editing, highlight)
        self.editing_line.set_text(self.tr("Editing in the box below") if editing else "")
        self.setAccessibleDescription(self.tr("Being edited") if editing else "")

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
            self.attempts = FailedAttempts(message.failed_attempts, self)
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

    def set_notice(self, text: str) -> None:
        """A line under the reply being received (a retry counting down); "" hides it."""
        line = getattr(self, "notice_line", None)
        if line is not None:
            line.set_text(text)

    # ---- the sections that fold ---------------------------------------------------------

    def _add_thinking(self, reasoning: str, *, live: bool) -> None:
        self.thinking = ThinkingSection(self)
        self._layout.insertWidget(self._layout.indexOf(self.body), self.thinking)
        self.update_thinking(reasoning, live=live)

    def update_thinking(self, reasoning: str, *, live: bool) -> None:
        if self.blind:
            return  # only reasoning models think: a Thinking section would name one
        if self.thinking is None:
            self._add_thinking(reasoning, live=live)
            return
        self.thinking.show_reasoning(reasoning, live=live, render=self._render)

    def _tool_section(self, call: ToolCallPart) -> FoldSection:
        """A tool call, folded to one line (a tool the API ran: its own kind of section,
        whose module loads with the first one)."""
        if is_hosted(call):
            from app.ui.transcript.hosted_sections import hosted_section

            return hosted_section(self, call)
        streaming = self.message.status is MessageStatus.STREAMING
        section = ToolCallSection(call, render=self._render, streaming=streaming, parent=self)
        if section.strip is not None:
            section.strip.imageRequested.connect(self.imageRequested)
            section.strip.thumbnailNeeded.connect(self.thumbnailNeeded)
            self._strips.append(section.strip)
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
            elif isinstance(part, ToolCallPart) and has_section(part):
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

    # ---- how it ended, and the footer ---------------------------------------------------

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
        self._footer.build(message, context, stats)

    def _on_action(self, action: str) -> None:
        if action.startswith(COPY_CODE):
            if copy_block(self.message.text, action):
                self.codeCopied.emit()
                self._code_copied()
            return
        self.actionRequested.emit(action, self.message.id)

    def _code_copied(self) -> None:
        """A code block's Copy link says "Copied" with a check mark for a moment."""
        bodies = [self.body, *self._more_bodies]
        browsers = [b for body in bodies for b in body.browsers()]
        show_copied(browsers, copied=self.tr("Copied"), back=self.tr("Copy"))

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
        if on:
            from app.ui.transcript import reply_probabilities as shown

            view = self.probabilities
            if view is None or shown.is_stale(view, self.message, self):
                self._drop_probabilities()
                bodies = sorted([self.body, *self._more_bodies], key=self._layout.indexOf)
                view = shown.probability_view(
                    self.message, bodies, render=self._render, parent=self
                )
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

    def _drop_probabilities(self) -> None:
        if self.probabilities is not None:
            self._layout.removeWidget(self.probabilities)
            self.probabilities.deleteLater()
            self.probabilities = None

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
        if any(has_section(call) for call in message.tool_calls):
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
