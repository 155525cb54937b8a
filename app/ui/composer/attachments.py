"""Images on their way into a message: attach, paste and drop (all through the worker-thread
pipeline of app.media, in the file's own encoding), the per-conversation image drafts, the
full-size viewer, and the image settings.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog

from app.config import Settings
from app.domain import ImagePart
from app.media import DEFAULT_POLICY, ResizePolicy
from app.services.drafts import DraftStore
from app.services.model_directory import ModelDirectory
from app.services.settings_store import SettingsStore
from app.storage import BlobStore
from app.ui.common.attachment_mime import AUDIO_SUFFIXES, IMAGE_SUFFIXES, MimeImages
from app.ui.common.image_viewer import ImageViewer
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.attachment_item import PendingImage
from app.ui.composer.frame import ComposerFrame

if TYPE_CHECKING:
    from app.ui.composer.attachment_tray import AttachmentTray

log = logging.getLogger(__name__)

THUMB_PIXELS = 192  # thumbnails are shown 96 px high, sharp at twice the pixel density
IMAGE_FILTER = "*.png *.jpg *.jpeg *.webp *.gif *.bmp *.tif *.tiff"
AUDIO_FILTER = "*.wav *.mp3"
DOCUMENT_FILTER = "*.pdf *.docx *.xlsx *.pptx *.csv *.txt *.md *.json *.log *.py *.js *.ts *.html"


class AttachmentsPresenter(QObject):
    """Signals:
    quickPrompt(str): a quick prompt next to the images was pressed.
    documentsChosen(list): files that are not images were attached (Paths): documents.
    audioChosen(list): audio files (WAV, MP3) were attached (Paths): clips.
    """

    quickPrompt = Signal(str)
    documentsChosen = Signal(list)
    audioChosen = Signal(list)

    def __init__(
        self,
        view: ComposerFrame,
        *,
        blobs: BlobStore,
        drafts: DraftStore,
        settings: SettingsStore,
        models: ModelDirectory,
        conversation_id: Callable[[], int | None],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._blobs = blobs
        self._drafts = drafts
        self._models = models
        self._conversation_id = conversation_id
        self._tasks = tasks
        self._status = status
        self._restoring = False
        # Per conversation: the latest change of its image draft wins.
        self._draft_seq: dict[int | None, int] = {}
        view.attachRequested.connect(self.choose_images)
        view.mediaReceived.connect(self.add)
        tray = view.tray
        tray.problem.connect(lambda text: self._status.show(text, 10_000))
        tray.notice.connect(lambda text: self._status.show(text, 10_000))
        tray.quickPrompt.connect(self.quickPrompt)
        tray.previewRequested.connect(self.preview)
        tray.changed.connect(self._on_tray_changed)
        settings.subscribe(self._apply_settings, fields=("image_policy", "quick_prompts"), now=True)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    @property
    def _tray(self) -> AttachmentTray:
        return self._view.tray  # built on first use

    def _apply_settings(self, _old: Settings, new: Settings) -> None:
        tray = self._tray
        try:
            tray.policy = ResizePolicy(new.image_policy)
        except ValueError:
            tray.policy = DEFAULT_POLICY
        tray.set_quick_prompts(new.quick_prompts)

    def set_model(self, model_id: str) -> None:
        """The model chosen: warn when it takes no images; price the estimate."""
        info = self._models.info(model_id)
        tray = self._tray
        tray.set_model_supports_vision(None if info is None else info.vision)
        tray.set_input_price(None if info is None else info.input_price)

    # ---- adding -------------------------------------------------------------------------

    def choose_images(self) -> None:
        paths, _filter = QFileDialog.getOpenFileNames(
            self._view,
            self.tr("Attach images or documents"),
            str(Path.home()),
            self.tr(
                "Images, documents and audio ({0} {1} {2});;Images ({0});;Audio ({2});;"
                "All files (*)"
            ).format(IMAGE_FILTER, DOCUMENT_FILTER, AUDIO_FILTER),
        )
        chosen = [Path(p) for p in paths]
        images = [p for p in chosen if p.suffix.lower() in IMAGE_SUFFIXES]
        others = self._route_audio([p for p in chosen if p not in images])
        if images:
            self._spawn(self._tray.add_files(images))
        if others:
            self.documentsChosen.emit(others)

    def _route_audio(self, paths: list[Path]) -> list[Path]:
        """Audio files go to the clips (audioChosen); the rest are returned."""
        audio = [p for p in paths if p.suffix.lower() in AUDIO_SUFFIXES]
        if audio:
            self.audioChosen.emit(audio)
        return [p for p in paths if p not in audio]

    def add(self, found: MimeImages) -> None:
        """Pasted or dropped (on the composer or the transcript): images (files, encoded
        bytes, a bitmap) and documents."""
        documents = self._route_audio(list(found.documents))
        if documents:
            self.documentsChosen.emit(documents)
        if found.files or found.data or found.bitmap is not None:
            self._spawn(self._tray.add_found(found))

    def busy(self) -> bool:
        return self._tray.is_busy()

    def pending(self) -> list[PendingImage]:
        return self._tray.attachments()

    def clear(self) -> None:
        self._tray.clear()

    async def store(self, pending: Sequence[PendingImage]) -> list[ImagePart]:
        """Processed images to the content-addressed blob store (off the UI thread)."""
        parts = []
        for item in pending:
            image = item.image
            blob = await asyncio.to_thread(self._blobs.put, image.data, image.mime)
            parts.append(
                ImagePart(
                    blob=blob,
                    mime=image.mime,
                    width=image.width,
                    height=image.height,
                    detail=item.detail,
                )
            )
        return parts

    # ---- image drafts: attached but unsent images, kept per conversation ----------------

    def _on_tray_changed(self) -> None:
        if not self._restoring:
            self._spawn(self._keep_draft(self._conversation_id(), self.pending()))

    async def _keep_draft(self, conversation_id: int | None, pending: list[PendingImage]) -> None:
        seq = self._draft_seq.get(conversation_id, 0) + 1
        self._draft_seq[conversation_id] = seq
        parts = await self.store(pending) if pending else []
        if seq != self._draft_seq[conversation_id]:
            return  # a later change of this draft was made meanwhile
        if self._drafts.set_images(conversation_id, parts):
            await asyncio.to_thread(self._drafts.write, self._drafts.snapshot())

    def leave_draft(self) -> None:
        """Switching away: the tray's images are in the draft already (saved on each change),
        so the tray is emptied without touching the draft."""
        self._restoring = True
        try:
            self._tray.clear()
        finally:
            self._restoring = False

    async def restore_draft(
        self, conversation_id: int | None, current: Callable[[], int | None]
    ) -> None:
        for part in self._drafts.images(conversation_id):
            data = await asyncio.to_thread(self.read_blob, part.blob)
            if conversation_id != current():
                return
            if data is None:
                continue  # the blob is gone: nothing to show, the text draft still is
            self._restoring = True
            try:
                await self._tray.add_stored(part, data)
            finally:
                self._restoring = False

    # ---- looking at images --------------------------------------------------------------

    def read_blob(self, digest: str) -> bytes | None:
        try:
            return self._blobs.get(digest)
        except (OSError, ValueError):
            return None

    def thumbnail(self, digest: str) -> bytes | None:
        """A transcript thumbnail of a stored image (blocking: call from a worker)."""
        from app.media import ImageError, thumbnail

        data = self.read_blob(digest)
        try:
            return thumbnail(data, THUMB_PIXELS) if data else None
        except ImageError:
            return None

    def image_url(self, part: ImagePart) -> str:
        return self._blobs.data_url(part.blob, part.mime)

    def view_image(self, digest: str) -> None:
        self._spawn(self._view_image(digest))

    async def _view_image(self, digest: str) -> None:
        data = await asyncio.to_thread(self.read_blob, digest)
        if data is None:
            self._status.show(self.tr("That image is no longer stored."), 5000)
            return
        ImageViewer(data, self.tr("Image"), self._view.window()).open()

    def preview(self, data: bytes) -> None:
        ImageViewer(data, self.tr("As it will be sent"), self._view.window()).open()
