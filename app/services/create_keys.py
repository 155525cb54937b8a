"""The ``Idempotency-Key`` a background reply's create carries (``ResponsesJobs.create``).

One per reply, and the same again when the person retries a reply whose create ended
with its outcome unknown (``UnknownOutcome``: a timeout, a dropped connection or a 5xx
after the request went out): a server that honours the key then hands back the job it
may already run instead of starting a second. Nothing new is stored: the key is derived
from the first attempt of that unbroken run of unknown outcomes (its id, conversation and
time, which survive restarts and sync) and from the body sent, so a changed request (new
parameters, the whole history instead of a previous response) never reuses a key, which
such a server would refuse as a different request under the same key.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from app.domain import ErrorKind, Message, MessageStatus

# The kinds of failure a create may leave running on the server (see ``may_have_run`` in
# app/api/responses_polling.py); a refused one (4xx, no connection) ran nothing.
_UNKNOWN_KINDS = frozenset(
    {ErrorKind.TIMEOUT, ErrorKind.CONNECTION, ErrorKind.SERVER, ErrorKind.STREAM}
)


def outcome_unknown(attempt: Message) -> bool:
    """A failed reply that got no response id after a failure that may have come after the
    server took it."""
    return (
        attempt.status is MessageStatus.ERROR
        and attempt.response_id is None
        and ErrorKind.of(attempt.error_kind) in _UNKNOWN_KINDS
    )


def create_key(reply: Message, body: Mapping[str, Any]) -> str:
    """The key for sending ``body`` as ``reply`` (read with its ``failed_attempts``)."""
    root = reply
    for attempt in reversed(reply.failed_attempts):  # newest first
        if not outcome_unknown(attempt):
            break
        root = attempt
    seed = json.dumps(
        [root.id, root.conversation_id, repr(root.created_at), body],
        sort_keys=True,
        ensure_ascii=False,
        default=str,
    )
    return "cometdesk-" + hashlib.sha256(seed.encode()).hexdigest()[:32]
