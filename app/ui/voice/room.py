"""The voice room: dictation (the composer's microphone, Ctrl+Shift+V), audio clips attached
to a message, and Read aloud on a reply. Its presenter, and the audio libraries behind it,
load the first time any of them is used."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from app.domain import Params
from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action
from app.ui.common.rooms import Shell
from app.ui.composer.attachments import AttachmentsPresenter
from app.ui.composer.frame import ComposerFrame
from app.ui.composer.presenter import ComposerPresenter
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.voice.presenter import VoicePresenter

KEY = "Ctrl+Shift+V"


class Panel(Protocol):
    def params(self, *, strict: bool = True) -> Params: ...


class VoiceWindow(Protocol):
    composer_frame: ComposerFrame

    @property
    def parameter_panel(self) -> Panel: ...


class Threads(Protocol):
    def each(self, listener: Callable[[ThreadPresenter, TranscriptView], None]) -> None: ...


class VoiceShell(Shell, Protocol):
    attachments: AttachmentsPresenter
    composer: ComposerPresenter

    @property
    def window(self) -> VoiceWindow: ...

    @property
    def threads(self) -> Threads: ...

    @property
    def conversation_id(self) -> int | None: ...


class VoiceRoom(QObject):
    def __init__(self, shell: VoiceShell) -> None:
        super().__init__(shell.main_window)
        self._shell = shell
        self.made: VoicePresenter | None = None
        frame = shell.window.composer_frame
        frame.dictateRequested.connect(lambda: self.presenter.toggle_dictation())
        shell.attachments.audioChosen.connect(self._add_clips)
        # A draft holding clips builds the room when its conversation comes back.
        shell.composer.make_audio = lambda: self.presenter.clips
        shell.threads.each(self._offer_reading)
        shell.actions.add(
            Action(
                "voice.dictate",
                QT_TRANSLATE_NOOP(
                    "ShortcutSheet", "Dictate into the message box: start, or stop and transcribe"
                ),
                "ShortcutSheet",
                lambda: self.presenter.toggle_dictation(),
                KEY,
            )
        )

    @property
    def presenter(self) -> VoicePresenter:
        if self.made is None:
            from app.ui.voice.presenter import VoicePresenter

            shell = self._shell
            s, panel = shell.services, shell.window.parameter_panel
            self.made = VoicePresenter(
                shell.window.composer_frame,
                endpoints=s.endpoints,
                settings=s.settings,
                repo=s.repo,
                blobs=s.blobs,
                drafts=s.drafts,
                draft_key=lambda: shell.conversation_id,
                profile=lambda: panel.params(strict=False).profile,
                tasks=shell.tasks,
                status=shell.status,
            )
            shell.composer.audio = self.made.clips
        return self.made

    def _add_clips(self, paths: Sequence[Path]) -> None:
        self.presenter.add_clips(paths)

    def _offer_reading(self, thread: ThreadPresenter, view: TranscriptView) -> None:
        def read(message_id: int, on: bool) -> None:
            self.presenter.read(message_id, on, view)

        thread.actions.readAloudRequested.connect(read)

    def stop(self) -> bool:
        """Esc: dictation cancelled, or reading aloud stopped (True if either ran)."""
        return self.made is not None and self.made.stop()

    def close(self) -> None:
        """The microphone and the speakers close with the window."""
        if self.made is not None:
            self.made.close()


def install(shell: VoiceShell) -> VoiceRoom:
    return VoiceRoom(shell)
