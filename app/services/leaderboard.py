"""A personal leaderboard from blind-arena votes: Bradley–Terry strengths shown on an
Elo-like scale, with bootstrap confidence intervals. Pure functions.

Each vote says which of the models shown was best. It counts as a win for the winner
against every other model shown; a tie counts half a win each way for every pair; "all
bad" says nothing about the order and only counts as a vote. A weak prior (half a win and
half a loss against an average reference model) keeps ratings finite for a model that has
never won, and pulls models with few votes towards the middle.

The interval is the wider of two: the bootstrap's (resampling the votes) and a normal
approximation from the curvature of the same likelihood, prior included. The bootstrap alone
collapses to a point when every resample is alike (one vote; a model that always won), which
would claim a certainty a handful of votes cannot give; the curvature never does. Below
``MIN_VOTES`` votes involving a model its interval is not shown at all (``Standing.enough``).
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
MIN_VOTES = 5  # votes involving a model before its interval is worth showing
_Z95 = 1.959964  # two-sided 95 % of the normal distribution


@dataclass(frozen=True, slots=True)
class Standing:
    model: str
    rating: float
    low: float  # 95 % bootstrap interval
    high: float
    votes: int
    wins: int

    @property
    def enough(self) -> bool:
        """Whether enough votes involve this model for its interval to say something."""
        return self.votes >= MIN_VOTES


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


def _games(votes: Sequence[Vote]) -> dict[tuple[str, str], float]:
    """games[(a, b)]: games between a and b (either way), the prior's against the reference
    included."""
    games: dict[tuple[str, str], float] = defaultdict(float)
    for (a, b), w in _pairs(votes).items():
        games[(a, b)] += w
        games[(b, a)] += w
    for model in {m for v in votes for m in v.models}:
        games[(model, _REFERENCE)] += 1.0
        games[(_REFERENCE, model)] += 1.0
    return games


def _invert(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan with partial pivoting; the matrices here are small and positive
    definite (each model plays the fixed reference), so this never meets a zero pivot."""
    n = len(matrix)
    work = [[*row, *(1.0 if i == j else 0.0 for j in range(n))] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(work[r][col]))
        work[col], work[pivot] = work[pivot], work[col]
        head = work[col][col]
        work[col] = [x / head for x in work[col]]
        for r in range(n):
            if r != col and work[r][col]:
                factor = work[r][col]
                work[r] = [x - factor * y for x, y in zip(work[r], work[col], strict=True)]
    return [row[n:] for row in work]


def rating_errors(votes: Sequence[Vote], strength: dict[str, float]) -> dict[str, float]:
    """Standard error of each model's rating, from the observed information of the
    Bradley–Terry likelihood (with its prior) at the fitted strengths. The votes fix the
    models' differences, not where the whole scale sits, so the error is of each rating
    against the models' mean (as the bootstrap's resamples also move together)."""
    models = sorted(strength)
    if not models:
        return {}
    theta = {m: math.log(strength[m]) for m in models}
    theta[_REFERENCE] = 0.0
    index = {m: i for i, m in enumerate(models)}
    info = [[0.0] * len(models) for _ in models]
    for (a, b), n in _games(votes).items():
        if a == _REFERENCE or (a > b and b != _REFERENCE):
            continue  # each pair once; the reference has no row (it is fixed)
        p = 1.0 / (1.0 + math.exp(theta[b] - theta[a]))
        weight = n * p * (1.0 - p)
        info[index[a]][index[a]] += weight
        if b != _REFERENCE:
            info[index[b]][index[b]] += weight
            info[index[a]][index[b]] -= weight
            info[index[b]][index[a]] -= weight
    cov = _invert(info)
    k = len(models)
    row_mean = [sum(row) / k for row in cov]
    grand = sum(row_mean) / k
    per_unit = SCALE / math.log(10.0)  # rating points per unit of natural log strength
    return {
        m: per_unit * math.sqrt(max(cov[i][i] - 2.0 * row_mean[i] + grand, 0.0))
        for m, i in index.items()
    }


def leaderboard(votes: Sequence[Vote], *, bootstrap: int = 100, seed: int = 0) -> list[Standing]:
    """Models ranked best first, with 95 % intervals from resampling the votes."""
    if not votes:
        return []
    fitted = strengths(votes)
    point = {m: rating(s) for m, s in fitted.items()}
    errors = rating_errors(votes, fitted)
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
        margin = _Z95 * errors.get(model, 0.0)
        low = min(spread[int(0.025 * (len(spread) - 1))], value - margin)
        high = max(spread[int(0.975 * (len(spread) - 1))], value + margin)
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
                f"{row.low:.0f}" if row.enough else "",
                f"{row.high:.0f}" if row.enough else "",
                row.votes,
                row.wins,
            ]
        )
    return out.getvalue()
