"""Each conversation's own key, for a sync round.

A conversation's changes are sealed with a key of its own (stored on the storage under the
vault's key: app.sync.journal), so a purge makes what the storage still holds of it
unreadable at once by removing that key. A machine keeps the keys it has used, sealed for
this machine, in its sync state, and asks the storage only for those it has never seen.
"""

from __future__ import annotations

import asyncio

from app.sync.crypto import ContentKey
from app.sync.errors import DamagedObject
from app.sync.journal import Journal
from app.sync.local_state import LocalState

_KEY_CONCURRENCY = 16


class ConversationKeys:
    def __init__(self, state: LocalState, journal: Journal) -> None:
        self.state = state
        self.journal = journal
        self._keys: dict[str, ContentKey] = {}

    def known(self, uid: str) -> ContentKey:
        """The key of a conversation this round has already read or written (KeyError
        otherwise): what the journal seals with."""
        return self._keys[uid]

    async def read(self, uid: str) -> ContentKey | None:
        """The key to read a conversation with: kept here, else the storage's; None when
        there is none (purged)."""
        if uid in self._keys:
            return self._keys[uid]
        sealed = self.state.fields.content_key(uid)
        if sealed is not None:
            try:
                key = ContentKey(self.journal.open_local(sealed, uid))
                self._keys[uid] = key
                return key
            except DamagedObject:
                pass  # kept under another vault's key: ask the storage
        fetched = await self.journal.get_key(uid)
        if fetched is not None:
            self.remember(uid, fetched)
        return fetched

    async def read_many(self, uids: list[str]) -> dict[str, ContentKey | None]:
        """The keys of several conversations, those not kept here fetched a few at a time
        (a new machine needs one per conversation)."""
        found: dict[str, ContentKey | None] = {}
        missing: list[str] = []
        for uid in uids:
            if uid in self._keys or self.state.fields.content_key(uid) is not None:
                found[uid] = await self.read(uid)
            else:
                missing.append(uid)
        gate = asyncio.Semaphore(_KEY_CONCURRENCY)

        async def fetch(uid: str) -> ContentKey | None:
            async with gate:
                return await self.journal.get_key(uid)

        fetched = await asyncio.gather(*(fetch(uid) for uid in missing))
        with self.state.transaction():
            for uid, key in zip(missing, fetched, strict=True):
                if key is not None:
                    self.remember(uid, key)
                found[uid] = key
        return found

    def remember(self, uid: str, key: ContentKey, *, written: bool = False) -> None:
        """Keep a conversation's key here (``written``: this machine stored it on the
        storage, and removes it if it ever leaves this vault)."""
        self._keys[uid] = key
        self.state.fields.set_content_key(uid, self.journal.seal_local(key.raw, uid))
        if written:
            self.state.fields.add_own_object(self.journal.key_path(uid), 0, "key", 0)

    async def write(self, uid: str, *, fresh: bool = False) -> ContentKey:
        """The key to write about a conversation with, made (and stored) if it has none.
        ``fresh``: a conversation told for the first time, made here (no key can exist)."""
        if fresh:
            made = ContentKey.new()
            await self.journal.put_key(uid, made)
            self.remember(uid, made, written=True)
            return made
        existing = await self.read(uid)
        if existing is not None:
            return existing
        made = ContentKey.new()
        await self.journal.put_key(uid, made)
        # Two machines sending the first changes of one conversation at once (one of an
        # earlier version's, say) may race on a storage without conditional writes: the
        # key that stayed is the one to use.
        stored = await self.journal.get_key(uid)
        key = stored if stored is not None else made
        self.remember(uid, key, written=True)
        return key
