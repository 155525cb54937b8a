"""What the tool windows that run a long job (Describe images, Prompt sets) share: a window of
its own beside the main one, a line for the estimate before sending, a line for the one
sentence that says what went wrong, a progress bar, and a phase that decides which buttons
work (each window lays these out and says what its phases enable)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class RunWindow(QDialog):
    """A window of its own (not modal, with minimise and maximise) of ``size`` pixels, never
    past a small screen (1000×700 laptops). Subclasses make ``estimate_label``,
    ``problem_label`` and ``progress`` with the methods below."""

    estimate_label: QLabel
    problem_label: QLabel
    progress: QProgressBar

    def __init__(self, parent: QWidget | None, *, name: str, size: tuple[int, int]) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWindowFlags(
            Qt.WindowType.Window
            | Qt.WindowType.WindowTitleHint
            | Qt.WindowType.WindowMinMaxButtonsHint
            | Qt.WindowType.WindowCloseButtonHint
        )
        self.setModal(False)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        width, height = size
        self.resize(min(width, int(screen.width() * 0.92)), min(height, int(screen.height() * 0.9)))
        self.last_folder = str(Path.home())
        self._phase = "empty"

    # ---- making the parts ---------------------------------------------------------------

    def _button(self, name: str, text: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(text.replace("&", ""))
        button.setAutoDefault(False)
        return button

    def _labelled(self, text: str, field: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(field)
        field.setAccessibleName(text.replace("&", "").rstrip(":"))
        return label

    def _make_estimate_label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        return label

    def _make_problem_label(self, name: str) -> QLabel:
        """Hidden until there is a problem to say; selectable, to be copied into a report."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setProperty("tone", "error")
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.hide()
        return label

    def _make_progress(self, name: str) -> QProgressBar:
        progress = QProgressBar(self)
        progress.setObjectName(name)
        progress.setTextVisible(True)
        progress.setRange(0, 1)
        progress.setValue(0)
        progress.setFormat("")
        return progress

    # ---- laying them out -----------------------------------------------------------------

    def _outer_layout(self) -> QVBoxLayout:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 14, 16, 14)
        outer.setSpacing(10)
        return outer

    def _add_run_rows(self, outer: QVBoxLayout, *buttons: QWidget) -> None:
        """The problem line, then the progress bar with the run's ``buttons`` after it."""
        outer.addWidget(self.problem_label)
        running = QHBoxLayout()
        running.setSpacing(8)
        running.addWidget(self.progress, 1)
        for button in buttons:
            running.addWidget(button)
        outer.addLayout(running)

    def _add_bottom_row(self, outer: QVBoxLayout, label: QWidget, *buttons: QWidget) -> None:
        """``label`` taking the room, then ``buttons`` (copy, export)."""
        bottom = QHBoxLayout()
        bottom.addWidget(label, 1)
        for button in buttons:
            bottom.addWidget(button)
        outer.addLayout(bottom)

    # ---- what it shows ------------------------------------------------------------------

    def set_estimate(self, text: str) -> None:
        self.estimate_label.setText(text)
        self.estimate_label.setAccessibleName(text)

    def set_problem(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.setAccessibleName(text)
        self.problem_label.setVisible(bool(text))

    def set_progress(self, done: int, total: int, text: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(min(done, max(1, total)))
        self.progress.setFormat(text)
        self.progress.setAccessibleDescription(text)

    def phase(self) -> str:
        return self._phase
