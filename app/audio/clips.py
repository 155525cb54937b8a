"""Audio files attached to a message (WAV and MP3, the two formats chat completions'
``input_audio`` takes): checked, measured and read here, in a worker thread."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import miniaudio

AUDIO_SUFFIXES = frozenset({".wav", ".mp3"})
MAX_CLIP_BYTES = 20 * 1024 * 1024  # base64 in a JSON body: ~27 MB; servers refuse more
ClipFormat = Literal["wav", "mp3"]
MIMES: dict[ClipFormat, str] = {"wav": "audio/wav", "mp3": "audio/mpeg"}


class ClipError(Exception):
    """``message`` is one sentence naming the file and what is wrong."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class AudioClip:
    name: str
    data: bytes
    format: ClipFormat
    seconds: float

    @property
    def mime(self) -> str:
        return MIMES[self.format]


def read_clip(path: Path) -> AudioClip:
    """The file, read and measured (blocking). ClipError when it is not a usable clip."""
    name = path.name
    try:
        size = path.stat().st_size
        if size > MAX_CLIP_BYTES:
            raise ClipError(
                f"{name} is {size / 1024 / 1024:.0f} MB; audio attachments may be at most "
                f"{MAX_CLIP_BYTES // 1024 // 1024} MB."
            )
        data = path.read_bytes()
    except OSError as err:
        raise ClipError(f"{name} could not be read ({err.strerror or err}).") from err
    return clip_from_bytes(name, data)


def clip_from_bytes(name: str, data: bytes) -> AudioClip:
    """What the bytes are (by their content, not the file's name) and how long they play."""
    try:
        if data[:4] == b"RIFF" and data[8:12] == b"WAVE":
            info = miniaudio.wav_get_info(data)
            return AudioClip(name, data, "wav", info.duration)
        info = miniaudio.mp3_get_info(data)
    except miniaudio.MiniaudioError as err:
        raise ClipError(f"{name} is not a WAV or MP3 file that can be played.") from err
    if info.num_frames <= 0:
        raise ClipError(f"{name} holds no sound.")
    return AudioClip(name, data, "mp3", info.duration)


def duration_text(seconds: float) -> str:
    """0:07, 1:23, 1:02:03."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
