"""Saved prompts: a title and a text with ``{{variables}}``, kept as JSON in the data folder.

A library that was never saved holds the built-ins; from the first change on the file holds
everything, built-ins included, so a built-in edited or deleted stays so. Prompts sync item by
item (``prompt/<id>``, app.services.sync_preferences); the built-ins' ids are fixed, so two
machines that never touched them hold the same items and neither overrides the other.
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from app.services.json_documents import NOTHING, dump, read_document, set_aside, write_document

PROMPTS_FILENAME = "prompts.json"
TITLE_WORDS = 6  # a title made from a message: its first words
TITLE_CHARS = 60

# ``{{ name }}``: a name is any text without braces or line breaks, spaces around it ignored.
_VARIABLE = re.compile(r"\{\{\s*([^{}\n]+?)\s*\}\}")


@dataclass(frozen=True, slots=True)
class Prompt:
    id: str
    title: str
    text: str

    @property
    def variables(self) -> list[str]:
        return variables(self.text)

    def matches(self, query: str) -> bool:
        """Every word of the query is in the title or the text (case ignored)."""
        haystack = f"{self.title}\n{self.text}".casefold()
        return all(word in haystack for word in query.casefold().split())

    def to_json(self) -> dict[str, str]:
        return {"title": self.title, "text": self.text}


def variables(text: str) -> list[str]:
    """The variables of a prompt's text, each once, in the order they first appear."""
    return list(dict.fromkeys(m.group(1) for m in _VARIABLE.finditer(text)))


def fill(text: str, values: Mapping[str, str]) -> str:
    """The text with each variable replaced by its value (one without a value stays)."""
    return _VARIABLE.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def title_from(text: str) -> str:
    """A title for a prompt saved from a message: its first words, on one line."""
    words = text.split()
    title = " ".join(words[:TITLE_WORDS])
    cut = len(words) > TITLE_WORDS
    if len(title) > TITLE_CHARS:
        title, cut = title[: TITLE_CHARS - 1].rstrip(), True
    return title + ("…" if cut else "")


def new_id() -> str:
    return uuid.uuid4().hex


def prompt_from_json(prompt_id: str, data: Any) -> Prompt:
    """ValueError for anything but a title and a text (another version's, a damaged file)."""
    if not isinstance(data, Mapping):
        raise ValueError("a prompt is an object")
    title, text = data.get("title"), data.get("text")
    if not isinstance(title, str) or not isinstance(text, str) or not prompt_id:
        raise ValueError("a prompt has a title and a text")
    return Prompt(prompt_id, title, text)


@dataclass(frozen=True, slots=True)
class Prompts:
    items: tuple[Prompt, ...] = ()

    def get(self, prompt_id: str) -> Prompt | None:
        return next((p for p in self.items if p.id == prompt_id), None)

    def put(self, prompt: Prompt) -> Prompts:
        """Add a prompt, or replace the one with its id (keeping its place)."""
        if self.get(prompt.id) is None:
            return replace(self, items=(*self.items, prompt))
        return replace(self, items=tuple(prompt if p.id == prompt.id else p for p in self.items))

    def remove(self, prompt_id: str) -> Prompts:
        return replace(self, items=tuple(p for p in self.items if p.id != prompt_id))

    def search(self, query: str) -> list[Prompt]:
        """The prompts matching the query, those whose title starts with it first."""
        found = [p for p in self.items if p.matches(query)]
        first = query.strip().casefold()
        return sorted(found, key=lambda p: not p.title.casefold().startswith(first))

    def merged(self, prompts: Iterable[Prompt]) -> Prompts:
        """Imported prompts added (one with an id already here replaces it)."""
        result = self
        for prompt in prompts:
            result = result.put(prompt)
        return result


def _builtin(key: str, title: str, text: str) -> Prompt:
    return Prompt(f"builtin-{key}", title, text)


# Editable copies, not magic: they are ordinary prompts once the library is saved.
BUILT_INS = Prompts(
    (
        _builtin(
            "summarise",
            "Summarise",
            "Summarise the following in a few short bullet points, keeping names, numbers "
            "and decisions:\n\n{{text}}",
        ),
        _builtin(
            "explain-code",
            "Explain code",
            "Explain what this code does, step by step, and point out anything surprising or "
            "risky:\n\n```\n{{code}}\n```",
        ),
        _builtin(
            "translate",
            "Translate",
            "Translate the following into {{language}}. Keep the meaning, tone and formatting; "
            "reply with the translation only.\n\n{{text}}",
        ),
        _builtin(
            "formal",
            "Rewrite more formally",
            "Rewrite the following in a more formal, professional tone, without changing what "
            "it says:\n\n{{text}}",
        ),
        _builtin(
            "action-items",
            "Extract action items",
            "List the action items in the following: who does what, by when if it says. "
            "One per line, as a checklist.\n\n{{text}}",
        ),
        _builtin(
            "alt-text",
            "Describe this image for alt text",
            "Write alt text for the attached image: one or two plain sentences saying what it "
            "shows and why it matters, without starting with “Image of”.",
        ),
    )
)


def parse_prompts(raw: Any) -> list[Prompt]:
    """The prompts of a library file or an export; entries this version cannot read are
    left out. An entry without an id (written by hand) gets a new one."""
    entries = raw.get("prompts") if isinstance(raw, Mapping) else raw
    if not isinstance(entries, list):
        raise ValueError("no list of prompts")
    found: list[Prompt] = []
    for entry in entries:
        if not isinstance(entry, Mapping):
            continue
        prompt_id = entry.get("id")
        try:
            found.append(
                prompt_from_json(prompt_id if isinstance(prompt_id, str) else new_id(), entry)
            )
        except ValueError:
            continue
    return found


def dump_prompts(prompts: Iterable[Prompt]) -> str:
    data = {"prompts": [{"id": p.id, **p.to_json()} for p in prompts]}
    return dump(data)


def load_prompts(directory: Path) -> Prompts:
    path = directory / PROMPTS_FILENAME
    raw: Any = read_document(path)
    if raw is NOTHING:
        return BUILT_INS
    try:
        return Prompts(tuple(parse_prompts(raw)))
    except ValueError:  # JSON, but not a prompt library
        set_aside(path)
        return BUILT_INS


def save_prompts(directory: Path, prompts: Prompts) -> None:
    write_document(directory / PROMPTS_FILENAME, dump_prompts(prompts.items))


def import_prompts(path: Path) -> list[Prompt]:
    """The prompts of an exported file; ValueError (or OSError) when it holds none."""
    return parse_prompts(json.loads(path.read_text(encoding="utf-8")))


def export_prompts(path: Path, prompts: Iterable[Prompt]) -> None:
    path.write_text(dump_prompts(prompts) + "\n", encoding="utf-8")


class PromptStore:
    """The library as the window holds it: read from the file the first time anyone asks
    (the picker, or a sync round on its own thread), then changed in memory and written in
    the order of the changes, a write a later change replaced being skipped."""

    def __init__(self, directory: Path) -> None:
        self._dir = directory
        self._value: Prompts | None = None
        self._change = 0
        self._lock = threading.Lock()
        self._writing = threading.Lock()

    def get(self) -> Prompts:
        with self._lock:
            if self._value is None:
                self._value = load_prompts(self._dir)
            return self._value

    @property
    def loaded(self) -> bool:
        return self._value is not None

    def set(self, prompts: Prompts) -> int:
        """The new library in memory; returns the change to hand to ``save``."""
        with self._lock:
            self._value = prompts
            self._change += 1
            return self._change

    def save(self, change: int) -> None:
        """Write the library as it is after ``change`` (on a worker thread)."""
        with self._writing:
            with self._lock:
                if change != self._change or self._value is None:
                    return
                value = self._value
            save_prompts(self._dir, value)


__all__ = [
    "BUILT_INS",
    "PROMPTS_FILENAME",
    "Prompt",
    "PromptStore",
    "Prompts",
    "dump_prompts",
    "export_prompts",
    "fill",
    "import_prompts",
    "load_prompts",
    "new_id",
    "parse_prompts",
    "prompt_from_json",
    "save_prompts",
    "title_from",
    "variables",
]
