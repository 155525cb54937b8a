"""What the window's kept jobs (describe jobs, prompt sets) do the same way on disk, so that
a job survives closing the app: one private folder per job under the data folder, newest
first; a JSON file that describes the job, rewritten whole and atomically (written aside,
then renamed: a crash leaves the old one or the new one); and a JSON Lines file of what
finished, appended and flushed to the disk line by line. A line a crash cut short is
ignored when read, and the next append starts on a line of its own, so no earlier line is
ever lost.

What cannot be written or read raises OSError, for each store to put in its own words (its
own error, its own translated sentence). Pure Python and blocking: the window calls it
through ``asyncio.to_thread``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
import uuid
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Generic, TypeVar

from app.data_folder import private_mkdir
from app.storage.text_safety import clean_text

Folder = TypeVar("Folder", bound="KeptFolder")


def new_id() -> str:
    """A new job's name: the time and a random tail, so that names sort by age."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6]


class KeptFolder:
    """One job's folder."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def remove(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


class KeptJobs(Generic[Folder]):
    """The jobs of one kind in ``root``, a folder each, newest first; making one removes
    the oldest beyond ``keep``. Each kind says how a folder is opened and how old it is."""

    keep = 5

    def __init__(self, root: Path) -> None:
        self.root = root

    def _open(self, path: Path) -> Folder | None:
        """The job in ``path``, or None for anything that is not a whole job of its kind."""
        raise NotImplementedError

    def _age(self, folder: Folder) -> tuple[float, str]:
        raise NotImplementedError

    def _make(self, name: str, fill: Callable[[Path], Folder]) -> Folder:
        """A new private folder ``name``, given its files by ``fill``. Raises OSError when
        the folder cannot be made."""
        path = self.root / name
        private_mkdir(self.root)
        private_mkdir(path)
        folder = fill(path)
        for old in self.all()[self.keep :]:
            old.remove()
        return folder

    def all(self) -> list[Folder]:
        """Every readable job, newest first."""
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return []
        folders = []
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                folder = self._open(Path(entry.path))
                if folder is not None:
                    folders.append(folder)
        return sorted(folders, key=self._age, reverse=True)

    def latest(self) -> Folder | None:
        folders = self.all()
        return folders[0] if folders else None


def read_document(path: Path, version: int) -> dict[str, Any] | None:
    """The JSON object in ``path`` when it says it is of this ``version`` ("format"), else
    None (missing, unreadable, cut short, or of another version)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != version:
        return None
    return data


def write_document(path: Path, data: Mapping[str, Any]) -> None:
    """``data`` as the JSON in ``path``, atomically, readable by the user only. Raises
    OSError (and leaves no file aside)."""
    tmp = path.with_name(path.name + ".tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with open(fd, "w", encoding="utf-8") as fh:
            fh.write(clean_text(json.dumps(data, ensure_ascii=False))[0])
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def append_line(path: Path, item: Mapping[str, Any]) -> None:
    """``item`` as one more JSON line of ``path``, on the disk when this returns. Raises
    OSError."""
    data = (clean_text(json.dumps(item, ensure_ascii=False))[0] + "\n").encode("utf-8")
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
    with open(fd, "r+b", buffering=0) as fh:
        end = fh.seek(0, os.SEEK_END)
        if end > 0:
            fh.seek(end - 1)
            if fh.read(1) != b"\n":
                data = b"\n" + data  # after a torn line, start a line of our own
        fh.write(data)
        os.fsync(fh.fileno())


def read_lines(path: Path) -> list[dict[str, Any]]:
    """The JSON objects of ``path``'s lines, in order (none when there is no file); a line a
    crash cut short, or that holds no object, is passed over. Raises OSError."""
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except FileNotFoundError:
        return []
    items = []
    for line in text.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue  # a line a crash cut short
        if isinstance(item, dict):
            items.append(item)
    return items
