"""The parts of one reply round that tools the API ran produced (code interpreter calls,
their files, remote MCP calls and approval requests): kept as they arrive, and, before the
reply is saved for good, the code interpreter's images (``data:`` URLs in the stream)
moved to the blob store, so they are stored, viewable and exported like any image."""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import logging
from collections.abc import Awaitable, Callable

from app.api.hosted_tools import (
    CODE_INTERPRETER,
    MCP_APPROVAL,
    HostedToolItem,
    hosted_part,
    part_result,
)
from app.domain import ImagePart, Message, ToolCallPart

log = logging.getLogger(__name__)

StoreImage = Callable[[bytes, str], Awaitable[str]]


class HostedParts:
    def __init__(self, round_: int = 0, store_image: StoreImage | None = None) -> None:
        self._round = round_
        self._store_image = store_image
        self._parts: dict[str, ToolCallPart] = {}

    def add(self, event: HostedToolItem) -> ToolCallPart:
        part = hosted_part(event, self._round)
        self._parts[part.call_id] = part
        return part

    def parts(self) -> tuple[ToolCallPart, ...]:
        return tuple(self._parts.values())

    async def settle(self) -> None:
        """Store the code interpreter's images; what cannot be stored stays an address."""
        if self._store_image is None:
            return
        for call_id, part in list(self._parts.items()):
            if part.name != CODE_INTERPRETER:
                continue
            result = part_result(part)
            addresses = [a for a in result.get("images") or () if isinstance(a, str)]
            kept: list[str] = []
            images = list(part.images)
            for address in addresses:
                decoded = _data_url(address)
                if decoded is None:
                    kept.append(address)  # an https address: shown as a link
                    continue
                data, mime = decoded
                try:
                    blob = await self._store_image(data, mime)
                except (OSError, ValueError):
                    log.warning("could not store an image the code interpreter made")
                    kept.append(address)
                    continue
                images.append(ImagePart(blob=blob, mime=mime))
            if len(kept) != len(addresses):
                result["images"] = kept
                self._parts[call_id] = dataclasses.replace(
                    part, result=json.dumps(result), images=tuple(images)
                )


def pending_approvals(reply: Message, round_: int) -> list[ToolCallPart]:
    """The approval requests of remote MCP servers in round ``round_`` of ``reply``, still
    unanswered (app.services.remote_mcp asks them, alone or within the local tool loop)."""
    return [
        c
        for c in reply.tool_calls
        if c.builtin and c.name == MCP_APPROVAL and c.status == "pending" and c.round == round_
    ]


def _data_url(address: str) -> tuple[bytes, str] | None:
    """(bytes, mime) of a base64 ``data:image/…`` URL; None for anything else."""
    head, comma, payload = address.partition(",")
    if not comma or not head.startswith("data:image/") or not head.endswith(";base64"):
        return None
    try:
        return base64.b64decode(payload, validate=True), head[5:].removesuffix(";base64")
    except (binascii.Error, ValueError):
        return None
