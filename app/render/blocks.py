"""Incremental markdown for a streaming reply: finished blocks are rendered once and kept;
only the unfinished tail is rendered again. Per-delta cost does not grow with the reply.

A block ends at a blank line outside a code fence that is followed by an unindented line
(an indented one continues a list item). Ordered lists keep their numbers across blocks
(sane_lists emits ``start``). What splitting can still change (a loose list shown as
several lists, a reference link defined further down) is fixed by ``finish()``, which
renders the whole reply once; the transcript uses it for replies of ordinary length.

A block that never ends (one 2 MB line, a table of 10,000 rows, a giant code block) would
make every frame render all of it again. Once the unfinished tail passes ``TAIL_LIMIT``
characters its complete lines are committed as plain text (and a line longer than that in
pieces of ``CHUNK``), so the cost of a frame is bounded whatever the shape of the text; the
rest of that block stays plain.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from app.render.markup import plain_html, render_markdown

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
TAIL_LIMIT = 4_000
CHUNK = 2_000


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
        self._plain = False  # the current block grew too long: it is shown as plain text
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
        if len(text) - self._stable_end > TAIL_LIMIT:
            self._commit_plain(text, new_blocks)
        tail = text[self._stable_end :]
        changed = tail != self._tail_rendered_for or bool(new_blocks)
        if tail != self._tail_rendered_for:
            self._tail_html = self._render_block(tail) if tail.strip() else ""
            self._tail_rendered_for = tail
        return BlockUpdate(new_blocks, self._tail_html, changed)

    def _render_block(self, block: str) -> str:
        if self._plain:
            return plain_html(block, monospace=self._fence is not None)
        return self._render(block)

    def _commit(self, text: str, end: int, new_blocks: list[str]) -> None:
        if end <= self._stable_end:
            return
        block = text[self._stable_end : end]
        if block.strip():
            self._emit(self._render_block(block), new_blocks)
        self._stable_end = end
        self._plain = False  # a new block starts: markdown again

    def _emit(self, html: str, new_blocks: list[str]) -> None:
        new_blocks.append(html)
        self.stable_html.append(html)

    def _commit_plain(self, text: str, new_blocks: list[str]) -> None:
        """The tail is too long to render every frame: its complete lines (and pieces of a
        line that is itself too long) become plain text, rendered once."""
        self._plain = True
        self._candidate = None
        mono = self._fence is not None
        cut = text.rfind("\n", self._stable_end) + 1
        if cut > self._stable_end:
            self._emit(plain_html(text[self._stable_end : cut], monospace=mono), new_blocks)
            self._stable_end = cut
        while len(text) - self._stable_end > TAIL_LIMIT:
            piece = text[self._stable_end : self._stable_end + CHUNK]
            self._emit(plain_html(piece, monospace=mono), new_blocks)
            self._stable_end += CHUNK

    def finish(self) -> str:
        """The whole reply rendered once: exact, whatever the block splitting did."""
        return self._render(self.text)
