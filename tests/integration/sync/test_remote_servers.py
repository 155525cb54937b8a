"""Remote against the servers people really put their sync storage on, each a real server
on loopback: WsgiDAV, nginx (with its default 1 MB upload limit), Apache mod_dav, rclone's
WebDAV server, moto's S3 and s3rver, and a plain folder. Each test that needs a server
that is not installed skips and names it (``.ci/run`` installs them all)."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import opendal
import pytest

from app.sync.errors import CredentialsRejected, NotFound, ObjectTooLarge, SyncError
from app.sync.remote import Kind, Remote, RemoteConfig
from tests.integration.sync.servers import (
    ApacheDav,
    DavServer,
    NginxDav,
    RcloneDav,
    S3rver,
    S3Server,
)

ROOT = Path(__file__).resolve().parents[3]
USER = "carol"
PASSWORD = "remote-pw-Hv3#qL8!"
S3_KEY_ID = "AKIAREMOTETESTS"
S3_SECRET = "s3-remote-secret-Wq2&"
SERVERS = ["folder", "wsgidav", "nginx", "apache", "rclone", "moto", "s3rver"]
WEBDAV = ["wsgidav", "nginx", "apache", "rclone"]


@dataclass
class Served:
    """One storage server under test: how to reach a folder on it, and where it keeps
    what it stores (None: in its own memory)."""

    name: str
    kind: Kind
    base: str  # a folder, a server URL, or s3://BUCKET
    secret: str | None
    endpoint: str | None = None
    user: str | None = None
    files: Path | None = None
    dav: DavServer | None = None
    nginx: NginxDav | None = None

    def config(self, folder: str) -> RemoteConfig:
        """The storage in ``folder`` of this server, written as given (raw or %-encoded)."""
        location = f"{self.base}/{folder}"
        return RemoteConfig(self.kind, location, self.user, self.endpoint)

    def remote(self, folder: str, *, writer: str | None = None, secret: str = "") -> Remote:
        if writer is None:
            return Remote(self.config(folder), secret or self.secret)
        return Remote(self.config(folder), secret or self.secret, writer=writer)


def _skip_unless(missing: str | None) -> None:
    if missing is not None:
        pytest.skip(missing)


@pytest.fixture
def served(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Served]:
    """Each server in turn (parametrize ``served`` indirectly with the names wanted)."""
    name: str = request.param
    if name == "folder":
        yield Served(name, "folder", str(tmp_path / "synced"), None, files=tmp_path / "synced")
    elif name == "wsgidav":
        dav = DavServer(tmp_path / "wsgidav", USER, PASSWORD)
        try:
            yield Served(
                name, "webdav", dav.url, PASSWORD, user=USER, files=tmp_path / "wsgidav", dav=dav
            )
        finally:
            dav.stop()
    elif name == "nginx":
        _skip_unless(NginxDav.missing())
        nginx = NginxDav(tmp_path / "nginx", USER, PASSWORD)
        try:
            yield Served(
                name, "webdav", nginx.url, PASSWORD, user=USER, files=nginx.root, nginx=nginx
            )
        finally:
            nginx.stop()
    elif name == "apache":
        _skip_unless(ApacheDav.missing())
        apache = ApacheDav(tmp_path / "apache", USER, PASSWORD)
        try:
            yield Served(name, "webdav", apache.url, PASSWORD, user=USER, files=apache.root)
        finally:
            apache.stop()
    elif name == "rclone":
        _skip_unless(RcloneDav.missing())
        rclone = RcloneDav(tmp_path / "rclone", USER, PASSWORD)
        try:
            yield Served(name, "webdav", rclone.url, PASSWORD, user=USER, files=rclone.root)
        finally:
            rclone.stop()
    elif name == "moto":
        moto = S3Server()
        try:
            yield Served(name, "s3", f"s3://{moto.bucket()}", S3_SECRET, moto.url, user=S3_KEY_ID)
        finally:
            moto.stop()
    elif name == "s3rver":
        _skip_unless(S3rver.missing())
        s3rver = S3rver(tmp_path / "s3rver")
        try:
            yield Served(
                name,
                "s3",
                f"s3://{s3rver.bucket}",
                S3rver.SECRET,
                s3rver.url,
                user=S3rver.KEY_ID,
            )
        finally:
            s3rver.stop()
    else:
        raise AssertionError(f"no server {name}")


def servers(*names: str) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("served", names, indirect=True)


# ---- what every server does the same ---------------------------------------------------------


@servers(*SERVERS)
def test_every_server_adds_reads_lists_and_deletes(served: Served) -> None:
    async def run() -> None:
        remote = served.remote("team sync", writer="laptop")
        assert await remote.write_once("blobs/ab/one", b"first object") is True
        # s3rver ignores the conditional write's If-None-Match: * and stores it again.
        again = await remote.write_once("blobs/ab/one", b"first object")
        assert again is (served.name == "s3rver")
        await remote.write_once("logs/laptop/0000000001.rec", b"a batch")
        await remote.write_once("top-level", b"beside the folders")
        assert await remote.read("blobs/ab/one") == b"first object"
        assert await remote.exists("blobs/ab/one")
        assert not await remote.exists("blobs/ab/two")
        with pytest.raises(NotFound):
            await remote.read("blobs/ab/two")
        assert await remote.list("") == [
            "blobs/ab/one",
            "logs/laptop/0000000001.rec",
            "top-level",
        ]
        assert await remote.list("nothing-here/") == []

        await remote.delete("top-level")
        await remote.delete("top-level")  # gone already: no error
        await remote.delete_many(["blobs/ab/one", "blobs/ab/missing", "blobs/ab/one"])
        assert await remote.list("") == ["logs/laptop/0000000001.rec"]
        await remote.delete_tree("logs/")
        await remote.delete_tree("logs/")
        assert await remote.list("") == []
        assert await remote.clean_debris("") == 0

    asyncio.run(run())


@servers("wsgidav", "nginx", "apache", "rclone", "s3rver")
def test_a_wrong_password_is_named_as_such(served: Served) -> None:
    if served.name == "s3rver":
        # s3rver takes any secret for its one key (it does not check signatures): a key it
        # does not know is what it refuses.
        served.user = "AKIANOTAKEY"
    remote = served.remote("team sync", secret="not-the-password")
    with pytest.raises(CredentialsRejected):
        asyncio.run(remote.write_once("blobs/x", b"x"))


@servers(*WEBDAV)
def test_uploads_at_once_into_new_folders(served: Served) -> None:
    """Apache answers MKCOLs racing for one folder 403 and rclone 423: the Remote makes a
    new folder once, while the other uploads into it wait."""

    async def run() -> None:
        remote = served.remote("sync")
        names = [f"blobs/{i % 3}/{i:04d}" for i in range(12)]
        written = await asyncio.gather(*(remote.write_once(n, n.encode()) for n in names))
        assert written == [True] * 12
        assert await remote.list("") == sorted(names)

    asyncio.run(run())


@servers(*WEBDAV)
def test_a_webdav_move_replaces_what_is_there(served: Served) -> None:
    """OpenDAL's MOVE says ``Overwrite: T`` and every server obeys: a rename is no way to
    make sure only one machine's object lands (setting up no longer relies on it)."""

    async def run() -> None:
        remote = served.remote("sync")
        await remote.write_once("a", b"first")
        await remote.write_once("b", b"second")
        scheme, options = remote.config.operator_options(served.secret)
        raw = opendal.AsyncOperator(scheme, **options)
        await raw.rename("b", "a")
        assert await remote.read("a") == b"second"
        assert await remote.list("") == ["a"]

    asyncio.run(run())


# ---- 1: a percent-encoded location names the same folder -----------------------------------


@servers(*WEBDAV)
def test_a_percent_encoded_url_names_the_same_folder(served: Served) -> None:
    """Written raw or %-encoded, a WebDAV URL names one folder (OpenDAL encodes the root
    it is given, so an encoded URL used to name a folder called "Comet%20Sync%C3%A9"), and
    the setting keeps the URL as the person wrote it."""
    assert served.files is not None

    async def run() -> None:
        plain = served.remote("Comet Syncé")
        encoded = served.remote("Comet%20Sync%C3%A9")
        assert encoded.config.location == f"{served.base}/Comet%20Sync%C3%A9"
        assert encoded.config.where() == f"{served.base}/Comet%20Sync%C3%A9"
        assert await plain.write_once("logs/m/1.rec", b"written through the plain URL")
        assert await encoded.read("logs/m/1.rec") == b"written through the plain URL"
        assert await encoded.write_once("logs/m/1.rec", b"written through the plain URL") is False
        assert await encoded.write_once("logs/m/2.rec", b"through the encoded one")
        assert await plain.list("logs/") == ["logs/m/1.rec", "logs/m/2.rec"]
        # Reserved characters only an encoded URL can carry: # and %.
        odd = served.remote("Q%26A%20%231%2050%25")
        assert await odd.write_once("x", b"odd")

    asyncio.run(run())
    names = sorted(p.name for p in served.files.iterdir() if not p.name.startswith("."))
    assert names == ["Comet Syncé", "Q&A #1 50%"]
    assert sorted(p.name for p in (served.files / "Comet Syncé" / "logs" / "m").iterdir()) == [
        "1.rec",
        "2.rec",
    ]


@servers("moto", "s3rver")
def test_a_percent_encoded_s3_prefix_names_the_same_objects(served: Served) -> None:
    async def run() -> None:
        plain = served.remote("team chat/é")
        encoded = served.remote("team%20chat/%C3%A9")
        assert await plain.write_once("logs/m/1.rec", b"one")
        assert await encoded.read("logs/m/1.rec") == b"one"
        assert await encoded.list("") == ["logs/m/1.rec"]

    asyncio.run(run())


def test_a_location_whose_escapes_are_not_text_is_refused() -> None:
    for args in (
        ["webdav", "https://dav.example/sync%FF"],
        ["s3", "s3://bucket/pre%C3", "--endpoint", "https://s3.example"],
    ):
        with pytest.raises(ValueError, match=r"^The location's %-escapes do not spell UTF-8"):
            RemoteConfig.parse(args)


# ---- 2: an upload the server refuses as too large ------------------------------------------


@servers("nginx")
def test_nginx_refusing_a_large_upload_says_so_with_the_size(served: Served) -> None:
    """nginx's default client_max_body_size (1 MB) answers 413: ObjectTooLarge, with the
    size refused; later uploads that large are refused without being sent again."""
    nginx = served.nginx
    assert nginx is not None and served.files is not None
    remote = served.remote("sync")

    with pytest.raises(ObjectTooLarge) as refused:
        asyncio.run(remote.write_once("blobs/big", b"x" * 1_500_000))
    assert isinstance(refused.value, SyncError)
    assert str(refused.value).startswith(
        f"The sync storage at {served.base}/sync refused a 1.5 MB file as too large: "
    )
    assert refused.value.size == 1_500_000 and refused.value.limit is None
    assert [s for _m, _p, s in nginx.requests() if s == 413] == [413]
    assert not [p for p in served.files.rglob("*") if p.is_file()]  # no .part left

    assert asyncio.run(remote.write_once("blobs/fits", b"y" * 900_000)) is True
    assert remote.refused_size == 1_500_000 and remote.upload_limit == 900_000
    sent = len(nginx.requests())
    with pytest.raises(ObjectTooLarge) as again:
        asyncio.run(remote.write_once("blobs/bigger", b"z" * 2_000_000))
    assert again.value.size == 2_000_000 and again.value.limit == 900_000
    # Asked whether it exists, but not sent: it would be refused.
    assert [m for m, _p, _s in nginx.requests()[sent:]] == ["PROPFIND"]
    assert asyncio.run(remote.list("blobs/")) == ["blobs/fits"]
    # One that large already there (put by a machine behind no such limit) is left alone.
    (served.files / "sync" / "blobs" / "whole").write_bytes(b"w" * 2_000_000)
    assert asyncio.run(remote.write_once("blobs/whole", b"w" * 2_000_000)) is False


# ---- 3: a writer's leftovers from cut-off uploads --------------------------------------------

# A machine that dies once its upload is done, before the rename: what a power cut, a killed
# process or a dropped connection leaves.
_DIES_BEFORE_RENAME = """
import asyncio, os, sys
from app.sync.remote import Kind, Remote, RemoteConfig

class DiesBeforeRename:
    def __init__(self, op):
        self._op = op
    def __getattr__(self, name):
        return getattr(self._op, name)
    async def rename(self, source, target):
        os._exit(3)

config, secret, writer, path = sys.argv[1:]
remote = Remote(RemoteConfig.from_json(config), secret or None, writer=writer or None)
remote._op = DiesBeforeRename(remote._op)
asyncio.run(remote.write_once(path, b"an upload never renamed into place"))
"""


def _die_mid_upload(served: Served, writer: str, path: str) -> None:
    config = served.config("sync")
    args = [config.to_json(), served.secret or "", writer, path]
    done = subprocess.run(
        [sys.executable, "-c", _DIES_BEFORE_RENAME, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 3, done.stderr


@servers("folder", "wsgidav")
def test_clean_debris_removes_only_this_writers_leftovers(served: Served) -> None:
    _die_mid_upload(served, "laptop", "blobs/ab/one")
    _die_mid_upload(served, "laptop", "logs/laptop/0000000007.rec")
    _die_mid_upload(served, "desktop", "blobs/ab/two")  # another machine, maybe still at it
    _die_mid_upload(served, "", "blobs/ab/three")  # an older version's, untagged

    async def run() -> None:
        laptop = served.remote("sync", writer="laptop")
        every = await laptop.list("")
        assert len(every) == 4 and all(p.endswith(".part") for p in every), every
        assert [p for p in every if p.endswith("-laptop.part")] == [
            p for p in every if p.startswith(("blobs/ab/one.", "logs/laptop/0000000007.rec."))
        ]
        assert await laptop.clean_debris("logs/") == 1
        assert await laptop.clean_debris("") == 1
        assert await laptop.clean_debris("") == 0
        left = await laptop.list("")
        assert [p.split(".", 1)[0] for p in left] == ["blobs/ab/three", "blobs/ab/two"]
        assert [p for p in left if p.endswith("-desktop.part")] == [left[1]]
        # The object that was never renamed into place is written whole next time.
        assert await laptop.write_once("blobs/ab/one", b"whole") is True
        assert await laptop.read("blobs/ab/one") == b"whole"
        with pytest.raises(ValueError, match="writer"):
            await served.remote("sync").clean_debris("")

    asyncio.run(run())


def test_a_writer_tag_is_a_name_that_fits_in_a_file_name(tmp_path: Path) -> None:
    config = RemoteConfig.parse(["folder", str(tmp_path)])
    for bad in ("", "a.b", "a/b", "x" * 65):
        with pytest.raises(ValueError, match="writer tag"):
            Remote(config, writer=bad)
    assert Remote(config, writer="laptop_2-b").writer == "laptop_2-b"


# ---- 4: deleting without the storage's multi-object delete --------------------------------


@servers("s3rver")
def test_a_whole_folder_is_deleted_where_multi_object_delete_fails(served: Served) -> None:
    """s3rver answers S3's multi-object delete (POST ?delete, which OpenDAL's remove_all
    sends) with 500: the folder is then deleted one object at a time."""

    async def run() -> None:
        remote = served.remote("team")
        for name in ("snapshots/a/0000", "snapshots/a/0001", "snapshots/a/manifest"):
            await remote.write_once(name, b"part of snapshot a")
        await remote.write_once("snapshots/b/0000", b"snapshot b")
        await remote.delete_tree("snapshots/a/")
        assert await remote.list("") == ["snapshots/b/0000"]
        await remote.write_once("snapshots/c/0000", b"snapshot c")
        await remote.delete_tree("snapshots/c/")  # straight to one at a time now
        await remote.delete_many(["snapshots/b/0000", "snapshots/b/gone", "snapshots/b/0000"])
        assert await remote.list("") == []

    asyncio.run(run())


# ---- 5: one existence check per new object ---------------------------------------------------


@servers("wsgidav")
def test_a_new_object_costs_one_existence_check(served: Served) -> None:
    """Counted on WsgiDAV: writing a new object asks once whether it exists (one PROPFIND
    of its name), then PUTs it under a temporary name and MOVEs it into place; the only
    other PROPFINDs are the two OpenDAL's MOVE sends first (the temporary, the folder). The
    folder is made once, not asked after before every write."""
    dav = served.dav
    assert dav is not None
    remote = served.remote("sync")

    async def run() -> None:
        assert await remote.write_once("blobs/ab/first", b"1")  # makes blobs/ab/
        before = len(dav.requests)
        assert await remote.write_once("blobs/ab/second", b"2")
        sent = dav.requests[before:]
        propfinds = [path for method, path in sent if method == "PROPFIND"]
        assert propfinds.count("/sync/blobs/ab/second") == 1, sent
        assert len(propfinds) == 3 and len(set(propfinds)) == 3, sent
        assert [m for m, _p in sent if m != "PROPFIND"] == ["PUT", "MOVE"], sent

        before = len(dav.requests)
        assert await remote.write_once("blobs/ab/second", b"2") is False
        assert dav.requests[before:] == [("PROPFIND", "/sync/blobs/ab/second")]

    asyncio.run(run())


@servers("wsgidav")
def test_a_folder_deleted_behind_the_remotes_back_is_made_again(served: Served) -> None:
    assert served.files is not None
    folder = served.files / "sync" / "snapshots" / "a"
    remote = served.remote("sync")

    async def run() -> None:
        assert await remote.write_once("snapshots/a/0000", b"1")
        await served.remote("sync").delete_tree("snapshots/a/")  # another machine
        assert not folder.exists()
        assert await remote.write_once("snapshots/a/0001", b"2")
        assert await remote.list("") == ["snapshots/a/0001"]

    asyncio.run(run())
