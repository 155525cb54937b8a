"""Themes: every text/background pair we define passes WCAG AA (4.5:1) in both themes,
including each Pygments token colour on the code background; switching the theme changes
the palette and re-renders the transcript with the other theme's code colours."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pygments.styles import get_style_by_name
from pygments.token import Keyword
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from app.domain import Message, TextPart
from app.render import colours as render_colours
from app.render import markup
from app.ui.shell import theme
from app.ui.transcript.view import TranscriptView

AA = 4.5


def _luminance(colour: str) -> float:
    h = colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    channels = [int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _pairs(dark: bool) -> list[tuple[str, str, str]]:
    ui, render = theme.colours(dark), render_colours.colours(dark)
    code_bg, code_fg, code_label = markup.CODE_DARK if dark else markup.CODE_LIGHT
    pairs = [
        ("text on base", ui["text"], ui["base"]),
        ("text on window", ui["text"], ui["window"]),
        ("button text", ui["text"], ui["button"]),
        ("selected text", ui["highlighted_text"], ui["highlight"]),
        ("placeholder/muted on base", ui["placeholder"], ui["base"]),
        ("muted on window", ui["placeholder"], ui["window"]),
        ("warning on window", ui["warning"], ui["window"]),
        ("error on window", ui["error"], ui["window"]),
        ("link on base", ui["link"], ui["base"]),
        ("tooltip", ui["tooltip_text"], ui["tooltip_base"]),
        ("code text", code_fg, code_bg),
        ("code label", code_label, code_bg),
        ("text in the user's bubble", ui["text"], render["bubble"]),
        ("link in the user's bubble", ui["link"], render["bubble"]),
    ]
    for name in ("muted", "warning", "error", "thinking"):
        pairs.append((f"transcript {name}", render[name], ui["base"]))
        pairs.append((f"{name} in the bubble", render[name], render["bubble"]))
    style = get_style_by_name(markup.code_style(dark))
    for token, spec in style:
        if spec["color"]:
            pairs.append((f"code {token}", "#" + spec["color"], code_bg))
    return pairs


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_colour_pair_passes_wcag_aa(dark: bool) -> None:
    failing = [
        f"{name}: {fg} on {bg} = {contrast(fg, bg):.2f}"
        for name, fg, bg in _pairs(dark)
        if contrast(fg, bg) < AA
    ]
    assert failing == []
    assert len(_pairs(dark)) > 30  # the code tokens are really in the list


def test_switching_themes_changes_palette_and_code_colours(qtbot: Any, qapp: Any) -> None:
    manager = theme.ThemeManager(qapp)
    try:
        assert manager.apply("light") is False
        view = TranscriptView()
        qtbot.addWidget(view)
        reply = Message(
            1, 1, "assistant", (TextPart("Look:\n\n```python\ndef f():\n    return 1\n```\n"),)
        )
        view.set_messages([reply])
        light_html = view.toHtml()
        assert not view.dark
        assert QApplication.palette().color(QPalette.ColorRole.Base).name() == "#ffffff"

        assert manager.apply("dark") is True
        qtbot.waitUntil(lambda: view.dark, timeout=2000)
        dark_html = view.toHtml()
        assert QApplication.palette().color(QPalette.ColorRole.Base).name() == "#17181b"
        # The code block took the dark background and the dark style's keyword colour.
        assert markup.CODE_DARK[0] in dark_html and markup.CODE_LIGHT[0] not in dark_html
        assert markup.CODE_LIGHT[0] in light_html
        keyword = get_style_by_name(markup.code_style(True)).style_for_token(Keyword)["color"]
        assert keyword.lower() in dark_html.lower()

        # "system" follows the platform's scheme (the offscreen platform reports light).
        assert manager.apply("system") is theme.system_is_dark()
    finally:
        manager.apply("light")
        qapp.setStyleSheet("")


def test_status_labels_take_their_colour_from_the_theme(qtbot: Any, qapp: Any) -> None:
    from PySide6.QtWidgets import QLabel

    manager = theme.ThemeManager(qapp)
    try:
        label = QLabel("note")
        label.setProperty("tone", "warning")
        qtbot.addWidget(label)
        label.show()
        manager.apply("dark")
        label.style().unpolish(label)
        label.style().polish(label)
        colour = label.palette().color(QPalette.ColorRole.WindowText).name()
        assert colour == theme.DARK["warning"]
    finally:
        manager.apply("light")
        qapp.setStyleSheet("")


def test_no_widget_hard_codes_a_text_colour() -> None:
    ui = Path(theme.__file__).parent
    offenders = [
        p.name
        for p in ui.glob("*.py")
        if p.name != "theme.py" and 'setStyleSheet("color:' in p.read_text(encoding="utf-8")
    ]
    assert offenders == []
