"""Audio clips in the JSON export and back: the clip's facts and its sound as a base64
``data:`` URL, checked on import like any other part (its blob is written only once the whole
file is known to be good). A clip missing from the store exports with a null ``data_url``
and imports as a note."""

from __future__ import annotations

import base64
import binascii
import logging
import re
from typing import Any

from app.domain import AudioPart, Part, TextPart
from app.storage.blobs import BlobStore
from app.storage.import_errors import ImportFormatError, expect_str
from app.storage.import_images import PendingBlobs

log = logging.getLogger(__name__)

_DATA_URL = re.compile(r"data:([\w.+-]+/[\w.+-]+);base64,([A-Za-z0-9+/=\s]*)")
MISSING_AUDIO_NOTE = "[audio clip {name} missing from the export]"


def audio_json(part: AudioPart, blobs: BlobStore) -> dict[str, Any]:
    try:
        url: str | None = blobs.data_url(part.blob, part.mime)
    except (FileNotFoundError, ValueError):
        log.warning("audio clip %s is missing from the blob store", part.blob[:16])
        url = None
    return {
        "type": "audio",
        "name": part.name,
        "mime": part.mime,
        "format": part.format,
        "seconds": part.seconds,
        "data_url": url,
    }


def audio_markdown(part: AudioPart) -> str:
    return f"*[audio clip: {part.name or part.format}, {part.seconds:.1f} s]*"


def audio_part(data: dict[str, Any], where: str, pending: PendingBlobs) -> Part:
    name = expect_str(data.get("name", ""), f"{where}.name") or ""
    mime = expect_str(data.get("mime", "audio/wav"), f"{where}.mime") or "audio/wav"
    fmt = data.get("format", "wav")
    if fmt not in ("wav", "mp3"):
        raise ImportFormatError(f"{where}.format: expected wav or mp3")
    seconds = data.get("seconds", 0.0)
    if not isinstance(seconds, int | float) or isinstance(seconds, bool) or seconds < 0:
        raise ImportFormatError(f"{where}.seconds: expected a number of seconds")
    url = expect_str(data.get("data_url"), f"{where}.data_url", optional=True)
    if url is None:
        return TextPart(MISSING_AUDIO_NOTE.format(name=name or "(unnamed)"))
    match = _DATA_URL.fullmatch(url)
    if match is None:
        raise ImportFormatError(f"{where}.data_url: expected a base64 data: URL")
    try:
        raw = base64.b64decode(match.group(2), validate=False)
    except (binascii.Error, ValueError):
        raise ImportFormatError(f"{where}.data_url: invalid base64") from None
    return AudioPart(
        blob=pending.add(raw, mime),
        mime=mime,
        format="mp3" if fmt == "mp3" else "wav",
        name=name,
        seconds=float(seconds),
    )
