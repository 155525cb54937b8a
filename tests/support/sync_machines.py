"""Machines for the sync convergence property test (tests/integration/sync/
test_convergence.py): 3 to 5 data folders that make random changes through the Repository,
run sync rounds with clocks hours apart, some rounds cut off (the storage gone after k
requests) or killed (SIGKILL of a `cometdesk sync now` process at a chosen step: see
tests.support.sync_machines_crash), and a normalized export of each machine's history to
compare with the others' and with the reference model (tests.support.sync_model).

Everything comes from one seed: the operations, the schedule, machine ids (the order logs
are read in), the uids sync gives conversations and messages, and the wall clocks (the
run's own time, moved on by the seed's steps, not by how fast the computer is), so a
failing seed replays the same way.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import random
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from app import config as app_config
from app.domain import Message, MessageStatus, Params, Role, TextPart
from app.services.sync import compaction as sync_compaction
from app.services.sync import local as sync_local
from app.storage import DB_FILENAME, Repository, own_history
from app.storage.sync_writes import purge_conversation
from app.sync import RemoteConfig, journal
from app.sync.errors import Unreachable
from app.sync.local_state import LocalState
from app.sync.remote import Remote
from tests.support.sync_model import Model, NewMessage
from tests.support.sync_rounds import run_sync_round

ROOT = Path(__file__).resolve().parents[2]
PASSPHRASE = "correct horse battery staple 42"
HOUR = 3600.0
MAX_OFFSET = 6 * HOUR
SETTINGS: dict[str, list[Any]] = {
    "theme": ["system", "light", "dark"],
    "font_size": [0, 11, 13, 16],
    "system_prompt": ["", "Be brief.", "Answer in French.", "Think twice."],
}
FOLDERS = ("Work", "Home", "Later")
MODELS = ("model-alpha", "model-beta", "model-gamma")
REMOTE_METHODS = ("write_once", "read", "exists", "list", "delete", "delete_tree", "clean_debris")

# How often each operation is picked.
WEIGHTS = {
    "new_conversation": 8,
    "add_message": 14,
    "add_version": 8,
    "background": 4,
    "complete": 6,
    "show_version": 6,
    "delete_message": 6,
    "rename": 6,
    "pin": 4,
    "folder": 5,
    "params": 4,
    "trash": 4,
    "restore": 4,
    "purge": 3,
    "setting": 5,
}


def tag_of(message: Message) -> str:
    """The model's name of a message: the first word of its text (a completed reply's text
    is "<tag>|<who completed it>")."""
    text = "".join(getattr(p, "text", "") for p in message.parts)
    return text.split("|")[0]


def text_of(message: Message) -> str:
    return "".join(getattr(p, "text", "") for p in message.parts)


def leaf_of(messages: list[Message]) -> Message | None:
    shown = [m for m in messages if m.active]
    return max(shown, key=lambda m: m.id, default=None)


@contextlib.contextmanager
def patched(target: Any, name: str, value: Any) -> Iterator[None]:
    old = getattr(target, name)
    setattr(target, name, value)
    try:
        yield
    finally:
        setattr(target, name, old)


@contextlib.contextmanager
def storage_gone_after(calls: int | None, where: str) -> Iterator[list[int]]:
    """Every Remote request after the first ``calls`` raises Unreachable (None: never),
    as a storage that went away mid-round; yields [requests made]."""
    made = [0]
    if calls is None:
        yield made
        return
    originals = {name: getattr(Remote, name) for name in REMOTE_METHODS}

    def wrap(original: Callable[..., Any]) -> Callable[..., Any]:
        async def wrapped(self: Remote, *args: Any, **kwargs: Any) -> Any:
            made[0] += 1
            if made[0] > calls:
                raise Unreachable(where)
            return await original(self, *args, **kwargs)

        return wrapped

    for name, original in originals.items():
        setattr(Remote, name, wrap(original))
    try:
        yield made
    finally:
        for name, original in originals.items():
            setattr(Remote, name, original)


class Clock:
    """The time of the run: it starts at the real time and moves on by the seed's steps
    (not by how long the run takes), so that which of two machines' changes is later
    does not depend on the speed of the computer."""

    def __init__(self) -> None:
        self.now = time.time()


@dataclass
class Machine:
    name: str
    data_dir: Path
    offset: float  # its wall clock minus the run's, seconds
    drift: float  # how far the offset may move after each round (0: fixed)
    clock: Clock
    local_convs: dict[int, str] = field(default_factory=dict)  # local id → model conversation

    def wall(self) -> float:
        return self.clock.now + self.offset


@dataclass
class Config:
    """What one seed chose."""

    machines: int
    offsets: list[float]
    drifting: bool
    steps: int
    compact_after: int
    batch_limit: int | None
    crashes: int  # SIGKILLed rounds allowed
    # A checkpoint once this share of a log was changed again (and no floor of bytes);
    # None: as the app has it (rarely in a run this short).
    superseded_share: float | None = None

    def line(self) -> str:
        hours = ", ".join(f"{o / HOUR:+.1f}h" for o in self.offsets)
        share = self.superseded_share
        checkpoints = "as the app has them" if share is None else f"once {share:.0%} is redone"
        return (
            f"{self.machines} machines (clocks {hours}{', drifting' if self.drifting else ''}), "
            f"{self.steps} steps, segments of {self.compact_after} objects, checkpoints "
            f"{checkpoints}, "
            f"batch limit {self.batch_limit or 'default'}, up to {self.crashes} SIGKILLs"
        )


def choose_config(rng: random.Random, *, crashes: bool) -> Config:
    n = rng.randint(3, 5)
    return Config(
        machines=n,
        offsets=[rng.uniform(-MAX_OFFSET, MAX_OFFSET) for _ in range(n)],
        drifting=rng.random() < 0.4,
        steps=rng.randint(30, 60),
        compact_after=rng.choice([2, 3, 5, 24]),
        # Small batches now and then: a conversation's changes then span several batches
        # and checkpoint parts, as those of a conversation of more than 2 MB do.
        batch_limit=rng.choice([None, None, None, 1500]),
        crashes=rng.randint(1, 2) if crashes and rng.random() < 0.4 else 0,
        superseded_share=rng.choice([None, 0.0, 0.0, 0.25]),
    )


class Cluster:
    """The machines of one seed, their storage, the model, and the log of what happened."""

    def __init__(
        self,
        seed: int,
        root: Path,
        remote: RemoteConfig,
        secret: str | None,
        *,
        crashes: bool = True,
    ) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.remote = remote
        self.secret = secret
        self.config = choose_config(self.rng, crashes=crashes)
        self.crashes_left = self.config.crashes
        self.clock = Clock()
        names = "abcde"[: self.config.machines]
        self.machines = [
            Machine(
                name,
                root / f"machine-{name}",
                self.config.offsets[i],
                HOUR if self.config.drifting else 0.0,
                self.clock,
            )
            for i, name in enumerate(names)
        ]
        defaults = app_config.Settings()
        self.model = Model(names, {f"settings/{k}": getattr(defaults, k) for k in SETTINGS})
        self.uid_of: dict[str, str] = {}  # model conversation → sync uid
        self.events: list[str] = []
        self.problems: list[str] = []  # problems completed rounds reported
        self._uids = random.Random(seed * 7919 + 1)
        self._convs = 0
        self._tags = 0
        for m in self.machines:
            state = LocalState.open(m.data_dir)
            try:
                # A machine id from the seed: logs are read in the same order every run.
                digest = hashlib.sha256(f"{seed}-{m.name}".encode()).hexdigest()[:32]
                state._set("machine_id", digest)
                state.set_remote_config(remote)
            finally:
                state.close()

    def say(self, line: str) -> None:
        self.events.append(line)

    # ---- running a seed ------------------------------------------------------------------

    def run(self) -> None:
        """The random phase, then every machine syncs twice (a, b, c…, twice)."""
        self.say(f"seed {self.seed}: {self.config.line()}")
        with self._seeded():
            for _step in range(self.config.steps):
                self.clock.now += self.rng.uniform(1.0, 90.0)
                m = self.rng.choice(self.machines)
                if self.rng.random() < 0.62:
                    for _ in range(self.rng.randint(1, 3)):
                        self.operate(m)
                    continue
                pick = self.rng.random()
                if pick < 0.25:
                    self.sync(m, cut_after=self.rng.randint(0, 30))
                elif pick < 0.40 and self.crashes_left:
                    self.crashes_left -= 1
                    if self.rng.random() < 0.5:
                        self.sync_killed(m, step=self.rng.randint(1, 60))
                    else:
                        self.sync_killed(m, after_write=self.rng.randint(1, 3))
                else:
                    self.sync(m)
            self.say("-- every machine syncs twice --")
            for _ in range(2):
                for m in self.machines:
                    self.clock.now += 1.0
                    if not self.sync(m):
                        raise AssertionError(f"a final round of {m.name} did not complete")

    def one_more_pass(self) -> None:
        with self._seeded():
            for m in self.machines:
                self.clock.now += 1.0
                self.sync(m)

    @contextlib.contextmanager
    def _seeded(self) -> Iterator[None]:
        """Uids of conversations and messages from the seed; the seed's checkpoint interval
        and batch size."""
        uids = SimpleNamespace(uuid4=lambda: uuid.UUID(int=self._uids.getrandbits(128)))
        with contextlib.ExitStack() as stack:
            stack.enter_context(patched(sync_local, "uuid", uids))
            stack.enter_context(
                patched(sync_compaction, "COMPACT_AFTER_BATCHES", self.config.compact_after)
            )
            if self.config.batch_limit is not None:
                stack.enter_context(patched(journal, "BATCH_LIMIT", self.config.batch_limit))
            if self.config.superseded_share is not None:
                stack.enter_context(patched(sync_compaction, "SUPERSEDED_BYTES", 0))
                stack.enter_context(
                    patched(sync_compaction, "SUPERSEDED_SHARE", self.config.superseded_share)
                )
            yield

    # ---- rounds --------------------------------------------------------------------------

    def sync(self, m: Machine, cut_after: int | None = None) -> bool:
        """One round of ``m``, in this process; whether it completed."""
        began = self.model.round_begins(m.name)
        where = self.remote.where()
        try:
            with storage_gone_after(cut_after, where) as made:
                summary = run_sync_round(
                    m.data_dir, self.remote, self.secret, PASSPHRASE, wall=m.wall
                )
        except Unreachable:
            self.say(f"{m.name}: round cut off after {made[0] - 1} requests")
            completed = False
        else:
            completed = True
            cut = "" if cut_after is None else f" (cut after {cut_after}: not reached)"
            self.say(f"{m.name}: round{cut}: {summary.line()}")
            for problem in summary.problems:
                self.problems.append(f"{m.name}: {problem}")
        self._after_round(m, began, completed)
        return completed

    def sync_killed(self, m: Machine, *, step: int = 0, after_write: int = 0) -> bool:
        """A `cometdesk sync now` process of ``m``, SIGKILLed at its ``step``-th step (a
        request to the storage, or the return of a piece of work on the history), or right
        after it wrote its ``after_write``-th batch of received changes into the history
        (before the sync state recorded it)."""
        began = self.model.round_begins(m.name)
        where = f"step {step}" if step else f"write {after_write}"
        env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_SYNC_")}
        env |= {
            "COMETDESK_DATA_DIR": str(m.data_dir),
            "COMETDESK_SYNC_PASSPHRASE": PASSPHRASE,
            "SYNC_CRASH_AFTER": str(step),
            "SYNC_CRASH_AFTER_WRITE": str(after_write),
            "SYNC_CRASH_WALL": repr(m.wall()),
            "SYNC_CRASH_COMPACT_AFTER": str(self.config.compact_after),
            "SYNC_CRASH_BATCH_LIMIT": str(self.config.batch_limit or 0),
            "SYNC_CRASH_SUPERSEDED_SHARE": str(
                "" if self.config.superseded_share is None else self.config.superseded_share
            ),
            "SYNC_CRASH_UIDS": str(self._uids.getrandbits(64)),
        }
        if self.secret is not None:
            env["COMETDESK_SYNC_SECRET"] = self.secret
        done = subprocess.run(
            [sys.executable, "-m", "tests.support.sync_machines_crash"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        if done.returncode == -signal.SIGKILL:
            self.say(f"{m.name}: `sync now` SIGKILLed at {where}")
            completed = False
        elif done.returncode == 0:
            self.say(f"{m.name}: `sync now` (kill at {where}: not reached): {done.stdout.strip()}")
            completed = True
        else:
            raise AssertionError(
                f"`sync now` of {m.name} failed ({done.returncode}): {done.stderr.strip()}"
            )
        self._after_round(m, began, completed)
        return completed

    def _after_round(self, m: Machine, began: Any, completed: bool) -> None:
        if completed:
            self.model.round_completed(began)
        state = LocalState.open(m.data_dir)
        try:
            for cid, uid in state.linked_conversations().items():
                conv = m.local_convs.get(cid)
                if conv is not None:
                    self.uid_of[conv] = uid
        finally:
            state.close()
        if m.drift:
            m.offset = max(
                -MAX_OFFSET, min(MAX_OFFSET, m.offset + self.rng.uniform(-m.drift, m.drift))
            )

    # ---- operations ----------------------------------------------------------------------

    def operate(self, m: Machine) -> None:
        """One random operation on ``m`` (another kind when the one picked has nothing to
        work on)."""
        here = self._conversations_here(m)
        kinds = list(WEIGHTS)
        weights = [WEIGHTS[k] for k in kinds]
        with own_history(m.data_dir / DB_FILENAME) as history:
            for _attempt in range(20):
                kind = self.rng.choices(kinds, weights)[0]
                if kind == "setting":
                    self._setting(m)
                    return
                operation: Callable[[Machine, Repository, dict[int, str]], bool]
                operation = getattr(self, f"_{kind}")

                def work(repo: Repository, op: Any = operation) -> bool:
                    return bool(op(m, repo, here))

                if history.run(work):
                    return

    def _conversations_here(self, m: Machine) -> dict[int, str]:
        """Local id → model conversation of every conversation ``m`` has that the model
        knows (made here, or received: by its uid)."""
        state = LocalState.open(m.data_dir)
        try:
            linked = state.linked_conversations()
        finally:
            state.close()
        conv_of = {uid: conv for conv, uid in self.uid_of.items()}
        here = dict(m.local_convs)
        for cid, uid in linked.items():
            if uid in conv_of:
                here.setdefault(cid, conv_of[uid])
        return here

    def _record(self, m: Machine, text: str, **what: Any) -> None:
        op = self.model.record(m.name, text, **what)
        self.say(f"{m.name}: #{op.id} {text}")

    def _pick(
        self, repo: Repository, here: dict[int, str], *, trashed: bool
    ) -> tuple[int, str] | None:
        convs = repo.list_deleted_conversations() if trashed else repo.list_conversations()
        known = sorted((here[c.id], c.id) for c in convs if c.id in here)
        if not known:
            return None
        conv, cid = self.rng.choice(known)
        return cid, conv

    def _new_tag(self) -> str:
        self._tags += 1
        return f"m{self._tags}"

    def _messages(self, repo: Repository, cid: int) -> list[Message]:
        return sorted(repo.list_all_messages(cid), key=lambda x: tag_of(x))

    def _tag_by_id(self, repo: Repository, mid: int | None) -> str | None:
        if mid is None:
            return None
        found = repo.get_message(mid)
        return None if found is None else tag_of(found)

    def _leaf(self, repo: Repository, cid: int) -> str | None:
        leaf = leaf_of(repo.list_all_messages(cid))
        return None if leaf is None else tag_of(leaf)

    def _new_conversation(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        self._convs += 1
        conv, tag, title = f"c{self._convs}", self._new_tag(), f"T{self._convs}"
        made, _first = repo.start_conversation(
            title, Params(model=self.rng.choice(MODELS)), [TextPart(tag)]
        )
        m.local_convs[made.id] = conv
        stored = repo.get_conversation(made.id)
        assert stored is not None
        self._record(
            m,
            f"new {conv} {title!r} with {tag}",
            new_conv=conv,
            new_messages=[NewMessage(tag, conv, "user", None)],
            writes={
                ("conv", conv, "title"): title,
                ("conv", conv, "pinned"): False,
                ("conv", conv, "folder"): None,
                ("conv", conv, "params"): stored.params.to_json(),
                ("conv", conv, "trashed"): False,
                ("conv", conv, "shown"): tag,
                ("result", tag): (tag, "complete"),
            },
        )
        return True

    def _add(
        self, m: Machine, repo: Repository, here: dict[int, str], *, status: MessageStatus
    ) -> bool:
        picked = self._pick(repo, here, trashed=False)
        if picked is None:
            return False
        cid, conv = picked
        leaf = leaf_of(repo.list_all_messages(cid))
        role: Role = "assistant"
        if status != MessageStatus.BACKGROUND and (leaf is None or leaf.role != "user"):
            role = "user"
        tag = self._new_tag()
        added = repo.add_message(
            cid, role, [TextPart(tag)], model=self.rng.choice(MODELS), status=status
        )
        parent = self._tag_by_id(repo, added.parent_id)
        what = "background reply" if status == MessageStatus.BACKGROUND else role
        self._record(
            m,
            f"{conv}: {what} {tag} under {parent}",
            new_messages=[NewMessage(tag, conv, role, parent)],
            writes={("conv", conv, "shown"): tag, ("result", tag): (tag, status.value)},
        )
        return True

    def _add_message(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        return self._add(m, repo, here, status=MessageStatus.COMPLETE)

    def _background(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        return self._add(m, repo, here, status=MessageStatus.BACKGROUND)

    def _add_version(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        picked = self._pick(repo, here, trashed=False)
        if picked is None:
            return False
        cid, conv = picked
        messages = self._messages(repo, cid)
        if not messages:
            return False
        of = self.rng.choice(messages)
        tag = self._new_tag()
        added = repo.add_message(
            cid, of.role, [TextPart(tag)], model=self.rng.choice(MODELS), version_of=of.id
        )
        parent = self._tag_by_id(repo, added.parent_id)
        leaf = self._leaf(repo, cid)
        self._record(
            m,
            f"{conv}: {tag}, a new version of {tag_of(of)} (under {parent})",
            new_messages=[NewMessage(tag, conv, of.role, parent)],
            writes={("conv", conv, "shown"): leaf, ("result", tag): (tag, "complete")},
        )
        return True

    def _complete(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        waiting = []
        for c in repo.list_conversations():
            if c.id in here:
                for msg in repo.list_all_messages(c.id):
                    if msg.status == MessageStatus.BACKGROUND:
                        waiting.append((tag_of(msg), msg.id, here[c.id]))
        if not waiting:
            return False
        tag, mid, conv = self.rng.choice(sorted(waiting))
        text = f"{tag}|done-{m.name}{len(self.model.ops)}"
        repo.update_message(
            mid, parts=[TextPart(text)], status=MessageStatus.COMPLETE, finish_reason="stop"
        )
        self._record(
            m,
            f"{conv}: background reply {tag} completed as {text!r}",
            writes={("result", tag): (text, "complete")},
        )
        return True

    def _show_version(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        picked = self._pick(repo, here, trashed=False)
        if picked is None:
            return False
        cid, conv = picked
        hidden = [msg for msg in self._messages(repo, cid) if not msg.active]
        if not hidden:
            return False
        before = self._leaf(repo, cid)
        target = self.rng.choice(hidden)
        repo.show_version(target.id)
        after = self._leaf(repo, cid)
        writes = {} if after == before else {("conv", conv, "shown"): after}
        self._record(m, f"{conv}: shows {tag_of(target)} (leaf {before} → {after})", writes=writes)
        return True

    def _delete_message(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        picked = self._pick(repo, here, trashed=False)
        if picked is None:
            return False
        cid, conv = picked
        messages = self._messages(repo, cid)
        if not messages:
            return False
        target = self.rng.choice(messages)
        before_leaf = self._leaf(repo, cid)
        before = {tag_of(msg) for msg in messages}
        repo.delete_message(target.id)
        after = {tag_of(msg) for msg in repo.list_all_messages(cid)}
        after_leaf = self._leaf(repo, cid)
        writes = {} if after_leaf == before_leaf else {("conv", conv, "shown"): after_leaf}
        gone = before - after
        self._record(
            m,
            f"{conv}: deletes {tag_of(target)} (gone: {sorted(gone)}; leaf {before_leaf} → "
            f"{after_leaf})",
            deleted=gone,
            writes=writes,
        )
        return True

    def _field(
        self,
        m: Machine,
        repo: Repository,
        here: dict[int, str],
        name: str,
        change: Callable[[int], Any],
        *,
        trashed: bool = False,
    ) -> bool:
        picked = self._pick(repo, here, trashed=trashed)
        if picked is None:
            return False
        cid, conv = picked
        before = self._field_value(repo, cid, name)
        value = change(cid)
        said = value
        if name == "params":
            said = {k: v for k, v in value.items() if k in ("model", "temperature")}
        self._record(
            m,
            f"{conv}: {name} = {said!r}" + (" (as it was)" if value == before else ""),
            writes=_written(("conv", conv, name), before, value),
        )
        return True

    def _field_value(self, repo: Repository, cid: int, name: str) -> Any:
        conv = repo.get_conversation(cid)
        trashed = conv is None
        if conv is None:
            conv = next(c for c in repo.list_deleted_conversations() if c.id == cid)
        if name == "folder":
            names = {f.id: f.name for f in repo.list_folders()}
            return None if conv.folder_id is None else names.get(conv.folder_id)
        if name == "params":
            return conv.params.to_json()
        if name == "trashed":
            return trashed
        return getattr(conv, name)

    def _rename(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        def change(cid: int) -> str:
            title = f"T{here[cid][1:]}.{len(self.model.ops)}{m.name}"
            repo.rename_conversation(cid, title)
            return title

        return self._field(m, repo, here, "title", change)

    def _pin(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        def change(cid: int) -> bool:
            conv = repo.get_conversation(cid)
            assert conv is not None
            repo.set_pinned(cid, not conv.pinned)
            return not conv.pinned

        return self._field(m, repo, here, "pinned", change)

    def _folder(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        made: set[str] = set()

        def change(cid: int) -> str | None:
            name = self.rng.choice([*FOLDERS, None])
            if name is None:
                repo.set_folder(cid, None)
                return None
            found = [f for f in repo.list_folders() if f.name == name]
            folder = found[0] if found else repo.create_folder(name)
            if not found:
                made.add(name)
            repo.set_folder(cid, folder.id)
            return name

        picked = self._pick(repo, here, trashed=False)
        if picked is None:
            return False
        cid, conv = picked
        before = self._field_value(repo, cid, "folder")
        value = change(cid)
        self._record(
            m,
            f"{conv}: folder = {value!r}"
            + (" (as it was)" if value == before else "")
            + (f" (made {sorted(made)})" if made else ""),
            writes=_written(("conv", conv, "folder"), before, value),
            folders=made,
        )
        return True

    def _params(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        def change(cid: int) -> dict[str, Any]:
            params = Params(
                model=self.rng.choice(MODELS), temperature=self.rng.choice([None, 0.2, 0.7, 1.0])
            )
            repo.set_conversation_params(cid, params)
            stored = repo.get_conversation(cid)
            assert stored is not None
            return stored.params.to_json()

        return self._field(m, repo, here, "params", change)

    def _trash(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        def change(cid: int) -> bool:
            repo.delete_conversation(cid)
            return True

        return self._field(m, repo, here, "trashed", change)

    def _restore(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        def change(cid: int) -> bool:
            repo.restore_conversation(cid)
            return False

        return self._field(m, repo, here, "trashed", change, trashed=True)

    def _purge(self, m: Machine, repo: Repository, here: dict[int, str]) -> bool:
        picked = self._pick(repo, here, trashed=True)
        if picked is None:
            return False
        cid, conv = picked
        purge_conversation(repo, cid)
        self._record(m, f"{conv}: purged from the trash", purged=conv)
        return True

    def _setting(self, m: Machine) -> None:
        name = self.rng.choice(sorted(SETTINGS))
        value = self.rng.choice(SETTINGS[name])
        settings = app_config.load_settings(m.data_dir)
        before = getattr(settings, name)
        app_config.save_settings(m.data_dir, replace(settings, **{name: value}))
        self._record(
            m,
            f"setting {name} = {value!r}" + (" (as it was)" if value == before else ""),
            writes=_written(("item", f"settings/{name}"), before, value),
        )


def _written(key: tuple[str, ...], before: Any, after: Any) -> dict[tuple[str, ...], Any]:
    """A write for the model only when the value changed here: sync tells changes of state,
    so setting a field to the value it has here is no change (and does not win over a
    change this machine has received but not applied yet)."""
    return {} if before == after else {key: after}


# ---- the export ---------------------------------------------------------------------------


def export(data_dir: Path) -> dict[str, Any]:
    """The machine's history and preferences as sync must agree on them, without what is
    local (ids, times): per conversation (by sync uid) its fields, its messages by tag with
    role, text, status and parent, the message on screen; the synced settings; folders."""
    state = LocalState.open(data_dir)
    try:
        linked = state.linked_conversations()
    finally:
        state.close()

    def read(repo: Repository) -> tuple[dict[str, Any], list[str]]:
        folders = {f.id: f.name for f in repo.list_folders()}
        convs = [(c, False) for c in repo.list_conversations()]
        convs += [(c, True) for c in repo.list_deleted_conversations()]
        out: dict[str, Any] = {}
        for conv, trashed in convs:
            messages = repo.list_all_messages(conv.id)
            by_id = {msg.id: msg for msg in messages}
            tags = [tag_of(msg) for msg in messages]
            leaf = leaf_of(messages)
            branch: list[str] = []
            at = leaf
            while at is not None:
                branch.append(tag_of(at))
                at = by_id.get(at.parent_id) if at.parent_id is not None else None
            active = sorted(tag_of(msg) for msg in messages if msg.active)
            key = linked.get(conv.id) or f"unlinked {conv.title!r}"
            out[key] = {
                "title": conv.title,
                "pinned": conv.pinned,
                "folder": None if conv.folder_id is None else folders.get(conv.folder_id),
                "params": conv.params.to_json(),
                "trashed": trashed,
                "shown": None if leaf is None else tag_of(leaf),
                "active": active,
                "active_is_a_branch": active == sorted(branch),
                "messages": {
                    tag_of(msg): {
                        "role": msg.role,
                        "text": text_of(msg),
                        "status": msg.status.value,
                        "parent": None
                        if msg.parent_id is None
                        else (tag_of(by_id[msg.parent_id]) if msg.parent_id in by_id else "?"),
                    }
                    for msg in messages
                },
                "duplicates": sorted({t for t in tags if tags.count(t) > 1}),
            }
        return out, sorted(folders.values())

    with own_history(data_dir / DB_FILENAME) as history:
        conversations, folders = history.run(read)
    settings = app_config.load_settings(data_dir)
    items = {f"settings/{name}": getattr(settings, name) for name in SETTINGS}
    return {"conversations": conversations, "items": items, "folders": folders}


def differences(exports: dict[str, dict[str, Any]]) -> list[str]:
    """Where the machines' exports differ, one line each."""
    names = sorted(exports)
    lines: list[str] = []

    def values(*path: str) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for n in names:
            at: Any = exports[n]
            for key in path:
                at = at[key] if isinstance(at, dict) and key in at else "<absent>"
            found[n] = at
        return found

    def differ(what: str, found: dict[str, Any]) -> bool:
        if len({repr(v) for v in found.values()}) > 1:
            lines.append(f"{what}: " + "; ".join(f"{n}={v!r}" for n, v in found.items()))
            return True
        return False

    uids = sorted({u for e in exports.values() for u in e["conversations"]})
    for uid in uids:
        titles = {n: t for n, t in values("conversations", uid, "title").items() if t != "<absent>"}
        present = {n: "yes" if n in titles else "<absent>" for n in names}
        if differ(f"conversation {uid[:8]} {titles}", present):
            continue
        label = f"{uid[:8]} ({next(iter(titles.values()))!r})"
        for name in ("title", "pinned", "folder", "params", "trashed", "shown", "active"):
            differ(f"{label}.{name}", values("conversations", uid, name))
        tags = sorted({t for e in exports.values() for t in e["conversations"][uid]["messages"]})
        for tag in tags:
            differ(f"{label} message {tag}", values("conversations", uid, "messages", tag))
    differ("items", values("items"))
    differ("folders", values("folders"))
    return lines


__all__ = ["PASSPHRASE", "Cluster", "Machine", "differences", "export", "storage_gone_after"]
