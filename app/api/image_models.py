"""Which models make images, and what each takes: sizes, qualities, how many images per
request and whether it edits an attached image. Pure data, no I/O.

OpenAI's own image models are known by name; any other model counts as one when the model
catalog says its endpoint is image generation (CometAPI lists them with ``"endpoints":
["images"]`` and ``"model_type": "image"``)."""

from __future__ import annotations

from dataclasses import dataclass

from app.domain import ModelInfo

AUTO = "auto"


@dataclass(frozen=True, slots=True)
class ImageModelRules:
    """What one image model takes. The first size and quality are the defaults."""

    sizes: tuple[str, ...]
    qualities: tuple[str, ...]
    max_count: int
    edits: bool  # /images/edits with an attached image
    # dall-e models answer with a URL unless asked for base64; gpt-image-1 refuses the field.
    response_format: bool


GPT_IMAGE = ImageModelRules(
    sizes=(AUTO, "1024x1024", "1536x1024", "1024x1536"),
    qualities=(AUTO, "low", "medium", "high"),
    max_count=10,
    edits=True,
    response_format=False,
)
DALL_E_3 = ImageModelRules(
    sizes=("1024x1024", "1792x1024", "1024x1792"),
    qualities=("standard", "hd"),
    max_count=1,
    edits=False,
    response_format=True,
)
DALL_E_2 = ImageModelRules(
    sizes=("1024x1024", "512x512", "256x256"),
    qualities=("standard",),
    max_count=10,
    edits=True,
    response_format=True,
)
# A catalog image model the app knows nothing else about: only what every one takes.
OTHER = ImageModelRules(
    sizes=(AUTO, "1024x1024"),
    qualities=(AUTO,),
    max_count=4,
    edits=False,
    response_format=False,
)

_IMAGE_ENDPOINTS = frozenset({"images", "image", "image-generation", "images-generations"})


def _base_name(model: str) -> str:
    return model.strip().lower().rsplit("/", 1)[-1]


def image_rules(model: str, info: ModelInfo | None = None) -> ImageModelRules | None:
    """The rules of ``model`` when it makes images, else None (a chat model)."""
    name = _base_name(model)
    if name.startswith(("gpt-image-", "chatgpt-image")):
        return GPT_IMAGE
    if name.startswith("dall-e-3"):
        return DALL_E_3
    if name.startswith("dall-e-2"):
        return DALL_E_2
    if info is not None and _IMAGE_ENDPOINTS & set(info.endpoints):
        return OTHER
    return None


def is_image_model(model: str, info: ModelInfo | None = None) -> bool:
    return image_rules(model, info) is not None
