"""A personal leaderboard from blind-arena votes: Bradley–Terry strengths shown on an
Elo-like scale, with bootstrap confidence intervals. Pure functions.

Each vote says which of the models shown was best. It counts as a win for the winner
against every other model shown; a tie counts half a win each way for every pair; "all
bad" says nothing about the order and only counts as a vote. A weak prior (half a win and
half a loss against an average reference model) keeps ratings finite for a model that has
never won, and pulls models with few votes towards the middle.
"""

from __future__ import annotations

import csv
import io
import math
import random
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from app.domain import Vote

BASE = 1000.0
SCALE = 400.0  # rating points per factor of 10 in strength, as in Elo
_REFERENCE = "\0reference"


@dataclass(frozen=True, slots=True)
class Standing:
    model: str
    rating: float
    low: float  # 95 % bootstrap interval
    high: float
    votes: int
    wins: int


def _pairs(votes: Sequence[Vote]) -> dict[tuple[str, str], float]:
    """wins[(a, b)]: how many times a beat b (ties as halves)."""
    wins: dict[tuple[str, str], float] = defaultdict(float)
    for vote in votes:
        models = list(dict.fromkeys(vote.models))
        if vote.winner == Vote.TIE:
            for i, a in enumerate(models):
                for b in models[i + 1 :]:
                    wins[(a, b)] += 0.5
                    wins[(b, a)] += 0.5
        elif vote.winner in models:
            for other in models:
                if other != vote.winner:
                    wins[(vote.winner, other)] += 1.0
    return wins


def strengths(votes: Sequence[Vote], *, iterations: int = 2000) -> dict[str, float]:
    """Bradley–Terry strengths by the MM algorithm (Hunter 2004), reference fixed at 1."""
    models = sorted({m for v in votes for m in v.models})
    wins = _pairs(votes)
    for model in models:  # the prior: one drawn game against the reference
        wins[(model, _REFERENCE)] += 0.5
        wins[(_REFERENCE, model)] += 0.5
    players = [*models, _REFERENCE]
    games: dict[tuple[str, str], float] = defaultdict(float)
    total_wins: dict[str, float] = defaultdict(float)
    for (a, b), w in wins.items():
        games[(a, b)] += w
        games[(b, a)] += w
        total_wins[a] += w
    p = dict.fromkeys(players, 1.0)
    for _ in range(iterations):
        new = {}
        for a in models:
            denom = sum(games[(a, b)] / (p[a] + p[b]) for b in players if b != a and games[(a, b)])
            new[a] = total_wins[a] / denom if denom else p[a]
        new[_REFERENCE] = 1.0
        converged = all(abs(new[m] - p[m]) <= 1e-9 * max(1.0, p[m]) for m in models)
        p = new
        if converged:
            break
    return {m: p[m] for m in models}


def rating(strength: float) -> float:
    return BASE + SCALE * math.log10(strength)


def leaderboard(votes: Sequence[Vote], *, bootstrap: int = 100, seed: int = 0) -> list[Standing]:
    """Models ranked best first, with 95 % intervals from resampling the votes."""
    if not votes:
        return []
    point = {m: rating(s) for m, s in strengths(votes).items()}
    rng = random.Random(seed)
    samples: dict[str, list[float]] = defaultdict(list)
    for _ in range(bootstrap):
        resample = [votes[rng.randrange(len(votes))] for _ in votes]
        for model, s in strengths(resample).items():
            samples[model].append(rating(s))
    counts: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    for vote in votes:
        for model in set(vote.models):
            counts[model] += 1
        if vote.winner in vote.models:
            wins[vote.winner] += 1
    table = []
    for model, value in point.items():
        spread = sorted(samples.get(model) or [value])
        low = spread[int(0.025 * (len(spread) - 1))]
        high = spread[int(0.975 * (len(spread) - 1))]
        table.append(Standing(model, value, low, high, counts[model], wins[model]))
    table.sort(key=lambda s: (-s.rating, s.model))
    return table


def to_csv(table: Sequence[Standing]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["rank", "model", "rating", "ci_low", "ci_high", "votes", "wins"])
    for rank, row in enumerate(table, start=1):
        writer.writerow(
            [
                rank,
                row.model,
                f"{row.rating:.0f}",
                f"{row.low:.0f}",
                f"{row.high:.0f}",
                row.votes,
                row.wins,
            ]
        )
    return out.getvalue()
