"""One prompt, written or changed: its title and its text (``{{variables}}`` in it are asked
for when the prompt is used). Save as prompt, and the manager's New and Edit, open it."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)


class PromptDialog(QDialog):
    """Accepted with Save (a title is needed), rejected with Cancel or Esc."""

    def __init__(self, heading: str, title: str, text: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("promptDialog")
        self.setWindowTitle(heading)
        self.setModal(True)
        self.title = QLineEdit(title, self)
        self.title.setObjectName("promptTitle")
        self.title.setAccessibleName(self.tr("Title"))
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("promptText")
        self.text.setAccessibleName(self.tr("Prompt text"))
        self.text.setPlainText(text)
        self.text.setTabChangesFocus(True)
        hint = QLabel(self.tr("Write {{name}} where something changes each time you use it."), self)
        hint.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("promptSave")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        title_label = QLabel(self.tr("&Title:"), self)
        title_label.setBuddy(self.title)
        text_label = QLabel(self.tr("T&ext:"), self)
        text_label.setBuddy(self.text)
        form.addRow(title_label, self.title)
        form.addRow(text_label, self.text)
        form.addRow(hint)
        form.addRow(self.buttons)
        self.title.textChanged.connect(self._check)
        self._check()
        self.resize(520, 360)

    def values(self) -> tuple[str, str]:
        return self.title.text().strip(), self.text.toPlainText()

    def _check(self) -> None:
        self.save_button.setEnabled(bool(self.title.text().strip()))
