"""Search snippets in the sidebar are plain text: the Markdown a message was written in (and
cut around the match) is stripped, the match stays marked, and a snippet cut to fit ends in
"…" after a whole word."""

from __future__ import annotations

import pytest

from app.ui.sidebar.snippets import (
    END,
    START,
    balanced,
    marked_html,
    plain_snippet,
    strip_markdown,
    unmarked,
)


@pytest.mark.parametrize(
    ("markdown", "plain"),
    [
        ("Hello **world**", "Hello world"),
        ("Hello __world__ and *you* and _them_", "Hello world and you and them"),
        ("***both*** and **_nested_**", "both and nested"),
        ("~~gone~~ for good", "gone for good"),
        ("2 * 3 * 4 = 24", "2 * 3 * 4 = 24"),
        ("snake_case_name stays", "snake_case_name stays"),
        ("use `x = **1**` here", "use x = **1** here"),
        ("``a ` tick``", "a ` tick"),
        ("see [the docs](https://example.org/a_b) now", "see the docs now"),
        ("![a chart](chart.png) below", "a chart below"),
        ("[a reference][1] and <https://example.org>", "a reference and https://example.org"),
        ("# A heading", "A heading"),
        ("### Closed heading ###", "Closed heading"),
        ("- one\n- two\n* three\n+ four", "one two three four"),
        ("1. first\n2) second", "first second"),
        ("- [x] done\n- [ ] to do", "done to do"),
        ("> a quote with **weight**", "a quote with weight"),
        ("```python\nprint(1)\n```", "print(1)"),
        ("above\n\n---\n\nbelow", "above below"),
        ("| a | b |\n|---|:--:|\n| 1 | 2 |", "a b 1 2"),
        ("a \\*literal\\* star and \\_under\\_", "a *literal* star and _under_"),
    ],
)
def test_markdown_becomes_plain_text(markdown: str, plain: str) -> None:
    assert strip_markdown(markdown) == plain


@pytest.mark.parametrize(
    ("cut", "plain"),
    [
        ("…world** and more", "…world and more"),  # the cut took the opening **
        ("…a `span that never ends", "…a span that never ends"),
        ("…docs](https://example.org) and on", "…docs and on"),
        ("see [the survey…", "see the survey…"),
        ("see [the survey](https://example.org/su…", "see the survey…"),
        ("a list [1, 2] and [the end", "a list [1, 2] and the end"),
    ],
)
def test_what_the_cut_left_of_a_mark_goes_too(cut: str, plain: str) -> None:
    assert strip_markdown(cut) == plain


def test_the_match_stays_marked_through_the_markdown() -> None:
    # As the search gives it: text escaped, the match in <b>.
    snippet = "…Hello **<b>world</b>** &amp; `<b>code</b>` &lt;tag&gt;…"
    text = plain_snippet(snippet)
    assert text == f"…Hello {START}world{END} & {START}code{END} <tag>…"
    assert marked_html(text) == "…Hello <b>world</b> &amp; <b>code</b> &lt;tag&gt;…"
    assert unmarked(text) == "…Hello world & code <tag>…"


def test_a_mark_the_markdown_took_away_is_closed_or_dropped() -> None:
    assert balanced(f"a {START}b") == f"a {START}b{END}"
    assert balanced(f"a{END} b {START}c{END}") == f"a b {START}c{END}"
    # A link's address held the match: it goes with the address, text and marks stay even.
    assert plain_snippet("[site](https://<b>example</b>.org) <b>x</b>") == f"site {START}x{END}"


def test_a_cut_snippet_ends_after_a_word_with_an_ellipsis() -> None:
    text = f"one two {START}three{END} four"
    assert marked_html(text, visible=13) == "one two <b>three</b>…"
    assert marked_html(text, visible=8) == "one two…"  # the space before the cut goes
    assert marked_html(text, visible=len(unmarked(text))) == "one two <b>three</b> four"
