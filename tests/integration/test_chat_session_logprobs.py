"""Token probabilities through ChatSession, against the loopback server and a real SQLite
file: asked for, each of n answers stores its own tokens (interleaved on the wire), the
/responses shape is stored the same way, and a server that sends none leaves none."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.domain import Params
from app.services.chat_session import ChatSession
from app.storage import AsyncRepository
from tests.integration.test_chat_session_choices import ChoiceRecorder, _run
from tests.support.fake_server import FakeOpenAIServer, Reply

LOGPROBS = [-0.01, -2.5, -0.3]


def test_each_answer_keeps_its_own_tokens(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    fake_server.enqueue(
        Reply(choices=["Red apples", "Blue skies today"], logprobs=LOGPROBS, chunk_size=None)
    )
    params = Params(model="gpt-4o-mini", n=2, logprobs=True)

    async def body(session: ChatSession, repo: AsyncRepository, _rec: ChoiceRecorder) -> Any:
        reply = await session.send(None, "Colours?", params)
        ids = await repo.versions(reply.id)
        return [await repo.get_message(i) for i in ids]

    first, second = _run(tmp_path, fake_server, body)
    assert fake_server.requests[-1].body["logprobs"] is True
    assert [t.token for t in first.logprobs.tokens] == ["Red ", "apples"]
    assert [t.token for t in second.logprobs.tokens] == ["Blue ", "skies ", "today"]
    assert [t.logprob for t in second.logprobs.tokens] == LOGPROBS
    # Each token's alternatives, as many as asked for, the token itself first.
    assert len(second.logprobs.tokens[1].top) == 5
    assert second.logprobs.tokens[1].top[0] == ("skies ", -2.5)


def test_responses_tokens_are_stored(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    fake_server.enqueue(Reply(text="Blue skies today", logprobs=LOGPROBS))
    params = Params(model="gpt-4o-mini", logprobs=True, endpoint="responses")

    async def body(session: ChatSession, repo: AsyncRepository, _rec: ChoiceRecorder) -> Any:
        reply = await session.send(None, "Sky?", params)
        return await repo.get_message(reply.id)

    stored = _run(tmp_path, fake_server, body)
    assert fake_server.requests[-1].path.endswith("/responses")
    assert fake_server.requests[-1].body["include"] == ["message.output_text.logprobs"]
    assert "".join(t.token for t in stored.logprobs.tokens) == "Blue skies today"


def test_a_server_that_sends_none_leaves_none(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="Nothing to see"))

    async def body(session: ChatSession, repo: AsyncRepository, _rec: ChoiceRecorder) -> Any:
        reply = await session.send(None, "Sky?", Params(model="gpt-4o-mini", logprobs=True))
        return await repo.get_message(reply.id)

    stored = _run(tmp_path, fake_server, body)
    assert stored.text == "Nothing to see" and stored.logprobs is None
