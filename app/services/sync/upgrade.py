"""A data folder that synced with the earlier format moves to field-by-field sync without
sending anything again.

The earlier format kept, per conversation, the metadata last agreed with its stamp
(changed_at, changed_by), which messages had which uid, and the fingerprint the
conversation was last sent with; preference items with their values and stamps. Once,
before the first round of this version, every conversation that is as it was last sent
gets its fields recorded as in force, with the stamps every machine derives alike from the
earlier records (app.sync.legacy): nothing is sent again, nothing is applied twice. A
conversation that changed since it was last sent is left to the round, which sends its
fields as changes made here.
"""

from __future__ import annotations

from app.services.sync.history import (
    CONVERSATION_DEFAULTS,
    MESSAGE_DEFAULTS,
    LocalConversation,
    conversation_values,
    message_values,
    read_conversation,
    synced_messages,
)
from app.storage import History
from app.storage.sync_reads import fingerprints
from app.sync.changes import ITEM, value_hash
from app.sync.clock import HybridClock, legacy_stamp
from app.sync.local_state import LocalState

_READY = "fields_ready"
_V1_NODE = "0"


def adopt_earlier_state(history: History, state: LocalState, clock: HybridClock) -> None:
    """Record, once, what the earlier format left in the sync state as fields in force."""
    if state.flag(_READY):
        return
    me = clock.node
    rows: list[tuple[str, str, str, str, str, bool, bool]] = []
    for key, item in state.items().items():
        stamp = legacy_stamp(item.changed_at, item.changed_by)
        rows.append(
            (ITEM, key, "", value_hash(item.value), stamp, item.changed_by == me, not item.sent)
        )
        clock.see(stamp)
    printed = history.run(fingerprints)
    sent = state.fingerprints()
    for cid, uid in state.linked_conversations().items():
        known = state.conversation(cid)
        if known is None or known.sent_hash is None:
            continue  # never sent: the round sends it
        unchanged = sent.get(cid) is not None and sent.get(cid) == printed.get(cid)
        agreed = known.metadata or {}
        since = known.last_round or 0.0
        local: LocalConversation | None = history.run(
            lambda repo, cid=cid: read_conversation(repo, cid)  # type: ignore[misc]
        )
        if local is None:
            continue
        stamp = legacy_stamp(known.changed_at, known.changed_by)
        clock.see(stamp)
        mine = known.changed_by == me
        uids = state.message_uids([m.id for m in local.messages])
        for name, value in conversation_values(local, uids).items():
            if name == "shown":
                # The earlier format never said which version is shown, so machines may
                # differ: each tells its own, the later one wins everywhere (and a branch
                # that holds newer messages is never given up for a shorter one).
                rows.append((uid, name, uid, value_hash(value), clock.now(), True, True))
                if isinstance(value, str):
                    state.fields.set_shown_winner(uid, value)
                continue
            if name != "created" and CONVERSATION_DEFAULTS.get(name, ...) == value:
                continue
            if not unchanged and name != "created" and agreed.get(name, ...) != value:
                continue  # changed here since it was last sent: the round sends it
            at = (
                legacy_stamp(local.conversation.created_at, _V1_NODE)
                if name == "created"
                else stamp
            )
            rows.append((uid, name, uid, value_hash(value), at, mine and name != "created", False))
        for m in synced_messages(local):
            if m.id not in uids:
                continue
            made = legacy_stamp(m.created_at, _V1_NODE)
            for name, value in message_values(m, uids).items():
                if MESSAGE_DEFAULTS.get(name, ...) == value:
                    continue
                if not unchanged and name != "created" and m.updated_at > since:
                    continue  # changed here since it was last sent: the round sends it
                at = legacy_stamp(m.updated_at, _V1_NODE) if name == "result" else made
                rows.append((uids[m.id], name, uid, value_hash(value), at, False, False))
    with state.transaction():
        state.fields.set_many(rows)
        state.set_flag(_READY, True)
        state.set_hlc(clock.last)


__all__ = ["adopt_earlier_state"]
