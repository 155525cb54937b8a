"""``POST /v1/images/generations`` and ``/v1/images/edits`` for the loopback server.

Each request gets ``n`` small PNGs (a different colour each) as ``b64_json``, and for the
gpt-image models the token usage the real endpoint reports. A prompt that contains
``REFUSE_WORD`` is refused as a content-policy violation, a size the model does not take is
refused as the real API does; ``server.enqueue(Reply.error(...), key=GENERATIONS)`` scripts
any other failure. Edits arrive as multipart forms: their fields are read like JSON ones and
the image's size in bytes is echoed in ``revised_prompt``, so a test sees it arrived.
"""

from __future__ import annotations

import base64
import io
import time
from email.parser import BytesParser
from email.policy import HTTP
from typing import Any

GENERATIONS = "/v1/images/generations"
EDITS = "/v1/images/edits"
PATHS = (GENERATIONS, EDITS)
REFUSE_WORD = "forbidden"
REFUSAL = (
    "Your request was rejected as a result of our safety system. Your prompt may contain "
    "text that is not allowed by our safety system."
)
_SIZES = {
    "dall-e-2": ("256x256", "512x512", "1024x1024"),
    "dall-e-3": ("1024x1024", "1792x1024", "1024x1792"),
    "gpt-image-1": ("auto", "1024x1024", "1536x1024", "1024x1536"),
}
_COLOURS = ((220, 60, 60), (60, 160, 80), (60, 90, 220), (230, 180, 40))
USAGE = {"input_tokens": 50, "output_tokens": 4160}


def png(index: int = 0, size: int = 64) -> bytes:
    from PIL import Image

    picture = Image.new("RGB", (size, size), _COLOURS[index % len(_COLOURS)])
    out = io.BytesIO()
    picture.save(out, format="PNG")
    return out.getvalue()


def multipart_fields(content_type: str, raw: bytes) -> tuple[dict[str, str], bytes]:
    """The text fields of a multipart form, and the bytes of its file ("image")."""
    message = BytesParser(policy=HTTP).parsebytes(
        f"Content-Type: {content_type}\r\n\r\n".encode() + raw
    )
    fields: dict[str, str] = {}
    image = b""
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True) or b""
        if part.get_filename():
            image = payload
        elif isinstance(name, str):
            fields[name] = payload.decode()
    return fields, image


def serve(handler: Any, path: str, body: dict[str, Any]) -> None:
    """Answer one images request (``handler``: the server's request handler)."""
    from tests.support.fake_server import Reply

    owner = handler.owner
    scripted = owner._next_reply(path, shared=False)
    if scripted is not None and (scripted.status != 200 or scripted.body is not None):
        handler._send_reply(scripted)
        return
    fields: dict[str, Any] = dict(body)
    image = b""
    if path == EDITS:
        record = [r for r in owner.requests if r.path == path and not r.finished.is_set()][-1]
        fields, image = multipart_fields(record.headers.get("content-type", ""), record.raw_body)
    model = str(fields.get("model") or "dall-e-2")
    prompt = str(fields.get("prompt") or "")
    if REFUSE_WORD in prompt.lower():
        handler._send_reply(Reply.error(400, REFUSAL, code="content_policy_violation"))
        return
    size = fields.get("size")
    allowed = _SIZES.get(model)
    if size is not None and allowed is not None and size not in allowed:
        message = (
            f"Invalid value: '{size}'. Supported values are: "
            + ", ".join(f"'{s}'" for s in allowed)
            + "."
        )
        handler._send_reply(Reply.error(400, message, code="invalid_value", param="size"))
        return
    count = int(fields.get("n") or 1)
    revised = f"edited an image of {len(image)} bytes: {prompt}" if image else ""
    data = []
    for index in range(count):
        item = {"b64_json": base64.b64encode(png(index)).decode("ascii")}
        if revised:
            item["revised_prompt"] = revised
        data.append(item)
    payload: dict[str, Any] = {"created": int(time.time()), "data": data}
    if model.startswith("gpt-image"):
        payload["usage"] = {**USAGE, "total_tokens": sum(USAGE.values())}
    handler._send_json(200, payload)
