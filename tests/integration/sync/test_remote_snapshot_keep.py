"""``sync snapshot --keep 1`` on s3rver, an S3 server whose multi-object delete (``POST
?delete``) answers 500: the older snapshot is still deleted (one object at a time)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.domain import Params, TextPart
from app.services.snapshots import list_snapshots, make_snapshot
from app.storage import DB_FILENAME, Repository, open_database, own_history
from app.sync import Remote, RemoteConfig
from tests.integration.sync.servers import S3rver

PASSPHRASE = "keep one snapshot: nine green kettles"


def _seed(data_dir: Path) -> None:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    try:
        repo.start_conversation("Snapshot kept on s3rver", Params(model="m"), [TextPart("hi")])
    finally:
        repo.close()


def test_keeping_one_snapshot_on_s3rver_deletes_the_older(tmp_path: Path) -> None:
    missing = S3rver.missing()
    if missing is not None:
        pytest.skip(missing)
    data_dir = tmp_path / "machine"
    data_dir.mkdir()
    _seed(data_dir)
    server = S3rver(tmp_path / "s3rver")
    try:
        location = f"s3://{server.bucket}/snap"
        config = RemoteConfig.parse(
            ["s3", location, "--endpoint", server.url, "--user", S3rver.KEY_ID]
        )

        def snapshot() -> str:
            with own_history(data_dir / DB_FILENAME) as history:
                info = asyncio.run(
                    make_snapshot(
                        data_dir, history, config, S3rver.SECRET, PASSPHRASE, keep=1, chunk_size=512
                    )
                )
            return info.id

        first = snapshot()
        second = snapshot()
        listed = asyncio.run(list_snapshots(data_dir, config, S3rver.SECRET, PASSPHRASE))
        assert [s.id for s in listed] == [second]
        stored = asyncio.run(Remote(config, S3rver.SECRET).list(""))
        assert [p for p in stored if first in p] == []
        assert [p for p in stored if second in p]
    finally:
        server.stop()
