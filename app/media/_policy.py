"""How far an image is scaled down before it is sent."""

from __future__ import annotations

from enum import Enum
from fractions import Fraction


class ResizePolicy(Enum):
    """Size limits for outgoing images. None of them ever enlarges an image.

    OPENAI_HIGH (the default) keeps the long side ≤ 2048 and the short side ≤ 768: OpenAI
    scales a ``high``-detail image to exactly that box before cutting it into 512 px tiles,
    so any pixel beyond it is uploaded for nothing, and nothing inside it is lost.
    """

    ORIGINAL = "original"
    OPENAI_HIGH = "openai_high"
    FIT_2048 = "fit_2048"
    FIT_1568 = "fit_1568"
    FIT_768 = "fit_768"

    @property
    def limits(self) -> tuple[int | None, int | None]:
        """(max long side, max short side); None means unlimited."""
        return _LIMITS[self]


DEFAULT_POLICY = ResizePolicy.OPENAI_HIGH

_LIMITS: dict[ResizePolicy, tuple[int | None, int | None]] = {
    ResizePolicy.ORIGINAL: (None, None),
    ResizePolicy.OPENAI_HIGH: (2048, 768),
    ResizePolicy.FIT_2048: (2048, None),
    ResizePolicy.FIT_1568: (1568, None),
    ResizePolicy.FIT_768: (768, None),
}


def target_size(width: int, height: int, policy: ResizePolicy) -> tuple[int, int]:
    """The size (width, height) the policy allows for an upright width×height image.

    Exact rational arithmetic, so the side that binds lands exactly on its limit
    (6000×4000 under FIT_2048 is 2048×1365, never 2047×1365).
    """
    long_limit, short_limit = policy.limits
    long_side, short_side = max(width, height), min(width, height)
    scale = Fraction(1)
    if long_limit is not None and long_side > long_limit:
        scale = min(scale, Fraction(long_limit, long_side))
    if short_limit is not None and short_side > short_limit:
        scale = min(scale, Fraction(short_limit, short_side))
    if scale == 1:
        return width, height
    return max(1, round(width * scale)), max(1, round(height * scale))
