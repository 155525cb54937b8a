"""Audio clips attached to the question (WAV, MP3): read, measured and stored in the blob
store off the UI thread, then shown as chips above the message box (name and length, and a
button to remove each). They go out as ``input_audio`` to models that take audio; for any
other model Send is refused with a sentence saying why.

Like the images, unsent clips belong to the conversation's draft: each change is written to
the draft store (the clips themselves are in the blob store already), switching away empties
the tray without touching the draft, and coming back (or starting the app) puts them back."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QHBoxLayout, QWidget

from app.api.audio_content import audio_refusal
from app.audio import ClipError, read_clip
from app.domain import AudioPart
from app.services.drafts import DraftStore
from app.storage import BlobStore
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.frame import ComposerFrame
from app.ui.voice.clip_chip import ClipChip

log = logging.getLogger(__name__)


class AudioClips(QObject):
    """The clips of the message being written (the composer's ``AudioClips`` port)."""

    def __init__(
        self,
        frame: ComposerFrame,
        *,
        blobs: BlobStore,
        drafts: DraftStore,
        draft_key: Callable[[], int | None],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(frame)
        self._frame = frame
        self._blobs = blobs
        self._drafts = drafts
        self._draft_key = draft_key  # the conversation whose draft the box holds now
        # Whose draft the chips on show belong to: a clip read while the person switched
        # conversations still goes to the draft it was attached to.
        self._owner: int | None = draft_key()
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
        if not self.chips:
            self._owner = self._draft_key()  # a first clip: the draft of the box as it is now
        self._tasks.spawn(self._add(list(paths)), owner=self)

    async def _add(self, paths: list[Path]) -> None:
        owner = self._owner
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
            if owner != self._owner:
                # Switched away meanwhile: the clip joins its own conversation's draft.
                self._keep(owner, [*self._drafts.audio(owner), part])
                continue
            self._add_chip(part)
            self._keep_draft()

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
        self._keep_draft()

    # ---- the composer's port ------------------------------------------------------------

    def parts(self) -> list[AudioPart]:
        return [chip.part for chip in self.chips]

    def refusal(self, model: str, shown: str = "") -> str | None:
        return audio_refusal(model, shown)

    def clear(self) -> None:
        """Sent: the clips leave the box and the draft."""
        self._empty()
        self._keep_draft()

    def _empty(self) -> None:
        for chip in self.chips:
            chip.deleteLater()
        self.chips.clear()
        self.tray.hide()

    # ---- the draft: unsent clips, kept per conversation ---------------------------------

    def _keep_draft(self) -> None:
        self._keep(self._owner, self.parts())

    def _keep(self, conversation_id: int | None, clips: list[AudioPart]) -> None:
        if self._drafts.set_audio(conversation_id, clips):
            self._tasks.spawn(self._write(), owner=self)

    async def _write(self) -> None:
        try:
            await asyncio.to_thread(self._drafts.write, self._drafts.snapshot())
        except OSError:
            # The clips are still in the box and in memory; a full disk is said where it
            # matters (Send), as for the text draft.
            log.warning("the audio clips of the draft could not be saved", exc_info=True)

    def leave_draft(self) -> None:
        """Switching away: the clips are in the draft already (kept on each change), so the
        tray is emptied without touching it."""
        self._empty()

    def restore_draft(self, conversation_id: int | None) -> None:
        """The clips of the conversation now on screen (their chips need only the stored
        name and length: nothing is read from disk)."""
        self._empty()
        self._owner = conversation_id
        for part in self._drafts.audio(conversation_id):
            self._add_chip(part)
