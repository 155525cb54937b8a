"""The knowledge-base side of a chat, without the window: the question searched in the
chat's bases (real PDF and DOCX, a real loopback /v1/embeddings), numbered sources put
before the question, the passages stored on the reply; one file re-read alone; an indexing
run paused and resumed on its own thread; a model that changed dimensions."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from app.api import Network, Timeouts
from app.api.embeddings import EmbeddingsClient
from app.domain import Message, Params, TextPart
from app.kb import bases, retrieval
from app.kb.index_job import IndexJob, JobResult, Progress
from app.kb.store import KnowledgeStore
from app.services.knowledge_chat import Retriever
from app.storage import AsyncRepository
from tests.gui.test_knowledge_window import library
from tests.support.embeddings_server import EmbeddingsServer


def client_of(server: EmbeddingsServer) -> EmbeddingsClient:
    return EmbeddingsClient(server.base_url, None, timeouts=Timeouts(), network=Network())


def indexed(data_dir: Path, docs: Path, server: EmbeddingsServer) -> None:
    bases.add(data_dir, "handbook", [docs], None)
    result = IndexJob(data_dir, "handbook", lambda: client_of(server)).run()
    assert result.failure is None and result.embedded == 5


def test_the_question_goes_with_numbered_passages_and_they_are_stored(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        indexed(data, docs, server)

        async def scenario() -> tuple[list[Message], tuple[str, ...], Message]:
            repo = AsyncRepository(data / "history.sqlite3")
            conv, question = await repo.start_conversation(
                "q", Params(model="m"), (TextPart("How many days of holiday allowance?"),)
            )
            await repo.set_knowledge_bases(conv.id, ["handbook"])
            assert await repo.knowledge_bases(conv.id) == ["handbook"]
            reply = await repo.add_message(conv.id, "assistant", ())
            retriever = Retriever(repo, data, lambda _p: client_of(server))
            history, notes = await retriever.augment(reply, [question], Params(model="m"))
            stored = (await repo.list_messages(conv.id))[-1]
            await repo.close()
            return history, notes, stored

        history, notes, stored = asyncio.run(scenario())
    assert notes == ()
    assert [m.role for m in history] == ["system", "user"]
    block = history[0].text
    assert "[1] handbook.pdf, page 2\nHoliday allowance" in block
    assert "[1] or [2]" in block  # the instruction to cite
    sources = retrieval.from_json(stored.retrieval)
    assert sources[0].n == 1 and sources[0].page == 2
    assert sources[0].file == str(docs / "handbook.pdf")
    assert "twenty-eight days" in sources[0].text
    assert json.loads(stored.retrieval or "")[0]["score"] > 0


def test_without_embeddings_the_chat_is_told_and_keywords_still_find(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        indexed(data, docs, server)
        server.missing = True

        async def scenario() -> tuple[list[Message], tuple[str, ...]]:
            repo = AsyncRepository(data / "history.sqlite3")
            conv, question = await repo.start_conversation(
                "q", Params(model="m"), (TextPart("mileage per kilometre"),)
            )
            reply = await repo.add_message(conv.id, "assistant", ())
            retriever = Retriever(
                repo, data, lambda _p: client_of(server), for_new=lambda: ["handbook"]
            )
            found = await retriever.augment(reply, [question], Params(model="m"))
            assert await repo.knowledge_bases(conv.id) == ["handbook"]  # the new chat's choice
            await repo.close()
            return found

        history, notes = asyncio.run(scenario())
    assert len(notes) == 1 and notes[0].startswith("Knowledge bases searched by keyword only:")
    assert "does not offer embeddings" in notes[0]
    assert "travel.docx" in history[0].text and "forty cents" in history[0].text


def test_one_changed_file_is_read_alone(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        indexed(data, docs, server)
        before = len(server.embedded_inputs())
        (docs / "notes.md").write_text("The kettle is new.\n", encoding="utf-8")
        (docs / "travel.docx").unlink()
        (docs / "skip.png").write_bytes(b"\x89PNG")
        changed = [str(docs / "notes.md"), str(docs / "travel.docx"), str(docs / "skip.png")]
        result = IndexJob(data, "handbook", lambda: client_of(server), paths=changed).run()
        assert (result.read, result.removed, result.embedded) == (1, 1, 1)
        assert server.embedded_inputs()[before:] == ["The kettle is new."]
    with KnowledgeStore.open(data, "handbook") as store:
        paths = set(store.documents())
    assert str(docs / "travel.docx") not in paths and str(docs / "skip.png") not in paths


def many_notes(tmp_path: Path) -> Path:
    """The data folder with a base "many" of 150 one-line notes, none read yet."""
    docs = tmp_path / "many"
    docs.mkdir()
    for n in range(150):
        (docs / f"note{n:03}.md").write_text(f"Note {n} about topic{n}.\n", encoding="utf-8")
    data = tmp_path / "data"
    bases.add(data, "many", [docs], None)
    return data


class Pausable(Protocol):
    def run(self) -> JobResult: ...
    def pause(self) -> None: ...


def paused_after_first_batch(
    server: EmbeddingsServer, job_of: Callable[[Progress], Pausable], wait: float
) -> list[tuple[str, int, int]]:
    """``job_of(progress)`` run on its own thread against a server that answers the first
    batch and holds the rest, paused once that batch is stored (64 passages kept, 86 left);
    the server then answers again. The progress the job told."""
    server.stall_after = 1
    started = threading.Event()
    seen: list[tuple[str, int, int]] = []

    def progress(phase: str, done: int, total: int) -> None:
        seen.append((phase, done, total))
        if phase == "embedding" and done > 0:
            started.set()

    job = job_of(progress)
    outcome: list[JobResult] = []
    worker = threading.Thread(target=lambda: outcome.append(job.run()))
    worker.start()
    assert started.wait(wait)
    job.pause()
    worker.join(wait)
    paused = outcome[0]
    assert paused.paused is True
    assert paused.pending is not None and paused.pending.passages == 150 - 64
    server.stall_after = None
    server._released.set()  # the request left hanging by the paused run ends
    return seen


def test_a_paused_run_keeps_what_it_stored_and_resumes(tmp_path: Path) -> None:
    data = many_notes(tmp_path)
    with EmbeddingsServer() as server:
        paused_after_first_batch(
            server, lambda progress: IndexJob(data, "many", lambda: client_of(server), progress), 30
        )
        again = IndexJob(data, "many", lambda: client_of(server)).run()
        assert again.embedded == 150 - 64 and again.pending is not None
        assert again.pending.passages == 0


def test_a_model_that_changed_size_offers_a_reindex(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer() as server:
        indexed(data, docs, server)
        (docs / "notes.md").write_text("Something new to embed.\n", encoding="utf-8")
        server.dimension = 128
        result = IndexJob(data, "handbook", lambda: client_of(server)).run()
        assert result.dimension_changed and result.failure is not None
        assert "re-index" in result.failure
        again = IndexJob(data, "handbook", lambda: client_of(server), reindex=True).run()
        assert again.failure is None and again.embedded == 5


def test_the_window_indexes_in_a_child_process_that_pause_ends(tmp_path: Path) -> None:
    from app.kb.index_process import EndpointSpec, ProcessJob

    data = many_notes(tmp_path)
    with EmbeddingsServer(key="sk-child") as server:
        spec = EndpointSpec(server.base_url, "sk-child")
        seen = paused_after_first_batch(
            server, lambda progress: ProcessJob(data, "many", spec, progress), 60
        )
        assert ("reading", 150, 150) in seen
        again = ProcessJob(data, "many", spec).run()
        assert (again.embedded, again.failure) == (150 - 64, None)
        assert again.pending is not None and again.pending.passages == 0
        # The key went in on the child's stdin and reached the server.
        assert server.requests[-1].status == 200
