"""Search snippets as a person reads them: the stored text is Markdown, cut around the match
("…world** and `code`"), so it is shown as plain text, on one line, with the match marked.

A snippet arrives as HTML: its text escaped, each match in <b>…</b> (and nothing else is a
tag). The marks are taken out as control characters, the Markdown is stripped around them,
and the text is escaped and marked again."""

from __future__ import annotations

import html

from app.render.plain_markdown import END, MARKS, START, strip_markdown


def balanced(text: str) -> str:
    """``text`` with each START closed by an END and no END without its START."""
    out, open_ = [], False
    for char in text:
        if char == START:
            if open_:
                continue
            open_ = True
        elif char == END:
            if not open_:
                continue
            open_ = False
        out.append(char)
    if open_:
        out.append(END)
    return "".join(out)


def plain_snippet(snippet_html: str) -> str:
    """The snippet's plain text with its matches between START and END."""
    marked = snippet_html.replace("<b>", START).replace("</b>", END)
    return balanced(strip_markdown(html.unescape(marked)))


def unmarked(text: str) -> str:
    return MARKS.sub("", text)


def marked_html(text: str, visible: int | None = None) -> str:
    """HTML of a plain snippet: escaped, matches in <b>; ``visible``: only its first that
    many characters (marks do not count), then "…" right after the last word."""
    plain = unmarked(text)
    cut = visible is not None and visible < len(plain)
    keep = len(plain[:visible].rstrip()) if cut else len(plain)
    out: list[str] = []
    shown, bold, tagged = 0, False, False
    for char in text:
        if char in (START, END):
            bold = char == START
            continue
        if shown >= keep:
            break
        if bold != tagged:  # a tag only where a marked character is shown
            out.append("<b>" if bold else "</b>")
            tagged = bold
        out.append(html.escape(char, quote=False))
        shown += 1
    if tagged:
        out.append("</b>")
    if cut:
        out.append("…")
    return "".join(out)
