"""WAV files as the audio tests use them: a clip a person drops on the composer, and the
recorder's test seam (``COMETDESK_AUDIO_INPUT_FILE``: a file stands in for the microphone)
with what it sent to the transcription route."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.audio_server import tone_wav

TRANSCRIBE_MODEL = "gpt-4o-mini-transcribe"  # the settings' default


def memo_wav(folder: Path, seconds: float) -> Path:
    """``folder``/memo.wav: a 440 Hz tone of ``seconds``, a clip to drop on the composer."""
    memo = folder / "memo.wav"
    memo.write_bytes(tone_wav(seconds))
    return memo


def speak_into_microphone(monkeypatch: pytest.MonkeyPatch, folder: Path, seconds: float) -> Path:
    """A loud tone of ``seconds`` is what the microphone hears next (its file, in ``folder``)."""
    spoken = folder / "spoken.wav"
    spoken.write_bytes(tone_wav(seconds))
    monkeypatch.setenv("COMETDESK_AUDIO_INPUT_FILE", str(spoken))
    return spoken


def assert_recording_uploaded(fake_server: Any) -> None:
    """The first upload to the transcription route: a WAV, for the settings' model."""
    upload = fake_server.audio_uploads[0]
    assert upload.fields["model"] == TRANSCRIBE_MODEL
    assert upload.data[:4] == b"RIFF"
