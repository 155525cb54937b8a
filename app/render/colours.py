"""The transcript's text colours, in a module of their own: the empty transcript shows them
before the window's first paint, when nothing else of the message code is loaded."""

from __future__ import annotations

# Text colours that pass WCAG AA (4.5:1) on the transcript's background and in the user's
# bubble, in each theme (tests/gui/test_themes.py checks every pair).
LIGHT = {
    "muted": "#4b5563",
    "warning": "#8a5a00",
    "error": "#b3261e",
    "thinking": "#4b5563",
    "bubble": "#eef4ff",
}
DARK = {
    "muted": "#a1a7b3",
    "warning": "#e3b341",
    "error": "#ff9b93",
    "thinking": "#a1a7b3",
    "bubble": "#233044",
}


def colours(dark: bool) -> dict[str, str]:
    return DARK if dark else LIGHT
