"""One attached audio clip above the message box: its name and length, and a remove button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from app.audio.clips import duration_text
from app.domain import AudioPart
from app.ui.common.icons import IconButton


class ClipChip(QFrame):
    """One attached clip: its name and length, and a remove button."""

    def __init__(self, part: AudioPart, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.part = part
        self.setObjectName("audioClipChip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        length = duration_text(part.seconds)
        self.label = QLabel(f"♪ {part.name} · {length}", self)
        self.label.setObjectName("audioClipLabel")
        self.setAccessibleName(self.tr("Audio clip {0}, {1}").format(part.name, length))
        self.remove_button = IconButton(
            "x", self.tr("Remove {0}").format(part.name), self, object_name="removeAudioClip"
        )
        self.remove_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 2, 2)
        row.addWidget(self.label)
        row.addWidget(self.remove_button)
