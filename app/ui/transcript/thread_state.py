"""What the parts of a transcript's presenter share: the conversation on screen and its
running reply (ThreadState), and what every transcript's presenter is given (ThreadDeps), the
same for the main chat and each compare column."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject

from app.api import ChatClient
from app.api.document_content import DocumentSource
from app.domain import Conversation, DocumentPart, ImagePart, Message
from app.services.context_fit import ContextFit
from app.services.image_turn import ImageMaker
from app.services.knowledge_chat import Retriever
from app.services.model_directory import ModelDirectory
from app.services.tool_loop import ToolLoop
from app.storage import AsyncRepository
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner

if TYPE_CHECKING:  # loaded with a transcript's first background reply
    from app.ui.transcript.background_notice import BackgroundNotice


@dataclass(frozen=True)
class ThreadDeps:
    """What every transcript's presenter uses, the same for the main chat and the columns."""

    repo: AsyncRepository
    models: ModelDirectory
    client_for: Callable[[str], ChatClient]
    image_url: Callable[[ImagePart], str]
    open_image: Callable[[str], None]
    open_document: Callable[[DocumentPart], object]
    thumbnail: Callable[[str], bytes | None]  # blocking: run in a worker
    fork: Callable[[int, int, str], Awaitable[Conversation]]
    meter: ContextFit
    documents: DocumentSource | None
    tool_loop: ToolLoop | None
    tasks: TaskRunner
    status: StatusBus
    # Searches the chat's knowledge bases before each request (None: never).
    retriever: Retriever | None = None
    # Makes the replies of image models (None: they are asked like chat models).
    images: ImageMaker | None = None


@dataclass
class ThreadState:
    """The conversation shown in one transcript and the reply running in it."""

    conversation_id: int | None = None
    task: asyncio.Task[Message | None] | None = None
    # The running reply is a new version (regenerate, edit): the branch on screen is loaded
    # again when it ends.
    branch_changed: bool = False

    @property
    def running(self) -> bool:
        return self.task is not None and not self.task.done()


def background_notice(view: QObject) -> BackgroundNotice | None:
    """The transcript's background replies (app.ui.transcript.background_notice), found
    without loading that module; None if the transcript never had one."""
    return cast("BackgroundNotice | None", view.findChild(QObject, "backgroundNotice"))
