"""The Voice tab: the model dictation is transcribed with, and the model and voice replies
are read aloud with (docs/voice.md). Each box lists the usual choices and takes any name
the endpoint knows."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from app.config import Settings

TRANSCRIPTION_MODELS = ("gpt-4o-mini-transcribe", "gpt-4o-transcribe", "whisper-1")
SPEECH_MODELS = ("tts-1", "tts-1-hd", "gpt-4o-mini-tts")
VOICES = (
    "alloy",
    "ash",
    "ballad",
    "coral",
    "echo",
    "fable",
    "nova",
    "onyx",
    "sage",
    "shimmer",
    "verse",
)


def _choice(
    parent: QWidget, name: str, accessible: str, items: tuple[str, ...], current: str
) -> QComboBox:
    combo = QComboBox(parent)
    combo.setObjectName(name)
    combo.setAccessibleName(accessible)
    combo.setEditable(True)  # any model or voice the endpoint offers
    combo.addItems(list(items))
    combo.setCurrentText(current)
    return combo


class VoiceTab(QWidget):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("voiceTab")
        self.transcription_model_input = _choice(
            self,
            "transcriptionModelInput",
            self.tr("Transcription model"),
            TRANSCRIPTION_MODELS,
            settings.transcription_model,
        )
        self.speech_model_input = _choice(
            self,
            "speechModelInput",
            self.tr("Speech model"),
            SPEECH_MODELS,
            settings.speech_model,
        )
        self.voice_input = _choice(
            self, "speechVoiceInput", self.tr("Voice"), VOICES, settings.speech_voice
        )
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
        form = QFormLayout(self)
        form.addRow(self.tr("Transcription model:"), self.transcription_model_input)
        form.addRow(self.tr("Speech model:"), self.speech_model_input)
        form.addRow(self.tr("Voice:"), self.voice_input)
        form.addRow(note)

    def apply(self, settings: Settings) -> Settings:
        """The entered choices; an emptied box keeps what was set."""
        return replace(
            settings,
            transcription_model=self.transcription_model_input.currentText().strip()
            or settings.transcription_model,
            speech_model=self.speech_model_input.currentText().strip() or settings.speech_model,
            speech_voice=self.voice_input.currentText().strip() or settings.speech_voice,
        )
