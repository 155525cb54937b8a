"""The line under a reply running in the background on the server: its state ("Queued",
"In progress", "Stopping") and how long it has been running, ticking every second until it
ends, what holds it up when something does (the key was refused, the server did not take
the cancel, a check failed), and its Stop button (the response is cancelled on the server;
"Stopping…" until the server answers, then Stop again if it did not take the cancel).

It also says which of those replies are on screen: while one is, the main chat's composer
says a reply is still being written on the server (and Esc stops it); elsewhere the chat is
free."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QPushButton

from app.services import background_replies
from app.ui.transcript.message_widget import MessageWidget
from app.ui.transcript.view import TranscriptView

TICK_MS = 1000


def elapsed_text(seconds: float) -> str:
    """m:ss, or h:mm:ss from an hour on (deep research can take that long)."""
    whole = max(0, int(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class BackgroundNotice(QObject):
    """One per transcript (``of``): the background replies it shows, by message id."""

    def __init__(self, view: TranscriptView) -> None:
        super().__init__(view)
        self.setObjectName("backgroundNotice")
        self._view = view
        self._runs: dict[int, tuple[str, float]] = {}  # id -> (status, start in epoch s)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    @classmethod
    def of(cls, view: TranscriptView) -> BackgroundNotice:
        found = view.findChild(cls, "backgroundNotice")
        return found if isinstance(found, cls) else cls(view)

    def show(self, message_id: int, status: str, started_at: float) -> None:
        self._runs[message_id] = (status, started_at)
        self._tick()
        self._timer.start()

    def stop(self, message_id: int) -> None:
        """The reply ended (or is no longer followed): its line and button go."""
        if self._runs.pop(message_id, None) is not None:
            widget = self._view.widget_of(message_id)
            if widget is not None:
                widget.set_notice("")
                button = _stop_button(widget)
                if button is not None:
                    button.hide()
                    button.deleteLater()
        if not self._runs:
            self._timer.stop()

    def refresh(self) -> None:
        """The transcript was loaded again: the lines and buttons at once, not a tick later."""
        self._tick()

    def shown_here(self) -> list[int]:
        """The background replies shown in the transcript now (the conversation on screen)."""
        return [message_id for message_id in self._runs if self._view.widget_of(message_id)]

    def stop_shown(self) -> bool:
        """Esc: stop the background replies on screen. True if there was one."""
        ids = self.shown_here()
        for message_id in ids:
            self._stop_reply(message_id)
        return bool(ids)

    def _stop_reply(self, message_id: int) -> None:
        if not background_replies.stop(message_id):
            self.stop(message_id)  # nothing runs it any more: nothing to wait for
            return
        run = self._runs.get(message_id)
        if run is not None:  # "Stopping…" at once, not when the run next reports
            self.show(message_id, background_replies.STOPPING, run[1])

    def _button(self, widget: MessageWidget, message_id: int, status: str) -> None:
        """The reply's Stop button, under its line (made again when the reply's widget is);
        "Stopping…" while the cancel is on its way."""
        button = _stop_button(widget)
        if button is not None:
            stopping = status == background_replies.STOPPING
            if stopping == button.isEnabled():
                button.setEnabled(not stopping)
                button.setText(self.tr("Stopping…") if stopping else self.tr("Stop"))
            return
        button = QPushButton(self.tr("Stop"), widget)
        button.setObjectName(STOP_BUTTON)
        button.setAccessibleName(self.tr("Stop this reply"))
        button.setAccessibleDescription(
            self.tr("Cancels this reply on the server and keeps it as stopped.")
        )
        button.setToolTip(self.tr("Stop this reply on the server (Esc)"))
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(lambda: self._stop_reply(message_id))
        layout = widget._layout
        layout.insertWidget(
            layout.indexOf(widget.notice_line) + 1, button, 0, Qt.AlignmentFlag.AlignLeft
        )
        if status == background_replies.STOPPING:
            button.setEnabled(False)
            button.setText(self.tr("Stopping…"))

    def _text(self, status: str, started_at: float) -> str:
        running = elapsed_text(time.time() - started_at)
        bg = background_replies
        if status == "queued":
            return self.tr("Queued on the server · {0}").format(running)
        if status == bg.STOPPING:
            return self.tr("Stopping on the server · {0}").format(running)
        if status == bg.CANCEL_FAILED:
            return self.tr(
                "In progress · {0} · The server did not take the cancel, so the reply is"
                " still running there; press Stop to try again."
            ).format(running)
        if status == bg.KEY_REFUSED:
            return self.tr(
                "Paused · {0} · The server refused the API key; checking resumes when the"
                " key is fixed in Settings."
            ).format(running)
        if status == bg.RETRYING:
            return self.tr(
                "In progress · {0} · The server did not answer the last check; asking again."
            ).format(running)
        return self.tr("In progress · {0}").format(running)

    def _tick(self) -> None:
        for message_id, (status, started_at) in self._runs.items():
            widget = self._view.widget_of(message_id)
            if widget is not None:
                widget.set_notice(self._text(status, started_at))
                self._button(widget, message_id, status)


STOP_BUTTON = "backgroundStopButton"


def _stop_button(widget: MessageWidget) -> QPushButton | None:
    return widget.findChild(QPushButton, STOP_BUTTON)
