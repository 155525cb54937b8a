"""Which replies of a transcript show their token probabilities, kept while its message
widgets are made again: stepping to another version or answer of a reply (‹ 1/3 ›) loads
the branch again, and the answer that comes into view should show its probabilities as the
one before did.

Kept by place, not by message: the question a reply answers (its versions and the n answers
of one request share it). Held per transcript column (the message widgets' parent), and gone
with it; only for the session.
"""

from __future__ import annotations

import weakref

from PySide6.QtCore import QObject

from app.domain import Message

_SHOWN: weakref.WeakKeyDictionary[QObject, set[int]] = weakref.WeakKeyDictionary()


def _place(message: Message) -> int:
    return message.parent_id if message.parent_id is not None else -message.id


def remember(holder: QObject | None, message: Message, shown: bool) -> None:
    """Whether the reply ``message`` (or another version of it) shows its probabilities."""
    if holder is None:
        return
    places = _SHOWN.setdefault(holder, set())
    if shown:
        places.add(_place(message))
    else:
        places.discard(_place(message))


def remembered(holder: QObject | None, message: Message) -> bool:
    return holder is not None and _place(message) in _SHOWN.get(holder, ())
