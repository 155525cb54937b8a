"""What the headless commands share: the one-sentence failure on stderr, and the disk error
inside a task group's failure."""

from __future__ import annotations

import sys


def fail(message: str, code: int) -> int:
    """Say ``message`` as the command's one sentence on stderr; return the exit code."""
    print(f"cometdesk: error: {message}", file=sys.stderr)
    return code


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
