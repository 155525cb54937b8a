"""The strip above the message box while dictating: the microphone's level, the seconds
recorded, Stop (transcribe what was said) and Cancel; then "Transcribing…"."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from app.audio.clips import duration_text


class RecordingBar(QFrame):
    """Signals:
    stopRequested(): Stop: the recording is transcribed into the message box.
    cancelRequested(): Cancel: the recording is thrown away.
    """

    stopRequested = Signal()
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordingBar")
        self.state_label = QLabel(self)
        self.state_label.setObjectName("dictationState")
        self.level = QProgressBar(self)
        self.level.setObjectName("dictationLevel")
        self.level.setAccessibleName(self.tr("Microphone level"))
        self.level.setRange(0, 100)
        self.level.setTextVisible(False)
        self.level.setFixedWidth(120)
        self.level.setMaximumHeight(8)
        self.elapsed = QLabel("0:00", self)
        self.elapsed.setObjectName("dictationElapsed")
        self.elapsed.setAccessibleName(self.tr("Recorded time"))
        self.stop_button = QPushButton(self.tr("Stop and transcribe"), self)
        self.stop_button.setObjectName("dictationStop")
        self.stop_button.setAccessibleName(self.tr("Stop dictating and transcribe"))
        self.stop_button.setToolTip(self.tr("Stop and write what was said (Ctrl+Shift+V)"))
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setObjectName("dictationCancel")
        self.cancel_button.setAccessibleName(self.tr("Cancel dictation"))
        self.cancel_button.setToolTip(self.tr("Throw the recording away (Esc)"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        row.addWidget(self.state_label)
        row.addWidget(self.level)
        row.addWidget(self.elapsed)
        row.addStretch(1)
        row.addWidget(self.stop_button)
        row.addWidget(self.cancel_button)
        self.stop_button.clicked.connect(self.stopRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.show_starting()

    def show_starting(self) -> None:
        self.state_label.setText(self.tr("Opening the microphone…"))
        self._recording(False)

    def show_recording(self) -> None:
        self.state_label.setText(self.tr("● Recording"))
        self.state_label.setToolTip("")
        self.stop_button.setText(self.tr("Stop and transcribe"))
        self.stop_button.setAccessibleName(self.tr("Stop dictating and transcribe"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel dictation"))
        self._recording(True)

    def show_transcribing(self) -> None:
        self.state_label.setText(self.tr("Transcribing…"))
        self._recording(False)
        self.cancel_button.setEnabled(True)

    def show_failed(self, reason: str) -> None:
        """The recording is kept: Try again sends it again, Discard throws it away."""
        self.state_label.setText(self.tr("Not transcribed."))
        self.state_label.setToolTip(reason)
        self._recording(False)
        self.stop_button.setText(self.tr("Try again"))
        self.stop_button.setAccessibleName(self.tr("Transcribe the recording again"))
        self.stop_button.setEnabled(True)
        self.stop_button.setVisible(True)
        self.cancel_button.setText(self.tr("Discard"))
        self.cancel_button.setAccessibleName(self.tr("Discard the recording"))

    def set_progress(self, level: float, seconds: float) -> None:
        self.level.setValue(round(level * 100))
        self.elapsed.setText(duration_text(seconds))

    def _recording(self, on: bool) -> None:
        self.level.setVisible(on)
        self.elapsed.setVisible(on)
        self.stop_button.setEnabled(on)
        self.stop_button.setVisible(on)
