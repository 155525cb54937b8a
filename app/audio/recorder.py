"""The microphone, for dictation: 16 kHz mono 16-bit samples (what speech recognition
wants), kept in memory until Stop, with the level of the latest block and the seconds
recorded so far for the recording bar to read.

``COMETDESK_AUDIO_INPUT_FILE`` names an audio file that is played into the recorder at its
real pace, in place of the microphone, then silence (a test seam, also handy for demos):
everything after the device — level, seconds, the WAV sent — is the same code.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Generator, Mapping
from pathlib import Path

import miniaudio

from app.audio.devices import NO_MICROPHONE, AudioError, audio_backends
from app.audio.wav import level_of, pcm_to_wav

INPUT_FILE_ENV = "COMETDESK_AUDIO_INPUT_FILE"
SAMPLE_RATE = 16_000
FEED_BLOCK_S = 0.05  # the file seam hands over blocks this long, at their real pace
MAX_SECONDS = 10 * 60  # /v1/audio/transcriptions takes 25 MB: 10 minutes is ~19 MB


class Recorder:
    """One recording. ``start`` and ``stop`` block briefly (a device opens or closes): call
    them from a worker thread. ``level`` and ``seconds`` may be read from any thread."""

    def __init__(self, env: Mapping[str, str] = os.environ) -> None:
        self._env = env
        self._lock = threading.Lock()
        self._blocks: list[bytes] = []
        self._frames = 0
        self._level = 0.0
        self._device: miniaudio.CaptureDevice | None = None
        self._feeder: threading.Thread | None = None
        self._stopping = threading.Event()

    @property
    def level(self) -> float:
        return self._level

    @property
    def seconds(self) -> float:
        """Seconds of sound recorded: counted in samples, so it is the recording's length."""
        return self._frames / SAMPLE_RATE

    def start(self) -> None:
        """Open the default microphone (or the file seam). AudioError: none can be opened."""
        source = self._env.get(INPUT_FILE_ENV, "")
        if source:
            self._start_feeder(Path(source))
            return
        backends = audio_backends(self._env)
        try:
            device = miniaudio.CaptureDevice(
                input_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=SAMPLE_RATE,
                backends=backends,
            )
        except miniaudio.MiniaudioError as err:
            raise AudioError(NO_MICROPHONE) from err
        sink = self._sink()
        next(sink)
        try:
            device.start(sink)
        except miniaudio.MiniaudioError as err:
            device.close()
            raise AudioError(NO_MICROPHONE) from err
        self._device = device

    def stop(self) -> bytes:
        """Stop recording; the recording as a WAV file."""
        self._close()
        with self._lock:
            pcm = b"".join(self._blocks)
        return pcm_to_wav(pcm, SAMPLE_RATE)

    def cancel(self) -> None:
        """Stop recording and forget it."""
        self._close()
        with self._lock:
            self._blocks.clear()

    def _close(self) -> None:
        self._stopping.set()
        device, self._device = self._device, None
        if device is not None:
            device.close()
        if self._feeder is not None:
            self._feeder.join()
            self._feeder = None
        self._level = 0.0

    def _take(self, block: bytes) -> None:
        if self._frames >= MAX_SECONDS * SAMPLE_RATE:
            return  # long enough: the rest would not be accepted by the server
        with self._lock:
            self._blocks.append(block)
        self._frames += len(block) // 2
        self._level = level_of(block)

    def _sink(self) -> Generator[None, bytes, None]:
        # miniaudio sends each captured block into this generator, on its own thread.
        while True:
            block = yield
            self._take(bytes(block))

    def _start_feeder(self, path: Path) -> None:
        try:
            decoded = miniaudio.decode_file(
                str(path),
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=SAMPLE_RATE,
            )
        except (miniaudio.DecodeError, OSError) as err:
            raise AudioError(NO_MICROPHONE) from err
        pcm = decoded.samples.tobytes()
        step = int(SAMPLE_RATE * FEED_BLOCK_S) * 2
        silence = bytes(step)

        def feed() -> None:
            offset = 0
            # Blocks at the pace a microphone delivers them; silence once the file ends.
            while not self._stopping.wait(FEED_BLOCK_S):
                block = pcm[offset : offset + step] if offset < len(pcm) else silence
                offset += step
                self._take(block.ljust(step, b"\0"))

        self._feeder = threading.Thread(target=feed, name="audio-input-file", daemon=True)
        self._feeder.start()
