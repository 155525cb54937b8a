"""Markdown from a model → sanitised HTML for Qt's rich-text engine. Pure functions.

Model output is untrusted. Raw HTML in it is escaped (Python-Markdown's HTML pass-through is
switched off), the result passes an nh3 allow-list, images become links (nothing remote is
ever loaded), and only http(s) links survive. Code blocks are highlighted by Pygments with
inline colours, because QTextDocument ignores CSS classes unless a stylesheet is installed.
"""

from __future__ import annotations

import base64
import html
import logging
import re
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit

from app.translation import translate

log = logging.getLogger(__name__)

ALLOWED_TAGS = {
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "em",
    "b",
    "i",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "sup",
    "sub",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "ol": {"start"}, "th": {"align"}, "td": {"align"}}
SAFE_SCHEMES = {"http", "https"}
INTERNAL_SCHEME = "cometdesk"

_FENCED = re.compile(r'<pre><code(?: class="language-([\w+#.\-]+)")?>(.*?)</code></pre>', re.S)
_TASK = re.compile(r"<li>(<p>)?\[([ xX])\]\s")
_DISPLAY_MATH = re.compile(r"(?<!\\)\$\$(.+?)(?<!\\)\$\$", re.S)
_BRACKET_DISPLAY = re.compile(r"\\\[(.+?)\\\]", re.S)
_INLINE_PAREN_MATH = re.compile(r"\\\((.+?)\\\)")
# $x$ but not prices: no space just inside the dollars, and no digit right after the close.
_INLINE_MATH = re.compile(r"(?<![\\$\w])\$(?=\S)([^$\n]+?)(?<=\S)\$(?![\d$])")
_TABLE_OPEN = (
    '<table border="1" cellspacing="0" cellpadding="5" '
    'style="border-collapse:collapse; border-color:#d0d7de; margin-top:6px; margin-bottom:6px;">'
)
_TABLE_OPEN_DARK = _TABLE_OPEN.replace("#d0d7de", "#3d444d")
_FENCE_LINE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_INLINE_CODE = re.compile(r"(`+)(.+?)\1")


def is_safe_external_url(url: str) -> bool:
    """Whether a clicked link may be opened in the system browser: http(s) with a host."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return False
    return parts.scheme.lower() in SAFE_SCHEMES and bool(parts.netloc)


MAX_NESTING = 32  # deeper lists or quotes than this are shown as plain text
_NESTED_MARKERS = re.compile(
    r"^[ \t]*(?:(?:[-*+]|\d{1,9}[.)]|>)[ \t]*){" + str(MAX_NESTING + 1) + "}"
)
_DEEP_INDENT = re.compile(r"^[ \t]{" + str(MAX_NESTING * 2) + r",}(?:[-*+>]|\d{1,9}[.)])[ \t]")
_BLOCK_TAG = re.compile(r"<(/?)(ul|ol|li|blockquote|table|tr|td|th|p|pre)\b[^>]*>")


def render_markdown(text: str, *, dark: bool = False) -> str:
    """Markdown → safe HTML. Deterministic: the same text always gives the same HTML.

    Never raises: text the renderer cannot handle (lists or quotes nested thousands deep
    make Python-Markdown recurse past the limit, and Qt's HTML parser after it), or any
    failure inside the libraries, is shown as plain text instead (and logged)."""
    if not text.strip():
        return ""
    if any(
        _NESTED_MARKERS.match(line) or _DEEP_INDENT.match(line)
        for line in text.splitlines()
        if len(line) > MAX_NESTING
    ):
        return plain_html(text)
    try:
        body = _render(text, dark)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException:
        # RecursionError and MemoryError on hostile shapes, a bug in a Markdown extension
        # or in Pygments, a panic in nh3 (a BaseException): the text is still shown.
        log.warning("markdown could not be rendered; shown as plain text", exc_info=True)
        return plain_html(text)
    if _depth(body) > MAX_NESTING * 2:
        return plain_html(text)
    return body


def plain_html(text: str, *, monospace: bool = False) -> str:
    """Text shown as it is: escaped, one paragraph per blank-line-separated chunk."""
    style = ' style="font-family: monospace; white-space: pre-wrap;"' if monospace else ""
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text) if p.strip()]
    return "".join(f"<p{style}>{html.escape(p).replace(chr(10), '<br>')}</p>" for p in paragraphs)


def _depth(body: str) -> int:
    depth = deepest = 0
    for closing, _tag in _BLOCK_TAG.findall(body):
        depth += -1 if closing else 1
        deepest = max(deepest, depth)
    return deepest


def _render(text: str, dark: bool) -> str:
    source = _math_to_code(text)
    md = _markdown()
    try:
        body = md.convert(source)
    finally:
        md.reset()
    body = _sanitise(body)
    body = _TASK.sub(_task_box, body)
    body = body.replace("<table>", _TABLE_OPEN_DARK if dark else _TABLE_OPEN)
    return _FENCED.sub(lambda m: _code_block(m.group(1) or "", m.group(2), dark), body)


def _sanitise(body: str) -> str:
    return str(_cleaner().clean(body))


@lru_cache(maxsize=1)
def _cleaner() -> Any:
    """Built once: handing nh3 the ~1,000 allowed code-language classes on every call cost
    more than the cleaning itself (a streamed reply sanitises hundreds of blocks)."""
    import nh3

    return nh3.Cleaner(
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes=SAFE_SCHEMES,
        allowed_classes={"code": {f"language-{name}" for name in _known_languages()}},
        link_rel=None,
        url_relative="deny",
    )


@lru_cache(maxsize=1)
def _known_languages() -> frozenset[str]:
    """Pygments' own lexers: the app ships no Pygments plugins, and looking for them scans
    every installed package's entry points (importlib.metadata, email, zipfile: ~3 MB)."""
    from pygments.lexers import get_all_lexers

    names: set[str] = set()
    for _name, aliases, _files, _mimes in get_all_lexers(plugins=False):
        names.update(aliases)
    return frozenset(names)


@lru_cache(maxsize=1)
def _markdown() -> Any:
    import markdown
    from markdown.extensions.fenced_code import FencedCodeExtension
    from markdown.extensions.sane_lists import SaneListExtension
    from markdown.extensions.tables import TableExtension
    from markdown.treeprocessors import Treeprocessor

    class ImagesAsLinks(Treeprocessor):  # type: ignore[misc]  # untyped library base
        """![alt](url) becomes a link to url: a picture is never fetched from the web."""

        def run(self, root: Any) -> None:
            for img in list(root.iter("img")):
                img.tag = "a"
                src = img.attrib.pop("src", "")
                alt = img.attrib.pop("alt", "") or src
                img.attrib.clear()
                img.set("href", src)
                img.text = f"🖼 {alt}"

    # Instances, not names: a name is looked up among every installed package's entry
    # points, which loads importlib.metadata and email and kept ~3.5 MB.
    extensions = [FencedCodeExtension(), TableExtension(), SaneListExtension()]
    md = markdown.Markdown(extensions=extensions, output_format="html")
    # Raw HTML in model output is shown as text, never interpreted.
    md.preprocessors.deregister("html_block")
    md.inlinePatterns.deregister("html")
    md.treeprocessors.register(ImagesAsLinks(md), "images_as_links", 0)
    return md


def _task_box(match: re.Match[str]) -> str:
    box = "☐" if match.group(2) == " " else "☑"
    return f"<li>{match.group(1) or ''}{box} "


def _code_block(language: str, escaped: str, dark: bool) -> str:
    code = html.unescape(escaped)
    highlighted = _highlight(code, language, dark)
    bg, fg, muted = CODE_DARK if dark else CODE_LIGHT
    label = html.escape(language or "text")
    # The code travels in the link itself, so Copy needs no state that could go stale.
    word = translate("Transcript", "Copy")  # not inside the f-string: lupdate misses it there
    copy = (
        f'<a href="{code_copy_url(code)}" style="color:{muted}; text-decoration:none;">'
        f'<img src="cometdesk-icon:copy" width="14" height="14" style="vertical-align:top;">'
        f" {word}</a>"
    )
    # The header: one row of two cells in the same size, both centred on the row, the
    # language on the left and Copy on the right on one baseline. Copy's icon hangs from the
    # top of its line: stood on the baseline (or centred) it is taller than the text and
    # pushes Copy's text off the language's baseline.
    cell = "font-size:small; padding-top:8px; padding-bottom:2px;"
    return (
        f'<table width="100%" cellspacing="0" cellpadding="0" bgcolor="{bg}" '
        f'style="margin-top:6px; margin-bottom:6px;">'
        f'<tr><td valign="middle" style="color:{muted}; {cell} padding-left:10px;">{label}</td>'
        f'<td align="right" valign="middle" style="{cell} padding-right:10px;">{copy}</td></tr>'
        f'<tr><td colspan="2" style="padding:6px 10px 10px 10px;">'
        f'<pre style="color:{fg}; margin:0;">{highlighted}</pre></td></tr>'
        "</table>"
    )


# Code blocks: (background, text, label) per theme, and Pygments styles whose every token
# colour passes WCAG AA on that background (tests/unit/test_contrast.py).
CODE_LIGHT = ("#f6f8fa", "#1f2328", "#4b5563")
CODE_DARK = ("#1d2331", "#e6e6e6", "#a1a7b3")


def code_style(dark: bool) -> str:
    return "lightbulb" if dark else "xcode"


COPY_CODE = "copy-code"


def code_copy_url(code: str) -> str:
    encoded = base64.urlsafe_b64encode(code.rstrip("\n").encode("utf-8")).decode("ascii")
    return f"{INTERNAL_SCHEME}:{COPY_CODE}:{encoded}"


def code_from_copy_url(url: str) -> str | None:
    """The code a code block's Copy link carries, or None if the link is not one."""
    prefix = f"{INTERNAL_SCHEME}:{COPY_CODE}:"
    if not url.startswith(prefix):
        return None
    try:
        return base64.urlsafe_b64decode(url[len(prefix) :].encode("ascii")).decode("utf-8")
    except (ValueError, UnicodeError):
        return None


def _highlight(code: str, language: str, dark: bool) -> str:
    from pygments import highlight

    lexer = _lexer(language) if language else None
    if lexer is None:
        return html.escape(code.rstrip("\n"))
    return str(highlight(code, lexer, _formatter(dark))).rstrip("\n")


# Lexers and formatters are reusable; building a formatter builds its whole style sheet
# (~0.3 ms), once per code block before these were kept.
@lru_cache(maxsize=64)
def _lexer(language: str) -> Any:
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        return get_lexer_by_name(language)
    except ClassNotFound:
        return None


@lru_cache(maxsize=2)
def _formatter(dark: bool) -> Any:
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(nowrap=True, noclasses=True, style=code_style(dark))


def _math_to_code(text: str) -> str:
    """LaTeX shown legibly as code: $$…$$ and \\[…\\] as a block, $…$ and \\(…\\) inline.
    Code spans and fences are left alone."""
    if "$" not in text and "\\(" not in text and "\\[" not in text:
        return text
    out: list[str] = []
    in_fence = False
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            out.append(_math_in_prose("".join(buffer)))
            buffer.clear()

    for line in text.splitlines(keepends=True):
        if _FENCE_LINE.match(line):
            flush()
            in_fence = not in_fence
            out.append(line)
        elif in_fence:
            out.append(line)
        else:
            buffer.append(line)
    flush()
    return "".join(out)


def _math_in_prose(chunk: str) -> str:
    def block(m: re.Match[str]) -> str:
        return f"\n\n```latex\n{m.group(1).strip()}\n```\n\n"

    chunk = _DISPLAY_MATH.sub(block, chunk)
    chunk = _BRACKET_DISPLAY.sub(block, chunk)
    pieces = _INLINE_CODE.split(chunk)
    # split() with one group of two gives [text, ticks, code, text, …]; touch text only.
    result: list[str] = []
    i = 0
    while i < len(pieces):
        prose = pieces[i]
        prose = _INLINE_PAREN_MATH.sub(lambda m: f"`{m.group(1)}`", prose)
        prose = _INLINE_MATH.sub(lambda m: f"`{m.group(1)}`", prose)
        result.append(prose)
        if i + 2 < len(pieces):
            result.append(pieces[i + 1] + pieces[i + 2] + pieces[i + 1])
        i += 3
    return "".join(result)


def warm_up() -> None:
    """Import Markdown and Pygments and build their tables now (~100 ms), so the first reply
    does not pay for it. Called off the UI thread after start-up."""
    render_markdown("# w\n\n| a |\n|---|\n| b |\n\n```python\nx = 1\n```\n", dark=False)
