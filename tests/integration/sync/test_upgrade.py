"""Moving from the earlier sync format (v1: whole-conversation records under
``cometdesk-sync/machines/``) to field-by-field sync, on a storage and two data folders the
v1 code wrote (tests/support/sync_v1/, made by scripts/make_sync_v1_fixture.py): nothing
the machines had already sent is sent again, what they had not sent goes out, a batch a
machine still on v1 wrote later is read, a new machine receives the whole history, the
preferences survive, and the histories end equal, nothing lost or duplicated.

Every test works on a copy of the fixture in its own temporary folder."""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
from dataclasses import dataclass, replace
from pathlib import Path
from pprint import pformat
from typing import Any

import pytest

from app import config
from app.domain import ImagePart, TextPart
from app.services.sync.round import RoundSummary
from app.storage import BLOBS_DIRNAME, DB_FILENAME, BlobStore, Repository, open_database
from app.sync import RemoteConfig
from app.sync.changes import ITEM
from app.sync.clock import legacy_stamp
from app.sync.local_state import LocalState
from tests.support.sync_logs import SentBatch, field_names, sent_by
from tests.support.sync_rounds import run_sync_round

ROOT = Path(__file__).resolve().parents[3]
FIXTURE = ROOT / "tests" / "support" / "sync_v1"

# What scripts/make_sync_v1_fixture.py put in the histories.
TIDES = "Tide tables for Ostend"
PHOTO = "Lighthouse photo"
VERSIONS = "Which knot for a mooring line?"
RENAMED = "Harbour budget (renamed on B)"
PINNED = "Pinned: ferry timetable"
TRASHED = "Old shopping list"
COMPARE_GROUP = "0c0ffee0c0ffee0c0ffee0c0ffee0c0f"
BACKGROUND = "Deep research on dunes"
FROM_B = "Packing list (from B)"
FROM_D = "Written on D (v1)"


@dataclass
class Setup:
    """A copy of the fixture: the data folders A and B, the storage, and what it says."""

    root: Path
    manifest: dict[str, Any]

    @property
    def storage(self) -> RemoteConfig:
        return RemoteConfig.parse(["folder", str(self.root / "storage")])

    @property
    def passphrase(self) -> str:
        return str(self.manifest["passphrase"])

    def folder(self, name: str) -> Path:
        return self.root / name

    def machine(self, name: str) -> str:
        state = LocalState.open(self.folder(name))
        try:
            return state.machine_id()
        finally:
            state.close()

    def round(self, name: str) -> RoundSummary:
        summary = run_sync_round(self.folder(name), self.storage, None, self.passphrase)
        assert summary.problems == [], f"{name}: {summary.problems}"
        return summary

    def sent(self, name: str, after: int = 0) -> list[SentBatch]:
        return sent_by(self.storage, self.passphrase, self.machine(name), after)

    def unsynced(self, name: str) -> dict[str, str]:
        return dict(self.manifest["unsynced"][name])


@pytest.fixture
def v1(tmp_path: Path) -> Setup:
    root = tmp_path / "sync_v1"
    shutil.copytree(FIXTURE, root)
    return Setup(root, json.loads((root / "manifest.json").read_text()))


# ---- the histories, machine-independent ------------------------------------------------------


def repo_of(data_dir: Path) -> Repository:
    conn, _ = open_database(data_dir / DB_FILENAME)
    return Repository(conn)


def history(data_dir: Path) -> dict[str, dict[str, Any]]:
    """Every conversation (live or trashed) by its sync uid, with its messages by theirs (a
    message sync never gave a uid to is "local:<id>"): what a person sees of it."""
    state = LocalState.open(data_dir)
    repo = repo_of(data_dir)
    blobs = BlobStore(data_dir / BLOBS_DIRNAME)
    try:
        linked = state.linked_conversations()
        folders = {f.id: f.name for f in repo.list_folders()}
        everything = [(c, False) for c in repo.list_conversations()]
        everything += [(c, True) for c in repo.list_deleted_conversations()]
        found: dict[str, dict[str, Any]] = {}
        for conv, trashed in everything:
            uid = linked.get(conv.id, f"local:{conv.id}")
            messages = repo.list_all_messages(conv.id)
            uids = state.message_uids([m.id for m in messages])
            key = {m.id: uids.get(m.id, f"local:{m.id}") for m in messages}
            found[uid] = {
                "title": conv.title,
                "pinned": conv.pinned,
                "trashed": trashed,
                "folder": None if conv.folder_id is None else folders.get(conv.folder_id),
                "compare_group": conv.compare_group,
                "messages": {
                    key[m.id]: {
                        "role": m.role,
                        "parent": None if m.parent_id is None else key.get(m.parent_id),
                        "texts": [p.text for p in m.parts if isinstance(p, TextPart)],
                        "images": [
                            hashlib.sha256(blobs.get(p.blob)).hexdigest()
                            for p in m.parts
                            if isinstance(p, ImagePart)
                        ],
                        "status": m.status.value,
                        "response_id": m.response_id,
                        "model": m.model,
                        "created_at": m.created_at,
                    }
                    for m in messages
                },
                "shown": [key[m.id] for m in messages if m.active],
            }
        return found
    finally:
        repo.close()
        state.close()


def without_shown(found: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {uid: {k: v for k, v in conv.items() if k != "shown"} for uid, conv in found.items()}


def differences(got: dict[str, dict[str, Any]], want: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """What ``got`` has otherwise than ``want``, per conversation title, readably: {} when
    they are equal."""
    found: dict[str, Any] = {}
    for uid in sorted(set(got) | set(want)):
        have, should = got.get(uid), want.get(uid)
        if have == should:
            continue
        if have is None or should is None:
            found[(should or have or {})["title"]] = "missing" if have is None else "extra"
            continue

        def said(conv: dict[str, Any], muids: list[str]) -> list[str]:
            return [" ".join(conv["messages"][m]["texts"]) or "(no text)" for m in muids]

        diff: dict[str, Any] = {
            key: (have[key], should[key])
            for key in should
            if key not in ("messages", "shown") and have.get(key) != should[key]
        }
        mine, theirs = have["messages"], should["messages"]
        for label, muids in (
            ("messages missing", [m for m in theirs if m not in mine]),
            ("messages extra", [m for m in mine if m not in theirs]),
        ):
            if muids:
                diff[label] = said(should if label.endswith("missing") else have, muids)
        changed = [m for m in theirs if m in mine and mine[m] != theirs[m]]
        if changed:
            diff["messages changed"] = {
                m: {k: (mine[m][k], theirs[m][k]) for k in theirs[m] if mine[m][k] != theirs[m][k]}
                for m in changed
            }
        if "shown" in should and have.get("shown") != should["shown"]:
            diff["shown"] = (
                said(have, [m for m in have["shown"] if m in mine]),
                said(should, should["shown"]),
            )
        found[should["title"]] = diff
    return found


def by_title(found: dict[str, dict[str, Any]], title: str) -> tuple[str, dict[str, Any]]:
    matches = [(uid, conv) for uid, conv in found.items() if conv["title"] == title]
    assert len(matches) == 1, f"{len(matches)} conversations titled {title!r}"
    return matches[0]


def texts(conv: dict[str, Any]) -> list[str]:
    return [t for m in conv["messages"].values() for t in m["texts"]]


def assert_no_duplicates(found: dict[str, dict[str, Any]]) -> None:
    """No conversation twice (same creation, same first message) and no message twice in
    one (same role, parent, time and content)."""
    starts = []
    for conv in found.values():
        first = [m for m in conv["messages"].values() if m["parent"] is None]
        starts.append(tuple((m["created_at"], tuple(m["texts"])) for m in first))
        seen = [
            (m["role"], m["parent"], m["created_at"], tuple(m["texts"]), tuple(m["images"]))
            for m in conv["messages"].values()
        ]
        assert len(seen) == len(set(seen)), f"a message is duplicated in {conv['title']!r}"
    assert len(starts) == len(set(starts)), "a conversation is duplicated"


def tides_uid(v1: Setup) -> str:
    uid, _conv = by_title(history(v1.folder("A")), TIDES)
    return uid


def message_uid(data_dir: Path, text: str) -> str:
    uids = [
        muid
        for conv in history(data_dir).values()
        for muid, m in conv["messages"].items()
        if text in m["texts"]
    ]
    assert len(uids) == 1, f"{len(uids)} messages say {text!r}"
    return uids[0]


def upgrade_both(v1: Setup) -> None:
    """A, then B, then A again, each on the new code for the first time (A twice)."""
    v1.round("A")
    v1.round("B")
    v1.round("A")


# ---- the tests ---------------------------------------------------------------------------------


def test_the_fixture_is_what_v1_wrote(v1: Setup) -> None:
    """The fixture holds what the tests below rely on (made by the v1 code)."""
    storage = v1.root / "storage" / "cometdesk-sync"
    assert (storage / "header.json").is_file()
    assert not (storage / "v2").exists()
    machines = v1.manifest["machines"]
    batches = {p.parent.name: p.name for p in (storage / "machines").glob("*/*.rec")}
    assert set(batches) == {machines["A"], machines["B"], machines["D"]}
    assert {v1.machine("A"), v1.machine("B")} == {machines["A"], machines["B"]}
    a, b = history(v1.folder("A")), history(v1.folder("B"))
    # Each has one change of its own not synced, and neither read D's batch.
    assert v1.unsynced("A")["new_message"] in texts(by_title(a, TIDES)[1])
    assert by_title(b, v1.unsynced("B")["renamed_to"])[0] == by_title(a, TIDES)[0]
    assert not any(c["title"] == FROM_D for c in [*a.values(), *b.values()])
    state = LocalState.open(v1.folder("A"))
    try:
        assert state.items()["settings/theme"].value == "dark"
        # The storage as v1's set-up recorded it reads with today's code.
        assert state.remote_config() == RemoteConfig.parse(
            ["folder", v1.manifest["stored_location"]]
        )
    finally:
        state.close()


def test_upgraded_machines_send_only_what_they_had_not_sent(v1: Setup) -> None:
    tides = tides_uid(v1)
    upgrade_both(v1)
    new_message = message_uid(v1.folder("A"), v1.unsynced("A")["new_message"])

    def told(batches: list[SentBatch]) -> list[dict[str, Any]]:
        """Per batch: the items and purges, and per conversation the fields and, per
        message, the fields it carries."""
        return [
            {
                "items": [key for key, _v, _s in batch.items],
                "purged": batch.purged,
                # Each upgraded machine tells the version it shows of every conversation
                # (the earlier format never said): those parts, "shown" alone, left out.
                "conversations": {
                    uid: {
                        "fields": sorted(field_names(part) - {"shown"}),
                        "messages": {
                            muid: sorted(name for name, _v, _s in triples)
                            for muid, triples in part.messages.items()
                        },
                    }
                    for uid, part in batch.conversations.items()
                    if field_names(part) != {"shown"} or part.messages
                },
            }
            for batch in batches
        ]

    # A: its unsent message (with the branch on screen that now ends there: "shown" is
    # left out above), in one batch; B: its unsent rename; A's second round, having only
    # received, nothing.
    sent = {"A": told(v1.sent("A")), "B": told(v1.sent("B"))}
    assert sent == {
        "A": [
            {
                "items": [],
                "purged": [],
                "conversations": {
                    tides: {"fields": [], "messages": {new_message: ["created", "result"]}}
                },
            }
        ],
        "B": [
            {
                "items": [],
                "purged": [],
                "conversations": {tides: {"fields": ["title"], "messages": {}}},
            }
        ],
    }, f"what the upgraded machines sent:\n{pformat(sent, width=100)}"
    for name in ("A", "B"):
        tides_now = history(v1.folder(name))[tides]
        assert tides_now["title"] == v1.unsynced("B")["renamed_to"]
        assert v1.unsynced("A")["new_message"] in texts(tides_now)


def test_upgraded_histories_are_equal_and_lose_nothing(v1: Setup) -> None:
    before_a, before_b = history(v1.folder("A")), history(v1.folder("B"))
    upgrade_both(v1)
    a, b = history(v1.folder("A")), history(v1.folder("B"))

    assert differences(without_shown(b), without_shown(a)) == {}
    assert_no_duplicates(a)
    # Nothing lost: every conversation and message either machine had under v1.
    for before in (before_a, before_b):
        for uid, conv in before.items():
            assert uid in a, f"{conv['title']!r} was lost"
            for muid, message in conv["messages"].items():
                if muid.startswith("local:"):  # A's unsent message: a uid of its own now
                    assert message["texts"][0] in texts(a[uid])
                    continue
                assert a[uid]["messages"].get(muid) == message, f"a message of {uid} changed"
    # What was not synced under v1 (A's message, B's rename) and D's later batch arrived.
    tides = by_title(a, v1.unsynced("B")["renamed_to"])[1]
    assert v1.unsynced("A")["new_message"] in texts(tides)
    assert tides["folder"] == "Travel"
    d = v1.manifest["unread"]["D"]
    assert d["new_message"] in texts(by_title(a, FROM_B)[1])
    by_title(a, FROM_D)
    # A's unsent message is in before_a already; D wrote one message and a conversation of two.
    expected = sum(len(c["messages"]) for c in before_a.values()) + 3
    assert sum(len(c["messages"]) for c in a.values()) == expected
    assert len(a) == len(before_a) + 1
    # The rest as v1 left it.
    assert by_title(a, PINNED)[1]["pinned"] is True
    assert by_title(a, TRASHED)[1]["trashed"] is True
    by_title(a, RENAMED)
    group = sorted(c["title"] for c in a.values() if c["compare_group"] == COMPARE_GROUP)
    assert len(group) == 2
    photo = by_title(a, PHOTO)[1]
    assert [i for m in photo["messages"].values() for i in m["images"]] == [
        v1.manifest["image_sha256"]
    ]
    dunes = by_title(a, BACKGROUND)[1]
    reply = next(m for m in dunes["messages"].values() if m["role"] == "assistant")
    assert (reply["status"], reply["response_id"]) == (
        "background",
        v1.manifest["background_response_id"],
    )
    versions = by_title(a, VERSIONS)[1]
    assert sum(m["role"] == "assistant" for m in versions["messages"].values()) == 2
    # The same versions on screen on both machines (under v1, B showed the first reply it
    # received, A the one it regenerated).
    assert differences(b, a) == {}, "B shows other versions than A"


def test_upgrading_b_first_loses_nothing_either(v1: Setup) -> None:
    """The same two unsent changes (A's new message, B's rename of that conversation),
    the machines upgraded in the other order."""
    v1.round("B")
    v1.round("A")
    v1.round("B")
    a, b = history(v1.folder("A")), history(v1.folder("B"))
    assert differences(without_shown(b), without_shown(a)) == {}
    tides = a[tides_uid_of(a, v1)]
    assert tides["title"] == v1.unsynced("B")["renamed_to"], "B's rename was lost"
    assert v1.unsynced("A")["new_message"] in texts(tides)


def tides_uid_of(found: dict[str, dict[str, Any]], v1: Setup) -> str:
    for uid, conv in found.items():
        if v1.unsynced("A")["new_message"] in texts(conv):
            return uid
    raise AssertionError("A's unsent message is nowhere")


def test_a_new_machine_receives_the_whole_history(v1: Setup) -> None:
    """C, an empty data folder on the new code, joins once A and B upgraded and changed,
    in the new format, a conversation born under v1 (A added a message, B pinned it): it
    reads the v1 batches and the new logs, and has what A has, the image included, after
    its first round."""
    upgrade_both(v1)
    after = "Asked on A after the upgrade."
    add_message(v1.folder("A"), PHOTO, after)
    v1.round("A")
    repo = repo_of(v1.folder("B"))
    try:
        repo.set_pinned(next(c.id for c in repo.list_conversations() if c.title == PHOTO), True)
    finally:
        repo.close()
    v1.round("B")
    v1.round("A")
    c = v1.folder("C")
    v1.round("C")
    first = history(c)
    v1.round("C")
    got, a = history(c), history(v1.folder("A"))

    assert differences(without_shown(got), without_shown(a)) == {}
    assert_no_duplicates(got)
    photo = by_title(got, PHOTO)[1]
    assert [i for m in photo["messages"].values() for i in m["images"]] == [
        v1.manifest["image_sha256"]
    ]
    assert after in texts(photo) and photo["pinned"] is True
    assert config.load_settings(c).theme == "dark"
    # C may tell which version it shows where the machines differed (a shorter branch is
    # never taken over a longer one: the branch with A's new message), and nothing else.
    told = [
        (uid, field_names(part), part.messages)
        for batch in v1.sent("C")
        for uid, part in batch.conversations.items()
    ]
    assert all(names == {"shown"} and not messages for _uid, names, messages in told), (
        f"a machine that only received sent something: {told}"
    )
    assert all(batch.items == [] and batch.purged == [] for batch in v1.sent("C"))
    assert differences(without_shown(first), without_shown(a)) == {}, (
        "after its first round C lacked the above"
    )
    assert differences(got, a) == {}, "C shows other versions than A"


def add_message(data_dir: Path, title: str, text: str) -> None:
    repo = repo_of(data_dir)
    try:
        cid = next(c.id for c in repo.list_conversations() if c.title == title)
        repo.add_message(cid, "user", [TextPart(text)])
    finally:
        repo.close()


@pytest.mark.parametrize(
    ("machine", "title"),
    [("A", PHOTO), ("A", FROM_D), ("C", PHOTO)],
    ids=["upgraded-own", "upgraded-from-a-later-v1-batch", "new-machine-from-v1-batches"],
)
def test_a_change_after_the_upgrade_sends_only_itself(v1: Setup, machine: str, title: str) -> None:
    """A message added after the upgrade to a conversation that came from v1 (adopted from
    the v1 state, or read from a v1 batch) goes out alone: what came from v1 is not sent
    back."""
    upgrade_both(v1)
    v1.round(machine)
    before = len(v1.sent(machine))
    data_dir = v1.folder(machine)
    uid, _conv = by_title(history(data_dir), title)
    add_message(data_dir, title, "One more question, after the upgrade.")
    v1.round(machine)
    added = message_uid(data_dir, "One more question, after the upgrade.")
    sent = v1.sent(machine)[before:]
    assert len(sent) == 1
    assert uid in sent[0].conversations
    # Other conversations at most tell the version shown (where machines differed).
    assert all(
        field_names(p) == {"shown"} and not p.messages
        for other, p in sent[0].conversations.items()
        if other != uid
    )
    part = sent[0].conversations[uid]
    assert field_names(part) <= {"shown"}
    resent = {m: sorted(n for n, _v, _s in t) for m, t in part.messages.items() if m != added}
    assert resent == {}, f"sent again: {resent}"


def test_a_later_v1_batch_is_read_by_the_upgraded_machines(v1: Setup) -> None:
    """D stayed on v1 and synced after A and B last read: its batch reaches both once they
    run the new code, once."""
    d = v1.manifest["unread"]["D"]
    upgrade_both(v1)
    for name in ("A", "B"):
        found = history(v1.folder(name))
        assert texts(by_title(found, FROM_B)[1]).count(d["new_message"]) == 1
        by_title(found, FROM_D)
    v1.round("B")
    v1.round("A")
    assert texts(by_title(history(v1.folder("A")), FROM_B)[1]).count(d["new_message"]) == 1


def test_the_v1_preferences_survive_and_are_not_sent_again(v1: Setup) -> None:
    machines = v1.manifest["machines"]
    state = LocalState.open(v1.folder("A"))
    try:
        theme = state.items()["settings/theme"]
    finally:
        state.close()
    upgrade_both(v1)
    assert all(batch.items == [] for batch in v1.sent("A") + v1.sent("B"))
    for name in ("A", "B"):
        assert config.load_settings(v1.folder(name)).theme == "dark"
        state = LocalState.open(v1.folder(name))
        try:
            known = state.fields.known(ITEM, "settings/theme")
            state_folders = state.fields.known(ITEM, "folder/Travel")
        finally:
            state.close()
        assert known is not None and known.stamp == legacy_stamp(theme.changed_at, machines["A"])
        assert not known.pending
        assert state_folders is not None and not state_folders.pending
    v1.round("C")
    assert config.load_settings(v1.folder("C")).theme == "dark"
    # A change made after the upgrade wins over the v1 one everywhere.
    b = v1.folder("B")
    config.save_settings(b, replace(config.load_settings(b), theme="light"))
    v1.round("B")
    assert [key for key, _v, _s in v1.sent("B")[-1].items] == ["settings/theme"]
    v1.round("A")
    v1.round("C")
    assert config.load_settings(v1.folder("A")).theme == "light"
    assert config.load_settings(v1.folder("C")).theme == "light"


# ---- a machine that stays on v1, with the v1 code itself -------------------------------------

_V1_MACHINE = """
import asyncio, json, sys
from pathlib import Path

import app.sync.journal
from app.domain import TextPart
from app.services.sync_round import sync_round
from app.storage import DB_FILENAME, Repository, open_database, own_history
from app.sync import RemoteConfig

assert hasattr(app.sync.journal, "HEADER"), "not the v1 code"
data_dir, storage, passphrase = Path(sys.argv[1]), sys.argv[2], sys.argv[3]


def sync():
    config = RemoteConfig.parse(["folder", storage])
    with own_history(data_dir / DB_FILENAME) as history:
        summary = asyncio.run(sync_round(data_dir, history, config, None, passphrase))
    assert summary.problems == [], summary.problems


sync()
conn, _ = open_database(data_dir / DB_FILENAME)
repo = Repository(conn)
convs = {c.title: c.id for c in repo.list_conversations()}
repo.add_message(convs[sys.argv[4]], "user", [TextPart(sys.argv[5])])
repo.rename_conversation(convs[sys.argv[6]], sys.argv[7])
repo.close()
sync()
"""


def v1_code(tmp_path: Path, commit: str) -> Path:
    """The v1 app package, from this clone's git history (skips when it is not there)."""
    git = shutil.which("git")
    if git is None:
        pytest.skip("no git to take the v1 code from")
    found = subprocess.run(
        [git, "-C", str(ROOT), "cat-file", "-e", f"{commit}^{{commit}}"], capture_output=True
    )
    if found.returncode != 0:
        pytest.skip(f"the v1 code (commit {commit}) is not in this clone (a shallow one?)")
    archive = subprocess.run(
        [git, "-C", str(ROOT), "archive", commit, "app"], capture_output=True, check=True
    ).stdout
    target = tmp_path / "v1-code"
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(target, filter="data")
    return target


def test_a_machine_still_on_v1_is_read_after_the_upgrade(v1: Setup, tmp_path: Path) -> None:
    """A machine running the v1 code itself joins after A and B upgraded, adds a message and
    renames a conversation, in v1 batches: both upgraded machines take them, once."""
    code = v1_code(tmp_path, str(v1.manifest["commit"]))
    upgrade_both(v1)
    said, renamed = "A question from a machine still on v1.", "Ferry timetable (renamed on v1)"
    env = {**os.environ, "PYTHONPATH": str(code)}
    subprocess.run(
        [
            sys.executable,
            "-c",
            _V1_MACHINE,
            str(v1.folder("E")),
            str(v1.root / "storage"),
            v1.passphrase,
            PHOTO,
            said,
            PINNED,
            renamed,
        ],
        cwd=code,
        env=env,
        check=True,
        timeout=120,
    )
    v1.round("A")
    v1.round("B")
    a, b = history(v1.folder("A")), history(v1.folder("B"))
    assert differences(without_shown(b), without_shown(a)) == {}
    assert_no_duplicates(a)
    assert texts(by_title(a, PHOTO)[1]).count(said) == 1
    assert by_title(a, renamed)[1]["pinned"] is True
    # The upgraded machines' own changes are still there.
    assert v1.unsynced("A")["new_message"] in texts(a[tides_uid_of(a, v1)])
