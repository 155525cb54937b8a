"""Every answer of n through ChatSession, against the loopback server and a real SQLite
file: each choice is a version of the reply (choice 0 shown), the request's usage is stored
and counted once, and Stop, a dropped connection and a server that ignores n each leave the
answers as they arrived."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app.api import ChatClient
from app.domain import Message, MessageStatus, Params
from app.services.chat_session import ChatSession
from app.storage import AsyncRepository
from tests.integration.test_chat_session import KEY, Recorder, _no_image
from tests.support.fake_server import FakeOpenAIServer, Reply

THREE = Params(model="gpt-4o-mini", n=3)
ANSWERS = ["Red apples are sweet.", "Blue skies are calm today.", "Green leaves grow."]


class ChoiceRecorder(Recorder):
    """Also collects the optional events of the other answers."""

    def __init__(self) -> None:
        super().__init__()
        self.choices: tuple[Message, ...] = ()
        self.choice_text: dict[int, list[str]] = {}
        self.finished: list[tuple[int, str]] = []
        self.ended: tuple[Message, ...] = ()

    def reply_choices(self, message_id: int, choices: tuple[Message, ...]) -> None:
        self.log.append(("choices", message_id))
        self.choices = choices

    def reply_choice_delta(self, message_id: int, index: int, text: str) -> None:
        self.choice_text.setdefault(index, []).append(text)

    def reply_choice_reasoning(self, message_id: int, index: int, text: str) -> None:
        pass

    def reply_choice_finished(self, message_id: int, index: int, reason: str) -> None:
        self.finished.append((index, reason))

    def reply_choices_ended(self, message_id: int, messages: tuple[Message, ...]) -> None:
        self.log.append(("choices ended", message_id))
        self.ended = messages


async def _session(
    db: Path, server: FakeOpenAIServer
) -> tuple[ChatSession, AsyncRepository, ChoiceRecorder, ChatClient]:
    repo = AsyncRepository(db)
    client = ChatClient(server.base_url, KEY)
    rec = ChoiceRecorder()
    return ChatSession(repo, lambda _profile: client, rec, _no_image), repo, rec, client


def _run(tmp_path: Path, server: FakeOpenAIServer, body: Any) -> Any:
    async def go() -> Any:
        session, repo, rec, client = await _session(tmp_path / "db.sqlite3", server)
        try:
            return await body(session, repo, rec)
        finally:
            await client.aclose()
            await repo.close()

    return asyncio.run(go())


def test_three_answers_are_three_versions_with_the_usage_once(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(
        Reply(choices=ANSWERS, chunk_size=4, choice_finish=["stop", "length", "stop"])
    )

    async def body(session: ChatSession, repo: AsyncRepository, rec: ChoiceRecorder) -> Any:
        reply = await session.send(None, "Colours?", THREE)
        ids = await repo.versions(reply.id)
        stored = [await repo.get_message(i) for i in ids]
        usage_first = await repo.branch_usage(reply.conversation_id)
        positions = await repo.version_positions(reply.conversation_id)
        await repo.show_version(ids[2])
        usage_third = await repo.branch_usage(reply.conversation_id)
        shown = await repo.list_messages(reply.conversation_id)
        return reply, ids, stored, usage_first, positions, usage_third, shown, rec

    reply, ids, stored, usage_first, positions, usage_third, shown, rec = _run(
        tmp_path, fake_server, body
    )
    assert fake_server.requests[-1].body["n"] == 3
    assert ids[0] == reply.id and len(ids) == 3
    assert [m.text for m in stored] == ANSWERS
    assert [m.finish_reason for m in stored] == ["stop", "length", "stop"]
    assert all(m.status is MessageStatus.COMPLETE for m in stored)
    assert [m.active for m in stored] == [True, False, False]
    # Usage is the request's: on choice 0 only, and counted once whichever answer is shown.
    assert stored[0].usage is not None and stored[0].usage.completion_tokens > 0
    assert [m.usage for m in stored[1:]] == [None, None]
    assert usage_first == usage_third == [("gpt-4o-mini", stored[0].usage)]
    assert positions == {reply.id: (1, 3)}
    assert shown[-1].text == ANSWERS[2]
    # Each answer kept its own timing; the others streamed through the optional events.
    assert all(m.first_token_s is not None and m.duration_s is not None for m in stored)
    assert ["".join(rec.choice_text[i]) for i in (1, 2)] == ANSWERS[1:]
    assert "".join(rec.deltas) == ANSWERS[0]
    assert sorted(rec.finished) == [(0, "stop"), (1, "length"), (2, "stop")]
    assert [m.id for m in rec.choices] == ids
    assert [m.id for m in rec.ended] == ids[1:]
    kinds = [kind for kind, _ in rec.log]
    assert kinds == ["created", "added", "started", "choices", "choices ended", "finished"]


def test_a_server_that_ignores_n_leaves_one_answer(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(choices=["Only one"]))

    async def body(session: ChatSession, repo: AsyncRepository, rec: ChoiceRecorder) -> Any:
        reply = await session.send(None, "Three please", THREE)
        return reply, await repo.versions(reply.id), rec

    reply, ids, rec = _run(tmp_path, fake_server, body)
    assert reply.text == "Only one" and reply.status is MessageStatus.COMPLETE
    assert ids == [reply.id]  # the versions made for the other answers are gone
    assert len(rec.choices) == 3 and rec.ended == ()


def test_a_dropped_connection_marks_each_unfinished_answer_incomplete(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    # Chunks go 0,1,2,0,1,2: choice 0 ("ab") is out and finished after 4 chunks, then 6 in all.
    fake_server.enqueue(Reply(choices=["ab", "cdefgh", "ijklmn"], chunk_size=1, drop_after=6))

    async def body(session: ChatSession, repo: AsyncRepository, _rec: ChoiceRecorder) -> Any:
        reply = await session.send(None, "Go", THREE)
        return [await repo.get_message(i) for i in await repo.versions(reply.id)]

    stored = _run(tmp_path, fake_server, body)
    assert [(m.text, m.status) for m in stored] == [
        ("ab", MessageStatus.COMPLETE),
        ("cd", MessageStatus.INCOMPLETE),
        ("ij", MessageStatus.INCOMPLETE),
    ]
    assert stored[0].finish_reason == "stop" and stored[1].finish_reason is None


def test_stop_keeps_every_partial_answer(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    long = ["tick " * 200, "tock " * 200, "tuck " * 200]
    fake_server.enqueue(Reply(choices=long, chunk_size=5, delay_per_chunk=0.01))

    async def body(session: ChatSession, repo: AsyncRepository, rec: ChoiceRecorder) -> Any:
        task = asyncio.ensure_future(session.send(None, "Go", THREE))
        while len(rec.choice_text.get(2, ())) < 3:
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        _kind, (final, _err) = rec.log[-1]
        return [await repo.get_message(i) for i in await repo.versions(final.id)]

    stored = _run(tmp_path, fake_server, body)
    assert [m.status for m in stored] == [MessageStatus.STOPPED] * 3
    for message, word in zip(stored, ("tick", "tock", "tuck"), strict=True):
        assert message.text.startswith(f"{word} {word}") and len(message.text) < 1000
    assert fake_server.requests[-1].client_closed.wait(5)


def test_regenerate_on_answers_asks_again_with_the_current_n(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(choices=["a1", "a2", "a3"]), Reply(choices=["b1", "b2"]))

    async def body(session: ChatSession, repo: AsyncRepository, _rec: ChoiceRecorder) -> Any:
        first = await session.send(None, "Q", THREE)
        second = await session.regenerate(
            first.conversation_id, Params(model="gpt-4o-mini", n=2), reply_id=first.id
        )
        ids = await repo.versions(second.id)
        texts = [m.text for m in [await repo.get_message(i) for i in ids] if m is not None]
        usage = await repo.branch_usage(first.conversation_id)
        return second, ids, texts, usage

    second, ids, texts, usage = _run(tmp_path, fake_server, body)
    assert texts == ["a1", "a2", "a3", "b1", "b2"]
    assert ids.index(second.id) == 3 and second.text == "b1"
    assert fake_server.requests[-1].body["n"] == 2
    assert fake_server.requests[-1].body["messages"] == [{"role": "user", "content": "Q"}]
    assert len(usage) == 1  # the request on screen, once


def test_responses_api_sends_no_n_and_says_so(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(Reply(text="One answer"))

    async def body(session: ChatSession, repo: AsyncRepository, rec: ChoiceRecorder) -> Any:
        params = Params(model="gpt-4o-mini", n=3, endpoint="responses")
        reply = await session.send(None, "Q", params)
        return reply, await repo.versions(reply.id), rec

    reply, ids, rec = _run(tmp_path, fake_server, body)
    assert fake_server.requests[-1].path.endswith("/responses")
    assert "n" not in fake_server.requests[-1].body
    assert ("adjusted", ("n not sent (the Responses API gives one answer)",)) in rec.log
    assert ids == [reply.id] and rec.choices == ()


def test_stop_after_an_answer_finished_keeps_that_one_complete(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    answers = ["Done.", "tock " * 200, "tuck " * 200]
    fake_server.enqueue(Reply(choices=answers, chunk_size=5, delay_per_chunk=0.01))

    async def body(session: ChatSession, repo: AsyncRepository, rec: ChoiceRecorder) -> Any:
        task = asyncio.ensure_future(session.send(None, "Go", THREE))
        while (0, "stop") not in rec.finished or len(rec.choice_text.get(2, ())) < 2:
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        _kind, (final, _err) = rec.log[-1]
        return [await repo.get_message(i) for i in await repo.versions(final.id)]

    stored = _run(tmp_path, fake_server, body)
    assert [m.status for m in stored] == [
        MessageStatus.COMPLETE,
        MessageStatus.STOPPED,
        MessageStatus.STOPPED,
    ]
    assert stored[0].text == "Done." and stored[0].finish_reason == "stop"
