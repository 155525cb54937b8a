"""Changes, not snapshots: what one machine tells the others, one field at a time.

Every change sets one field of one thing to a value, stamped with the hybrid clock
(app.sync.clock)::

    conversation <uid>:  title, pinned, folder, params, assistant, knowledge_bases, trashed,
                         compare_group, shown (the uid of the last message on screen),
                         created (when it was made; never changes)
    message <uid>:       created (role, parent, time, model, request parameters: never
                         changes), result, response_id, retrieval, replaced_by, deleted
    item <key>:          a setting, preset, tool server, prompt, assistant, saved compare
                         setup or folder (app.services.sync.preferences says which)

and each field merges on its own: the change with the greater stamp wins, so concurrent
changes to different fields both survive and concurrent changes to one field have one
winner on every machine. A message's *result* (its text, status, finish reason, usage,
figures, reasoning and token probabilities) is one field: they describe one attempt
together, and pairing one machine's text with another's finish reason would describe none.

Two changes are for good: a message once ``deleted`` stays deleted whatever comes later
(its value names the message it followed, ``{"after": uid or None}``, so a machine that
never had it still places what followed it),
and a conversation once *purged* (its tombstone) is gone on every machine, with every
change to it or its messages ignored from then on.

On the storage a batch of changes is one JSON object (sealed by app.sync.journal)::

    {"format": 2, "machine", "seq", "prev",            the log's place and hash chain
     "items": [[key, value, stamp], ...],
     "purged": [[conversation uid, stamp], ...],
     "conversations": {uid: <sealed with the conversation's own key>}}

and a conversation's sealed part, once opened::

    {"fields": [[field, value, stamp], ...],
     "messages": {uid: [[field, value, stamp], ...]}}
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from app.sync.clock import ZERO, is_stamp

FORMAT = 2
CONVERSATION_FIELDS = frozenset(
    {
        "created",
        "title",
        "pinned",
        "folder",
        "params",
        "assistant",
        "knowledge_bases",
        "trashed",
        "compare_group",
        "shown",
    }
)
MESSAGE_FIELDS = frozenset(
    {"created", "result", "response_id", "retrieval", "replaced_by", "deleted"}
)
ITEM = "item"  # the entity of every preference item


def canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode(
        "utf-8", "surrogatepass"
    )


def value_hash(value: Any) -> str:
    """What the field tables keep of a value: enough to tell a change, not the value."""
    return hashlib.sha256(canonical(value)).hexdigest()[:24]


def deletion(after: str | None) -> dict[str, Any]:
    """The value of a message's ``deleted`` field."""
    return {"after": after}


def deleted_after(value: Any) -> str | None:
    """The message a deleted one followed, as its ``deleted`` value says (an earlier
    value ``true`` says nothing)."""
    after = value.get("after") if isinstance(value, dict) else None
    return after if isinstance(after, str) else None


def wins(stamp: str, known: str | None) -> bool:
    """Whether a change stamped ``stamp`` replaces the one stamped ``known``."""
    return known is None or stamp > known


Triple = tuple[str, Any, str]  # (field, value, stamp)


@dataclass
class ConversationPart:
    """The changes of one conversation in a batch."""

    fields: list[Triple] = field(default_factory=list)
    messages: dict[str, list[Triple]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "fields": [list(t) for t in self.fields],
            "messages": {uid: [list(t) for t in ts] for uid, ts in self.messages.items()},
        }

    @classmethod
    def from_json(cls, data: Any) -> ConversationPart:
        if not isinstance(data, dict):
            raise ValueError("a conversation's changes are an object")
        messages = data.get("messages") or {}
        if not isinstance(messages, dict):
            raise ValueError("messages: expected an object")
        return cls(
            _triples(data.get("fields") or []),
            {str(uid): _triples(ts) for uid, ts in messages.items()},
        )

    def empty(self) -> bool:
        return not self.fields and not any(self.messages.values())


def _triples(raw: Any) -> list[Triple]:
    if not isinstance(raw, list):
        raise ValueError("changes: expected a list")
    out: list[Triple] = []
    for item in raw:
        if (
            not isinstance(item, list)
            or len(item) != 3
            or not isinstance(item[0], str)
            or not is_stamp(item[2])
        ):
            raise ValueError("a change is [field, value, stamp]")
        out.append((item[0], item[1], item[2]))
    return out


@dataclass
class Changes:
    """What one batch (or checkpoint) holds, in plain form: items, purges, and each
    conversation's changes."""

    items: list[Triple] = field(default_factory=list)
    purged: list[tuple[str, str]] = field(default_factory=list)
    conversations: dict[str, ConversationPart] = field(default_factory=dict)

    def empty(self) -> bool:
        return (
            not self.items
            and not self.purged
            and all(part.empty() for part in self.conversations.values())
        )

    def part(self, uid: str) -> ConversationPart:
        return self.conversations.setdefault(uid, ConversationPart())

    def count(self) -> int:
        """How many changes it holds, each field of each conversation and message one."""
        count = len(self.items) + len(self.purged)
        for part in self.conversations.values():
            count += len(part.fields) + sum(len(t) for t in part.messages.values())
        return count

    def stamps(self) -> Iterator[str]:
        for _f, _v, stamp in self.items:
            yield stamp
        for _uid, stamp in self.purged:
            yield stamp
        for part in self.conversations.values():
            for _f, _v, stamp in part.fields:
                yield stamp
            for triples in part.messages.values():
                for _f, _v, stamp in triples:
                    yield stamp

    def add(self, other: Changes) -> None:
        self.items.extend(other.items)
        self.purged.extend(other.purged)
        for uid, part in other.conversations.items():
            mine = self.part(uid)
            mine.fields.extend(part.fields)
            for muid, triples in part.messages.items():
                mine.messages.setdefault(muid, []).extend(triples)


def split(changes: Changes, limit: int) -> Iterable[Changes]:
    """``changes`` in pieces of about ``limit`` bytes each; a conversation's changes stay
    together (and the columns of a compare are one group: the caller keeps them adjacent),
    unless one conversation alone is larger, when its messages are spread."""
    current = Changes(list(changes.items), list(changes.purged))
    size = len(canonical(current.items)) + len(canonical(current.purged))
    for uid, part in changes.conversations.items():
        part_size = len(canonical(part.to_json()))
        if part_size > limit:
            yield from _split_part(uid, part, limit)
            continue
        if size + part_size > limit and not current.empty():
            yield current
            current, size = Changes(), 0
        current.conversations[uid] = part
        size += part_size
    if not current.empty():
        yield current


def _split_part(uid: str, part: ConversationPart, limit: int) -> Iterator[Changes]:
    current = ConversationPart(list(part.fields))
    size = len(canonical(current.fields))
    for muid, triples in part.messages.items():
        message_size = len(canonical(triples))
        if size + message_size > limit and not current.empty():
            yield Changes(conversations={uid: current})
            current, size = ConversationPart(), 0
        current.messages[muid] = triples
        size += message_size
    if not current.empty():
        yield Changes(conversations={uid: current})


__all__ = [
    "CONVERSATION_FIELDS",
    "FORMAT",
    "ITEM",
    "MESSAGE_FIELDS",
    "ZERO",
    "Changes",
    "ConversationPart",
    "Triple",
    "canonical",
    "deleted_after",
    "deletion",
    "split",
    "value_hash",
    "wins",
]
