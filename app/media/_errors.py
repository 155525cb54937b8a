"""The one error the media layer raises; its message is written for the user."""

from __future__ import annotations


class ImageError(Exception):
    """An image could not be used. ``str(err)`` is a complete, user-facing sentence."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
