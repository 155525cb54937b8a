"""Unsent composer text and attachments, per conversation, kept across restarts (a JSON file
in the data dir; the images and documents themselves are in the blob store, by hash).

Key "new" is the draft of a chat not started yet. A draft is stored as its text, or as
{"text": ..., "images": [parts]} when it has attachments: image and document parts, as
``parts_to_json`` writes them (the key keeps its old name so older files still load).
Audio clips are kept apart, under "audio" (the voice room owns them, the image tray does not
know them, so neither overwrites the other's list). Writes are atomic (temp file + rename)."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from app.documents import document_blob_hashes
from app.domain import AudioPart, DocumentPart, ImagePart, parts_from_json, parts_to_json

DRAFTS_FILENAME = "drafts.json"
NEW_CHAT = "new"

Attachment = ImagePart | DocumentPart


class DraftStore:
    def __init__(self, data_dir: Path) -> None:
        self._path = data_dir / DRAFTS_FILENAME
        self._drafts: dict[str, str] = {}
        self._images: dict[str, list[dict[str, Any]]] = {}
        self._audio: dict[str, list[dict[str, Any]]] = {}
        self._lock = threading.Lock()
        self._taken = 0
        self._written = 0

    def load(self) -> None:
        try:
            raw = json.loads(self._path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raw = {}
        self._drafts, self._images, self._audio = {}, {}, {}
        for key, value in raw.items() if isinstance(raw, dict) else ():
            if isinstance(value, str):
                self._drafts[str(key)] = value
            elif isinstance(value, dict):
                if isinstance(value.get("text"), str) and value["text"]:
                    self._drafts[str(key)] = value["text"]
                images = value.get("images")
                if isinstance(images, list) and images:
                    self._images[str(key)] = [i for i in images if isinstance(i, dict)]
                audio = value.get("audio")
                if isinstance(audio, list) and audio:
                    self._audio[str(key)] = [i for i in audio if isinstance(i, dict)]

    def get(self, conversation_id: int | None) -> str:
        return self._drafts.get(_key(conversation_id), "")

    def set(self, conversation_id: int | None, text: str) -> bool:
        """Remember the draft; True if it changed (and so needs saving)."""
        key = _key(conversation_id)
        if text.strip():
            if self._drafts.get(key) == text:
                return False
            self._drafts[key] = text
            return True
        return self._drafts.pop(key, None) is not None

    def images(self, conversation_id: int | None) -> list[ImagePart]:
        """The draft's images (its documents left out: see ``attachments``)."""
        return [p for p in self.attachments(conversation_id) if isinstance(p, ImagePart)]

    def attachments(self, conversation_id: int | None) -> list[Attachment]:
        """The draft's images and documents, in the order they were attached."""
        return _decode(self._images.get(_key(conversation_id), []))

    def set_images(self, conversation_id: int | None, images: Sequence[Attachment]) -> bool:
        """Remember the draft's attachments; True if that changed anything."""
        return self.set_attachments(conversation_id, images)

    def set_attachments(self, conversation_id: int | None, parts: Sequence[Attachment]) -> bool:
        """Remember the draft's images and documents; True if that changed anything."""
        key = _key(conversation_id)
        encoded = parts_to_json(tuple(parts))
        if encoded == self._images.get(key, []):
            return False
        if encoded:
            self._images[key] = encoded
        else:
            self._images.pop(key, None)
        return True

    def audio(self, conversation_id: int | None) -> list[AudioPart]:
        """The draft's audio clips, in the order they were attached."""
        return _decode_audio(self._audio.get(_key(conversation_id), []))

    def set_audio(self, conversation_id: int | None, clips: Sequence[AudioPart]) -> bool:
        """Remember the draft's audio clips; True if that changed anything."""
        key = _key(conversation_id)
        encoded = parts_to_json(tuple(clips))
        if encoded == self._audio.get(key, []):
            return False
        if encoded:
            self._audio[key] = encoded
        else:
            self._audio.pop(key, None)
        return True

    def blob_hashes(self) -> frozenset[str]:
        """Blobs that drafts still need (images; a document's original, text and page
        images): the blob store must keep them."""
        hashes: set[str] = set()
        for encoded in self._images.values():
            for part in _decode(encoded):
                if isinstance(part, DocumentPart):
                    hashes |= document_blob_hashes(part)
                else:
                    hashes.add(part.blob)
        for encoded in self._audio.values():
            hashes.update(clip.blob for clip in _decode_audio(encoded))
        return frozenset(hashes)

    def snapshot(self) -> tuple[int, str]:
        """The drafts as JSON, taken on the caller's thread (the dicts keep changing), with a
        sequence number so an older snapshot never overwrites a newer one."""
        self._taken += 1
        data: dict[str, Any] = dict(self._drafts)
        for key, images in self._images.items():
            data[key] = {"text": self._drafts.get(key, ""), "images": images}
        for key, audio in self._audio.items():
            entry = data.get(key)
            if not isinstance(entry, dict):
                entry = data[key] = {"text": self._drafts.get(key, ""), "images": []}
            entry["audio"] = audio
        return self._taken, json.dumps(data, ensure_ascii=False)

    def write(self, snapshot: tuple[int, str]) -> None:
        """Write a snapshot atomically; safe to call from worker threads."""
        sequence, text = snapshot
        with self._lock:
            if sequence <= self._written:
                return
            self._path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self._path.parent, prefix=".drafts-", suffix=".tmp")
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as fh:
                    fh.write(text)
                os.replace(tmp, self._path)
            except BaseException:
                with contextlib.suppress(OSError):  # a full disk leaves no half-written file
                    os.unlink(tmp)
                raise
            self._written = sequence

    def save(self) -> None:
        self.write(self.snapshot())


def _key(conversation_id: int | None) -> str:
    return NEW_CHAT if conversation_id is None else str(conversation_id)


def _decode(encoded: list[dict[str, Any]]) -> list[Attachment]:
    try:
        parts = parts_from_json(encoded)
    except (KeyError, TypeError, ValueError):
        return []  # a hand-edited or damaged entry: the text draft still counts
    return [p for p in parts if isinstance(p, ImagePart | DocumentPart)]


def _decode_audio(encoded: list[dict[str, Any]]) -> list[AudioPart]:
    try:
        parts = parts_from_json(encoded)
    except (KeyError, TypeError, ValueError):
        return []  # a hand-edited or damaged entry: the rest of the draft still counts
    return [p for p in parts if isinstance(p, AudioPart)]
