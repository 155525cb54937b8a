"""The one seam between asyncio and Qt (STYLE.md #3): every coroutine the UI starts is
spawned, owned and, at shutdown, awaited or cancelled here.

A task that fails is logged with its traceback; the person sees a sentence about what
happened (``app.services.failures``), never the exception text.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal

from app.services.failures import describe_failure

log = logging.getLogger(__name__)

T = TypeVar("T")
SHUTDOWN_GRACE_S = 1.5


class TaskRunner(QObject):
    """Signals:
    failed(str): a background task raised; the sentence says what happened and what to do.
    """

    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks: set[asyncio.Task[Any]] = set()
        self.closing = False

    def spawn(self, coro: Coroutine[Any, Any, T]) -> asyncio.Task[T]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        if self.closing:
            task.cancel()  # nothing new starts once the app is closing
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        err = task.exception()
        if err is not None:
            log.error("background task failed", exc_info=err)
            self.failed.emit(describe_failure(err))

    def pending(self) -> list[asyncio.Task[Any]]:
        current = asyncio.current_task()
        return [t for t in self._tasks if t is not current and not t.done()]

    async def shutdown(self) -> None:
        """Let short background work finish (a model list, a balance: cancelling one in the
        middle of a connect leaves its socket to the garbage collector), then cancel the
        rest and wait for it."""
        self.closing = True
        if pending := self.pending():
            await asyncio.wait(pending, timeout=SHUTDOWN_GRACE_S)
        while others := self.pending():
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)
