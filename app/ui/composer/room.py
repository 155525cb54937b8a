"""The composer room: the presenters of what is being written (its text, images, documents)
made and wired to the window. What it sends, and where an edited question came from, are
the shell's (``stop``, ``edit_last``, ``mark_editing``): the chat and the compare are above
this room."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import SignalInstance

from app.config import Settings
from app.domain import Message
from app.ui.common.rooms import Shell
from app.ui.composer.attachments import AttachmentsPresenter
from app.ui.composer.documents import DocumentsPresenter
from app.ui.composer.frame import ComposerFrame
from app.ui.composer.ports import ParamsSource
from app.ui.composer.presenter import ComposerPresenter


class Conversation(Protocol):
    """The transcript of the main chat, as the composer meets it: images dropped on it,
    an example of the empty chat picked."""

    mediaDropped: SignalInstance
    examplePicked: SignalInstance

    def setAcceptDrops(self, on: bool) -> None: ...


class ComposerWindow(Protocol):
    composer_frame: ComposerFrame

    @property
    def parameter_panel(self) -> ParamsSource: ...

    @property
    def transcript(self) -> Conversation: ...


class ComposerShell(Shell, Protocol):
    @property
    def window(self) -> ComposerWindow: ...

    @property
    def conversation_id(self) -> int | None: ...

    def stop(self) -> None: ...

    def edit_last(self) -> None: ...

    def mark_editing(self, message: Message, where: object, on: bool) -> None: ...


@dataclass(frozen=True)
class Composing:
    attachments: AttachmentsPresenter
    documents: DocumentsPresenter
    composer: ComposerPresenter


def install(shell: ComposerShell) -> Composing:
    s, tasks, status, w = shell.services, shell.tasks, shell.status, shell.window
    frame = w.composer_frame
    attachments = AttachmentsPresenter(
        frame,
        blobs=s.blobs,
        drafts=s.drafts,
        settings=s.settings,
        models=s.models,
        conversation_id=lambda: shell.conversation_id,
        tasks=tasks,
        status=status,
    )
    documents = DocumentsPresenter(
        frame, blobs=s.blobs, texts=s.documents, models=s.models, tasks=tasks, status=status
    )
    composer = ComposerPresenter(
        frame,
        attachments=attachments,
        documents=documents,
        params=w.parameter_panel,
        drafts=s.drafts,
        draft_key=lambda: shell.conversation_id,
        tasks=tasks,
        status=status,
    )
    frame.stopRequested.connect(shell.stop)
    frame.editLastRequested.connect(shell.edit_last)
    # Images dropped on the conversation go into the composer.
    conversation = w.transcript
    conversation.setAcceptDrops(True)
    conversation.mediaDropped.connect(attachments.add)
    attachments.documentsChosen.connect(documents.add_files)

    def example(text: str) -> None:
        """An example of the empty chat goes into the composer to be sent or changed (not
        over what was typed)."""
        composer.prefill(text)
        frame.focus_text()

    def quick_prompt(text: str) -> None:
        """A quick prompt next to the images is the message, unless one was typed."""
        composer.prefill(text)
        composer.send()

    conversation.examplePicked.connect(example)
    attachments.quickPrompt.connect(quick_prompt)
    # The question being edited is marked in the transcript it came from.
    composer.editStarted.connect(lambda m, where: shell.mark_editing(m, where, True))
    composer.editEnded.connect(lambda m, where: shell.mark_editing(m, where, False))

    def send_key(_old: Settings, new: Settings) -> None:
        frame.set_send_shortcut(new.send_shortcut)

    s.settings.subscribe(send_key, fields=("send_shortcut",), now=True)
    return Composing(attachments, documents, composer)
