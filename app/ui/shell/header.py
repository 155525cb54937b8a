"""The bar above the conversation: the sidebar toggle, the title, the model, how much of the
model's context the conversation uses (a small gauge), what it has cost, Compare, and the
inspector toggle. Everything in it belongs to the conversation on screen. The toggles'
tooltips get their keys from the window's actions (app.ui.shell.window_actions).

The title gets the width it needs first. When the bar is short the model's name (also on
the composer's model chip) steps aside, then the totals are cut short, and only then is the
title cut."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QProgressBar, QSizePolicy, QToolButton, QWidget

from app.translation import number
from app.ui.common.elided_label import ElidedLabel
from app.ui.common.icons import IconButton, themed_icon

SPACING = 6  # between the bar's items (icon buttons carry their own padding)
GAUGE = (64, 44)  # the context gauge's width: roomy, and in a short bar
TOTALS_LEAST = 60  # px: the totals cut shorter than this are left out
ASSISTANT_MOST = 180  # px: an assistant's name longer than this is cut short


class FittedLabel(ElidedLabel):
    """An elided label that asks for its whole text's width and can give all of it up: the
    header decides how much each gets (``ChatHeader._fit``)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def natural_width(self) -> int:
        text = self.full_text()
        return self.fontMetrics().horizontalAdvance(text) + 2 if text else 0

    def sizeHint(self) -> QSize:
        return QSize(self.natural_width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())


class ChatHeader(QWidget):
    """Signals:
    sidebarToggled(bool): show (True) or hide the conversation list.
    inspectorToggled(bool): show (True) or hide the inspector.
    assistantClicked(): the assistant beside the title was clicked (to edit it).
    """

    sidebarToggled = Signal(bool)
    inspectorToggled = Signal(bool)
    assistantClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatHeader")
        self.sidebar_button = IconButton(
            "panel-left",
            self.tr("Show or hide the conversations"),
            self,
            object_name="sidebarToggle",
            size=18,
        )
        self.sidebar_button.setCheckable(True)
        self.sidebar_button.setChecked(True)
        self.sidebar_button.toggled.connect(self.sidebarToggled)
        self.title = FittedLabel(self.tr("New chat"), self)
        self.title.setObjectName("conversationTitle")
        self.title.setAccessibleName(self.tr("Conversation title"))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.title.setFont(font)
        # The assistant the chat was started with (app.ui.assistants): its glyph and name;
        # a click edits it. Drawn only when there is one: no icon is made at start-up.
        self.assistant_chip = QToolButton(self)
        self.assistant_chip.setObjectName("headerAssistant")
        self.assistant_chip.setAutoRaise(True)
        self.assistant_chip.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.assistant_chip.setCursor(Qt.CursorShape.PointingHandCursor)
        self.assistant_chip.hide()
        self.assistant_chip.clicked.connect(self.assistantClicked)
        self.model = FittedLabel("", self)
        self.model.setObjectName("headerModel")
        self.model.installEventFilter(self)  # shown or hidden (compare): fit again
        self.model.setProperty("tone", "muted")
        self.gauge = QProgressBar(self)
        self.gauge.setObjectName("contextGauge")
        self.gauge.setAccessibleName(self.tr("Context used"))
        self.gauge.setRange(0, 1000)
        self.gauge.setTextVisible(False)
        self.gauge.setFixedSize(GAUGE[0], 6)
        self.gauge.hide()
        self.totals = FittedLabel("", self)
        self.totals.setObjectName("conversationTotals")
        self.totals.setAccessibleName(self.tr("Conversation totals"))
        self.totals.setProperty("tone", "muted")
        self.compare_button = IconButton(
            "columns-3",
            self.tr("Send one prompt to several models"),
            self,
            object_name="compareButton",
            size=18,
        )
        self.compare_button.setText(self.tr("Compare"))
        self.compare_button.setAccessibleName(self.tr("Compare models side by side"))
        self.compare_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.compare_button.setCheckable(True)
        self._compare_wide = self.compare_button.sizeHint().width()
        self.inspector_button = IconButton(
            "sliders-horizontal",
            self.tr("Show or hide the parameters"),
            self,
            object_name="inspectorToggle",
            size=18,
        )
        self.inspector_button.setCheckable(True)
        self.inspector_button.setChecked(True)
        self.inspector_button.toggled.connect(self.inspectorToggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.setSpacing(SPACING)
        row.addWidget(self.sidebar_button)
        row.addWidget(self.title)
        row.addWidget(self.assistant_chip)
        row.addStretch(1)
        row.addWidget(self.model)
        row.addWidget(self.gauge)
        row.addWidget(self.totals)
        row.addWidget(self.compare_button)
        row.addWidget(self.inspector_button)

    def set_title(self, title: str) -> None:
        self.title.setText(title)
        self._fit()

    def set_totals(self, text: str, tooltip: str = "") -> None:
        self.totals.setText(text)
        self.totals.setToolTip(tooltip or text)
        self.totals.setAccessibleDescription(tooltip)  # why a cost is unknown, heard too
        self._fit()

    def set_model(self, model: str) -> None:
        self.model.setText(model)
        self._fit()

    def set_assistant(self, name: str, glyph: str = "", description: str = "") -> None:
        """The assistant the chat was started with, beside the title ("" hides it)."""
        chip = self.assistant_chip
        if not name:
            chip.hide()
            self._fit()
            return
        chip.setIcon(themed_icon(glyph or "bot", chip, sizes=(16,)))
        shown = chip.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, ASSISTANT_MOST)
        chip.setText(shown)
        chip.setAccessibleName(self.tr("Assistant: {0}").format(name))
        tip = self.tr("Started with the assistant “{0}”. Click to edit it.").format(name)
        chip.setToolTip(f"{tip}\n{description}" if description else tip)
        chip.show()
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._fit()
        return False

    def _fit(self) -> None:
        """Share the bar's width: the title first, then the totals (cut short when they
        must be), then the model's name (whole or not at all). A short bar shows Compare
        as its icon and a shorter gauge before it cuts the title."""
        row = self.layout()
        if row is None:
            return  # still being built
        roomy = self._free(compact=False)
        compact = roomy < self.title.natural_width()
        compare = self.compare_button
        style = (
            Qt.ToolButtonStyle.ToolButtonIconOnly
            if compact
            else Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        )
        if compare.toolButtonStyle() != style:
            compare.setToolButtonStyle(style)
        self.gauge.setFixedWidth(GAUGE[1] if compact else GAUGE[0])
        free = self._free(compact=compact)
        title = min(self.title.natural_width(), max(0, free))
        left = free - title
        totals = min(self.totals.natural_width(), max(0, left))
        if totals < min(self.totals.natural_width(), TOTALS_LEAST):
            totals = 0  # a stub ("2…") says nothing
        left -= totals
        model = self.model.natural_width()
        self.title.setMaximumWidth(max(title, 1))
        self.totals.setMaximumWidth(totals)
        self.model.setMaximumWidth(model if model <= left else 0)

    def _free(self, *, compact: bool) -> int:
        """The width left for the title, the model's name and the totals."""
        row = self.layout()
        assert row is not None
        texts = [w for w in (self.title, self.model, self.totals) if w.isVisibleTo(self)]
        buttons = [
            self.sidebar_button,
            self.assistant_chip,
            self.compare_button,
            self.inspector_button,
        ]
        shown = [w for w in buttons if w.isVisibleTo(self)]
        widths = [w.sizeHint().width() for w in shown]
        compare = self.compare_button
        if compare.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon:
            self._compare_wide = compare.sizeHint().width()  # with its word, as measured
        if compare in shown:
            # As its icon alone, Compare is as wide as the other icon buttons.
            icon = self.inspector_button.sizeHint().width()
            widths[shown.index(compare)] = icon if compact else self._compare_wide
        if self.gauge.isVisibleTo(self):
            widths.append(GAUGE[1] if compact else GAUGE[0])
        margins = row.contentsMargins()
        gaps = len(texts) + len(widths) - 1
        return self.width() - margins.left() - margins.right() - sum(widths) - SPACING * gaps

    def set_context(self, used: int | None, limit: int | None) -> None:
        """Tokens the conversation uses of the model's context (hidden when unknown)."""
        if not used or not limit:
            self.gauge.hide()
            self._fit()
            return
        fraction = min(1.0, used / limit)
        self.gauge.setValue(round(fraction * 1000))
        tip = self.tr("{0} of {1} tokens of context ({2}%)").format(
            number(used), number(limit), round(fraction * 100)
        )
        self.gauge.setToolTip(tip)
        self.gauge.setAccessibleDescription(tip)
        tone = "error" if fraction >= 0.9 else "warning" if fraction >= 0.7 else "normal"
        self.gauge.setProperty("tone", tone)
        self.gauge.style().unpolish(self.gauge)
        self.gauge.style().polish(self.gauge)
        self.gauge.show()
        self._fit()
