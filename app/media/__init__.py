"""Image handling for multimodal messages: validate, orient, strip, downscale, re-encode.

Pure, blocking and thread-safe (Pillow only, no Qt): the UI runs these functions with
``asyncio.to_thread``. Every failure is an ImageError whose message is meant for the user.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._errors import ImageError
from ._policy import DEFAULT_POLICY, ResizePolicy, target_size
from ._tokens import estimate_cost, estimate_tokens

if TYPE_CHECKING:
    from ._encode import to_data_url
    from ._process import ProcessedImage, load_image_file, process_image
    from ._thumbnail import thumbnail

# Pillow (~5 MB, ~20 ms) loads when an image is first handled, not with the window.
_LAZY = {
    "to_data_url": "._encode",
    "ProcessedImage": "._process",
    "load_image_file": "._process",
    "process_image": "._process",
    "thumbnail": "._thumbnail",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DEFAULT_POLICY",
    "ImageError",
    "ProcessedImage",
    "ResizePolicy",
    "estimate_cost",
    "estimate_tokens",
    "load_image_file",
    "process_image",
    "target_size",
    "thumbnail",
    "to_data_url",
]
