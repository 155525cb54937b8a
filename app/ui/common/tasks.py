"""The one seam between asyncio and Qt: every coroutine the UI starts is spawned, owned and,
at shutdown, awaited or cancelled here.

A task that fails is logged with its traceback; the person sees a sentence about what
happened (``app.services.failures``), never the exception text.

Work belongs to a Qt object: the runner itself, or the ``owner`` given to ``spawn`` (a
compare column, a dialog). When that object is destroyed its unfinished tasks are cancelled,
so nothing finishes later into a widget that is gone, and a task that ends after the runner
itself was destroyed is dropped (logged) instead of being reported through a dead signal.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject, Signal

from app.services.failures import describe_failure

log = logging.getLogger(__name__)

T = TypeVar("T")
SHUTDOWN_GRACE_S = 1.5


class _OwnedTasks:
    """The unfinished tasks of one owner; cancelled when the owner is destroyed.

    A plain object (not a QObject) so that it outlives the owner whose ``destroyed`` signal
    calls it."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[Any]] = set()

    def add(self, task: asyncio.Task[Any]) -> None:
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def cancel(self, *_args: object) -> None:
        for task in list(self.tasks):
            if not task.done():
                log.debug("owner gone: cancelling %s", task.get_name())
                task.cancel()
        self.tasks.clear()


class TaskRunner(QObject):
    """Signals:
    failed(str): a background task raised; the sentence says what happened and what to do.
    """

    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks: set[asyncio.Task[Any]] = set()
        self._owned: dict[int, _OwnedTasks] = {}
        self._latest: dict[str, asyncio.Task[Any]] = {}
        self.closing = False
        # The runner's own work goes when the runner goes (its parent window was deleted).
        mine = _OwnedTasks()
        self._mine = mine
        self.destroyed.connect(mine.cancel)

    def spawn(
        self, coro: Coroutine[Any, Any, T], *, owner: QObject | None = None, latest: str = ""
    ) -> asyncio.Task[T]:
        """Run ``coro`` on the loop. ``owner``: the object the work is for; destroying it
        cancels the task (default: the runner). ``latest``: a kind of work of which only the
        newest counts (opening a conversation): an earlier one still running is cancelled."""
        if latest:
            self.cancel_latest(latest)
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        self._mine.add(task)
        if owner is not None:
            self._owned_by(owner).add(task)
        if latest:
            self._latest[latest] = task
        if self.closing:
            task.cancel()  # nothing new starts once the app is closing
        return task

    def cancel_latest(self, kind: str) -> None:
        """Cancel the running work of this kind (not the task asking, if it is that work)."""
        task = self._latest.pop(kind, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    def _owned_by(self, owner: QObject) -> _OwnedTasks:
        key = id(owner)
        owned = self._owned.get(key)
        if owned is None:
            owned = self._owned[key] = _OwnedTasks()
            owners = self._owned

            def gone(*_args: object) -> None:
                owned.cancel()
                if owners.get(key) is owned:
                    del owners[key]

            owner.destroyed.connect(gone)
        return owned

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        err = task.exception()
        if err is None:
            return
        log.error("background task failed", exc_info=err)
        if shiboken6.isValid(self):
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


class WhileAlive:
    """Forwards method calls to ``target`` while ``target`` and every object in ``also``
    exist; after that, calls are dropped. A session's events go through one of these, so a
    reply that ends (stopped, cancelled) after its transcript was closed reports nowhere
    instead of into a deleted widget."""

    def __init__(self, target: QObject, *also: QObject) -> None:
        self._target = target
        self._objects = (target, *also)

    def alive(self) -> bool:
        return all(shiboken6.isValid(o) for o in self._objects)

    def __getattr__(self, name: str) -> Any:
        method = getattr(self._target, name)
        if not callable(method):
            return method

        def call(*args: Any, **kwargs: Any) -> Any:
            if self.alive():
                return method(*args, **kwargs)
            log.debug("dropped %s: its window is gone", name)
            return None

        return call
