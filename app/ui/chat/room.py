"""The chat room: the main conversation's presenter over the window's transcript, header and
parameters; Copy the last reply (Ctrl+Shift+C); replies left running on the server when the
app last closed, polled again once the window is ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.domain import Conversation, Params
from app.services.titler import Titler
from app.translation import QT_TRANSLATE_NOOP
from app.ui.chat.presenter import ChatHeader, ChatParams, ChatPresenter
from app.ui.common.actions import Action
from app.ui.common.rooms import Shell
from app.ui.composer.frame import ComposerFrame
from app.ui.composer.presenter import ComposerPresenter
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView


class Header(ChatHeader, Protocol):
    def set_context(self, used: int | None, limit: int | None) -> None: ...


class ChatWindow(Protocol):
    composer_frame: ComposerFrame
    transcript: TranscriptView

    @property
    def header(self) -> Header: ...

    @property
    def parameter_panel(self) -> ChatParams: ...


class ModelChoice(Protocol):
    modelChanged: SignalInstance


class Pokes(Protocol):
    def poke(self) -> None: ...


class Threads(Protocol):
    def make(self, view: TranscriptView, params: Callable[[], Params]) -> ThreadPresenter: ...


class ChatShell(Shell, Protocol):
    composer: ComposerPresenter
    conversationOpened: SignalInstance
    replyFinished: SignalInstance
    titleGenerated: SignalInstance

    @property
    def window(self) -> ChatWindow: ...

    @property
    def threads(self) -> Threads: ...

    @property
    def pickers(self) -> ModelChoice: ...

    @property
    def sync(self) -> Pokes: ...

    def open_settings(
        self, first_run: bool = False, error: str = "", profile: str = ""
    ) -> object: ...

    def open_compare(self, conversation: Conversation) -> None: ...

    def open_fork(self, conversation: Conversation) -> None: ...


def install(shell: ChatShell) -> ChatPresenter:
    s, w, tasks = shell.services, shell.window, shell.tasks
    panel, header, frame = w.parameter_panel, w.header, w.composer_frame
    chat = ChatPresenter(
        shell.threads.make(w.transcript, lambda: panel.params(strict=False)),
        header=header,
        panel=panel,
        drafts=shell.composer,
        parent=shell.main_window,
        repo=s.repo,
        settings=s.settings,
        endpoints=s.endpoints,
        titler=Titler(s.repo, s.endpoints, s.models, s.settings),
        planner=s.context,
        tasks=tasks,
        status=shell.status,
        models=s.models,
    )
    shell.composer.set_target(chat)
    thread = chat.chat_thread
    chat.conversationOpened.connect(shell.conversationOpened)
    chat.replyFinished.connect(shell.replyFinished)
    chat.titleGenerated.connect(shell.titleGenerated)
    chat.settingsNeeded.connect(lambda profile: shell.open_settings(profile=profile))
    chat.focusComposer.connect(frame.focus_text)
    chat.compareOpened.connect(shell.open_compare)
    thread.actions.forked.connect(shell.open_fork)
    thread.branch.contextChanged.connect(header.set_context)
    thread.actions.editRequested.connect(lambda m: shell.composer.begin_edit(m))
    shell.pickers.modelChanged.connect(lambda _m: tasks.spawn(thread.update_context()))

    async def resume_background() -> None:
        """Replies still running on the server when the app last closed are polled again
        (app.ui.chat.background_resume, loaded only when there is one)."""
        if await s.repo.background_replies():
            from app.ui.chat.background_resume import ResumedReplies, resume_background_replies

            events = ResumedReplies(thread, tasks, shell.status, lambda: shell.sync.poke())
            await resume_background_replies(s.repo, s.endpoints.client, events)

    shell.ready.connect(lambda: tasks.spawn(resume_background()))
    shell.actions.add(
        Action(
            "chat.copy-reply",
            QT_TRANSLATE_NOOP("ShortcutSheet", "Copy the last reply"),
            "ShortcutSheet",
            lambda: tasks.spawn(chat.copy_last_reply()),
            "Ctrl+Shift+C",
            enabled=lambda: chat.conversation_id is not None,
        )
    )
    return chat
