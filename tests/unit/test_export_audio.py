"""Audio clips through the JSON export and back into another data folder: the clip's facts
and its sound travel inside the file; a clip missing when exporting imports as a note; a
clip counts as a blob in use (the garbage collection keeps it); Markdown names it."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.domain import AudioPart, Params, TextPart
from app.storage import BlobStore, Repository, import_document, open_database, write_json_export
from app.storage.blob_refs import part_blobs
from app.storage.export import write_markdown_export
from tests.support.audio_server import tone_wav


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tuple[Repository, BlobStore]]:
    conn, _ = open_database(tmp_path / "db.sqlite3")
    repo = Repository(conn)
    yield repo, BlobStore(tmp_path / "blobs")
    repo.close()


def _question(repo: Repository, blobs: BlobStore, wav: bytes) -> AudioPart:
    conversation = repo.create_conversation("Sounds", Params(model="gpt-4o-audio-preview"))
    clip = AudioPart(blobs.put(wav, "audio/wav"), "audio/wav", "wav", "memo.wav", 0.5)
    repo.add_message(conversation.id, "user", (TextPart("What is this?"), clip))
    return clip


def _export(repo: Repository, blobs: BlobStore) -> dict:  # type: ignore[type-arg]
    out = io.StringIO()
    write_json_export(repo, blobs, out, now=0.0)
    return json.loads(out.getvalue())  # type: ignore[no-any-return]


def test_a_clip_travels_inside_the_export(
    store: tuple[Repository, BlobStore], tmp_path: Path
) -> None:
    repo, blobs = store
    wav = tone_wav(0.5)
    clip = _question(repo, blobs, wav)
    assert list(part_blobs([clip])) == [(clip.blob, "audio/wav")]
    document = _export(repo, blobs)
    exported = document["conversations"][0]["messages"][0]["parts"][1]
    assert {k: exported[k] for k in ("type", "name", "format", "seconds")} == {
        "type": "audio",
        "name": "memo.wav",
        "format": "wav",
        "seconds": 0.5,
    }
    conn, _ = open_database(tmp_path / "other" / "db.sqlite3")
    other_repo, other_blobs = Repository(conn), BlobStore(tmp_path / "other" / "blobs")
    try:
        summary = import_document(document, other_repo, other_blobs)
        imported = other_repo.list_messages(summary.conversation_ids[0])[0].audio
        assert imported == (clip,)
        assert other_blobs.get(imported[0].blob) == wav
    finally:
        other_repo.close()
    markdown = io.StringIO()
    write_markdown_export(repo, markdown, now=0.0)
    assert "*[audio clip: memo.wav, 0.5 s]*" in markdown.getvalue()


def test_a_clip_missing_when_exporting_imports_as_a_note(
    store: tuple[Repository, BlobStore],
) -> None:
    repo, blobs = store
    clip = _question(repo, blobs, tone_wav(0.2))
    blobs.path(clip.blob).unlink()
    document = _export(repo, blobs)
    assert document["conversations"][0]["messages"][0]["parts"][1]["data_url"] is None
    summary = import_document(document, repo, blobs)
    parts = repo.list_messages(summary.conversation_ids[0])[0].parts
    assert parts[-1] == TextPart("[audio clip memo.wav missing from the export]")
