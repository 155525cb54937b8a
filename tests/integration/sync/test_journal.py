"""The sync journal against real storages (a folder, WsgiDAV, moto's S3): machines append
their own batches and read each other's, nothing is lost or overwritten, nothing is readable
without the passphrase, and damaged objects are skipped with a sentence."""

from __future__ import annotations

import asyncio
import zlib
from pathlib import Path
from typing import Any

import pytest

from app.sync import (
    CredentialsRejected,
    Journal,
    QuotaFull,
    Remote,
    RemoteConfig,
    Unreachable,
    WrongPassphrase,
)
from app.sync.journal import BLOBS, HEADER, MACHINES
from tests.integration.sync.conftest import (
    DAV_USER,
    PASSPHRASE,
    STORAGE_PASSWORD,
    Storage,
    raw_listing,
)
from tests.integration.sync.servers import DavServer

TITLE = "Zanzibar lighthouse budget 2031"
MESSAGE = "Please summarise the quarterly flamingo census for Oleander."


def record(n: int, machine: str = "a") -> dict[str, Any]:
    return {"op": "message", "id": f"{machine}-{n}", "title": TITLE, "text": f"{MESSAGE} #{n}"}


def test_a_first_append_is_read_back_by_another_machine(storage: Storage) -> None:
    async def run() -> None:
        laptop = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        name = await laptop.append([record(1), record(2)])
        assert name.startswith(f"{MACHINES}laptop/00000001-") and name.endswith(".rec")

        desktop = await Journal.open(storage.remote(), PASSPHRASE, "desktop")
        result = await desktop.read_since({})
        assert result.problems == []
        assert [(b.machine_id, b.seq, b.name) for b in result.batches] == [("laptop", 1, name)]
        assert result.batches[0].records == [record(1), record(2)]
        assert result.cursors == {"laptop": 1}
        # Nothing new after the cursor; a machine does not read its own batches.
        assert (await desktop.read_since(result.cursors)).batches == []
        assert (await laptop.read_since({})).batches == []

        objects = await raw_listing(storage)
        assert sorted(objects) == [HEADER, name]

    asyncio.run(run())


def test_two_machines_appending_at_once_lose_and_overwrite_nothing(storage: Storage) -> None:
    async def run() -> None:
        a = await Journal.open(storage.remote(), PASSPHRASE, "machine-a")
        b = await Journal.open(storage.remote(), PASSPHRASE, "machine-b")
        names = await asyncio.gather(
            *(a.append([record(i, "a")]) for i in range(1, 6)),
            *(b.append([record(i, "b"), record(i + 100, "b")]) for i in range(1, 6)),
        )
        assert len(set(names)) == 10

        from_b = await a.read_since({})
        from_a = await b.read_since({})
        assert from_a.problems == from_b.problems == []
        assert [bt.seq for bt in from_a.batches] == [1, 2, 3, 4, 5]
        assert {bt.machine_id for bt in from_a.batches} == {"machine-a"}
        got_a = sorted(r["id"] for bt in from_a.batches for r in bt.records)
        assert got_a == sorted(f"a-{i}" for i in range(1, 6))
        got_b = sorted(r["id"] for bt in from_b.batches for r in bt.records)
        assert got_b == sorted(
            [f"b-{i}" for i in range(1, 6)] + [f"b-{i + 100}" for i in range(1, 6)]
        )
        assert from_a.cursors == {"machine-a": 5} and from_b.cursors == {"machine-b": 5}

        # A machine that opens again carries on after its last sequence.
        again = await Journal.open(storage.remote(), PASSPHRASE, "machine-a")
        name = await again.append([record(6, "a")])
        assert name.startswith(f"{MACHINES}machine-a/00000006-")
        assert len(await raw_listing(storage)) == 1 + 11

    asyncio.run(run())


def test_a_wrong_passphrase_is_refused_and_changes_nothing(storage: Storage) -> None:
    async def run() -> None:
        first = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        await first.append([record(1)])
        before = await raw_listing(storage)
        with pytest.raises(WrongPassphrase) as caught:
            await Journal.open(storage.remote(), "correct horse battery stapler", "desktop")
        assert str(caught.value) == "The sync passphrase is wrong: nothing was changed."
        assert await raw_listing(storage) == before

    asyncio.run(run())


def test_damaged_and_truncated_records_are_skipped_and_the_rest_is_read(
    storage: Storage,
) -> None:
    async def run() -> None:
        laptop = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        names = [await laptop.append([record(i)]) for i in range(1, 5)]
        op = storage.raw()
        damaged = bytearray(await op.read(names[0]))
        damaged[len(damaged) // 2] ^= 0xFF
        await op.write(names[0], bytes(damaged))
        await op.write(names[1], (await op.read(names[1]))[:20])
        # A valid object moved to another machine's folder does not open there.
        moved = names[2].replace("/laptop/", "/impostor/")
        await op.write(moved, await op.read(names[2]))

        desktop = await Journal.open(storage.remote(), PASSPHRASE, "desktop")
        result = await desktop.read_since({})
        assert [(b.machine_id, b.seq) for b in result.batches] == [("laptop", 3), ("laptop", 4)]
        assert result.batches[1].records == [record(4)]
        assert sorted(result.problems) == sorted(
            [
                f"The change record {names[0]} is damaged or truncated (it does not match its "
                "name) and was skipped.",
                f"The change record {names[1]} is damaged or truncated (it does not match its "
                "name) and was skipped.",
                f"The change record {moved} does not open with the sync key and was skipped.",
            ]
        )
        # The cursor stays before the first skipped object, so it is tried again.
        assert result.cursors.get("laptop", 0) == 0 and result.cursors.get("impostor", 0) == 0

    asyncio.run(run())


def test_no_plaintext_reaches_the_storage(storage: Storage) -> None:
    async def run() -> None:
        laptop = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        await laptop.append([record(i) for i in range(50)])
        await laptop.put_blob(f"attachment: {MESSAGE}".encode())
        objects = await raw_listing(storage)
        assert any(p.startswith(BLOBS) for p in objects) and len(objects) == 3
        for path, data in objects.items():
            for secret in (TITLE, MESSAGE, "Oleander", PASSPHRASE):
                assert secret.encode() not in data, path
                assert secret.encode("utf-16-le") not in data, path
            if path == HEADER:
                continue
            # Compressed then sealed: no zlib stream anywhere in the object without the key.
            for start in range(len(data)):
                with pytest.raises(zlib.error):
                    zlib.decompress(data[start:])

    asyncio.run(run())


def test_no_secret_is_written_to_any_file(storage: Storage, tmp_path: Path) -> None:
    async def run() -> None:
        laptop = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        await laptop.append([record(1)])
        await laptop.put_blob(b"some attachment")
        desktop = await Journal.open(storage.remote(), PASSPHRASE, "desktop")
        assert (await desktop.read_since({})).batches

    asyncio.run(run())
    secrets = [PASSPHRASE, STORAGE_PASSWORD, storage.secret or STORAGE_PASSWORD]
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert storage.kind == "s3" or files
    for path in files:
        data = path.read_bytes()
        for secret in secrets:
            assert secret.encode() not in data, path
    assert storage.secret is None or storage.secret not in storage.config.to_json()


def test_a_blob_is_written_once(storage: Storage) -> None:
    async def run() -> None:
        laptop = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        data = b"\x89PNG a picture" * 1000
        blob_id = await laptop.put_blob(data)
        path = BLOBS + blob_id
        # Replace the stored bytes: a second put that wrote again would restore them.
        op = storage.raw()
        await op.write(path, b"marker")
        requests_before = list(storage.dav.requests) if storage.dav else []
        assert await laptop.put_blob(data) == blob_id
        assert await op.read(path) == b"marker"
        if storage.dav is not None:
            # The server's log: the second put only asked whether the blob is there.
            second = storage.dav.requests[len(requests_before) :]
            assert second and not [m for m, _p in second if m in ("PUT", "MKCOL", "MOVE")]

        other = await laptop.put_blob(b"another picture")
        desktop = await Journal.open(storage.remote(), PASSPHRASE, "desktop")
        assert await desktop.get_blob(other) == b"another picture"

    asyncio.run(run())


def test_large_histories_are_split_into_a_few_objects(storage: Storage) -> None:
    async def run() -> None:
        laptop = await Journal.open(storage.remote(), PASSPHRASE, "laptop")
        records = [{"id": i, "text": f"{i:06d}" + "x" * 100_000} for i in range(60)]
        await laptop.append(records)
        names = [p for p in await raw_listing(storage) if p.startswith(MACHINES)]
        assert len(names) == 2  # 6 MB in batches of at most 4 MB
        desktop = await Journal.open(storage.remote(), PASSPHRASE, "desktop")
        result = await desktop.read_since({})
        assert [r for b in result.batches for r in b.records] == records

    asyncio.run(run())


def test_a_stopped_server_gives_the_unreachable_sentence(dav: DavServer) -> None:
    config = RemoteConfig.parse(["webdav", f"{dav.url}/sync/", "--user", DAV_USER])

    async def run() -> None:
        journal = await Journal.open(Remote(config, STORAGE_PASSWORD), PASSPHRASE, "laptop")
        dav.stop()
        with pytest.raises(Unreachable) as caught:
            await journal.append([record(1)])
        assert str(caught.value) == f"Could not reach the sync storage at {dav.url}/sync/."
        with pytest.raises(Unreachable):
            await Journal.open(Remote(config, STORAGE_PASSWORD), PASSPHRASE, "desktop")

    asyncio.run(run())


def test_rejected_credentials_and_a_full_storage_give_one_sentence(dav: DavServer) -> None:
    config = RemoteConfig.parse(["webdav", f"{dav.url}/sync/", "--user", DAV_USER])

    async def run() -> None:
        with pytest.raises(CredentialsRejected) as caught:
            await Journal.open(Remote(config, "not the password"), PASSPHRASE, "laptop")
        assert str(caught.value) == (
            f"The sync storage at {dav.url}/sync/ rejected the user name or password."
        )
        journal = await Journal.open(Remote(config, STORAGE_PASSWORD), PASSPHRASE, "laptop")
        dav.fail_writes_with = 507
        with pytest.raises(QuotaFull) as full:
            await journal.append([record(1)])
        assert str(full.value) == (
            f"The sync storage at {dav.url}/sync/ is full: free some space or raise the quota."
        )

    asyncio.run(run())


@pytest.mark.parametrize("status", [502, 503, 504])
def test_a_storage_that_is_down_for_now_is_unreachable(dav: DavServer, status: int) -> None:
    """A proxy in front of the storage (502, 504) or a storage in maintenance (503)."""
    config = RemoteConfig.parse(["webdav", f"{dav.url}/sync/", "--user", DAV_USER])

    async def run() -> None:
        journal = await Journal.open(Remote(config, STORAGE_PASSWORD), PASSPHRASE, "laptop")
        dav.fail_writes_with = status
        with pytest.raises(Unreachable) as caught:
            await journal.append([record(1)])
        assert str(caught.value) == f"Could not reach the sync storage at {dav.url}/sync/."

    asyncio.run(run())
