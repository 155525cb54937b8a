"""The composer's one owner, in the chat and in compare mode alike: it reads and checks what
was written (text, images, documents, parameters) once, holds the question being edited,
keeps the unsent text of each conversation, and hands the message to the send target (the
conversation on screen, or every column of the compare).

The composer keeps what was typed and attached until the question is stored: it is emptied
when the target says so, so a failed save (a full disk) says why, keeps everything, and
leaves Send usable.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from app.domain import AudioPart, DocumentPart, Message, Params
from app.services.drafts import DraftStore
from app.services.failures import describe_failure
from app.services.param_inputs import InputError
from app.storage import StorageError
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner
from app.ui.composer.attachment_item import PendingImage
from app.ui.composer.attachments import AttachmentsPresenter
from app.ui.composer.documents import DocumentsPresenter
from app.ui.composer.draft_keeper import DraftKeeper
from app.ui.composer.frame import ComposerFrame
from app.ui.composer.ports import AudioClips, Edit, Outgoing, ParamsSource, SendTarget

log = logging.getLogger(__name__)


class ComposerPresenter(QObject):
    """Signals:
    editStarted(object, object): a question came into the composer to be edited (the
        Message, and where it is shown: the target's token, None for the chat).
    editEnded(object, object): that edit ended: sent, cancelled, or replaced by another
        (the same two).
    """

    editStarted = Signal(object, object)
    editEnded = Signal(object, object)

    def __init__(
        self,
        view: ComposerFrame,
        *,
        attachments: AttachmentsPresenter,
        documents: DocumentsPresenter,
        params: ParamsSource,
        drafts: DraftStore,
        draft_key: Callable[[], int | None],
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._attachments = attachments
        self._documents = documents
        self._params = params
        self._draft_key = draft_key  # whose unsent text the box holds (the chat's conversation)
        self._tasks = tasks
        self._status = status
        self._target: SendTarget | None = None
        self._edit: Edit | None = None
        self._sending = False  # a message is on its way and its question is not stored yet
        self.audio: AudioClips | None = None  # set when the first audio clip is attached
        # Builds the clips' tray (the voice room) when a draft holding clips comes back.
        self.make_audio: Callable[[], AudioClips] | None = None
        self.drafts = DraftKeeper(view.composer, drafts, tasks.spawn)
        view.sendRequested.connect(self.send)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def set_target(self, target: SendTarget) -> None:
        """Where Send goes from now on (the chat, or the compare); an edit does not follow."""
        if target is not self._target:
            self.cancel_edit()
        self._target = target
        self.refresh_busy()

    def refresh_busy(self) -> None:
        """Send or Stop: Stop while a message is on its way or the target has a reply
        running."""
        if not shiboken6.isValid(self._view):
            return  # the window closed while a message was on its way
        target = self._target
        self._view.set_busy(self._sending or (target is not None and bool(target.busy_reason())))

    # ---- sending ------------------------------------------------------------------------

    def send(self) -> None:
        """Enter or Send: what the composer holds, checked once, to the send target."""
        target = self._target
        if target is None:
            return
        busy = target.busy_reason()
        if busy or self._sending:
            self._status.show(busy or self.tr("Still sending the last message…"), 4000)
            return
        if self._attachments.busy():
            self._status.show(self.tr("Still preparing the images…"), 3000)
            return
        text = self._view.text().strip()
        pending = self._attachments.pending()
        documents = self._documents.parts()
        audio = self.audio.parts() if self.audio is not None else []
        if not text and not pending and not documents and not audio:
            return
        try:
            params = self._params.params()
        except InputError as err:
            self._status.show(err.message, 10_000)
            self._params.focus_field(err.field)
            return
        if not self._documents.confirm(self.send):
            return  # a very large document: asked first; Send all sends
        refusal = target.refusal(params, editing=self._edit is not None)
        if not refusal and audio and self.audio is not None:
            # Each model the message goes to must take audio (every compare column's own).
            for model, shown in target.recipients(params, self._edit):
                refusal = self.audio.refusal(model, shown)
                if refusal:
                    break
        if refusal:
            self._status.show(refusal, 6000)
            return
        self._sending = True
        self.refresh_busy()
        self._spawn(self._deliver(target, text, params, pending, documents, self._edit, audio))

    async def _deliver(
        self,
        target: SendTarget,
        text: str,
        params: Params,
        pending: list[PendingImage],
        documents: list[DocumentPart],
        edit: Edit | None,
        audio: list[AudioPart],
    ) -> None:
        revision = self._view.revision()
        stored = False

        def on_stored() -> None:
            nonlocal stored
            stored = True
            self._sending = False
            # Untouched since Send (comparing the text costs 27 ms for a 10 MB paste).
            if self._view.revision() == revision:
                self._view.clear_text()
            self._attachments.clear()
            self._documents.clear()
            if audio and self.audio is not None:
                self.audio.clear()
            if edit is not None and self._edit is edit:
                self._set_edit(None)
                self._view.show_edit_banner(False)
            self.refresh_busy()

        try:
            images = await self._attachments.store(pending)
            outgoing = Outgoing(text, params, (*images, *documents, *audio), edit, on_stored)
            await target.deliver(outgoing)
        except asyncio.CancelledError:
            raise  # Stop: the target says what it kept
        except Exception as err:
            # Storage failed (a full disk, a read-only folder). Until the question is stored
            # the composer still holds it: say so, and leave Send usable.
            log.error("sending failed", exc_info=err)
            if stored:
                sentence = describe_failure(err)
            elif isinstance(err, StorageError):
                sentence = err.send_message  # "Not saved: … press Send again"
            else:
                sentence = self.tr("Not saved: {0} Your message is still in the box.").format(
                    describe_failure(err)
                )
            self._status.show(sentence)
        finally:
            # Once stored, ``on_stored`` said so: a reply that ran in the background ends
            # long after, maybe while the next message is on its way.
            if not stored:
                self._sending = False
            self.refresh_busy()

    def stop(self) -> bool:
        """Esc or Stop: cancel an edit (when nothing runs), or stop the target's reply."""
        target = self._target
        running = target is not None and bool(target.busy_reason())
        if not running and self.cancel_edit():
            return True
        return target.stop() if target is not None else False

    # ---- editing a question -------------------------------------------------------------

    def begin_edit(self, message: Message, where: object = None) -> None:
        """A question back in the composer; Send resends it, as a new version, to the
        transcript it came from (``where``: the target's token for it)."""
        self._set_edit(Edit(message, where))
        self._view.start_editing(message.text)

    def cancel_edit(self) -> bool:
        """Back to an empty composer; True if there was an edit."""
        if self._edit is None:
            return False
        self._set_edit(None)
        self._view.stop_editing()
        return True

    def _set_edit(self, edit: Edit | None) -> None:
        """The one place the edit changes: the transcript marks the question it holds."""
        old, self._edit = self._edit, edit
        if old is not None:
            self.editEnded.emit(old.message, old.where)
        if edit is not None:
            self.editStarted.emit(edit.message, edit.where)

    @property
    def editing(self) -> Edit | None:
        return self._edit

    # ---- the unsent text and images of each conversation --------------------------------

    def leave_draft(self) -> None:
        """Switching away: keep the conversation's unsent text and images (an edit belongs
        to the conversation it started in, so it ends here)."""
        self.cancel_edit()
        if self.drafts.pending() or self._view.text():
            self.drafts.save(self._draft_key())
        self._attachments.leave_draft()
        if self.audio is not None:
            self.audio.leave_draft()

    def enter_draft(self) -> None:
        """The unsent text (at once) and images (read from disk) of the conversation now on
        screen."""
        conversation_id = self._draft_key()
        self.drafts.restore(conversation_id)
        self._restore_audio(conversation_id)
        self._spawn(self._attachments.restore_draft(conversation_id, self._draft_key))

    async def restore_draft(self) -> None:
        """At start-up: the same, waiting for the images."""
        conversation_id = self._draft_key()
        self.drafts.restore(conversation_id)
        self._restore_audio(conversation_id)
        await self._attachments.restore_draft(conversation_id, self._draft_key)

    def _restore_audio(self, conversation_id: int | None) -> None:
        """The draft's clips; the voice room is built only when there are some."""
        audio = self.audio
        if audio is None and self.make_audio and self.drafts.drafts.audio(conversation_id):
            audio = self.make_audio()
        if audio is not None:
            audio.restore_draft(conversation_id)

    def flush_draft(self) -> None:
        """Closing: the draft is written now, in full."""
        self.drafts.flush(self._draft_key())

    def prefill(self, text: str) -> None:
        """A quick prompt next to the images is the message, unless one was typed."""
        if not self._view.text().strip():
            self._view.set_text(text)
