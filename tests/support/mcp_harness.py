"""Shared by the tool tests: a ChatSession with a real tool loop against the loopback
server, an approve callback that follows a script, and an event recorder."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from app.api import ApiError, ChatClient
from app.domain import Conversation, ImagePart, Message, ToolCallPart
from app.mcp.config import ServerConfig, ToolSettings, ToolSettingsStore
from app.mcp.manager import McpManager, ServerStatus
from app.mcp.registry import ToolRegistry
from app.secrets import MemoryKeyStore
from app.services.chat_session import ChatSession
from app.services.tool_loop import Approval, ApprovalRequest, Decision, ToolLoop
from app.storage import AsyncRepository

KEY = "sk-tools-test-0123456789"
ROOT = Path(__file__).resolve().parents[2]


def time_server(server_id: str = "time") -> ServerConfig:
    """mcp-server-time as a user would add it (its console script, or python -m)."""
    return ServerConfig(server_id, "Time", command=sys.executable, args=("-m", "mcp_server_time"))


def failure_server(server_id: str = "test", *extra: str) -> ServerConfig:
    return ServerConfig(
        server_id,
        "Test server",
        command=sys.executable,
        args=("-m", "tests.support.mcp_test_server", *extra),
        cwd=str(ROOT),
    )


class Recorder:
    """ChatEvents with the tool events, recorded in order."""

    def __init__(self) -> None:
        self.log: list[tuple[str, Any]] = []

    def conversation_created(self, conversation: Conversation) -> None:
        self.log.append(("created", conversation))

    def message_added(self, message: Message) -> None:
        self.log.append(("added", message))

    def reply_started(self, message: Message) -> None:
        self.log.append(("started", message))

    def reply_delta(self, message_id: int, text: str) -> None:
        pass

    def reply_reasoning(self, message_id: int, text: str) -> None:
        pass

    def reply_retrying(self, message_id: int, attempt: int, delay: float, reason: str) -> None:
        pass

    def reply_adjusted(self, message_id: int, adjustments: tuple[str, ...]) -> None:
        pass

    def reply_finished(self, message: Message, error: ApiError | None) -> None:
        self.log.append(("finished", message))

    def reply_citation(self, message_id: int, number: int, url: str, title: str) -> None:
        self.log.append(("citation", (number, url, title)))

    def tool_call_pending(self, message_id: int, request: ApprovalRequest) -> None:
        self.log.append(("pending", request))

    def tool_call_started(self, message_id: int, call: ToolCallPart) -> None:
        self.log.append(("tool_started", call))

    def tool_call_finished(self, message_id: int, call: ToolCallPart) -> None:
        self.log.append(("tool_finished", call))

    def tool_loop_stopped(self, message_id: int, reason: str) -> None:
        self.log.append(("loop_stopped", reason))

    def kinds(self) -> list[str]:
        return [kind for kind, _ in self.log]

    def of(self, kind: str) -> list[Any]:
        return [value for k, value in self.log if k == kind]


class ScriptedApprover:
    """Answers approval requests from a list (the last answer repeats); records requests."""

    def __init__(self, *answers: Approval) -> None:
        self.answers = list(answers) or [Approval(Decision.RUN)]
        self.requests: list[ApprovalRequest] = []

    async def __call__(self, request: ApprovalRequest) -> Approval:
        self.requests.append(request)
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]


class Rig:
    """Everything a tool test needs; close with ``await rig.close()``."""

    def __init__(
        self,
        db: Path,
        base_url: str,
        servers: Sequence[ServerConfig],
        approve: Callable[[ApprovalRequest], Any],
        settings: ToolSettings | None = None,
    ) -> None:
        self.statuses: list[ServerStatus] = []
        self.store = ToolSettingsStore(None, settings or ToolSettings(servers=tuple(servers)))
        self.manager = McpManager(
            servers,
            MemoryKeyStore(),
            on_status=self.statuses.append,
            handshake_timeout=self.store.settings.handshake_timeout_s,
            max_output_chars=self.store.settings.max_output_chars,
        )
        self.images: list[tuple[bytes, str]] = []
        self.loop = ToolLoop(
            ToolRegistry(self.manager),
            approve=approve,
            settings=self.store,
            store_image=self._store_image,
        )
        self.repo = AsyncRepository(db)
        self.client = ChatClient(base_url, KEY)
        self.events = Recorder()
        self.session = ChatSession(
            self.repo, lambda _p: self.client, self.events, _no_image, tool_loop=self.loop
        )

    async def _store_image(self, data: bytes, mime: str) -> str:
        import hashlib

        self.images.append((data, mime))
        return hashlib.sha256(data).hexdigest()

    async def close(self) -> None:
        await self.manager.aclose()
        await self.client.aclose()
        await self.repo.close()


def _no_image(_part: ImagePart) -> str:
    raise AssertionError("no user images in these tests")
