"""Changes another process made to the history while the window runs (`cometdesk import`,
`sync now`, `history rename`, a cron job): the window notices them and shows them.

Commands work beside the window through SQLite's own locking; the window's connection then
sees a new data version (SQLite counts other connections' commits, never its own). Polled
every few seconds while the window is shown: one tiny query on the database thread.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.storage import AsyncRepository
from app.ui.common.tasks import TaskRunner

POLL_MS = 2000


class HistoryWatch(QObject):
    """Signals:
    changedElsewhere(bool): another process changed the history; True when the
        conversation ``shown()`` names is among what changed (reload it).
    """

    changedElsewhere = Signal(bool)

    def __init__(
        self,
        repo: AsyncRepository,
        tasks: TaskRunner,
        shown: Callable[[], int | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._repo = repo
        self._tasks = tasks
        self._shown = shown
        self._seen: tuple[int, int | None, str | None] | None = None
        self._checking = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._check)

    def start(self) -> None:
        self._check()  # what the window read at start-up is the first thing to compare with
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _check(self) -> None:
        if not self._checking:
            self._checking = True
            self._tasks.spawn(self._compare(), owner=self)

    async def _compare(self) -> None:
        try:
            shown = self._shown()
            version, printed = await self._repo.outside_changes(shown)
        finally:
            self._checking = False
        seen, self._seen = self._seen, (version, shown, printed)
        if seen is None or seen[0] == version:
            return
        # A conversation opened since the last look may have been read before the change or
        # after it: reload it to be sure (rare: a change and an opening in one interval).
        self.changedElsewhere.emit(shown is not None and (seen[1] != shown or seen[2] != printed))


__all__ = ["POLL_MS", "HistoryWatch"]
