"""The sections of a reply that fold to one line: the failed attempts a retry replaced, its
Thinking, and each tool call of the app's own tools (what ran, how it went; open: the
arguments and the result, or why it failed). Tools the API ran have sections of their own
(app.ui.transcript.hosted_sections)."""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from app.domain import Message, ToolCallPart
from app.domain.hosted import is_hosted
from app.render.messages import thinking_preview, tool_error
from app.translation import number
from app.ui.transcript.message_parts import FoldSection, ThumbnailStrip
from app.ui.transcript.rich_text import RichText

RESULT_CHARS = 4_000  # of a tool's result shown in the transcript (all of it is stored)
ATTEMPT_CHARS = 400  # of a failed attempt's partial text shown when it is unfolded
Render = Callable[[str], str]


def has_section(call: ToolCallPart) -> bool:
    """A call shown as a section of its own: the app's tools, and those the API ran."""
    return not call.builtin or is_hosted(call)


class FailedAttempts(FoldSection):
    """The failed attempts a retry replaced, folded to one line; open: when each was and why
    it failed (with what had arrived of it)."""

    def __init__(self, attempts: tuple[Message, ...], parent: QWidget) -> None:
        super().__init__("", QWidget(parent), parent)
        self.setObjectName("failedAttempts")
        count = len(attempts)
        self.set_title(
            self.tr("1 failed attempt")
            if count == 1
            else self.tr("{0} failed attempts").format(number(count))
        )
        column = QVBoxLayout(self.content)
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
            label = QLabel(line, self.content)
            label.setObjectName("failedAttempt")
            label.setProperty("tone", "muted")
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)


class ThinkingSection(FoldSection):
    """The reply's reasoning: while it arrives the title shows its latest words; once it has
    ended, how many words it took."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("", RichText(parent), parent)
        self.setObjectName("thinkingSection")

    def show_reasoning(self, reasoning: str, *, live: bool, render: Render) -> None:
        if live:
            self.set_title(self.tr("Thinking… {0}").format(thinking_preview(reasoning)))
        else:
            words = len(reasoning.split())
            self.set_title(self.tr("Thinking ({0} words)").format(words))
        text = self.content
        # The text is drawn while the section is open, and once the reasoning has ended.
        if isinstance(text, RichText) and (self.is_open or not live):
            text.set_html(render(reasoning))


class ToolCallSection(FoldSection):
    """A call of one of the app's tools. ``strip``: the pictures the tool returned (None:
    none), whose thumbnails the transcript supplies."""

    def __init__(
        self, call: ToolCallPart, *, render: Render, streaming: bool, parent: QWidget
    ) -> None:
        super().__init__("", QWidget(parent), parent)
        self.setObjectName("toolCallSection")
        self.setProperty("call_id", call.call_id)
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
        column = QVBoxLayout(self.content)
        column.setContentsMargins(18, 0, 0, 0)
        text = RichText(self.content)
        text.set_html(render(body))
        column.addWidget(text)
        self.strip: ThumbnailStrip | None = None
        if call.images:
            self.strip = ThumbnailStrip(call.images, self.content)
            column.addWidget(self.strip)
            QTimer.singleShot(0, self.strip.request_pictures)
        state = {
            "done": self.tr("done in {0} s").format(number(call.duration_s, 1)),
            "failed": self.tr("failed"),
            "denied": self.tr("denied"),
            "pending": self.tr("waiting") if streaming else self.tr("not run"),
        }.get(call.status, call.status)
        self.set_title(self.tr("Tool {0} · {1}").format(call.tool or call.name or "tool", state))
        self.button.setProperty("tone", "error" if call.status == "failed" else "muted")
