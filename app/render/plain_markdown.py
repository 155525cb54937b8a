"""Markdown as plain text on one line, for previews that show a piece of a reply (a search
snippet, a grid cell): emphasis, code spans, links and images, headings, quotes, list
markers, fences, rules and table pipes go; what they held stays. Pieces cut out of a longer
text are handled: a mark whose other half was cut away is dropped. Pure: no Qt."""

from __future__ import annotations

import re

START, END = "\x02", "\x03"  # a match's marks while the Markdown is stripped
MARKS = re.compile(f"[{START}{END}]")

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
        if _DROPPED_LINE.match(MARKS.sub("", line)):
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
