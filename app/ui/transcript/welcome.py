"""What an empty chat shows, in the middle of the conversation's space: the app's name, how
to write, and a few example prompts. A click on an example puts its prompt in the composer
(``promptChosen``); nothing is sent until the person sends it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import themed_icon
from app.ui.transcript import render as rendering

WIDTH = 480  # of the examples' grid, two buttons a row, as chat apps show them
ICON = 16


class Welcome(QWidget):
    """Signals:
    promptChosen(str): an example prompt was clicked (its full text).
    """

    promptChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("transcriptWelcome")
        self.label = rendering.welcome_label(self)
        # (icon, what the button says, the prompt it puts in the composer)
        examples = [
            (
                "book-open",
                self.tr("Explain a concept"),
                self.tr("Explain how HTTPS keeps a connection private, in plain words."),
            ),
            (
                "code",
                self.tr("Write some code"),
                self.tr("Write a Python function that removes duplicates from a list."),
            ),
            (
                "file-text",
                self.tr("Summarise a text"),
                self.tr("Summarise the main ideas of stoicism in three bullet points."),
            ),
            ("globe", self.tr("Plan a trip"), self.tr("Plan a three-day trip to Kyoto in April.")),
        ]
        self.buttons: list[QPushButton] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(10)
        for n, (icon, title, prompt) in enumerate(examples):
            button = QPushButton(title, self)
            button.setObjectName("examplePrompt")
            button.setProperty("icon_name", icon)
            button.setIconSize(QSize(ICON, ICON))
            button.setAccessibleName(self.tr("Example: {0}").format(title))
            button.setAccessibleDescription(prompt)
            button.setToolTip(prompt)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, p=prompt: self.promptChosen.emit(p))
            grid.addWidget(button, n // 2, n % 2)
            self.buttons.append(button)
        examples_box = QWidget(self)
        examples_box.setObjectName("examplePrompts")
        examples_box.setLayout(grid)
        examples_box.setMaximumWidth(WIDTH)
        grid.setContentsMargins(0, 0, 0, 0)
        # Stretches above and below: the welcome sits in the middle of the empty transcript.
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(18)
        column.addStretch(1)
        column.addWidget(self.label)
        centred = QHBoxLayout()  # the grid as wide as WIDTH allows, in the middle
        centred.addStretch(1)
        centred.addWidget(examples_box, 100)
        centred.addStretch(1)
        column.addLayout(centred)
        column.addStretch(1)
        self._paint_icons()

    def show_text(self, dark: bool) -> None:
        self.label.setText(rendering.welcome_html(dark))

    def text(self) -> str:
        """What it says, the examples included (the transcript's plain text when empty)."""
        return "\n".join([self.label.text(), *(b.text() for b in self.buttons)])

    def _paint_icons(self) -> None:
        for button in self.buttons:
            name = str(button.property("icon_name"))
            button.setIcon(themed_icon(name, button, QPalette.ColorRole.PlaceholderText, (ICON,)))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._paint_icons()
