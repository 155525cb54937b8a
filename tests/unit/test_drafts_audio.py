"""Audio clips in the drafts file: kept beside the images of a draft (neither list overwrites
the other), read back after a restart, their blobs kept by the start-up clean-up, and a
damaged entry costs only the clips."""

from __future__ import annotations

import json
from pathlib import Path

from app.domain import AudioPart, ImagePart
from app.services.drafts import DRAFTS_FILENAME, DraftStore

CLIP = AudioPart(blob="a" * 64, mime="audio/wav", format="wav", name="memo.wav", seconds=2.0)
IMAGE = ImagePart(blob="b" * 64, mime="image/png", width=4, height=3)


def test_clips_and_images_of_a_draft_survive_a_restart(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.load()
    assert store.set_audio(5, [CLIP]) is True
    assert store.set_audio(5, [CLIP]) is False  # unchanged: nothing to save
    assert store.set_images(5, [IMAGE]) is True
    store.set(5, "listen")
    assert store.set_audio(None, [CLIP]) is True  # a clip alone, in a chat not started
    store.save()
    again = DraftStore(tmp_path)
    again.load()
    assert again.audio(5) == [CLIP]
    assert again.images(5) == [IMAGE]
    assert again.get(5) == "listen"
    assert again.audio(None) == [CLIP]
    assert again.images(None) == [] and again.get(None) == ""
    assert again.blob_hashes() == {CLIP.blob, IMAGE.blob}


def test_removing_the_last_clip_forgets_it(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.set_audio(2, [CLIP])
    assert store.set_audio(2, []) is True
    store.save()
    data = json.loads((tmp_path / DRAFTS_FILENAME).read_text(encoding="utf-8"))
    assert data == {}
    assert store.blob_hashes() == frozenset()


def test_a_damaged_clip_entry_leaves_the_rest_of_the_draft(tmp_path: Path) -> None:
    (tmp_path / DRAFTS_FILENAME).write_text(
        json.dumps({"4": {"text": "kept", "images": [], "audio": [{"type": "audio"}]}}),
        encoding="utf-8",
    )
    store = DraftStore(tmp_path)
    store.load()
    assert store.get(4) == "kept"
    assert store.audio(4) == []
    assert store.blob_hashes() == frozenset()
