"""A personal leaderboard from blind-arena votes: Plackett–Luce strengths shown on an Elo-like
scale, with 95 % intervals. Pure functions.

One vote is one observation: "of the columns shown, this one was best". With strengths s,
the chance of that is s_winner / Σ s over the columns shown (the first choice of a
Plackett–Luce ranking; with two columns, Bradley–Terry). A model shown in two columns
counts twice in the sum: it had two chances to be best. A 4-way vote is therefore one
choice, not three independent pairwise wins, which would claim three times the evidence.

Ties and "all bad" say nothing about the order. They are counted and shown, but they are
not in the likelihood and do not count towards ``MIN_VOTES``; nor does a vote whose columns
all ran the same model.

A weak prior (half a win and half a loss against an average reference model, per model)
keeps ratings finite for a model that always won or never did, and pulls models with few
votes towards the middle. Ratings are centred: 1000 is the mean of the models with a vote
with a winner.

The interval is a normal approximation from the curvature of the log posterior at its peak
(a Laplace approximation), for each rating against that mean, since the votes fix the
models' differences, not where the whole scale sits. tests/unit/test_leaderboard_calibration.py
checks by simulation that it holds the true centred rating about 95 % of the time.
"""

from __future__ import annotations

import csv
import io
import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from app.domain import Vote

BASE = 1000.0
SCALE = 400.0  # rating points per factor of 10 in strength, as in Elo
PER_UNIT = SCALE / math.log(10.0)  # rating points per unit of natural-log strength
MIN_VOTES = 5  # votes with a winner involving a model before its interval is worth showing
_Z95 = 1.959964  # two-sided 95 % of the normal distribution
_MAX_STEPS = 200


@dataclass(frozen=True, slots=True)
class Standing:
    model: str
    rating: float
    low: float  # 95 % interval
    high: float
    votes: int  # votes with a winner that showed this model: the evidence
    wins: int
    ties: int = 0  # tie votes that showed it (not evidence)
    all_bad: int = 0  # "all bad" votes that showed it (not evidence)

    @property
    def enough(self) -> bool:
        """Whether enough votes with a winner involve this model for its interval to say
        something."""
        return self.votes >= MIN_VOTES


@dataclass(frozen=True, slots=True)
class Tally:
    """How the votes split: only ``decided`` ones move the ratings."""

    decided: int
    ties: int
    all_bad: int
    same_model: int  # a winner picked among columns that all ran one model


@dataclass(frozen=True, slots=True)
class _Choice:
    winner: int
    shown: tuple[tuple[int, int], ...]  # (model index, columns it had)


def _decisive(vote: Vote) -> bool:
    return vote.winner in vote.models and len(set(vote.models)) >= 2


def tally(votes: Sequence[Vote]) -> Tally:
    decided = ties = all_bad = same = 0
    for vote in votes:
        if vote.winner == Vote.TIE:
            ties += 1
        elif vote.winner == Vote.ALL_BAD:
            all_bad += 1
        elif _decisive(vote):
            decided += 1
        elif vote.winner in vote.models:
            same += 1
    return Tally(decided, ties, all_bad, same)


def _choices(votes: Sequence[Vote], index: dict[str, int]) -> list[tuple[_Choice, int]]:
    """The decisive votes, identical ones merged (with their count)."""
    merged: Counter[_Choice] = Counter()
    for vote in votes:
        if _decisive(vote):
            shown = tuple(sorted(Counter(index[m] for m in vote.models).items()))
            merged[_Choice(index[vote.winner], shown)] += 1
    return list(merged.items())


def _log_posterior(theta: list[float], choices: list[tuple[_Choice, int]]) -> float:
    total = 0.0
    for choice, count in choices:
        top = max(theta[i] for i, _m in choice.shown)
        norm = top + math.log(sum(m * math.exp(theta[i] - top) for i, m in choice.shown))
        total += count * (theta[choice.winner] - norm)
    # The prior: half a win and half a loss against a reference of strength 1 (θ = 0).
    for t in theta:
        total += 0.5 * t - _softplus(t)
    return total


def _softplus(t: float) -> float:
    return t + math.log1p(math.exp(-t)) if t > 0 else math.log1p(math.exp(t))


def _gradient_and_information(
    theta: list[float], choices: list[tuple[_Choice, int]]
) -> tuple[list[float], list[list[float]]]:
    """The log posterior's gradient and its negative Hessian (positive definite: the prior
    adds curvature to every model)."""
    n = len(theta)
    grad = [0.0] * n
    info = [[0.0] * n for _ in range(n)]
    for choice, count in choices:
        top = max(theta[i] for i, _m in choice.shown)
        weight = {i: m * math.exp(theta[i] - top) for i, m in choice.shown}
        norm = sum(weight.values())
        p = {i: w / norm for i, w in weight.items()}  # chance each model's columns win
        grad[choice.winner] += count
        for i, pi in p.items():
            grad[i] -= count * pi
            info[i][i] += count * pi
            for j, pj in p.items():
                info[i][j] -= count * pi * pj
    for i, t in enumerate(theta):
        sigma = 1.0 / (1.0 + math.exp(-t))
        grad[i] += 0.5 - sigma
        info[i][i] += sigma * (1.0 - sigma)
    return grad, info


def _invert(matrix: list[list[float]]) -> list[list[float]]:
    """Gauss–Jordan with partial pivoting; the matrices here are small and positive
    definite, so this never meets a zero pivot."""
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


def _fit(votes: Sequence[Vote], models: list[str]) -> tuple[list[float], list[list[float]]]:
    """The log strengths at the posterior's peak (Newton's method with step halving; the
    log posterior is strictly concave) and their covariance (the inverse curvature there)."""
    index = {m: i for i, m in enumerate(models)}
    choices = _choices(votes, index)
    theta = [0.0] * len(models)
    value = _log_posterior(theta, choices)
    for _ in range(_MAX_STEPS):
        grad, info = _gradient_and_information(theta, choices)
        inverse = _invert(info)
        step = [sum(row[j] * grad[j] for j in range(len(grad))) for row in inverse]
        scale = 1.0
        while True:
            trial = [t + scale * s for t, s in zip(theta, step, strict=True)]
            trial_value = _log_posterior(trial, choices)
            if trial_value >= value or scale < 1e-6:
                break
            scale /= 2.0
        theta, value = trial, trial_value
        if max((abs(s) * scale for s in step), default=0.0) < 1e-10:
            break
    _grad, info = _gradient_and_information(theta, choices)
    return theta, _invert(info)


def strengths(votes: Sequence[Vote]) -> dict[str, float]:
    """Plackett–Luce strengths at the posterior's peak, the prior's reference at 1."""
    models = sorted({m for v in votes for m in v.models})
    theta, _cov = _fit(votes, models)
    return {m: math.exp(t) for m, t in zip(models, theta, strict=True)}


def leaderboard(votes: Sequence[Vote]) -> list[Standing]:
    """Models ranked best first, with 95 % intervals for each rating against the mean."""
    if not votes:
        return []
    models = sorted({m for v in votes for m in v.models})
    theta, cov = _fit(votes, models)
    counts: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    undecided: dict[str, Counter[str]] = defaultdict(Counter)
    for vote in votes:
        if _decisive(vote):
            counts.update(set(vote.models))
            wins[vote.winner] += 1
        elif vote.winner in (Vote.TIE, Vote.ALL_BAD):
            undecided[vote.winner].update(set(vote.models))
    # 1000 is the mean of the models with evidence; with none, everyone sits there.
    centre = [i for i, m in enumerate(models) if counts[m]] or list(range(len(models)))
    share = 1.0 / len(centre)
    weights = [-share if i in centre else 0.0 for i in range(len(models))]
    mean = sum(theta[i] for i in centre) * share
    table = []
    for i, model in enumerate(models):
        c = list(weights)
        c[i] += 1.0  # the contrast θ_i − mean
        variance = sum(c[a] * cov[a][b] * c[b] for a in range(len(c)) for b in range(len(c)))
        # Without a vote with a winner a model's place is the prior's guess: the middle.
        value = BASE + PER_UNIT * (theta[i] - mean) if counts[model] else BASE
        margin = _Z95 * PER_UNIT * math.sqrt(max(variance, 0.0))
        table.append(
            Standing(
                model,
                value,
                value - margin,
                value + margin,
                counts[model],
                wins[model],
                undecided[Vote.TIE][model],
                undecided[Vote.ALL_BAD][model],
            )
        )
    table.sort(key=lambda s: (-s.rating, s.model))
    return table


def to_csv(table: Sequence[Standing]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["rank", "model", "rating", "ci_low", "ci_high", "votes", "wins", "ties", "all_bad"]
    )
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
                row.ties,
                row.all_bad,
            ]
        )
    return out.getvalue()
