"""Dictation and read aloud, without Qt: a recording is transcribed with the transcription
model of the settings, and a reply is spoken with the speech model and voice of the
settings, through the endpoint of the conversation's profile. Audio devices are opened,
fed and closed in worker threads, never on the caller's loop.
"""

from __future__ import annotations

import asyncio
import re

from app.api.audio import speech, transcribe
from app.audio import Recorder, StreamPlayer
from app.services.endpoints import Endpoints
from app.services.settings_store import SettingsStore

# /v1/audio/speech takes at most 4,096 characters: a longer reply is spoken piece by piece,
# cut where a paragraph or sentence ends.
SPEECH_PIECE = 4000
_BREAKS = re.compile(r"\n\s*\n|(?<=[.!?。！？])\s+")


def speech_pieces(text: str, size: int = SPEECH_PIECE) -> list[str]:
    """``text`` in pieces of at most ``size`` characters, cut at paragraph or sentence
    ends where possible (a single longer sentence is cut at a space, then anywhere)."""
    pieces: list[str] = []
    current = ""
    for sentence in _BREAKS.split(text.strip()):
        sentence = sentence.strip()
        while len(sentence) > size:
            cut = sentence.rfind(" ", 0, size)
            cut = cut if cut > 0 else size
            pieces.extend(p for p in (current, sentence[:cut].strip()) if p)
            current, sentence = "", sentence[cut:].strip()
        if current and len(current) + 1 + len(sentence) > size:
            pieces.append(current)
            current = ""
        current = f"{current} {sentence}".strip() if sentence else current
    if current:
        pieces.append(current)
    return pieces


class Voice:
    """Speech to text and text to speech for the window."""

    def __init__(self, endpoints: Endpoints, settings: SettingsStore) -> None:
        self._endpoints = endpoints
        self._settings = settings

    async def start_recording(self) -> Recorder:
        """The microphone, recording. AudioError (one sentence) when there is none."""
        recorder = Recorder()
        await asyncio.to_thread(recorder.start)
        return recorder

    async def stop_recording(self, recorder: Recorder) -> bytes:
        """Stop ``recorder``; the recording as a WAV file."""
        return await asyncio.to_thread(recorder.stop)

    async def transcribe(self, wav: bytes, profile: str = "") -> str:
        """What was said in ``wav`` (ApiError on failure)."""
        model = self._settings.value.transcription_model
        return await transcribe(self._endpoints.client(profile), model, wav)

    async def speak(self, text: str, profile: str = "") -> None:
        """Say ``text`` through the default output; returns when it has been played.
        Cancel the task to stop at once. AudioError when no output can be opened."""
        settings = self._settings.value
        client = self._endpoints.client(profile)
        player = StreamPlayer()
        try:
            for piece in speech_pieces(text):
                async for chunk in speech(
                    client, settings.speech_model, settings.speech_voice, piece
                ):
                    await asyncio.to_thread(player.feed, chunk)
            await asyncio.to_thread(player.finish)
            await asyncio.to_thread(player.done.wait)
        finally:
            # Stop, a failure or the end: the device closes (and a waiting thread wakes).
            await asyncio.to_thread(player.close)
