"""Images and tool calls in the export format (docs/export-format.md) and back.

An image travels as a base64 ``data:`` URL, so one file carries everything: an image part,
an image a tool returned, a document's page. A tool call travels whole, as it is stored
(``parts_to_json``: status, result, error, approval, …), with its images embedded the same
way. Export and import of these parts live here so their format is written down once.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import re
from typing import Any

from app.domain import ImagePart, ToolCallPart, parts_from_json, parts_to_json
from app.storage.blobs import BlobStore
from app.storage.import_errors import (
    ImportFormatError,
    expect_dict,
    expect_int,
    expect_list,
    expect_str,
)
from app.storage.import_images import PendingBlobs, image_part

log = logging.getLogger(__name__)

DATA_URL = re.compile(r"data:([\w.+-]+/[\w.+-]+);base64,(.*)", re.DOTALL)
DETAILS = ("auto", "low", "high")
_TOOL_TEXTS = (
    "call_id",
    "name",
    "arguments",
    "result",
    "error",
    "server",
    "tool",
    "ran_arguments",
    "approval",
)
_TOOL_STATUSES = ("pending", "denied", "failed", "done")


def image_json(image: ImagePart, blobs: BlobStore) -> dict[str, Any]:
    """The export form of an image. A file missing from the store exports as a null
    ``data_url`` (and is logged); the rest still exports."""
    try:
        url: str | None = blobs.data_url(image.blob, image.mime)
    except (FileNotFoundError, ValueError):
        log.warning("image %s is missing from the blob store", image.blob[:16])
        url = None
    return {
        "type": "image",
        "mime": image.mime,
        "width": image.width,
        "height": image.height,
        "detail": image.detail,
        "data_url": url,
    }


def tool_call_json(part: ToolCallPart, blobs: BlobStore) -> dict[str, Any]:
    """The whole stored part, its images as data URLs instead of blob hashes."""
    data = parts_to_json((part,))[0]
    data["images"] = [image_json(image, blobs) for image in part.images]
    return data


def tool_call_part(data: dict[str, Any], where: str, pending: PendingBlobs) -> ToolCallPart:
    """Validate an exported tool call. Files from before results were exported hold only
    call_id, name and arguments: they read as calls that never ran, as they did then."""
    for key in _TOOL_TEXTS:
        if key in data:
            expect_str(data[key], f"{where}.{key}")
    if data.get("status", "pending") not in _TOOL_STATUSES:
        raise ImportFormatError(f"{where}.status: expected pending, denied, failed or done")
    if "round" in data:
        expect_int(data["round"], f"{where}.round")
    if not isinstance(data.get("is_json", False), bool):
        raise ImportFormatError(f"{where}.is_json: expected true or false")
    duration = data.get("duration_s", 0.0)
    if isinstance(duration, bool) or not isinstance(duration, int | float):
        raise ImportFormatError(f"{where}.duration_s: expected a number")
    if not math.isfinite(duration) or duration < 0:
        raise ImportFormatError(f"{where}.duration_s: expected seconds (0 or more)")
    images: list[ImagePart] = []
    for n, item in enumerate(expect_list(data.get("images", []) or [], f"{where}.images")):
        image = embedded_image(
            expect_dict(item, f"{where}.images[{n}]"), f"{where}.images[{n}]", pending
        )
        if image is not None:
            images.append(image)
    part = parts_from_json([{k: v for k, v in data.items() if k != "images"}])[0]
    assert isinstance(part, ToolCallPart)
    return dataclasses.replace(part, images=tuple(images))


def embedded_image(data: dict[str, Any], where: str, pending: PendingBlobs) -> ImagePart | None:
    """An image inside another part (a tool's output, a document's page): checked like an
    attached image. Missing from the export (null) or not an image: left out (None); the
    part it belongs to still has its text."""
    url = data.get("data_url")
    if url is None:
        return None
    match = DATA_URL.fullmatch(expect_str(url, f"{where}.data_url") or "")
    if match is None:
        raise ImportFormatError(f"{where}.data_url: expected a base64 data: URL")
    expect_str(data.get("mime", ""), f"{where}.mime")  # the real type is read from the bytes
    detail = data.get("detail", "auto")
    if detail not in DETAILS:
        raise ImportFormatError(f"{where}.detail: expected auto, low or high")
    part = image_part(
        match.group(2),
        width=expect_int(data.get("width", 0), f"{where}.width"),
        height=expect_int(data.get("height", 0), f"{where}.height"),
        detail=detail,
        pending=pending,
        where=where,
    )
    return part if isinstance(part, ImagePart) else None
