"""One message in the transcript. The user's sits in a tinted bubble on the right; a reply
sits under the model's name with the provider's mark, its Thinking and tool calls in
sections that fold, and quiet stats and actions below it."""

from __future__ import annotations

import json
import re
from functools import lru_cache

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from app.domain import DocumentPart, Message, MessageStatus, TextPart, ToolCallPart
from app.render.blocks import BlockUpdate
from app.render.messages import status_line, thinking_preview, tool_error, usage_text
from app.services.message_actions import ActionContext
from app.translation import number
from app.ui.common.elided_label import ElidedLabel
from app.ui.common.icons import themed_icon
from app.ui.transcript.message_body import MessageBody, Render
from app.ui.transcript.message_parts import (
    ActionBar,
    FoldSection,
    HoverReveal,
    ProviderMark,
    ThumbnailStrip,
)
from app.ui.transcript.rich_text import Resources, RichText

RESULT_CHARS = 4_000  # of a tool's result shown in the transcript (all of it is stored)
NO_CONTEXT = ActionContext()
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
    actionRequested(str, int): an action from the table (action id, message id).
    imageRequested(str): a thumbnail was clicked (the image's blob hash).
    documentRequested(object): a document chip was clicked (the DocumentPart).
    thumbnailNeeded(str): a thumbnail's picture is wanted (the blob hash).
    codeCopied(): code went to the clipboard.
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
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.message = message
        self.show_usage = show_usage
        self._render = render
        self._name = name
        self.setObjectName("userMessage" if message.role == "user" else "replyMessage")
        speaker = self.tr("You") if message.role == "user" else (name or message.model)
        self.setAccessibleName(self.tr("Message from {0}").format(speaker))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 6, 0, 6)
        self._layout.setSpacing(4)
        self.body = MessageBody(render, resources=resources)
        self.body.codeCopied.connect(self.codeCopied)
        self.thinking: FoldSection | None = None
        self._tool_sections: dict[str, FoldSection] = {}
        self._more_bodies: list[MessageBody] = []
        self._strips: list[ThumbnailStrip] = []
        self._footer = QWidget(self)
        if message.role == "user":
            self._build_user(message)
        else:
            self._build_reply(message, compact)
        self.bar: ActionBar | None = None
        self.reveal: HoverReveal | None = None
        self.set_context(context)

    # ---- building -----------------------------------------------------------------------

    def _build_user(self, message: Message) -> None:
        bubble = QFrame(self)
        bubble.setObjectName("userBubble")
        inner = QVBoxLayout(bubble)
        inner.setContentsMargins(14, 10, 14, 10)
        self.thumbnails: ThumbnailStrip | None = None
        if message.images:
            strip = self.thumbnails = ThumbnailStrip(message.images, bubble)
            strip.imageRequested.connect(self.imageRequested)
            strip.thumbnailNeeded.connect(self.thumbnailNeeded)
            inner.addWidget(strip)
        for part in message.documents:
            inner.addWidget(self._document_chip(part), 0, Qt.AlignmentFlag.AlignLeft)
        inner.addWidget(self.body)
        self.body.show_text(message.text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(bubble, 4)
        self._layout.addLayout(row)
        self._layout.addWidget(self._footer)

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
        if message.reasoning.strip():
            self._add_thinking(message.reasoning, live=False)
        self._layout.addWidget(self.body)
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
        self.status = QLabel(self)
        self.status.setObjectName("replyStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        self._layout.addWidget(self.status)
        self._layout.addWidget(self._footer)

    def _add_thinking(self, reasoning: str, *, live: bool) -> None:
        text = RichText(self)
        self.thinking = FoldSection("", text, self)
        self.thinking.setObjectName("thinkingSection")
        self._layout.insertWidget(self._layout.indexOf(self.body), self.thinking)
        self.update_thinking(reasoning, live=live)

    def update_thinking(self, reasoning: str, *, live: bool) -> None:
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
        for widget in [*self._tool_sections.values(), *self._more_bodies]:
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
            elif isinstance(part, ToolCallPart) and not part.builtin:
                calls[-1].append(part)
        self.body.show_text("".join(runs[0]))
        index = self._layout.indexOf(self.body) + 1
        for n, (run, round_calls) in enumerate(zip(runs, calls, strict=True)):
            if n > 0:
                body = MessageBody(self._render, resources=self.body.resources)
                body.codeCopied.connect(self.codeCopied)
                body.show_text("".join(run))
                self._layout.insertWidget(index, body)
                self._more_bodies.append(body)
                index += 1
            for call in round_calls:
                section = self._tool_section(call)
                self._layout.insertWidget(index, section)
                self._tool_sections[call.call_id] = section
                index += 1

    # ---- footer -------------------------------------------------------------------------

    def set_context(self, context: ActionContext, stats: str = "") -> None:
        """(Re)build the footer: status, usage and stats, and the action bar."""
        old = self._footer.layout()
        if old is not None:
            while old.count():
                item = old.takeAt(0)
                if item.widget() is not None:
                    item.widget().deleteLater()
            QWidget().setLayout(old)  # detach the old layout
        row = QHBoxLayout(self._footer)
        row.setContentsMargins(0, 0, 0, 0)
        message = self.message
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
        meta = " · ".join(t for t in (usage, stats) if t)
        if meta and message.role != "user":
            label = ElidedLabel(meta, self._footer)  # "…" in a narrow compare column
            label.setObjectName("replyStats")
            label.setProperty("tone", "muted")
            row.addWidget(label, 1)  # all the row's free width
        elif message.role != "user":
            row.addStretch(1)
        if message.role != "user":
            line = status_line(message)
            if line is not None:
                self.status.setText(line[0])
                self.status.setProperty("tone", line[1])
                self.status.show()
        self.reveal = HoverReveal(self, self.bar)

    def _on_action(self, action: str) -> None:
        if action.startswith("copy-code:"):
            blocks = code_blocks(self.message.text)
            index = int(action.split(":", 1)[1])
            if index < len(blocks):
                QGuiApplication.clipboard().setText(blocks[index][1])
                self.codeCopied.emit()
            return
        self.actionRequested.emit(action, self.message.id)

    # ---- streaming ----------------------------------------------------------------------

    def begin_stream(self) -> None:
        self.body.begin_stream()

    def apply(self, update: BlockUpdate, reasoning: str) -> None:
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
        if message.reasoning.strip():
            self.update_thinking(message.reasoning, live=False)
        if any(not call.builtin for call in message.tool_calls):
            self._lay_out_parts(message)  # text and tool rounds, in the order they came
        else:
            self.body.finish_stream(message.text, update, whole=whole)
        self.set_context(context, stats)

    def rerender(self) -> None:
        """Draw the text again (formulas that became ready, a theme's colours)."""
        if self.message.role == "user":
            self.body.show_text(self.message.text)
        elif self.message.status is not MessageStatus.STREAMING:
            self._lay_out_parts(self.message)

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
        status = getattr(self, "status", None)
        if status is not None and status.isVisibleTo(self):
            lines.append(status.text())
        for label in self._footer.findChildren(QLabel):
            lines.append(label.text())
        return "\n".join(line for line in lines if line)
