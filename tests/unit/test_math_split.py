"""Finding LaTeX in markdown: formulas become math, prices and code stay as they are."""

from __future__ import annotations

import pytest

from app.render.markup import render_markdown
from app.render.math import (
    MathSegment,
    math_img_html,
    protect_math,
    restore_math,
    split_math,
)
from app.render.math_render import RenderedMath


def maths(text: str) -> list[tuple[str, str]]:
    segments = split_math(text)
    assert "".join(s.source for s in segments) == text  # nothing lost or reordered
    return [(s.kind, s.tex) for s in segments if s.kind != "text"]


@pytest.mark.parametrize(
    "text",
    [
        "I paid $5 and $10 for them.",
        "It costs $3.50, not $4.",
        "Between $5-$10 per month",
        "$5/$10 plans",
        "Prices: $ 5 and 6 $ each",
        "US$5 or US$6",
        "Escaped \\$x\\$ stays text",
        "A lone $ sign",
        "$x$5 is not a formula",
        "`$x$` is code",
        "``a `$x$` b`` is code too",
        "```python\nprint('$x$')\n```",
        "~~~\n$$ y $$\n~~~",
        "$$\n\n$$",
        "\\( \\)",
    ],
)
def test_not_math(text: str) -> None:
    assert maths(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Euler: $e^{i\\pi} + 1 = 0$.", [("inline", "e^{i\\pi} + 1 = 0")]),
        ("$5$ is a number", [("inline", "5")]),
        ("\\(a^2 + b^2\\) and \\[c^2\\]", [("inline", "a^2 + b^2"), ("display", "c^2")]),
        ("$$\\int_0^1 x\\,dx = \\tfrac12$$", [("display", "\\int_0^1 x\\,dx = \\tfrac12")]),
        ("Text\n\n$$\nx = 1\n$$\n\nmore", [("display", "x = 1")]),
        ("\\[\n\\sum_{n=1}^N n\n\\]", [("display", "\\sum_{n=1}^N n")]),
        ("It costs $5, and $x^2$ grows", [("inline", "x^2")]),
        ("costs $3.50, not $4, while $y$ is", [("inline", "y")]),
        ("`code $a$` then $b$", [("inline", "b")]),
        ("```\n$a$\n```\nafter $b$", [("inline", "b")]),
        ("- item $x_1$\n- item $x_2$", [("inline", "x_1"), ("inline", "x_2")]),
        ("a $\\$5$ b", [("inline", "\\$5")]),
    ],
)
def test_math(text: str, expected: list[tuple[str, str]]) -> None:
    assert maths(text) == expected


def test_unclosed_math_while_streaming_stays_text() -> None:
    assert maths("The integral $$\\int_0^") == []
    assert maths("so \\[ x") == []
    assert maths("and $x") == []
    assert maths("```\n$$x$$") == []  # an open fence hides everything after it


def test_segment_key_depends_on_display() -> None:
    inline, display = MathSegment("inline", "$x$", "x"), MathSegment("display", "$$x$$", "x")
    assert inline.key != display.key
    assert inline.key == MathSegment("inline", "\\(x\\)", "x").key
    assert len(inline.key) == 24


def fake(seg: MathSegment) -> RenderedMath | None:
    return None if "bad" in seg.tex else RenderedMath(b"<svg/>", 20.4, 10.0, 2.0)


def render(text: str) -> str:
    protected = protect_math(text)
    body = render_markdown(protected.markdown)
    return restore_math(body, protected, lambda seg: math_img_html(seg, fake(seg)))


def test_through_the_markdown_renderer() -> None:
    text = (
        "Let $x_1$ and **$y$** be reals; prices stay: $5 and $10.\n\n"
        "$$\n\\frac{a}{b}\n$$\n\n"
        "- listed \\(\\alpha\\)\n\n"
        "`$code$` and $\\bad{z}$ <b>raw</b>"
    )
    html = render(text)
    key = MathSegment("inline", "", "x_1").key
    assert f'<img src="cometdesk-math:{key}" alt="x_1" width="20" height="10"' in html
    assert "<strong><img " in html
    assert "$5 and $10." in html
    display_key = MathSegment("display", "", "\\frac{a}{b}").key
    assert (
        f'<p align="center"><img src="cometdesk-math:{display_key}" alt="\\frac{{a}}{{b}}"' in html
    )
    assert "<li>listed <img " in html
    assert "<code>$code$</code>" in html
    assert "<code>\\bad{z}</code>" in html  # failed to render: stays code
    assert "&lt;b&gt;raw&lt;/b&gt;" in html  # raw HTML is still escaped
    assert "CDMATH" not in html


def test_tex_is_escaped_in_attributes() -> None:
    seg = MathSegment("inline", '$a<b" onerror="x$', 'a<b" onerror="x')
    tag = math_img_html(seg, RenderedMath(b"", 1, 1, 0))
    assert 'alt="a&lt;b&quot; onerror=&quot;x"' in tag
    assert math_img_html(seg, None) == "<code>a&lt;b&quot; onerror=&quot;x</code>"


def test_text_without_math_is_untouched() -> None:
    protected = protect_math("Just $5 here")
    assert protected.markdown == "Just $5 here" and protected.formulas == {}
