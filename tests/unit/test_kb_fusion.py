"""Reciprocal rank fusion: agreement wins, ties keep their order, empty lists are fine."""

from __future__ import annotations

import pytest

from app.kb.fusion import K, fuse


def test_an_item_both_lists_rank_beats_the_top_of_one() -> None:
    keyword = ["a", "b", "c"]
    vector = ["d", "b", "e"]
    fused = fuse([keyword, vector])
    assert [item for item, _ in fused][:1] == ["b"]
    assert dict(fused)["b"] == pytest.approx(2 / (K + 2))
    assert dict(fused)["a"] == pytest.approx(1 / (K + 1))


def test_ties_keep_the_order_first_seen_and_scores_fall() -> None:
    fused = fuse([["x", "y"], ["p", "q"]])
    assert [item for item, _ in fused] == ["x", "p", "y", "q"]
    scores = [score for _, score in fused]
    assert scores == sorted(scores, reverse=True)


def test_one_list_alone_keeps_its_order_and_nothing_gives_nothing() -> None:
    assert [item for item, _ in fuse([[3, 1, 2], []])] == [3, 1, 2]
    assert fuse([[], []]) == []
    assert fuse([]) == []


def test_k_changes_how_much_the_top_rank_counts() -> None:
    # With a small k one list's first place outweighs two middling ranks; with 60 it does not.
    lists = [["solo", "x1", "x2", "both"], ["y1", "y2", "y3", "both"]]
    assert fuse(lists, k=1)[0][0] == "solo"
    assert fuse(lists)[0][0] == "both"
