"""The sync storage (a folder, WebDAV or S3-compatible), reached through Apache OpenDAL.

Objects are added with write_once, which leaves an existing object alone; the journal's
names are unique (content-addressed or per machine), so machines never write one object
differently. Deleting is for what a caller retires (old snapshots, a machine's own debris).

What the servers do, measured on loopback against WsgiDAV 4.4, nginx 1.22 (with
libnginx-mod-http-dav-ext), Apache 2.4 mod_dav, rclone 1.60 ``serve webdav``, moto 5 and
s3rver 3.7 (most of it kept as tests in tests/integration/sync/test_remote_servers.py):

- Conditional writes: an S3 PUT carries ``If-None-Match: *`` (OpenDAL's if_not_exists);
  moto (and AWS, by its documentation) refuses it when the object exists, s3rver ignores it
  and replaces the object. OpenDAL offers WebDAV no conditional write, and its MOVE sends
  ``Overwrite: T``, which WsgiDAV, nginx, Apache and rclone all obey by replacing the target.
  So nothing here promises that of several machines writing one name at once only one wins.
- A PUT cut off midway: WsgiDAV and rclone keep the half they got under the final name;
  nginx and Apache store nothing. So WebDAV and folder uploads go to a temporary
  ``<name>.<random>[-<writer>].part`` and are renamed into place; clean_debris removes a
  writer's own leftovers.
- Upload size: nginx answers 413 above ``client_max_body_size`` (1 MB unless configured;
  Apache's LimitRequestBody is 1 GiB by its documentation); WsgiDAV and rclone take
  anything. A refusal is ObjectTooLarge with the size, and the Remote refuses as large an
  upload again without sending it.
- A PUT into a folder that does not exist: nginx creates it (``create_full_put_path on``),
  WsgiDAV and Apache answer 409, rclone 404. The Remote creates each folder it writes into
  (MKCOL) once and remembers it; OpenDAL's own check before every write is turned off.
- Deleting: a missing object is no error anywhere. S3's multi-object delete (``POST
  ?delete``) is what OpenDAL's remove_all uses; s3rver answers it 500, so delete_tree then
  deletes one object at a time. The Python binding has no multi-object delete of a list of
  names, so delete_many sends one DELETE per object, a few at a time.
- Percent-encoding: OpenDAL encodes the ``root`` it is given, so a WebDAV URL or S3 prefix is
  decoded first (``/Comet%20Sync`` and ``/Comet Sync`` are the same folder).
- Requests per new object: one existence check (PROPFIND, or a folder's stat; none on S3,
  whose conditional write is the check), the PUT, and the rename; OpenDAL's WebDAV MOVE
  itself first asks for the temporary file and the target folder (two more PROPFINDs).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal
from urllib.parse import unquote, urlsplit

import opendal
import opendal.exceptions as odx

from app.sync.errors import (
    CredentialsRejected,
    NotFound,
    ObjectTooLarge,
    QuotaFull,
    StorageProblem,
    SyncError,
    Unreachable,
)

Kind = Literal["folder", "webdav", "s3"]
KINDS: tuple[Kind, ...] = ("folder", "webdav", "s3")


@dataclass(frozen=True)
class RemoteConfig:
    """Where the storage is. Holds no secret: the storage password or S3 secret key is given
    to Remote separately (it lives in the keyring, never in a settings file)."""

    kind: Kind
    location: str  # a folder path, a WebDAV URL or s3://BUCKET/PREFIX
    user: str | None = None  # WebDAV user name or S3 access key id
    endpoint: str | None = None  # S3 only
    region: str | None = None  # S3 only

    @classmethod
    def parse(cls, args: Sequence[str]) -> RemoteConfig:
        """From what the command line takes: ``folder PATH``, ``webdav URL [--user NAME]``,
        ``s3 s3://BUCKET/PREFIX --endpoint URL [--region R] [--user ACCESS_KEY_ID]``."""
        if not args or args[0] not in KINDS:
            raise ValueError("Say which storage: folder PATH, webdav URL or s3 s3://BUCKET/PREFIX.")
        kind: Kind = args[0]
        rest = list(args[1:])
        options: dict[str, str] = {}
        allowed = {
            "folder": set(),
            "webdav": {"--user"},
            "s3": {"--user", "--endpoint", "--region"},
        }
        positional: list[str] = []
        while rest:
            word = rest.pop(0)
            if word.startswith("--"):
                name, _, value = word.partition("=")
                if name not in allowed[kind]:
                    raise ValueError(f"The {kind} storage takes no {name} option.")
                if not value:
                    if not rest:
                        raise ValueError(f"The {name} option needs a value.")
                    value = rest.pop(0)
                options[name] = value
            else:
                positional.append(word)
        if len(positional) != 1:
            raise ValueError(f"Give the {kind} storage exactly one location.")
        config = cls(
            kind=kind,
            location=positional[0],
            user=options.get("--user"),
            endpoint=options.get("--endpoint"),
            region=options.get("--region"),
        )
        config.check()
        return config

    def check(self) -> None:
        if self.kind == "folder":
            if not self.location:
                raise ValueError("Give the folder to sync through.")
        elif self.kind == "webdav":
            url = urlsplit(self.location)
            if url.scheme not in ("http", "https") or not url.netloc:
                raise ValueError("A WebDAV location is a URL such as https://dav.example/sync.")
            _decoded(url.path)
        else:
            url = urlsplit(self.location)
            if url.scheme != "s3" or not url.netloc:
                raise ValueError("An S3 location looks like s3://BUCKET/PREFIX.")
            if not self.endpoint:
                raise ValueError("An S3 storage needs --endpoint URL.")
            _decoded(url.path)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RemoteConfig:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            raise ValueError("not a sync storage setting")

        def string(key: str) -> str | None:
            value = data.get(key)
            return value if isinstance(value, str) else None

        config = cls(
            kind=data["kind"],
            location=string("location") or "",
            user=string("user"),
            endpoint=string("endpoint"),
            region=string("region"),
        )
        config.check()
        return config

    def where(self) -> str:
        """The storage as a person would name it, for messages."""
        if self.kind == "s3":
            return f"{self.location} ({self.endpoint})"
        return self.location

    def operator_options(self, secret: str | None) -> tuple[str, dict[str, str]]:
        if self.kind == "folder":
            return "fs", {"root": str(Path(self.location).expanduser().resolve())}
        if self.kind == "webdav":
            # OpenDAL percent-encodes the root itself: given encoded, it would be encoded
            # twice and name a folder called "Comet%20Sync" beside "Comet Sync".
            url = urlsplit(self.location)
            root = _decoded(url.path) or "/"
            options = {"endpoint": f"{url.scheme}://{url.netloc}", "root": root}
            if self.user is not None:
                options["username"] = self.user
            if secret is not None:
                options["password"] = secret
            return "webdav", options
        url = urlsplit(self.location)
        options = {
            "bucket": url.netloc,
            "root": "/" + _decoded(url.path).strip("/"),
            "endpoint": self.endpoint or "",
            "region": self.region or "us-east-1",
        }
        if self.user is not None:
            options["access_key_id"] = self.user
        if secret is not None:
            options["secret_access_key"] = secret
        else:
            # Public or pre-signed buckets: do not pick up this machine's AWS settings.
            options["allow_anonymous"] = "true"
        return "s3", options


def _decoded(path: str) -> str:
    """A URL's path as the names it spells: %-escapes decoded (UTF-8)."""
    try:
        return unquote(path, errors="strict")
    except UnicodeDecodeError:
        raise ValueError("The location's %-escapes do not spell UTF-8 text.") from None


_STATUS = re.compile(r"status: (\d{3})")
_S3_CODE = re.compile(r'code: "([A-Za-z]+)"')
_QUOTA_CODES = {"QuotaExceeded", "ServiceQuotaExceeded", "StorageFull", "XMinioStorageFull"}
_CREDENTIAL_CODES = {
    "InvalidAccessKeyId",
    "SignatureDoesNotMatch",
    "AccessDenied",
    "InvalidToken",
    "ExpiredToken",
}
_UNREACHABLE_HINTS = ("send http request", "connect error", "dns error", "timed out")
# A proxy that cannot reach the storage behind it (502, 504), or a storage that is down for
# now (503: e.g. Nextcloud in maintenance mode, S3 asking to slow down): try again later.
_UNAVAILABLE_STATUSES = {502, 503, 504}


# The upload was too large: a web server's or proxy's body limit, or S3's.
_TOO_LARGE_STATUS = 413
_TOO_LARGE_CODES = {"EntityTooLarge"}
# A PUT into a folder that does not exist (WsgiDAV and Apache: 409 Conflict; rclone: 404).
_NO_FOLDER_STATUSES = {404, 409}
_WRITER = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
# A temporary name: <path>.<12 hex>.part, or <path>.<12 hex>-<writer>.part with a writer tag
# (hex digits never hold "-", so the tag is read back unambiguously).
_PART = re.compile(r"\.[0-9a-f]{12}(?:-([A-Za-z0-9_-]{1,64}))?\.part$")
# Deletes sent at once by delete_many (one request per object).
_DELETES_AT_ONCE = 8


def _status(exc: Exception) -> int | None:
    found = _STATUS.search(str(exc))
    return int(found.group(1)) if found else None


class Remote:
    """Object storage that adds (and deletes only what a caller retires); every failure
    becomes a SyncError with one sentence.

    ``writer`` tags the temporary names this Remote uploads to (the machine id, say), so
    that clean_debris can tell its own leftovers from another machine's uploads in progress.
    Without it, temporary names are untagged and clean_debris is not available."""

    def __init__(
        self, config: RemoteConfig, secret: str | None = None, *, writer: str | None = None
    ) -> None:
        config.check()
        if writer is not None and not _WRITER.match(writer):
            raise ValueError("A writer tag is 1 to 64 letters, digits, - or _.")
        self.config = config
        self.writer = writer
        scheme, options = config.operator_options(secret)
        if scheme == "webdav":
            # OpenDAL would ask for every parent folder (PROPFIND) before each write; the
            # Remote creates a folder once and remembers it (_put).
            options["disable_create_dir"] = "true"
        self._op = opendal.AsyncOperator(scheme, **options)
        self._capability = self._op.capability()
        self._folders: set[str] = set()  # WebDAV folders known to exist
        # Made on the event loop that first needs it (a Remote may outlive one loop).
        self._folder_lock: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = None
        self._uploading: set[str] = set()  # temporary names being written right now
        self._refused: int | None = None  # the smallest upload refused as too large
        self._taken = 0  # the largest upload taken
        self._one_by_one = False  # the storage's multi-object delete failed once

    # ---- sizes ---------------------------------------------------------------------------

    @property
    def refused_size(self) -> int | None:
        """The smallest upload this storage refused as too large (None: none yet). A
        write_once this large or larger raises ObjectTooLarge without sending anything."""
        return self._refused

    @property
    def upload_limit(self) -> int | None:
        """A size known to pass since something was refused: the largest upload taken below
        the smallest refused, when at least half of it (ObjectTooLarge.limit); else None."""
        refused = self._refused
        if refused is None or not refused // 2 <= self._taken < refused:
            return None
        return self._taken

    def _too_large(self, size: int) -> ObjectTooLarge:
        return ObjectTooLarge(self.config.where(), size, self.upload_limit)

    # ---- writing -------------------------------------------------------------------------

    async def write_once(self, path: str, data: bytes, *, exclusive: bool = False) -> bool:
        """Write ``path`` unless it exists (then leave it and return False), asking the
        storage at most once whether it does: callers need not ask first.

        The object appears whole or not at all: WebDAV servers and a folder write a file in
        place, so an upload cut off midway would leave a truncated object under its final
        name, which every later round takes for done. Such storages get a temporary name
        that is then renamed (S3 stores a PUT whole). ``exclusive``: use the storage's
        conditional write where it has one (S3 and a folder), so that of several machines
        writing at once only one succeeds; not every server honours it (see above).

        ObjectTooLarge when the storage refuses the size (or refused as large before: then
        nothing is sent, though an existing object still gives False)."""
        size = len(data)
        capability = self._capability
        conditional = capability.write_with_if_not_exists and (exclusive or not capability.rename)
        # Without a conditional write there is a window between the check and the write; a
        # machine losing that race writes the same content over it.
        if not conditional and await self.exists(path):
            return False
        if self._refused is not None and size >= self._refused:
            raise self._too_large(size)
        try:
            if conditional:
                try:
                    await self._op.write(path, data, if_not_exists=True)
                except (odx.ConditionNotMatch, odx.AlreadyExists):
                    return False
            elif capability.rename:
                await self._write_renamed(path, data)
            else:
                await self._put(path, data)
        except Exception as exc:
            if self._says_too_large(exc):
                self._refused = size if self._refused is None else min(self._refused, size)
                raise self._too_large(size) from exc
            raise self._error(exc, f"writing {path}") from exc
        self._taken = max(self._taken, size)
        return True

    def _temporary(self, path: str) -> str:
        tag = f"-{self.writer}" if self.writer is not None else ""
        return f"{path}.{uuid.uuid4().hex[:12]}{tag}.part"

    async def _write_renamed(self, path: str, data: bytes) -> None:
        temporary = self._temporary(path)
        self._uploading.add(temporary)
        try:
            await self._put(temporary, data)
            await self._op.rename(temporary, path)
        except Exception:
            # Tidy up if the storage still answers; the first failure is the one to tell.
            with contextlib.suppress(Exception):
                await self._op.delete(temporary)
            raise
        finally:
            self._uploading.discard(temporary)

    async def _put(self, path: str, data: bytes) -> None:
        """One PUT; on WebDAV into a folder made (or found) once per Remote ("" is the
        storage's own folder, which is made too when missing)."""
        if self.config.kind != "webdav":
            await self._op.write(path, data)
            return
        folder = path.rpartition("/")[0]
        if folder in self._folders:
            try:
                await self._op.write(path, data)
                return
            except Exception as exc:
                if not (isinstance(exc, odx.NotFound) or _status(exc) in _NO_FOLDER_STATUSES):
                    raise
                self._folders.discard(folder)  # deleted since: make it again
        await self._make_folder(folder)
        await self._op.write(path, data)

    async def _make_folder(self, folder: str) -> None:
        """Make ``folder`` (and the folders above it) unless this Remote knows it is there.
        Uploads of this Remote into a new folder make it one at a time: servers answer
        MKCOLs racing for one folder with errors (Apache 403, rclone 423 Locked)."""
        loop = asyncio.get_running_loop()
        if self._folder_lock is None or self._folder_lock[0] is not loop:
            self._folder_lock = (loop, asyncio.Lock())
        async with self._folder_lock[1]:
            if folder in self._folders:
                return
            try:
                await self._op.create_dir(folder + "/")
            except Exception:
                # Another machine may have made it at the same moment: then all is well.
                if not await self._op.exists(folder + "/"):
                    raise
            self._folders.add(folder)

    # ---- reading -------------------------------------------------------------------------

    async def read(self, path: str) -> bytes:
        try:
            return await self._op.read(path)
        except Exception as exc:
            raise self._error(exc, f"reading {path}", missing=f"object {path}") from exc

    async def exists(self, path: str) -> bool:
        try:
            return await self._op.exists(path)
        except Exception as exc:
            raise self._error(exc, f"looking for {path}") from exc

    async def list(self, prefix: str) -> list[str]:
        """Every object (not folder) under ``prefix`` (a folder name ending in /), sorted."""
        try:
            entries = await self._op.list(prefix, recursive=True)
            return sorted([e.path async for e in entries if not e.path.endswith("/")])
        except odx.NotFound:
            return []
        except Exception as exc:
            raise self._error(exc, f"listing {prefix}") from exc

    # ---- deleting ------------------------------------------------------------------------

    async def delete(self, path: str) -> None:
        """Delete the object ``path``; one that is not there is no error."""
        try:
            await self._op.delete(path)
        except odx.NotFound:
            return
        except Exception as exc:
            raise self._error(exc, f"deleting {path}") from exc

    async def delete_many(self, paths: Sequence[str]) -> None:
        """Delete every object named (missing ones are no error), a few at a time.

        OpenDAL's Python binding (0.47) has no multi-object delete of a list of names (only
        remove_all of a folder, which delete_tree uses), so this is one DELETE per object."""
        names = list(dict.fromkeys(paths))
        for start in range(0, len(names), _DELETES_AT_ONCE):
            group = names[start : start + _DELETES_AT_ONCE]
            results = await asyncio.gather(
                *(self.delete(name) for name in group), return_exceptions=True
            )
            for result in results:
                if isinstance(result, BaseException):
                    raise result

    async def delete_tree(self, prefix: str) -> None:
        """Remove every object under the folder ``prefix`` (ending in /), with the storage's
        multi-object delete where it has one (S3); where that fails (s3rver answers it with
        500), one object at a time."""
        if not prefix.endswith("/"):
            raise ValueError("Only a whole folder is deleted.")
        if not self._one_by_one:
            try:
                await self._op.remove_all(prefix)
                return
            except odx.NotFound:
                return
            except Exception as exc:
                error = self._error(exc, f"deleting {prefix}")
                if self.config.kind != "s3" or type(error) is not StorageProblem:
                    raise error from exc
                self._one_by_one = True
        await self.delete_many(await self.list(prefix))

    async def clean_debris(self, prefix: str) -> int:
        """Remove this writer's temporary uploads under the folder ``prefix`` (ending in /),
        left by uploads that were cut off; how many. Another writer's are never touched (it
        may be uploading right now), nor this Remote's own uploads in progress. Call it when
        no other process uploads as the same writer (a sync round under its lock)."""
        if self.writer is None:
            raise ValueError("Only a Remote given a writer tag can tell its own debris.")
        mine = [
            path
            for path in await self.list(prefix)
            if (found := _PART.search(path)) is not None
            and found.group(1) == self.writer
            and path not in self._uploading
        ]
        await self.delete_many(mine)
        return len(mine)

    # ---- errors --------------------------------------------------------------------------

    def _says_too_large(self, exc: Exception) -> bool:
        text = str(exc)
        code = _S3_CODE.search(text)
        return _status(exc) == _TOO_LARGE_STATUS or (
            code is not None and code.group(1) in _TOO_LARGE_CODES
        )

    def _error(self, exc: Exception, doing: str, missing: str | None = None) -> SyncError:
        where = self.config.where()
        text = str(exc)
        code = _S3_CODE.search(text)
        status_code = _status(exc)
        s3_code = code.group(1) if code else None
        if isinstance(exc, odx.NotFound) and missing is not None:
            return NotFound(missing)
        if s3_code == "NoSuchBucket":
            return NotFound(f"bucket {urlsplit(self.config.location).netloc}")
        if status_code == 507 or s3_code in _QUOTA_CODES:
            return QuotaFull(where)
        if (
            isinstance(exc, odx.PermissionDenied)
            or status_code in (401, 403)
            or s3_code in _CREDENTIAL_CODES
        ):
            return CredentialsRejected(where)
        if isinstance(exc, odx.Unexpected) and any(h in text.lower() for h in _UNREACHABLE_HINTS):
            return Unreachable(where)
        if status_code in _UNAVAILABLE_STATUSES:
            return Unreachable(where)
        if isinstance(exc, OSError):
            return Unreachable(where)
        return StorageProblem(where, doing)
