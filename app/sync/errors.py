"""What can go wrong with sync, each a one-sentence message a person can act on."""

from __future__ import annotations


class SyncError(Exception):
    """Base of every sync failure; str() is one sentence for the person."""


class WrongPassphrase(SyncError):
    def __init__(self) -> None:
        super().__init__("The sync passphrase is wrong: nothing was changed.")


class Unreachable(SyncError):
    def __init__(self, where: str) -> None:
        super().__init__(f"Could not reach the sync storage at {where}.")


class CredentialsRejected(SyncError):
    def __init__(self, where: str) -> None:
        super().__init__(f"The sync storage at {where} rejected the user name or password.")


class QuotaFull(SyncError):
    def __init__(self, where: str) -> None:
        super().__init__(
            f"The sync storage at {where} is full: free some space or raise the quota."
        )


class NotFound(SyncError):
    def __init__(self, what: str) -> None:
        super().__init__(f"The sync storage has no {what}.")


class StorageProblem(SyncError):
    """Anything else the storage answered; the sentence names the operation."""

    def __init__(self, where: str, doing: str) -> None:
        super().__init__(f"The sync storage at {where} failed while {doing}.")


class DamagedObject(SyncError):
    """A remote object that does not open: corrupted, truncated, renamed or not ours."""
