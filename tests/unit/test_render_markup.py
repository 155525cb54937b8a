"""Markdown → safe HTML: rendering works, and nothing a model writes becomes active HTML."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from app.render.blocks import StreamingMarkdown
from app.render.markup import (
    ALLOWED_TAGS,
    CODE_DARK,
    CODE_LIGHT,
    is_safe_external_url,
    render_markdown,
)

DOC = """# Title

Some **bold**, *italic* and `code`.

- one
- two

1. first
2. second

| a | b |
|---|---|
| 1 | 2 |

```python
def f(x):
    return x < 3
```

> quoted

- [ ] todo
- [x] done
"""


def test_renders_common_markdown() -> None:
    out = render_markdown(DOC)
    for tag in ("<h1>", "<strong>bold</strong>", "<em>italic</em>", "<code>code</code>"):
        assert tag in out
    assert "<ul>" in out and "<ol>" in out and "<blockquote>" in out
    assert "<th>a</th>" in out and "<td>2</td>" in out
    assert "☐ todo" in out and "☑ done" in out


def test_code_is_highlighted_with_inline_colours_and_labelled() -> None:
    out = render_markdown(DOC)
    assert ">python</td>" in out  # the language, in the code block's header
    assert '<a href="cometdesk:copy-code:' in out  # and its Copy link
    assert re.search(r'<span style="color: #[0-9A-Fa-f]{3,6}[^"]*">def</span>', out)
    assert "&lt;" in out and "<script" not in out  # '<' in code stays text
    assert 'class="' not in out  # Qt ignores classes: colours must be inline


def test_dark_theme_uses_dark_code_background() -> None:
    assert f'bgcolor="{CODE_DARK[0]}"' in render_markdown("```python\nx = 1\n```", dark=True)
    assert f'bgcolor="{CODE_LIGHT[0]}"' in render_markdown("```python\nx = 1\n```")


@pytest.mark.parametrize(
    ("source", "forbidden"),
    [
        ("<script>alert(1)</script>", "<script"),
        ("<img src=http://evil.example/x.png>", "<img"),
        ("Use <b>bold</b> tags", "<b>"),
        ("[x](javascript:alert(1))", "javascript:"),
        ("![a](http://evil.example/p.png)", "<img"),
        ('<a href="file:///etc/passwd">f</a>', 'href="file:'),
        ("[f](file:///etc/passwd)", "file:"),
        ("[d](data:text/html;base64,PHNjcmlwdD4=)", "data:"),
        ('<div onclick="x()">hi</div>', "onclick="),
        ("<iframe src=https://evil.example></iframe>", "<iframe"),
        ("<style>body{display:none}</style>", "<style"),
    ],
)
def test_hostile_input_is_inert(source: str, forbidden: str) -> None:
    tags = _tags(render_markdown(source))
    names = {name for name, _attrs in tags}
    assert names <= ALLOWED_TAGS | {"table", "tr", "td", "pre", "span"}
    for name, attrs in tags:
        for attr, value in attrs:
            assert not attr.startswith("on"), (name, attr)
            if attr == "href":
                assert is_safe_external_url(value or ""), value
            if attr == "src":
                pytest.fail(f"a {name} would load {value}")
    # And the hostile text itself was not turned into markup.
    assert not any(forbidden.strip("<=:") == name for name in names)


class _TagCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def _tags(markup: str) -> list[tuple[str, list[tuple[str, str | None]]]]:
    parser = _TagCollector()
    parser.feed(markup)
    return parser.tags


def test_raw_html_is_shown_as_written() -> None:
    out = render_markdown("Use <b>bold</b> tags")
    assert "Use &lt;b&gt;bold&lt;/b&gt; tags" in out


def test_markdown_image_becomes_a_link_never_an_image() -> None:
    out = render_markdown("![chart](https://example.com/chart.png)")
    assert '<a href="https://example.com/chart.png">🖼 chart</a>' in out


def test_only_http_links_keep_their_href() -> None:
    out = render_markdown("[ok](https://example.com) [bad](ftp://example.com) [rel](/etc/passwd)")
    assert 'href="https://example.com"' in out
    assert "ftp:" not in out and 'href="/etc/passwd"' not in out


@pytest.mark.parametrize(
    ("url", "safe"),
    [
        ("https://example.com/a", True),
        ("http://example.com", True),
        ("HTTPS://EXAMPLE.COM", True),
        ("javascript:alert(1)", False),
        ("file:///etc/passwd", False),
        ("cometdesk:copy:1", False),
        ("https:///nohost", False),
        ("mailto:a@b.c", False),
        ("", False),
    ],
)
def test_is_safe_external_url(url: str, safe: bool) -> None:
    assert is_safe_external_url(url) is safe


def test_latex_is_shown_as_code_and_prices_are_left_alone() -> None:
    out = render_markdown("Energy $E=mc^2$ costs $5 or $10. Also \\(a+b\\) and\n\n$$\\int x\\,dx$$")
    assert "<code>E=mc^2</code>" in out
    assert "$5 or $10" in out
    assert "<code>a+b</code>" in out
    assert ">latex</td>" in out and "\\int</span> x" in out


def test_latex_inside_code_is_untouched() -> None:
    out = render_markdown("`$x$` and\n\n```\n$$y$$\n```")
    assert "<code>$x$</code>" in out and "$$y$$" in out


def test_empty_text_renders_nothing() -> None:
    assert render_markdown("  \n ") == ""


@pytest.mark.parametrize("step", [1, 3, 7, 50])
def test_streaming_then_finish_equals_whole_render(step: int) -> None:
    stream = StreamingMarkdown()
    for i in range(0, len(DOC), step):
        stream.feed(DOC[i : i + step])
        stream.take_update()
    assert stream.finish() == render_markdown(DOC)


def test_finished_blocks_are_rendered_once() -> None:
    calls: list[str] = []

    def counting(text: str) -> str:
        calls.append(text)
        return render_markdown(text)

    stream = StreamingMarkdown(render=counting)
    blocks = [f"Paragraph number {i} with some words.\n\n" for i in range(40)]
    for block in blocks:
        for word in block.split(" "):
            stream.feed(word + " ")
            stream.take_update()
    stable = [c for c in calls if c.endswith("\n\n") or c.endswith("\n \n")]
    assert len(stream.stable_html) == 39  # the last one waits to see the next line
    # Each finished block was rendered exactly once as a block.
    assert len({c.strip() for c in stable}) == len(stable)


def test_blank_lines_inside_a_code_fence_do_not_split_it() -> None:
    stream = StreamingMarkdown()
    stream.feed("```python\na = 1\n\nb = 2\n```\n\nafter\n")
    update = stream.take_update()
    assert len(update.new_stable_html) == 1
    assert "a" in update.new_stable_html[0] and "b" in update.new_stable_html[0]
    assert "after" in update.tail_html


def test_unchanged_tail_is_not_rendered_again() -> None:
    calls: list[str] = []
    stream = StreamingMarkdown(render=lambda t: calls.append(t) or t)
    stream.feed("hello")
    stream.take_update()
    stream.take_update()
    assert calls == ["hello"]


def test_indented_continuation_stays_in_its_list_item() -> None:
    stream = StreamingMarkdown()
    text = "- item\n\n    continued para\n\nNext paragraph.\n\n"
    for ch in text:
        stream.feed(ch)
        stream.take_update()
    assert stream.stable_html[0] == render_markdown("- item\n\n    continued para\n\n")
    assert "<pre>" not in "".join(stream.stable_html)  # not mistaken for a code block
