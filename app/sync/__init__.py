"""Merge sync of chat history over storage the user already has (a folder, WebDAV, S3),
end-to-end encrypted. Qt-free. Each machine writes only its own immutable, content-addressed
change records, so plain storage needs no locks; every machine reads everyone's records."""

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
from app.sync.journal import Batch, Journal, ReadResult
from app.sync.remote import Remote, RemoteConfig

__all__ = [
    "Batch",
    "CredentialsRejected",
    "Journal",
    "NotFound",
    "QuotaFull",
    "ReadResult",
    "Remote",
    "RemoteConfig",
    "StorageProblem",
    "SyncError",
    "Unreachable",
    "Vault",
    "WrongPassphrase",
]
