"""A reply's token probabilities, drawn over the reply as it is rendered: its Markdown stays
rendered (headings, lists, code, tables) and each character is tinted by how likely the
token that wrote it was (the less likely, the stronger the tint). Under it: the probability
and alternatives of the token at the cursor, a legend that says in words what a probability
means, and a list of the least likely tokens with their alternatives.

Tokens are decoded from their bytes (app.domain.token_text), so a character split over
several tokens shows once, whole, tinted by their probability together. The rendered
documents are copies of the reply's own; each of their characters is traced back to the
source text (app.ui.transcript.token_alignment). What rendering added (a task's ☐, a code
block's language and Copy) or removed (``**``, fences, a link's URL) simply has no tint.

Built only when asked for (never while a reply streams) and cheap for 10,000 tokens: the
tint goes on as one mergeCharFormat per run of one step (neighbouring tokens of one tint in
one run) with six shared formats, in one edit; a token's tooltip is looked up from its
position when the pointer rests on it.

The ramp is one hue (ColorBrewer's Oranges) in steps of lightness, so it reads the same
whatever a person's colour vision; each step has its own text colour, chosen for contrast
(at least 4.5 : 1) in each theme. In the light theme a less likely token is darker, in the
dark theme lighter: in both, further from the page.
"""

from __future__ import annotations

import html
import itertools
import math
from array import array
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from app.domain import TokenLogprob, TokenLogprobs
from app.domain.token_text import DecodedTokens, visible
from app.render.markup import code_from_copy_url
from app.ui.transcript.rich_text import Resources, RichText
from app.ui.transcript.token_alignment import align

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
_NOT_TEXT = "\ufffc"  # stands for rendered text that no token wrote (see _document_text)


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
    """A token's text in quotes, what cannot be seen made visible (``visible``)."""
    return f"“{visible(token)}”"


def _document_text(document: QTextDocument) -> tuple[str, list[int]]:
    """The document's characters (as ``toRawText``) with those no token wrote — a code
    block's language label and Copy link — replaced by _NOT_TEXT, and each character's
    position in the document (positions count UTF-16 units: an emoji takes two)."""
    text = list(document.toRawText())
    positions = list(itertools.accumulate((2 if ord(c) > 0xFFFF else 1 for c in text), initial=0))
    if _NOT_TEXT not in text:  # no code block: its Copy link has an icon
        return "".join(text), positions[:-1]
    index_at = {position: n for n, position in enumerate(positions)}
    block = document.begin()
    previous = None
    while block.isValid():
        if _has_copy_link(block):
            for added in (previous, block):
                if added is None:
                    continue
                start = added.position()
                for position in range(start, start + added.length() - 1):
                    if position in index_at:
                        text[index_at[position]] = _NOT_TEXT
        previous = block
        block = block.next()
    return "".join(text), positions[:-1]


def _has_copy_link(block: QTextBlock) -> bool:
    """Whether the block is a code block's Copy link (the block before it: the language)."""
    it = block.begin()
    while not it.atEnd():
        fragment = it.fragment()
        href = fragment.charFormat().anchorHref() if fragment.isValid() else ""
        if href and code_from_copy_url(href) is not None:
            return True
        it += 1
    return False


class TintedText(RichText):
    """One rendered document of the reply, tinted. ``pieces[position]`` is the decoded piece
    (app.domain.token_text) shown at that document position, -1 where none is. Resting the
    pointer on a token shows its probability and alternatives; moving the cursor with the
    keyboard shows them under the text (``TokenProbabilityView.details``)."""

    def __init__(
        self,
        view: TokenProbabilityView,
        document: QTextDocument | None,
        resources: Resources | None,
    ) -> None:
        super().__init__(view, resources=resources)
        self.setObjectName("tokenText")
        self.setAccessibleName(self.tr("The answer, tinted by token probability"))
        self._view = view
        if document is not None:
            self._adopt(document.clone(self))
        self.pieces = array("i")
        self.cursorPositionChanged.connect(lambda: view.show_details(self))

    def _adopt(self, document: QTextDocument) -> None:
        """Show ``document`` (a copy of the rendered reply) as RichText shows its own."""
        self.setDocument(document)
        layout = document.documentLayout()
        layout.setPaintDevice(self.viewport())
        document.setDocumentMargin(0)
        layout.documentSizeChanged.connect(self._fit)  # laid out once, after the tint

    def piece_at(self, position: int) -> int | None:
        """The piece whose character follows document ``position`` (None: no token's)."""
        if 0 <= position < len(self.pieces) and self.pieces[position] >= 0:
            return int(self.pieces[position])
        return None

    def piece_under(self, point: QPoint) -> int | None:
        """The piece under a point of the viewport."""
        layout = self.document().documentLayout()
        scrolled = QPointF(point) + QPointF(
            self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        )
        position = layout.hitTest(scrolled, Qt.HitTestAccuracy.ExactHit)
        if position < 0:
            return None
        # The hit is the nearest gap between characters: right of a character's middle,
        # the gap after it. The character is the one whose left edge is left of the point.
        cursor = QTextCursor(self.document())
        cursor.setPosition(position)
        if position > 0 and self.cursorRect(cursor).left() > point.x():
            position -= 1
        return self.piece_at(position)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            piece = self.piece_under(event.pos())
            if piece is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self._view.piece_tooltip(piece), self)
            return True
        return super().viewportEvent(event)


class TokenProbabilityView(QWidget):
    """The view of one reply's tokens: ``documents`` are the reply's rendered documents (in
    order; copied, then tinted), or none to show the decoded text plainly. ``partial``: the
    documents show only the start of a long reply (folded). ``texts`` are the tinted
    documents (``text`` the first); ``least`` lists the least likely tokens, each item's
    text (and accessible name) its probability and alternatives; ``details`` describes the
    token at the cursor."""

    def __init__(
        self,
        logprobs: TokenLogprobs,
        *,
        dark: bool,
        documents: Sequence[QTextDocument] = (),
        resources: Resources | None = None,
        partial: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tokenProbabilities")
        self.setAccessibleName(self.tr("Token probabilities"))
        self.tokens: Sequence[TokenLogprob] = logprobs.tokens
        self.decoded = DecodedTokens(self.tokens)
        self.dark = dark
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.texts = [TintedText(self, d, resources) for d in documents] or [
            TintedText(self, None, resources)
        ]
        self.text = self.texts[0]
        for text in self.texts:
            layout.addWidget(text)
        if partial:
            note = QLabel(
                self.tr(
                    "This long answer is shown in part; the list of least likely tokens "
                    "covers all of it."
                ),
                self,
            )
            note.setObjectName("tokenViewPartial")
            note.setProperty("tone", "muted")
            note.setWordWrap(True)
            layout.addWidget(note)
        self.details = QLabel(self)
        self.details.setObjectName("tokenDetails")
        self.details.setAccessibleName(self.tr("Token at the cursor"))
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.details.setText(
            self.tr("Point at a token, or move the cursor onto it, to see its alternatives.")
        )
        layout.addWidget(self.details)
        self.legend = self._legend()
        layout.addWidget(self.legend)
        heading = QLabel(self.tr("Least likely tokens"), self)
        heading.setObjectName("leastLikelyHeading")
        heading.setProperty("tone", "muted")
        self.least = QListWidget(self)
        self.least.setObjectName("leastLikelyTokens")
        self.least.setAccessibleName(self.tr("Least likely tokens"))
        heading.setBuddy(self.least)
        layout.addWidget(heading)
        layout.addWidget(self.least)
        self._spans: dict[int, tuple[int, int, int]] = {}  # piece -> (text, start, end)
        if documents:
            self._map_documents()
        else:
            self._fill_plain()
        self._tint()
        self._fill_least(logprobs.least_likely(LEAST_LIKELY))
        self.least.itemActivated.connect(self._select_token)

    # ---- building -----------------------------------------------------------------------

    def _fill_plain(self) -> None:
        """No rendered reply: the decoded text itself, each piece where it was written."""
        text = self.text
        text.document().setPlainText(self.decoded.text)
        pieces = array("i")
        for n, piece in enumerate(self.decoded.pieces):
            length = len(piece.text.encode("utf-16-le")) // 2
            start = len(pieces)
            pieces.extend([n] * length)
            self._spans[n] = (0, start, start + length)
        pieces.append(-1)  # the document's last position: its final block separator
        text.pieces = pieces
        text._fit()

    def _map_documents(self) -> None:
        """Each rendered character traced to the source character (and so the piece) it
        shows; all documents in one alignment, so the second picks up after the first."""
        decoded = self.decoded
        piece_of_char = array("i")
        for n, piece in enumerate(decoded.pieces):
            piece_of_char.extend([n] * len(piece.text))
        texts, places = [], []
        for widget in self.texts:
            rendered, positions = _document_text(widget.document())
            texts.append(rendered)
            places.append(positions)
        matched = align(decoded.text, "\u2029".join(texts))
        offset = 0
        for number, (widget, rendered, positions) in enumerate(
            zip(self.texts, texts, places, strict=True)
        ):
            pieces = array("i", [-1]) * widget.document().characterCount()
            for k, source in enumerate(matched[offset : offset + len(rendered)]):
                if source < 0:
                    continue
                piece = piece_of_char[source]
                position = positions[k]
                width = 2 if ord(rendered[k]) > 0xFFFF else 1
                pieces[position : position + width] = array("i", [piece] * width)
                span = self._spans.get(piece)
                if span is None:
                    self._spans[piece] = (number, position, position + width)
                elif span[0] == number:  # (a piece is shown in one document)
                    self._spans[piece] = (number, span[1], position + width)
            widget.pieces = pieces
            offset += len(rendered) + 1

    def _formats(self) -> list[QTextCharFormat]:
        out = [QTextCharFormat()]
        for background, foreground in RAMP[self.dark]:
            fmt = QTextCharFormat()
            fmt.setBackground(QColor(background))
            fmt.setForeground(QColor(foreground))
            out.append(fmt)
        return out

    def _tint(self) -> None:
        """Each run of one step, merged onto the rendered formats (bold, code, links stay)."""
        decoded = self.decoded
        steps = [step_of(decoded.logprob_of(n)) for n in range(len(decoded.pieces))]
        formats = self._formats()
        for widget in self.texts:
            cursor = QTextCursor(widget.document())
            # One edit: the layout runs once at the end, not after every run.
            cursor.beginEditBlock()
            run_start, run_step = 0, 0
            for position, piece in enumerate([*widget.pieces, -1]):
                step = steps[piece] if piece >= 0 else 0
                if step == run_step:
                    continue
                if run_step:
                    cursor.setPosition(run_start)
                    cursor.setPosition(position, QTextCursor.MoveMode.KeepAnchor)
                    cursor.mergeCharFormat(formats[run_step])
                run_start, run_step = position, step
            cursor.endEditBlock()
            widget._fit()

    def _legend(self) -> QWidget:
        """What a probability means, in words, and what each tint says."""
        legend = QWidget(self)
        legend.setObjectName("probabilityLegend")
        column = QVBoxLayout(legend)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        meaning = self.tr(
            "A token's probability is how sure the model was of it, among everything it "
            "could have written at that point. Untinted text was near-certain; the deeper "
            "the tint, the more the model hesitated, and the more likely a different word "
            "would have come with another try. A character made of several tokens (an "
            "emoji, say) is tinted by their probability together."
        )
        words = QLabel(meaning, legend)
        words.setObjectName("legendMeaning")
        words.setProperty("tone", "muted")
        words.setWordWrap(True)
        column.addWidget(words)
        bands = []
        spoken = []
        colours = [("", ""), *RAMP[self.dark]]
        for (band, meaning_of_band), (background, foreground) in zip(
            self.bands(), colours, strict=True
        ):
            style = f"background-color:{background}; color:{foreground};" if background else ""
            swatch = f'<span style="{style}">&nbsp;{html.escape(band)}&nbsp;</span>'
            bands.append(f"{swatch}&nbsp;{html.escape(meaning_of_band)}")
            spoken.append(self.tr("{0}: {1}").format(band, meaning_of_band))
        steps = QLabel(" &nbsp; ".join(bands), legend)
        steps.setObjectName("legendSteps")
        steps.setTextFormat(Qt.TextFormat.RichText)
        steps.setWordWrap(True)
        steps.setAccessibleName("; ".join(spoken))
        column.addWidget(steps)
        legend.setAccessibleName(self.tr("Legend"))
        legend.setAccessibleDescription(meaning)
        return legend

    def bands(self) -> list[tuple[str, str]]:
        """Each step's range and what it says, most likely first."""
        ranges = [self.tr("{0}% or more").format(round(STEP_FLOORS[0] * 100))]
        for high, low in itertools.pairwise(STEP_FLOORS):
            ranges.append(self.tr("{0}–{1}%").format(round(low * 100), round(high * 100)))
        ranges.append(self.tr("under {0}%").format(round(STEP_FLOORS[-1] * 100)))
        words = [
            self.tr("nearly certain"),
            self.tr("fairly sure"),
            self.tr("more likely than not"),
            self.tr("unsure"),
            self.tr("doubtful"),
            self.tr("a long shot: one of many options"),
        ]
        return list(zip(ranges, words, strict=True))

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

    def span_of(self, index: int) -> tuple[TintedText, int, int] | None:
        """Where token ``index`` is shown: the text and its document positions [start,
        end); None for a token not on show (nothing it wrote survived rendering)."""
        spans = [self._spans[n] for n in self.decoded.pieces_of(index) if n in self._spans]
        if not spans:
            return None
        number = spans[0][0]
        mine = [s for s in spans if s[0] == number]
        return self.texts[number], min(s[1] for s in mine), max(s[2] for s in mine)

    def alternatives(self, index: int) -> str:
        return ", ".join(
            f"{shown_token(text)} {percent(lp)}" for text, lp in self.decoded.alternatives(index)
        )

    def describe(self, index: int) -> str:
        """One line: the token, its probability and its alternatives."""
        decoded = self.decoded
        token = self.tokens[index]
        line = self.tr("{0} {1}").format(
            shown_token(decoded.token_text(index)), percent(token.logprob)
        )
        shared = [
            n for n in decoded.pieces_of(index) if decoded.pieces[n].first != decoded.pieces[n].last
        ]
        if shared:
            piece = decoded.pieces[shared[0]]
            line = self.tr("{0} (part of {1}: {2} tokens, together {3})").format(
                line,
                shown_token(piece.text),
                piece.last - piece.first + 1,
                percent(decoded.logprob_of(shared[0])),
            )
        others = self.alternatives(index)
        if others:
            line = self.tr("{0}; alternatives: {1}").format(line, others)
        return line

    def tooltip(self, index: int) -> str:
        """Token ``index``: its probability, then its alternatives."""
        token = self.tokens[index]
        lines = [
            self.tr("{0}: probability {1}").format(
                shown_token(self.decoded.token_text(index)), percent(token.logprob)
            )
        ]
        others = self.alternatives(index)
        lines.append(
            self.tr("Alternatives: {0}").format(others) if others else self.tr("No alternatives")
        )
        return "\n".join(lines)

    def piece_tooltip(self, piece: int) -> str:
        """What the pointer rests on: a token, or a character several tokens wrote (their
        probability together, then each token)."""
        decoded = self.decoded
        p = decoded.pieces[piece]
        if p.first == p.last:
            return self.tooltip(p.first)
        lines = [
            self.tr("{0}: written by {1} tokens, together {2}").format(
                shown_token(p.text), p.last - p.first + 1, percent(decoded.logprob_of(piece))
            )
        ]
        lines += [self.describe(index) for index in range(p.first, p.last + 1)]
        return "\n".join(lines)

    def piece_details(self, piece: int) -> str:
        """``piece_tooltip`` on one line per token, for the line under the text."""
        p = self.decoded.pieces[piece]
        if p.first == p.last:
            return self.describe(p.first)
        return self.piece_tooltip(piece)

    def show_details(self, text: TintedText) -> None:
        """The cursor moved in ``text``: the token it is on, under the text (and as the
        text's accessible description, which a screen reader reads)."""
        cursor = text.textCursor()
        position = cursor.selectionStart() if cursor.hasSelection() else cursor.position()
        piece = text.piece_at(position)
        if piece is None and position > 0:
            piece = text.piece_at(position - 1)
        if piece is None:
            return
        line = self.piece_details(piece)
        self.details.setText(line)
        text.setAccessibleDescription(line)

    def format_of(self, index: int) -> QTextCharFormat:
        """The character format token ``index`` is drawn with: its first character that is
        not a space (read from the document)."""
        span = self.span_of(index)
        if span is None:
            return QTextCharFormat()
        text, start, end = span
        document = text.document()
        shown = next((p for p in range(start, end) if not document.characterAt(p).isspace()), start)
        cursor = QTextCursor(document)
        cursor.setPosition(shown + 1)  # the format of the character before the cursor
        return cursor.charFormat()

    def _select_token(self, item: QListWidgetItem) -> None:
        """A token chosen in the list is selected in the text (and its line shown)."""
        index = int(item.data(Qt.ItemDataRole.UserRole))
        span = self.span_of(index)
        if span is None:
            self.details.setText(self.describe(index))
            return
        text, start, end = span
        cursor = QTextCursor(text.document())
        cursor.setPosition(start)
        cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
        text.setTextCursor(cursor)
        text.setFocus()
        self.details.setText(self.describe(index))
