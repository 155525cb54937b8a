"""Turns the server keeps ("Let the server keep the conversation"), against the loopback
server and a real SQLite file: each /responses reply is stored with its response id, a
later turn sends previous_response_id and only the new question, and when the server has
forgotten that response the turn goes out again with the whole history, unnoticed."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from app.api import ChatClient
from app.domain import MessageStatus, Params
from app.services.chat_session import ChatSession, RequestIdentity
from app.storage import AsyncRepository
from tests.integration.test_chat_session import KEY, Recorder, _no_image
from tests.support.fake_responses_store import responses_store
from tests.support.fake_server import FakeOpenAIServer, Reply

PARAMS = Params(model="gpt-4o-mini", endpoint="responses")


def _run(
    tmp_path: Path,
    server: FakeOpenAIServer,
    body: Callable[[ChatSession, AsyncRepository], Awaitable[Any]],
    *,
    keeps: bool = True,
) -> Any:
    async def go() -> Any:
        repo = AsyncRepository(tmp_path / "db.sqlite3")
        client = ChatClient(server.base_url, KEY)
        identity = RequestIdentity(server_keeps=lambda: keeps)
        session = ChatSession(
            repo, lambda _profile: client, Recorder(), _no_image, identity=identity
        )
        try:
            return await body(session, repo)
        finally:
            await client.aclose()
            await repo.close()

    return asyncio.run(go())


def _inputs(body: dict[str, Any]) -> list[str]:
    return [str(item.get("content")) for item in body["input"]]


def test_a_later_turn_sends_the_previous_response_and_only_the_new_question(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Paris."), Reply(text="About two million."))

    async def body(session: ChatSession, repo: AsyncRepository) -> Any:
        first = await session.send(None, "Capital of France?", PARAMS)
        second = await session.send(first.conversation_id, "Its population?", PARAMS)
        return await repo.get_message(first.id), second

    first, second = _run(tmp_path, fake_server, body)
    assert first.response_id and first.response_id.startswith("resp_")
    assert second.response_id and second.response_id != first.response_id
    one, two = (r.body for r in fake_server.requests)
    assert one["store"] is True and "previous_response_id" not in one
    assert two["store"] is True and two["previous_response_id"] == first.response_id
    assert _inputs(two) == ["Its population?"]
    assert second.text == "About two million."


def test_an_expired_previous_response_resends_the_whole_history_unnoticed(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Paris."), Reply(text="About two million."))

    async def body(session: ChatSession, repo: AsyncRepository) -> Any:
        first = await session.send(None, "Capital of France?", PARAMS)
        assert first.response_id is not None
        responses_store(fake_server).expire(first.response_id)
        return await session.send(first.conversation_id, "Its population?", PARAMS)

    second = _run(tmp_path, fake_server, body)
    assert second.status is MessageStatus.COMPLETE and second.error is None
    assert second.text == "About two million."
    refused, resent = (r.body for r in fake_server.requests[1:])
    assert refused["previous_response_id"]
    assert "previous_response_id" not in resent and resent["store"] is True
    assert _inputs(resent) == ["Capital of France?", "Paris.", "Its population?"]


def test_an_expired_previous_response_in_the_background_resends_the_whole_history(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    store = responses_store(fake_server)
    store.polls_in_progress = 0
    background = Params(model="gpt-4o-mini", endpoint="responses", background=True)

    async def body(session: ChatSession, _repo: AsyncRepository) -> Any:
        first = await session.send(None, "Capital of France?", PARAMS)
        store.expire()
        return await session.send(first.conversation_id, "Its population?", background)

    second = _run(tmp_path, fake_server, body)
    assert second.status is MessageStatus.COMPLETE
    creates = [r.body for r in fake_server.requests if r.method == "POST"]
    assert creates[-1]["background"] is True and "previous_response_id" not in creates[-1]
    assert len(_inputs(creates[-1])) == 3


def test_off_by_default_sends_the_whole_history_and_keeps_no_id(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    async def body(session: ChatSession, _repo: AsyncRepository) -> Any:
        first = await session.send(None, "One", PARAMS)
        return first, await session.send(first.conversation_id, "Two", PARAMS)

    first, _second = _run(tmp_path, fake_server, body, keeps=False)
    assert first.response_id is None
    two = fake_server.requests[1].body
    assert "store" not in two and "previous_response_id" not in two
    assert len(_inputs(two)) == 3


def test_chat_completions_are_never_stateful(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    chat = Params(model="gpt-4o-mini", endpoint="chat")

    async def body(session: ChatSession, _repo: AsyncRepository) -> Any:
        first = await session.send(None, "One", chat)
        return await session.send(first.conversation_id, "Two", chat)

    _run(tmp_path, fake_server, body)
    for request in fake_server.requests:
        assert "store" not in request.body and "previous_response_id" not in request.body
