"""The prompt sets room: Tools ▸ Prompt sets… opens the grid of prompts × models, loaded then;
a set the app was closed on while it ran is offered in the status bar once the window is
ready (app.ui.common.run_room)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.run_room import KeptJob, RunRoom, RunShell

if TYPE_CHECKING:  # loaded with the window's presenter, when first opened
    from app.ui.common.run_presenter import RunPresenter


def _presenter() -> type[RunPresenter]:
    from app.ui.promptsets.presenter import PromptSetsPresenter

    return PromptSetsPresenter


def _action(handler: Callable[[], object]) -> Action:
    return Action(
        "promptsets.open",
        QT_TRANSLATE_NOOP("FileMenu", "Prompt &sets…"),
        "FileMenu",
        handler,
        menu=MenuPlace("tools", 0, 2),
        tip=QT_TRANSLATE_NOOP(
            "FileMenu", "Send many prompts to several models and compare the answers in a grid"
        ),
    )


JOB = KeptJob(
    kind="prompt-sets-resume",
    dirname="prompt-sets",  # prompt_sets_store.SETS_DIRNAME: start-up imports nothing
    store="app.services.prompts.sets_store",
    label=lambda: QCoreApplication.translate(
        "AppController", "Resume the prompt set ({0} of {1} answered)"
    ),
    load=_presenter,
)


def install(shell: RunShell) -> RunRoom:
    return RunRoom(shell, JOB, _action)
