"""LaTeX in model replies: find it, keep it away from the markdown renderer, put it back.

Pure functions, no rendering library imported here (``app.render.math_render`` renders).

What counts as math (outside fenced code blocks and inline code spans):

- display: ``$$…$$`` and ``\\[…\\]`` (may span lines, not a blank line);
- inline: ``\\(…\\)`` and ``$…$`` with the usual rules that keep prices out (as pandoc
  and KaTeX's auto-render do): the opening ``$`` is not followed by a space, the closing
  ``$`` is the next unescaped ``$`` on the same line, is not preceded by a space and not
  followed by a digit. So ``$5 and $10`` and ``costs $3.50, not $4`` stay text, while
  ``$x^2$`` and ``$5$`` are math. ``\\$`` is a literal dollar.

Integrating with ``app.render.markup.render_markdown`` (which this module does not touch)::

    protected = protect_math(text)                 # math → alphanumeric placeholders
    body = render_markdown(protected.markdown, dark=dark)   # markdown + nh3 as today
    body = restore_math(body, protected, lambda seg: math_img_html(seg, rendered(seg)))

``rendered(seg)`` is the UI's lookup of a finished ``math_render.render_math`` result
(None while it is still being rendered, or when it failed: then the formula shows as
code, as before). Placeholders are letters and digits only, so Markdown leaves them alone
and nh3 keeps them; the ``<img>`` tags are added after sanitising, with the TeX escaped.
For streaming, pass the same three steps as ``StreamingMarkdown(render=...)``.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from app.render.math_render import RenderedMath

MathKind = Literal["text", "inline", "display"]
MATH_SCHEME = "cometdesk-math"
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


@dataclass(frozen=True, slots=True)
class MathSegment:
    """A piece of the source: ``kind`` text or math. ``source`` is the exact original
    (delimiters included, so joining every ``source`` gives the input back); ``tex`` is
    the formula without delimiters and surrounding space ("" for text)."""

    kind: MathKind
    source: str
    tex: str = ""

    @property
    def display(self) -> bool:
        return self.kind == "display"

    @property
    def key(self) -> str:
        """A stable name for the formula (the ``cometdesk-math:KEY`` image resource)."""
        return math_key(self.tex, self.display)


def math_key(tex: str, display: bool) -> str:
    digest = hashlib.sha256(f"{'D' if display else 'I'}{tex}".encode()).hexdigest()
    return digest[:24]


def split_math(text: str) -> list[MathSegment]:
    """The text cut into text / inline math / display math segments, in order."""
    if "$" not in text and "\\(" not in text and "\\[" not in text:
        return [MathSegment("text", text)] if text else []
    out: list[MathSegment] = []
    prose: list[str] = []
    fence: str | None = None
    for line in text.splitlines(keepends=True):
        marker = _FENCE.match(line)
        if fence is None and marker is None:
            prose.append(line)
            continue
        if fence is None:
            _scan("".join(prose), out)
            prose.clear()
            fence = marker.group(1) if marker else None
        elif (
            marker is not None
            and marker.group(1)[0] == fence[0]
            and len(marker.group(1)) >= len(fence)
        ):
            fence = None
        _add_text(out, line)
    _scan("".join(prose), out)
    return out


def _add_text(out: list[MathSegment], text: str) -> None:
    if not text:
        return
    if out and out[-1].kind == "text":
        out[-1] = MathSegment("text", out[-1].source + text)
    else:
        out.append(MathSegment("text", text))


def _scan(chunk: str, out: list[MathSegment]) -> None:
    """Math in prose (no fences here); inline code spans are skipped."""
    i = start = 0
    n = len(chunk)
    while i < n:
        ch = chunk[i]
        found: tuple[MathKind, int, int, int] | None = None  # kind, tex start, tex end, end
        if ch == "`":
            run = _run_length(chunk, i, "`")
            close = _closing_backticks(chunk, i + run, run)
            i = close if close is not None else i + run
            continue
        if ch == "\\" and i + 1 < n:
            nxt = chunk[i + 1]
            if nxt in "([":
                closer = "\\)" if nxt == "(" else "\\]"
                end = chunk.find(closer, i + 2)
                kind: MathKind = "inline" if nxt == "(" else "display"
                if end > i + 2 and "\n\n" not in chunk[i + 2 : end]:
                    found = (kind, i + 2, end, end + 2)
            if found is None:
                i += 2  # an escape pair: \$ is a literal dollar, \\ a literal backslash
                continue
        elif ch == "$":
            found = _dollars(chunk, i)
            if found is None:
                i += 2 if chunk.startswith("$$", i) else 1
                continue
        else:
            i += 1
            continue
        kind, tex_start, tex_end, end = found
        tex = chunk[tex_start:tex_end].strip()
        if not tex:
            i = end
            continue
        _add_text(out, chunk[start:i])
        out.append(MathSegment(kind, chunk[i:end], tex))
        i = start = end
    _add_text(out, chunk[start:])


def _dollars(chunk: str, i: int) -> tuple[MathKind, int, int, int] | None:
    if chunk.startswith("$$", i):
        end = _unescaped(chunk, "$$", i + 2)
        if end is None or "\n\n" in chunk[i + 2 : end]:
            return None
        return "display", i + 2, end, end + 2
    after = chunk[i + 1 : i + 2]
    if not after or after.isspace():
        return None
    end = _unescaped(chunk, "$", i + 1)
    if end is None or "\n" in chunk[i + 1 : end]:
        return None
    if chunk[end - 1].isspace() or chunk[end + 1 : end + 2].isdigit():
        return None  # "$5 and $10": the next $ does not close, and the opener fails
    if chunk.startswith("$$", end):
        return None
    return "inline", i + 1, end, end + 1


def _unescaped(chunk: str, needle: str, start: int) -> int | None:
    pos = chunk.find(needle, start)
    while pos >= 0:
        backslashes = _run_length_back(chunk, pos - 1, "\\")
        if backslashes % 2 == 0:
            return pos
        pos = chunk.find(needle, pos + 1)
    return None


def _run_length(text: str, i: int, ch: str) -> int:
    j = i
    while j < len(text) and text[j] == ch:
        j += 1
    return j - i


def _run_length_back(text: str, i: int, ch: str) -> int:
    count = 0
    while i >= 0 and text[i] == ch:
        count += 1
        i -= 1
    return count


def _closing_backticks(chunk: str, start: int, run: int) -> int | None:
    """Index just past the backtick run of exactly ``run`` that closes a code span."""
    i = start
    while True:
        i = chunk.find("`" * run, i)
        if i < 0:
            return None
        length = _run_length(chunk, i, "`")
        if length == run:
            return i + run
        i += length


# -- placeholders for the markdown renderer ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProtectedMarkdown:
    """``markdown`` with each formula replaced by a placeholder; ``formulas`` maps them back."""

    markdown: str
    formulas: dict[str, MathSegment] = field(default_factory=dict)


def protect_math(text: str) -> ProtectedMarkdown:
    segments = split_math(text)
    if all(s.kind == "text" for s in segments):
        return ProtectedMarkdown(text)
    salt = hashlib.sha256(text.encode()).hexdigest()[:8]
    parts: list[str] = []
    formulas: dict[str, MathSegment] = {}
    for segment in segments:
        if segment.kind == "text":
            parts.append(segment.source)
            continue
        placeholder = f"CDMATH{len(formulas)}Z{salt}"
        formulas[placeholder] = segment
        parts.append(placeholder)
    return ProtectedMarkdown("".join(parts), formulas)


def restore_math(
    body: str, protected: ProtectedMarkdown, replacement: Callable[[MathSegment], str]
) -> str:
    """Put each formula back into the rendered HTML as ``replacement(segment)``. A display
    formula alone in its paragraph takes the whole paragraph (centred)."""
    for placeholder, segment in protected.formulas.items():
        html_text = replacement(segment)
        alone = f"<p>{placeholder}</p>"
        if segment.display and alone in body:
            body = body.replace(alone, f'<p align="center">{html_text}</p>')
        else:
            body = body.replace(placeholder, html_text)
    return body


def math_img_html(segment: MathSegment, rendered: RenderedMath | None) -> str:
    """``<img src="cometdesk-math:KEY">`` at the formula's size, or the TeX as code when it
    is not rendered (yet, or at all). The TeX travels in ``alt`` for copying."""
    tex = html.escape(segment.tex, quote=True)
    if rendered is None:
        return f"<code>{tex}</code>"
    return (
        f'<img src="{MATH_SCHEME}:{segment.key}" alt="{tex}" '
        f'width="{round(rendered.width)}" height="{round(rendered.height)}" align="middle" />'
    )
