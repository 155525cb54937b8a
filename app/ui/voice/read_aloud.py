"""Read aloud: a reply's text spoken through the speech model and voice of the settings,
starting as soon as the first sound arrives. The reply's action toggles to Stop while it is
spoken and back at the end; Esc (or Stop, or reading another reply) stops at once."""

from __future__ import annotations

import asyncio
import logging

import shiboken6
from PySide6.QtCore import QObject

from app.api import ApiError
from app.audio import AudioError
from app.services.voice import Voice
from app.storage import AsyncRepository
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.transcript.message_helpers import plain_text_of
from app.ui.transcript.view import TranscriptView

log = logging.getLogger(__name__)


class ReadAloud(QObject):
    def __init__(
        self,
        voice: Voice,
        *,
        repo: AsyncRepository,
        tasks: TaskRunner,
        status: StatusBus,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._voice = voice
        self._repo = repo
        self._tasks = tasks
        self._status = status
        self._task: asyncio.Task[None] | None = None
        self.reading: tuple[TranscriptView, int] | None = None  # where, and which reply

    def toggle(self, message_id: int, on: bool, view: TranscriptView) -> None:
        """The reply's Read aloud (on) or Stop (off)."""
        self.stop()
        if on:
            self.reading = (view, message_id)
            self._show(True)
            self._task = self._tasks.spawn(self._read(message_id), owner=view)

    def stop(self) -> bool:
        """Stop speaking; True if something was being read."""
        task, self._task = self._task, None
        if task is None or task.done():
            return False
        task.cancel()
        self._show(False)
        self.reading = None
        return True

    async def _read(self, message_id: int) -> None:
        try:
            message = await self._repo.get_message(message_id)
            if message is None:
                return
            text = plain_text_of(message.text)
            profile = message.params.profile if message.params is not None else ""
            self._status.show(self.tr("Reading the reply aloud… (Esc stops)"), 4000)
            await self._voice.speak(text, profile)
        except AudioError as err:
            self._status.show(err.message, 10_000)
        except ApiError as err:
            self._status.show(self.tr("Not read aloud: {0}").format(err.message), 15_000)
        finally:
            if asyncio.current_task() is self._task or self._task is None:
                self._show(False)
                self.reading = None
                self._task = None

    def _show(self, on: bool) -> None:
        if self.reading is None:
            return
        view, message_id = self.reading
        if not shiboken6.isValid(view):
            return
        widget = view.widget_of(message_id)
        if widget is not None:
            widget.set_reading_aloud(on)
