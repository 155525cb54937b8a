"""The ‹ 1/3 › of a reply whose n answers are still arriving: the same controls the finished
versions have (their object names too), usable while the answers stream, with a line saying
which are still arriving. It drives the reply's stream (app.ui.transcript.reply_stream),
which shows the chosen answer's live text."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from app.ui.common.icons import IconButton


class Choices(Protocol):
    shown: int

    @property
    def choice_count(self) -> int: ...
    def show_choice(self, index: int) -> None: ...
    def streaming_choices(self) -> list[int]: ...


class ChoiceSwitcher(QWidget):
    def __init__(self, choices: Choices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("choiceSwitcher")
        self._choices = choices
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.previous = IconButton(
            "chevron-left", self.tr("Previous answer"), self, object_name="action_version-prev"
        )
        self.label = QLabel(self)
        self.label.setObjectName("versionLabel")
        self.label.setProperty("tone", "muted")
        self.next = IconButton(
            "chevron-right", self.tr("Next answer"), self, object_name="action_version-next"
        )
        self.arriving = QLabel(self)
        self.arriving.setObjectName("choiceStatus")
        self.arriving.setProperty("tone", "muted")
        for widget in (self.previous, self.label, self.next):
            row.addWidget(widget)
        row.addSpacing(8)
        row.addWidget(self.arriving, 1)
        self.previous.clicked.connect(lambda: self._step(-1))
        self.next.clicked.connect(lambda: self._step(1))
        self.refresh()

    def _step(self, step: int) -> None:
        self._choices.show_choice(self._choices.shown + step)
        self.refresh()

    def refresh(self) -> None:
        shown, count = self._choices.shown + 1, self._choices.choice_count
        self.label.setText(f"{shown}/{count}")
        self.label.setAccessibleName(self.tr("Answer {0} of {1}").format(shown, count))
        self.previous.setEnabled(shown > 1)
        self.next.setEnabled(shown < count)
        arriving = [n + 1 for n in self._choices.streaming_choices()]
        if not arriving:
            text = self.tr("All {0} answers are in").format(count)
        elif shown in arriving and len(arriving) == 1:
            text = self.tr("This answer is still arriving")
        else:
            text = self.tr("Still arriving: {0}").format(", ".join(map(str, arriving)))
        self.arriving.setText(text)
        self.arriving.setAccessibleName(text)
