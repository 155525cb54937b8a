"""``POST /images/generations`` and ``/images/edits``: a prompt (and for an edit, an image)
in, pictures out, as bytes.

Plain asyncio, no Qt, on the same connection pool, key and network settings as the chat
client of the endpoint (``EndpointSession``). Base64 answers are decoded here; an answer
given as a URL is downloaded, without the key when the URL is on another host.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from typing import Any

import httpx

from app.api.endpoint_session import ERROR_BODY_LIMIT, EndpointSession
from app.api.errors import StreamError, error_from_transport
from app.api.image_models import AUTO, ImageModelRules
from app.domain import Usage

# Generous: four 1536x1024 PNGs in base64 are ~20 MB.
REPLY_LIMIT = 96 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class ImageRequest:
    """One request. ``size``/``quality`` "" (or "auto" where the model has no auto) are not
    sent; ``source``: (bytes, mime) of the image to edit, None to generate."""

    model: str
    prompt: str
    rules: ImageModelRules
    size: str = ""
    quality: str = ""
    count: int = 1
    source: tuple[bytes, str] | None = None

    def fields(self) -> dict[str, Any]:
        body: dict[str, Any] = {"model": self.model, "prompt": self.prompt}
        if self.count > 1:
            body["n"] = min(self.count, self.rules.max_count)
        if self.size and (self.size != AUTO or AUTO in self.rules.sizes):
            body["size"] = self.size
        if self.quality and (self.quality != AUTO or AUTO in self.rules.qualities):
            body["quality"] = self.quality
        if self.rules.response_format:
            body["response_format"] = "b64_json"
        return body


@dataclass(frozen=True, slots=True)
class GeneratedImage:
    data: bytes
    mime: str
    revised_prompt: str = ""


@dataclass(frozen=True, slots=True)
class ImageResult:
    images: tuple[GeneratedImage, ...]
    usage: Usage | None = None


async def create_images(session: EndpointSession, request: ImageRequest) -> ImageResult:
    """Ask the endpoint for the images; raises the app's ApiError classes."""
    http = session.http
    fields = request.fields()
    try:
        if request.source is None:
            url = f"{session.base_url}/images/generations"
            response = await http.post(url, json=fields)
        else:
            url = f"{session.base_url}/images/edits"
            data, mime = request.source
            extension = mime.rpartition("/")[2] or "png"
            files = {"image": (f"image.{extension}", data, mime)}
            form = {k: str(v) for k, v in fields.items()}
            response = await http.post(url, data=form, files=files)
    except httpx.TransportError as err:
        raise error_from_transport(err) from err
    if response.status_code >= 300:
        raise session.status_error(response, response.content[:ERROR_BODY_LIMIT], request.model)
    if len(response.content) > REPLY_LIMIT:
        raise StreamError("The image reply is too large.")
    try:
        payload = json.loads(response.content)
    except ValueError as err:
        excerpt = session.excerpt(response.content) or "(empty body)"
        raise StreamError(f"The image reply is not JSON: {excerpt}") from err
    return await _result(session, payload)


async def _result(session: EndpointSession, payload: Any) -> ImageResult:
    items = payload.get("data") if isinstance(payload, dict) else None
    if not isinstance(items, list) or not items:
        raise StreamError("The image reply has no images.")
    fallback_mime = "image/" + str(payload.get("output_format") or "png")
    images: list[GeneratedImage] = []
    for item in items:
        if not isinstance(item, dict):
            continue
        revised = str(item.get("revised_prompt") or "")
        if isinstance(item.get("b64_json"), str):
            try:
                data = base64.b64decode(item["b64_json"], validate=True)
            except (binascii.Error, ValueError) as err:
                raise StreamError("The image reply holds an image that is not base64.") from err
            images.append(GeneratedImage(data, _sniff(data) or fallback_mime, revised))
        elif isinstance(item.get("url"), str):
            data = await _download(session, item["url"])
            images.append(GeneratedImage(data, _sniff(data) or fallback_mime, revised))
    if not images:
        raise StreamError("The image reply has no images.")
    return ImageResult(tuple(images), _usage(payload.get("usage")))


async def _download(session: EndpointSession, url: str) -> bytes:
    http = session.http
    try:
        request = http.build_request("GET", url)
    except httpx.InvalidURL as err:
        raise StreamError("The image reply holds an address that is not valid.") from err
    if request.url.host != httpx.URL(session.base_url).host:
        request.headers.pop("Authorization", None)  # the key goes to its own host only
    try:
        response = await http.send(request)
    except httpx.TransportError as err:
        raise error_from_transport(err) from err
    if response.status_code >= 300:
        raise StreamError(f"The image could not be downloaded (HTTP {response.status_code}).")
    return response.content


def _usage(data: Any) -> Usage | None:
    if not isinstance(data, dict):
        return None
    prompt = data.get("input_tokens")
    output = data.get("output_tokens")
    if not isinstance(prompt, int) or not isinstance(output, int):
        return None
    return Usage(prompt_tokens=prompt, completion_tokens=output)


def _sniff(data: bytes) -> str:
    if data.startswith(b"\x89PNG"):
        return "image/png"
    if data.startswith(b"\xff\xd8"):
        return "image/jpeg"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return ""
