"""``POST {base}/audio/transcriptions`` (speech to text: a WAV uploaded as multipart form
data) and ``POST {base}/audio/speech`` (text to speech, read as it streams).

Both go through the session of the endpoint the chat uses (``ChatClient``): the same key,
proxy, CA bundle and timeouts. Failures are ApiErrors whose ``message`` is one sentence; a
server without the route says so in words rather than as a bare 404.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import AsyncGenerator, AsyncIterator
from typing import cast

import httpx

from app.api.endpoint_session import EndpointSession, read_limited
from app.api.errors import (
    ApiError,
    NotFoundError,
    StreamError,
    error_from_transport,
)

log = logging.getLogger(__name__)

TRANSCRIPT_LIMIT = 4 * 1024 * 1024  # the text of ten minutes of speech is ~10 KB
SPEECH_CHUNK = 4096  # bytes handed to the player at a time (~85 ms of 24 kHz PCM)
NO_TRANSCRIPTION = "This endpoint does not offer speech to text (/v1/audio/transcriptions)."
NO_SPEECH = "This endpoint does not offer text to speech (/v1/audio/speech)."


async def transcribe(
    session: EndpointSession, model: str, wav: bytes, *, filename: str = "dictation.wav"
) -> str:
    """The text spoken in ``wav``."""
    url = f"{session.base_url}/audio/transcriptions"
    files = {"file": (filename, wav, "audio/wav")}
    data = {"model": model, "response_format": "json"}
    try:
        async with session.http.stream("POST", url, files=files, data=data) as response:
            if response.status_code >= 300:
                raise await _status_error(session, response, model, NO_TRANSCRIPTION)
            raw = await read_limited(response, TRANSCRIPT_LIMIT)
    except httpx.TransportError as err:
        raise error_from_transport(err) from err
    try:
        payload = json.loads(raw)
    except ValueError:
        return raw.decode("utf-8", "replace").strip()  # a server that answers plain text
    text = payload.get("text") if isinstance(payload, dict) else None
    if not isinstance(text, str):
        excerpt = session.excerpt(raw) or "(empty body)"
        raise StreamError(f"The transcription reply has no text: {excerpt}")
    return text.strip()


async def speech(
    session: EndpointSession, model: str, voice: str, text: str, *, response_format: str = "pcm"
) -> AsyncIterator[bytes]:
    """The spoken ``text`` in chunks as they arrive (``pcm``: 24 kHz mono 16-bit). Close
    the generator (or cancel its task) to stop: the connection is closed with it."""
    url = f"{session.base_url}/audio/speech"
    body = {"model": model, "voice": voice, "input": text, "response_format": response_format}
    try:
        async with session.http.stream("POST", url, json=body) as response:
            if response.status_code >= 300:
                raise await _status_error(session, response, model, NO_SPEECH)
            stream = cast(AsyncGenerator[bytes, None], response.aiter_bytes(SPEECH_CHUNK))
            async with contextlib.aclosing(stream):
                async for chunk in stream:
                    yield chunk
    except httpx.TransportError as err:
        raise error_from_transport(err) from err


async def _status_error(
    session: EndpointSession, response: httpx.Response, model: str, missing: str
) -> ApiError:
    raw = await read_limited(response)
    err = session.status_error(response, raw, model)
    if response.status_code == 405 or (isinstance(err, NotFoundError) and not err.model):
        return NotFoundError(
            missing, status=response.status_code, excerpt=session.excerpt(raw), model=None
        )
    return err
