"""Watched folders: while the app runs, each base's folders and files are watched, and the
files that changed (edited, added, deleted) are reported per base after a quiet moment.

QFileSystemWatcher watches a folder's entries (a file added, removed or renamed) and a
file's content, not a whole tree: every folder under a source is watched, and every
document in it up to ``MAX_FILES`` paths (the system's inotify budget is shared with other
programs; past it, a folder's new and deleted files are still seen, edits are not). Events
come in bursts (an editor saves in several steps), so they are gathered for ``DEBOUNCE_MS``.
The listing of folders runs on a worker thread.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

from app.ui.common.tasks import TaskRunner

DEBOUNCE_MS = 800
MAX_FILES = 4_000


def _scan(sources: Sequence[str]) -> tuple[list[str], dict[str, set[str]]]:
    """The folders under the sources (each with its document files), and every file."""
    from app.kb.indexer import DOCUMENT_SUFFIXES

    folders: dict[str, set[str]] = {}
    files: list[str] = []
    for source in sources:
        if os.path.isfile(source):
            files.append(source)
            continue
        for root, dirs, names in os.walk(source):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            found = {
                os.path.join(root, n)
                for n in names
                if not n.startswith(".") and Path(n).suffix.lower() in DOCUMENT_SUFFIXES
            }
            folders[root] = found
            files.extend(sorted(found))
    return files, folders


class FolderWatcher(QObject):
    """Signals:
    changed(str, list): a base's files that changed (its name, their paths).
    """

    changed = Signal(str, list)

    def __init__(self, tasks: TaskRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(self._folder_changed)
        self._watcher.fileChanged.connect(self._file_changed)
        self._sources: dict[str, list[str]] = {}  # base -> its sources
        self._folders: dict[str, set[str]] = {}  # folder -> its documents, as last seen
        self._pending: set[str] = set()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self._flush)

    def watch(self, bases: Mapping[str, Sequence[str]]) -> asyncio.Task[None]:
        """Watch these bases' sources (and only these): {name: sources}."""
        self._sources = {name: list(sources) for name, sources in bases.items()}
        return self._tasks.spawn(self._rewatch(), owner=self)

    def watched(self) -> list[str]:
        return self._watcher.directories() + self._watcher.files()

    async def _rewatch(self) -> None:
        every = [s for sources in self._sources.values() for s in sources]
        files, folders = await asyncio.to_thread(_scan, every)
        self._folders = folders
        old = self.watched()
        if old:
            self._watcher.removePaths(old)
        wanted = list(folders) + files[: max(0, MAX_FILES - len(folders))]
        if wanted:
            self._watcher.addPaths(wanted)

    def _folder_changed(self, folder: str) -> None:
        self._pending.add(folder)
        self._timer.start()

    def _file_changed(self, path: str) -> None:
        self._pending.add(path)
        # An editor that saves by writing a new file and renaming it over the old one
        # drops the watch: it is set again.
        if os.path.exists(path) and path not in self._watcher.files():
            self._watcher.addPath(path)
        self._timer.start()

    def _flush(self) -> None:
        pending, self._pending = self._pending, set()
        self._tasks.spawn(self._report(pending), owner=self)

    async def _report(self, paths: set[str]) -> None:
        changed: set[str] = set()
        for path in paths:
            if path in self._folders:
                before = self._folders[path]
                _files, now = await asyncio.to_thread(_scan, [path])
                after = now.get(path, set())
                changed |= before ^ after  # added and deleted documents
                new_folders = [f for f in now if f not in self._folders]
                self._folders.update(now)
                if new_folders:
                    self._watcher.addPaths(new_folders)
                    changed |= {f for folder in new_folders for f in now[folder]}
                fresh = [f for f in after - before if f not in self._watcher.files()]
                if fresh:
                    self._watcher.addPaths(fresh)
            else:
                changed.add(path)
        for name, sources in self._sources.items():
            mine = sorted(p for p in changed if _under(p, sources))
            if mine:
                self.changed.emit(name, mine)


def _under(path: str, sources: Sequence[str]) -> bool:
    return any(path == s or path.startswith(s.rstrip(os.sep) + os.sep) for s in sources)
