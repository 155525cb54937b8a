"""Unsent composer text, per conversation, kept across restarts (a JSON file in the data dir).

Key "new" is the draft of a chat not started yet. Writes are atomic (temp file + rename)."""

from __future__ import annotations

import json
import os
import tempfile
import threading
from pathlib import Path

DRAFTS_FILENAME = "drafts.json"
NEW_CHAT = "new"


class DraftStore:
    def __init__(self, data_dir: Path) -> None:
        self._path = data_dir / DRAFTS_FILENAME
        self._drafts: dict[str, str] = {}
        self._lock = threading.Lock()
        self._taken = 0
        self._written = 0

    def load(self) -> None:
        try:
            raw = json.loads(self._path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raw = {}
        self._drafts = (
            {str(k): v for k, v in raw.items() if isinstance(v, str)}
            if isinstance(raw, dict)
            else {}
        )

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

    def snapshot(self) -> tuple[int, str]:
        """The drafts as JSON, taken on the caller's thread (the dict keeps changing), with a
        sequence number so an older snapshot never overwrites a newer one."""
        self._taken += 1
        return self._taken, json.dumps(self._drafts, ensure_ascii=False)

    def write(self, snapshot: tuple[int, str]) -> None:
        """Write a snapshot atomically; safe to call from worker threads."""
        sequence, text = snapshot
        with self._lock:
            if sequence <= self._written:
                return
            self._path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self._path.parent, prefix=".drafts-", suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.replace(tmp, self._path)
            self._written = sequence

    def save(self) -> None:
        self.write(self.snapshot())


def _key(conversation_id: int | None) -> str:
    return NEW_CHAT if conversation_id is None else str(conversation_id)
