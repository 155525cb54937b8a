"""Real faulty file systems for storage tests: a tiny tmpfs that fills up, a read-only bind
mount. Both need root (or CAP_SYS_ADMIN); when mounting fails, MountUnavailable says why and
the test skips with that reason."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path


class MountUnavailable(Exception):
    """This machine cannot make the mount (not root, no mount binary, a container rule)."""


def _run(*command: str) -> None:
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise MountUnavailable(f"{command[0]} could not run: {err}") from None
    if done.returncode != 0:
        raise MountUnavailable(
            f"'{' '.join(command)}' failed: {(done.stderr or done.stdout).strip()[:200]}"
        )


def _unmount(target: Path) -> None:
    # Lazy as a fallback: a test that failed may still hold a file open in there.
    if subprocess.run(["umount", str(target)], capture_output=True, check=False).returncode:
        subprocess.run(["umount", "-l", str(target)], capture_output=True, check=False)


@contextlib.contextmanager
def tmpfs(target: Path, size: str = "1m") -> Iterator[Path]:
    """A tmpfs of ``size`` mounted at ``target`` (created if needed)."""
    target.mkdir(parents=True, exist_ok=True)
    _run("mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(target))
    try:
        yield target
    finally:
        _unmount(target)


@contextlib.contextmanager
def read_only_bind(source: Path, target: Path) -> Iterator[Path]:
    """``source`` seen read-only at ``target`` (the kernel refuses every write there)."""
    target.mkdir(parents=True, exist_ok=True)
    _run("mount", "--bind", str(source), str(target))
    try:
        _run("mount", "-o", "remount,bind,ro", str(target))
        probe = target / ".write-probe"
        try:
            probe.touch()
        except OSError:
            pass
        else:
            probe.unlink()
            raise MountUnavailable("the bind mount stayed writable after remount,ro")
        yield target
    finally:
        _unmount(target)


def fill(directory: Path) -> Path:
    """Fill the file system of ``directory`` to the last byte; returns the filler file (delete
    it to free the space again)."""
    filler = directory / ".filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        for size in (65536, 4096, 512, 1):
            block = b"\0" * size
            with contextlib.suppress(OSError):  # ENOSPC: go on with smaller blocks
                while True:
                    os.write(fd, block)
    finally:
        os.close(fd)
    return filler
