"""The describe room: File ▸ Describe images… (Ctrl+Shift+D) opens the window that describes a
folder of images, loaded then; a job the app was closed on is offered in the status bar once
the window is ready (app.ui.common.run_room)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.run_room import KeptJob, RunRoom, RunShell

if TYPE_CHECKING:  # loaded with the window's presenter, when first opened
    from app.ui.common.run_presenter import RunPresenter

KEY = "Ctrl+Shift+D"


def _presenter() -> type[RunPresenter]:
    from app.ui.describe.presenter import DescribePresenter

    return DescribePresenter


def _action(handler: Callable[[], object]) -> Action:
    return Action(
        "describe.open",
        QT_TRANSLATE_NOOP("FileMenu", "&Describe images…"),
        "FileMenu",
        handler,
        KEY,
        MenuPlace("file", 1, 2),
        tip=QT_TRANSLATE_NOOP(
            "FileMenu", "Describe a folder of images: alt text, captions, text or tags, to a file"
        ),
    )


JOB = KeptJob(
    kind="describe-resume",
    dirname="describe-jobs",  # describe_jobs_store.JOBS_DIRNAME: start-up imports nothing
    store="app.services.describe.jobs_store",
    label=lambda: QCoreApplication.translate(
        "AppController", "Resume describing images ({0} of {1} done)"
    ),
    load=_presenter,
)


def install(shell: RunShell) -> RunRoom:
    return RunRoom(shell, JOB, _action)
