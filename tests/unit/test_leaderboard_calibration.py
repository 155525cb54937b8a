"""The leaderboard's 95 % intervals, checked by simulation: tournaments whose true strengths
are known, voted by a chooser that follows the model the leaderboard assumes (the column
shown is picked best with chance s / Σ s shown).

The truth is on the leaderboard's own scale: ratings are relative, centred so the mean of
the models is 1000, so a model's true rating is 1000 + (its Elo − the models' mean Elo).
Every tournament has its own seed, so the tests are deterministic; a failure names the
seeds of the tournaments whose intervals missed, to replay one with ``_tournament``.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence

from app.domain import Vote
from app.services.leaderboard import BASE, PER_UNIT, Standing, leaderboard

TOURNAMENTS = 400
EQUAL = {m: 1000.0 for m in ("a", "b", "c", "d")}
DIFFERENT = {"a": 1200.0, "b": 1070.0, "c": 960.0, "d": 800.0}


def _truth(elo: dict[str, float]) -> dict[str, float]:
    mean = sum(elo.values()) / len(elo)
    return {m: BASE + e - mean for m, e in elo.items()}


def _tournament(seed: int, elo: dict[str, float], votes: int, sizes: Sequence[int]) -> list[Vote]:
    rng = random.Random(seed)
    names = sorted(elo)
    out = []
    for _ in range(votes):
        shown = rng.sample(names, rng.choice(sizes))
        weights = [math.exp(elo[m] / PER_UNIT) for m in shown]
        winner = rng.choices(shown, weights)[0]
        out.append(Vote(0, 0.0, "p", tuple(shown), winner))
    return out


def _coverage(
    elo: dict[str, float], votes: int, sizes: Sequence[int], first_seed: int
) -> tuple[float, dict[str, float], list[int]]:
    """Share of intervals holding the truth: overall, per model, and the seeds that missed."""
    truth = _truth(elo)
    hits: Counter[str] = Counter()
    missed = []
    for seed in range(first_seed, first_seed + TOURNAMENTS):
        table = leaderboard(_tournament(seed, elo, votes, sizes))
        assert len(table) == len(elo) and all(row.enough for row in table), seed
        for row in table:
            inside = row.low <= truth[row.model] <= row.high
            hits[row.model] += inside
            if not inside:
                missed.append(seed)
    overall = sum(hits.values()) / (TOURNAMENTS * len(elo))
    return overall, {m: hits[m] / TOURNAMENTS for m in sorted(elo)}, sorted(set(missed))


def _disjoint(table: list[Standing]) -> bool:
    best, worst = table[0], table[-1]
    return best.low > worst.high


def _disjoint_share(votes: int, size: int, first_seed: int) -> tuple[float, list[int]]:
    seeds = [
        seed
        for seed in range(first_seed, first_seed + TOURNAMENTS)
        if _disjoint(leaderboard(_tournament(seed, EQUAL, votes, (size,))))
    ]
    return len(seeds) / TOURNAMENTS, seeds


def test_equal_models_intervals_hold_the_truth_95_percent_of_the_time() -> None:
    # 30 votes of 2, 3 or 4 columns among four equally good models: all ratings truly 1000.
    first = 1_000
    overall, per_model, missed = _coverage(EQUAL, 30, (2, 3, 4), first)
    detail = f"seeds {first}–{first + TOURNAMENTS - 1}, per model {per_model}, missed {missed}"
    assert 0.90 <= overall <= 0.99, f"coverage {overall:.3f}; {detail}"


def test_different_models_intervals_hold_the_truth_95_percent_of_the_time() -> None:
    # 400 points between the best and the worst: the prior's pull to the middle must not
    # leave the ends outside their intervals.
    first = 2_000
    overall, per_model, missed = _coverage(DIFFERENT, 40, (2, 3, 4), first)
    detail = f"seeds {first}–{first + TOURNAMENTS - 1}, per model {per_model}, missed {missed}"
    assert 0.90 <= overall <= 0.99, f"coverage {overall:.3f}; {detail}"
    assert min(per_model.values()) >= 0.90, detail


def test_four_way_votes_alone_hold_the_truth_95_percent_of_the_time() -> None:
    first = 3_000
    overall, per_model, missed = _coverage(DIFFERENT, 40, (4,), first)
    detail = f"seeds {first}–{first + TOURNAMENTS - 1}, per model {per_model}, missed {missed}"
    assert 0.90 <= overall <= 0.99, f"coverage {overall:.3f}; {detail}"


def test_equal_models_four_way_votes_do_not_separate_them_more_than_two_way_votes() -> None:
    # The reviewer's case: ten four-way votes among four equal models gave disjoint best and
    # worst intervals 22 % of the time when each vote counted as three pairwise wins.
    for votes, first in ((10, 4_000), (30, 5_000)):
        four, four_seeds = _disjoint_share(votes, 4, first)
        two, _two_seeds = _disjoint_share(votes, 2, first + 500)
        detail = f"{votes} votes: 4-way {four:.3f} (seeds {four_seeds}), 2-way {two:.3f}"
        # Even calibrated intervals part now and then for the best and worst of four
        # (about 5 % at 30 votes); what matters is that four-way votes are no worse.
        assert four <= 0.08, detail
        assert four <= two + 0.03, detail
