"""Dictation: the microphone button (or Ctrl+Shift+V) records from the default input with
the recording bar showing its level and time; pressing it again (or Stop) transcribes the
recording with the settings' transcription model and writes the text into the message box
at the cursor. Esc or Cancel throws the recording away. Every device and network step runs
off the UI thread; a missing microphone or a refused request is one sentence.

One class serves every place with a microphone button (the main composer, the quick
window): what differs is the host (app.ui.voice.dictation_host) and where sentences go."""

from __future__ import annotations

import asyncio
import enum
import logging
from collections.abc import Callable
from typing import Protocol

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from app.api import ApiError
from app.audio import AudioError, Recorder
from app.services.voice import Voice
from app.ui.common.tasks import TaskRunner
from app.ui.voice.dictation_host import DictationHost
from app.ui.voice.recording_bar import RecordingBar

log = logging.getLogger(__name__)

TICK_MS = 50  # how often the level and the time are redrawn


class State(enum.Enum):
    IDLE = "idle"
    STARTING = "starting"
    RECORDING = "recording"
    TRANSCRIBING = "transcribing"
    FAILED = "failed"  # not transcribed; the recording is kept for Try again


class Say(Protocol):
    """Where dictation's sentences go (the status bar; the quick window's problem line)."""

    def show(self, text: str, timeout_ms: int = 0) -> None: ...


class Dictation(QObject):
    def __init__(
        self,
        host: DictationHost,
        voice: Voice,
        *,
        parent: QWidget,
        profile: Callable[[], str],
        tasks: TaskRunner,
        status: Say,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._parent = parent
        self._voice = voice
        self._profile = profile
        self._tasks = tasks
        self._status = status
        self.state = State.IDLE
        self._recorder: Recorder | None = None
        self._wav: bytes | None = None  # the recording, until its text is in the box
        self._task: asyncio.Task[None] | None = None
        self._cancelled = False
        self.bar = RecordingBar(parent)
        self.bar.hide()
        host.add_strip(self.bar)
        self.bar.stopRequested.connect(self.toggle)
        self.bar.cancelRequested.connect(self.cancel)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def toggle(self) -> None:
        """The microphone button, the shortcut, Stop: start, or stop and transcribe."""
        if self.state is State.IDLE:
            self._cancelled = False
            self._set_state(State.STARTING)
            self._task = self._tasks.spawn(self._start(), owner=self)
        elif self.state in (State.RECORDING, State.FAILED):
            self._set_state(State.TRANSCRIBING)
            self._task = self._tasks.spawn(self._transcribe(), owner=self)

    def cancel(self) -> bool:
        """Esc or Cancel: throw the recording (or its transcription) away. True if there
        was one."""
        if self.state is State.IDLE:
            return False
        self._cancelled = True
        # A microphone still opening is closed by _start once it is open; only the upload
        # is cancelled here.
        if self.state is State.TRANSCRIBING and self._task is not None and not self._task.done():
            self._task.cancel()
        recorder, self._recorder = self._recorder, None
        if recorder is not None:
            self._tasks.spawn(asyncio.to_thread(recorder.cancel))
        self._wav = None
        self._set_state(State.IDLE)
        self._status.show(self.tr("Dictation cancelled."), 3000)
        self._host.focus_text()
        return True

    async def _start(self) -> None:
        try:
            recorder = await self._voice.start_recording()
        except AudioError as err:
            self._set_state(State.IDLE)
            self._status.show(err.message, 10_000)
            return
        if self._cancelled or not shiboken6.isValid(self._parent):
            await asyncio.to_thread(recorder.cancel)
            return
        self._recorder = recorder
        self._set_state(State.RECORDING)

    async def _transcribe(self) -> None:
        recorder, self._recorder = self._recorder, None
        if recorder is not None:
            self._wav = await self._voice.stop_recording(recorder)
        if self._wav is None:
            self._set_state(State.IDLE)
            return
        try:
            text = await self._voice.transcribe(self._wav, self._profile())
        except ApiError as err:
            sentence = self.tr("Not transcribed: {0}").format(err.message)
            self._set_state(State.FAILED)
            self.bar.show_failed(sentence)
            self._status.show(sentence, 15_000)
            return
        self._wav = None
        self._set_state(State.IDLE)
        if not text:
            self._status.show(self.tr("Nothing was heard in the recording."), 6000)
            return
        self._insert(text)

    def _insert(self, text: str) -> None:
        """At the cursor, set apart from the words around it by a space."""
        if not shiboken6.isValid(self._parent):
            return
        self._host.insert_dictation(text)
        self._host.focus_text()

    def _set_state(self, state: State) -> None:
        self.state = state
        if not shiboken6.isValid(self.bar):
            return
        self.bar.setVisible(state is not State.IDLE)
        if state is State.STARTING:
            self.bar.show_starting()
        elif state is State.RECORDING:
            self.bar.set_progress(0.0, 0.0)
            self.bar.show_recording()
            self._timer.start()
        elif state is State.TRANSCRIBING:
            self.bar.show_transcribing()
        if state is not State.RECORDING:
            self._timer.stop()
        button = self._host.dictate_button
        recording = state is State.RECORDING
        button.setToolTip(
            self.tr("Stop and transcribe (Ctrl+Shift+V)")
            if recording
            else self.tr("Dictate: speak, then stop to have it written here (Ctrl+Shift+V)")
        )
        button.setAccessibleName(self.tr("Stop dictating") if recording else self.tr("Dictate"))

    def _tick(self) -> None:
        recorder = self._recorder
        if recorder is not None:
            self.bar.set_progress(recorder.level, recorder.seconds)
