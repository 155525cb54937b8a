"""Which sound system the devices open, and the one sentence a device failure becomes.

``COMETDESK_AUDIO_BACKEND`` picks miniaudio's backend by name (``pulseaudio``, ``alsa``,
``jack``, ``coreaudio``, ``wasapi``, … or ``null``: a silent device that keeps time, for
tests and machines without sound); unset, miniaudio tries the platform's in its own order.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import miniaudio

BACKEND_ENV = "COMETDESK_AUDIO_BACKEND"

NO_MICROPHONE = "No microphone could be opened (none is connected, or access to it was refused)."
NO_SPEAKER = "No audio output could be opened (no speakers or sound server are available)."


class AudioError(Exception):
    """A device or file problem; ``message`` is one sentence for the person."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def audio_backends(env: Mapping[str, str] = os.environ) -> list[miniaudio.Backend] | None:
    """The backend named by ``COMETDESK_AUDIO_BACKEND`` (None: miniaudio's own order).
    An unknown name is an AudioError rather than a silent fallback."""
    name = env.get(BACKEND_ENV, "").strip().upper()
    if not name:
        return None
    try:
        return [miniaudio.Backend[name]]
    except KeyError:
        raise AudioError(
            f"{BACKEND_ENV}={name.lower()} is not a sound system miniaudio knows."
        ) from None
