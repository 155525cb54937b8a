"""The images endpoints against the loopback server: generated pictures decoded with the
usage reported, an unsupported size and a refused prompt as one sentence each."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.api import BadRequestError, ChatClient
from app.api.image_models import DALL_E_3, GPT_IMAGE, image_rules, is_image_model
from app.api.images import ImageRequest, ImageResult, create_images
from app.domain import ModelInfo
from tests.support import fake_images
from tests.support.fake_server import FakeOpenAIServer


def _ask(server: FakeOpenAIServer, request: ImageRequest) -> ImageResult:
    async def go() -> ImageResult:
        async with ChatClient(server.base_url, "sk-test") as client:
            return await create_images(client, request)

    return asyncio.run(go())


def test_two_images_with_their_usage(fake_server: Any) -> None:
    request = ImageRequest("gpt-image-1", "A red fox", GPT_IMAGE, "1024x1024", "low", 2)
    result = _ask(fake_server, request)
    assert [image.mime for image in result.images] == ["image/png", "image/png"]
    assert result.images[0].data != result.images[1].data  # each its own picture
    assert result.usage is not None and result.usage.completion_tokens == 4160
    sent = fake_server.wait_for_path(fake_images.GENERATIONS).body
    assert sent == {
        "model": "gpt-image-1",
        "prompt": "A red fox",
        "n": 2,
        "size": "1024x1024",
        "quality": "low",
    }


def test_an_unsupported_size_and_a_refusal_are_one_sentence(fake_server: Any) -> None:
    wrong = ImageRequest("dall-e-3", "A fox", DALL_E_3, size="256x256")
    with pytest.raises(BadRequestError) as too_small:
        _ask(fake_server, wrong)
    assert "256x256" in too_small.value.message
    refused = ImageRequest("dall-e-3", "Something forbidden", DALL_E_3)
    with pytest.raises(BadRequestError) as policy:
        _ask(fake_server, refused)
    assert "safety system" in policy.value.message


def test_which_models_make_images() -> None:
    assert is_image_model("gpt-image-1") and is_image_model("openai/dall-e-2")
    assert not is_image_model("gpt-4o-mini")
    catalog = ModelInfo(id="flux-schnell", endpoints=("images",))
    assert image_rules("flux-schnell", catalog) is not None
