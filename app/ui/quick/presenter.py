"""The quick window's work: a question asked from anywhere becomes a conversation like any
other (stored, listed, searchable), answered in the quick window with the model and
parameters chosen in the main window; "Open in Comet Desk" shows it there.

The window is built on first use: most sessions never open it."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QGuiApplication, QImage, QPixmap

from app.api import ApiError
from app.domain import Conversation, ImagePart, Message, MessageStatus, Params
from app.services.endpoints import Endpoints
from app.services.model_directory import ModelDirectory
from app.services.titler import Titler
from app.ui.common.attachment_mime import MimeImages
from app.ui.common.tasks import TaskRunner
from app.ui.composer.attachment_item import PendingImage
from app.ui.transcript.thread import ThreadPresenter
from app.ui.transcript.view import TranscriptView

if TYPE_CHECKING:
    from app.ui.quick.window import QuickWindow

log = logging.getLogger(__name__)

THUMB = 40  # the copied image's picture on the offer, in logical pixels


class QuickDictation(Protocol):
    """Dictation into the question (the voice room's, the composer's recorder and
    transcription), made by the shell on the first press of the microphone button."""

    def toggle(self) -> None: ...

    def cancel(self) -> bool: ...


# (the window, where its sentences go: text and how long they stay) -> its dictation
MakeDictation = Callable[["QuickWindow", Callable[[str, int], None]], QuickDictation]


class QuickPresenter(QObject):
    """Signals:
    conversationChanged(object): a quick question made or renamed a conversation.
    replyFinished(object): an answer reached its final state (the stored Message).
    openRequested(int): show this conversation in the main window.
    captureRequested(): capture a region for the quick window (it is hidden meanwhile).
    settingsNeeded(str): no key for the chosen model's profile: open the settings.
    """

    conversationChanged = Signal(object)
    replyFinished = Signal(object)
    openRequested = Signal(int)
    captureRequested = Signal()
    settingsNeeded = Signal(str)

    def __init__(
        self,
        *,
        make_thread: Callable[[TranscriptView, Callable[[], Params]], ThreadPresenter],
        params: Callable[[], Params],
        store_images: Callable[[Sequence[PendingImage]], Awaitable[list[ImagePart]]],
        endpoints: Endpoints,
        models: ModelDirectory,
        titler: Titler,
        tasks: TaskRunner,
        make_dictation: MakeDictation | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._make_thread = make_thread
        self._make_dictation = make_dictation
        self._dictation: QuickDictation | None = None
        self._params = params
        self._store_images = store_images
        self._endpoints = endpoints
        self._models = models
        self._titler = titler
        self._tasks = tasks
        self._window: QuickWindow | None = None
        self._thread: ThreadPresenter | None = None

    # ---- the window ---------------------------------------------------------------------

    @property
    def window(self) -> QuickWindow:
        if self._window is None:
            from app.ui.quick.window import QuickWindow

            window = QuickWindow()
            window.sendRequested.connect(self.send)
            window.stopRequested.connect(self.stop)
            window.captureRequested.connect(self._capture)
            window.clipboardRequested.connect(self._attach_clipboard)
            window.openRequested.connect(self._open_in_main)
            window.newRequested.connect(self.start_over)
            window.dictateRequested.connect(self._dictate)
            window.quickPromptChosen.connect(self._quick_prompt)
            window.escape_first = self._cancel_dictation
            window.offer_dictation(self._make_dictation is not None)
            self._window = window
            self._thread = thread = self._make_thread(window.transcript, self._params)
            thread.events.conversationCreated.connect(self.conversationChanged)
            thread.events.messageAdded.connect(self._on_stored)
            thread.events.replyFinished.connect(self._on_finished)
            thread.runningChanged.connect(window.set_running)
            thread.actions.settingsRequested.connect(self.settingsNeeded)
        return self._window

    @property
    def visible(self) -> bool:
        return self._window is not None and self._window.isVisible()

    @property
    def conversation_id(self) -> int | None:
        return None if self._thread is None else self._thread.conversation_id

    def open(self) -> None:
        """Show the quick window near the pointer. A finished exchange makes way for a new
        question (it stays in the history); one still streaming is shown as it is."""
        window = self.window
        running = self._thread is not None and self._thread.running
        if not window.isVisible():
            if not running:
                self.start_over()
            window.place_near(QCursor.pos())
        self._show_model()
        self._offer_clipboard()
        window.present()

    def hide(self) -> None:
        self._cancel_dictation()
        if self._window is not None:
            self._window.hide()

    def come_back(self) -> None:
        """After a capture for the quick window: shown again where it was."""
        if self._window is not None:
            self._window.present()

    def dispose(self) -> None:
        """At shutdown: the window goes with the app (it is not the main window's child)."""
        self._cancel_dictation()  # the microphone closes with the app
        if self._window is not None and shiboken6.isValid(self._window):
            self._window.hide()
            self._window.deleteLater()
        self._window = None

    def start_over(self) -> None:
        thread, window = self._thread, self.window
        assert thread is not None
        if thread.running:
            return
        thread.clear(None)
        window.clear_question()
        window.show_problem("")
        window.set_answered(False)
        window.focus_question()

    def _show_model(self) -> None:
        params = self._params()
        info = self._models.info(params.model) if params.model else None
        self.window.set_model(
            params.model or self.tr("No model chosen"),
            vision=None if info is None else info.vision,
            input_price=None if info is None else info.input_price,
        )

    # ---- images -------------------------------------------------------------------------

    def _clipboard_image(self) -> QImage | None:
        mime = QGuiApplication.clipboard().mimeData()
        if mime is None or not mime.hasImage():
            return None
        image = QImage(mime.imageData())
        return None if image.isNull() else image

    def _offer_clipboard(self) -> None:
        image = self._clipboard_image()
        if image is None or self.window.has_images():
            self.window.offer_clipboard(None)
            return
        picture = QPixmap.fromImage(
            image.scaled(
                THUMB * 2,
                THUMB * 2,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
        picture.setDevicePixelRatio(2.0)
        self.window.offer_clipboard(picture)

    def _attach_clipboard(self) -> None:
        image = self._clipboard_image()
        self.window.offer_clipboard(None)
        if image is None:
            self.window.show_problem(self.tr("The clipboard no longer holds an image."))
            return
        self._tasks.spawn(self.window.add_image(image, self.tr("copied image")), owner=self)

    def _capture(self) -> None:
        self._cancel_dictation()
        self.window.hide()
        self.captureRequested.emit()

    def add_capture(self, found: MimeImages) -> None:
        """A captured region, attached here rather than in the main composer."""
        self._tasks.spawn(self.window.add_found(found), owner=self)
        self.come_back()

    # ---- dictation ----------------------------------------------------------------------

    def _dictate(self) -> None:
        if self._dictation is None:
            if self._make_dictation is None:
                return
            self._dictation = self._make_dictation(self.window, self._say)
        self._dictation.toggle()

    def _cancel_dictation(self) -> bool:
        """Esc, hiding, capturing: a recording is thrown away. True if there was one."""
        return self._dictation is not None and self._dictation.cancel()

    def _say(self, text: str, timeout_ms: int) -> None:
        """Dictation's sentences in the problem line (the status bar is in another window);
        a passing one goes after its time unless something else was said since."""
        window = self.window
        window.show_problem(text)
        if timeout_ms > 0:

            def clear() -> None:
                if shiboken6.isValid(window) and window.problem_text() == text:
                    window.show_problem("")

            QTimer.singleShot(timeout_ms, window, clear)

    # ---- asking -------------------------------------------------------------------------

    def _quick_prompt(self, text: str) -> None:
        if not self.window.question():
            self.window.set_question(text)
        self.send()

    def send(self) -> None:
        window, thread = self.window, self._thread
        assert thread is not None
        if thread.running:
            return
        text = window.question()
        pending = window.images()
        if not text and not pending:
            return
        if window.images_busy():
            window.show_problem(self.tr("The image is still being prepared; ask in a moment."))
            return
        params = self._params()
        if not params.model:
            window.show_problem(self.tr("Choose a model in Comet Desk first."))
            return
        if not params.profile and not self._endpoints.has_key():
            window.show_problem(self.tr("Add your API key in Comet Desk's settings first."))
            self.settingsNeeded.emit(params.profile)
            return
        window.show_problem("")
        window.set_answered(True)
        thread.start(self._ask(text, params, pending))

    async def _ask(
        self, text: str, params: Params, pending: Sequence[PendingImage]
    ) -> Message | None:
        thread = self._thread
        assert thread is not None
        images = await self._store_images(pending)
        return await thread.send_message(text, params, list(images))

    def _on_stored(self, message: Message) -> None:
        """The question is safely stored: now the field and the images may go."""
        if message.role == "user" and self._window is not None:
            self._window.clear_question()
            self._window.offer_clipboard(None)

    def stop(self) -> None:
        if self._thread is not None:
            self._thread.stop()

    def _on_finished(self, message: Message, error: ApiError | None) -> None:
        if message.status is MessageStatus.COMPLETE and error is None:
            self._tasks.spawn(self._title(message), owner=self)
        self.replyFinished.emit(message)

    async def _title(self, reply: Message) -> None:
        renamed: Conversation | None = await self._titler.title_for(reply)
        if renamed is not None:
            self.conversationChanged.emit(renamed)

    def _open_in_main(self) -> None:
        conversation_id = self.conversation_id
        if conversation_id is None or (self._thread is not None and self._thread.running):
            return
        self.hide()
        self.openRequested.emit(conversation_id)
        # The next question starts a new conversation: this one lives in the main window now.
        self.start_over()
