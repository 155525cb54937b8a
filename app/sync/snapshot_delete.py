"""Removing an old snapshot from the sync storage (retention).

Remote is add-only by design (the journal never rewrites or removes anything), so deleting
goes through an OpenDAL operator of its own, built from the same RemoteConfig. Only
snapshot folders are ever passed here.
"""

from __future__ import annotations

import opendal
import opendal.exceptions as odx

from app.sync.errors import CredentialsRejected, StorageProblem, SyncError, Unreachable
from app.sync.remote import RemoteConfig

_SNAPSHOTS_MARK = "/snapshots/"


async def delete_tree(config: RemoteConfig, secret: str | None, prefix: str) -> None:
    """Remove every object under ``prefix`` (a snapshot folder, ending in /)."""
    if _SNAPSHOTS_MARK not in prefix or not prefix.endswith("/"):
        raise ValueError("Only a snapshot folder is ever deleted.")
    scheme, options = config.operator_options(secret)
    op = opendal.AsyncOperator(scheme, **options)
    try:
        await op.remove_all(prefix)
    except odx.NotFound:
        return
    except Exception as exc:
        raise _error(config, exc, prefix) from exc


def _error(config: RemoteConfig, exc: Exception, prefix: str) -> SyncError:
    where = config.where()
    if isinstance(exc, odx.PermissionDenied) or any(
        f"status: {code}" in str(exc) for code in (401, 403)
    ):
        return CredentialsRejected(where)
    if isinstance(exc, OSError):
        return Unreachable(where)
    return StorageProblem(where, f"deleting {prefix}")


__all__ = ["delete_tree"]
