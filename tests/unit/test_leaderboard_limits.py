"""The leaderboard knows its limits: few votes give no interval, and the intervals it does
give never claim a certainty the votes cannot (one vote, a model that always won)."""

from __future__ import annotations

import csv
import io

from app.domain import Vote
from app.services.leaderboard import MIN_VOTES, leaderboard, to_csv


def _vote(models: tuple[str, ...], winner: str) -> Vote:
    return Vote(id=0, created_at=0.0, prompt="p", models=models, winner=winner)


def test_one_vote_is_not_enough_for_an_interval_and_the_csv_leaves_it_out() -> None:
    table = leaderboard([_vote(("a", "b"), "a")])
    assert [row.model for row in table] == ["a", "b"]
    assert not any(row.enough for row in table)
    assert all(row.high - row.low > 50 for row in table)  # not "1218 – 1218"
    rows = list(csv.reader(io.StringIO(to_csv(table))))
    assert rows[1][3:5] == ["", ""]


def test_enough_counts_the_votes_involving_each_model() -> None:
    votes = [_vote(("a", "b"), "a") for _ in range(MIN_VOTES)]
    votes.append(_vote(("a", "c"), "c"))
    table = {row.model: row for row in leaderboard(votes)}
    assert table["a"].enough and table["b"].enough
    assert not table["c"].enough and table["c"].votes == 1


def test_a_model_that_always_wins_gets_a_real_interval() -> None:
    # Every resample of these votes is alike: a bootstrap would give a zero-width interval.
    votes = [_vote(("a", "b"), "a") for _ in range(6)]
    table = leaderboard(votes)
    for row in table:
        assert row.enough
        assert row.low < row.rating < row.high
        assert row.high - row.low > 100
    winner, loser = table
    assert winner.model == "a" and winner.wins == 6 and loser.wins == 0
    assert winner.rating > 1000 > loser.rating


def test_more_mixed_votes_narrow_the_interval() -> None:
    width = {}
    for n in (2, 5, 20):
        votes = ([_vote(("a", "b"), "a")] * 2 + [_vote(("a", "b"), "b")]) * n
        table = leaderboard(votes)
        width[n] = table[0].high - table[0].low
    assert width[2] > width[5] > width[20] > 0


def test_more_wins_in_a_row_raise_the_winners_lower_bound() -> None:
    # A model that never lost: how much better it is stays open, that it is better does not.
    low = {}
    for n in (5, 20, 80):
        table = leaderboard([_vote(("a", "b"), "a") for _ in range(n)])
        low[n] = table[0].low
        assert table[0].low > table[1].rating
    assert low[5] < low[20] < low[80]


def test_all_bad_votes_leave_everyone_in_the_middle_with_no_interval() -> None:
    table = leaderboard([_vote(("a", "b"), Vote.ALL_BAD) for _ in range(MIN_VOTES)])
    for row in table:
        assert row.rating == 1000 and row.wins == 0
        assert (row.votes, row.all_bad, row.enough) == (0, MIN_VOTES, False)
        assert row.low < 1000 - 300 and row.high > 1000 + 300  # the prior alone: wide


def test_ties_do_not_count_towards_enough_votes() -> None:
    votes = [_vote(("a", "b", "c"), "a") for _ in range(MIN_VOTES - 1)]
    votes += [_vote(("b", "c"), Vote.TIE) for _ in range(10)]
    table = {row.model: row for row in leaderboard(votes)}
    assert not any(row.enough for row in table.values())
    assert (table["b"].votes, table["b"].ties) == (MIN_VOTES - 1, 10)
    rows = list(csv.reader(io.StringIO(to_csv(list(table.values())))))
    assert all(row[3:5] == ["", ""] for row in rows[1:])
