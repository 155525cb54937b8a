"""Whether a model costs far more than the person usually pays, so the app asks once before
sending to it (o1-pro at $480 per million output tokens, for someone who uses gpt-4o-mini at
$0.48). Pure: no Qt, no I/O.

"Usual" is the lower median of the output prices of the models the person used lately (the
settings' recent models, the model asked about left out); with no priced history it is
DEFAULT_USUAL_USD. A model is far above it when its output price is at least FACTOR times
that, and never below FLOOR_USD, so a person who uses the cheapest models is not asked
about every ordinary one. A model without a known output price is never asked about: there
is nothing to compare."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from app.config import Settings
from app.domain import ModelInfo

FACTOR = 10.0
FLOOR_USD = 20.0  # per million output tokens
DEFAULT_USUAL_USD = 10.0  # per million output tokens: a mid-priced model
SAMPLE_TOKENS = 1_000  # the reply the warning prices as an example

InfoOf = Callable[[str], ModelInfo | None]


@dataclass(frozen=True, slots=True)
class PriceWarning:
    """What the confirmation says: the model's prices (USD per million tokens) against the
    usual output price, and whether that comes from the person's own history."""

    model: str
    output_price: float
    input_price: float | None
    usual: float
    from_history: bool

    @property
    def times(self) -> float:
        """How many times the usual output price (infinite against free models)."""
        return self.output_price / self.usual if self.usual > 0 else float("inf")

    @property
    def sample_cost(self) -> float:
        """What SAMPLE_TOKENS tokens of reply cost at the output price."""
        return self.output_price * SAMPLE_TOKENS / 1_000_000


def usual_output_price(recent: Sequence[str], info_of: InfoOf, leave_out: str = "") -> float | None:
    """The lower median output price of the ``recent`` models with a known one (None when
    none has): the lower one, so a single pricey model in the history does not make every
    other pricey model look usual."""
    prices = []
    for model in dict.fromkeys(recent):
        info = info_of(model)
        if model != leave_out and info is not None and info.output_price is not None:
            prices.append(info.output_price)
    return statistics.median_low(prices) if prices else None


def price_warning(model: str, settings: Settings, info_of: InfoOf) -> PriceWarning | None:
    """A warning when sending to ``model`` should be confirmed first; None when it need
    not be (turned off in the settings, "don't ask again" for it, no price known, or not
    far above the usual)."""
    model = model.strip()
    if not settings.confirm_expensive_models or model in settings.expensive_models_allowed:
        return None
    info = info_of(model)
    if info is None or info.output_price is None:
        return None
    usual = usual_output_price(settings.recent_models, info_of, leave_out=model)
    from_history = usual is not None
    usual = DEFAULT_USUAL_USD if usual is None else usual
    if info.output_price < max(FACTOR * usual, FLOOR_USD):
        return None
    return PriceWarning(model, info.output_price, info.input_price, usual, from_history)


def allow_always(settings: Settings, model: str) -> Settings:
    """``settings`` with "don't ask again" for ``model``."""
    allowed = [m for m in settings.expensive_models_allowed if m != model]
    return replace(settings, expensive_models_allowed=[*allowed, model])
