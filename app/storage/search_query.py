"""Turn what a person typed into a safe FTS5 query, and mark matches in snippets."""

from __future__ import annotations

import html

# Snippets wrap each match in these control characters (rare in chat text: one that does
# occur only marks a stray run in a snippet), so a UI can escape the text first and then
# turn the markers into markup.
HIGHLIGHT_START = "\x02"
HIGHLIGHT_END = "\x03"


def fts_query(text: str) -> str | None:
    """Every word must match (AND); the last one as a prefix, for search-as-you-type.

    Each word becomes an FTS5 string literal, so operators (AND, NEAR, *, ^, column
    filters, quotes, parentheses) in user text are searched for as words, never parsed.
    Returns None when nothing searchable is left.
    """
    words = [w for w in text.split() if any(ch.isalnum() for ch in w)]
    if not words:
        return None
    quoted = ['"' + w.replace("\x00", "").replace('"', '""') + '"' for w in words]
    quoted[-1] += "*"
    return " ".join(quoted)


def snippet_to_html(snippet: str) -> str:
    """The snippet as HTML: text escaped, matches in <b>."""
    escaped = html.escape(snippet, quote=False)
    return escaped.replace(HIGHLIGHT_START, "<b>").replace(HIGHLIGHT_END, "</b>")
