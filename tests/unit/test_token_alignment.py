"""Rendered text traced back to the Markdown it shows: markup the rendering removed (bold
markers, heading and list marks, fences, a link's URL, table pipes) is skipped, what it added
(a task's box, table frames) has no source, spaces and line breaks find their own."""

from __future__ import annotations

from app.ui.transcript.token_alignment import align

PARAGRAPH = "\u2029"
FRAME, END_FRAME = "\ufdd0", "\ufdd1"


def _shown(source: str, target: str) -> str:
    """Each rendered character's source character ("_" for none)."""
    return "".join(source[i] if i >= 0 else "_" for i in align(source, target))


def test_markup_the_rendering_removed_is_skipped() -> None:
    source = "# Title\n\nSome **bold** and `code`, a [link](https://example.org/a/long/path) too."
    target = f"Title{PARAGRAPH}Some bold and code, a link too."
    matched = align(source, target)
    assert all(i >= 0 for c, i in zip(target, matched, strict=True) if c != PARAGRAPH)
    assert [source[i] for i in matched if i >= 0] == [c for c in target if c != PARAGRAPH]
    # The space before "bold" is the source's space before "**", not a later one.
    assert matched[target.index(" bold")] == source.index(" **bold")
    # In order, forward only.
    assert [i for i in matched if i >= 0] == sorted(i for i in matched if i >= 0)


def test_what_the_rendering_added_has_no_source() -> None:
    source = "- [ ] buy milk\n- [x] pay rent\n"
    target = f"☐ buy milk{PARAGRAPH}☑ pay rent"
    # The boxes and the paragraph separator have none; the space after a box is the one
    # before the word.
    assert _shown(source, target) == "_ buy milk__ pay rent"
    assert align(source, target)[1] == source.index(" buy")


def test_a_table_and_a_code_block() -> None:
    source = (
        "| name | size |\n|------------------|------|\n| apple | 3 |\n\n```python\nx = 1\n```\n"
    )
    target = (
        f"{FRAME}name{FRAME}size{FRAME}apple{FRAME}3{END_FRAME}{FRAME}\ufffc{FRAME}x = 1{END_FRAME}"
    )
    shown = _shown(source, target)
    for word in ("name", "size", "apple", "3", "x = 1"):
        assert word in shown
    assert FRAME not in shown and END_FRAME not in shown


def test_line_breaks_and_spaces_find_their_own() -> None:
    source = "one\ntwo  three\n\n1. first\n2. second"
    target = f"one two three{PARAGRAPH}first{PARAGRAPH}second"
    matched = align(source, target)
    assert source[matched[3]] == "\n"  # the soft break shown as a space
    assert matched[target.index(PARAGRAPH)] == -1  # a block separator is not text
    assert _shown(source, target) == "one\ntwo three_first_second"


def test_texts_that_differ_stay_unmatched_rather_than_misplaced() -> None:
    # A server that sent U+FFFD for each piece of an emoji: nothing to match it to.
    source = "Hi \ufffd\ufffd there"
    target = "Hi 🌍 there"
    assert _shown(source, target) == "Hi _ there"
    # A long text: linear, and every character found.
    long_source = "**word** " * 5_000
    long_target = "word " * 5_000
    assert all(i >= 0 for i in align(long_source, long_target)[:-1])
