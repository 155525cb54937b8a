"""Content-addressed files for images: named by sha256, written atomically, shared."""

from __future__ import annotations

import base64
import contextlib
import hashlib
import os
import re
import tempfile
import time
from pathlib import Path

from app.data_folder import private_mkdir
from app.storage.errors import converted

_HASH = re.compile(r"[0-9a-f]{64}")
_TMP_PREFIX = ".tmp-"
# gc leaves young files alone: one may have been put for a message not yet committed.
GC_GRACE_S = 3600.0


class BlobStore:
    def __init__(self, root: Path) -> None:
        self.root = root

    def path(self, blob_hash: str) -> Path:
        """Where the blob lives: root/ab/cd/abcd… (fanned out to keep directories small)."""
        if not _HASH.fullmatch(blob_hash):
            # Hashes come from the database and imports; never let one name a path elsewhere.
            raise ValueError(f"not a sha256 hex digest: {blob_hash[:80]!r}")
        return self.root / blob_hash[:2] / blob_hash[2:4] / blob_hash

    def put(self, data: bytes, mime: str) -> str:
        """Store `data` and return its hash. Storing the same bytes again is a no-op.

        The file holds only the bytes; the mime type travels with the reference (ImagePart).
        """
        if not mime:
            raise ValueError("mime type required")
        blob_hash = hashlib.sha256(data).hexdigest()
        target = self.path(blob_hash)
        if target.exists():
            return blob_hash
        with converted(self.root):  # a full or read-only disk: StorageError
            private_mkdir(target.parent)  # 0700 at every level; mkstemp makes the file 0600
            fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=_TMP_PREFIX)
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                    fh.flush()
                    os.fsync(fh.fileno())
                os.replace(tmp, target)  # readers see the whole file or none
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
                raise
        return blob_hash

    def exists(self, blob_hash: str) -> bool:
        return self.path(blob_hash).is_file()

    def get(self, blob_hash: str) -> bytes:
        """The blob's bytes. FileNotFoundError if it is missing."""
        return self.path(blob_hash).read_bytes()

    def data_url(self, blob_hash: str, mime: str) -> str:
        encoded = base64.b64encode(self.get(blob_hash)).decode("ascii")
        return f"data:{mime};base64,{encoded}"

    def gc(self, keep: set[str], *, grace_s: float = GC_GRACE_S) -> int:
        """Delete blobs not in `keep` (and stale temp files) older than `grace_s` seconds.

        Returns how many files were removed.
        """
        if not self.root.is_dir():
            return 0
        cutoff = time.time() - grace_s
        removed = 0
        for file in self.root.glob("*/*/*"):
            name = file.name
            unwanted = name.startswith(_TMP_PREFIX) or (
                _HASH.fullmatch(name) is not None and name not in keep
            )
            if not unwanted or not file.is_file():
                continue
            try:
                if file.stat().st_mtime <= cutoff:
                    file.unlink()
                    removed += 1
            except FileNotFoundError:
                continue
        return removed
