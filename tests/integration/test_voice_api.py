"""Voice against the real loopback server and real audio code: a WAV fed through the
recorder's test seam is uploaded as multipart and transcribed; an upload that is not audio
is refused with the server's sentence; speech streams in chunks into a real miniaudio
playback device (the null backend, which keeps real time) and playback starts before the
last chunk has arrived; a missing microphone or output is one sentence."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from app.api import BadRequestError, ChatClient, NotFoundError
from app.api.audio import speech, transcribe
from app.audio import AudioError, Recorder, StreamPlayer
from app.audio.clips import ClipError, read_clip
from app.audio.devices import NO_MICROPHONE
from tests.support.audio_server import SPEECH, TRANSCRIPTIONS, tone_wav
from tests.support.fake_server import FakeOpenAIServer, Reply

KEY = "sk-voice-0123456789"
NULL = {"COMETDESK_AUDIO_BACKEND": "null"}


def test_a_recording_fed_from_a_wav_is_transcribed(tmp_path: Path) -> None:
    source = tmp_path / "spoken.wav"
    source.write_bytes(tone_wav(0.3))
    recorder = Recorder({"COMETDESK_AUDIO_INPUT_FILE": str(source)})
    recorder.start()
    deadline = time.monotonic() + 5
    while recorder.seconds < 0.3 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert recorder.level > 0.5  # the tone, not silence
    wav = recorder.stop()
    assert wav[:4] == b"RIFF" and recorder.seconds >= 0.3

    async def run(server: FakeOpenAIServer) -> str:
        async with ChatClient(server.base_url, KEY) as client:
            return await transcribe(client, "gpt-4o-mini-transcribe", wav)

    with FakeOpenAIServer() as server:
        server.transcript_text = "Turn the lights on."  # type: ignore[attr-defined]
        assert asyncio.run(run(server)) == "Turn the lights on."
        request = server.wait_for_path(TRANSCRIPTIONS)
        assert request.headers["authorization"] == f"Bearer {KEY}"
        assert request.headers["content-type"].startswith("multipart/form-data")
        upload = server.audio_uploads[0]  # type: ignore[attr-defined]
        assert upload.fields["model"] == "gpt-4o-mini-transcribe"
        assert upload.filename == "dictation.wav" and upload.data == wav


def test_an_upload_that_is_not_audio_is_refused_with_the_servers_sentence() -> None:
    async def run(server: FakeOpenAIServer) -> None:
        async with ChatClient(server.base_url, KEY) as client:
            await transcribe(client, "whisper-1", b"not a sound file")

    with FakeOpenAIServer() as server, pytest.raises(BadRequestError) as caught:
        asyncio.run(run(server))
    assert "Invalid file format" in caught.value.message


def test_an_endpoint_without_speech_says_so() -> None:
    async def run(server: FakeOpenAIServer) -> None:
        async with ChatClient(server.base_url, KEY) as client:
            async for _chunk in speech(client, "tts-1", "alloy", "Hello"):
                pass

    with FakeOpenAIServer() as server, pytest.raises(NotFoundError) as caught:
        server.enqueue(Reply.error(404, "Not found"), key=SPEECH)
        asyncio.run(run(server))
    assert caught.value.message == (
        "This endpoint does not offer text to speech (/v1/audio/speech)."
    )


def test_speech_plays_while_it_streams() -> None:
    async def run(server: FakeOpenAIServer) -> tuple[int, int, StreamPlayer]:
        player = StreamPlayer(NULL)
        chunks = 0
        played_before_end = 0
        async with ChatClient(server.base_url, KEY) as client:
            async for chunk in speech(client, "tts-1", "alloy", "Hello there"):
                chunks += 1
                await asyncio.to_thread(player.feed, chunk)
                played_before_end = player.played_frames
        await asyncio.to_thread(player.finish)
        assert await asyncio.to_thread(player.done.wait, 10)
        await asyncio.to_thread(player.close)
        return chunks, played_before_end, player

    with FakeOpenAIServer() as server:
        server.speech_seconds = 1.0  # type: ignore[attr-defined]
        server.speech_chunk_delay = 0.05  # type: ignore[attr-defined]
        chunks, played_before_end, player = asyncio.run(run(server))
        body = server.wait_for_path(SPEECH).body
    assert body == {
        "model": "tts-1",
        "voice": "alloy",
        "input": "Hello there",
        "response_format": "pcm",
    }
    assert chunks >= 5
    assert played_before_end > 0  # the voice started before the last chunk came
    assert player.played_frames >= 24_000  # all of the second was played


def test_a_wav_stream_is_played_at_its_own_rate() -> None:
    player = StreamPlayer(NULL)
    wav = tone_wav(0.2, rate=16_000)
    for start in range(0, len(wav), 1000):
        player.feed(wav[start : start + 1000])
    player.finish()
    assert player.done.wait(5)
    player.close()
    assert player.played_frames >= 3200


def test_no_microphone_is_one_sentence(tmp_path: Path) -> None:
    recorder = Recorder({"COMETDESK_AUDIO_INPUT_FILE": str(tmp_path / "none.wav")})
    with pytest.raises(AudioError) as caught:
        recorder.start()
    assert caught.value.message == NO_MICROPHONE


def test_an_unknown_sound_system_is_named() -> None:
    with pytest.raises(AudioError) as caught:
        StreamPlayer({"COMETDESK_AUDIO_BACKEND": "gramophone"}).feed(tone_wav(0.1))
    assert "gramophone is not a sound system" in caught.value.message


def test_clips_are_measured_and_bad_files_named(tmp_path: Path) -> None:
    good = tmp_path / "memo.wav"
    good.write_bytes(tone_wav(1.5))
    clip = read_clip(good)
    assert (clip.format, clip.mime, round(clip.seconds, 1)) == ("wav", "audio/wav", 1.5)
    bad = tmp_path / "memo.mp3"
    bad.write_bytes(b"this is text, not sound" * 10)
    with pytest.raises(ClipError) as caught:
        read_clip(bad)
    assert caught.value.message == "memo.mp3 is not a WAV or MP3 file that can be played."
