"""What the result files of `cometdesk describe` and `cometdesk batch` do the same way so that a
killed run loses nothing finished: on start the file is rewritten (atomically) with what an
earlier run left that is worth keeping and opened for appending; each result is then
appended and flushed as soon as it is known; at the end the whole file is rewritten
atomically in its final order. Files are readable by the user only (0600). A model's reply
can hold a lone surrogate, which UTF-8 cannot encode: it is written as U+FFFD.
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Iterable
from pathlib import Path
from typing import IO, ClassVar

from app.storage.export_file import private_output
from app.storage.text_safety import clean_text


class AppendedFile:
    """A result file written as results arrive. Each kind says which error it raises
    (``error``: ``str(err)`` is one sentence) and how its results are written as text."""

    error: ClassVar[type[Exception]] = Exception

    def __init__(self, path: Path) -> None:
        self.path = path
        self._appending: IO[str] | None = None

    def _start(self, target: Path, texts: Iterable[str]) -> None:
        """Rewrite ``target`` (the file, or a sidecar it grows in) with only ``texts`` and
        open it for appending. Raises ``error`` when it cannot be written."""
        try:
            _write_atomically(target, texts)
            self._appending = target.open("a", encoding="utf-8", newline="")
        except OSError as err:
            raise self._cannot_write(err) from err

    def _add(self, text: str) -> None:
        """Append one result and flush it: a run killed after this keeps it."""
        assert self._appending is not None, "start() first"
        self._appending.write(clean_text(text)[0])
        self._appending.flush()

    def _finish(self, texts: Iterable[str], *, drop: Path | None = None) -> None:
        """The whole file in its final order, atomically; then ``drop`` (a sidecar the file
        now holds) goes. Raises ``error`` when it cannot be written."""
        self.close()
        try:
            _write_atomically(self.path, texts)
            if drop is not None:
                with contextlib.suppress(FileNotFoundError):
                    drop.unlink()
        except OSError as err:
            raise self._cannot_write(err) from err

    def close(self) -> None:
        appending, self._appending = self._appending, None
        if appending is not None:
            # A result that could not be written (a full disk) was reported when add()
            # raised; closing must not raise it a second time, past the sentence that said so.
            with contextlib.suppress(OSError):
                appending.close()

    def _cannot_write(self, err: OSError) -> Exception:
        return self.error(cannot_write_sentence(self.path, err))


def cannot_write_sentence(path: Path, err: OSError) -> str:
    """One sentence for a result that cannot be written; a full disk says what to do."""
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return (
            f"{path} cannot be written: the disk is full. Free some space and run the"
            " command again to go on."
        )
    return f"{path} cannot be written ({err.strerror or type(err).__name__})."


def _write_atomically(path: Path, texts: Iterable[str]) -> None:
    """Readers see the old file or the new one, never half of one; 0600 from the start."""
    with private_output(path) as out:
        for text in texts:
            out.write(clean_text(text)[0])
