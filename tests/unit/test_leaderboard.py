from __future__ import annotations

import csv
import io

from app.domain import Vote
from app.services.leaderboard import leaderboard, strengths, to_csv


def _vote(models: tuple[str, ...], winner: str) -> Vote:
    return Vote(id=0, created_at=0.0, prompt="p", models=models, winner=winner)


def test_clear_winner_ranks_first_and_intervals_contain_the_rating() -> None:
    votes = [_vote(("a", "b", "c"), "a") for _ in range(8)]
    votes += [_vote(("b", "c"), "b") for _ in range(5)]
    table = leaderboard(votes, bootstrap=100)
    assert [row.model for row in table] == ["a", "b", "c"]
    for row in table:
        assert row.low <= row.rating <= row.high
    a = table[0]
    assert (a.votes, a.wins) == (8, 8)
    assert table[-1].wins == 0 and table[-1].rating < 1000


def test_ties_and_all_bad_do_not_separate_models() -> None:
    votes = [_vote(("x", "y"), Vote.TIE) for _ in range(4)]
    votes += [_vote(("x", "y"), Vote.ALL_BAD) for _ in range(4)]
    s = strengths(votes)
    assert abs(s["x"] - s["y"]) < 1e-9
    table = leaderboard(votes, bootstrap=20)
    assert all(row.votes == 8 and row.wins == 0 for row in table)


def test_more_votes_narrow_the_interval() -> None:
    few = [_vote(("a", "b"), "a"), _vote(("a", "b"), "b"), _vote(("a", "b"), "a")]
    many = few * 20
    width = lambda table: table[0].high - table[0].low  # noqa: E731
    assert width(leaderboard(many, bootstrap=100)) < width(leaderboard(few, bootstrap=100))


def test_a_model_that_never_won_still_has_a_finite_rating() -> None:
    table = leaderboard([_vote(("a", "b"), "a")], bootstrap=10)
    assert all(abs(row.rating) < 10_000 for row in table)


def test_csv_export() -> None:
    table = leaderboard([_vote(("a", "b"), "a")] * 3, bootstrap=10)
    rows = list(csv.reader(io.StringIO(to_csv(table))))
    assert rows[0] == ["rank", "model", "rating", "ci_low", "ci_high", "votes", "wins"]
    assert rows[1][:2] == ["1", "a"] and rows[1][5:] == ["3", "3"]


def test_no_votes_no_table() -> None:
    assert leaderboard([]) == []
