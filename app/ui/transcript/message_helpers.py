"""Small questions, conversions and wordings the transcripts' presenters share."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QMessageBox, QWidget

from app.render.markup import render_markdown
from app.services.usage_totals import Totals
from app.translation import money, number

translate = QCoreApplication.translate


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
    """ "3,700 in (2,048 cached) · 340 out tokens, of which 50 reasoning · $0.0012 (cache
    saved $0.0004) + 2 replies of unknown cost", and its tooltip saying why a cost is
    unknown; ("", "") for none."""
    if not totals.replies:
        return "", ""

    if totals.cached:
        text = translate("ThreadPresenter", "{0} in ({1} cached) · {2} out tokens").format(
            number(totals.prompt), number(totals.cached), number(totals.completion)
        )
    else:
        text = translate("ThreadPresenter", "{0} in · {1} out tokens").format(
            number(totals.prompt), number(totals.completion)
        )
    if totals.reasoning:
        text = translate("ThreadPresenter", "{0}, of which {1} reasoning").format(
            text, number(totals.reasoning)
        )
    cost = ""
    if totals.priced:
        cost = money(totals.cost)
        if totals.saving:
            saved = translate("ThreadPresenter", "(cache saved {0})")
            cost += " " + saved.format(money(totals.saving))
    # No price for any model of these replies (an endpoint without a catalog): nothing to
    # say about cost, as before any reply.
    unknown_said = totals.unknown and (totals.priced or totals.unknown > totals.unpriced)
    if unknown_said:
        # The English source has no plural forms of its own; other languages' come from
        # the "%n" strings' numerus forms.
        replies = (
            translate("ThreadPresenter", "1 reply of unknown cost")
            if totals.unknown == 1
            else translate("ThreadPresenter", "%n replies of unknown cost", "", totals.unknown)
        )
        cost = translate("ThreadPresenter", "{0} + {1}").format(cost, replies) if cost else replies
    if cost:
        text += " · " + cost
    tip = translate("ThreadPresenter", "Tokens and cost of the replies shown, {0} replies")
    tip = tip.format(totals.replies)
    if unknown_said:
        tip += "\n" + _unknown_costs(totals)
    return text, tip


def _unknown_costs(totals: Totals) -> str:
    """Why some costs are unknown: "Cost unknown for 2 replies: 1 reported no token usage;
    1 reported token counts that do not add up." """
    reasons = []
    if totals.unmetered:
        said = translate("ThreadPresenter", "{0} reported no token usage")
        reasons.append(said.format(number(totals.unmetered)))
    if totals.inconsistent:
        said = translate("ThreadPresenter", "{0} reported token counts that do not add up")
        reasons.append(said.format(number(totals.inconsistent)))
    if totals.unpriced:
        said = translate("ThreadPresenter", "{0} without a price in the model list")
        reasons.append(said.format(number(totals.unpriced)))
    replies = (
        translate("ThreadPresenter", "1 reply")
        if totals.unknown == 1
        else translate("ThreadPresenter", "%n replies", "", totals.unknown)
    )
    return translate("ThreadPresenter", "Cost unknown for {0}: {1}.").format(
        replies, "; ".join(reasons)
    )
