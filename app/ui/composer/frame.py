"""Where a message is written: one rounded frame holding the attachments (as chips), the text
box (it grows with its text up to about 40 % of the window), the attach, capture and dictate
buttons, the model chip, and one Send button that becomes Stop while a reply streams.

This is the composer's view: its presenter talks to it through the methods and signals
below, never through its children."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QPalette, QTextCursor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from app.ui.common.icons import IconButton
from app.ui.composer.editor import Composer

if TYPE_CHECKING:
    from app.ui.composer.attachment_tray import AttachmentTray

MIN_LINES = 2
MAX_FRACTION = 0.4  # of the window's height


class ComposerFrame(QFrame):
    """Signals:
    sendRequested(): Enter in the text box, or a click on Send.
    stopRequested(): Esc in the text box, or a click on Stop.
    editLastRequested(): Up in an empty text box (edit the last question, as in chat apps).
    mediaReceived(object): images or documents pasted or dropped (a MimeImages).
    attachRequested(): the attach button.
    captureRequested(): the capture button (a region of the screen).
    dictateRequested(): the microphone button (dictation starts, or stops and transcribes).
    modelRequested(): the model chip.
    """

    sendRequested = Signal()
    stopRequested = Signal()
    editLastRequested = Signal()
    mediaReceived = Signal(object)
    attachRequested = Signal()
    captureRequested = Signal()
    dictateRequested = Signal()
    modelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("composerFrame")
        self._tray: AttachmentTray | None = None
        self.composer = Composer(self)
        self.composer.setFrameShape(QFrame.Shape.NoFrame)
        self.composer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Shown while the composer holds an edited copy of an earlier message.
        self.edit_banner = QLabel(
            self.tr("Editing a message — Enter sends it as a new version, Esc cancels."), self
        )
        self.edit_banner.setObjectName("editBanner")
        self.edit_banner.setAccessibleName(self.tr("Editing a message"))
        self.edit_banner.setProperty("tone", "warning")
        self.edit_banner.hide()
        self.attach_button = IconButton(
            "paperclip",
            self.tr("Attach images (or paste a screenshot, or drop files on the message box)"),
            self,
            object_name="attachButton",
            size=18,
        )
        self.attach_button.setAccessibleName(self.tr("Attach images"))
        self.capture_button = IconButton(
            "scan",
            self.tr("Capture a region of the screen"),
            self,
            object_name="captureButton",
            size=18,
        )
        self.capture_button.setAccessibleName(self.tr("Capture a region of the screen"))
        self.dictate_button = IconButton(
            "mic",
            self.tr("Dictate"),
            self,
            object_name="dictateButton",
            size=18,
        )
        self.dictate_button.setAccessibleName(self.tr("Dictate"))
        self.model_chip = QToolButton(self)
        self.model_chip.setObjectName("modelChip")
        self.model_chip.setAccessibleName(self.tr("Choose the model"))
        self.model_chip.setToolTip(self.tr("Choose the model for this conversation"))
        self.model_chip.setAutoRaise(True)
        self.model_chip.setCursor(Qt.CursorShape.PointingHandCursor)
        self.send_button = IconButton(
            "arrow-up",
            self.tr("Send (Enter)"),
            self,
            object_name="sendButton",
            size=18,
            role=QPalette.ColorRole.HighlightedText,
        )
        self.send_button.setAccessibleName(self.tr("Send"))
        # Base would be the button's own background (its style sheet sets it): the square was
        # drawn dark on dark. AlternateBase is the base's shade, which the sheet leaves alone.
        self.stop_button = IconButton(
            "square",
            self.tr("Stop the reply (Esc)"),
            self,
            object_name="stopButton",
            size=14,
            role=QPalette.ColorRole.AlternateBase,
            filled=True,  # the solid square of Stop
        )
        self.stop_button.setAccessibleName(self.tr("Stop"))
        for button in (self.send_button, self.stop_button):
            button.setAutoRaise(False)
            button.setFixedSize(QSize(34, 34))
        self.set_busy(False)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(12, 8, 10, 8)
        self._layout.setSpacing(4)
        self._layout.addWidget(self.edit_banner)
        self._layout.addWidget(self.composer)
        row = QHBoxLayout()
        row.setSpacing(6)
        row.addWidget(self.attach_button)
        row.addWidget(self.capture_button)
        row.addWidget(self.dictate_button)
        row.addWidget(self.model_chip)
        row.addStretch(1)
        row.addWidget(self.send_button)
        row.addWidget(self.stop_button)
        self._layout.addLayout(row)
        self._max_height = 240
        self.composer.document().documentLayout().documentSizeChanged.connect(self._grow)
        self._grow()
        self.composer.submitted.connect(self.sendRequested)
        self.send_button.clicked.connect(self.sendRequested)
        self.composer.stopRequested.connect(self.stopRequested)
        self.stop_button.clicked.connect(self.stopRequested)
        self.composer.editLastRequested.connect(self.editLastRequested)
        self.composer.mediaReceived.connect(self.mediaReceived)
        self.attach_button.clicked.connect(self.attachRequested)
        self.capture_button.clicked.connect(self.captureRequested)
        self.dictate_button.clicked.connect(self.dictateRequested)
        self.model_chip.clicked.connect(self.modelRequested)
        # The text box has no border of its own: the frame around it shows its focus (the
        # style sheet rings a frame whose "focused" property is true).
        self.setProperty("focused", False)
        self.composer.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.composer and event.type() in (
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
        ):
            self.setProperty("focused", event.type() == QEvent.Type.FocusIn)
            self.style().unpolish(self)
            self.style().polish(self)
        return super().eventFilter(watched, event)

    # The attachment chips, at the top of the frame: built on first use (after the first
    # paint; many sessions never attach anything).

    @property
    def tray(self) -> AttachmentTray:
        if self._tray is None:
            from app.ui.composer.attachment_tray import AttachmentTray

            self._tray = AttachmentTray(self)
            self._layout.insertWidget(0, self._tray)
        return self._tray

    # ---- the text ------------------------------------------------------------------------

    def text(self) -> str:
        return self.composer.toPlainText()

    def revision(self) -> int:
        """Changes with every edit of the text: "untouched since" is a revision compare."""
        return self.composer.document().revision()

    def set_text(self, text: str) -> None:
        self.composer.setPlainText(text)

    def clear_text(self) -> None:
        self.composer.clear()

    def focus_text(self) -> None:
        self.composer.setFocus()

    def set_send_shortcut(self, shortcut: str) -> None:
        """Enter or Ctrl+Enter sends ("enter", "ctrl+enter": the settings' Send with)."""
        self.composer.set_send_shortcut(shortcut)

    def set_enabled(self, on: bool) -> None:
        """Off when there is nowhere to send (the history could not be opened)."""
        self.composer.setEnabled(on)
        self.send_button.setEnabled(on)

    def show_edit_banner(self, on: bool) -> None:
        self.edit_banner.setVisible(on)

    def start_editing(self, text: str) -> None:
        """A question back in the text box, to be changed and resent (the banner says so)."""
        self.composer.setPlainText(text)
        self.composer.moveCursor(QTextCursor.MoveOperation.End)
        self.composer.setFocus()
        self.show_edit_banner(True)

    def stop_editing(self) -> None:
        self.show_edit_banner(False)
        self.composer.clear()

    def set_model(self, model: str) -> None:
        self.model_chip.setText(f"{model or self.tr('Choose a model')}  ▾")

    def set_busy(self, busy: bool) -> None:
        """One button: Send while idle, Stop while a reply streams."""
        self.send_button.setVisible(not busy)
        self.send_button.setEnabled(not busy)
        self.stop_button.setVisible(busy)
        self.stop_button.setEnabled(busy)

    def set_max_height(self, window_height: int) -> None:
        self._max_height = max(self._line_height() * 3, int(window_height * MAX_FRACTION))
        self._grow()

    def _line_height(self) -> int:
        return self.composer.fontMetrics().lineSpacing()

    def _grow(self) -> None:
        """As tall as the text, between two lines and the maximum; it scrolls beyond."""
        document = self.composer.document()
        # A plain-text document measures its height in lines (wrapped lines included).
        lines = max(MIN_LINES, int(document.documentLayout().documentSize().height()))
        chrome = int(2 * document.documentMargin()) + 6
        wanted = lines * self._line_height() + chrome
        self.composer.setFixedHeight(min(wanted, self._max_height))
