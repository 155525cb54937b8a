"""Logging to a rotating file in the data dir, with anything key-shaped redacted first."""

from __future__ import annotations

import logging
import logging.handlers
from pathlib import Path

from app.secrets import redact

LOG_DIRNAME = "logs"
LOG_FILENAME = "cometdesk.log"


class RedactingFilter(logging.Filter):
    """Rewrites every record so neither the message nor a traceback can carry a key."""

    def __init__(self, *known_keys: str) -> None:
        super().__init__()
        self.known_keys = list(known_keys)

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(record.getMessage(), *self.known_keys)
        record.args = None
        if record.exc_info:
            text = logging.Formatter().formatException(record.exc_info)
            record.exc_text = redact(text, *self.known_keys)
            record.exc_info = None
        return True


def setup_logging(data_dir: Path, *, debug: bool = False) -> RedactingFilter:
    """File log (1 MB × 3) plus stderr for warnings; returns the filter so the app can add
    the key it is using to the known secrets."""
    log_dir = data_dir / LOG_DIRNAME
    log_dir.mkdir(parents=True, exist_ok=True)
    redactor = RedactingFilter()
    file_handler = logging.handlers.RotatingFileHandler(
        log_dir / LOG_FILENAME, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
    )
    file_handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    stderr_handler = logging.StreamHandler()
    stderr_handler.setLevel(logging.DEBUG if debug else logging.WARNING)
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    for handler in (file_handler, stderr_handler):
        handler.addFilter(redactor)
        root.addHandler(handler)
    # httpx logs every request line at INFO; keep it for --debug only.
    logging.getLogger("httpx").setLevel(logging.DEBUG if debug else logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.INFO if debug else logging.WARNING)
    return redactor
