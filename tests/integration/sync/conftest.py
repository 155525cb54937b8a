"""The sync storages under test, each a real server on loopback (or a folder), started
and stopped per test."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import opendal
import pytest

from app.services.sync.round import RoundSummary
from app.sync import Remote, RemoteConfig
from app.sync.vaults import ROOT
from tests.integration.sync.servers import DavServer, S3Server
from tests.support.sync_rounds import run_sync_round

DAV_USER = "alice"
# Distinctive, so a test can look for them in every file written.
STORAGE_PASSWORD = "storage-pw-Qx7!vK2#wT"
S3_KEY_ID = "AKIASYNCTESTKEY"
S3_SECRET = "s3-secret-Zr4$Lp9&mN"
PASSPHRASE = "correct horse battery staple 42"


@dataclass
class Storage:
    """One storage under test: where it is (``config``), the secret the app is given for
    it, and the server behind it (none for a folder)."""

    kind: str
    config: RemoteConfig
    secret: str | None
    data_dirs: list[Path]
    dav: DavServer | None = None
    s3: S3Server | None = None

    def remote(self) -> Remote:
        return Remote(self.config, self.secret)

    def raw(self) -> opendal.AsyncOperator:
        """Direct access to the stored bytes, past Remote (to damage objects)."""
        scheme, options = self.config.operator_options(self.secret)
        return opendal.AsyncOperator(scheme, **options)

    def round(self, data_dir: Path, passphrase: str = PASSPHRASE) -> RoundSummary:
        """One sync round of the machine whose data folder is ``data_dir``."""
        return run_sync_round(data_dir, self.config, self.secret, passphrase)

    def objects(self) -> dict[str, bytes]:
        """Every object on the storage with its bytes."""
        return asyncio.run(raw_listing(self))

    def stop_server(self) -> None:
        if self.dav is not None:
            self.dav.stop()
        elif self.s3 is not None:
            self.s3.kill()
        else:
            raise AssertionError("a folder has no server to stop")

    def restart_server(self) -> None:
        if self.dav is not None:
            self.dav.restart()
        elif self.s3 is not None:
            self.s3.restart()
        else:
            raise AssertionError("a folder has no server to restart")


async def raw_listing(storage: Storage) -> dict[str, bytes]:
    """Every object on the storage with its bytes."""
    op = storage.raw()
    entries = await op.list(ROOT, recursive=True)
    paths = sorted([e.path async for e in entries if not e.path.endswith("/")])
    return {path: await op.read(path) for path in paths}


@pytest.fixture(params=["folder", "webdav", "s3"])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
    """Each storage in turn; narrow it with
    ``@pytest.mark.parametrize("storage", ["webdav"], indirect=True)``."""
    kind: str = request.param
    if kind == "folder":
        folder = tmp_path / "synced-folder"
        yield Storage(kind, RemoteConfig.parse(["folder", str(folder)]), None, [folder])
    elif kind == "webdav":
        root = tmp_path / "dav-root"
        dav = DavServer(root, DAV_USER, STORAGE_PASSWORD)
        try:
            config = RemoteConfig.parse(["webdav", f"{dav.url}/sync/", "--user", DAV_USER])
            (root / "sync").mkdir()
            yield Storage(kind, config, STORAGE_PASSWORD, [root], dav=dav)
        finally:
            dav.stop()
    elif kind == "s3":
        s3 = S3Server()
        try:
            config = RemoteConfig.parse(
                ["s3", f"s3://{s3.bucket()}/team/chat", "--endpoint", s3.url, "--user", S3_KEY_ID]
            )
            yield Storage(kind, config, S3_SECRET, [], s3=s3)
        finally:
            s3.stop()
    else:
        raise AssertionError(f"no storage {kind}")


@pytest.fixture
def dav(tmp_path: Path) -> Iterator[DavServer]:
    server = DavServer(tmp_path / "dav-only", DAV_USER, STORAGE_PASSWORD)
    try:
        (tmp_path / "dav-only" / "sync").mkdir()
        yield server
    finally:
        server.stop()


@pytest.fixture
def s3() -> Iterator[S3Server]:
    server = S3Server()
    try:
        yield server
    finally:
        server.stop()
