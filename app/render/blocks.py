"""Incremental markdown for a streaming reply: finished blocks are rendered once and kept;
only the unfinished tail is rendered again. Per-delta cost does not grow with the reply.

A block ends at a blank line outside a code fence that is followed by an unindented line
(an indented one continues a list item). Ordered lists keep their numbers across blocks
(sane_lists emits ``start``). What splitting can still change (a loose list shown as
several lists, a reference link defined further down) is fixed by ``finish()``, which
renders the whole reply once; the transcript uses it for replies of ordinary length.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from app.render.markup import render_markdown

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


@dataclass(frozen=True, slots=True)
class BlockUpdate:
    new_stable_html: list[str] = field(default_factory=list)
    tail_html: str = ""
    tail_changed: bool = False


class StreamingMarkdown:
    def __init__(self, *, dark: bool = False, render: Callable[[str], str] | None = None) -> None:
        self._render = render or (lambda text: render_markdown(text, dark=dark))
        self._text: list[str] = []
        self._joined = ""  # text[: _scan_pos] plus whatever was joined lazily
        self._stable_end = 0  # chars before this are in finished blocks
        self._scan_pos = 0  # lines before this were examined for boundaries
        self._fence: str | None = None  # the open fence marker, if inside one
        self._candidate: int | None = None  # end of a blank line that may end a block
        self._tail_rendered_for: str | None = None
        self._tail_html = ""
        self.stable_html: list[str] = []

    @property
    def text(self) -> str:
        self._join()
        return self._joined

    def feed(self, delta: str) -> None:
        if delta:
            self._text.append(delta)

    def _join(self) -> None:
        if self._text:
            self._joined += "".join(self._text)
            self._text.clear()

    def take_update(self) -> BlockUpdate:
        self._join()
        text = self._joined
        new_blocks: list[str] = []
        pos = self._scan_pos
        while True:
            nl = text.find("\n", pos)
            if nl < 0:
                break
            line = text[pos:nl]
            if self._candidate is not None and line.strip():
                # A blank line ends a block unless the next line is indented: then it
                # continues a list item (or an indented block) and must stay together.
                if not (line.startswith("  ") or line.startswith("\t")):
                    self._commit(text, self._candidate, new_blocks)
                self._candidate = None
            marker = _FENCE.match(line)
            if marker is not None:
                mark = marker.group(1)
                if self._fence is None:
                    self._fence = mark
                elif mark[0] == self._fence[0] and len(mark) >= len(self._fence):
                    self._fence = None
            elif self._fence is None and not line.strip() and self._candidate is None:
                self._candidate = nl + 1
            pos = nl + 1
        self._scan_pos = pos
        tail = text[self._stable_end :]
        changed = tail != self._tail_rendered_for or bool(new_blocks)
        if tail != self._tail_rendered_for:
            self._tail_html = self._render(tail) if tail.strip() else ""
            self._tail_rendered_for = tail
        return BlockUpdate(new_blocks, self._tail_html, changed)

    def _commit(self, text: str, end: int, new_blocks: list[str]) -> None:
        block = text[self._stable_end : end]
        if block.strip():
            html = self._render(block)
            new_blocks.append(html)
            self.stable_html.append(html)
        self._stable_end = end

    def finish(self) -> str:
        """The whole reply rendered once: exact, whatever the block splitting did."""
        return self._render(self.text)
