"""A reply sent with knowledge-base passages: its [n] markers become links
(``cometdesk:cite:<message id>:<n>``) that open passage n, and a Sources fold under the
text shows exactly the passages that were retrieved and sent (``Message.retrieval``).

Links, not buttons: Tab reaches each one inside the text and Enter opens it, as any link in
a reply; the link's title names the passage for a screen reader. Loaded only for a reply
that has sources.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.kb.retrieval import Source, from_json
from app.render.markup import INTERNAL_SCHEME
from app.ui.transcript.message_body import Render
from app.ui.transcript.message_parts import FoldSection
from app.ui.transcript.rich_text import RichText

if TYPE_CHECKING:
    from app.domain import Message

CITE = "cite"
# Tags and code are left alone: a [1] inside code is code, a [1] inside a link is its text.
_SKIP = re.compile(r"(<pre\b.*?</pre>|<code\b.*?</code>|<a\b.*?</a>|<[^>]+>)", re.S | re.I)
_MARK = re.compile(r"\[(\d{1,3})\]")


def cite_url(message_id: int, n: int) -> str:
    return f"{INTERNAL_SCHEME}:{CITE}:{message_id}:{n}"


def parse_cite(ident: str) -> tuple[int, int] | None:
    """(message id, n) from what follows ``cometdesk:cite:``; None if it is not that."""
    mid, _, n = ident.partition(":")
    return (int(mid), int(n)) if mid.isdigit() and n.isdigit() else None


def sources_of(message: Message) -> list[Source]:
    return from_json(message.retrieval)


def link_markers(markup: str, message_id: int, sources: list[Source]) -> str:
    """The rendered reply with each [n] of a source sent made a link to it."""
    known = {s.n: s for s in sources}

    def link(match: re.Match[str]) -> str:
        source = known.get(int(match.group(1)))
        if source is None:
            return match.group(0)
        title = html.escape(_title(source), quote=True)
        return f'<a href="{cite_url(message_id, source.n)}" title="{title}">{match.group(0)}</a>'

    pieces = _SKIP.split(markup)
    return "".join(p if _SKIP.fullmatch(p) else _MARK.sub(link, p) for p in pieces)


def citing(render: Render, message_id: int, sources: list[Source]) -> Render:
    def render_with_links(text: str) -> str:
        return link_markers(render(text), message_id, sources)

    render_with_links.citing = True  # type: ignore[attr-defined]
    return render_with_links


def _title(source: Source) -> str:
    return QCoreApplication.translate("Citations", "Source {0}: {1}").format(
        source.n, source.where()
    )


def link_citations(widget: Any, message: Message) -> list[Source]:
    """The reply's renders make its [n] markers links from now on (``widget``: the reply's
    MessageWidget, which imports this module); its sources (none: nothing changes)."""
    sources = sources_of(message)
    body = widget.body
    if sources and not getattr(body._render, "citing", False):
        body._render = citing(body._render, message.id, sources)
        widget._render = citing(widget._render, message.id, sources)
    return sources


def show_sources(widget: Any, message: Message, *, render_again: bool) -> None:
    """Links the reply's [n] markers and adds (or replaces) its Sources fold; its text is
    rendered again with the links when ``render_again`` (not needed when
    ``link_citations`` came before the text was laid out)."""
    sources = link_citations(widget, message)
    if not sources:
        return
    if render_again:
        widget._lay_out_parts(message)
    old = widget.findChild(FoldSection, "sourcesSection")
    if old is not None:
        old.setParent(None)
        old.deleteLater()
    fold = _fold(widget, message.id, sources)
    layout = widget._layout
    layout.insertWidget(layout.indexOf(widget.notice_line), fold)


def _fold(parent: QWidget, message_id: int, sources: list[Source]) -> FoldSection:
    rows = []
    for source in sources:
        head = html.escape(f"[{source.n}] {source.where()}")
        text = html.escape(source.text.strip()).replace("\n", "<br>")
        rows.append(
            f'<p><a href="{cite_url(message_id, source.n)}" '
            f'title="{html.escape(_title(source), quote=True)}">{head}</a><br>{text}</p>'
        )
    content = RichText(parent)
    content.setObjectName("sourcesText")
    content.setAccessibleName(
        QCoreApplication.translate("Citations", "The passages sent with the question")
    )
    content.set_html("".join(rows))
    count = len(sources)
    title = (
        QCoreApplication.translate("Citations", "1 source")
        if count == 1
        else QCoreApplication.translate("Citations", "{0} sources").format(count)
    )
    fold = FoldSection(title, content, parent)
    fold.setObjectName("sourcesSection")
    fold.button.setObjectName("sourcesButton")
    fold.button.setAccessibleName(
        QCoreApplication.translate("Citations", "Sources: what was retrieved and sent")
    )
    content.internalLink.connect(parent.body.internalLink)  # type: ignore[attr-defined]
    return fold
