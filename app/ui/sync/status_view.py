"""The sync line at the foot of the sidebar: when it last synced, what is waiting, a
failure as a sentence, and the one button that helps (Sync now, Retry or Fix…)."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from app.ui.common.icons import themed_icon


class Tone(Enum):
    SYNCED = ("cloud", "muted")
    BUSY = ("refresh-cw", "muted")
    OFFLINE = ("wifi-off", "muted")  # normal, not an error: it syncs when back
    FAILED = ("triangle-alert", "warning")

    @property
    def icon(self) -> str:
        return self.value[0]

    @property
    def style(self) -> str:
        return self.value[1]


class Action(Enum):
    SYNC = "sync"
    RETRY = "retry"
    FIX = "fix"  # the storage or the passphrase needs the person: opens the set-up


class SyncStatusView(QWidget):
    """Signals:
    actionRequested(str): the button was pressed (an Action value).
    """

    actionRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("syncStatus")
        self._tone = Tone.SYNCED
        self._action = Action.SYNC
        self.icon = QLabel(self)
        self.icon.setObjectName("syncStatusIcon")
        self.text = QLabel(self)
        self.text.setObjectName("syncStatusText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QPushButton(self)
        self.button.setObjectName("syncStatusButton")
        self.button.setFlat(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(lambda: self.actionRequested.emit(self._action.value))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 2, 8, 2)
        layout.setSpacing(6)
        layout.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.show_state(Tone.SYNCED, "", Action.SYNC)

    def show_state(self, tone: Tone, text: str, action: Action, detail: str = "") -> None:
        """``detail``: the tooltip (where the storage is, the full error)."""
        self._tone, self._action = tone, action
        self.text.setText(text)
        self.text.setProperty("tone", tone.style)
        self.text.style().unpolish(self.text)
        self.text.style().polish(self.text)
        self.text.setToolTip(detail)
        self._paint_icon()
        labels = {
            Action.SYNC: (self.tr("Sync now"), self.tr("Sync now")),
            Action.RETRY: (self.tr("Retry"), self.tr("Retry sync")),
            Action.FIX: (self.tr("Fix…"), self.tr("Fix the sync set-up")),
        }
        shown, name = labels[action]
        self.button.setText(shown)
        self.button.setAccessibleName(name)
        self.button.setEnabled(tone is not Tone.BUSY)
        # A screen reader hears the state with the button, not only a picture.
        self.setAccessibleName(self.tr("Sync: {0}").format(text))
        self.icon.setAccessibleName(text)

    @property
    def tone(self) -> Tone:
        return self._tone

    @property
    def action(self) -> Action:
        return self._action

    def _paint_icon(self) -> None:
        self.icon.setPixmap(themed_icon(self._tone.icon, self, sizes=(16,)).pixmap(16, 16))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._paint_icon()
        super().changeEvent(event)
