"""Passages: sizes within bounds, cuts at paragraph and sentence ends, overlap between
neighbours, pages kept, nothing lost."""

from __future__ import annotations

import itertools
import re

from app.domain.extracted_text import ExtractedText
from app.kb.chunking import MAXIMUM, MINIMUM, OVERLAP, split_document, split_text


def _sentences(count: int, start: int = 0) -> list[str]:
    return [
        f"Sentence {n} talks about topic {n % 7} in a calm and measured tone."
        for n in range(start, start + count)
    ]


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text)


def test_short_text_is_one_passage_as_written() -> None:
    assert split_text("Just one line.") == ["Just one line."]
    assert split_text("First paragraph.\n\nSecond one.") == ["First paragraph.\nSecond one."]
    assert split_text("  \n\n \n") == []


def test_long_prose_is_cut_at_sentence_ends_within_bounds_with_overlap() -> None:
    paragraph = " ".join(_sentences(60))  # ~4,000 characters, one paragraph
    passages = split_text(paragraph)
    assert len(passages) >= 4
    assert all(len(p) <= MAXIMUM for p in passages)
    assert all(len(p) >= MINIMUM for p in passages[:-1])
    for passage in passages:
        assert passage.startswith("Sentence ") and passage.endswith(".")
    for before, after in itertools.pairwise(passages):
        first = after.split(". ")[0] + "."
        assert first in before  # the next passage repeats the last sentence(s)
        assert len(first) <= OVERLAP
    # Every sentence is in some passage, in order.
    joined = " ".join(passages)
    for sentence in _sentences(60):
        assert sentence in joined


def test_paragraph_ends_are_preferred_to_sentence_ends() -> None:
    paragraphs = [" ".join(_sentences(9, start=10 * n)) for n in range(4)]  # ~620 chars each
    passages = split_text("\n\n".join(paragraphs))
    # Two paragraphs fit in a passage, three do not: each passage starts a paragraph
    # (or repeats the end of the one before it).
    assert all(len(p) <= MAXIMUM for p in passages)
    starts = {p.split(". ")[0] + "." for p in passages}
    assert _sentences(1, start=0)[0] in starts


def test_a_table_or_code_without_sentences_is_cut_at_lines_then_words() -> None:
    rows = "\n".join(f"row {n}, {n * 3}, {n * 7}, value-{n}" for n in range(400))
    passages = split_text(rows)
    assert all(len(p) <= MAXIMUM for p in passages)
    assert _words(" ".join(passages))[:8] == ["row", "0", "0", "0", "value", "0", "row", "1"]
    assert "row 399, 1197, 2793, value-399" in passages[-1]
    blob = "x" * 3000
    assert [len(p) for p in split_text(blob)] == [1200, 1200, 600]


def test_cjk_sentences_are_cut_at_full_stops() -> None:
    text = "".join(f"这是第{n}句话，内容关于知识库的检索。" for n in range(200))
    passages = split_text(text)
    assert len(passages) > 1 and all(len(p) <= MAXIMUM for p in passages)
    assert all(p.endswith("。") for p in passages)


def test_pages_are_kept_and_passages_never_span_two() -> None:
    text = ExtractedText(
        "sheet", ("a,b\n1,2", " ".join(_sentences(40)), ""), labels=("Costs", "Notes", "Empty")
    )
    passages = split_document(text)
    assert [p.ordinal for p in passages] == list(range(len(passages)))
    assert passages[0].page == 1 and passages[0].label == "Costs" and passages[0].text == "a,b\n1,2"
    assert {p.page for p in passages[1:]} == {2} and {p.label for p in passages[1:]} == {"Notes"}
    plain = split_document(ExtractedText("file", ("hello",)))
    assert plain[0].page is None and plain[0].label is None
