"""Merge sync of chat history over storage the user already has (a folder, WebDAV, S3),
end-to-end encrypted. Qt-free. Each machine writes only its own log of field changes
stamped with a hybrid logical clock (app.sync.changes, app.sync.clock, app.sync.journal),
so plain storage needs no locks; every machine reads everyone's logs and merges field by
field to the same result."""

from app.sync.crypto import Vault
from app.sync.errors import (
    CredentialsRejected,
    NotFound,
    QuotaFull,
    StorageProblem,
    SyncError,
    Unreachable,
    WrongPassphrase,
)
from app.sync.journal import Journal
from app.sync.remote import Remote, RemoteConfig

__all__ = [
    "CredentialsRejected",
    "Journal",
    "NotFound",
    "QuotaFull",
    "Remote",
    "RemoteConfig",
    "StorageProblem",
    "SyncError",
    "Unreachable",
    "Vault",
    "WrongPassphrase",
]
