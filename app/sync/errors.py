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


class NewerStorage(SyncError):
    """The storage was set up or written by a newer version of the app."""

    def __init__(self, version: int) -> None:
        super().__init__(
            f"The sync storage was written by a newer Comet Desk (storage format {version}): "
            "update Comet Desk on this machine to sync with it."
        )


class TamperedLog(SyncError):
    """A machine's change log on the storage was rolled back, reordered or has a gap: the
    storage withheld or replaced what that machine wrote."""

    def __init__(self, machine: str, detail: str) -> None:
        super().__init__(
            f"The sync storage is missing or changed what machine {machine[:8]} sent "
            f"({detail}); nothing of it was applied. Check the storage's backups or versions."
        )


def _size(size: int) -> str:
    """A size as a person reads it: 1.5 MB, 640 kB, 900 bytes (powers of 1000)."""
    if size >= 1_000_000_000:
        return f"{size / 1_000_000_000:.1f} GB"
    if size >= 1_000_000:
        return f"{size / 1_000_000:.1f} MB"
    if size >= 1_000:
        return f"{size // 1_000} kB"
    return f"{size} bytes"


class ObjectTooLarge(SyncError):
    """The storage refused one upload for its size (HTTP 413 from nginx's default
    ``client_max_body_size 1m`` or a proxy in front of the storage, S3's EntityTooLarge).

    ``size`` is the size refused, in bytes. ``limit`` is the largest upload the same Remote
    saw the storage take that is below the smallest size it refused and at least half of
    it: a size to split to that is known to pass. None when no such upload was seen yet, so
    the caller guesses (half the refused size, say)."""

    def __init__(self, where: str, size: int, limit: int | None = None) -> None:
        self.where = where
        self.size = size
        self.limit = limit
        super().__init__(
            f"The sync storage at {where} refused a {_size(size)} file as too large: "
            "its server takes no uploads that big (nginx, for one, takes 1 MB unless told "
            "otherwise with client_max_body_size)."
        )
