"""The sync storage (a folder, WebDAV or S3-compatible), reached through Apache OpenDAL.

Objects are only ever added: write_once leaves an existing object alone, and every name the
journal writes is unique (content-addressed), so machines never write the same object.
"""

from __future__ import annotations

import contextlib
import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit

import opendal
import opendal.exceptions as odx

from app.sync.errors import (
    CredentialsRejected,
    NotFound,
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
        else:
            url = urlsplit(self.location)
            if url.scheme != "s3" or not url.netloc:
                raise ValueError("An S3 location looks like s3://BUCKET/PREFIX.")
            if not self.endpoint:
                raise ValueError("An S3 storage needs --endpoint URL.")

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
            url = urlsplit(self.location)
            options = {"endpoint": f"{url.scheme}://{url.netloc}", "root": url.path or "/"}
            if self.user is not None:
                options["username"] = self.user
            if secret is not None:
                options["password"] = secret
            return "webdav", options
        url = urlsplit(self.location)
        options = {
            "bucket": url.netloc,
            "root": "/" + url.path.strip("/"),
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


class Remote:
    """Object storage that adds (and deletes only whole old snapshots); every failure
    becomes a SyncError with one sentence."""

    def __init__(self, config: RemoteConfig, secret: str | None = None) -> None:
        config.check()
        self.config = config
        scheme, options = config.operator_options(secret)
        self._op = opendal.AsyncOperator(scheme, **options)

    async def write_once(self, path: str, data: bytes, *, exclusive: bool = False) -> bool:
        """Write ``path`` unless it exists (then leave it and return False).

        The object appears whole or not at all: WebDAV servers and a folder write a file in
        place, so an upload cut off midway would leave a truncated object under its final
        name, which every later round takes for done. Such storages get a temporary name
        that is then renamed (S3 stores a PUT whole). ``exclusive``: of several machines
        writing at once only one may succeed (the journal header); a content-addressed
        object needs no such guarantee, as any writer's copy is as good as another's.
        """
        try:
            capability = self._op.capability()
            if capability.write_with_if_not_exists and (exclusive or not capability.rename):
                try:
                    await self._op.write(path, data, if_not_exists=True)
                except (odx.ConditionNotMatch, odx.AlreadyExists):
                    return False
                return True
            # Without a conditional write there is a window between the check and the
            # write; a machine losing that race writes the same content over it.
            if await self._op.exists(path):
                return False
            if not capability.rename:
                await self._op.write(path, data)
                return True
            temporary = f"{path}.{uuid.uuid4().hex[:12]}.part"
            try:
                await self._op.write(temporary, data)
                await self._op.rename(temporary, path)
            except Exception:
                # Tidy up if the storage still answers; the first failure is the one to tell.
                with contextlib.suppress(Exception):
                    await self._op.delete(temporary)
                raise
            return True
        except Exception as exc:
            raise self._error(exc, f"writing {path}") from exc

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

    async def delete_tree(self, prefix: str) -> None:
        """Remove every object under the folder ``prefix`` (ending in /): old snapshots,
        whose retention is the one thing that ever deletes. The journal only adds."""
        if not prefix.endswith("/"):
            raise ValueError("Only a whole folder is deleted.")
        try:
            await self._op.remove_all(prefix)
        except odx.NotFound:
            return
        except Exception as exc:
            raise self._error(exc, f"deleting {prefix}") from exc

    def _error(self, exc: Exception, doing: str, missing: str | None = None) -> SyncError:
        where = self.config.where()
        text = str(exc)
        status = _STATUS.search(text)
        code = _S3_CODE.search(text)
        status_code = int(status.group(1)) if status else None
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
