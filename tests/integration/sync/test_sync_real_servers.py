"""Whole sync rounds against the servers people really put their sync storage on (nginx with
its 1 MB upload limit, Apache mod_dav, rclone's WebDAV server, s3rver, WsgiDAV), each a real
server on loopback. A test whose server is not installed skips and names it (``.ci/run``
installs them all)."""

from __future__ import annotations

import asyncio
import base64
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.services.sync.round import RoundSummary
from app.sync import Remote
from app.sync.vaults import BLOBS, ROOT
from tests.integration.sync import test_remote_servers
from tests.integration.sync.conftest import PASSPHRASE
from tests.integration.sync.test_remote_servers import WEBDAV, Served, servers
from tests.integration.sync.test_sync_divergences import (
    check_one_key,
    collide,
    cometdesk,
    machine_id,
    ok,
    seed_both,
    start_conversation,
)
from tests.integration.sync.test_sync_round import (
    ANSWER,
    TITLE,
    add_text,
    images,
    message_counts,
    repo_of,
    seed,
    texts,
    titles,
)
from tests.support.sync_logs import batch_seqs
from tests.support.sync_rounds import run_sync_round

# The servers of test_remote_servers (each skips, naming what is missing, when not installed).
served = test_remote_servers.served
PROJECT = Path(__file__).resolve().parents[3]
# Larger than nginx's default client_max_body_size (1 MB), and not compressible.
LARGE_IMAGE = b"\x89PNG\r\n\x1a\n" + os.urandom(1_500_000)
# Below it: an image any of the servers takes whole.
IMAGE = b"\x89PNG\r\n\x1a\n" + os.urandom(300_000)


@pytest.fixture
def machines(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "machine-a", tmp_path / "machine-b"


def rounds(served: Served, folder: str = "sync") -> Callable[[Path], RoundSummary]:
    """A function running one round of a machine against ``folder`` on the server."""
    config = served.config(folder)

    def one(data_dir: Path) -> RoundSummary:
        return run_sync_round(data_dir, config, served.secret, PASSPHRASE)

    return one


def stored(served: Served, folder: str = "sync") -> list[str]:
    return asyncio.run(Remote(served.config(folder), served.secret).list(ROOT))


# ---- 10: set-up collisions where the server lets a second writer replace the first -------


@servers("s3rver", "apache")
@pytest.mark.parametrize("how", ["at-once", "late-winner"])
def test_set_up_collisions_end_with_one_key_on_s3rver_and_apache(
    served: Served, machines: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """s3rver ignores If-None-Match and Apache's MOVE overwrites: neither refuses the second
    of two machines writing one name, so agreeing on one key must not rely on it."""
    a, b = machines
    seed_both(a, b)
    config = served.config("sync")
    later = collide(monkeypatch, a, b, config, served.secret, how)
    check_one_key(a, b, later, config, served.secret)


# ---- 11: nginx's 1 MB upload limit ---------------------------------------------------------


@servers("nginx")
def test_a_1_mb_upload_limit_splits_a_large_image_and_a_refused_machine_still_receives(
    served: Served, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    sync = rounds(served)
    seed(a)
    sync(a)
    sync(b)

    add_text(a, "a 1.5 MB image", image=LARGE_IMAGE)
    sent = sync(a)
    assert (sent.sent, sent.problems) == (1, [])
    got = sync(b)
    assert got.problems == [] and got.new_messages == 1
    assert LARGE_IMAGE in images(b)

    # A pasted text no split makes small enough: refused, said, and the round goes on to
    # bring this machine what the other one sent meanwhile.
    pasted = base64.b64encode(os.urandom(1_500_000)).decode()
    add_text(a, pasted)
    start_conversation(b, "Made on b meanwhile", "hello from b")
    sync(b)
    refused = sync(a)
    assert len(refused.problems) == 1, refused.problems
    assert "refused" in refused.problems[0] and "too large" in refused.problems[0]
    assert "Made on b meanwhile" in titles(a)
    again = sync(a)  # and every later round too
    assert len(again.problems) == 1, again.problems


# ---- 12: one storage, written %-encoded or not ---------------------------------------------


@servers(*WEBDAV)
def test_an_encoded_and_an_unencoded_url_are_one_storage_for_two_machines(
    served: Served, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    encoded, plain = rounds(served, "Comet%20Sync%C3%A9/"), rounds(served, "Comet Syncé/")
    start_conversation(a, "Made through the encoded URL", "from a")
    start_conversation(b, "Made through the plain URL", "from b")
    assert encoded(a).problems == []
    assert plain(b).problems == []
    assert encoded(a).problems == []
    for machine in (a, b):
        assert titles(machine) == ["Made through the encoded URL", "Made through the plain URL"]
    assert served.files is not None
    names = [p.name for p in served.files.iterdir() if not p.name.startswith(".")]
    assert names == ["Comet Syncé"], names


# ---- 13: a round cut off mid-upload ----------------------------------------------------------

# A machine's round that dies (power cut, kill -9) around one upload: before the rename that
# puts it in place, or right after it, before the round could record it.
_DIES_MID_ROUND = """
import asyncio, os, sys
from pathlib import Path
from app.sync.remote import Remote, RemoteConfig
from tests.support.sync_rounds import run_sync_round

data_dir, config, secret, passphrase, cut = sys.argv[1:]
original = Remote._write_renamed

async def dying(self, path, data):
    hit = "v2/blobs/" in path if cut.startswith("image") else path.endswith(".rec")
    if not hit:
        return await original(self, path, data)
    if cut.endswith("after-rename"):
        await original(self, path, data)
    else:
        await self._put(self._temporary(path), data)
    os._exit(3)

Remote._write_renamed = dying
run_sync_round(Path(data_dir), RemoteConfig.from_json(config), secret or None, passphrase)
sys.exit(0)
"""
_PART = re.compile(r"\.[0-9a-f]{12}(?:-[A-Za-z0-9_-]+)?\.part$")


@servers("wsgidav", "nginx", "apache", "rclone")
@pytest.mark.parametrize(
    "cut", ["image-before-rename", "batch-before-rename", "batch-after-rename"]
)
def test_a_round_cut_off_mid_upload_leaves_no_debris_and_stores_nothing_twice(
    served: Served, machines: tuple[Path, Path], cut: str
) -> None:
    a, b = machines
    sync = rounds(served)
    seed(a)
    sync(a)
    sync(b)
    add_text(a, "sent by a round that was cut off", image=IMAGE)
    config = served.config("sync")
    died = subprocess.run(
        [
            sys.executable,
            "-c",
            _DIES_MID_ROUND,
            str(a),
            config.to_json(),
            served.secret or "",
            PASSPHRASE,
            cut,
        ],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert died.returncode == 3, died.stderr
    if cut.endswith("before-rename"):
        assert [p for p in stored(served) if _PART.search(p)], "the cut left no upload behind"

    assert sync(a).problems == []
    assert not [p for p in stored(served) if p.endswith(".part")], stored(served)
    got = sync(b)
    assert got.problems == [] and got.new_messages == 1
    assert message_counts(a) == message_counts(b) == {TITLE: 3}
    assert IMAGE in images(b)
    me = machine_id(a)
    assert batch_seqs(config, me, served.secret) == [1, 2]
    blobs = [p for p in stored(served) if p.startswith(BLOBS)]
    assert len(blobs) == 2, blobs  # the first round's image and this one, once each
    assert sync(a).sent == 0 and sync(b).new_messages == 0


# ---- 14: concurrent messages become versions -------------------------------------------------


def shown(data_dir: Path) -> list[str]:
    """The texts of the branch on screen."""
    repo = repo_of(data_dir)
    try:
        conv = repo.list_conversations()[0]
        return [p.text for m in repo.list_messages(conv.id) for p in m.parts if hasattr(p, "text")]
    finally:
        repo.close()


@servers("nginx", "apache", "rclone", "s3rver")
def test_concurrent_messages_become_versions_and_both_machines_show_the_same_one(
    served: Served, machines: tuple[Path, Path]
) -> None:
    a, b = machines
    sync = rounds(served)
    seed(a)
    sync(a)
    sync(b)
    add_text(a, "asked on a")
    add_text(b, "asked on b")
    for _ in range(2):
        for machine in (a, b):
            assert sync(machine).problems == []
    for machine in (a, b):
        assert {"asked on a", "asked on b"} <= texts(machine)
        assert message_counts(machine) == {TITLE: 4}
        repo = repo_of(machine)
        try:
            conv = repo.list_conversations()[0]
            everything = repo.list_all_messages(conv.id)
            parent = {m.id: m for m in everything}
            asked = [m for m in everything if m.role == "user" and m.parent_id is not None]
            assert len(asked) == 2
            # Siblings: two versions of the message after the answer.
            assert {m.parent_id for m in asked} == {
                next(
                    m.id for m in everything if ANSWER in [getattr(p, "text", "") for p in m.parts]
                )
            }
            assert all(parent[m.parent_id or 0].role == "assistant" for m in asked)
        finally:
            repo.close()
    assert shown(a) == shown(b)


# ---- 15: snapshots without multi-object delete -----------------------------------------------


@servers("s3rver")
def test_snapshot_keep_one_works_without_multi_object_delete(
    served: Served, machines: tuple[Path, Path]
) -> None:
    a, _b = machines
    seed(a)
    where = [
        "sync",
        "setup",
        "s3",
        f"{served.base}/team",
        "--endpoint",
        str(served.endpoint),
        "--user",
        str(served.user),
    ]
    ok(cometdesk(where, a, secret=served.secret))
    for _ in range(3):
        done = cometdesk(["sync", "snapshot", "--keep", "1"], a, secret=served.secret)
        assert done.returncode == 0, done.stderr
    listing = ok(cometdesk(["sync", "snapshots"], a, secret=served.secret))
    assert len([line for line in listing.splitlines() if line.strip()]) >= 1


# ---- 16: what one new message costs ---------------------------------------------------------


@servers("wsgidav")
def test_one_new_message_costs_a_few_requests_and_one_existence_check_per_object(
    served: Served, machines: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = machines
    dav = served.dav
    assert dav is not None
    sync = rounds(served)
    seed(a)
    for machine in (a, b, a, b):
        sync(machine)
    add_text(a, "one more")

    calls: list[tuple[str, str]] = []
    for name in ("read", "exists", "list", "write_once", "delete", "delete_many", "clean_debris"):
        original = getattr(Remote, name)

        def counted(
            self: Remote, *args: Any, _name: str = name, _original: Any = original, **kw: Any
        ) -> Any:
            calls.append((_name, str(args[0]) if args else ""))
            return _original(self, *args, **kw)  # the coroutine, awaited by the caller

        monkeypatch.setattr(Remote, name, counted)
    before = len(dav.requests)
    assert sync(a).sent == 1
    sent = dav.requests[before:]
    assert len(calls) <= 5, calls
    new_objects = {_PART.sub("", path) for method, path in sent if method == "PUT"}
    assert new_objects, sent
    for path in new_objects:
        checks = [p for m, p in sent if m == "PROPFIND" and p == path]
        assert len(checks) <= 1, (path, sent)
    # Over HTTP (measured, two machines): the listing walks the folders (3 PROPFINDs), the
    # existence check, the folder's (this round's Remote has not made it), the PUT, and
    # OpenDAL's MOVE with the two PROPFINDs it sends first: 9. Re-sending the conversation
    # or reading back what was just written would add to it.
    assert len(sent) <= 9, sent
