"""One sentence for a person about a failure: what happened and what to do. Never the
exception's own text (it may be a traceback fragment, a path with a key in a URL, or plain
jargon); the log keeps the details.
"""

from __future__ import annotations

import errno

from app.translation import translate

_log_location = ""


def set_log_location(path: str) -> None:
    """Where the log is, so the generic sentence can say where the details are."""
    global _log_location
    _log_location = path


def describe_failure(err: BaseException) -> str:
    # Our own errors (ApiError, the storage errors) carry a sentence written for people.
    message = getattr(err, "message", None)
    if isinstance(message, str) and message and type(err).__module__.startswith("app."):
        return message
    if isinstance(err, OSError):
        if err.errno == errno.ENOSPC:
            return translate("Failures", "The disk is full. Free some space and try again.")
        if err.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            where = f" ({err.filename})" if err.filename else ""
            return translate(
                "Failures", "Comet Desk may not write there{0}. Check the folder's permissions."
            ).format(where)
    import sqlite3  # loaded by storage anyway; not before the window's first paint

    if isinstance(err, sqlite3.OperationalError) and "full" in str(err):
        return translate("Failures", "The disk is full. Free some space and try again.")
    if isinstance(err, MemoryError | RecursionError):
        return translate(
            "Failures", "That was too large or too deeply nested to handle; nothing was lost."
        )
    if _log_location:
        return translate(
            "Failures", "Something went wrong. The details are in the log: {0}"
        ).format(_log_location)
    return translate("Failures", "Something went wrong. The details are in the log.")


def as_sentence(text: str) -> str:
    """``text`` (a server's message) stripped and ending like a sentence."""
    text = text.strip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."
