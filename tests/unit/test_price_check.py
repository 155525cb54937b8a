"""When the app asks before sending to an expensive model (app.services.price_check): far
above the usual price, the usual taken from the models the person used lately (a sensible
default without any), never for a model the person said not to ask about again, and never
when the question is turned off."""

from __future__ import annotations

import math

import pytest

from app.config import Settings
from app.domain import ModelInfo
from app.services.price_check import (
    DEFAULT_USUAL_USD,
    PriceWarning,
    allow_always,
    price_warning,
    usual_output_price,
)

MODELS = {
    m.id: m
    for m in (
        ModelInfo("gpt-4o-mini", input_price=0.12, output_price=0.48),
        ModelInfo("gpt-4.1", input_price=1.6, output_price=6.4),
        ModelInfo("gpt-5", input_price=1.0, output_price=8.0),
        ModelInfo("claude-opus", input_price=12.0, output_price=60.0),
        ModelInfo("o1-pro", input_price=120.0, output_price=480.0),
        ModelInfo("free", input_price=0.0, output_price=0.0),
        ModelInfo("unpriced"),
        ModelInfo("per-image", image_price=0.04),
    )
}


def check(model: str, **settings: object) -> PriceWarning | None:
    return price_warning(model, Settings(**settings), MODELS.get)  # type: ignore[arg-type]


def test_without_history_the_usual_is_a_typical_model() -> None:
    warning = check("o1-pro")
    assert warning == PriceWarning("o1-pro", 480.0, 120.0, DEFAULT_USUAL_USD, False)
    assert warning.times == pytest.approx(48) and warning.sample_cost == pytest.approx(0.48)
    for ordinary in ("gpt-4o-mini", "gpt-4.1", "gpt-5", "claude-opus"):
        assert check(ordinary) is None, ordinary


def test_the_usual_is_what_the_person_used_lately() -> None:
    cheap = ["gpt-4o-mini", "gpt-4o-mini", "free", "gpt-4.1"]
    # The lower median of 0.48, 0 and 6.4 (each model once): 0.48. Ten times that is under
    # the floor of $20, so only models from $20 per million output tokens are asked about.
    assert usual_output_price(cheap, MODELS.get) == 0.48
    opus = check("claude-opus", recent_models=cheap)
    assert opus is not None and opus.from_history and opus.times == pytest.approx(125)
    assert check("gpt-5", recent_models=cheap) is None  # 16× the usual, under the floor
    # Someone who uses o1-pro every day is not asked about models cheaper than that.
    assert check("claude-opus", recent_models=["o1-pro", "o1-pro"]) is None
    # The model asked about is not its own usual, and unpriced models do not count.
    assert check("o1-pro", recent_models=["o1-pro", "unpriced", "gpt-4o-mini"]) is not None
    assert usual_output_price(["unpriced", "per-image", "gone"], MODELS.get) is None


def test_against_free_models_any_price_from_the_floor_is_asked_about() -> None:
    warning = check("claude-opus", recent_models=["free"])
    assert warning is not None and math.isinf(warning.times)


def test_nothing_to_compare_nothing_asked() -> None:
    assert check("unpriced") is None
    assert check("per-image") is None
    assert check("not-in-the-list") is None


def test_dont_ask_again_and_the_setting() -> None:
    settings = allow_always(Settings(), "o1-pro")
    assert settings.expensive_models_allowed == ["o1-pro"]
    assert allow_always(settings, "o1-pro").expensive_models_allowed == ["o1-pro"]  # once
    assert price_warning("o1-pro", settings, MODELS.get) is None
    assert check("o1-pro", confirm_expensive_models=False) is None
