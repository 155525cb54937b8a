"""The leaderboard's model: one vote is one best-of-k choice (Plackett–Luce), ties and "all
bad" are counted but are not evidence, ratings are centred on 1000. The intervals' honesty
is checked by simulation in test_leaderboard_calibration.py."""

from __future__ import annotations

import csv
import io
import math

from app.domain import Vote
from app.services.leaderboard import (
    BASE,
    MIN_VOTES,
    PER_UNIT,
    Tally,
    leaderboard,
    strengths,
    tally,
    to_csv,
)


def _vote(models: tuple[str, ...], winner: str) -> Vote:
    return Vote(id=0, created_at=0.0, prompt="p", models=models, winner=winner)


def _by_model(votes: list[Vote]) -> dict[str, tuple[float, float, float]]:
    return {row.model: (row.rating, row.low, row.high) for row in leaderboard(votes)}


def test_clear_winner_ranks_first_and_is_told_apart_from_the_loser() -> None:
    votes = [_vote(("a", "b", "c"), "a") for _ in range(8)]
    votes += [_vote(("b", "c"), "b") for _ in range(5)]
    table = leaderboard(votes)
    assert [row.model for row in table] == ["a", "b", "c"]
    a, b, c = table
    assert (a.votes, a.wins) == (8, 8) and (b.votes, b.wins) == (13, 5)
    assert (c.wins, c.votes) == (0, 13) and c.rating < BASE
    assert a.low > c.high  # 8 wins out of 8 against c, 5 of 5 for b: a is better than c


def test_the_fit_is_the_peak_of_the_plackett_luce_posterior() -> None:
    # At the peak each model's wins (plus the prior's half win) equal the wins the model
    # expects: Σ over the votes showing it of s / Σ s shown, plus its chance against the
    # prior's reference (strength 1).
    votes = [_vote(("a", "b", "c"), "a")] * 7 + [_vote(("a", "b", "c"), "c")] * 2
    votes += [_vote(("b", "c"), "b")] * 3 + [_vote(("a", "c", "d", "b"), "d")] * 2
    votes += [_vote(("a", "c"), "c")]
    s = strengths(votes)
    for model in s:
        won = sum(v.winner == model for v in votes) + 0.5
        expected = sum(s[model] / sum(s[m] for m in v.models) for v in votes if model in v.models)
        expected += s[model] / (s[model] + 1.0)
        assert math.isclose(won, expected, rel_tol=1e-9), model


def test_a_three_way_vote_is_a_choice_among_three() -> None:
    # 35 three-way votes won 20 / 10 / 5 times: strengths in the ratio 4 : 2 : 1, so about
    # 120 rating points apart each (the weak prior pulls them a little together).
    votes = [_vote(("a", "b", "c"), "a")] * 20 + [_vote(("a", "b", "c"), "b")] * 10
    votes += [_vote(("a", "b", "c"), "c")] * 5
    rated = _by_model(votes)
    step = PER_UNIT * math.log(2.0)
    for better, worse in (("a", "b"), ("b", "c")):
        gap = rated[better][0] - rated[worse][0]
        assert 0.9 * step < gap < step, (better, worse, gap)


def test_a_four_way_vote_is_one_observation_not_three_pairwise_wins() -> None:
    # The same winners, as 4-way votes and as the k−1 pairwise wins each used to count as.
    # Among equals one 4-way choice carries half the Fisher information of three pairwise
    # games (a trace of 3/4 against 3/2), so its intervals are about √2 wider.
    shown = ("a", "b", "c", "d")
    winners = ["a", "b", "c", "d"] * 5
    four = [_vote(shown, w) for w in winners]
    pairwise = [_vote((w, other), w) for w in winners for other in shown if other != w]
    width = lambda votes: {m: hi - lo for m, (_r, lo, hi) in _by_model(votes).items()}  # noqa: E731
    four_width, pairwise_width = width(four), width(pairwise)
    for model in shown:
        assert four_width[model] > 1.3 * pairwise_width[model], model


def test_ties_and_all_bad_are_counted_but_are_not_evidence() -> None:
    decided = [_vote(("x", "y"), "x")] * 3 + [_vote(("x", "y", "z"), "y")]
    undecided = [_vote(("x", "y"), Vote.TIE)] * 6 + [_vote(("x", "y", "z"), Vote.ALL_BAD)] * 4
    before = {row.model: row for row in leaderboard(decided)}
    after = {row.model: row for row in leaderboard(decided + undecided)}
    for model, row in after.items():
        old = before[model]
        assert (row.rating, row.low, row.high) == (old.rating, old.low, old.high), model
        assert (row.votes, row.wins) == (old.votes, old.wins), model
        assert not row.enough  # 4 votes with a winner, however many ties: not yet
    assert (after["x"].votes, after["x"].ties, after["x"].all_bad) == (4, 6, 4)
    assert (after["z"].votes, after["z"].ties, after["z"].all_bad) == (1, 0, 4)
    assert tally(decided + undecided) == Tally(decided=4, ties=6, all_bad=4, same_model=0)


def test_only_ties_leave_the_models_equal_in_the_middle() -> None:
    votes = [_vote(("x", "y"), Vote.TIE) for _ in range(4)]
    votes += [_vote(("x", "y"), Vote.ALL_BAD) for _ in range(4)]
    s = strengths(votes)
    assert abs(s["x"] - s["y"]) < 1e-12
    table = leaderboard(votes)
    assert all(row.votes == 0 and row.wins == 0 and row.rating == BASE for row in table)
    assert all((row.ties, row.all_bad) == (4, 4) and not row.enough for row in table)


def test_a_model_in_two_columns_had_two_chances_and_one_model_alone_says_nothing() -> None:
    # x winning over (x, x, y) is less telling than over (x, y): x had two columns.
    twice = _by_model([_vote(("x", "x", "y"), "x")] * 6)
    once = _by_model([_vote(("x", "y"), "x")] * 6)
    assert BASE < twice["x"][0] < once["x"][0]
    alone = [_vote(("x", "x"), "x")] * MIN_VOTES
    (row,) = leaderboard(alone)
    assert (row.rating, row.votes, row.wins, row.enough) == (BASE, 0, 0, False)
    assert tally(alone) == Tally(decided=0, ties=0, all_bad=0, same_model=MIN_VOTES)


def test_ratings_are_centred_on_the_models_with_votes() -> None:
    votes = [_vote(("a", "b", "c"), "a")] * 5 + [_vote(("b", "c"), "c")] * 4
    votes += [_vote(("c", "d"), Vote.TIE)]  # d has no vote with a winner: not in the mean
    rated = _by_model(votes)
    assert math.isclose(sum(rated[m][0] for m in "abc") / 3, BASE)
    assert rated["d"][0] == BASE


def test_more_votes_narrow_the_interval() -> None:
    few = [_vote(("a", "b"), "a"), _vote(("a", "b"), "b"), _vote(("a", "b"), "a")]
    many = few * 20
    width = lambda table: table[0].high - table[0].low  # noqa: E731
    assert width(leaderboard(many)) < 0.3 * width(leaderboard(few))


def test_a_model_that_never_won_still_has_a_finite_rating() -> None:
    table = leaderboard([_vote(("a", "b"), "a")] * 50)
    assert all(math.isfinite(row.low) and abs(row.rating - BASE) < 1000 for row in table)


def test_csv_export() -> None:
    votes = [_vote(("a", "b"), "a")] * 3 + [_vote(("a", "b"), Vote.TIE)]
    rows = list(csv.reader(io.StringIO(to_csv(leaderboard(votes)))))
    assert rows[0] == [
        "rank",
        "model",
        "rating",
        "ci_low",
        "ci_high",
        "votes",
        "wins",
        "ties",
        "all_bad",
    ]
    assert rows[1][:2] == ["1", "a"] and rows[1][5:] == ["3", "3", "1", "0"]


def test_no_votes_no_table() -> None:
    assert leaderboard([]) == []
    assert tally([]) == Tally(0, 0, 0, 0)
