"""Audio clips in requests: ``input_audio`` content parts on chat completions for models that
take audio, and a note (never a silent omission) for the Responses API, for other models and
for a clip no longer stored; the part survives its JSON round trip; speech is cut in pieces
the speech endpoint accepts."""

from __future__ import annotations

import base64

from app.api import build_request
from app.api.audio_content import audio_refusal, takes_audio
from app.domain import (
    AudioPart,
    ImagePart,
    Message,
    Params,
    TextPart,
    parts_from_json,
    parts_to_json,
)
from app.services.voice import speech_pieces

CLIP = AudioPart(blob="ab" * 32, mime="audio/wav", format="wav", name="note.wav", seconds=2.5)
DATA = b"RIFF....WAVEfmt "


def _read(part: ImagePart) -> str:
    if part.blob != CLIP.blob:
        raise FileNotFoundError(part.blob)
    return f"data:{part.mime};base64,{base64.b64encode(DATA).decode()}"


def _question(*parts: object) -> list[Message]:
    return [Message(id=1, conversation_id=1, role="user", parts=tuple(parts))]  # type: ignore[arg-type]


def test_an_audio_model_gets_the_clip_as_input_audio() -> None:
    built = build_request(
        Params(model="gpt-4o-audio-preview"),
        _question(TextPart("What is said here?"), CLIP),
        image_url=_read,
    )
    content = built.body["messages"][-1]["content"]
    assert content == [
        {"type": "text", "text": "What is said here?"},
        {
            "type": "input_audio",
            "input_audio": {"data": base64.b64encode(DATA).decode(), "format": "wav"},
        },
    ]
    assert built.adjustments == ()


def test_a_model_without_audio_gets_a_note_and_the_adjustment_says_why() -> None:
    built = build_request(
        Params(model="gpt-4o-mini"), _question(TextPart("Hi"), CLIP), image_url=_read
    )
    assert built.body["messages"][-1]["content"] == "Hi\n\n[audio clip note.wav: not sent]"
    assert built.adjustments == ("note.wav not sent (gpt-4o-mini takes no audio)",)


def test_the_responses_api_gets_a_note() -> None:
    built = build_request(
        Params(model="gpt-4o-audio-preview"),
        _question(TextPart("Hi"), CLIP),
        endpoint="responses",
        image_url=_read,
    )
    assert "input_audio" not in str(built.body)
    assert "Responses API takes no audio" in built.adjustments[0]


def test_a_clip_missing_from_the_store_is_named() -> None:
    missing = AudioPart(blob="cd" * 32, mime="audio/mpeg", format="mp3", name="gone.mp3")
    built = build_request(
        Params(model="gpt-4o-mini-audio-preview"), _question(missing), image_url=_read
    )
    assert built.adjustments == ("gone.mp3 not sent (the stored clip is missing)",)


def test_audio_models_and_the_refusal_sentence() -> None:
    assert takes_audio("gpt-4o-audio-preview") and takes_audio("gpt-4o-mini-audio-preview")
    assert takes_audio("openai/gpt-audio-mini")
    assert not takes_audio("gpt-4o-mini") and not takes_audio("gpt-4o-mini-transcribe")
    assert audio_refusal("gpt-4o-audio-preview") is None
    sentence = audio_refusal("gpt-4.1")
    assert sentence is not None and sentence.startswith("gpt-4.1 does not take audio")


def test_the_audio_part_round_trips_through_json() -> None:
    assert parts_from_json(parts_to_json((TextPart("x"), CLIP))) == (TextPart("x"), CLIP)
    assert Message(id=1, conversation_id=1, role="user", parts=(CLIP,)).audio == (CLIP,)


def test_speech_is_cut_at_sentences_within_the_limit() -> None:
    text = "One sentence here. " * 400  # ~7,600 characters
    pieces = speech_pieces(text, size=4000)
    assert len(pieces) == 2 and all(len(p) <= 4000 for p in pieces)
    assert all(p.endswith("here.") for p in pieces)
    assert " ".join(pieces) == text.strip()
    assert speech_pieces("x" * 9000, size=4000) == ["x" * 4000, "x" * 4000, "x" * 1000]
