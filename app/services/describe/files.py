"""Which files `cometdesk describe` sends: the files named, and the images in the folders
named (recursively), once each, in a stable sorted order."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

# In folders, a file is taken by its name. Formats app.media refuses (HEIC, AVIF, SVG) are
# taken too, so their rows say why instead of the files going unmentioned. A file named on
# the command line is always taken: app.media decides from its bytes.
IMAGE_SUFFIXES = frozenset(
    {
        ".png",
        ".jpg",
        ".jpeg",
        ".jpe",
        ".jfif",
        ".gif",
        ".webp",
        ".bmp",
        ".tif",
        ".tiff",
        ".heic",
        ".heif",
        ".avif",
        ".svg",
    }
)


class NoSuchPath(Exception):
    """A path on the command line does not exist; ``str(err)`` is one sentence."""


def find_images(paths: Sequence[Path], *, skip: Iterable[Path] = ()) -> list[Path]:
    """The files to describe, sorted by path; ``skip``: files never taken (the output)."""
    skipped = {os.path.abspath(p) for p in skip}
    found: dict[str, Path] = {}
    for path in paths:
        if path.is_dir():
            candidates = _walk(path)
        elif path.is_file():
            candidates = [path]
        else:
            raise NoSuchPath(f"{path}: no such file or folder.")
        for file in candidates:
            absolute = os.path.abspath(file)
            if absolute not in skipped:
                found.setdefault(absolute, file)
    return sorted(found.values(), key=lambda p: str(p))


def _walk(folder: Path) -> list[Path]:
    files = []
    for root, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".")]  # .git, .thumbnails, …
        for name in names:
            if not name.startswith(".") and Path(name).suffix.lower() in IMAGE_SUFFIXES:
                files.append(Path(root) / name)
    return files
