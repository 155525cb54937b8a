"""What the document layer raises. Every message is one sentence for the user, naming the file."""

from __future__ import annotations


class DocumentError(Exception):
    """A document cannot be used. ``str(err)`` is a complete, user-facing sentence."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class DocumentCancelled(Exception):
    """The caller's ``cancelled()`` returned True; nothing was produced."""


def megabytes(size: int) -> str:
    """A human size: "840 KB", "12.5 MB", "4.7 GB"."""
    if size < 1024 * 1024:
        return f"{max(1, round(size / 1024)):,} KB"
    if size < 1024**3:
        return f"{size / 1024**2:.1f} MB"
    return f"{size / 1024**3:.1f} GB"
