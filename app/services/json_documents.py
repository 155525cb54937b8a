"""The small JSON files the app keeps in the data folder (presets, compare setups, the
prompt library): read leniently, written whole.

Reading: a missing file is "nothing saved yet"; a damaged one is moved aside to
``NAME.json.bad`` for inspection, and the caller starts from its defaults. Writing goes to a
temporary file beside the target and is renamed over it, so a crash never leaves half a
file."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from app.storage.text_safety import clean_text


class _Missing:
    """Returned where there is nothing to read (no file, or one set aside)."""


NOTHING = _Missing()


def read_document(path: Path) -> Any:
    """The JSON value in ``path``, or NOTHING when there is no file or it is damaged (then
    set aside)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return NOTHING
    except (OSError, ValueError):
        set_aside(path)
        return NOTHING


def set_aside(path: Path) -> None:
    """Keep a damaged file for inspection, out of the way of the next save."""
    with contextlib.suppress(OSError):
        path.replace(path.with_suffix(".json.bad"))


def write_document(path: Path, text: str) -> None:
    """``text`` as the whole of ``path``, atomically (the folder is made if needed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.stem}-", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
    os.replace(tmp, path)


def dump(data: Any) -> str:
    """The layout of these files: indented, non-ASCII kept as it is. A lone surrogate (a
    broken character read from an older file or pasted) becomes U+FFFD, so the file can
    always be written as UTF-8 and nothing else in it is lost."""
    return clean_text(json.dumps(data, indent=2, ensure_ascii=False))[0]


__all__ = ["NOTHING", "dump", "read_document", "set_aside", "write_document"]
