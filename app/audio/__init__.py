"""Sound in and out: the microphone (dictation), the speakers (read aloud) and the audio
files people attach. Plain Python on miniaudio, no Qt: devices run their own threads, and the
UI reads what they report (level, seconds) without ever waiting on them.

Every failure is an AudioError whose message is one sentence meant for the person.
"""

from app.audio.clips import AudioClip, ClipError, read_clip
from app.audio.devices import AudioError, audio_backends
from app.audio.recorder import Recorder
from app.audio.speaker import StreamPlayer
from app.audio.wav import pcm_to_wav

__all__ = [
    "AudioClip",
    "AudioError",
    "ClipError",
    "Recorder",
    "StreamPlayer",
    "audio_backends",
    "pcm_to_wav",
    "read_clip",
]
