"""The Voice tab: the model dictation is transcribed with, and the model and voice replies
are read aloud with (docs/voice.md). Each is a plain row made from its declaration: a box
that lists the usual choices and takes any name the endpoint knows (an emptied box keeps
what was set)."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from app.config import Section, Settings
from app.ui.settings.rows import SettingRows


class VoiceTab(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("voiceTab")
        form = QFormLayout(self)
        self.rows = SettingRows(form, Section.VOICE, settings, self)
        note = QLabel(
            self.tr(
                "Dictation (the microphone button, Ctrl+Shift+V) uses the transcription model; "
                "Read aloud on a reply uses the speech model and voice. Audio clips attached "
                "to a message need a chat model that takes audio, such as "
                "gpt-4o-audio-preview."
            ),
            self,
        )
        note.setWordWrap(True)
        note.setProperty("tone", "muted")
        form.addRow(note)

    def apply(self, settings: Settings) -> Settings:
        return self.rows.apply(settings)
