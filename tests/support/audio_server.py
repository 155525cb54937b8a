"""The fake server's audio routes (see fake_server): speech to text and text to speech.

- ``POST /v1/audio/transcriptions``: a multipart upload; answers ``{"text": …}`` with the
  server's ``transcript_text``, or 400 when the file is not WAV or MP3 (as OpenAI refuses an
  unsupported format). The form's fields are kept in ``server.audio_uploads``.
- ``POST /v1/audio/speech``: streams ``speech_seconds`` of a 440 Hz tone in chunks (raw
  24 kHz PCM for ``"pcm"``, else a WAV file), ``speech_chunk_delay`` seconds apart.

``enqueue(Reply.error(...), key=path)`` makes either fail.
"""

from __future__ import annotations

import email
import email.policy
import io
import math
import struct
import wave
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.support.fake_server import _Handler

TRANSCRIPTIONS = "/v1/audio/transcriptions"
SPEECH = "/v1/audio/speech"
DEFAULT_TRANSCRIPT = "Hello from the microphone."
SPEECH_RATE = 24_000


@dataclass(frozen=True)
class Upload:
    """One transcription request's form: its fields and the uploaded file."""

    fields: dict[str, str]
    filename: str
    data: bytes


def tone_pcm(seconds: float, rate: int = SPEECH_RATE, hz: float = 440.0) -> bytes:
    count = int(seconds * rate)
    return b"".join(
        struct.pack("<h", int(6000 * math.sin(2 * math.pi * hz * i / rate))) for i in range(count)
    )


def tone_wav(seconds: float, rate: int = 16_000) -> bytes:
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(tone_pcm(seconds, rate))
    return out.getvalue()


def handle(handler: _Handler, path: str, body: dict[str, Any]) -> None:
    from tests.support.fake_server import Reply

    owner = handler.owner
    if path == TRANSCRIPTIONS:
        uploads: list[Upload] = owner.__dict__.setdefault("audio_uploads", [])
        uploads.append(_form(handler))
    reply = owner._next_reply(path, shared=False)
    if reply is not None and (reply.status != 200 or reply.body is not None):
        handler._send_reply(reply)
        return
    if path == TRANSCRIPTIONS:
        if not _is_audio(owner.audio_uploads[-1].data):
            handler._send_reply(
                Reply.error(400, "Invalid file format. Supported formats: wav, mp3, …")
            )
            return
        text = getattr(owner, "transcript_text", DEFAULT_TRANSCRIPT)
        handler._send_json(200, {"text": text})
        return
    seconds = float(getattr(owner, "speech_seconds", 0.6))
    delay = float(getattr(owner, "speech_chunk_delay", 0.02))
    fmt = str(body.get("response_format", "mp3"))
    payload = tone_pcm(seconds) if fmt == "pcm" else tone_wav(seconds, SPEECH_RATE)
    handler.send_response(200)
    handler.send_header("Content-Type", "audio/pcm" if fmt == "pcm" else "audio/wav")
    handler.send_header("Transfer-Encoding", "chunked")
    handler.end_headers()
    step = 4800  # 0.1 s of 24 kHz 16-bit PCM
    for start in range(0, len(payload), step):
        handler.pause(delay)
        handler.write_chunk(payload[start : start + step])
    handler.end_stream()


def _is_audio(data: bytes) -> bool:
    wav = data[:4] == b"RIFF" and data[8:12] == b"WAVE"
    mp3 = data[:3] == b"ID3" or (len(data) > 1 and data[0] == 0xFF and data[1] >= 0xE0)
    return wav or mp3


def _form(handler: _Handler) -> Upload:
    head = f"Content-Type: {handler.headers.get('Content-Type', '')}\r\n\r\n".encode()
    message = email.message_from_bytes(head + handler.recorded_raw, policy=email.policy.HTTP)
    fields: dict[str, str] = {}
    filename, data = "", b""
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition") or ""
        content = part.get_payload(decode=True) or b""
        if part.get_filename():
            filename, data = part.get_filename() or "", content
        else:
            fields[str(name)] = content.decode()
    return Upload(fields, filename, data)
