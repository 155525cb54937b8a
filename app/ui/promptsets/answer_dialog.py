"""A cell's whole answer: the prompt, the answer rendered as the transcript renders a reply
(Markdown, code, tables), every other answer when the request asked for several, the
figures, and Copy for the text as it came."""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)


class AnswerDialog(QDialog):
    def __init__(
        self,
        title: str,
        prompt: str,
        record: Mapping[str, Any],
        status: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("promptSetAnswer")
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.resize(720, 560)
        self.text = _answers_text(record)
        prompt_label = QLabel(prompt, self)
        prompt_label.setObjectName("promptSetAnswerPrompt")
        prompt_label.setWordWrap(True)
        prompt_label.setProperty("tone", "muted")
        prompt_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        prompt_label.setAccessibleName(self.tr("Prompt: {0}").format(prompt))
        self.body = QTextBrowser(self)
        self.body.setObjectName("promptSetAnswerText")
        self.body.setAccessibleName(self.tr("Answer"))
        self.body.setOpenExternalLinks(False)
        self.body.setOpenLinks(False)
        self.body.setTabChangesFocus(True)
        self.body.setHtml(self._html(record))
        self.body.anchorClicked.connect(self._link)
        status_label = QLabel(status, self)
        status_label.setObjectName("promptSetAnswerStatus")
        status_label.setWordWrap(True)
        status_label.setProperty("tone", "error" if record.get("status") != "ok" else "muted")
        status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self.tr("&Copy"), self)
        self.copy_button.setObjectName("promptSetAnswerCopy")
        self.copy_button.setAccessibleName(self.tr("Copy the answer"))
        self.copy_button.setAutoDefault(False)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(self.tr("Close"))
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(8)
        layout.addWidget(prompt_label)
        layout.addWidget(self.body, 1)
        layout.addWidget(status_label)
        layout.addWidget(buttons)
        self.body.setFocus()

    def _html(self, record: Mapping[str, Any]) -> str:
        from app.render.markup import plain_html, render_markdown

        dark = self.palette().color(QPalette.ColorRole.Base).lightness() < 128
        answers = [a for a in record.get("answers") or [] if isinstance(a, Mapping)]
        if not answers:
            return plain_html(str(record.get("error") or ""))
        parts = []
        for answer in answers:
            if len(answers) > 1:
                heading = self.tr("Answer {0}").format(int(answer.get("index", 0)) + 1)
                parts.append("<h4>" + html.escape(heading) + "</h4>")
            parts.append(render_markdown(str(answer.get("text") or ""), dark=dark))
        return "".join(parts)

    def _link(self, url: QUrl) -> None:
        """A code block's Copy copies its code; a web link opens in the browser."""
        from app.render.markup import code_from_copy_url, is_safe_external_url

        code = code_from_copy_url(url.toString())
        if code is not None:
            QGuiApplication.clipboard().setText(code)
        elif is_safe_external_url(url.toString()):
            QDesktopServices.openUrl(url)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text)
        self.copy_button.setText(self.tr("Copied"))


def _answers_text(record: Mapping[str, Any]) -> str:
    answers = [a for a in record.get("answers") or [] if isinstance(a, Mapping)]
    return "\n\n".join(str(a.get("text") or "") for a in answers)
