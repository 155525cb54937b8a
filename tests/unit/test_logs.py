from __future__ import annotations

import logging
from pathlib import Path

from app.logs import LOG_DIRNAME, LOG_FILENAME, RedactingFilter, setup_logging


def test_log_file_never_holds_a_key(tmp_path: Path) -> None:
    root = logging.getLogger()
    before = list(root.handlers)
    redactor = setup_logging(tmp_path)
    redactor.known_keys.append("my-own-secret-key")
    try:
        log = logging.getLogger("cometdesk.test")
        log.warning("header was %s", "Bearer sk-live-abcdef1234567890")
        log.info("custom key my-own-secret-key in a message")
        try:
            raise RuntimeError("failed with sk-proj-zzzzzzzzzzzzzzzz")
        except RuntimeError:
            log.exception("boom")
    finally:
        for handler in root.handlers[len(before) :]:
            handler.close()
        root.handlers[:] = before
    text = (tmp_path / LOG_DIRNAME / LOG_FILENAME).read_text(encoding="utf-8")
    assert "header was [redacted]" in text
    assert "custom key [redacted] in a message" in text
    assert "RuntimeError: failed with [redacted]" in text
    for secret in ("sk-live-abcdef1234567890", "my-own-secret-key", "sk-proj-zzzz"):
        assert secret not in text


def test_filter_keeps_ordinary_text() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "%d tokens for %s", (5, "gpt"), None)
    assert RedactingFilter().filter(record)
    assert record.getMessage() == "5 tokens for gpt"
