"""Search snippets as a person reads them: the stored text is Markdown, cut around the match
("…world** and `code`"), so it is shown as plain text, on one line, with the match marked.

A snippet arrives as HTML: its text escaped, each match in <b>…</b> (and nothing else is a
tag). The marks are taken out as control characters, the Markdown is stripped around them,
and the text is escaped and marked again."""

from __future__ import annotations

import html
import re

START, END = "\x02", "\x03"  # a match's marks while the Markdown is stripped
_MARKS = re.compile(f"[{START}{END}]")

# A whole line: a fence, a rule, a table's separator row (all dropped).
_DROPPED_LINE = re.compile(
    r"^\s*(?:`{3,}.*|~{3,}.*|(?:[-*_]\s*){3,}|\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?)$"
)
# A line's lead: a heading's hashes, a quote's >, a list's marker, a task's box.
_LEAD = re.compile(r"^\s*(?:>\s*)*(?:#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,9}[.)]\s+)?")
_CLOSING_HASHES = re.compile(r"\s+#+\s*$")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")
_AUTOLINK = re.compile(r"<((?:https?|mailto|ftp):[^>\s]+)>")
_CUT_LINK_TAIL = re.compile(r"\]\((?:https?:|/|#)[^)\s]*\)")  # "…text](url)": cut before [
_CUT_LINK_HEAD = re.compile(r"!?\[(?=[^\]]*$)")  # "[text…": cut before ]
_CUT_LINK_URL = re.compile(r"!?\[([^\]]*)\]\([^)]*$")  # "[text](https://exa…": cut in the URL
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EMPHASIS = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])")
_UNDERSCORE = re.compile(r"(?<![\w_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w_])")
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~")
_STRAY = re.compile(r"\*{2,}|_{2,}|~~|`+")  # marks whose other half the cut took away
_ESCAPED = re.compile(r"\\([\\`*_{}\[\]()#+\-.!|~>])")
_SPACES = re.compile(r"\s+")
_CODE_TOKEN = "\x00{}\x00"


def strip_markdown(text: str) -> str:
    """Plain text of a (possibly cut) piece of Markdown, on one line: emphasis, code spans,
    links and images, headings, quotes, list markers, fences, rules and table pipes go; what
    they held stays. Match marks (START, END) pass through."""
    lines = []
    for line in text.splitlines():
        if _DROPPED_LINE.match(_MARKS.sub("", line)):
            continue
        line = _LEAD.sub("", line, count=1)
        line = _CLOSING_HASHES.sub("", line)
        if line.lstrip().startswith("|") or line.count("|") >= 2:
            line = " ".join(cell.strip() for cell in line.strip().strip("|").split("|"))
        lines.append(line)
    return _inline(" ".join(lines))


def _inline(text: str) -> str:
    codes: list[str] = []  # kept as written, put back at the end

    def keep_text(text: str) -> str:
        codes.append(text)
        return _CODE_TOKEN.format(len(codes) - 1)

    def keep(match: re.Match[str]) -> str:
        return keep_text(match.group(2).strip())

    text = _CODE_SPAN.sub(keep, text)  # code is shown as written: no emphasis in it
    text = _ESCAPED.sub(lambda m: keep_text(m.group(1)), text)  # "\\*" is a star
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _AUTOLINK.sub(r"\1", text)
    text = _CUT_LINK_TAIL.sub("", text)
    text = _CUT_LINK_URL.sub(lambda m: m.group(1) + "…" * m.group(0).endswith("…"), text)
    text = _CUT_LINK_HEAD.sub("", text)
    for pattern in (_STRONG, _STRONG, _STRIKE):  # twice: ***both*** and **_nested_**
        text = pattern.sub(lambda m: m.group(m.lastindex or 0), text)
    text = _EMPHASIS.sub(r"\1", text)
    text = _UNDERSCORE.sub(r"\1", text)
    text = _STRAY.sub("", text)
    text = re.sub("\x00(\\d+)\x00", lambda m: codes[int(m.group(1))], text)
    return _SPACES.sub(" ", text).strip()


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
    return _MARKS.sub("", text)


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
