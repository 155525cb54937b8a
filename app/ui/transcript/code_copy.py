"""A message's code blocks, copied: the More menu's "Copy code block n" puts block n on the
clipboard, and a code block's own Copy link says "Copied" with a check mark for a moment
(the code on the clipboard names the block: its link carries the code)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QTextCursor, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from app.render.markup import code_copy_url
from app.ui.transcript.message_parts import COPIED_MS

COPY_CODE = "copy-code:"  # the More menu's item for block n is "copy-code:n"
_FENCED = re.compile(r"^ {0,3}(`{3,}|~{3,})([\w+#.\-]*)[^\n]*\n(.*?)^ {0,3}\1[ \t]*$", re.M | re.S)


@lru_cache(maxsize=32)
def code_blocks(text: str) -> tuple[tuple[str, str], ...]:
    """(language, code) of each fenced code block, for the Copy code menu (kept: a footer
    is rebuilt several times; a 10 MB text without fences is not scanned: 38 ms)."""
    if "```" not in text and "~~~" not in text:
        return ()
    return tuple((m.group(2), m.group(3).rstrip("\n")) for m in _FENCED.finditer(text))


def copy_block(text: str, action: str) -> bool:
    """Put the code block an action ("copy-code:n") names on the clipboard; False if the
    text has no such block."""
    blocks = code_blocks(text)
    index = int(action.removeprefix(COPY_CODE))
    if index >= len(blocks):
        return False
    QGuiApplication.clipboard().setText(blocks[index][1])
    return True


def show_copied(browsers: Iterable[QTextBrowser], *, copied: str, back: str) -> None:
    """The Copy link of the block whose code is on the clipboard says ``copied`` with a check
    mark, and ``back`` again after a moment."""
    url = code_copy_url(QGuiApplication.clipboard().text())
    for browser in browsers:
        document = browser.document()
        if _swap_copy_link(document, url, copied=True, word=copied):
            QTimer.singleShot(
                COPIED_MS,
                browser,
                functools.partial(_swap_copy_link, document, url, copied=False, word=back),
            )


def _swap_copy_link(document: QTextDocument, url: str, *, copied: bool, word: str) -> bool:
    """Turn a code block's Copy link (its icon and word) into "Copied" with a check mark, or
    back; False if the document has no such link."""
    found = []  # (position, length, is the icon) of the link's pieces
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.charFormat().anchorHref() == url:
                image = fragment.charFormat().isImageFormat()
                if image or fragment.text().strip():
                    found.append((fragment.position(), fragment.length(), image))
            it += 1
        block = block.next()
    for position, length, image in reversed(found):  # changing text moves what follows
        cursor = QTextCursor(document)
        cursor.setPosition(position)
        cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
        style = cursor.charFormat()  # the piece's own (the character before the end)
        if image:
            picture = style.toImageFormat()
            picture.setName("cometdesk-icon:" + ("check" if copied else "copy"))
            cursor.setCharFormat(picture)
        else:
            text = cursor.selectedText()
            cursor.insertText(text[: len(text) - len(text.lstrip())] + word, style)
    return bool(found)
