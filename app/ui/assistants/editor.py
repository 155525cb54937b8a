"""One assistant, written or changed: its name, glyph and description, its instructions, the
model and the parameters most often set, the tools it offers and the knowledge bases it
searches. "Use the chat's parameters" takes every parameter of the chat on screen (those
without a field here too), so anything the inspector sets can be part of an assistant."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.domain import Params
from app.services.assistants import GLYPHS, Assistant
from app.ui.common.icons import themed_icon

ID_ROLE = Qt.ItemDataRole.UserRole
NO_VALUE = -0.1  # the spin boxes' "default" (not sent)


class AssistantDialog(QDialog):
    """Accepted with Save (a name is needed), rejected with Cancel or Esc; ``assistant()``
    is what was written."""

    def __init__(
        self,
        heading: str,
        assistant: Assistant,
        *,
        models: Sequence[str],
        tool_servers: Sequence[tuple[str, str]],
        knowledge_bases: Sequence[str],
        chat_params: Params,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assistantDialog")
        self.setWindowTitle(heading)
        self.setModal(True)
        self._original = assistant
        self._params = assistant.params  # the parameters without a field here
        self._chat_params = chat_params
        self.name = QLineEdit(assistant.name, self)
        self.name.setObjectName("assistantName")
        self.name.setAccessibleName(self.tr("Name"))
        self.glyph = QComboBox(self)
        self.glyph.setObjectName("assistantGlyph")
        self.glyph.setAccessibleName(self.tr("Glyph"))
        self.glyph.setIconSize(QSize(18, 18))
        for glyph in GLYPHS:
            self.glyph.addItem(themed_icon(glyph, self, sizes=(18,)), glyph, glyph)
        self.glyph.setCurrentIndex(max(0, self.glyph.findData(assistant.glyph)))
        self.description = QLineEdit(assistant.description, self)
        self.description.setObjectName("assistantDescription")
        self.description.setAccessibleName(self.tr("Description"))
        self.description.setPlaceholderText(self.tr("One line, shown in the list"))
        self.instructions = QPlainTextEdit(self)
        self.instructions.setObjectName("assistantInstructions")
        self.instructions.setAccessibleName(self.tr("Instructions"))
        self.instructions.setPlaceholderText(
            self.tr("Sent first in every chat started with it, as the system message")
        )
        self.instructions.setPlainText(assistant.instructions)
        self.instructions.setTabChangesFocus(True)
        self.model = QComboBox(self)
        self.model.setObjectName("assistantModel")
        self.model.setAccessibleName(self.tr("Model"))
        self.model.setEditable(True)
        self.model.addItems(list(dict.fromkeys(m for m in models if m)))
        line = self.model.lineEdit()
        line.setPlaceholderText(self.tr("The model chosen when the chat starts"))
        self.temperature = QDoubleSpinBox(self)
        self.temperature.setObjectName("assistantTemperature")
        self.temperature.setAccessibleName(self.tr("Temperature"))
        self.temperature.setRange(NO_VALUE, 2.0)
        self.temperature.setSingleStep(0.1)
        self.temperature.setDecimals(2)
        self.temperature.setSpecialValueText(self.tr("Default"))
        self.max_tokens = QSpinBox(self)
        self.max_tokens.setObjectName("assistantMaxTokens")
        self.max_tokens.setAccessibleName(self.tr("Maximum output tokens"))
        self.max_tokens.setRange(0, 1_000_000)
        self.max_tokens.setSingleStep(256)
        self.max_tokens.setSpecialValueText(self.tr("Default"))
        self.effort = QComboBox(self)
        self.effort.setObjectName("assistantEffort")
        self.effort.setAccessibleName(self.tr("Reasoning effort"))
        self.effort.addItem(self.tr("Default"), None)
        for level, label in (
            ("low", self.tr("Low")),
            ("medium", self.tr("Medium")),
            ("high", self.tr("High")),
        ):
            self.effort.addItem(label, level)
        self.web_search = QCheckBox(self.tr("Offer &web search (where the endpoint has it)"), self)
        self.web_search.setObjectName("assistantWebSearch")
        self.all_servers = QCheckBox(self.tr("Offer every enabled tool &server"), self)
        self.all_servers.setObjectName("assistantAllServers")
        self.servers = _checklist(self, "assistantServers", self.tr("Tool servers"))
        listed = dict(tool_servers)
        # A server chosen earlier and since turned off or removed stays listed: saving the
        # assistant does not drop it.
        for server_id in assistant.params.tool_servers or ():
            listed.setdefault(server_id, server_id)
        for server_id, name in listed.items():
            self.servers.addItem(_checkable(name, server_id))
        self.bases = _checklist(self, "assistantKnowledgeBases", self.tr("Knowledge bases"))
        for name in dict.fromkeys([*knowledge_bases, *assistant.knowledge_bases]):
            self.bases.addItem(_checkable(name, name, checked=name in assistant.knowledge_bases))
        self.bases_empty = QLabel(
            self.tr("No knowledge bases yet: `cometdesk kb add` makes one."), self
        )
        self.bases_empty.setProperty("tone", "muted")
        self.bases_empty.setVisible(self.bases.count() == 0)
        self.bases.setVisible(self.bases.count() > 0)
        self.from_chat = QPushButton(self.tr("Use the &chat's parameters"), self)
        self.from_chat.setObjectName("assistantFromChat")
        self.from_chat.setToolTip(
            self.tr(
                "Take the model and every parameter of the chat on screen (its system "
                "prompt too, if the instructions are empty)"
            )
        )
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setObjectName("assistantSave")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        top = QHBoxLayout()
        top.addWidget(self.glyph)
        top.addWidget(self.name, 1)
        form.addRow(_label(self.tr("&Name:"), self.name, self), top)
        form.addRow(_label(self.tr("&Description:"), self.description, self), self.description)
        form.addRow(_label(self.tr("&Instructions:"), self.instructions, self), self.instructions)
        form.addRow(_label(self.tr("&Model:"), self.model, self), self.model)
        form.addRow(_label(self.tr("&Temperature:"), self.temperature, self), self.temperature)
        form.addRow(_label(self.tr("Ma&x tokens:"), self.max_tokens, self), self.max_tokens)
        form.addRow(_label(self.tr("&Reasoning:"), self.effort, self), self.effort)
        tools = QVBoxLayout()
        tools.addWidget(self.web_search)
        tools.addWidget(self.all_servers)
        tools.addWidget(self.servers)
        form.addRow(_label(self.tr("Tools:"), self.web_search, self), tools)
        bases = QVBoxLayout()
        bases.addWidget(self.bases)
        bases.addWidget(self.bases_empty)
        form.addRow(_label(self.tr("&Knowledge:"), self.bases, self), bases)
        layout = QVBoxLayout(self)
        layout.addLayout(form, 1)
        foot = QHBoxLayout()
        foot.addWidget(self.from_chat)
        foot.addStretch(1)
        foot.addWidget(self.buttons)
        layout.addLayout(foot)
        self.name.textChanged.connect(self._check)
        self.all_servers.toggled.connect(lambda on: self.servers.setEnabled(not on))
        self.from_chat.clicked.connect(self._take_chat_params)
        self._show_params(assistant.params)
        self._check()
        self.resize(600, 640)

    def assistant(self) -> Assistant:
        model = self.model.currentText().strip()
        temperature = self.temperature.value()
        servers = None
        if not self.all_servers.isChecked():
            servers = tuple(str(i.data(ID_ROLE)) for i in _items(self.servers) if _on(i))
        params = replace(
            self._params,
            model=model,
            temperature=None if temperature < 0 else round(temperature, 2),
            max_tokens=self.max_tokens.value() or None,
            reasoning_effort=self.effort.currentData(),
            web_search=self.web_search.isChecked(),
            tool_servers=servers,
            system_prompt="",
        )
        return replace(
            self._original,
            name=self.name.text().strip(),
            glyph=str(self.glyph.currentData()),
            description=self.description.text().strip(),
            instructions=self.instructions.toPlainText().strip(),
            params=params,
            knowledge_bases=tuple(str(i.data(ID_ROLE)) for i in _items(self.bases) if _on(i)),
        )

    def _show_params(self, params: Params) -> None:
        self.model.setEditText(params.model)
        self.temperature.setValue(NO_VALUE if params.temperature is None else params.temperature)
        self.max_tokens.setValue(params.max_tokens or 0)
        self.effort.setCurrentIndex(max(0, self.effort.findData(params.reasoning_effort)))
        self.web_search.setChecked(params.web_search)
        chosen = params.tool_servers
        self.all_servers.setChecked(chosen is None)
        self.servers.setEnabled(chosen is not None)
        for item in _items(self.servers):
            on = chosen is not None and item.data(ID_ROLE) in chosen
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _take_chat_params(self) -> None:
        chat = self._chat_params
        self._params = replace(chat, system_prompt="")
        self._show_params(chat)
        if not self.instructions.toPlainText().strip() and chat.system_prompt:
            self.instructions.setPlainText(chat.system_prompt)

    def _check(self) -> None:
        self.save_button.setEnabled(bool(self.name.text().strip()))


def _label(text: str, buddy: QWidget, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setBuddy(buddy)
    return label


def _checklist(parent: QWidget, name: str, accessible: str) -> QListWidget:
    found = QListWidget(parent)
    found.setObjectName(name)
    found.setAccessibleName(accessible)
    found.setMaximumHeight(96)
    return found


def _checkable(text: str, value: str, *, checked: bool = False) -> QListWidgetItem:
    item = QListWidgetItem(text)
    item.setData(ID_ROLE, value)
    item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
    item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
    return item


def _items(widget: QListWidget) -> list[QListWidgetItem]:
    return [widget.item(i) for i in range(widget.count())]


def _on(item: QListWidgetItem) -> bool:
    return item.checkState() == Qt.CheckState.Checked
