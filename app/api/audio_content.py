"""Audio clips in requests: each AudioPart of a user message becomes an ``input_audio``
content item (``{"type": "input_audio", "input_audio": {"data": base64, "format": "wav"}}``)
on chat completions, for models that take audio.

Before the request builder turns parts into content items, ``expand_audio`` replaces each
clip with a ``ResolvedAudio`` (its base64 read from the blob store), or with a one-line note
and an adjustment when it cannot go: a model that takes no audio, the Responses API (it has
no audio input), or a clip no longer stored. Nothing is left out silently.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import Any, Literal

from app.domain import AudioPart, ImagePart, Message, Part, TextPart

log = logging.getLogger(__name__)

# Chat models that take ``input_audio``: OpenAI's audio models (gpt-4o-audio-preview,
# gpt-4o-mini-audio-preview, gpt-audio, gpt-audio-mini) and the omni models of other
# providers. Speech-only models (transcribe, tts) do not chat.
_AUDIO_MARKERS = ("audio", "omni")
_NOT_CHAT = ("transcribe", "tts", "whisper", "realtime", "moderation")


def takes_audio(model: str) -> bool:
    """Whether ``model`` accepts audio clips in a chat message."""
    name = model.lower().rsplit("/", 1)[-1]
    return any(m in name for m in _AUDIO_MARKERS) and not any(m in name for m in _NOT_CHAT)


def audio_refusal(model: str, name: str = "") -> str | None:
    """Why clips cannot be sent to ``model`` (one sentence, calling it ``name`` when given:
    a blind compare column's letter must not give its model away), or None."""
    if takes_audio(model):
        return None
    return (
        f"{name or model or 'This model'} does not take audio; choose an audio model such as "
        "gpt-4o-audio-preview or gpt-4o-mini-audio-preview, or remove the audio clip."
    )


@dataclasses.dataclass(frozen=True, slots=True)
class ResolvedAudio(AudioPart):
    """A clip with its base64 read, ready to send (internal to building a request)."""

    data: str = ""


def input_audio_item(part: ResolvedAudio) -> dict[str, Any]:
    return {"type": "input_audio", "input_audio": {"data": part.data, "format": part.format}}


def expand_audio(
    history: Sequence[Message],
    read_data_url: Callable[[ImagePart], str],
    endpoint: Literal["chat", "responses"],
    model: str,
    notes: list[str],
) -> list[Message]:
    """``history`` with each question's clips resolved, or replaced by a note.

    ``read_data_url`` is the builder's reader of stored blobs as ``data:`` URLs (the one
    images are read with); it is given the clip's blob and mime type."""
    out: list[Message] = []
    for message in history:
        if message.role != "user" or not message.audio:
            out.append(message)
            continue
        parts: list[Part] = []
        for part in message.parts:
            if isinstance(part, AudioPart):
                parts.append(_resolve(part, read_data_url, endpoint, model, notes))
            else:
                parts.append(part)
        out.append(dataclasses.replace(message, parts=tuple(parts)))
    notes[:] = list(dict.fromkeys(notes))
    return out


def _resolve(
    part: AudioPart,
    read_data_url: Callable[[ImagePart], str],
    endpoint: Literal["chat", "responses"],
    model: str,
    notes: list[str],
) -> Part:
    name = part.name or "audio clip"
    if endpoint == "responses":
        notes.append(f"{name} not sent (the Responses API takes no audio; chat completions do)")
        return TextPart(f"\n\n[audio clip {name}: not sent]")
    if not takes_audio(model):
        notes.append(f"{name} not sent ({model} takes no audio)")
        return TextPart(f"\n\n[audio clip {name}: not sent]")
    try:
        url = read_data_url(ImagePart(blob=part.blob, mime=part.mime))
    except (OSError, ValueError):
        log.warning("audio clip %s is missing from the blob store", part.blob[:16])
        notes.append(f"{name} not sent (the stored clip is missing)")
        return TextPart(f"\n\n[audio clip {name}: not available]")
    data = url.partition(",")[2]
    if not data:
        notes.append(f"{name} not sent (the stored clip could not be read)")
        return TextPart(f"\n\n[audio clip {name}: not available]")
    fields = {f.name: getattr(part, f.name) for f in dataclasses.fields(AudioPart)}
    return ResolvedAudio(**fields, data=data)
