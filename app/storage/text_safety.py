"""Making every text the storage layer writes storable, without losing the message.

Python strings can hold what UTF-8 cannot encode: a lone surrogate (``"\\ud800"``, which
survives JSON decoding of a model's reply) makes sqlite3 raise UnicodeEncodeError, and the
whole write is lost. NUL is storable but SQLite's C functions stop at it: the search index
of a message and the highlight of a title would silently lose everything after it. Both are
replaced by U+FFFD (the replacement character), valid surrogate pairs are joined, and the
replacement is logged once per message or conversation, never with the text itself.
Other control characters are stored as they are (JSON escapes them in exports).
"""

from __future__ import annotations

import json
import logging
import threading
from collections import OrderedDict
from typing import Any

log = logging.getLogger(__name__)

REPLACEMENT = "\ufffd"
_NUL = "\x00"
_LOGGED_KEEP = 4096  # remember this many (kind, id) already logged; a long session stays small


def clean_text(text: str) -> tuple[str, int]:
    """``text`` with lone surrogates and NUL replaced by U+FFFD, and how many were replaced.

    Ordinary text is returned as it is, at the cost of one encode (done in C).
    """
    if text.isascii():
        if _NUL not in text:
            return text, 0
        return text.replace(_NUL, REPLACEMENT), text.count(_NUL)
    try:
        text.encode("utf-8")
        fixed, replaced = text, 0
    except UnicodeEncodeError:
        # Through UTF-16: a valid pair becomes its character, a lone half becomes U+FFFD.
        utf16 = text.encode("utf-16-le", "surrogatepass")
        fixed = utf16.decode("utf-16-le", "replace")
        replaced = fixed.count(REPLACEMENT) - text.count(REPLACEMENT)
    if _NUL in fixed:
        replaced += fixed.count(_NUL)
        fixed = fixed.replace(_NUL, REPLACEMENT)
    return fixed, replaced


def _clean_value(value: Any, counter: list[int]) -> Any:
    if isinstance(value, str):
        fixed, n = clean_text(value)
        counter[0] += n
        return fixed
    if isinstance(value, dict):
        return {_clean_value(k, counter): _clean_value(v, counter) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean_value(v, counter) for v in value]
    return value


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _storable_json_text(dumped: str) -> bool:
    if "\\u0000" in dumped:  # json.dumps escapes NUL; json_extract would hand it back raw
        return False
    try:
        dumped.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class LogOnce:
    """Which (kind, id) were already logged: one per database (a Repository owns one)."""

    def __init__(self, keep: int = _LOGGED_KEEP) -> None:
        self._keep = keep
        self._seen: OrderedDict[tuple[str, int | None], None] = OrderedDict()
        self._lock = threading.Lock()

    def first_time(self, kind: str, ident: int | None) -> bool:
        key = (kind, ident)
        with self._lock:
            if key in self._seen:
                return False
            self._seen[key] = None
            while len(self._seen) > self._keep:
                self._seen.popitem(last=False)
        return True


class Scrubber:
    """Cleans the texts of one write and remembers what it replaced, for one log line.

    Usage: ``s = Scrubber(log_once)``; pass every text through ``s.text(...)`` /
    ``s.json(...)``; after the write, ``s.report("message", message_id)``.
    """

    def __init__(self, log_once: LogOnce | None = None) -> None:
        self.replaced: dict[str, int] = {}
        self._log_once = log_once

    def _note(self, field: str, count: int) -> None:
        if count:
            self.replaced[field] = self.replaced.get(field, 0) + count

    def text(self, value: str, field: str) -> str:
        fixed, count = clean_text(value)
        self._note(field, count)
        return fixed

    def optional(self, value: str | None, field: str) -> str | None:
        return None if value is None else self.text(value, field)

    def json(self, value: Any, field: str) -> str:
        """JSON text of ``value`` (compact, UTF-8) with every string in it made storable."""
        dumped = _dumps(value)
        if _storable_json_text(dumped):
            return dumped  # the common case: one dumps, one encode
        counter = [0]
        cleaned = _clean_value(value, counter)
        self._note(field, counter[0])
        return _dumps(cleaned)

    @property
    def changed(self) -> bool:
        return bool(self.replaced)

    def report(self, kind: str, ident: int | None) -> None:
        """Log what was replaced, once per (kind, id): a streamed reply is saved many times."""
        if not self.replaced:
            return
        if self._log_once is not None and not self._log_once.first_time(kind, ident):
            return
        fields = ", ".join(f"{name} ({n})" for name, n in sorted(self.replaced.items()))
        log.warning(
            "%s %s: replaced characters that cannot be stored (lone surrogates, NUL) with "
            "U+FFFD in %s",
            kind,
            "?" if ident is None else ident,
            fields,
        )
