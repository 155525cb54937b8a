"""The compare's Synthesize dialog: the prompt that will go to a chosen model (the question
and the columns' latest answers, see app.services.synthesis), editable, and the model to
send it to. OK starts a new chat holding that prompt; the presenter does the rest."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.icons import IconButton
from app.ui.common.model_search import ModelSearchPopup

Choice = tuple[str, str, str]  # (id, text shown, badges): as ModelSearchPopup lists them


class SynthesizeDialog(QDialog):
    def __init__(
        self,
        prompt: str,
        choices: Sequence[Choice],
        model: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("synthesizeDialog")
        self.setWindowTitle(self.tr("Synthesize one answer"))
        self._choices = list(choices)
        intro = QLabel(
            self.tr(
                "This prompt goes to the model below in a new chat, which then writes one "
                "answer from the columns' latest answers. Change it as you like."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.model_picker = QComboBox(self)
        self.model_picker.setObjectName("synthesizeModel")
        self.model_picker.setEditable(True)
        self.model_picker.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_picker.addItems([c[0] for c in self._choices])
        self.model_picker.setEditText(model)
        completer = QCompleter(self.model_picker.model(), self.model_picker)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.model_picker.setCompleter(completer)
        self.model_picker.setAccessibleName(self.tr("Model that writes the answer"))
        model_label = QLabel(self.tr("&Model:"), self)
        model_label.setBuddy(self.model_picker)
        self.search_button = IconButton(
            "search", self.tr("Search models"), self, object_name="synthesizeModelSearch"
        )
        self.search_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.popup: ModelSearchPopup | None = None  # made when first opened
        self.prompt_edit = QPlainTextEdit(self)
        self.prompt_edit.setObjectName("synthesizePrompt")
        self.prompt_edit.setAccessibleName(self.tr("Prompt to send"))
        self.prompt_edit.setTabChangesFocus(True)  # Tab moves on, as everywhere in a dialog
        self.prompt_edit.setPlainText(prompt)
        prompt_label = QLabel(self.tr("&Prompt:"), self)
        prompt_label.setBuddy(self.prompt_edit)
        self.problem = QLabel(self)
        self.problem.setObjectName("synthesizeProblem")
        self.problem.setProperty("tone", "warning")
        self.problem.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start the chat"))
        ok.setObjectName("synthesizeOk")
        ok.setAccessibleName(self.tr("Start a new chat with this prompt"))
        self.ok_button = ok
        row = QHBoxLayout()
        row.addWidget(model_label)
        row.addWidget(self.model_picker, 1)
        row.addWidget(self.search_button)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(prompt_label)
        layout.addWidget(self.prompt_edit, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.search_button.clicked.connect(self._search)
        self.resize(720, 560)
        self.prompt_edit.setFocus()

    def model(self) -> str:
        return self.model_picker.currentText().strip()

    def prompt(self) -> str:
        return self.prompt_edit.toPlainText()

    def _search(self) -> None:
        """The searchable model list, as the inspector's model chip opens it."""
        if self.popup is None:
            self.popup = ModelSearchPopup(self, name="synthesizeModelPopup")
            self.popup.chosen.connect(lambda m: self.model_picker.setEditText(m) if m else None)
            self.popup.chosen.connect(lambda _m: self.search_button.setFocus())
        self.popup.open_at(self.model_picker, self._choices, self.model())

    def _accept(self) -> None:
        """Nothing is lost to a slip: without a model or a prompt the dialog stays, saying
        what is missing."""
        if not self.model():
            self._say(self.tr("Choose the model that writes the answer."), self.model_picker)
            return
        if not self.prompt().strip():
            self._say(self.tr("The prompt is empty; write what the model should do."), None)
            return
        self.accept()

    def _say(self, text: str, focus: QWidget | None) -> None:
        self.problem.setText(text)
        self.problem.show()
        (focus or self.prompt_edit).setFocus()
