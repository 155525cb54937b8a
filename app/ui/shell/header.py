"""The bar above the conversation: the sidebar toggle, the title, the model, how much of the
model's context the conversation uses (a small gauge), what it has cost, Compare, and the
inspector toggle. Everything in it belongs to the conversation on screen."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

from app.translation import number
from app.ui.common.elided_label import ElidedLabel
from app.ui.common.icons import IconButton


class ChatHeader(QWidget):
    """Signals:
    sidebarToggled(bool): show (True) or hide the conversation list.
    inspectorToggled(bool): show (True) or hide the inspector.
    """

    sidebarToggled = Signal(bool)
    inspectorToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatHeader")
        self.sidebar_button = IconButton(
            "panel-left",
            self.tr("Show or hide the conversations (Ctrl+B)"),
            self,
            object_name="sidebarToggle",
            size=18,
        )
        self.sidebar_button.setCheckable(True)
        self.sidebar_button.setChecked(True)
        self.sidebar_button.toggled.connect(self.sidebarToggled)
        self.title = ElidedLabel(self.tr("New chat"), self)
        self.title.setObjectName("conversationTitle")
        self.title.setAccessibleName(self.tr("Conversation title"))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.title.setFont(font)
        self.model = QLabel(self)
        self.model.setObjectName("headerModel")
        self.model.setProperty("tone", "muted")
        self.gauge = QProgressBar(self)
        self.gauge.setObjectName("contextGauge")
        self.gauge.setAccessibleName(self.tr("Context used"))
        self.gauge.setRange(0, 1000)
        self.gauge.setTextVisible(False)
        self.gauge.setFixedSize(64, 6)
        self.gauge.hide()
        self.totals = QLabel(self)
        self.totals.setObjectName("conversationTotals")
        self.totals.setAccessibleName(self.tr("Conversation totals"))
        self.totals.setProperty("tone", "muted")
        self.compare_button = IconButton(
            "columns-3",
            self.tr("Send one prompt to several models (Ctrl+Shift+M)"),
            self,
            object_name="compareButton",
            size=18,
        )
        self.compare_button.setText(self.tr("Compare"))
        self.compare_button.setAccessibleName(self.tr("Compare models side by side"))
        self.compare_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.compare_button.setCheckable(True)
        self.inspector_button = IconButton(
            "sliders-horizontal",
            self.tr("Show or hide the parameters (Ctrl+I)"),
            self,
            object_name="inspectorToggle",
            size=18,
        )
        self.inspector_button.setCheckable(True)
        self.inspector_button.setChecked(True)
        self.inspector_button.toggled.connect(self.inspectorToggled)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.setSpacing(10)
        row.addWidget(self.sidebar_button)
        row.addWidget(self.title, 1)
        row.addWidget(self.model)
        row.addWidget(self.gauge)
        row.addWidget(self.totals)
        row.addWidget(self.compare_button)
        row.addWidget(self.inspector_button)

    def set_title(self, title: str) -> None:
        self.title.setText(title)

    def set_totals(self, text: str, tooltip: str = "") -> None:
        self.totals.setText(text)
        self.totals.setToolTip(tooltip)

    def set_model(self, model: str) -> None:
        self.model.setText(model)

    def set_context(self, used: int | None, limit: int | None) -> None:
        """Tokens the conversation uses of the model's context (hidden when unknown)."""
        if not used or not limit:
            self.gauge.hide()
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
