"""A sent audio clip in a question's bubble: its name and length."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QWidget

from app.domain import AudioPart


def clip_length(seconds: float) -> str:
    """0:07, 1:23."""
    minutes, secs = divmod(max(0, round(seconds)), 60)
    return f"{minutes}:{secs:02d}"


def audio_label(part: AudioPart, parent: QWidget) -> QLabel:
    length = clip_length(part.seconds)
    name = part.name or part.format.upper()
    label = QLabel(f"♪ {name} · {length}", parent)
    label.setObjectName("sentAudioClip")
    label.setAccessibleName(
        QCoreApplication.translate("MessageWidget", "Audio clip {0}, {1}").format(name, length)
    )
    return label
