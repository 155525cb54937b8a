"""A one-line progress bar on a terminal, for the long `cometdesk sync` commands.

Drawn on stderr with carriage returns and cleared at the end, so only the summary line
stays. When the stream is not a terminal (scripts, tests, a log file) nothing is written.
"""

from __future__ import annotations

from types import TracebackType
from typing import TextIO

WIDTH = 28
LABELS = {
    "wait": "Waiting for another sync round",
    "send": "Sending",
    "receive": "Receiving",
    "copy": "Packing",
    "upload": "Uploading",
    "verify": "Verifying",
    "download": "Downloading",
    "unpack": "Unpacking",
    "merge": "Merging",
}


class ProgressBar:
    """Call it as ``progress(phase, done, total)``; use it as a context manager so the line
    is cleared however the command ends. ``total`` 0 means unknown: a count, no bar."""

    def __init__(self, stream: TextIO, width: int = WIDTH) -> None:
        self._stream = stream
        self._width = width
        self._on = _is_terminal(stream)
        self._shown = ""

    def __call__(self, phase: str, done: int, total: int) -> None:
        if not self._on:
            return
        label = LABELS.get(phase, phase.capitalize())
        if total > 0:
            done = max(0, min(done, total))
            filled = self._width * done // total
            bar = "#" * filled + "-" * (self._width - filled)
            line = f"{label} [{bar}] {100 * done // total:3d}% ({done}/{total})"
        else:
            line = f"{label} … {done}"
        if line == self._shown:
            return  # many calls change nothing visible: do not redraw
        # Pad over what a longer previous line left.
        self._stream.write("\r" + line.ljust(len(self._shown)))
        self._stream.flush()
        self._shown = line

    def clear(self) -> None:
        if self._shown:
            self._stream.write("\r" + " " * len(self._shown) + "\r")
            self._stream.flush()
            self._shown = ""

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(
        self,
        _type: type[BaseException] | None,
        _value: BaseException | None,
        _traceback: TracebackType | None,
    ) -> None:
        self.clear()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or stand-in stream
        return False


__all__ = ["ProgressBar"]
