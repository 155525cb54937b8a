"""The unsent text of each conversation: saved a moment after typing stops, put back when
the conversation is opened again, written in full when the app closes. A full disk is
logged, not shouted over the message that matters (Send's)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit

from app.services.drafts import DraftStore

log = logging.getLogger(__name__)

SAVE_AFTER_MS = 800


class DraftKeeper(QObject):
    def __init__(
        self,
        composer: QPlainTextEdit,
        drafts: DraftStore,
        spawn: Callable[[Coroutine[Any, Any, Any]], object],
    ) -> None:
        super().__init__(composer)
        self._composer = composer
        self.drafts = drafts
        self._spawn = spawn
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_AFTER_MS)
        composer.textChanged.connect(self._timer.start)
        self.conversation_id: int | None = None
        self._timer.timeout.connect(lambda: self.save(self.conversation_id))

    def pending(self) -> bool:
        return self._timer.isActive()

    def save(self, conversation_id: int | None) -> None:
        self._timer.stop()
        if self.drafts.set(conversation_id, self._composer.toPlainText()):
            self._spawn(self._write())

    async def _write(self) -> None:
        try:
            await asyncio.to_thread(self.drafts.write, self.drafts.snapshot())
        except OSError:
            # The text is still in the box and in memory; a full or read-only disk is said
            # where it matters (Send), not over it by every keystroke's autosave.
            log.warning("the draft could not be saved", exc_info=True)

    def restore(self, conversation_id: int | None) -> None:
        self.conversation_id = conversation_id
        composer = self._composer
        composer.blockSignals(True)
        try:
            composer.setPlainText(self.drafts.get(conversation_id))
            composer.moveCursor(QTextCursor.MoveOperation.End)
        finally:
            composer.blockSignals(False)

    def flush(self, conversation_id: int | None) -> None:
        """Closing: the draft is written now, in full."""
        self._timer.stop()
        self.drafts.set(conversation_id, self._composer.toPlainText())
        try:
            self.drafts.save()
        except OSError:
            log.warning("the draft could not be saved while closing", exc_info=True)
