"""The sync storages under test, each a real server on loopback (or a folder), started
and stopped per test."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import opendal
import pytest

from app.sync import Remote, RemoteConfig
from tests.integration.sync.servers import DavServer, S3Server

DAV_USER = "alice"
# Distinctive, so a test can look for them in every file written.
STORAGE_PASSWORD = "storage-pw-Qx7!vK2#wT"
S3_KEY_ID = "AKIASYNCTESTKEY"
S3_SECRET = "s3-secret-Zr4$Lp9&mN"
PASSPHRASE = "correct horse battery staple 42"


@dataclass
class Storage:
    kind: str
    config: RemoteConfig
    secret: str | None
    data_dirs: list[Path]
    dav: DavServer | None = None
    s3: S3Server | None = None
    secrets: list[str] = field(default_factory=list)

    def remote(self) -> Remote:
        return Remote(self.config, self.secret)

    def raw(self) -> opendal.AsyncOperator:
        """Direct access to the stored bytes, past Remote (to damage objects)."""
        scheme, options = self.config.operator_options(self.secret)
        return opendal.AsyncOperator(scheme, **options)


@pytest.fixture(params=["folder", "webdav", "s3"])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
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
    else:
        s3 = S3Server()
        try:
            config = RemoteConfig.parse(
                ["s3", f"s3://{s3.bucket()}/team/chat", "--endpoint", s3.url, "--user", S3_KEY_ID]
            )
            yield Storage(kind, config, S3_SECRET, [], s3=s3)
        finally:
            s3.stop()


@pytest.fixture
def dav(tmp_path: Path) -> Iterator[DavServer]:
    server = DavServer(tmp_path / "dav-only", DAV_USER, STORAGE_PASSWORD)
    try:
        (tmp_path / "dav-only" / "sync").mkdir()
        yield server
    finally:
        server.stop()
