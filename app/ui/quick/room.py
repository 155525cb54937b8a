"""The quick room: File ▸ Quick ask… (and ``cometdesk quick``, the desktop-wide shortcut)
opens a small window on top to ask one thing. Its presenter and window load the first time
it is opened."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractButton, QBoxLayout, QLineEdit, QWidget

from app.domain import Conversation, Params
from app.services.titler import Titler
from app.translation import QT_TRANSLATE_NOOP
from app.ui.capture.room import CaptureRoom
from app.ui.common.actions import Action, MenuPlace
from app.ui.common.rooms import Shell
from app.ui.composer.attachments import AttachmentsPresenter
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.quick.presenter import QuickDictation, QuickPresenter
    from app.ui.quick.window import QuickWindow

KEY = "Ctrl+Shift+Space"  # inside the window; the desktop binds its own (app.ui.settings)
HIDE_BEFORE_GRAB_MS = 250  # a window takes a few frames to leave the screen (compositors)


class Panel(Protocol):
    def params(self, *, strict: bool = True) -> Params: ...


class QuickMainWindow(Protocol):
    @property
    def parameter_panel(self) -> Panel: ...

    def bring_to_front(self) -> None: ...


class Threads(Protocol):
    def make(self, view: TranscriptView, params: Callable[[], Params]) -> ThreadPresenter: ...


class LineDictation(Protocol):
    def line_dictation(
        self,
        button: QAbstractButton,
        field: QLineEdit,
        strips: QBoxLayout,
        *,
        parent: QWidget,
        say: Callable[[str, int], None],
    ) -> QuickDictation: ...


class Voice(Protocol):
    @property
    def presenter(self) -> LineDictation: ...


class Sidebar(Protocol):
    def show(self, conversation: Conversation) -> None: ...

    def select(self, conversation_id: int | None) -> None: ...


class Pokes(Protocol):
    def poke(self) -> None: ...


class QuickShell(Shell, Protocol):
    attachments: AttachmentsPresenter
    capture_room: CaptureRoom
    commands: dict[str, Callable[[], None]]

    @property
    def window(self) -> QuickMainWindow: ...

    @property
    def threads(self) -> Threads: ...

    @property
    def voice(self) -> Voice: ...

    @property
    def sidebar(self) -> Sidebar: ...

    @property
    def sync(self) -> Pokes: ...

    def open_conversation(
        self, conversation_id: int, focus: int | None = None, query: str = ""
    ) -> object: ...

    def open_settings(
        self, first_run: bool = False, error: str = "", profile: str = ""
    ) -> object: ...


class QuickRoom(QObject):
    def __init__(self, shell: QuickShell) -> None:
        super().__init__(shell.main_window)
        self._shell = shell
        self.made: QuickPresenter | None = None
        shell.commands["quick"] = self.open
        shell.actions.add(
            Action(
                "quick.ask",
                QT_TRANSLATE_NOOP("FileMenu", "Quick &ask…"),
                "FileMenu",
                self.open,
                KEY,
                MenuPlace("file", 1, 1),
                tip=QT_TRANSLATE_NOOP(
                    "FileMenu",
                    "A small window that stays on top: ask one thing, with an image if you like",
                ),
            )
        )

    @property
    def presenter(self) -> QuickPresenter:
        """The quick window's presenter, made when first asked for (its window too)."""
        if self.made is None:
            from app.ui.quick.presenter import QuickPresenter

            shell = self._shell
            s, panel = shell.services, shell.window.parameter_panel
            quick = QuickPresenter(
                make_thread=shell.threads.make,
                params=lambda: panel.params(strict=False),
                store_images=shell.attachments.store,
                endpoints=s.endpoints,
                models=s.models,
                titler=Titler(s.repo, s.endpoints, s.models, s.settings),
                tasks=shell.tasks,
                make_dictation=self._dictation,
                parent=self,
            )
            quick.conversationChanged.connect(shell.sidebar.show)
            quick.replyFinished.connect(lambda _m: shell.sync.poke())
            quick.openRequested.connect(self._open_in_main)
            # Its window must be gone from the screen before the screen is grabbed.
            quick.captureRequested.connect(
                lambda: shell.capture_room.start(quick, delay_ms=HIDE_BEFORE_GRAB_MS)
            )
            quick.settingsNeeded.connect(lambda profile: shell.open_settings(profile=profile))
            self.made = quick
        return self.made

    def open(self) -> None:
        """The quick window, near the pointer."""
        self.presenter.open()

    def _dictation(self, window: QuickWindow, say: Callable[[str, int], None]) -> QuickDictation:
        return self._shell.voice.presenter.line_dictation(
            window.dictate_button, window.field, window.strips, parent=window, say=say
        )

    def _open_in_main(self, conversation_id: int) -> None:
        shell = self._shell
        shell.window.bring_to_front()
        shell.open_conversation(conversation_id)
        shell.sidebar.select(conversation_id)

    def close(self) -> None:
        """At shutdown: its reply is saved as stopped, as the main chat's; the window goes."""
        if self.made is not None:
            self.made.stop()
            self.made.dispose()


def install(shell: QuickShell) -> QuickRoom:
    return QuickRoom(shell)
