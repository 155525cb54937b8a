"""ChatSession with a document source: a stored document's text reaches every request the
loopback server receives (first send, follow-up, regenerate, edit, tool rounds)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from app.api import ApiError, ChatClient
from app.documents import BlobDocuments, extract_document, store_document
from app.domain import DocumentPart, ImagePart, Message, Params, ToolCallPart
from app.mcp.config import ToolSettingsStore
from app.mcp.connection import ToolOutput
from app.mcp.registry import ToolRegistry
from app.services.chat_session import ChatEvents, ChatSession
from app.services.tool_loop import Approval, ApprovalRequest, Decision, ToolLoop
from app.storage import AsyncRepository, BlobStore
from tests.support.documents import make
from tests.support.fake_server import FakeOpenAIServer, Reply
from tests.support.mcp_fake_replies import tool_call

KEY = "sk-documents-session-0123456789"
PARAMS = Params(model="gpt-4o-mini")
REPORT_WORDS = "Revenue grew 12 percent in the third quarter."
MISSING = "its text is not available"
T = TypeVar("T")


class _Events(ChatEvents):
    def __init__(self) -> None:
        self.adjusted: list[tuple[str, ...]] = []
        self.finished: list[tuple[Message, ApiError | None]] = []

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        self.adjusted.append(adjustments)

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self.finished.append((message, error))


class _Word:
    """A local tool, so a reply runs a second round without any MCP server."""

    name = "count"
    description = "Count the words of a text."
    input_schema: dict[str, Any] = {"type": "object"}  # noqa: RUF012 - read only

    async def run(self, arguments: dict[str, Any]) -> ToolOutput:
        return ToolOutput("7 words")


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("no images here")


def _report(blobs: BlobStore) -> DocumentPart:
    return store_document(blobs, extract_document(make.report_pdf(), "report.pdf"))


def _first_user_content(body: dict[str, Any]) -> str:
    message = next(m for m in body["messages"] if m["role"] == "user")
    content = message["content"]
    assert isinstance(content, str), content  # no images: plain text on chat completions
    return content


def _run(
    tmp_path: Path,
    server: FakeOpenAIServer,
    scenario: Callable[[ChatSession, AsyncRepository, DocumentPart], Awaitable[T]],
    *,
    with_documents: bool = True,
    tool_loop: ToolLoop | None = None,
) -> tuple[T, _Events]:
    blobs = BlobStore(tmp_path / "blobs")
    report = _report(blobs)

    async def go() -> tuple[T, _Events]:
        repo = AsyncRepository(tmp_path / "cometdesk.sqlite3")
        client = ChatClient(server.base_url, KEY)
        events = _Events()  # type: ignore[abstract]  # the protocol's bodies are no-ops
        session = ChatSession(
            repo,
            lambda _profile: client,
            events,
            _no_image,
            tool_loop=tool_loop,
            documents=BlobDocuments(blobs) if with_documents else None,
        )
        try:
            return await scenario(session, repo, report), events
        finally:
            await client.aclose()
            await repo.close()

    return asyncio.run(go())


def test_a_stored_documents_text_goes_with_every_later_request(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    fake_server.enqueue(*(Reply(text=f"answer {n}") for n in range(4)))

    async def scenario(session: ChatSession, repo: AsyncRepository, report: DocumentPart) -> None:
        first = await session.send(None, "Summarise the report", PARAMS, [report])
        conversation = first.conversation_id
        follow_up = await session.send(conversation, "And the costs?", PARAMS)
        await session.regenerate(conversation, PARAMS)
        await session.edit(conversation, follow_up.parent_id or 0, "And the outlook?", PARAMS)

    _result, events = _run(tmp_path, fake_server, scenario)
    first, follow_up, regenerated, edited = (r.body for r in fake_server.requests)
    for body in (first, follow_up, regenerated, edited):
        content = _first_user_content(body)
        assert content.startswith("Summarise the report\n\n--- file: report.pdf (4 pages) ---")
        assert REPORT_WORDS in content and MISSING not in content
    assert [m["role"] for m in follow_up["messages"]] == ["user", "assistant", "user"]
    assert follow_up["messages"][-1]["content"] == "And the costs?"
    assert edited["messages"][-1]["content"] == "And the outlook?"
    assert not any("not sent" in note for notes in events.adjusted for note in notes)
    assert all(error is None for _m, error in events.finished)


def test_without_a_document_source_the_text_is_missing_and_said_so(
    tmp_path: Path, fake_server: FakeOpenAIServer
) -> None:
    """What ChatSession did before it took ``documents``: the reason for the argument."""
    fake_server.enqueue(Reply(text="answer"))

    async def scenario(session: ChatSession, repo: AsyncRepository, report: DocumentPart) -> None:
        await session.send(None, "Summarise the report", PARAMS, [report])

    _result, events = _run(tmp_path, fake_server, scenario, with_documents=False)
    content = _first_user_content(fake_server.requests[0].body)
    assert MISSING in content and REPORT_WORDS not in content
    assert events.adjusted == [("report.pdf not sent (its extracted text is missing)",)]


def test_tool_rounds_carry_the_document_too(tmp_path: Path, fake_server: FakeOpenAIServer) -> None:
    fake_server.enqueue(
        Reply(tool_calls=[tool_call("local__count", {"what": "report"})]),
        Reply(text="Seven words."),
    )

    async def approve(_request: ApprovalRequest) -> Approval:
        return Approval(Decision.RUN)

    loop = ToolLoop(
        ToolRegistry(None, [_Word()]), approve=approve, settings=ToolSettingsStore(None)
    )

    async def scenario(
        session: ChatSession, repo: AsyncRepository, report: DocumentPart
    ) -> tuple[ToolCallPart, ...]:
        reply = await session.send(None, "Count the report's words", PARAMS, [report])
        return reply.tool_calls

    calls, _events = _run(tmp_path, fake_server, scenario, tool_loop=loop)
    assert [(c.status, c.result) for c in calls] == [("done", "7 words")]
    first_round, second_round = (r.body for r in fake_server.requests)
    for body in (first_round, second_round):
        content = _first_user_content(body)
        assert REPORT_WORDS in content and MISSING not in content
    assert [m["role"] for m in second_round["messages"]] == ["user", "assistant", "tool"]
