"""A reference model of what field-by-field sync must converge to, for the convergence
property test (tests/integration/sync/test_convergence.py).

The model knows nothing of stamps or storages. It records each operation a person made on
one machine: which fields it wrote (a conversation's title, pinned, folder, params,
trashed, shown; a message's result; a preference item), which conversation and messages
it made, which messages it deleted, which conversation it purged, and the set of
operations that machine had seen when it made it (a vector clock, as a set of ids).

Visibility is conservative: an operation is *sent* once a round of its author that began
after it completed, and a machine has *seen* it once a round of that machine that began
after it was sent completed. A round cut off (an exception mid-way, SIGKILL) counts for
nothing, although it may have sent or applied some of it: the model then knows less than
the machines do, so it expects less (more operations look concurrent), never something
wrong.

What the model expects once every machine has seen everything:

- a conversation purged anywhere is absent everywhere; every other one made anywhere is
  present;
- per field, the value of one of the causally maximal writes to it (no other write to the
  field was made after seeing it); exactly that value when only one is maximal;
- every message made anywhere is present with its role, unless deleted (absent) or below
  a deleted one (MAYBE: deleting a version with siblings takes its branch along, on every
  machine as that machine sees the branch; deleting a message without siblings moves its
  replies up) or in a purged conversation; a present message's parent is its nearest
  present ancestor;
- the message on screen (``shown``) is one of the maximal writes' values, when that
  message is surely present (otherwise anything, the same everywhere);
- every folder anyone made exists once; each preference item has a maximal write's value
  (its default when nobody wrote it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

Key = tuple[str, ...]  # ("conv", conv, name) | ("result", tag) | ("item", key)

CONVERSATION_FIELDS = ("title", "pinned", "folder", "params", "trashed", "shown")
ANY = object()  # an expected value that may be anything (the same on every machine)


@dataclass(frozen=True)
class NewMessage:
    tag: str
    conv: str
    role: str
    parent: str | None  # the tag of the message it followed when made (None: the first)


@dataclass
class Op:
    id: int
    machine: str
    text: str  # for the log
    deps: frozenset[int]  # every operation the machine had seen (its own earlier ones too)
    writes: dict[Key, Any] = field(default_factory=dict)
    new_conv: str | None = None
    new_messages: list[NewMessage] = field(default_factory=list)
    deleted: set[str] = field(default_factory=set)  # message tags
    purged: str | None = None
    folders: set[str] = field(default_factory=set)


@dataclass
class _Round:
    machine: str
    included: frozenset[int]  # the machine's own operations made before it began
    published: frozenset[int]  # every operation sent before it began


@dataclass
class ExpectedMessage:
    role: str
    results: list[Any]  # (text, status) candidates
    parents: list[str | None]  # acceptable parents (nearest present ancestor)
    sure: bool  # False: may be absent (below a deleted message)


@dataclass
class ExpectedConversation:
    conv: str
    fields: dict[str, list[Any]]  # name → candidate values (or [ANY])
    messages: dict[str, ExpectedMessage]


@dataclass
class Expected:
    conversations: dict[str, ExpectedConversation]  # conv → expectations (present ones)
    purged: set[str]
    items: dict[str, list[Any]]
    folders: set[str]


class Model:
    def __init__(self, machines: Iterable[str], item_defaults: Mapping[str, Any]) -> None:
        self.ops: list[Op] = []
        self.known: dict[str, set[int]] = {m: set() for m in machines}
        self.published: set[int] = set()
        self.item_defaults = dict(item_defaults)
        self.messages: dict[str, NewMessage] = {}
        self.conversations: dict[str, Op] = {}  # conv → the operation that made it
        self._rounds = 0

    # ---- recording -----------------------------------------------------------------------

    def record(self, machine: str, text: str, **what: Any) -> Op:
        op = Op(len(self.ops), machine, text, frozenset(self.known[machine]), **what)
        self.ops.append(op)
        self.known[machine].add(op.id)
        if op.new_conv is not None:
            self.conversations[op.new_conv] = op
        for message in op.new_messages:
            self.messages[message.tag] = message
        return op

    def round_begins(self, machine: str) -> _Round:
        own = frozenset(o.id for o in self.ops if o.machine == machine)
        return _Round(machine, own, frozenset(self.published))

    def round_completed(self, began: _Round) -> None:
        self.published |= began.included
        self.known[began.machine] |= began.published | began.included

    # ---- what is expected ----------------------------------------------------------------

    def _maximal(self, ops: list[Op]) -> list[Op]:
        ids = {o.id for o in ops}
        dominated = {d for o in ops for d in o.deps if d in ids}
        return [o for o in ops if o.id not in dominated]

    def candidates(self, key: Key) -> list[Any]:
        writes = [o for o in self.ops if key in o.writes]
        values: list[Any] = []
        for o in self._maximal(writes):
            if o.writes[key] not in values:
                values.append(o.writes[key])
        return values

    def expected(self) -> Expected:
        purged = {o.purged for o in self.ops if o.purged is not None}
        deleted = {tag for o in self.ops for tag in o.deleted}
        maybe: set[str] = set()
        for tag in self.messages:
            if tag not in deleted and any(a in deleted for a in self.ancestors(tag)):
                maybe.add(tag)
        convs: dict[str, ExpectedConversation] = {}
        for conv in self.conversations:
            if conv in purged:
                continue
            fields: dict[str, list[Any]] = {}
            for name in CONVERSATION_FIELDS:
                fields[name] = self.candidates(("conv", conv, name))
            sure_present = {
                t
                for t, m in self.messages.items()
                if m.conv == conv and t not in deleted and t not in maybe
            }
            if any(v not in sure_present for v in fields["shown"]):
                fields["shown"] = [ANY]
            messages: dict[str, ExpectedMessage] = {}
            for tag, m in self.messages.items():
                if m.conv != conv or tag in deleted:
                    continue
                messages[tag] = ExpectedMessage(
                    m.role,
                    self.candidates(("result", tag)),
                    self._parents(tag, deleted, maybe),
                    tag not in maybe,
                )
            convs[conv] = ExpectedConversation(conv, fields, messages)
        items: dict[str, list[Any]] = {}
        keys = set(self.item_defaults) | {
            k[1] for o in self.ops for k in o.writes if k[0] == "item"
        }
        for key in sorted(keys):
            found = self.candidates(("item", key))
            items[key] = found or [self.item_defaults.get(key)]
        folders = {name for o in self.ops for name in o.folders}
        return Expected(convs, purged, items, folders)

    def ancestors(self, tag: str) -> list[str]:
        out: list[str] = []
        parent = self.messages[tag].parent
        while parent is not None and parent not in out:
            out.append(parent)
            parent = self.messages[parent].parent if parent in self.messages else None
        return out

    def _parents(self, tag: str, deleted: set[str], maybe: set[str]) -> list[str | None]:
        found: list[str | None] = []
        for a in self.ancestors(tag):
            if a in deleted:
                continue
            found.append(a)
            if a not in maybe:
                return found
        found.append(None)
        return found

    # ---- checking an export --------------------------------------------------------------

    def check(self, export: Mapping[str, Any], uid_of: Mapping[str, str]) -> list[str]:
        """What in ``export`` (tests.support.sync_machines.export) the model does not allow;
        ``uid_of``: model conversation → sync uid."""
        want = self.expected()
        problems: list[str] = []
        convs: dict[str, Any] = dict(export["conversations"])
        conv_of = {uid: conv for conv, uid in uid_of.items()}
        for uid in sorted(convs):
            conv = conv_of.get(uid)
            if conv is None:
                problems.append(f"conversation {uid[:8]} ({convs[uid]['title']!r}) made by nobody")
            elif conv in want.purged:
                problems.append(f"{conv} was purged but is present")
        for conv, exp in want.conversations.items():
            known = uid_of.get(conv)
            got = None if known is None else convs.get(known)
            if got is None:
                problems.append(f"{conv} is missing")
                continue
            for name, values in exp.fields.items():
                if values == [ANY] or got[name] in values:
                    continue
                if name == "shown" and set(values) & _ancestors_in(got, got[name]):
                    continue  # a branch that goes on past the one shown elsewhere is kept
                problems.append(f"{conv}.{name} = {got[name]!r}, expected one of {values!r}")
            messages: dict[str, Any] = got["messages"]
            for tag, em in exp.messages.items():
                m = messages.get(tag)
                if m is None:
                    if em.sure:
                        problems.append(f"{conv}: message {tag} is missing")
                    continue
                if m["role"] != em.role:
                    problems.append(f"{conv}: message {tag} has role {m['role']}")
                if [m["text"], m["status"]] not in [list(r) for r in em.results]:
                    problems.append(
                        f"{conv}: message {tag} has result {[m['text'], m['status']]!r}, "
                        f"expected one of {em.results!r}"
                    )
                if m["parent"] not in em.parents:
                    problems.append(
                        f"{conv}: message {tag} is under {m['parent']}, expected one of "
                        f"{em.parents!r}"
                    )
            for tag in messages:
                if tag not in exp.messages:
                    why = "deleted" if tag in self.messages else "made by nobody"
                    problems.append(f"{conv}: message {tag} is present but {why}")
            if got["duplicates"]:
                problems.append(f"{conv}: messages more than once: {got['duplicates']}")
        for key, values in want.items.items():
            value = export["items"].get(key)
            if value not in values:
                problems.append(f"item {key} = {value!r}, expected one of {values!r}")
        if sorted(export["folders"]) != sorted(want.folders):
            problems.append(f"folders {export['folders']!r}, expected {sorted(want.folders)!r}")
        return problems

    def log(self) -> list[str]:
        return [f"#{o.id} {o.machine}: {o.text}" for o in self.ops]


def _ancestors_in(conv: Mapping[str, Any], tag: Any) -> set[Any]:
    """The tags above ``tag`` in an exported conversation's tree."""
    found: set[Any] = set()
    messages = conv["messages"]
    while tag in messages and messages[tag]["parent"] not in (None, *found):
        tag = messages[tag]["parent"]
        found.add(tag)
    return found


__all__ = ["ANY", "Expected", "Model", "NewMessage", "Op"]
