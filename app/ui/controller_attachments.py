"""Attach, paste and drop images; previews; image settings (part of ChatController)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QFileDialog,
)

from app.api import (
    price_for,
)
from app.domain import ImagePart, Message
from app.media import DEFAULT_POLICY, ResizePolicy
from app.ui.attachment_tray import PendingImage
from app.ui.image_viewer import ImageViewer

log = logging.getLogger(__name__)


class AttachmentActions:
    """Mixin for ChatController: uses its attributes and Qt methods (tr, signals)."""

    async def _store_images(self, pending: list[PendingImage]) -> list[ImagePart]:
        """Processed images go to the content-addressed blob store (off the UI thread)."""
        parts = []
        for item in pending:
            image = item.image
            blob = await asyncio.to_thread(self.blobs.put, image.data, image.mime)
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

    # ---- image drafts: attached but unsent images, kept per conversation ---------------

    _restoring_images = False
    # Per conversation: the latest change wins. Replaced on each change, never mutated.
    _image_draft_seq: dict[int | None, int] = {}  # noqa: RUF012

    def _on_tray_changed(self) -> None:
        if not self._restoring_images:
            pending = self.window.attachment_tray.attachments()
            self._spawn(self._keep_image_draft(self.conversation_id, pending))

    async def _keep_image_draft(
        self, conversation_id: int | None, pending: list[PendingImage]
    ) -> None:
        seq = self._image_draft_seq.get(conversation_id, 0) + 1
        self._image_draft_seq = {**self._image_draft_seq, conversation_id: seq}
        parts = await self._store_images(pending) if pending else []
        if seq != self._image_draft_seq[conversation_id]:
            return  # a later change of this draft was made meanwhile
        if self.drafts.set_images(conversation_id, parts):
            await asyncio.to_thread(self.drafts.write, self.drafts.snapshot())

    def _leave_image_draft(self) -> None:
        """Switching away: the tray's images are in the draft already (saved on each change),
        so the tray is emptied without touching the draft."""
        self._restoring_images = True
        try:
            self.window.attachment_tray.clear()
        finally:
            self._restoring_images = False

    async def _restore_image_draft(self, conversation_id: int | None) -> None:
        for part in self.drafts.images(conversation_id):
            data = await asyncio.to_thread(self._read_blob, part.blob)
            if conversation_id != self.conversation_id:
                return
            if data is None:
                continue  # the blob is gone: nothing to show, the text draft still is
            self._restoring_images = True
            try:
                await self.window.attachment_tray.add_stored(part, data)
            finally:
                self._restoring_images = False

    def _read_blob(self, digest: str) -> bytes | None:
        try:
            return self.blobs.get(digest)
        except (OSError, ValueError):
            return None

    async def _view_image(self, digest: str) -> None:
        data = await asyncio.to_thread(self._read_blob, digest)
        if data is None:
            self.show_status(self.tr("That image is no longer stored."), 5000)
            return
        viewer = ImageViewer(data, self.tr("Image"), self.window)
        viewer.open()

    def _choose_images(self) -> None:
        paths, _filter = QFileDialog.getOpenFileNames(
            self.window,
            self.tr("Attach images"),
            str(Path.home()),
            self.tr("Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp *.tif *.tiff);;All files (*)"),
        )
        if paths:
            self._spawn(self.window.attachment_tray.add_files([Path(p) for p in paths]))

    def _on_media(self, media: list[QImage | Path]) -> None:
        tray = self.window.attachment_tray
        for item in media:
            if isinstance(item, QImage):
                self._spawn(tray.add_qimage(item))
            else:
                self._spawn(tray.add_files([item]))

    def _apply_image_settings(self) -> None:
        tray = self.window.attachment_tray
        try:
            tray.policy = ResizePolicy(self.settings.image_policy)
        except ValueError:
            tray.policy = DEFAULT_POLICY
        tray.set_quick_prompts(self.settings.quick_prompts)

    def _preview_attachment(self, data: bytes) -> None:
        ImageViewer(data, self.tr("As it will be sent"), self.window).open()

    def _on_quick_prompt(self, text: str) -> None:
        if not self.window.composer.toPlainText().strip():
            self.window.composer.setPlainText(text)
        self.send_from_composer()

    def _update_model_hints(self, model_id: str) -> None:
        info = self._models.get(model_id.strip())
        tray = self.window.attachment_tray
        tray.set_model_supports_vision(None if info is None else info.vision)
        tray.set_input_price(None if info is None else info.input_price)

    def _cost_of(self, message: Message) -> float | None:
        info = self._models.get(message.model)
        if info is None or message.usage is None:
            return None
        return price_for(info, message.usage)
