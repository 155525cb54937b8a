"""Tokens and cost of the replies on screen, added up (a conversation, or every column of a
compare)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from app.domain import Usage


@dataclass(frozen=True, slots=True)
class Totals:
    prompt: int = 0
    completion: int = 0
    replies: int = 0
    cost: float | None = 0.0  # None: some reply's price is unknown
    cached: int = 0  # prompt tokens the provider had cached (part of ``prompt``)
    saving: float = 0.0  # what they saved, where both prices are known

    def __add__(self, other: Totals) -> Totals:
        cost = None if self.cost is None or other.cost is None else self.cost + other.cost
        return Totals(
            self.prompt + other.prompt,
            self.completion + other.completion,
            self.replies + other.replies,
            cost,
            self.cached + other.cached,
            self.saving + other.saving,
        )


def totals_of(
    usage: Iterable[tuple[str, Usage]],
    cost: Callable[[str, Usage], float | None],
    saving: Callable[[str, Usage], float | None] = lambda _model, _usage: None,
) -> Totals:
    """``usage``: (model, usage) of each reply, as ``Repository.branch_usage`` gives it: once
    per request, so the n answers of one request count its usage once."""
    total = Totals()
    for model, used in usage:
        total += Totals(
            used.prompt_tokens,
            used.completion_tokens,
            1,
            cost(model, used),
            used.cached_tokens,
            saving(model, used) or 0.0,
        )
    return total
