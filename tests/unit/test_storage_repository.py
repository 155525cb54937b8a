"""Repository against a real SQLite file: round trips, ordering, paging, trash, search."""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import ImagePart, MessageStatus, Params, TextPart, Usage
from app.storage import HIGHLIGHT_END, HIGHLIGHT_START, NotFoundError, Repository, open_database


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[Repository]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repository = Repository(conn)
    yield repository
    repository.close()


def _fts_ok(repo: Repository) -> None:
    """The incrementally maintained indexes equal ones rebuilt from scratch."""
    db = repo.connection

    def terms() -> list[tuple[str, ...]]:
        return [
            *db.execute("SELECT term, doc, offset FROM v_msg ORDER BY 1, 2, 3"),
            *db.execute("SELECT term, doc, offset FROM v_conv ORDER BY 1, 2, 3"),
        ]

    db.execute("CREATE VIRTUAL TABLE temp.v_msg USING fts5vocab(main, messages_fts, instance)")
    db.execute(
        "CREATE VIRTUAL TABLE temp.v_conv USING fts5vocab(main, conversations_fts, instance)"
    )
    try:
        before = terms()
        repo.rebuild_search_index()
        assert terms() == before
    finally:
        db.execute("DROP TABLE temp.v_msg")
        db.execute("DROP TABLE temp.v_conv")


FULL_PARAMS = Params(
    model="gpt-5",
    temperature=0.3,
    top_p=0.9,
    max_tokens=1234,
    presence_penalty=0.1,
    frequency_penalty=-0.2,
    stop=("END", "###"),
    seed=42,
    reasoning_effort="high",
    system_prompt="You are terse.\nVery terse.",
    stream=False,
    extra={"logprobs": True, "nested": {"a": [1, 2]}},
)


def test_conversation_round_trip(repo: Repository) -> None:
    created = repo.create_conversation("Ünïcode title 日本語", FULL_PARAMS)
    loaded = repo.get_conversation(created.id)
    assert loaded == created
    assert loaded is not None and loaded.params == FULL_PARAMS
    repo.rename_conversation(created.id, "Renamed")
    repo.set_pinned(created.id, True)
    repo.set_conversation_params(created.id, Params(model="other"))
    again = repo.get_conversation(created.id)
    assert again is not None
    assert (again.title, again.pinned, again.params) == ("Renamed", True, Params(model="other"))
    assert repo.get_conversation(9999) is None


def test_message_round_trip_of_every_field(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    parts = (
        TextPart("hello\n```py\nprint(1)\n```"),
        ImagePart("ab" * 32, "image/webp", width=10, height=20, detail="high"),
    )
    added = repo.add_message(
        conv.id,
        "assistant",
        parts,
        model="gpt-5",
        params=FULL_PARAMS,
        status=MessageStatus.STREAMING,
        finish_reason="length",
    )
    assert repo.get_message(added.id) == added
    updated = repo.update_message(
        added.id,
        parts=(TextPart("done"),),
        status=MessageStatus.COMPLETE,
        finish_reason="stop",
        usage=Usage(prompt_tokens=5, completion_tokens=7, reasoning_tokens=3, cached_tokens=1),
        error="none really",
        reasoning="thought about it",
    )
    assert repo.get_message(added.id) == updated
    assert updated.text == "done" and updated.params == FULL_PARAMS
    assert updated.usage == Usage(5, 7, 3, 1)
    assert (updated.status, updated.finish_reason, updated.error, updated.reasoning) == (
        MessageStatus.COMPLETE,
        "stop",
        "none really",
        "thought about it",
    )
    assert updated.created_at == added.created_at <= updated.updated_at
    # Fields not given stay as they were.
    same = repo.update_message(added.id, status=MessageStatus.STOPPED)
    assert (same.text, same.finish_reason, same.usage) == ("done", "stop", updated.usage)


def test_missing_things_raise_not_found(repo: Repository) -> None:
    with pytest.raises(NotFoundError):
        repo.add_message(404, "user", (TextPart("x"),))
    with pytest.raises(NotFoundError):
        repo.update_message(404, status=MessageStatus.ERROR)
    with pytest.raises(NotFoundError):
        repo.rename_conversation(404, "x")
    with pytest.raises(ValueError):
        repo.add_message(repo.create_conversation("t", Params()).id, "robot", ())  # type: ignore[arg-type]


class TickingClock:
    """Stands in for ``time`` in the storage modules: every reading is one second later, so
    "later" never depends on how fast the machine is."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def time(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def ticking_clock(monkeypatch: pytest.MonkeyPatch) -> TickingClock:
    from app.storage import conversations, messages

    clock = TickingClock()
    for module in (conversations, messages):
        monkeypatch.setattr(module, "time", clock)
    return clock


@pytest.mark.usefixtures("ticking_clock")
def test_listing_is_pinned_first_then_most_recent(repo: Repository) -> None:
    a = repo.create_conversation("a", Params())
    repo.create_conversation("b", Params())
    c = repo.create_conversation("c", Params())
    d = repo.create_conversation("d", Params())
    repo.add_message(a.id, "user", (TextPart("bump a"),))
    repo.set_pinned(c.id, True)
    assert [x.title for x in repo.list_conversations()] == ["c", "a", "d", "b"]
    assert [x.title for x in repo.list_conversations(limit=2, offset=1)] == ["a", "d"]
    repo.delete_conversation(d.id)
    assert [x.title for x in repo.list_conversations()] == ["c", "a", "b"]
    assert repo.count_conversations() == 3


@pytest.mark.usefixtures("ticking_clock")
def test_add_message_bumps_conversation(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    msg = repo.add_message(conv.id, "user", (TextPart("hi"),))
    loaded = repo.get_conversation(conv.id)
    assert loaded is not None and loaded.updated_at == msg.created_at > conv.updated_at


def test_lazy_loading_pages_backwards(repo: Repository) -> None:
    conv = repo.create_conversation("long", Params())
    other = repo.create_conversation("other", Params())
    ids = []
    for n in range(25):
        ids.append(repo.add_message(conv.id, "user", (TextPart(f"m{n}"),)).id)
        repo.add_message(other.id, "user", (TextPart("noise"),))
    assert [m.id for m in repo.list_messages(conv.id)] == ids
    last = repo.list_messages(conv.id, limit=10)
    assert [m.text for m in last] == [f"m{n}" for n in range(15, 25)]
    before = repo.list_messages(conv.id, limit=10, before_id=last[0].id)
    assert [m.text for m in before] == [f"m{n}" for n in range(5, 15)]
    first = repo.list_messages(conv.id, limit=10, before_id=before[0].id)
    assert [m.text for m in first] == [f"m{n}" for n in range(5)]
    assert repo.list_messages(conv.id, limit=10, before_id=first[0].id) == []
    assert repo.count_messages(conv.id) == 25


def test_mark_interrupted_only_touches_streaming(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    streaming = repo.add_message(conv.id, "assistant", (TextPart("half a"),), status="streaming")  # type: ignore[arg-type]
    stopped = repo.add_message(conv.id, "assistant", (), status=MessageStatus.STOPPED)
    done = repo.add_message(conv.id, "assistant", (), finish_reason="stop")
    assert repo.mark_interrupted() == 1
    assert repo.mark_interrupted() == 0
    statuses = {m.id: m.status for m in repo.list_messages(conv.id)}
    assert statuses == {
        streaming.id: MessageStatus.INTERRUPTED,
        stopped.id: MessageStatus.STOPPED,
        done.id: MessageStatus.COMPLETE,
    }
    kept = repo.get_message(streaming.id)
    assert kept is not None and kept.text == "half a"


def test_trash_restore_and_purge(repo: Repository) -> None:
    conv = repo.create_conversation("gone soon", Params())
    repo.add_message(conv.id, "user", (TextPart("unique zebra word"),))
    repo.delete_conversation(conv.id)
    assert repo.get_conversation(conv.id) is None
    assert repo.search("zebra") == []
    assert [c.id for c in repo.list_deleted_conversations()] == [conv.id]
    repo.restore_conversation(conv.id)
    assert repo.search("zebra")[0].conversation_id == conv.id
    repo.delete_conversation(conv.id)
    assert repo.purge_deleted(older_than_s=3600) == 0  # too recent
    assert repo.purge_deleted(older_than_s=0) == 1
    assert repo.list_deleted_conversations() == []
    rows = repo.connection.execute("SELECT count(*) FROM messages").fetchone()[0]
    assert rows == 0  # cascaded
    _fts_ok(repo)


def test_search_finds_a_word_in_the_middle_of_a_long_message(repo: Repository) -> None:
    conv = repo.create_conversation("Long read", Params())
    words = ["lorem", "ipsum", "dolor", "sit", "amet"] * 4000
    words[10_000] = "Quetzalcoatlus"
    repo.add_message(conv.id, "assistant", (TextPart(" ".join(words)),))
    repo.add_message(conv.id, "user", (TextPart("short one"),))
    hits = repo.search("quetzalcoatlus")
    assert len(hits) == 1
    hit = hits[0]
    assert (hit.conversation_id, hit.title) == (conv.id, "Long read")
    assert f"{HIGHLIGHT_START}Quetzalcoatlus{HIGHLIGHT_END}" in hit.snippet
    assert len(hit.snippet) < 300
    assert "<b>Quetzalcoatlus</b>" in hit.snippet_html()


def test_search_prefix_diacritics_and_titles(repo: Repository) -> None:
    a = repo.create_conversation("Café recipes", Params())
    repo.add_message(a.id, "user", (TextPart("How long to bake <b>brioche</b>?"),))
    b = repo.create_conversation("Other", Params())
    repo.add_message(b.id, "user", (TextPart("nothing to see"),))
    title_hit = repo.search("cafe")
    assert [(h.conversation_id, h.message_id) for h in title_hit] == [(a.id, None)]
    assert repo.search("brio")[0].message_id is not None  # last word is a prefix
    assert "&lt;b&gt;" in repo.search("brioche")[0].snippet_html()  # text stays text
    assert repo.search("bake brioche")[0].conversation_id == a.id  # every word must match
    assert repo.search("bake nothing") == []


def test_search_index_follows_edits(repo: Repository) -> None:
    conv = repo.create_conversation("t", Params())
    msg = repo.add_message(conv.id, "assistant", (TextPart("first draft"),))
    repo.update_message(msg.id, parts=(TextPart("final version"),))
    assert repo.search("draft") == []
    assert repo.search("final")[0].message_id == msg.id
    repo.rename_conversation(conv.id, "Platypus")
    assert repo.search("platypus")[0].message_id is None
    repo.add_message(conv.id, "user", (TextPart("keep"), ImagePart("cd" * 32, "image/png")))
    _fts_ok(repo)


HOSTILE = [
    '"foo',
    "AND",
    "OR NOT",
    "NEAR(a b)",
    "title:foo",
    "foo*",
    "*",
    "^start",
    "(((",
    '""""',
    "a AND OR b",
    "-",
    "'; DROP TABLE messages; --",
    "\x00nul",
    "emoji 🦊",
    "{col1 col2}: x",
    "+ - : ^",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_query_syntax_never_raises(repo: Repository, query: str) -> None:
    conv = repo.create_conversation("syntax", Params())
    repo.add_message(conv.id, "user", (TextPart("foo AND bar NEAR title start 🦊"),))
    repo.search(query)  # must not raise


def test_random_queries_never_raise(repo: Repository) -> None:
    conv = repo.create_conversation("x", Params())
    repo.add_message(conv.id, "user", (TextPart("alpha beta gamma"),))
    rng = random.Random(1234)
    alphabet = 'ab "*^():-+{}NEARORAND\x00é日 '
    for _ in range(500):
        repo.search("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12))))
    assert repo.search("AND") == []
    assert repo.search('"alpha')[0].conversation_id == conv.id


def test_connection_must_be_autocommit(tmp_path: Path) -> None:
    with pytest.raises(ValueError):
        Repository(sqlite3.connect(tmp_path / "x.db"))
