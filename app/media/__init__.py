"""Image handling for multimodal messages: validate, orient, strip, downscale, re-encode.

Pure, blocking and thread-safe (Pillow only, no Qt): the UI runs these functions with
``asyncio.to_thread``. Every failure is an ImageError whose message is meant for the user.
"""

from ._encode import to_data_url
from ._errors import ImageError
from ._policy import DEFAULT_POLICY, ResizePolicy, target_size
from ._process import ProcessedImage, load_image_file, process_image
from ._thumbnail import thumbnail
from ._tokens import estimate_cost, estimate_tokens

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
