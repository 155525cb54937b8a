"""Documents reach the loopback server as each send mode says (over real HTTP)."""

from __future__ import annotations

import asyncio
import base64
import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api import BuiltRequest, ChatClient, StreamOutcome, build_request
from app.documents import BlobDocuments, extract_document, store_document, with_page_images
from app.domain import Message, Params, TextPart
from app.storage.blobs import BlobStore
from tests.support.documents import make
from tests.support.fake_server import FakeOpenAIServer, Reply

KEY = "sk-documents-0123456789"


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as s:
        yield s


def send(server: FakeOpenAIServer, built: BuiltRequest) -> StreamOutcome:
    async def run() -> StreamOutcome:
        async with ChatClient(server.base_url, KEY) as client:
            return await client.stream(built, lambda event: None)

    return asyncio.run(run())


def request(blobs: BlobStore, history: list[Message], model: str, endpoint: str) -> BuiltRequest:
    return build_request(
        Params(model=model),
        history,
        endpoint=endpoint,  # type: ignore[arg-type]
        image_url=lambda p: blobs.data_url(p.blob, p.mime),
        documents=BlobDocuments(blobs),
    )


def test_each_send_mode_as_the_server_received_it(server: FakeOpenAIServer, tmp_path: Path) -> None:
    blobs = BlobStore(tmp_path)
    report = store_document(
        blobs, extract_document(make.report_pdf(), "report.pdf"), page_range=(2, 3)
    )
    question = TextPart("What do pages 2 and 3 say?")
    server.enqueue(Reply(text="Costs and outlook."), Reply(text="Seen."), Reply(text="Read."))

    # Text on chat completions, then a follow-up that sends it again.
    first = [Message(id=1, conversation_id=1, role="user", parts=(question, report))]
    assert send(server, request(blobs, first, "gpt-4o-mini", "chat")).complete
    history = [
        *first,
        Message(id=2, conversation_id=1, role="assistant", parts=(TextPart("Costs and outlook."),)),
        Message(id=3, conversation_id=1, role="user", parts=(TextPart("And page 3?"),)),
    ]
    # Page images on chat completions.
    pages = with_page_images(blobs, report, detail="low")
    second = [Message(id=1, conversation_id=1, role="user", parts=(question, pages))]
    assert send(server, request(blobs, second, "gpt-4o-mini", "chat")).complete
    # The file itself on /responses.
    third = [
        Message(
            id=1,
            conversation_id=1,
            role="user",
            parts=(question, dataclasses.replace(report, send="file")),
        )
    ]
    assert send(server, request(blobs, third, "o1-pro", "responses")).complete

    text_req, pages_req, file_req = server.requests
    content = text_req.body["messages"][0]["content"]
    assert content.startswith(
        "What do pages 2 and 3 say?\n\n--- file: report.pdf (pages 2–3 of 4) ---\n[page 2]\nCosts\n"
    )
    assert content.endswith("We expect steady growth next year.\n--- end of file: report.pdf ---")

    items = pages_req.body["messages"][0]["content"]
    assert [i["type"] for i in items] == ["text", "image_url", "image_url"]
    assert all(i["image_url"]["url"].startswith("data:image/") for i in items[1:])
    assert all(i["image_url"]["detail"] == "low" for i in items[1:])

    assert file_req.path == "/v1/responses"
    file_item = file_req.body["input"][0]["content"][1]
    assert file_item["type"] == "input_file" and file_item["filename"] == "report.pdf"
    raw = base64.b64decode(file_item["file_data"].split(",", 1)[1])
    assert raw == blobs.get(report.blob) and make.AUTHOR.encode() not in raw

    server.enqueue(Reply(text="Outlook."))
    assert send(server, request(blobs, history, "gpt-4o-mini", "chat")).complete
    follow_up = server.requests[-1].body["messages"]
    assert follow_up[0]["content"] == content  # the document went again with the history
    assert follow_up[2] == {"role": "user", "content": "And page 3?"}
