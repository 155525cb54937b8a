"""The voice room's one entry point for the shell: dictation, audio clips and read aloud,
built together the first time any of them is used."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject

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
        profile: Callable[[], str],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(frame)
        voice = Voice(endpoints, settings)
        self.dictation = Dictation(frame, voice, profile=profile, tasks=tasks, status=status)
        self.clips = AudioClips(frame, blobs=blobs, tasks=tasks, status=status)
        self.read_aloud = ReadAloud(voice, repo=repo, tasks=tasks, status=status, parent=self)

    def toggle_dictation(self) -> None:
        self.dictation.toggle()

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
