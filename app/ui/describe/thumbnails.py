"""Thumbnails for the describe table, made only for the rows the table paints: asked for
when a cell is drawn, decoded in a worker thread (never on the UI thread), kept in a small
cache. Rows scrolled past before their turn are forgotten, so a fast scroll through a
thousand images decodes only what stops on screen."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QIcon, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

from app.ui.common.icons import icon
from app.ui.common.tasks import TaskRunner

log = logging.getLogger(__name__)

THUMB_PIXELS = 40
CACHED = 400  # thumbnails kept: a few screens' worth (40×40 PNGs, ~6 kB each)
QUEUED = 64  # requests waiting: the newest (the rows on screen now) go first
WORKERS = 2
MAX_SOURCE_BYTES = 50 * 1024 * 1024


def make_thumbnail(path: str, size: int = THUMB_PIXELS) -> bytes | None:
    """A small PNG of the image at ``path``; None when it is not an image we read
    (blocking: call it from a worker thread)."""
    from app.media import ImageError, thumbnail

    try:
        file = Path(path)
        if file.stat().st_size > MAX_SOURCE_BYTES:
            return None
        return thumbnail(file.read_bytes(), size)
    except (ImageError, OSError, ValueError):
        return None


class Thumbnails(QObject):
    """Signals:
    ready(str): the thumbnail of this file is made (or known not to be possible).
    """

    ready = Signal(str)

    def __init__(self, tasks: TaskRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._cache: OrderedDict[str, QPixmap | None] = OrderedDict()
        self._waiting: OrderedDict[str, None] = OrderedDict()
        self._busy: set[str] = set()
        self._workers = 0
        self._placeholders: dict[str, QIcon] = {}

    def get(self, file: str) -> QPixmap | QIcon | None:
        """The thumbnail if made (a plain image icon for a file that is no image we read);
        otherwise None now, and ``ready(file)`` once it is."""
        if file in self._cache:
            self._cache.move_to_end(file)
            return self._cache[file] or self._placeholder()
        if file not in self._busy:
            self._waiting[file] = None
            self._waiting.move_to_end(file)
            while len(self._waiting) > QUEUED:
                self._waiting.popitem(last=False)  # scrolled past: asked again if shown
            if self._workers < WORKERS:
                self._workers += 1
                self._tasks.spawn(self._work(), owner=self)
        return None

    def _placeholder(self) -> QIcon:
        colour = QApplication.palette().color(QPalette.ColorRole.PlaceholderText).name()
        if colour not in self._placeholders:  # one per theme
            self._placeholders[colour] = icon("image", colour, sizes=(24,))
        return self._placeholders[colour]

    def clear(self) -> None:
        self._cache.clear()
        self._waiting.clear()

    async def _work(self) -> None:
        try:
            while self._waiting:
                file, _ = self._waiting.popitem(last=True)
                self._busy.add(file)
                try:
                    data = await asyncio.to_thread(make_thumbnail, file)
                finally:
                    self._busy.discard(file)
                pixmap: QPixmap | None = None
                if data is not None:
                    pixmap = QPixmap()
                    if not pixmap.loadFromData(data, "PNG"):
                        pixmap = None
                self._cache[file] = pixmap
                while len(self._cache) > CACHED:
                    self._cache.popitem(last=False)
                self.ready.emit(file)
        finally:
            self._workers -= 1
