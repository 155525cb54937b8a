"""A reply's token probabilities, shown in place of its text when asked for: every token
tinted by how likely it was (the less likely, the stronger the tint), a legend, the
probability and the alternatives of the token under the pointer, and a list of the least
likely tokens with their alternatives for the keyboard and screen readers.

Built only when asked for (never while a reply streams) and cheap for 10,000 tokens: one
QTextDocument written run by run (neighbouring tokens of one tint go in one insertText) with
six shared character formats, not a widget or a format per token; a token's tooltip is
looked up from its position when the pointer rests on it.

The ramp is one hue (ColorBrewer's Oranges) in steps of lightness, so it reads the same
whatever a person's colour vision; each step has its own text colour, chosen for contrast
(at least 4.5 : 1) in each theme. In the light theme a less likely token is darker, in the
dark theme lighter: in both, further from the page.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.domain import TokenLogprob, TokenLogprobs
from app.ui.transcript.rich_text import RichText

LEAST_LIKELY = 20  # tokens in the list under the text
# Lower bounds of the steps, most likely first: a token of probability 0.95 is in step 0
# (no tint), one of 0.05 in step 5 (the strongest).
STEP_FLOORS = (0.9, 0.7, 0.5, 0.3, 0.1)
_LOG_FLOORS = tuple(math.log(p) for p in STEP_FLOORS)
# (background, text) of each step after the first, per theme (dark: False / True).
RAMP: dict[bool, tuple[tuple[str, str], ...]] = {
    False: (
        ("#feedde", "#1f1f1f"),
        ("#fdd0a2", "#1f1f1f"),
        ("#fdae6b", "#1f1f1f"),
        ("#fd8d3c", "#1f1f1f"),
        ("#a63603", "#ffffff"),
    ),
    True: (
        ("#3d2614", "#f2f2f2"),
        ("#5c3312", "#f2f2f2"),
        ("#8a4510", "#ffffff"),
        ("#e6750d", "#111111"),
        ("#fdbe85", "#111111"),
    ),
}


def step_of(logprob: float) -> int:
    """0 (likely, untinted) … 5 (least likely, the strongest tint)."""
    for step, floor in enumerate(_LOG_FLOORS):
        if logprob >= floor:
            return step
    return len(_LOG_FLOORS)


def percent(logprob: float) -> str:
    """A probability as a person reads it: "81%", "4.2%", "<0.1%"."""
    p = math.exp(logprob) * 100
    if p >= 10:
        return f"{p:.0f}%"
    if p >= 0.1:
        return f"{p:.1f}%"
    return "<0.1%"


def shown_token(token: str) -> str:
    """A token in quotes with its invisible characters made visible."""
    visible = token.replace("\n", "↵").replace("\t", "⇥").replace("\r", "")
    return f"“{visible}”"


def _utf16_length(text: str) -> int:
    # QTextDocument positions count UTF-16 units: an emoji is two.
    return len(text.encode("utf-16-le")) // 2


class TokenText(RichText):
    """The tinted text. Resting the pointer on a token shows its probability and the
    alternatives (``tooltip_at``)."""

    def __init__(self, view: TokenProbabilityView) -> None:
        super().__init__(view)
        self.setObjectName("tokenText")
        self._view = view

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            layout = self.document().documentLayout()
            point = QPointF(event.pos()) + QPointF(
                self.horizontalScrollBar().value(), self.verticalScrollBar().value()
            )
            position = layout.hitTest(point, Qt.HitTestAccuracy.ExactHit)
            index = self._view.token_at(position) if position >= 0 else None
            if index is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self._view.tooltip(index), self)
            return True
        return super().viewportEvent(event)


class TokenProbabilityView(QWidget):
    """The view of one reply's tokens. ``starts[i]`` is where token i begins in the text's
    document; ``least`` lists the least likely tokens, each item's text (and accessible
    name) its probability and alternatives."""

    def __init__(
        self, logprobs: TokenLogprobs, *, dark: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tokenProbabilities")
        self.setAccessibleName(self.tr("Token probabilities"))
        self.tokens: Sequence[TokenLogprob] = logprobs.tokens
        self.starts: list[int] = []
        self.dark = dark
        self.text = TokenText(self)
        self.text.setAccessibleName(self.tr("The answer, tinted by token probability"))
        self.legend = self._legend()
        heading = QLabel(self.tr("Least likely tokens"), self)
        heading.setObjectName("leastLikelyHeading")
        heading.setProperty("tone", "muted")
        self.least = QListWidget(self)
        self.least.setObjectName("leastLikelyTokens")
        self.least.setAccessibleName(self.tr("Least likely tokens"))
        heading.setBuddy(self.least)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.text)
        layout.addWidget(self.legend)
        layout.addWidget(heading)
        layout.addWidget(self.least)
        self._fill_text()
        self._fill_least(logprobs.least_likely(LEAST_LIKELY))
        self.least.itemActivated.connect(self._select_token)

    # ---- building -----------------------------------------------------------------------

    def _formats(self) -> list[QTextCharFormat]:
        plain = QTextCharFormat()
        out = [plain]
        for background, foreground in RAMP[self.dark]:
            fmt = QTextCharFormat()
            fmt.setBackground(QColor(background))
            fmt.setForeground(QColor(foreground))
            out.append(fmt)
        return out

    def _fill_text(self) -> None:
        document = self.text.document()
        document.clear()
        cursor = QTextCursor(document)
        formats = self._formats()
        starts = self.starts = []
        position = 0
        run: list[str] = []
        run_step = 0
        # One edit: the layout runs once at the end, not after every run (37 s → 0.1 s for
        # 10,000 tokens in one paragraph).
        cursor.beginEditBlock()
        for token in self.tokens:
            step = step_of(token.logprob)
            if step != run_step and run:
                cursor.insertText("".join(run), formats[run_step])
                run = []
            run_step = step
            starts.append(position)
            run.append(token.token)
            position += _utf16_length(token.token)
        if run:
            cursor.insertText("".join(run), formats[run_step])
        cursor.endEditBlock()
        self.text._fit()

    def _legend(self) -> QWidget:
        legend = QWidget(self)
        legend.setObjectName("probabilityLegend")
        row = QHBoxLayout(legend)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        title = QLabel(self.tr("Token probability:"), legend)
        title.setProperty("tone", "muted")
        row.addWidget(title)
        words = [self.tr("≥ {0}%").format(round(STEP_FLOORS[0] * 100))]
        for high, low in itertools.pairwise(STEP_FLOORS):
            words.append(self.tr("{0}–{1}%").format(round(low * 100), round(high * 100)))
        words.append(self.tr("< {0}%").format(round(STEP_FLOORS[-1] * 100)))
        colours = [("transparent", ""), *RAMP[self.dark]]
        for word, (background, foreground) in zip(words, colours, strict=True):
            swatch = QLabel(word, legend)
            swatch.setObjectName("legendStep")
            style = f"background: {background}; padding: 1px 6px; border-radius: 3px;"
            if foreground:
                style += f" color: {foreground};"
            swatch.setStyleSheet(f"QLabel {{ {style} }}")
            row.addWidget(swatch)
        row.addStretch(1)
        legend.setAccessibleName(self.tr("Legend: the less likely a token, the stronger its tint"))
        return legend

    def _fill_least(self, positions: list[int]) -> None:
        for index in positions:
            line = self.describe(index)
            item = QListWidgetItem(line, self.least)
            item.setData(Qt.ItemDataRole.UserRole, index)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, line)
            item.setToolTip(line)
        rows = max(1, min(self.least.count(), 6))
        height = self.least.sizeHintForRow(0) * rows + 2 * self.least.frameWidth() + 4
        self.least.setFixedHeight(height)

    # ---- reading ------------------------------------------------------------------------

    def token_at(self, position: int) -> int | None:
        """The token whose text holds document ``position`` (None past the end)."""
        if not self.starts or position < 0:
            return None
        index = bisect.bisect_right(self.starts, position) - 1
        return index if 0 <= index < len(self.tokens) else None

    def alternatives(self, index: int) -> str:
        token = self.tokens[index]
        others = [(t, lp) for t, lp in token.top if t != token.token]
        return ", ".join(f"{shown_token(t)} {percent(lp)}" for t, lp in others)

    def describe(self, index: int) -> str:
        """One line: the token, its probability and its alternatives."""
        token = self.tokens[index]
        line = self.tr("{0} {1}").format(shown_token(token.token), percent(token.logprob))
        others = self.alternatives(index)
        if others:
            line = self.tr("{0}; alternatives: {1}").format(line, others)
        return line

    def tooltip(self, index: int) -> str:
        token = self.tokens[index]
        lines = [
            self.tr("{0}: probability {1}").format(shown_token(token.token), percent(token.logprob))
        ]
        others = self.alternatives(index)
        lines.append(
            self.tr("Alternatives: {0}").format(others) if others else self.tr("No alternatives")
        )
        return "\n".join(lines)

    def format_of(self, index: int) -> QTextCharFormat:
        """The character format token ``index`` is drawn with (read from the document)."""
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(self.starts[index] + 1)
        return cursor.charFormat()

    def _select_token(self, item: QListWidgetItem) -> None:
        """A token chosen in the list is selected in the text (and scrolled to)."""
        index = int(item.data(Qt.ItemDataRole.UserRole))
        cursor = QTextCursor(self.text.document())
        cursor.setPosition(self.starts[index])
        cursor.setPosition(
            self.starts[index] + _utf16_length(self.tokens[index].token),
            QTextCursor.MoveMode.KeepAnchor,
        )
        self.text.setTextCursor(cursor)
        self.text.setFocus()
