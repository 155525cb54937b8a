"""Audio clips attached to the question (WAV, MP3): read, measured and stored in the blob
store off the UI thread, then shown as chips above the message box (name and length, and a
button to remove each). They go out as ``input_audio`` to models that take audio; for any
other model Send is refused with a sentence saying why."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QWidget

from app.api.audio_content import audio_refusal
from app.audio import ClipError, read_clip
from app.domain import AudioPart
from app.storage import BlobStore
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.frame import ComposerFrame
from app.ui.voice.clip_chip import ClipChip


class AudioClips(QObject):
    """The clips of the message being written (the composer's ``AudioClips`` port)."""

    def __init__(
        self,
        frame: ComposerFrame,
        *,
        blobs: BlobStore,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(frame)
        self._frame = frame
        self._blobs = blobs
        self._tasks = tasks
        self._status = status
        self.tray = QWidget(frame)
        self.tray.setObjectName("audioClipTray")
        self.tray.setAccessibleName(self.tr("Attached audio clips"))
        self._row = QHBoxLayout(self.tray)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        self.tray.hide()
        layout = frame.layout()
        layout.insertWidget(layout.indexOf(frame.composer), self.tray)
        self.chips: list[ClipChip] = []

    def add_files(self, paths: Sequence[Path]) -> None:
        self._tasks.spawn(self._add(list(paths)), owner=self)

    async def _add(self, paths: list[Path]) -> None:
        for path in paths:
            try:
                clip = await asyncio.to_thread(read_clip, path)
            except ClipError as err:
                self._status.show(err.message, 10_000)
                continue
            blob = await asyncio.to_thread(self._blobs.put, clip.data, clip.mime)
            if not shiboken6.isValid(self.tray):
                return
            part = AudioPart(
                blob=blob, mime=clip.mime, format=clip.format, name=clip.name, seconds=clip.seconds
            )
            self._add_chip(part)

    def _add_chip(self, part: AudioPart) -> None:
        chip = ClipChip(part, self.tray)
        chip.remove_button.clicked.connect(lambda: self._remove(chip))
        self._row.insertWidget(len(self.chips), chip)
        self.chips.append(chip)
        self.tray.show()

    def _remove(self, chip: ClipChip) -> None:
        self.chips.remove(chip)
        chip.deleteLater()
        self.tray.setVisible(bool(self.chips))
        self._frame.focus_text()

    # ---- the composer's port ------------------------------------------------------------

    def parts(self) -> list[AudioPart]:
        return [chip.part for chip in self.chips]

    def refusal(self, model: str) -> str | None:
        return audio_refusal(model)

    def clear(self) -> None:
        for chip in self.chips:
            chip.deleteLater()
        self.chips.clear()
        self.tray.hide()
