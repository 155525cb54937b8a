"""BlobStore: content-addressed image files."""

from __future__ import annotations

import base64
import hashlib
import io
import os
import time
from pathlib import Path

import pytest
from PIL import Image

from app.storage import BlobStore


def _png(color: str) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 6), color).save(out, "PNG")
    return out.getvalue()


def test_put_is_content_addressed_and_idempotent(tmp_path: Path) -> None:
    store = BlobStore(tmp_path / "blobs")
    data = _png("red")
    digest = store.put(data, "image/png")
    assert digest == hashlib.sha256(data).hexdigest()
    path = store.path(digest)
    assert path == tmp_path / "blobs" / digest[:2] / digest[2:4] / digest
    mtime = path.stat().st_mtime_ns
    assert store.put(data, "image/png") == digest
    assert path.stat().st_mtime_ns == mtime  # not rewritten
    assert store.get(digest) == data
    assert not [p for p in path.parent.iterdir() if p.name != digest]  # no temp files left


def test_data_url_decodes_to_a_real_image(tmp_path: Path) -> None:
    store = BlobStore(tmp_path)
    digest = store.put(_png("blue"), "image/png")
    url = store.data_url(digest, "image/png")
    assert url.startswith("data:image/png;base64,")
    image = Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1])))
    assert image.size == (8, 6) and image.getpixel((0, 0)) == (0, 0, 255)


def test_bad_hashes_never_become_paths(tmp_path: Path) -> None:
    store = BlobStore(tmp_path)
    for bad in ("../../etc/passwd", "AB" * 32, "ab" * 31, ""):
        with pytest.raises(ValueError):
            store.path(bad)
    with pytest.raises(FileNotFoundError):
        store.get("00" * 32)


def test_gc_removes_only_old_unreferenced_files(tmp_path: Path) -> None:
    store = BlobStore(tmp_path)
    keep = store.put(_png("red"), "image/png")
    old_orphan = store.put(_png("green"), "image/png")
    young_orphan = store.put(_png("white"), "image/png")
    stale_tmp = store.path(keep).parent / ".tmp-leftover"
    stale_tmp.write_bytes(b"half")
    an_hour_ago = time.time() - 7200
    for path in (store.path(keep), store.path(old_orphan), stale_tmp):
        os.utime(path, (an_hour_ago, an_hour_ago))
    assert store.gc({keep}) == 2
    assert store.exists(keep) and store.exists(young_orphan)
    assert not store.exists(old_orphan) and not stale_tmp.exists()
    assert BlobStore(tmp_path / "nothing").gc(set()) == 0
