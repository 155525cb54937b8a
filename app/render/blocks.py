"""Incremental markdown for a streaming reply: finished blocks are rendered once and kept;
only the unfinished tail is rendered again. Per-delta cost does not grow with the reply.

A block ends at a blank line outside a code fence. Splitting there can differ from a whole
render (ordered lists restart, reference links defined later); ``finish()`` renders the
whole reply once at the end to make the final document exact.
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
            marker = _FENCE.match(line)
            if marker is not None:
                mark = marker.group(1)
                if self._fence is None:
                    self._fence = mark
                elif mark[0] == self._fence[0] and len(mark) >= len(self._fence):
                    self._fence = None
            elif self._fence is None and not line.strip():
                block = text[self._stable_end : nl + 1]
                if block.strip():
                    html = self._render(block)
                    new_blocks.append(html)
                    self.stable_html.append(html)
                self._stable_end = nl + 1
            pos = nl + 1
        self._scan_pos = pos
        tail = text[self._stable_end :]
        changed = tail != self._tail_rendered_for or bool(new_blocks)
        if tail != self._tail_rendered_for:
            self._tail_html = self._render(tail) if tail.strip() else ""
            self._tail_rendered_for = tail
        return BlockUpdate(new_blocks, self._tail_html, changed)

    def finish(self) -> str:
        """The whole reply rendered once: exact, whatever the block splitting did."""
        return self._render(self.text)
