"""The "Quick ask from anywhere" section of the General tab: desktop-wide shortcuts where
the desktop offers a shortcut service (the XDG GlobalShortcuts portal), otherwise the
commands to bind in the desktop's own keyboard settings, each with a Copy button.

Whether the service exists is asked after the dialog opened (the presenter calls
``set_available``); until then the section says it is looking."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.config import SCHEMA
from app.ui.settings.rows import translated

translate = QCoreApplication.translate


def commands() -> list[tuple[str, str]]:
    """(what it does, the command) for the desktop's own keyboard settings."""
    return [
        (translate("DesktopShortcuts", "Quick ask"), "cometdesk quick"),
        (translate("DesktopShortcuts", "Capture region"), "cometdesk capture"),
        (translate("DesktopShortcuts", "New chat"), "cometdesk new"),
    ]


class DesktopShortcutsSection(QGroupBox):
    """Signals:
    useToggled(bool): the person ticked or cleared "Use desktop-wide shortcuts".
    """

    useToggled = Signal(bool)

    def __init__(self, on: bool, parent: QWidget | None = None) -> None:
        super().__init__(translate("DesktopShortcuts", "Quick ask from anywhere"), parent)
        self.setObjectName("desktopShortcutsSection")
        self.available: bool | None = None  # None: not known yet
        self.checking_label = QLabel(
            translate("DesktopShortcuts", "Looking for the desktop's shortcut service…"), self
        )
        self.checking_label.setObjectName("shortcutServiceChecking")
        declared = SCHEMA["global_shortcuts"]
        self.use_check = QCheckBox(translated(declared.label), self)
        self.use_check.setObjectName("globalShortcutsCheck")
        self.use_check.setChecked(on)
        self.use_check.setToolTip(translated(declared.hint))
        self.use_check.setAccessibleDescription(translated(declared.hint))
        self.use_check.toggled.connect(self.useToggled)
        self.use_check.hide()
        self.triggers_label = QLabel(self)
        self.triggers_label.setObjectName("globalShortcutTriggers")
        self.triggers_label.setWordWrap(True)
        self.triggers_label.hide()
        self.no_service_label = QLabel(
            translate(
                "DesktopShortcuts",
                "This desktop offers no shortcut service. To ask from anywhere, bind these"
                " commands to keys in the desktop's own keyboard settings:",
            ),
            self,
        )
        self.no_service_label.setObjectName("noShortcutServiceLabel")
        self.no_service_label.setWordWrap(True)
        self.no_service_label.hide()
        self.commands = QWidget(self)
        self.commands.setObjectName("shortcutCommands")
        grid = QGridLayout(self.commands)
        grid.setContentsMargins(0, 0, 0, 0)
        self.copy_buttons: dict[str, QPushButton] = {}
        for row, (label, command) in enumerate(commands()):
            grid.addWidget(QLabel(label, self.commands), row, 0)
            text = QLabel(command, self.commands)
            text.setObjectName("shortcutCommand")
            text.setProperty("role", "code")
            grid.addWidget(text, row, 1)
            button = QPushButton(translate("DesktopShortcuts", "Copy"), self.commands)
            button.setObjectName("copyShortcutCommand")
            button.setAccessibleName(
                translate("DesktopShortcuts", "Copy the command for {0}").format(label)
            )
            button.clicked.connect(lambda _c=False, cmd=command: self._copy(cmd))
            grid.addWidget(button, row, 2)
            self.copy_buttons[command] = button
        grid.setColumnStretch(1, 1)
        self.commands.hide()
        layout = QVBoxLayout(self)
        for widget in (
            self.checking_label,
            self.use_check,
            self.triggers_label,
            self.no_service_label,
            self.commands,
        ):
            layout.addWidget(widget)

    def set_available(self, available: bool) -> None:
        self.available = available
        self.checking_label.hide()
        self.use_check.setVisible(available)
        self.triggers_label.setVisible(available and bool(self.triggers_label.text()))
        self.no_service_label.setVisible(not available)
        self.commands.setVisible(not available)

    def set_triggers(self, triggers: dict[str, str]) -> None:
        """The keys the desktop bound ({shortcut id: its description of the trigger})."""
        from app.ui.settings.global_shortcuts import shortcuts

        lines = [
            translate("DesktopShortcuts", "{0}: {1}").format(text, triggers[sid])
            for sid, text, _preferred in shortcuts()
            if triggers.get(sid)
        ]
        if not lines:
            lines = [translate("DesktopShortcuts", "The desktop bound no keys.")]
        self.triggers_label.setText("\n".join(lines))
        self.triggers_label.setVisible(self.available is True)

    def set_problem(self, text: str) -> None:
        self.triggers_label.setText(text)
        self.triggers_label.setVisible(self.available is True)

    def wanted(self, current: bool) -> bool:
        """The choice to save: the box when the service exists, else what was saved."""
        return self.use_check.isChecked() if self.available else current

    def _copy(self, command: str) -> None:
        QGuiApplication.clipboard().setText(command)
