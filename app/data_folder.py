"""The data folder: can we write to it, and is what we keep there private? No Qt.

Chat history is often more private than a password, so on POSIX systems everything Comet
Desk writes is readable by the user only: folders 0700, files 0600. Three layers make that
hold: ``app.main.run`` sets the process umask to 0o077 (covering every file any module
creates), the storage and logging code create their files with explicit modes (so it holds
when they are used as a library too), and ``secure_data_folder`` tightens what an older
version left wider, once, at start-up. On Windows these modes mean nothing; there the
per-user profile folder (%LOCALAPPDATA%) is private through its ACLs, which we rely on.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import time
from pathlib import Path

from app.translation import translate

log = logging.getLogger(__name__)

PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
POSIX_MODES = os.name == "posix"

# What the app itself keeps in a data folder (a folder the user chose may hold other things,
# which are not ours to change).
_OUR_NAMES = (
    "cometdesk.sqlite3",
    "blobs",
    "logs",
    "cache",
    "documents",
    "settings.json",
    "drafts.json",
    "presets.json",
    "tools.json",
    "mcp.json",
    "sync-round.lock",
)
_OUR_PREFIXES = ("cometdesk.sqlite3", "settings.json", ".settings-", ".drafts-", ".presets-")


def data_folder_problem(path: Path) -> str | None:
    """None if Comet Desk can keep its data in ``path`` (created 0700 if missing);
    otherwise one sentence for the user saying where and why not."""
    try:
        private_mkdir(path)
        if not path.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(path))
        # Really write: access() says yes to root on a read-only mount's permission bits.
        # A name of our own rather than tempfile.mkstemp: importing tempfile costs ~4 ms of
        # every start-up, before the window shows.
        probe = path / f".write-test-{os.getpid()}-{time.monotonic_ns()}"
        os.close(os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE))
        os.unlink(probe)
    except OSError as err:
        reason = os.strerror(err.errno) if err.errno else str(err)
        return translate(
            "DataFolder", "Comet Desk cannot write to its data folder {0}: {1}."
        ).format(path, reason)
    return None


def private_mkdir(path: Path) -> None:
    """Create ``path`` and any missing parents, each new level 0700 (``mkdir -p`` would use
    the umask's mode for the parents)."""
    missing: list[Path] = []
    current = path
    while not current.exists() and current != current.parent:
        missing.append(current)
        current = current.parent
    for level in reversed(missing):
        with contextlib.suppress(FileExistsError):  # another process made it meanwhile
            level.mkdir(mode=PRIVATE_DIR)
            if POSIX_MODES:
                os.chmod(level, PRIVATE_DIR)  # mkdir's mode is narrowed by the umask only


def create_private_file(path: Path) -> None:
    """Make ``path`` exist as an empty 0600 file if it does not (before SQLite creates a
    database there: its -wal and -shm files then take the same mode)."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PRIVATE_FILE))


def _wider(mode: int, private: int) -> bool:
    return bool(stat.S_IMODE(mode) & ~private & 0o777)


def _tighten(path: Path, problems: list[str]) -> bool:
    """chmod ``path`` to 0700/0600 if it is wider; False if that was not possible."""
    try:
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            return True  # never follow a link out of the folder
        private = PRIVATE_DIR if stat.S_ISDIR(info.st_mode) else PRIVATE_FILE
        if _wider(info.st_mode, private):
            os.chmod(path, private)
    except OSError as err:
        problems.append(f"{path}: {err.strerror or err}")
        return False
    return True


def _ours(entry: Path) -> bool:
    return entry.name in _OUR_NAMES or entry.name.startswith(_OUR_PREFIXES)


def _needs_tightening(path: Path, *, chosen: bool) -> bool:
    """Cheap: only when something an older version made is wider (then the walk runs once)."""
    if not chosen and _wider(path.stat().st_mode, PRIVATE_DIR):
        return True
    for name in ("cometdesk.sqlite3", "blobs", "logs", "settings.json"):
        entry = path / name
        with contextlib.suppress(OSError):
            private = PRIVATE_DIR if entry.is_dir() else PRIVATE_FILE
            if _wider(entry.lstat().st_mode, private):
                return True
    return False


def secure_data_folder(path: Path, *, chosen: bool) -> list[str]:
    """Make what Comet Desk keeps in ``path`` readable by the user only.

    The default folder is ours: it and everything in it are tightened. A folder the user
    chose (COMETDESK_DATA_DIR, --data-dir, Settings) keeps its own mode, and only the
    entries the app created in it are tightened. Runs the full walk only when something is
    wider than it should be, and logs what it did. Returns what could not be changed (one
    "path: reason" each; also logged), for the app to tell the user.
    """
    if not POSIX_MODES or not path.is_dir() or not _needs_tightening(path, chosen=chosen):
        return []
    problems: list[str] = []
    entries: list[Path] = []
    roots = [path] if not chosen else [e for e in path.iterdir() if _ours(e)]
    for root in roots:
        if not root.is_dir() or root.is_symlink():
            entries.append(root)
            continue
        for current, _dirs, files in os.walk(root):  # does not follow links
            here = Path(current)
            entries += [here, *(here / name for name in files)]
    changed = 0
    for entry in entries:
        with contextlib.suppress(OSError):
            before = entry.lstat().st_mode
            _tighten(entry, problems)
            changed += entry.lstat().st_mode != before
    log.warning(
        "data folder %s was readable by other accounts: made %d entries private (0700/0600)%s",
        path,
        changed,
        "; the folder itself keeps the mode you gave it" if chosen else "",
    )
    for problem in problems:
        log.warning("could not make private: %s", problem)
    return problems
