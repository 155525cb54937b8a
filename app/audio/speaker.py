"""Speech played while it is still arriving: bytes from /v1/audio/speech go in as they come
(``feed``), the sound device plays what is there and silence while it waits, and ``done`` is
set once everything fed has been played after ``finish``.

What arrives decides the format: a WAV header (its rate and channels are used), MP3 (a
server that ignores the requested format: played once it is complete, as MP3 frames cannot
be cut anywhere), otherwise raw 16-bit PCM at 24 kHz mono (OpenAI's ``pcm``).
"""

from __future__ import annotations

import os
import struct
import threading
from collections.abc import Generator, Mapping

import miniaudio

from app.audio.devices import NO_SPEAKER, AudioError, audio_backends

PCM_RATE = 24_000  # OpenAI's "pcm" speech: 24 kHz, mono, signed 16-bit little-endian
_WAV_HEADER_MAX = 4096  # where a WAV's "data" chunk must have started


class _Format:
    """Works out what the stream is from its first bytes, then hands on PCM samples."""

    def __init__(self) -> None:
        self.rate = 0  # 0: not known yet
        self.channels = 1
        self.mp3 = False
        self._head = b""
        self._whole = bytearray()  # MP3 only: decoded once complete

    def push(self, data: bytes) -> bytes:
        """Bytes of the stream in, PCM out (nothing until the format is known)."""
        if self.mp3:
            self._whole += data
            return b""
        if self.rate:
            return data
        self._head += data
        head = self._head
        if head.startswith(b"RIFF"):
            return self._after_wav_header(head)
        if head.startswith(b"ID3") or (len(head) > 1 and head[0] == 0xFF and head[1] >= 0xE0):
            self.mp3 = True
            self._whole += head
            return b""
        if len(head) < 4:
            return b""
        self.rate = PCM_RATE
        return head

    def end(self) -> bytes:
        """The stream ended: MP3 decoded now, or a header that never finished dropped."""
        if not self.mp3:
            return b""
        try:
            decoded = miniaudio.decode(
                bytes(self._whole), output_format=miniaudio.SampleFormat.SIGNED16
            )
        except miniaudio.MiniaudioError:
            return b""
        self.rate, self.channels = decoded.sample_rate, decoded.nchannels
        return bytes(decoded.samples.tobytes())

    def _after_wav_header(self, head: bytes) -> bytes:
        # RIFF, size, WAVE, then chunks: "fmt " gives the rate, "data" starts the samples.
        offset = 12
        rate = channels = 0
        while offset + 8 <= len(head):
            name, size = (
                head[offset : offset + 4],
                struct.unpack("<I", head[offset + 4 : offset + 8])[0],
            )
            body = offset + 8
            if name == b"fmt " and body + 8 <= len(head):
                channels, rate = struct.unpack("<HI", head[body + 2 : body + 8])
            if name == b"data":
                self.rate, self.channels = rate or PCM_RATE, channels or 1
                return head[body:]
            offset = body + size + (size & 1)
        if len(head) > _WAV_HEADER_MAX:
            self.rate = PCM_RATE  # not a WAV after all: play it as raw samples
            return head
        return b""


class StreamPlayer:
    """One thing spoken. ``feed``, ``finish`` and ``close`` may block briefly (the device
    opens on the first samples, closes at the end): call them from a worker thread."""

    def __init__(self, env: Mapping[str, str] = os.environ) -> None:
        self._env = env
        self._format = _Format()
        self._lock = threading.Lock()
        self._buffer = bytearray()
        self._finished = False
        self._device: miniaudio.PlaybackDevice | None = None
        self._device_lock = threading.Lock()
        self.done = threading.Event()
        self.played_frames = 0

    def feed(self, data: bytes) -> None:
        self._play(self._format.push(data))

    def finish(self) -> None:
        """Nothing more will come: ``done`` is set once the rest has been played."""
        self._play(self._format.end())
        with self._lock:
            self._finished = True
            if self._device is None:
                self.done.set()  # nothing was ever playable

    def close(self) -> None:
        """Stop at once (Stop, or the end)."""
        with self._device_lock:
            device, self._device = self._device, None
            self.done.set()
        if device is not None:
            device.close()

    def _play(self, pcm: bytes) -> None:
        if not pcm:
            return
        with self._lock:
            self._buffer += pcm
        # Opening and closing never overlap: a Stop during the opening closes what opened.
        with self._device_lock:
            if self._device is None and not self.done.is_set():
                self._open()

    def _open(self) -> None:
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=self._format.channels,
                sample_rate=self._format.rate,
                backends=audio_backends(self._env),
            )
        except miniaudio.MiniaudioError as err:
            raise AudioError(NO_SPEAKER) from err
        source = self._source(2 * self._format.channels)
        next(source)
        try:
            device.start(source)
        except miniaudio.MiniaudioError as err:
            device.close()
            raise AudioError(NO_SPEAKER) from err
        self._device = device

    def _source(self, frame_bytes: int) -> Generator[bytes, int, None]:
        # miniaudio asks for a number of frames from its own thread; short of samples it
        # gets silence, so a slow network pauses the voice rather than failing.
        wanted = yield b""
        while True:
            size = wanted * frame_bytes
            with self._lock:
                chunk = bytes(self._buffer[:size])
                del self._buffer[:size]
                drained = self._finished and not self._buffer
            self.played_frames += len(chunk) // frame_bytes
            if drained and len(chunk) < size:
                self.done.set()
            wanted = yield chunk + bytes(size - len(chunk))
