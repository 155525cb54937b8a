"""What the headless commands share: their exit codes, the one-sentence failure on stderr,
the warning about a repaired history, the API key (or why there is none), the --concurrency
argument, the disk error inside a task group's failure, and counted nouns."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.storage import OpenReport

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
INTERRUPTED = 130  # Ctrl+C, as a shell reports it
DEFAULT_CONCURRENCY = 3
MAX_CONCURRENCY = 16


def fail(message: str, code: int) -> int:
    """Say ``message`` as the command's one sentence on stderr; return the exit code."""
    print(f"cometdesk: error: {message}", file=sys.stderr)
    return code


def warn_about(report: OpenReport) -> None:
    """A damaged database met on opening (repaired, recovered or replaced), said on stderr."""
    message = report.user_message()
    if message is not None:
        print(f"cometdesk: warning: {message}", file=sys.stderr)


def api_key_or_exit() -> str | int:
    """The key, or the exit code of saying why there is none."""
    from app.secrets import headless_key

    key, problem = headless_key()
    return key if key else fail(f"No API key: {problem}", EXIT_USAGE)


def first_os_error(group: BaseExceptionGroup[BaseException]) -> OSError | None:
    """The first OSError in a task group's failure (nested groups searched), or None."""
    for err in group.exceptions:
        if isinstance(err, BaseExceptionGroup):
            found = first_os_error(err)
            if found is not None:
                return found
        elif isinstance(err, OSError):
            return err
    return None


def concurrency(text: str) -> int:
    """--concurrency N: a whole number from 1 to MAX_CONCURRENCY (argparse says it)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, found {text!r}") from None
    if not 1 <= value <= MAX_CONCURRENCY:
        raise argparse.ArgumentTypeError(f"choose 1 to {MAX_CONCURRENCY}")
    return value


def plural(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
