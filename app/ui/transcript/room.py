"""The transcript room: every transcript's presenter (the main chat's, each compare column's,
the quick window's) is made here with the same parts, and handed to the rooms that act on
its messages (Read aloud, Save as prompt: ``each``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject

from app.domain import DocumentPart, ImagePart, Params
from app.services.image_turn import ImageMaker
from app.services.knowledge_chat import Retriever, embeddings_for
from app.services.tool_loop import ToolLoop
from app.ui.common.rooms import Shell
from app.ui.transcript.container_files import container_files
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.thread_state import ThreadDeps
from app.ui.transcript.view import TranscriptView


class Images(Protocol):
    """The composer's images, as a transcript shows and opens them."""

    def image_url(self, part: ImagePart) -> str: ...

    def view_image(self, digest: str) -> None: ...

    def thumbnail(self, digest: str) -> bytes | None: ...


class Documents(Protocol):
    async def open_sent(self, part: DocumentPart) -> None: ...


class Busy(Protocol):
    def refresh_busy(self) -> None: ...


class TranscriptWindow(Protocol):
    def chosen_bases(self) -> list[str]: ...


class TranscriptShell(Shell, Protocol):
    tool_loop: ToolLoop
    image_maker: ImageMaker

    @property
    def window(self) -> TranscriptWindow: ...

    @property
    def attachments(self) -> Images: ...

    @property
    def documents(self) -> Documents: ...

    @property
    def composer(self) -> Busy: ...

    def open_settings(
        self, first_run: bool = False, error: str = "", profile: str = ""
    ) -> object: ...


MadeThread = Callable[[ThreadPresenter, TranscriptView], None]


class Threads(QObject):
    def __init__(self, shell: TranscriptShell) -> None:
        super().__init__(shell.main_window)
        self._shell = shell
        self._made: list[tuple[ThreadPresenter, TranscriptView]] = []
        self._listeners: list[MadeThread] = []
        container_files.saveRequested.connect(self._save_container_file)

    def each(self, listener: MadeThread) -> None:
        """``listener`` gets every transcript's presenter (and its view): those made
        already (the chat's is made before the rooms that act on messages install), and
        each one made from now on."""
        self._listeners.append(listener)
        for thread, view in self._made:
            listener(thread, view)

    def _save_container_file(self, profile: str, container: str, file_id: str, name: str) -> None:
        """A file the code interpreter made, saved (its module loads with the first one)."""
        from app.ui.transcript.file_saver import save_container_file

        shell = self._shell
        client_for = shell.services.endpoints.client
        saving = save_container_file(
            shell.main_window, client_for, shell.status, profile, container, file_id, name
        )
        shell.tasks.spawn(saving)

    def _forget(self, thread: ThreadPresenter) -> None:
        self._made = [(t, v) for t, v in self._made if t is not thread]

    def make(self, view: TranscriptView, params: Callable[[], Params]) -> ThreadPresenter:
        """A presenter for a transcript: the main chat's, a compare column's, the quick
        window's."""
        shell = self._shell
        s, tasks, status = shell.services, shell.tasks, shell.status
        images, documents = shell.attachments, shell.documents
        view.show_usage = s.settings.value.show_token_counts
        deps = ThreadDeps(
            repo=s.repo,
            models=s.models,
            client_for=s.endpoints.client,
            image_url=images.image_url,
            open_image=images.view_image,
            open_document=lambda part: tasks.spawn(documents.open_sent(part)),
            thumbnail=images.thumbnail,
            fork=s.history.fork,
            meter=s.context,
            documents=s.documents,
            tool_loop=shell.tool_loop,
            tasks=tasks,
            status=status,
            images=shell.image_maker,
            retriever=Retriever(
                s.repo,
                s.data_dir,
                embeddings_for(s.endpoints, s.settings),
                for_new=shell.window.chosen_bases,
            ),
        )
        thread = ThreadPresenter(view, deps, params)
        thread.events.toolLoopStopped.connect(lambda reason: status.show(reason, 15_000))
        thread.runningChanged.connect(lambda _on: shell.composer.refresh_busy())
        thread.actions.settingsRequested.connect(
            lambda profile: shell.open_settings(profile=profile)
        )
        self._made.append((thread, view))
        thread.destroyed.connect(lambda _o=None, t=thread: self._forget(t))
        for listener in self._listeners:
            listener(thread, view)
        return thread


def install(shell: TranscriptShell) -> Threads:
    return Threads(shell)
