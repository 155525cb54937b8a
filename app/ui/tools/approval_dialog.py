"""Before a tool runs, the person sees which server and tool, what it does, and the
arguments (editable JSON), and chooses: Run, Allow in this conversation, Always allow, or
Deny. Enter picks the default (Run, or Allow in this conversation if chosen in the tool
settings); Esc denies. Nothing runs without one of these."""

from __future__ import annotations

import json

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

# The choices, as the tool loop names them (app.services.tool_loop.Decision values).
RUN, CONVERSATION, ALWAYS, DENY = "run", "conversation", "always", "deny"


class ApprovalDialog(QDialog):
    """Signals:
    decided(str, object): the choice (run / conversation / always / deny) and the arguments
        to run (edited JSON text, or None when unchanged).
    """

    decided = Signal(str, object)

    def __init__(
        self,
        *,
        server: str,
        tool: str,
        description: str,
        arguments: str,
        where: str = "",
        default: str = RUN,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("toolApprovalDialog")
        self.setWindowTitle(self.tr("Run a tool?"))
        self.setMinimumWidth(520)
        self._original = arguments
        heading = QLabel(
            self.tr("<b>{0}</b> wants to run <b>{1}</b> from the server “{2}”.").format(
                where or self.tr("The model"), tool, server
            ),
            self,
        )
        heading.setObjectName("approvalHeading")
        heading.setWordWrap(True)
        about = QLabel(description or self.tr("(The tool gives no description.)"), self)
        about.setObjectName("approvalDescription")
        about.setWordWrap(True)
        about.setProperty("tone", "muted")
        self.arguments = QPlainTextEdit(arguments, self)
        self.arguments.setObjectName("approvalArguments")
        self.arguments.setAccessibleName(self.tr("Arguments (JSON, editable)"))
        self.arguments.setTabChangesFocus(True)
        self.problem = QLabel(self)
        self.problem.setObjectName("approvalProblem")
        self.problem.setProperty("tone", "error")
        self.problem.hide()
        buttons = QDialogButtonBox(self)
        self.run_button = self._button(buttons, self.tr("Run"), RUN, "approveRunButton")
        self.conversation_button = self._button(
            buttons,
            self.tr("Allow in this conversation"),
            CONVERSATION,
            "approveConversationButton",
        )
        self.always_button = self._button(
            buttons, self.tr("Always allow this tool"), ALWAYS, "approveAlwaysButton"
        )
        self.deny_button = self._button(buttons, self.tr("Deny"), DENY, "denyToolButton")
        chosen = self.conversation_button if default == CONVERSATION else self.run_button
        chosen.setDefault(True)
        chosen.setAutoDefault(True)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(about)
        layout.addWidget(QLabel(self.tr("Arguments:"), self))
        layout.addWidget(self.arguments, 1)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._decided = False
        chosen.setFocus()

    def _button(self, box: QDialogButtonBox, text: str, choice: str, name: str) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.clicked.connect(lambda: self._decide(choice))
        return button

    def _decide(self, choice: str) -> None:
        edited: str | None = self.arguments.toPlainText()
        if choice != DENY:
            try:
                json.loads(edited or "")
            except ValueError as err:
                self.problem.setText(self.tr("The arguments are not valid JSON: {0}").format(err))
                self.problem.show()
                self.arguments.setFocus()
                return
        if edited is not None and _same_json(edited, self._original):
            edited = None
        self._decided = True
        self.decided.emit(choice, edited if choice != DENY else None)
        self.accept()

    def reject(self) -> None:
        """Esc, or closing the window: the call is denied."""
        if not self._decided:
            self._decided = True
            self.decided.emit(DENY, None)
        super().reject()


def _same_json(a: str, b: str) -> bool:
    try:
        return bool(json.loads(a) == json.loads(b))
    except ValueError:
        return a == b
