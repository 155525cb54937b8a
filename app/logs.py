"""Logging to a rotating file in the data dir, with anything key-shaped redacted first.

The log is private (logs/ 0700, files 0600). A data folder that cannot be written does not
stop the app: logging falls back to stderr and says why (RedactingFilter.problem).
"""

from __future__ import annotations

import io
import logging
import os
from pathlib import Path

from app.data_folder import PRIVATE_FILE, private_mkdir
from app.secrets import redact

LOG_DIRNAME = "logs"
LOG_FILENAME = "cometdesk.log"


class RedactingFilter(logging.Filter):
    """Rewrites every record so neither the message nor a traceback can carry a key."""

    def __init__(self, *known_keys: str) -> None:
        super().__init__()
        self.known_keys = list(known_keys)
        # Set by setup_logging: the log file, or why there is none (stderr only).
        self.log_file: Path | None = None
        self.problem: str | None = None

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(record.getMessage(), *self.known_keys)
        record.args = None
        if record.exc_info:
            text = logging.Formatter().formatException(record.exc_info)
            record.exc_text = redact(text, *self.known_keys)
            record.exc_info = None
        return True


def _open_private(path: str | Path) -> int:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, PRIVATE_FILE)
    if os.name == "posix":
        os.fchmod(fd, PRIVATE_FILE)  # a file an older version made 0644
    return fd


def _private_rotating_file(path: Path) -> logging.Handler:
    """1 MB × 3 files, each one it opens (the first and each after a rollover) 0600."""
    import logging.handlers

    class PrivateRotatingFileHandler(logging.handlers.RotatingFileHandler):
        def _open(self) -> io.TextIOWrapper:
            fd = _open_private(self.baseFilename)
            return open(fd, "a", encoding=self.encoding, errors=self.errors)  # always text

    return PrivateRotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")


class LogFile(logging.Handler):
    """The log file, its rotating handler made with the first record: logging.handlers
    costs ~5 ms to import, and a normal start logs nothing before the window is painted."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self._file is None:
            self._file = _private_rotating_file(self.path)
            self._file.setFormatter(self.formatter)
        self._file.emit(record)

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        super().close()


def setup_logging(data_dir: Path, *, debug: bool = False) -> RedactingFilter:
    """File log (1 MB × 3) plus stderr for warnings; returns the filter so the app can add
    the key it is using to the known secrets. Never raises for an unwritable folder: the
    returned filter's ``problem`` then says why there is no log file."""
    log_dir = data_dir / LOG_DIRNAME
    redactor = RedactingFilter()
    handlers: list[logging.Handler] = []
    try:
        private_mkdir(log_dir)
        # Opened here once, so a file that cannot be written is known (and said) at start.
        os.close(_open_private(log_dir / LOG_FILENAME))
        file_handler = LogFile(log_dir / LOG_FILENAME)
    except OSError as err:
        redactor.problem = (
            f"No log file: cannot write {err.filename or log_dir} "
            f"({err.strerror or err}); details go to the terminal only."
        )
    else:
        file_handler.setFormatter(
            logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
        )
        handlers.append(file_handler)
        redactor.log_file = log_dir / LOG_FILENAME
    stderr_handler = logging.StreamHandler()
    stderr_handler.setLevel(logging.DEBUG if debug else logging.WARNING)
    handlers.append(stderr_handler)
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    for handler in handlers:
        handler.addFilter(redactor)
        root.addHandler(handler)
    if redactor.problem is not None:
        logging.getLogger(__name__).warning("%s", redactor.problem)
    # httpx logs every request line at INFO; keep it for --debug only.
    logging.getLogger("httpx").setLevel(logging.DEBUG if debug else logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.INFO if debug else logging.WARNING)
    return redactor
