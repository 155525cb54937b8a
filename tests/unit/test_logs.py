from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

import pytest

from app.logs import LOG_DIRNAME, LOG_FILENAME, RedactingFilter, setup_logging
from tests.support.db_fixtures.fault_mounts import MountUnavailable, read_only_bind


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


def _restore_handlers(before: list[logging.Handler]) -> None:
    root = logging.getLogger()
    for handler in root.handlers[len(before) :]:
        handler.close()
    root.handlers[:] = before


def test_log_folder_and_file_are_private_whatever_the_umask(tmp_path: Path) -> None:
    before = list(logging.getLogger().handlers)
    old = os.umask(0o022)  # a library caller's usual umask would make them 0755/0644
    try:
        redactor = setup_logging(tmp_path / "data")
        logging.getLogger("cometdesk.test").warning("private line")
    finally:
        os.umask(old)
        _restore_handlers(before)
    log_file = tmp_path / "data" / LOG_DIRNAME / LOG_FILENAME
    assert redactor.log_file == log_file and redactor.problem is None
    assert stat.S_IMODE(log_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(log_file.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "data").stat().st_mode) == 0o700


def test_an_old_wider_log_file_is_made_private_when_opened(tmp_path: Path) -> None:
    log_dir = tmp_path / LOG_DIRNAME
    log_dir.mkdir()
    (log_dir / LOG_FILENAME).write_text("old line\n", encoding="utf-8")
    (log_dir / LOG_FILENAME).chmod(0o644)
    before = list(logging.getLogger().handlers)
    try:
        setup_logging(tmp_path)
    finally:
        _restore_handlers(before)
    assert stat.S_IMODE((log_dir / LOG_FILENAME).stat().st_mode) == 0o600
    assert (log_dir / LOG_FILENAME).read_text(encoding="utf-8").startswith("old line")


def test_unwritable_log_folder_falls_back_to_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / LOG_DIRNAME).write_text("a file where the folder should be", encoding="utf-8")
    before = list(logging.getLogger().handlers)
    try:
        redactor = setup_logging(tmp_path)  # raised FileExistsError/NotADirectory before
        logging.getLogger("cometdesk.test").warning("still heard")
        handlers = logging.getLogger().handlers[len(before) :]
    finally:
        _restore_handlers(before)
    assert redactor.log_file is None
    assert redactor.problem is not None and "details go to the terminal only" in redactor.problem
    assert [type(h) for h in handlers] == [logging.StreamHandler]
    err = capsys.readouterr().err
    assert "details go to the terminal only" in err and "still heard" in err


def test_read_only_data_folder_falls_back_to_stderr(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    try:
        with read_only_bind(source, tmp_path / "ro") as read_only:
            before = list(logging.getLogger().handlers)
            try:
                redactor = setup_logging(read_only)
            finally:
                _restore_handlers(before)
    except MountUnavailable as err:
        pytest.skip(f"cannot make a read-only bind mount here: {err}")
    assert redactor.log_file is None
    assert redactor.problem is not None and "Read-only file system" in redactor.problem
