"""A reply's server-side id (messages.response_id) goes with it: through a JSON export and
import (a file from before the field still imports), and through a sync round to another
machine, where a reply still running on the server ('background') is polled at start-up
against the loopback server and finished there."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path
from typing import Any

from app.api import ChatClient
from app.api.responses_polling import PollBackoff
from app.domain import MessageStatus, Params, TextPart
from app.services import background_replies
from app.services.background_replies import resume_all
from app.services.chat_session import ChatSession
from app.storage import (
    DB_FILENAME,
    AsyncRepository,
    BlobStore,
    Repository,
    import_document,
    open_database,
    write_json_export,
)
from app.sync import RemoteConfig
from tests.integration.sync.conftest import PASSPHRASE
from tests.integration.test_background_responses import StateRecorder
from tests.integration.test_chat_session import KEY, _no_image
from tests.support.fake_responses_store import responses_store
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.sync_rounds import run_sync_round

BG = Params(model="gpt-4o-mini", endpoint="responses", background=True)


def repo_of(path: Path) -> Repository:
    conn, _ = open_database(path)
    return Repository(conn)


def export(repo: Repository, blobs: BlobStore) -> dict[str, Any]:
    out = io.StringIO()
    write_json_export(repo, blobs, out, None, now=0.0)
    doc: dict[str, Any] = json.loads(out.getvalue())
    return doc


def _no_wait() -> PollBackoff:
    return PollBackoff(first=0.01, factor=1.0, most=0.01)


def test_the_id_survives_an_export_and_an_older_file_still_imports(tmp_path: Path) -> None:
    repo, blobs = repo_of(tmp_path / "a.sqlite3"), BlobStore(tmp_path / "blobs")
    try:
        conv, _ = repo.start_conversation("Research", BG, [TextPart("Dig deep.")])
        kept = repo.add_message(conv.id, "assistant", [TextPart("Done.")], model="o3-pro")
        repo.set_response_id(kept.id, "resp_kept_1")
        running = repo.add_message(conv.id, "assistant", [], model="o3-pro")
        repo.set_response_id(running.id, "resp_running_2", MessageStatus.BACKGROUND)
        doc = export(repo, blobs)
    finally:
        repo.close()
    messages = doc["conversations"][0]["messages"]
    assert [m["response_id"] for m in messages] == [None, "resp_kept_1", "resp_running_2"]
    assert messages[2]["status"] == "background"

    other = repo_of(tmp_path / "b.sqlite3")
    try:
        import_document(doc, other, BlobStore(tmp_path / "b-blobs"))
        (conv_b,) = other.list_conversations()
        ids = [m.response_id for m in other.list_all_messages(conv_b.id)]
        assert ids == [None, "resp_kept_1", "resp_running_2"]
        assert [m.response_id for m in other.background_replies()] == ["resp_running_2"]

        for m in messages:  # as a file written before the field existed
            del m["response_id"]
        import_document(doc, other, BlobStore(tmp_path / "b-blobs"))
        older = next(c for c in other.list_conversations() if c.id != conv_b.id)
        assert [m.response_id for m in other.list_all_messages(older.id)] == [None] * 3
    finally:
        other.close()


def test_a_background_reply_synced_to_another_machine_is_finished_there(
    tmp_path: Path, fake_server: FakeOpenAIServer, monkeypatch: Any
) -> None:
    a, b, storage = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    for data_dir in (a, b):
        open_database(data_dir / DB_FILENAME)[0].close()
    store = responses_store(fake_server)
    store.held = True
    fake_server.enqueue(Reply(text="The long answer, finished elsewhere."))
    original = background_replies.BackgroundReply.__init__

    def fast(self: Any, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("backoff", _no_wait)
        original(self, *args, **kwargs)

    monkeypatch.setattr(background_replies.BackgroundReply, "__init__", fast)

    async def on_a() -> str:
        repo = AsyncRepository(a / DB_FILENAME)
        client = ChatClient(fake_server.base_url, KEY)
        rec = StateRecorder()
        session = ChatSession(repo, lambda _profile: client, rec, _no_image)
        try:
            task = asyncio.create_task(session.send(None, "Research this.", BG))
            while "in_progress" not in rec.states:
                await asyncio.sleep(0.01)
            background_replies.leave_running()  # A closes; the reply runs on
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
            (left,) = await repo.background_replies()
            assert left.response_id
            return left.response_id
        finally:
            await client.aclose()
            await repo.close()

    response_id = asyncio.run(on_a())
    config = RemoteConfig.parse(["folder", str(storage)])
    assert run_sync_round(a, config, None, PASSPHRASE).sent == 1
    run_sync_round(b, config, None, PASSPHRASE)
    store.release()  # the server finishes while neither app is open

    async def b_starts() -> tuple[int, Any, list[Any]]:
        repo = AsyncRepository(b / DB_FILENAME)
        client = ChatClient(fake_server.base_url, KEY)
        try:
            (synced,) = await repo.background_replies()
            assert synced.response_id == response_id
            count = await resume_all(repo, lambda _p: client, StateRecorder(), backoff=_no_wait)
            return count, await repo.get_message(synced.id), await repo.background_replies()
        finally:
            await client.aclose()
            await repo.close()

    count, reply, still = asyncio.run(b_starts())
    assert count == 1 and still == []
    assert reply.status is MessageStatus.COMPLETE
    assert reply.text == "The long answer, finished elsewhere."
    assert store.cancelled == []
