"""Field changes (app.sync.changes): a conversation's changes survive JSON, `split` cuts a
batch into pieces without losing, duplicating or tearing apart what belongs together, value
hashes do not depend on key order, and `wins` gives every machine the same winner.

The property tests draw random sequences from a seed printed with each test (pytest shows
it with a failure); COMETDESK_TEST_SEED=<n> replays one."""

from __future__ import annotations

import json
import os
import random
import secrets
import uuid
from collections import Counter
from typing import Any

import pytest

from app.sync.changes import (
    ZERO,
    Changes,
    ConversationPart,
    Triple,
    canonical,
    split,
    value_hash,
    wins,
)
from app.sync.clock import HybridClock, Stamp

NOW_MS = 1_733_112_345_678


@pytest.fixture
def rng() -> random.Random:
    seed = int(os.environ.get("COMETDESK_TEST_SEED") or secrets.randbelow(2**32))
    print(f"random seed: {seed} (replay with COMETDESK_TEST_SEED={seed})")
    return random.Random(seed)


class Stamps:
    """Stamps from one machine's clock, in order."""

    def __init__(self, node: str = "m") -> None:
        self._clock = HybridClock(node, wall=lambda: NOW_MS / 1000)

    def __call__(self) -> str:
        return self._clock.now()


def uid(rng: random.Random) -> str:
    return uuid.UUID(int=rng.getrandbits(128), version=4).hex


def random_value(rng: random.Random, depth: int = 0) -> Any:
    """A JSON value: what a field holds (no floats that JSON would not give back alike)."""
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False])
    if kind == 2:
        return rng.randint(-(2**53), 2**53)
    if kind == 3:
        return rng.choice([0.5, -1.25, 1e-7, 3.141592653589793, 1e300])
    if kind == 4:
        return "".join(rng.choices("abc xyz ÄÖü 日本 🙂\n\t\"\\'", k=rng.randint(0, 30)))
    if kind in (5, 6):
        return {
            f"k{rng.randrange(50)}": random_value(rng, depth + 1) for _ in range(rng.randint(0, 5))
        }
    return [random_value(rng, depth + 1) for _ in range(rng.randint(0, 5))]


def random_part(rng: random.Random, stamps: Stamps, messages: int, text: int) -> ConversationPart:
    part = ConversationPart()
    for name in rng.sample(["title", "pinned", "folder", "params", "trashed", "shown"], 3):
        part.fields.append((name, random_value(rng), stamps()))
    for _ in range(messages):
        part.messages[uid(rng)] = [
            ("created", {"role": "user", "model": "m", "created_at": 1.5}, stamps()),
            ("result", {"parts": [{"text": "x" * rng.randint(0, text)}]}, stamps()),
        ]
    return part


def random_changes(rng: random.Random, *, huge: bool = False) -> Changes:
    stamps = Stamps()
    changes = Changes()
    for n in range(rng.randint(0, 6)):
        changes.items.append((f"setting.{n}", random_value(rng), stamps()))
    for _ in range(rng.randint(0, 3)):
        changes.purged.append((uid(rng), stamps()))
    for _ in range(rng.randint(0, 12)):
        messages = rng.choice([0, 1, 2, 5, 20])
        changes.conversations[uid(rng)] = random_part(rng, stamps, messages, rng.choice([10, 300]))
    if huge:
        changes.conversations[uid(rng)] = random_part(rng, stamps, rng.randint(30, 120), 400)
    return changes


def every_change(changes: Changes | list[Changes]) -> Counter[tuple[str, str, str, str, str]]:
    """Every change as (scope, entity, field, value, stamp): a multiset."""
    found: Counter[tuple[str, str, str, str, str]] = Counter()
    for piece in changes if isinstance(changes, list) else [changes]:
        for key, value, stamp in piece.items:
            found["", "item", key, canonical(value).decode(), stamp] += 1
        for puid, stamp in piece.purged:
            found["", "purged", puid, "", stamp] += 1
        for cuid, part in piece.conversations.items():
            for name, value, stamp in part.fields:
                found[cuid, cuid, name, canonical(value).decode(), stamp] += 1
            for muid, triples in part.messages.items():
                for name, value, stamp in triples:
                    found[cuid, muid, name, canonical(value).decode(), stamp] += 1
    return found


def size_of(part: ConversationPart) -> int:
    return len(canonical(part.to_json()))


# ---- JSON --------------------------------------------------------------------------------


def test_a_conversation_part_survives_json(rng: random.Random) -> None:
    for _ in range(300):
        part = random_part(rng, Stamps(), rng.randint(0, 6), 50)
        text = json.dumps(part.to_json())
        back = ConversationPart.from_json(json.loads(text))
        assert back == part
        assert all(isinstance(t, tuple) for t in back.fields)
        assert canonical(back.to_json()) == canonical(part.to_json())
    assert ConversationPart.from_json({}) == ConversationPart()
    assert ConversationPart.from_json({"fields": None, "messages": None}).empty()


def test_changes_hold_what_is_added_and_every_stamp() -> None:
    stamps = Stamps()
    first = Changes(items=[("theme", "dark", stamps())], purged=[("a" * 32, stamps())])
    first.part("c" * 32).fields.append(("title", "One", stamps()))
    second = Changes(items=[("font", 12, stamps())])
    second.part("c" * 32).messages["d" * 32] = [("deleted", True, stamps())]
    second.part("e" * 32).fields.append(("pinned", True, stamps()))
    expected = every_change([first, second])
    made = list(first.stamps()) + list(second.stamps())
    first.add(second)
    assert every_change(first) == expected
    assert sorted(first.stamps()) == sorted(made)
    assert set(first.conversations) == {"c" * 32, "e" * 32}
    assert not first.empty()
    assert Changes().empty()
    empty = Changes()
    empty.part("f" * 32)  # a conversation with nothing in it is still nothing
    assert empty.empty()


def test_a_conversation_part_that_is_not_one_is_refused() -> None:
    stamp = Stamp(NOW_MS, 0, "m").text()
    for bad, words in (
        ([], "a conversation's changes are an object"),
        ("x", "a conversation's changes are an object"),
        ({"messages": ["m"]}, "messages: expected an object"),
        ({"fields": {"title": "x"}}, "changes: expected a list"),
        ({"fields": [["title", "x"]]}, r"a change is \[field, value, stamp\]"),
        ({"fields": [["title", "x", stamp, 1]]}, r"a change is \[field, value, stamp\]"),
        ({"fields": [[1, "x", stamp]]}, r"a change is \[field, value, stamp\]"),
        ({"fields": [["title", "x", "yesterday"]]}, r"a change is \[field, value, stamp\]"),
        ({"fields": [("title", "x", stamp)]}, r"a change is \[field, value, stamp\]"),
        ({"messages": {"m": "x"}}, "changes: expected a list"),
        ({"messages": {"m": [["result", {}, None]]}}, r"a change is \[field, value, stamp\]"),
    ):
        with pytest.raises(ValueError, match=words):
            ConversationPart.from_json(bad)


# ---- split -------------------------------------------------------------------------------


def test_split_keeps_what_fits_in_one_piece_whole() -> None:
    stamps = Stamps()
    changes = Changes(items=[("theme", "dark", stamps())], purged=[("a" * 32, stamps())])
    changes.part("c" * 32).fields.append(("title", "One", stamps()))
    pieces = list(split(changes, 1_000_000))
    assert len(pieces) == 1
    assert every_change(pieces) == every_change(changes)
    assert list(split(Changes(), 1000)) == []


def test_split_never_loses_duplicates_or_tears_apart_a_conversation_that_fits(
    rng: random.Random,
) -> None:
    for round_ in range(300):
        changes = random_changes(rng, huge=rng.random() < 0.3)
        limit = rng.choice([200, 1000, 4000, 20_000, 10**6])
        pieces = list(split(changes, limit))
        context = f"round {round_}, limit {limit}"
        # Nothing lost, nothing twice.
        assert every_change(pieces) == every_change(changes), context
        assert all(not piece.empty() for piece in pieces), context
        # Items and purges travel together, all of them in one piece.
        if changes.items or changes.purged:
            holding = [p for p in pieces if p.items or p.purged]
            assert len(holding) == 1, context
            assert holding[0].items == changes.items, context
            assert holding[0].purged == changes.purged, context
        holders: dict[str, list[int]] = {}
        for n, piece in enumerate(pieces):
            for cuid in piece.conversations:
                holders.setdefault(cuid, []).append(n)
        for cuid, part in changes.conversations.items():
            if part.empty():
                continue
            if size_of(part) <= limit:
                # It fits: one piece holds all of it.
                assert len(holders[cuid]) == 1, context
                assert pieces[holders[cuid][0]].conversations[cuid] == part, context
            else:
                # Too large for one piece: its messages are spread, each message whole,
                # and the conversation's own fields travel with its first piece.
                spread = [pieces[n].conversations[cuid] for n in holders[cuid]]
                assert spread[0].fields == part.fields, context
                assert all(not s.fields for s in spread[1:]), context
                assert [m for s in spread for m in s.messages] == list(part.messages), context
                for s in spread:
                    for muid, triples in s.messages.items():
                        assert triples == part.messages[muid], context
                    # Over the limit (as split counts: the JSON of the fields and of
                    # each message's changes) only when one message or the fields alone are.
                    units = [part.fields] if s.fields else []
                    units += list(s.messages.values())
                    counted = sum(len(canonical(u)) for u in units)
                    assert counted <= limit or len(units) == 1, context


def test_split_spreads_a_huge_conversation_over_many_pieces(rng: random.Random) -> None:
    stamps = Stamps()
    big = random_part(rng, stamps, 200, 1000)  # about 200 kB
    small = random_part(rng, stamps, 2, 10)
    changes = Changes(conversations={"b" * 32: big, "s" * 32: small})
    limit = 16 * 1024
    pieces = list(split(changes, limit))
    assert every_change(pieces) == every_change(changes)
    holding_big = [p for p in pieces if "b" * 32 in p.conversations]
    assert len(holding_big) >= size_of(big) // limit
    for piece in holding_big:
        assert len(canonical(piece.conversations["b" * 32].to_json())) <= limit + 2048
    # The small conversation is whole, in one piece.
    assert [p.conversations["s" * 32] for p in pieces if "s" * 32 in p.conversations] == [small]


def test_split_fills_pieces_up_to_the_limit(rng: random.Random) -> None:
    """Conversations that fit are packed together, not one per piece: each piece is as full
    as the next conversation allows."""
    for _ in range(100):
        stamps = Stamps()
        parts = {}
        for _ in range(30):
            part = ConversationPart([("title", "t" * rng.randint(0, 100), stamps())])
            for _ in range(rng.randint(0, 4)):
                part.messages[uid(rng)] = [("result", "r" * rng.randint(0, 300), stamps())]
            parts[uid(rng)] = part
        limit = rng.choice([3000, 8000, 30_000])
        pieces = list(split(Changes(conversations=parts), limit))
        assert every_change(pieces) == every_change(Changes(conversations=parts))
        # (split counts the first piece's empty items and purges too: 4 bytes)
        sizes = [sum(size_of(p) for p in piece.conversations.values()) for piece in pieces]
        sizes[0] += 4
        assert all(size <= limit for size in sizes)
        for n in range(len(pieces) - 1):
            following = next(iter(pieces[n + 1].conversations.values()))
            assert sizes[n] + size_of(following) > limit


# ---- hashes and winners ------------------------------------------------------------------


def shuffled(value: Any, rng: random.Random) -> Any:
    """The same value with every object's keys in another order."""
    if isinstance(value, dict):
        keys = list(value)
        rng.shuffle(keys)
        return {k: shuffled(value[k], rng) for k in keys}
    if isinstance(value, list):
        return [shuffled(v, rng) for v in value]
    return value


def test_a_value_hash_does_not_depend_on_key_order(rng: random.Random) -> None:
    seen: dict[str, bytes] = {}
    for _ in range(2000):
        value = random_value(rng)
        digest = value_hash(value)
        assert len(digest) == 24 and int(digest, 16) >= 0
        for _ in range(3):
            assert value_hash(shuffled(value, rng)) == digest
        assert value_hash(json.loads(json.dumps(value))) == digest  # as read back from JSON
        # Different values, different hashes (none collides among thousands).
        assert seen.setdefault(digest, canonical(value)) == canonical(value)
    assert value_hash({"a": 1, "b": [1, 2]}) == value_hash({"b": [1, 2], "a": 1})
    assert value_hash({"a": 1, "b": [1, 2]}) != value_hash({"a": 1, "b": [2, 1]})
    assert value_hash("x") != value_hash(["x"])
    assert value_hash(None) != value_hash("")
    assert value_hash("\ud800 lone surrogate") == value_hash("\ud800 lone surrogate")


def test_wins() -> None:
    early = Stamp(NOW_MS, 0, "a").text()
    later = Stamp(NOW_MS, 1, "a").text()
    assert wins(early, None)
    assert wins(early, ZERO)
    assert wins(later, early) and not wins(early, later)
    assert not wins(early, early)  # the same change again replaces nothing
    # Concurrent changes at one instant: the machine id decides.
    assert wins(Stamp(NOW_MS, 0, "b").text(), Stamp(NOW_MS, 0, "a").text())
    assert wins(Stamp(NOW_MS + 1, 0, "a").text(), Stamp(NOW_MS, 99_999, "z").text())


def test_wins_gives_every_machine_the_same_winner(rng: random.Random) -> None:
    nodes = ["a", "b", "ab", "laptop", "desktop", "A", "0", "~"]
    for _ in range(5000):
        a = Stamp(NOW_MS + rng.randrange(3), rng.randrange(3), rng.choice(nodes))
        b = Stamp(NOW_MS + rng.randrange(3), rng.randrange(3), rng.choice(nodes))
        assert wins(a.text(), b.text()) == (a > b)
        if a != b:
            assert wins(a.text(), b.text()) != wins(b.text(), a.text())
    # Whatever order the changes of one field arrive in, the same one is left standing.
    for _ in range(300):
        stamps = [
            Stamp(NOW_MS + rng.randrange(5), rng.randrange(5), rng.choice(nodes)).text()
            for _ in range(rng.randint(1, 10))
        ]
        standing = set()
        for _ in range(5):
            rng.shuffle(stamps)
            known: str | None = None
            for stamp in stamps:
                if wins(stamp, known):
                    known = stamp
            standing.add(known)
        assert standing == {max(stamps)}


def test_triples_are_plain_tuples() -> None:
    triple: Triple = ("title", "x", Stamp(NOW_MS, 0, "m").text())
    part = ConversationPart(fields=[triple])
    assert part.to_json() == {"fields": [["title", "x", triple[2]]], "messages": {}}
