"""The voice room's one entry point for the shell: dictation, audio clips and read aloud,
built together the first time any of them is used."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractButton, QBoxLayout, QLineEdit, QWidget

from app.services.drafts import DraftStore
from app.services.endpoints import Endpoints
from app.services.settings_store import SettingsStore
from app.services.voice import Voice
from app.storage import AsyncRepository, BlobStore
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.frame import ComposerFrame
from app.ui.transcript.view import TranscriptView
from app.ui.voice.clips import AudioClips
from app.ui.voice.dictation import Dictation
from app.ui.voice.dictation_host import ComposerDictationHost, LineDictationHost
from app.ui.voice.read_aloud import ReadAloud


class VoicePresenter(QObject):
    def __init__(
        self,
        frame: ComposerFrame,
        *,
        endpoints: Endpoints,
        settings: SettingsStore,
        repo: AsyncRepository,
        blobs: BlobStore,
        drafts: DraftStore,
        draft_key: Callable[[], int | None],
        profile: Callable[[], str],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(frame)
        self._voice = voice = Voice(endpoints, settings)
        self._profile = profile
        self._tasks = tasks
        host = ComposerDictationHost(frame)
        self.dictation = Dictation(
            host, voice, parent=frame, profile=profile, tasks=tasks, status=status
        )
        self.clips = AudioClips(
            frame, blobs=blobs, drafts=drafts, draft_key=draft_key, tasks=tasks, status=status
        )
        self.read_aloud = ReadAloud(voice, repo=repo, tasks=tasks, status=status, parent=self)

    def toggle_dictation(self) -> None:
        self.dictation.toggle()

    def line_dictation(
        self,
        button: QAbstractButton,
        field: QLineEdit,
        strips: QBoxLayout,
        *,
        parent: QWidget,
        say: Callable[[str, int], None],
    ) -> Dictation:
        """Dictation into a one-line question (the quick window's): the same recorder,
        transcription model and endpoint as the composer's; its sentences go to ``say``."""
        host = LineDictationHost(button, field, strips)
        return Dictation(
            host,
            self._voice,
            parent=parent,
            profile=self._profile,
            tasks=self._tasks,
            status=_Sentences(say),
        )

    def add_clips(self, paths: Sequence[Path]) -> None:
        self.clips.add_files(paths)

    def read(self, message_id: int, on: bool, view: TranscriptView) -> None:
        self.read_aloud.toggle(message_id, on, view)

    def stop(self) -> bool:
        """Esc: cancel dictation, or stop reading aloud. True if either was running."""
        return self.dictation.cancel() or self.read_aloud.stop()

    def close(self) -> None:
        """The window closes: both stop."""
        self.dictation.cancel()
        self.read_aloud.stop()


class _Sentences:
    """A callable as the place dictation's sentences go."""

    def __init__(self, say: Callable[[str, int], None]) -> None:
        self._say = say

    def show(self, text: str, timeout_ms: int = 0) -> None:
        self._say(text, timeout_ms)
