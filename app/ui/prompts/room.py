"""The prompts room: a / at the start of the message box, Tools ▸ Prompts… and a message's
Save as prompt open the prompt library, loaded then (not at start-up)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.composer.editor import Composer
from app.ui.composer.frame import ComposerFrame
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.prompts.presenter import PromptsPresenter


class PromptsWindow(Protocol):
    composer_frame: ComposerFrame

    @property
    def composer(self) -> Composer: ...


class Threads(Protocol):
    def each(self, listener: Callable[[ThreadPresenter, TranscriptView], None]) -> None: ...


class PromptsShell(Shell, Protocol):
    @property
    def window(self) -> PromptsWindow: ...

    @property
    def threads(self) -> Threads: ...


class PromptsRoom:
    def __init__(self, shell: PromptsShell) -> None:
        self._shell = shell
        self.made: PromptsPresenter | None = None
        editor = shell.window.composer
        editor.slashTyped.connect(lambda: self.presenter.slash_typed())
        shell.threads.each(self._offer_saving)
        shell.actions.add(
            Action(
                "prompts.manage",
                QT_TRANSLATE_NOOP("FileMenu", "&Prompts…"),
                "FileMenu",
                lambda: self.presenter.open_manager(),
                menu=MenuPlace("tools", 0, 1),
                tip=QT_TRANSLATE_NOOP(
                    "FileMenu", "Saved prompts: type / at the start of the message box to use one"
                ),
            )
        )

    @property
    def presenter(self) -> PromptsPresenter:
        """The prompt library's presenter, made when first asked for."""
        if self.made is None:
            from app.ui.prompts.presenter import PromptsPresenter

            shell = self._shell
            self.made = PromptsPresenter(
                editor=shell.window.composer,
                anchor=shell.window.composer_frame,
                data_dir=shell.services.data_dir,
                tasks=shell.tasks,
                status=shell.status,
                parent=shell.main_window,
            )
        return self.made

    def _offer_saving(self, thread: ThreadPresenter, _view: TranscriptView) -> None:
        thread.actions.savePromptRequested.connect(lambda m: self.presenter.save_message(m))


def install(shell: PromptsShell) -> PromptsRoom:
    return PromptsRoom(shell)
