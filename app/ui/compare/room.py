"""The compare room: models side by side in the window's centre (the header's Compare,
Ctrl+Shift+M), each column a transcript of its own; what a column hands on (an edit, a fork,
Synthesize, Continue with this one) goes to the shell."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.domain import Conversation, Params
from app.services.compare.session import CompareSession
from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.compare.presenter import CompareHost, CompareParams, ComparePresenter
from app.ui.composer.frame import ComposerFrame
from app.ui.composer.presenter import ComposerPresenter
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView


class CompareWindow(CompareHost, Protocol):
    compareToggled: SignalInstance
    composer_frame: ComposerFrame

    @property
    def parameter_panel(self) -> CompareParams: ...

    @property
    def comparing(self) -> bool: ...

    def set_totals(self, text: str, tooltip: str = "") -> None: ...

    def compare_view_profiles(self, profiles: list[tuple[str, str]]) -> None: ...

    def toggle_compare(self) -> None: ...


class Threads(Protocol):
    def make(self, view: TranscriptView, params: Callable[[], Params]) -> ThreadPresenter: ...


class Profiles(Protocol):
    profilesChanged: SignalInstance


class FollowsModel(Protocol):
    def follow(self, model: str) -> None: ...


class CompareShell(Shell, Protocol):
    composer: ComposerPresenter

    @property
    def window(self) -> CompareWindow: ...

    @property
    def threads(self) -> Threads: ...

    @property
    def pickers(self) -> Profiles: ...

    @property
    def image_mode(self) -> FollowsModel: ...

    def set_compare(self, on: bool) -> None: ...

    def open_fork(self, conversation: Conversation) -> None: ...

    def synthesize(self, prompt: str, params: Params, title: str) -> None: ...

    def continue_alone(self, conversation_id: int) -> None: ...


def install(shell: CompareShell) -> ComparePresenter:
    s, w, composer = shell.services, shell.window, shell.composer
    panel, frame = w.parameter_panel, w.composer_frame
    compare = ComparePresenter(
        w,
        panel=panel,
        parent=shell.main_window,
        session=CompareSession(s.repo),
        history=s.history,
        make_thread=shell.threads.make,
        list_votes=s.repo.list_votes,
        tasks=shell.tasks,
        status=shell.status,
    )
    w.compareToggled.connect(shell.set_compare)
    compare.entered.connect(frame.focus_text)
    compare.editRequested.connect(composer.begin_edit)
    compare.allFinished.connect(composer.refresh_busy)
    compare.forked.connect(shell.open_fork)
    compare.synthesizeRequested.connect(shell.synthesize)
    compare.continueRequested.connect(shell.continue_alone)
    compare.totalsChanged.connect(
        lambda text, tip: w.set_totals(text, tip) if w.comparing else None
    )
    compare.modelsChanged.connect(lambda: shell.image_mode.follow(panel.model()))
    shell.pickers.profilesChanged.connect(w.compare_view_profiles)
    shell.actions.add(
        Action(
            "compare.toggle",
            QT_TRANSLATE_NOOP("WindowActions", "C&ompare models"),
            "WindowActions",
            w.toggle_compare,
            "Ctrl+Shift+M",
            MenuPlace("view", 1, 0),
            tip=QT_TRANSLATE_NOOP("WindowActions", "Send one prompt to several models"),
        )
    )
    return compare
