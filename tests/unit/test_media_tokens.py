"""Token and cost estimates (OpenAI's tile rule) and data URLs."""

from __future__ import annotations

import base64

import pytest

from app.media import estimate_cost, estimate_tokens, to_data_url


@pytest.mark.parametrize(
    ("width", "height", "detail", "tokens"),
    [
        (1024, 1024, "high", 765),  # → 768×768, 4 tiles (OpenAI's worked example)
        (2048, 4096, "high", 1105),  # → 1024×2048 → 768×1536, 6 tiles (ditto)
        (4096, 8192, "low", 85),
        (512, 512, "high", 255),  # one tile, never upscaled
        (300, 200, "high", 255),
        (4000, 3000, "high", 765),  # → 1024×768: 2×2 tiles
        (1920, 1080, "high", 1105),  # → 1365×768: 3×2 tiles
        (1024, 1024, "auto", 765),  # larger than 512×512: treated as high
        (600, 400, "auto", 425),  # one side over 512: high (2×1 tiles)
        (512, 512, "auto", 85),  # fits one tile: treated as low
    ],
)
def test_known_sizes(width: int, height: int, detail: str, tokens: int) -> None:
    assert estimate_tokens(width, height, detail) == tokens  # type: ignore[arg-type]


def test_empty_size_is_rejected() -> None:
    with pytest.raises(ValueError, match="positive"):
        estimate_tokens(0, 100, "high")


def test_cost() -> None:
    assert estimate_cost(765, 2.5) == pytest.approx(0.0019125)
    assert estimate_cost(1_000_000, 0.15) == pytest.approx(0.15)
    assert estimate_cost(765, None) is None


def test_data_url_round_trips() -> None:
    data = bytes(range(256))
    url = to_data_url(data, "image/png")

    prefix = "data:image/png;base64,"
    assert url.startswith(prefix)
    assert base64.b64decode(url.removeprefix(prefix)) == data


def test_data_url_refuses_non_image_types() -> None:
    with pytest.raises(ValueError, match="not an image MIME type"):
        to_data_url(b"x", "text/html")
