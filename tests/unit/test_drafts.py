from __future__ import annotations

import json
from pathlib import Path

from app.domain import ImagePart
from app.services.drafts import DRAFTS_FILENAME, DraftStore


def test_drafts_survive_a_restart(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.load()
    assert store.set(None, "half a thought") is True
    assert store.set(7, "reply to seven") is True
    assert store.set(7, "reply to seven") is False  # unchanged: nothing to save
    store.save()
    again = DraftStore(tmp_path)
    again.load()
    assert again.get(None) == "half a thought"
    assert again.get(7) == "reply to seven"
    assert again.get(8) == ""


def test_blank_draft_is_forgotten(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.set(3, "text")
    assert store.set(3, "   ") is True
    assert store.get(3) == ""
    assert store.set(3, "") is False


def test_damaged_file_means_no_drafts(tmp_path: Path) -> None:
    (tmp_path / DRAFTS_FILENAME).write_text("[broken", encoding="utf-8")
    store = DraftStore(tmp_path)
    store.load()
    assert store.get(None) == ""
    store.set(None, "new")
    store.save()  # replaces the damaged file
    again = DraftStore(tmp_path)
    again.load()
    assert again.get(None) == "new"


def test_an_older_snapshot_never_overwrites_a_newer_one(tmp_path: Path) -> None:
    store = DraftStore(tmp_path)
    store.set(None, "old")
    old = store.snapshot()
    store.set(None, "new")
    new = store.snapshot()
    store.write(new)
    store.write(old)  # a slow worker thread finishing late
    again = DraftStore(tmp_path)
    again.load()
    assert again.get(None) == "new"


def test_image_drafts_round_trip_and_old_files_still_load(tmp_path: Path) -> None:
    image = ImagePart(blob="ab" * 32, mime="image/png", width=640, height=400, detail="low")
    store = DraftStore(tmp_path)
    assert store.set(5, "look at this")
    assert store.set_images(5, [image])
    assert not store.set_images(5, [image])  # unchanged
    assert store.set_images(None, [image])
    store.save()
    again = DraftStore(tmp_path)
    again.load()
    assert again.get(5) == "look at this" and again.images(5) == [image]
    assert again.images(None) == [image] and again.get(None) == ""
    assert again.blob_hashes() == {"ab" * 32}
    assert again.set_images(5, []) and again.images(5) == []
    # A file from before image drafts (plain strings) and a damaged entry.
    (tmp_path / DRAFTS_FILENAME).write_text(
        json.dumps({"3": "old text", "4": {"text": "t", "images": [{"type": "image"}]}}),
        encoding="utf-8",
    )
    old = DraftStore(tmp_path)
    old.load()
    assert old.get(3) == "old text" and old.get(4) == "t" and old.images(4) == []
