"""Before a send that would not fit the model's context: how many tokens it needs against
how many the model takes, and the choices — leave out the oldest turns, send only from a
chosen message, send anyway (the server may refuse it), on /responses let the server drop
the oldest turns (truncation "auto"), or cancel (nothing is sent and the message stays in
the box)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.services.context_fit import NEW_QUESTION_ID
from app.translation import number

SEND_ALL = -1  # the choice "send anyway": the whole history
SERVER_TRUNCATES = -3  # the whole history, and the server drops what does not fit


class ContextDialog(QDialog):
    """Signals:
    chosen(int): the message id the request starts at, SEND_ALL (-1), or SERVER_TRUNCATES.
    """

    chosen = Signal(object)  # an int: message ids may pass 32 bits (NEW_QUESTION_ID)

    def __init__(
        self,
        *,
        needed: int,
        limit: int,
        model: str,
        starts: Sequence[tuple[int, str, int]],
        suggested: int | None,
        server_truncation: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        """``starts``: (message id, its first words, tokens if sent from there) for each
        turn, and NEW_QUESTION_ID for the new question alone; ``suggested``: the oldest
        start that fits (None: none does); ``server_truncation``: the endpoint can drop the
        oldest turns itself (/responses)."""
        super().__init__(parent)
        self.setObjectName("contextDialog")
        self.setWindowTitle(self.tr("Too long for the model"))
        text = QLabel(
            self.tr(
                "This request needs about {0} tokens; {1} takes {2}. Leave out the oldest "
                "part of the conversation (it stays saved), or send anyway."
            ).format(number(needed), model, number(limit)),
            self,
        )
        text.setObjectName("contextWarning")
        text.setWordWrap(True)
        self.start = QComboBox(self)
        self.start.setObjectName("contextStartPicker")
        self.start.setAccessibleName(self.tr("Send from"))
        for message_id, words, total in starts:
            fits = self.tr("fits") if total <= limit else self.tr("too long")
            label = (
                self.tr("Only this message — {1} tokens, {2}")
                if message_id == NEW_QUESTION_ID
                else self.tr("From “{0}” — {1} tokens, {2}")
            )
            self.start.addItem(label.format(words, number(total), fits), message_id)
        if suggested is not None:
            self.start.setCurrentIndex(max(0, self.start.findData(suggested)))
        buttons = QDialogButtonBox(self)
        self.trim_button = self._button(buttons, self.tr("Send from there"), "sendFromButton")
        self.trim_button.setEnabled(bool(starts))
        self.trim_button.setDefault(suggested is not None)
        self.anyway_button = self._button(buttons, self.tr("Send anyway"), "sendAnywayButton")
        self.server_button: QPushButton | None = None
        shown = [self.trim_button, self.anyway_button]
        if server_truncation:
            self.server_button = self._button(
                buttons, self.tr("Let the server drop the oldest turns"), "serverTruncationButton"
            )
            self.server_button.clicked.connect(lambda: self._choose(SERVER_TRUNCATES))
            shown.append(self.server_button)
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setObjectName("contextCancelButton")
        for button in (*shown, cancel):
            button.setAutoDefault(False)  # Enter presses the default, never the focused one
        cancel.setDefault(suggested is None)  # nothing fits: Enter sends nothing
        self.trim_button.clicked.connect(lambda: self._choose(int(self.start.currentData())))
        self.anyway_button.clicked.connect(lambda: self._choose(SEND_ALL))
        cancel.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        start_label = QLabel(self.tr("Send from:"), self)
        start_label.setBuddy(self.start)  # names the list for screen readers
        layout.addWidget(start_label)
        layout.addWidget(self.start)
        layout.addWidget(buttons)

    def _button(self, box: QDialogButtonBox, text: str, name: str) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        button.setAccessibleName(text)
        return button

    def _choose(self, start: int) -> None:
        self.chosen.emit(start)
        self.accept()
