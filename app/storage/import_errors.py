"""The one error import raises for a file it cannot use, and checks that name the place."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any


class ImportFormatError(ValueError):
    """The file is not something we can import; the message says where and why."""


def expect_dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ImportFormatError(f"{where}: expected an object, found {type(value).__name__}")
    return value


def expect_list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise ImportFormatError(f"{where}: expected a list, found {type(value).__name__}")
    return value


def expect_str(value: Any, where: str, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise ImportFormatError(f"{where}: expected text, found {type(value).__name__}")
    return value


def expect_int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ImportFormatError(f"{where}: expected a whole number")
    return value


def parse_time(value: Any, where: str) -> float:
    """ISO 8601 (naive means UTC) or seconds since the epoch."""
    if isinstance(value, bool):
        raise ImportFormatError(f"{where}: expected a time")
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value)
        except ValueError:
            raise ImportFormatError(f"{where}: not an ISO 8601 time: {value[:40]!r}") from None
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        return parsed.timestamp()
    raise ImportFormatError(f"{where}: expected a time")
