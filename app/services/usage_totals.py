"""Tokens and cost of the replies on screen, added up (a conversation, or every column of a
compare). A reply whose cost cannot be known is counted as unknown, never as zero: it
reported no usage, its usage does not add up (app.domain.usage_check), or the model has no
price in the list."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from app.domain import Usage
from app.domain.usage_check import usage_issues

# (model, usage or None when the reply reported none, images the reply holds)
Reply = tuple[str, Usage | None, int]
CostFn = Callable[[str, Usage | None, int], float | None]


@dataclass(frozen=True, slots=True)
class Totals:
    prompt: int = 0
    completion: int = 0  # reasoning included
    replies: int = 0
    cost: float = 0.0  # of the replies whose cost is known
    cached: int = 0  # prompt tokens the provider had cached (part of ``prompt``)
    saving: float = 0.0  # what they saved, where both prices are known
    reasoning: int = 0  # part of ``completion``
    # Replies of unknown cost, by why: no usage reported, a usage that does not add up,
    # a model without a price.
    unmetered: int = 0
    inconsistent: int = 0
    unpriced: int = 0

    @property
    def unknown(self) -> int:
        """Replies whose cost is not in ``cost``."""
        return self.unmetered + self.inconsistent + self.unpriced

    @property
    def priced(self) -> int:
        """Replies whose cost is in ``cost``."""
        return self.replies - self.unknown

    def __add__(self, other: Totals) -> Totals:
        return Totals(
            self.prompt + other.prompt,
            self.completion + other.completion,
            self.replies + other.replies,
            self.cost + other.cost,
            self.cached + other.cached,
            self.saving + other.saving,
            self.reasoning + other.reasoning,
            self.unmetered + other.unmetered,
            self.inconsistent + other.inconsistent,
            self.unpriced + other.unpriced,
        )


def totals_of(
    replies: Iterable[Reply],
    cost: CostFn,
    saving: Callable[[str, Usage], float | None] = lambda _model, _usage: None,
    priced: Callable[[str], bool] = lambda _model: True,
) -> Totals:
    """``replies`` as ``Repository.branch_replies`` gives them: once per request, so the n
    answers of one request count its usage once. ``cost`` prices one reply
    (ModelDirectory.cost), ``priced`` says whether a model has any price at all."""
    total = Totals()
    for model, used, images in replies:
        price = cost(model, used, images)
        why = "" if price is not None else _unknown_because(model, used, priced)
        total += Totals(
            prompt=used.prompt_tokens if used else 0,
            completion=used.completion_tokens if used else 0,
            replies=1,
            cost=price or 0.0,
            cached=used.cached_tokens if used else 0,
            saving=(saving(model, used) or 0.0) if used and price is not None else 0.0,
            reasoning=used.reasoning_tokens if used else 0,
            unmetered=int(why == "unmetered"),
            inconsistent=int(why == "inconsistent"),
            unpriced=int(why == "unpriced"),
        )
    return total


def _unknown_because(model: str, used: Usage | None, priced: Callable[[str], bool]) -> str:
    if not priced(model):
        return "unpriced"
    if used is None:
        return "unmetered"
    if usage_issues(used):
        return "inconsistent"
    return "unpriced"  # a price the usage needs is missing (input without output, say)
