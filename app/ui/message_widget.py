"""One message in the transcript. The user's sits in a tinted bubble on the right; a reply
sits under the model's name with the provider's mark, its Thinking and tool calls in
sections that fold, and quiet stats and actions below it."""

from __future__ import annotations

import json
import re
import time

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.domain import Message, MessageStatus
from app.render.blocks import BlockUpdate
from app.render.messages import status_line, thinking_preview, usage_text
from app.services.message_actions import ActionContext
from app.ui.message_body import MessageBody, Render
from app.ui.message_parts import ActionBar, FoldSection, HoverReveal, ProviderMark, ThumbnailStrip
from app.ui.rich_text import Resources, RichText

NO_CONTEXT = ActionContext()
_FENCED = re.compile(r"^ {0,3}(`{3,}|~{3,})([\w+#.\-]*)[^\n]*\n(.*?)^ {0,3}\1[ \t]*$", re.M | re.S)


def code_blocks(text: str) -> list[tuple[str, str]]:
    """(language, code) of each fenced code block, for the Copy code menu."""
    return [(m.group(2), m.group(3).rstrip("\n")) for m in _FENCED.finditer(text)]


class MessageWidget(QFrame):
    """Signals:
    actionRequested(str, int): an action from the table (action id, message id).
    imageRequested(str): a thumbnail was clicked (the image's blob hash).
    thumbnailNeeded(str): a thumbnail's picture is wanted (the blob hash).
    codeCopied(): code went to the clipboard.
    """

    actionRequested = Signal(str, int)
    imageRequested = Signal(str)
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
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.message = message
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
        self._thinking_text: RichText | None = None
        self._footer = QWidget(self)
        self._started = time.monotonic()
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
        if message.images:
            strip = ThumbnailStrip(message.images, bubble)
            strip.imageRequested.connect(self.imageRequested)
            strip.thumbnailNeeded.connect(self.thumbnailNeeded)
            inner.addWidget(strip)
            self.thumbnails: ThumbnailStrip | None = strip
        else:
            self.thumbnails = None
        inner.addWidget(self.body)
        self.body.show_text(message.text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(bubble, 4)
        self._layout.addLayout(row)
        self._layout.addWidget(self._footer)

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
            self.body.show_text(message.text)
        for call in message.tool_calls:
            if not call.builtin:
                self._layout.addWidget(self._tool_section(call))
        citations = message.citations
        if citations:
            links = " ".join(
                f'<a href="{url}">[{n}] {title or url}</a><br>'
                for n, (url, title) in enumerate(citations, 1)
            )
            sources = RichText(self)
            sources.set_html(f"<p><b>{self.tr('Sources')}</b><br>{links}</p>")
            self._layout.addWidget(sources)
        self.status = QLabel(self)
        self.status.setObjectName("replyStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        self._layout.addWidget(self.status)
        self._layout.addWidget(self._footer)

    def _add_thinking(self, reasoning: str, *, live: bool) -> None:
        text = RichText(self)
        self._thinking_text = text
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
        assert self._thinking_text is not None
        if self.thinking.is_open or not live:
            self._thinking_text.set_html(self._render(reasoning))

    def _tool_section(self, call: object) -> FoldSection:
        from app.domain import ToolCallPart

        assert isinstance(call, ToolCallPart)
        try:
            pretty = json.dumps(json.loads(call.arguments), indent=2, ensure_ascii=False)
        except ValueError:
            pretty = call.arguments
        body = f"```json\n{pretty}\n```"
        if call.result:
            body += "\n\n" + self.tr("Result:") + f"\n\n```\n{call.result[:4000]}\n```"
        if call.error:
            body += "\n\n" + call.error
        content = RichText(self)
        content.set_html(self._render(body))
        state = {
            "done": self.tr("done"),
            "failed": self.tr("failed"),
            "denied": self.tr("denied"),
            "pending": self.tr("not run"),
        }.get(call.status, call.status)
        title = self.tr("Tool call {0} · {1}").format(call.name or "tool", state)
        section = FoldSection(title, content, self)
        section.setObjectName("toolCallSection")
        return section

    # ---- footer -------------------------------------------------------------------------

    def set_context(self, context: ActionContext, stats: str = "") -> None:
        """(Re)build the footer: status, usage and stats, and the action bar."""
        self.context = context
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
        meta = " · ".join(t for t in (usage_text(message), stats) if t)
        if meta and message.role != "user":
            label = QLabel(meta, self._footer)
            label.setObjectName("replyStats")
            label.setProperty("tone", "muted")
            row.addWidget(label)
        if message.role != "user":
            row.addStretch(1)
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
        self, message: Message, update: BlockUpdate, *, whole: bool, context: ActionContext,
        stats: str,
    ) -> None:  # fmt: skip
        self.message = message
        if message.reasoning.strip():
            self.update_thinking(message.reasoning, live=False)
        self.body.finish_stream(message.text, update, whole=whole)
        index = self._layout.indexOf(self.body) + 1
        for call in message.tool_calls:
            if not call.builtin:
                self._layout.insertWidget(index, self._tool_section(call))
                index += 1
        self.set_context(context, stats)

    def plain_text(self) -> str:
        lines = [
            self.tr("You") if self.message.role == "user" else (self._name or self.message.model)
        ]
        if self.thinking is not None:
            lines.append(self.thinking.button.text())
            if self.thinking.is_open and self._thinking_text is not None:
                lines.append(self._thinking_text.toPlainText())
        lines.append(self.body.plain_text())
        for section in self.findChildren(FoldSection, "toolCallSection"):
            lines.append(section.button.text())
            if section.is_open:
                lines.append(
                    section.content.toPlainText() if isinstance(section.content, RichText) else ""
                )
        status = getattr(self, "status", None)
        if status is not None and status.isVisibleTo(self):
            lines.append(status.text())
        for label in self._footer.findChildren(QLabel):
            lines.append(label.text())
        return "\n".join(line for line in lines if line)
