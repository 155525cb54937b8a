"""A reply's token probabilities shown in place of its text: the probability view built from
the stored reply and copies of its rendered documents, so it looks like the text it
replaces (app.ui.transcript.token_view). Loaded with the first reply whose probabilities
are asked for."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QPushButton, QWidget

from app.domain import Message
from app.ui.transcript.message_body import MessageBody
from app.ui.transcript.message_parts import is_dark
from app.ui.transcript.token_view import TokenProbabilityView

# A folded long reply is rendered whole for its token probabilities (asked for, once) up to
# this length (~0.3 s); longer, the view tints the part on show.
WHOLE_PROBABILITIES_CHARS = 100_000


def probability_view(
    message: Message,
    bodies: Sequence[MessageBody],
    *,
    render: Callable[[str], str],
    parent: QWidget,
) -> TokenProbabilityView:
    """The view of ``message``'s probabilities over copies of its ``bodies`` (its text
    widgets, in the order shown); ``message`` must have them."""
    assert message.logprobs is not None
    documents, partial = _rendered_documents(message.text, bodies, render, parent)
    view = TokenProbabilityView(
        message.logprobs,
        dark=is_dark(parent),
        documents=documents,
        resources=bodies[0].resources,
        partial=partial,
        parent=parent,
    )
    view.setProperty("message_id", message.id)
    return view


def is_stale(view: TokenProbabilityView, message: Message, owner: QWidget) -> bool:
    """Built for another version or answer of the reply, or in the other theme's tints."""
    return view.property("message_id") != message.id or view.dark != is_dark(owner)


def _rendered_documents(
    text: str, bodies: Sequence[MessageBody], render: Callable[[str], str], owner: QWidget
) -> tuple[list[QTextDocument], bool]:
    """The reply's rendered documents, in order, for the probability view to copy, and
    whether they show only part of it. A folded long reply is rendered whole here."""
    documents = [b.document() for body in bodies for b in body.browsers()]
    folded = any(body.findChild(QPushButton, "showAllButton") for body in bodies)
    if not folded:
        return documents, False
    if len(text) > WHOLE_PROBABILITIES_CHARS:
        return documents, True
    whole = QTextDocument(owner)
    whole.setDefaultFont(documents[0].defaultFont())
    whole.setHtml(render(text))
    whole.deleteLater()  # the view keeps a copy
    return [whole], False
