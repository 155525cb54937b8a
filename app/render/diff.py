"""Word-level differences between two answers, as safe HTML (pure)."""

from __future__ import annotations

import difflib
import html
import re

_TOKENS = re.compile(r"\s+|\w+|[^\w\s]")


def word_diff_html(left: str, right: str) -> str:
    """Left's words struck through in red where removed, right's in green where added."""
    a, b = _TOKENS.findall(left), _TOKENS.findall(right)
    out: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(html.escape("".join(a[i1:i2])))
            continue
        if op in ("delete", "replace"):
            out.append(
                '<span style="background-color:#ffd7d5; text-decoration:line-through;">'
                f"{html.escape(''.join(a[i1:i2]))}</span>"
            )
        if op in ("insert", "replace"):
            out.append(
                f'<span style="background-color:#ccffd8;">{html.escape("".join(b[j1:j2]))}</span>'
            )
    return '<p style="white-space:pre-wrap;">' + "".join(out) + "</p>"


def similarity(left: str, right: str) -> float:
    a, b = _TOKENS.findall(left), _TOKENS.findall(right)
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()
