"""The knowledge room: Tools ▸ Knowledge bases… and the inspector's Manage… open the window
(loaded then); the inspector's check boxes are the open conversation's bases; a reply's [n]
citation opens its passage. Once the app is ready, the bases there are get their folders
watched (the room's presenter loads then, only if a base exists)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from app.domain import Params
from app.services.knowledge_chat import endpoint_spec
from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell

if TYPE_CHECKING:
    from app.ui.knowledge.presenter import KnowledgePresenter

KNOWLEDGE_DIRNAME = "knowledge"  # app.kb.store's, spelled here so that start-up imports nothing


class Panel(Protocol):
    def params(self, *, strict: bool = True) -> Params: ...


class Citations(Protocol):
    passageRequested: SignalInstance


class KnowledgeWindow(Protocol):
    basesChosen: SignalInstance
    basesManageRequested: SignalInstance

    @property
    def parameter_panel(self) -> Panel: ...

    @property
    def transcript(self) -> Citations: ...

    def set_bases(self, names: list[str]) -> None: ...

    def choose_bases(self, names: list[str]) -> None: ...


class Chat(Protocol):
    conversationOpened: SignalInstance

    @property
    def conversation_id(self) -> int | None: ...


class KnowledgeShell(Shell, Protocol):
    @property
    def window(self) -> KnowledgeWindow: ...

    @property
    def chat(self) -> Chat: ...


class KnowledgeRoom:
    def __init__(self, shell: KnowledgeShell) -> None:
        self._shell = shell
        self.made: KnowledgePresenter | None = None
        w, spawn = shell.window, shell.tasks.spawn
        w.basesManageRequested.connect(lambda: self.presenter.open_window())
        w.basesChosen.connect(lambda names: spawn(self._choose(names)))
        shell.chat.conversationOpened.connect(lambda cid: spawn(self._chosen(cid)))
        citations = w.transcript
        citations.passageRequested.connect(lambda source: self.presenter.open_passage(source))
        shell.ready.connect(self._watch)
        shell.actions.add(
            Action(
                "knowledge.open",
                QT_TRANSLATE_NOOP("FileMenu", "&Knowledge bases…"),
                "FileMenu",
                lambda: self.presenter.open_window(),
                menu=MenuPlace("tools", 0, 3),
                tip=QT_TRANSLATE_NOOP(
                    "FileMenu", "Folders of documents a chat can search and cite"
                ),
            )
        )

    @property
    def presenter(self) -> KnowledgePresenter:
        """The knowledge bases' presenter, made when first asked for."""
        if self.made is None:
            from app.ui.knowledge.presenter import KnowledgePresenter

            shell = self._shell
            s, w = shell.services, shell.window
            panel = w.parameter_panel
            self.made = KnowledgePresenter(
                data_dir=s.data_dir,
                endpoint=endpoint_spec(s.endpoints, s.settings),
                profile=lambda: panel.params(strict=False).profile,
                tasks=shell.tasks,
                status=shell.status,
                parent=shell.main_window,
            )
            self.made.basesChanged.connect(w.set_bases)
        return self.made

    def _watch(self) -> None:
        if os.path.isdir(self._shell.services.data_dir / KNOWLEDGE_DIRNAME):
            self._shell.tasks.spawn(self.presenter.refresh())

    async def _choose(self, names: list[str]) -> None:
        cid = self._shell.chat.conversation_id
        if cid is not None:  # a new chat keeps the choice until its first question
            await self._shell.services.repo.set_knowledge_bases(cid, names)

    async def _chosen(self, conversation_id: int) -> None:
        names = await self._shell.services.repo.knowledge_bases(conversation_id)
        if self._shell.chat.conversation_id == conversation_id:
            self._shell.window.choose_bases(names)


def install(shell: KnowledgeShell) -> KnowledgeRoom:
    return KnowledgeRoom(shell)
