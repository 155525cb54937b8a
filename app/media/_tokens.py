"""Estimate what an image costs in prompt tokens (OpenAI's published tiling rule).

The rule (GPT-4o / GPT-4.1 / o-series "tile" models): ``low`` detail costs a flat 85
tokens. ``high`` detail scales the image to fit inside 2048×2048, then so that its
shortest side is 768 px, and costs 85 + 170 per 512 px tile covering the result. Images
are never scaled up by this rule. Models that count 32 px patches instead (e.g. the
gpt-4.1-mini family) or other providers bill differently; this is an estimate shown
before sending, and the API's usage report remains the truth.
"""

from __future__ import annotations

import math
from typing import Literal

from ._policy import ResizePolicy, target_size

Detail = Literal["auto", "low", "high"]

BASE_TOKENS = 85
TILE_TOKENS = 170
TILE_SIZE = 512


def estimate_tokens(width: int, height: int, detail: Detail) -> int:
    """Prompt tokens for one image of width×height at the given detail.

    ``auto`` lets the server choose; we assume it picks ``high`` for images larger than
    512×512 (either side over 512 px) and ``low`` otherwise — an image that fits one tile
    gains nothing from ``high``. That assumption can overestimate, never underestimate,
    for large images.
    """
    if width <= 0 or height <= 0:
        raise ValueError(f"image size must be positive, got {width}×{height}")
    if detail == "low":
        return BASE_TOKENS
    if detail == "auto" and width <= TILE_SIZE and height <= TILE_SIZE:
        return BASE_TOKENS
    scaled_w, scaled_h = target_size(width, height, ResizePolicy.OPENAI_HIGH)
    tiles = math.ceil(scaled_w / TILE_SIZE) * math.ceil(scaled_h / TILE_SIZE)
    return BASE_TOKENS + TILE_TOKENS * tiles


def estimate_cost(tokens: int, input_price_per_million: float | None) -> float | None:
    """USD for ``tokens`` prompt tokens, or None when the model's price is unknown."""
    if input_price_per_million is None:
        return None
    return tokens * input_price_per_million / 1_000_000
