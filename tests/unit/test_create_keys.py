"""The Idempotency-Key of a background reply's create: one per reply, the same again only
for a retry of a create whose outcome is unknown and the same request; and the word that a
profile's client was replaced, which a reply paused on a refused key waits for."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path
from typing import Any

from app.config import Settings
from app.domain import ErrorKind, Message, MessageStatus
from app.secrets import MemoryKeyStore
from app.services import client_changes
from app.services.create_keys import create_key, outcome_unknown
from app.services.endpoints import Endpoints
from app.services.settings_store import SettingsStore

BODY = {"model": "o3-deep-research", "input": "Survey the history of tea."}


def _reply(message_id: int, **fields: Any) -> Message:
    base = Message(
        id=message_id,
        conversation_id=7,
        role="assistant",
        parts=(),
        created_at=1_700_000_000.0 + message_id,
    )
    return dataclasses.replace(base, **fields)


def _failed(message_id: int, kind: ErrorKind, response_id: str | None = None) -> Message:
    return _reply(
        message_id,
        status=MessageStatus.ERROR,
        error_kind=kind.value,
        response_id=response_id,
        replaced_by=99,
    )


def test_one_key_per_reply_and_the_same_each_time_it_is_asked() -> None:
    key = create_key(_reply(10), BODY)
    assert key == create_key(_reply(10), BODY)
    assert key.startswith("cometdesk-") and len(key) == len("cometdesk-") + 32
    assert key != create_key(_reply(11), BODY)  # a new version of the answer: a new job


def test_a_retry_after_an_unknown_outcome_reuses_that_attempts_key() -> None:
    timed_out = _failed(10, ErrorKind.TIMEOUT)
    retry = _reply(11, failed_attempts=(timed_out,))
    assert create_key(retry, BODY) == create_key(_reply(10), BODY)


def test_an_unbroken_run_of_unknown_outcomes_keeps_its_first_key() -> None:
    attempts = (_failed(10, ErrorKind.CONNECTION), _failed(11, ErrorKind.SERVER))
    assert create_key(_reply(12, failed_attempts=attempts), BODY) == create_key(_reply(10), BODY)


def test_after_an_attempt_that_ran_nothing_the_key_is_new() -> None:
    attempts = (_failed(10, ErrorKind.TIMEOUT), _failed(11, ErrorKind.BAD_REQUEST))
    retry = _reply(12, failed_attempts=attempts)
    assert create_key(retry, BODY) == create_key(_reply(12), BODY)


def test_an_attempt_the_server_answered_with_an_id_is_not_unknown() -> None:
    polled_and_failed = _failed(10, ErrorKind.SERVER, response_id="resp_1")
    assert not outcome_unknown(polled_and_failed)
    assert outcome_unknown(_failed(10, ErrorKind.STREAM))
    assert not outcome_unknown(_failed(10, ErrorKind.CONNECT))  # never connected: nothing ran
    retry = _reply(11, failed_attempts=(polled_and_failed,))
    assert create_key(retry, BODY) == create_key(_reply(11), BODY)


def test_a_changed_request_never_reuses_a_key() -> None:
    retry = _reply(11, failed_attempts=(_failed(10, ErrorKind.TIMEOUT),))
    changed = {**BODY, "temperature": 0.2}
    assert create_key(retry, changed) != create_key(retry, BODY)


def test_a_key_change_is_announced_to_those_listening(tmp_path: Path) -> None:
    heard: list[str] = []
    unlisten = client_changes.listen(heard.append)
    settings = SettingsStore(tmp_path, Settings())
    endpoints = Endpoints(settings, MemoryKeyStore(), {})

    async def go() -> None:
        await endpoints.store_key("", "sk-first-0123456789")
        endpoints.client("")  # in use: a key change replaces it
        await endpoints.store_key("", "sk-second-0123456789")
        unlisten()
        await endpoints.store_key("", "sk-third-0123456789")
        await endpoints.aclose()

    try:
        asyncio.run(go())
    finally:
        unlisten()
        settings.close()
    assert heard == ["default", "default"]  # each change while listening; none after
