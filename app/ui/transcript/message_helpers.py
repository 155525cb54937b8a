"""Small questions, conversions and wordings the transcripts' presenters share."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMessageBox, QWidget

from app.render.markup import render_markdown
from app.services.usage_totals import Totals
from app.translation import money, number


def ask_to_delete_message(near: QWidget, on_yes: Callable[[], object]) -> QMessageBox:
    """Delete this message? (A version goes with the replies that followed it.)"""
    box = QMessageBox(near.window())
    box.setObjectName("deleteMessageBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("ThreadPresenter", "Delete message"))
    box.setText(QCoreApplication.translate("ThreadPresenter", "Delete this message?"))
    box.setInformativeText(
        QCoreApplication.translate(
            "ThreadPresenter",
            "A version is deleted with the replies that followed it; other versions stay.",
        )
    )
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.finished.connect(
        lambda result: on_yes() if result == QMessageBox.StandardButton.Yes else None
    )
    box.open()
    return box


def plain_text_of(markdown: str) -> str:
    """The rendered text, without Markdown syntax (Copy as plain text)."""
    document = QTextDocument()
    document.setHtml(render_markdown(markdown))
    return document.toPlainText().strip()


def describe_totals(totals: Totals) -> tuple[str, str]:
    """ "3,700 in (2,048 cached) · 100 out tokens · $0.0012 (cache saved $0.0004)", and its
    tooltip; ("", "") for none."""
    if not totals.replies:
        return "", ""

    text = QCoreApplication.translate("ThreadPresenter", "{0} in · {1} out tokens").format(
        number(totals.prompt), number(totals.completion)
    )
    if totals.cached:
        text = QCoreApplication.translate(
            "ThreadPresenter", "{0} in ({1} cached) · {2} out tokens"
        ).format(number(totals.prompt), number(totals.cached), number(totals.completion))
    if totals.cost is not None:
        text += " · " + money(totals.cost)
        if totals.saving:
            saved = QCoreApplication.translate("ThreadPresenter", "(cache saved {0})")
            text += " " + saved.format(money(totals.saving))
    tip = QCoreApplication.translate(
        "ThreadPresenter", "Tokens and cost of the replies shown, {0} replies"
    )
    return text, tip.format(totals.replies)
