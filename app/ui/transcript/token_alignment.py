"""Where each character of a rendered reply came from in the text the tokens wrote.

The probability view tints the reply as it is rendered, so it needs, for each character of
the rendered document, the character of the Markdown source (and so the token) it shows.
Rendering drops characters (``**``, ``#``, a list's ``-``, code fences, a link's URL, a
table's pipes) and adds a few (a task's ☐, the frames of tables), and it changes whitespace
(a line break inside a paragraph becomes a space, paragraphs become block separators).

So the alignment is made in two passes, both moving forward only (linear in practice):

1. "Core" characters (letters, digits and most punctuation; not whitespace, not the
   characters Markdown uses as markup) are matched in order. Where the next ones differ,
   the next few rendered characters are looked for a little further on in the source
   (markup the rendering removed is skipped); a rendered character found nowhere near is
   one the rendering added, and stays unmatched (untinted).
2. Between two matched core characters, the rendered characters left (spaces, markup
   characters that were content, like a dash or a parenthesis) are matched to the same
   characters of the source between the same two places, in order, from the right.

Pure: no Qt.
"""

from __future__ import annotations

ANCHOR = 4  # characters that must match to skip ahead in the source
WINDOW = 4_096  # how far ahead (in core characters) a skip may go: a long link's URL
NEAR = 16  # how far ahead a short run (4 × NEAR) or a last character may be looked for
# Characters Markdown may use as markup: matched only in the second pass.
MARKUP = frozenset("*_`#|>-+=~[]()!:\\<&;")
# Characters of a rendered document that no source character stands for: block and line
# separators, the frames of tables and code blocks, images (formulas, icons).
NOT_TEXT = frozenset("\u2029\u2028\ufdd0\ufdd1\ufffc")


def _is_core(char: str) -> bool:
    return not char.isspace() and char not in MARKUP and char not in NOT_TEXT


def align(source: str, target: str) -> list[int]:
    """For each character of ``target`` (the rendered text), the index of the character of
    ``source`` it shows, or -1 for one the rendering added (or that is not text)."""
    out = [-1] * len(target)
    source_core = [i for i, c in enumerate(source) if _is_core(c)]
    target_core = [j for j, c in enumerate(target) if _is_core(c)]
    s = "".join(source[i] for i in source_core)
    t = "".join(target[j] for j in target_core)
    i = j = 0
    while j < len(t) and i < len(s):
        if s[i] == t[j]:
            out[target_core[j]] = source_core[i]
            i += 1
            j += 1
            continue
        found = _skip_to(s, t, i, j)
        if found < 0:
            j += 1  # added by the rendering
        else:
            i = found
    _fill_gaps(source, target, out)
    return out


def _skip_to(s: str, t: str, i: int, j: int) -> int:
    """Where in ``s`` (from ``i``) ``t[j:]`` picks up again, or -1: the next ANCHOR
    characters within WINDOW, else the next two close by. One character alone would
    match too easily (an added word's letters, found in the next sentence): only the
    very last one is looked for alone."""
    width = min(ANCHOR, len(t) - j)
    found = s.find(t[j : j + width], i, i + WINDOW + width)
    if found < 0 and width > 2:
        found = s.find(t[j : j + 2], i, i + 4 * NEAR + 2)
    if found < 0 and width == 1:
        found = s.find(t[j], i, i + NEAR + 1)
    return found


def _fill_gaps(source: str, target: str, out: list[int]) -> None:
    """Pass 2: the unmatched characters between matched ones, matched from the right: the
    markup the rendering removed mostly opens a line or a span (``- [ ] task``, ``**a**``),
    so the space just before the next word is that word's."""
    matched = [j for j, i in enumerate(out) if i >= 0]
    previous_target, previous_source = -1, -1
    for j in [*matched, len(target)]:
        end = out[j] if j < len(target) else len(source)
        at = end
        for gap in range(j - 1, previous_target, -1):
            char = target[gap]
            if char in NOT_TEXT:
                continue
            found = _find_same(source, char, previous_source + 1, at)
            if found >= 0:
                out[gap] = found
                at = found
        previous_target, previous_source = j, end


def _find_same(source: str, char: str, start: int, end: int) -> int:
    """The last character of ``source[start:end]`` that shows as ``char`` (any whitespace
    for whitespace), or -1."""
    if not char.isspace():
        return source.rfind(char, start, end)
    for i in range(end - 1, start - 1, -1):
        if source[i].isspace():
            return i
    return -1
