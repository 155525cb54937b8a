"""Settings → Account: "Let the server keep the conversation" (/responses only; off by
default). With it on, each reply is stored on the server and later turns send only the new
input after the previous reply's id (app.services.stateful_turns)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QBoxLayout, QCheckBox, QWidget

from app.config import Settings
from app.translation import translate


class ServerStateCheck(QCheckBox):
    """The check box, added to the Account tab above its closing stretch."""

    def __init__(self, settings: Settings, tab: QWidget) -> None:
        text = translate("SettingsDialog", "Let the server keep the conversation")
        super().__init__(text, tab)
        self.setObjectName("serverKeepsConversationCheck")
        self.setAccessibleName(text)
        hint = translate(
            "SettingsDialog",
            "On the Responses API, the server stores each reply and later turns send only "
            "the new message. Faster and cheaper for long chats; the server keeps your "
            "conversation for a while.",
        )
        self.setToolTip(hint)
        self.setAccessibleDescription(hint)
        self.setChecked(settings.server_keeps_conversation)
        layout = tab.layout()
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(max(0, layout.count() - 1), self)

    def apply(self, settings: Settings) -> Settings:
        return replace(settings, server_keeps_conversation=self.isChecked())
