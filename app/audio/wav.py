"""16-bit PCM to a WAV file in memory (what /v1/audio/transcriptions is sent), and the level
of a block of samples (what the recording bar shows)."""

from __future__ import annotations

import array
import io
import math
import wave


def pcm_to_wav(pcm: bytes, sample_rate: int, channels: int = 1) -> bytes:
    """Signed 16-bit little-endian samples as a complete WAV file."""
    out = io.BytesIO()
    with wave.open(out, "wb") as writer:
        writer.setnchannels(channels)
        writer.setsampwidth(2)
        writer.setframerate(sample_rate)
        writer.writeframes(pcm)
    return out.getvalue()


def level_of(pcm: bytes) -> float:
    """How loud a block of signed 16-bit samples is, 0.0 (silence) to 1.0 (full scale):
    the RMS in decibels mapped from -60 dB..0 dB, as level meters show it."""
    samples = array.array("h")
    samples.frombytes(pcm[: len(pcm) - len(pcm) % 2])
    if not samples:
        return 0.0
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768.0
    if rms <= 1e-6:
        return 0.0
    return max(0.0, min(1.0, (20 * math.log10(rms) + 60) / 60))
