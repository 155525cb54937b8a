"""The quick window: a small frameless window that stays on top, near the pointer. One line
to ask, the clipboard's image offered, capture and dictation one click away; the answer
streams below, and "Open in Comet Desk" takes the exchange into the main window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QImage,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPixmap,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.attachment_mime import MimeImages
from app.ui.common.icons import IconButton
from app.ui.composer.attachment_item import PendingImage
from app.ui.composer.attachment_tray import AttachmentTray
from app.ui.transcript.view import TranscriptView

WIDTH = 620
ANSWER_HEIGHT = (140, 460)  # the transcript's least and greatest height, in logical pixels
OFFSET = 16  # from the pointer, so the window does not open under it


class QuickWindow(QWidget):
    """Signals:
    sendRequested(): Enter in the field, or the send button.
    stopRequested(): the Stop button while an answer streams.
    captureRequested(): the capture button.
    dictateRequested(): the microphone button or Ctrl+Shift+V (dictation starts, or stops
        and transcribes into the question).
    clipboardRequested(): "Attach the copied image".
    openRequested(): "Open in Comet Desk".
    newRequested(): "New question": start over in a new conversation.
    quickPromptChosen(str): a quick prompt next to the images was pressed (its text).
    """

    sendRequested = Signal()
    stopRequested = Signal()
    captureRequested = Signal()
    dictateRequested = Signal()
    clipboardRequested = Signal()
    openRequested = Signal()
    newRequested = Signal()
    quickPromptChosen = Signal(str)

    def __init__(self) -> None:
        # A tool window of its own (no parent): it must show while the main window is
        # minimised or behind others, and never take a taskbar entry.
        super().__init__(
            None,
            Qt.WindowType.Tool
            | Qt.WindowType.FramelessWindowHint
            | Qt.WindowType.WindowStaysOnTopHint,
        )
        self.setObjectName("quickWindow")
        self.setWindowTitle(self.tr("Quick ask"))
        self.setAccessibleName(self.tr("Quick ask"))
        # Closed (Alt+F4), it is only hidden: the exchange stays for the next time. Its
        # closing never quits the app, even when the main window is not on screen.
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self._drag_from: QPoint | None = None
        card = QFrame(self)
        card.setObjectName("quickCard")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(card)

        self.field = QLineEdit(card)
        self.field.setObjectName("quickField")
        self.field.setPlaceholderText(self.tr("Ask anything…"))
        self.field.setAccessibleName(self.tr("Question"))
        self.field.setClearButtonEnabled(False)
        self.field.returnPressed.connect(self.sendRequested)
        self.capture_button = IconButton(
            "scan",
            self.tr("Capture a region of the screen"),
            card,
            object_name="quickCaptureButton",
            size=18,
        )
        self.capture_button.clicked.connect(self.captureRequested)
        self.dictate_button = IconButton(
            "mic",
            self.tr("Dictate: speak, then stop to have it written here (Ctrl+Shift+V)"),
            card,
            object_name="quickDictateButton",
            size=18,
        )
        self.dictate_button.setAccessibleName(self.tr("Dictate"))
        self.dictate_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.dictate_button.clicked.connect(self.dictateRequested)
        dictate = QShortcut(QKeySequence("Ctrl+Shift+V"), self)
        dictate.setContext(Qt.ShortcutContext.WindowShortcut)
        dictate.activated.connect(self.dictateRequested)
        # Esc asks this first (dictation running: it is cancelled, the window stays).
        self.escape_first: Callable[[], bool] = lambda: False
        self.send_button = IconButton(
            "arrow-up", self.tr("Ask (Enter)"), card, object_name="sendButton", size=18
        )
        self.send_button.setAccessibleName(self.tr("Ask"))
        self.send_button.setAutoRaise(False)
        self.send_button.setFixedSize(QSize(34, 34))
        self.send_button.clicked.connect(self.sendRequested)
        self.stop_button = IconButton(
            "square", self.tr("Stop the answer"), card, object_name="stopButton", size=14
        )
        self.stop_button.setAccessibleName(self.tr("Stop"))
        self.stop_button.setAutoRaise(False)
        self.stop_button.setFixedSize(QSize(34, 34))
        self.stop_button.hide()
        self.stop_button.clicked.connect(self.stopRequested)
        ask = QHBoxLayout()
        ask.setSpacing(6)
        ask.addWidget(self.field, 1)
        ask.addWidget(self.capture_button)
        ask.addWidget(self.dictate_button)
        ask.addWidget(self.send_button)
        ask.addWidget(self.stop_button)

        # The clipboard's image, offered (not attached until asked: it may be old).
        self.clipboard_button = QPushButton(self.tr("Attach the copied image"), card)
        self.clipboard_button.setObjectName("quickClipboardButton")
        self.clipboard_button.setAccessibleName(self.tr("Attach the copied image"))
        self.clipboard_button.setFlat(True)
        self.clipboard_button.setIconSize(QSize(40, 40))
        self.clipboard_button.hide()
        self.clipboard_button.clicked.connect(self.clipboardRequested)
        self.tray = AttachmentTray(card)
        self.tray.hide()
        self.tray.changed.connect(lambda: self.tray.setVisible(bool(self.tray.items())))
        self.tray.problem.connect(self.show_problem)
        self.tray.quickPrompt.connect(self.quickPromptChosen)

        self.transcript = TranscriptView(card, compact=True)
        self.transcript.hide()
        # The window grows with the answer, up to a height; then the answer scrolls.
        self.transcript.widget().installEventFilter(self)
        self.model_label = QLabel(card)
        self.model_label.setObjectName("quickModel")
        self.model_label.setProperty("tone", "muted")
        self.hint = QLabel(self.tr("Esc hides this window"), card)
        self.hint.setProperty("tone", "muted")
        self.new_button = QPushButton(self.tr("New question"), card)
        self.new_button.setObjectName("quickNewButton")
        self.new_button.setAutoDefault(True)  # Enter on it presses it, as in a dialog
        self.new_button.clicked.connect(self.newRequested)
        self.open_button = QPushButton(self.tr("Open in Comet Desk"), card)
        self.open_button.setObjectName("quickOpenButton")
        self.open_button.setAutoDefault(True)
        self.open_button.clicked.connect(self.openRequested)
        foot = QHBoxLayout()
        foot.setSpacing(8)
        foot.addWidget(self.model_label)
        foot.addWidget(self.hint)
        foot.addStretch(1)
        foot.addWidget(self.new_button)
        foot.addWidget(self.open_button)
        self.problem = QLabel(card)
        self.problem.setObjectName("quickProblem")
        self.problem.setProperty("tone", "error")
        self.problem.setWordWrap(True)
        self.problem.hide()

        layout = QVBoxLayout(card)
        layout.setContentsMargins(14, 12, 14, 10)
        layout.setSpacing(8)
        layout.addLayout(ask)
        # The recording strip goes here while dictating (made by the voice room).
        self.strips = QVBoxLayout()
        self.strips.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.strips)
        layout.addWidget(self.clipboard_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.tray)
        layout.addWidget(self.problem)
        layout.addWidget(self.transcript, 1)
        layout.addLayout(foot)
        self.set_answered(False)
        self.setFixedWidth(WIDTH)
        self.setTabOrder(self.field, self.capture_button)
        self.setTabOrder(self.capture_button, self.dictate_button)

    # ---- what the presenter shows -------------------------------------------------------

    def set_model(self, model: str, *, vision: bool | None, input_price: float | None) -> None:
        """The model chosen in the main window; what the images will cost it (None when
        not known), and whether it reads them at all."""
        self.model_label.setText(model)
        self.model_label.setToolTip(self.tr("The model chosen in Comet Desk"))
        self.tray.set_model_supports_vision(vision)
        self.tray.set_input_price(input_price)

    def offer_dictation(self, on: bool) -> None:
        self.dictate_button.setVisible(on)

    def question(self) -> str:
        return self.field.text().strip()

    def set_question(self, text: str) -> None:
        self.field.setText(text)

    def clear_question(self) -> None:
        """The question and its images go (asked, or a new question)."""
        self.field.clear()
        self.tray.clear()
        self.tray.hide()

    def focus_question(self) -> None:
        self.field.setFocus()

    def has_images(self) -> bool:
        return bool(self.tray.items())

    def images(self) -> list[PendingImage]:
        return self.tray.attachments()

    def images_busy(self) -> bool:
        """An image is still being prepared (read, downscaled)."""
        return self.tray.is_busy()

    async def add_image(self, image: QImage, source: str) -> None:
        self.tray.show()
        await self.tray.add_qimage(image, source)

    async def add_found(self, found: MimeImages) -> None:
        """A captured region (or dropped images), attached to the question."""
        self.tray.show()
        await self.tray.add_found(found)

    def problem_text(self) -> str:
        return self.problem.text()

    def set_running(self, running: bool) -> None:
        self.send_button.setVisible(not running)
        self.stop_button.setVisible(running)
        self.open_button.setEnabled(not running)
        self.new_button.setEnabled(not running)

    def set_answered(self, answered: bool) -> None:
        """An exchange is on screen: the transcript and its buttons show."""
        self.transcript.setVisible(answered)
        self.new_button.setVisible(answered)
        self.open_button.setVisible(answered)
        self.adjustSize()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest and watched is self.transcript.widget():
            self._fit_answer()
        return False

    def _fit_answer(self) -> None:
        least, most = ANSWER_HEIGHT
        content = self.transcript.widget().sizeHint().height() + 8
        height = max(least, min(most, content))
        if height != self.transcript.height():
            self.transcript.setFixedHeight(height)
            self.adjustSize()

    def offer_clipboard(self, picture: QPixmap | None) -> None:
        """The copied image as a small picture on the offer; None: nothing to offer."""
        if picture is None or picture.isNull():
            self.clipboard_button.hide()
        else:
            self.clipboard_button.setIcon(picture)
            self.clipboard_button.show()
        self.adjustSize()

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))
        self.adjustSize()

    def place_near(self, point: QPoint) -> None:
        """Below and right of ``point``, kept whole on the screen it is on."""
        screen = QGuiApplication.screenAt(point) or QGuiApplication.primaryScreen()
        area: QRect = screen.availableGeometry()
        size = self.sizeHint().expandedTo(self.minimumSizeHint())
        height = max(size.height(), 120) + ANSWER_HEIGHT[1]  # room for the answer to come
        x = min(max(point.x() + OFFSET, area.left()), area.right() - WIDTH)
        y = min(max(point.y() + OFFSET, area.top()), area.bottom() - height)
        self.move(max(x, area.left()), max(y, area.top()))

    def present(self) -> None:
        self.show()
        self.raise_()
        self.activateWindow()
        self.field.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # ---- events -------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            if not self.escape_first():
                self.hide()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.field.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # Frameless: the window moves when dragged by its background.
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag_from = event.globalPosition().toPoint() - self.pos()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None and event.buttons() & Qt.MouseButton.LeftButton:
            self.move(event.globalPosition().toPoint() - self._drag_from)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._drag_from = None
        super().mouseReleaseEvent(event)
