"""Prompt caching through ChatSession, against the loopback server and a real SQLite file:
every turn of a conversation carries the same prompt_cache_key (another conversation its
own), the safety identifier goes with it, and the cached input tokens the server reports
are stored with the reply, on both APIs."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app.api import ChatClient
from app.config import local_profile_id
from app.domain import Params
from app.services.chat_session import ChatSession, RequestIdentity
from app.storage import AsyncRepository
from tests.integration.test_chat_session import KEY, _no_image
from tests.integration.test_chat_session_choices import ChoiceRecorder
from tests.support.fake_server import FakeOpenAIServer, Reply


def _run(tmp_path: Path, server: FakeOpenAIServer, body: Any) -> Any:
    async def go() -> Any:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        client = ChatClient(server.base_url, KEY)
        identity = RequestIdentity(lambda: local_profile_id(tmp_path), lambda: True)
        session = ChatSession(
            repo, lambda _profile: client, ChoiceRecorder(), _no_image, identity=identity
        )
        try:
            return await body(session, repo)
        finally:
            await client.aclose()
            await repo.close()

    return asyncio.run(go())


@pytest.mark.parametrize("endpoint", ["chat", "responses"])
def test_follow_ups_carry_the_same_key_and_the_cached_tokens_are_stored(
    tmp_path: Path, fake_server: FakeOpenAIServer, endpoint: str
) -> None:
    fake_server.enqueue(Reply(text="First.", usage={"prompt_tokens": 1300}))
    fake_server.enqueue(Reply(text="Second.", usage={"prompt_tokens": 1400, "cached_tokens": 1280}))
    fake_server.enqueue(Reply(text="Elsewhere."))
    params = Params(model="gpt-4o-mini", endpoint=endpoint)  # type: ignore[arg-type]

    async def body(session: ChatSession, repo: AsyncRepository) -> Any:
        first = await session.send(None, "Tell me about caches.", params)
        second = await session.send(first.conversation_id, "And more?", params)
        await session.send(None, "Another chat", params)
        return await repo.get_message(first.id), await repo.get_message(second.id)

    first, second = _run(tmp_path, fake_server, body)
    one, two, other = (r.body for r in fake_server.requests[-3:])
    assert one["prompt_cache_key"] == two["prompt_cache_key"]
    assert other["prompt_cache_key"] != one["prompt_cache_key"]
    # Opaque: neither the title nor the text, nor the key.
    for sent in (one["prompt_cache_key"], one["safety_identifier"]):
        assert "caches" not in sent and KEY not in sent
    assert one["safety_identifier"] == other["safety_identifier"]
    assert first.usage.cached_tokens == 0
    assert second.usage.prompt_tokens == 1400 and second.usage.cached_tokens == 1280
