"""Saved prompts: a title and a text with ``{{variables}}``, kept as JSON in the data folder.

A library that was never saved holds the built-ins; from the first change on the file holds
everything, built-ins included, so a built-in edited or deleted stays so. Prompts sync item by
item (``prompt/<id>``, app.services.sync.preferences); the built-ins' ids are fixed, so two
machines that never touched them hold the same items and neither overrides the other.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.services.item_library import ItemLibrary, ItemStore, LibraryFile, new_id

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


def prompt_from_json(prompt_id: str, data: Any) -> Prompt:
    """ValueError for anything but a title and a text (another version's, a damaged file)."""
    if not isinstance(data, Mapping):
        raise ValueError("a prompt is an object")
    title, text = data.get("title"), data.get("text")
    if not isinstance(title, str) or not isinstance(text, str) or not prompt_id:
        raise ValueError("a prompt has a title and a text")
    return Prompt(prompt_id, title, text)


@dataclass(frozen=True, slots=True)
class Prompts(ItemLibrary[Prompt]):
    """get, put, remove, search (by title first) and merged: app.services.item_library."""

    def name_of(self, item: Prompt) -> str:
        return item.title


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


_FILE = LibraryFile(PROMPTS_FILENAME, "prompts", prompt_from_json, BUILT_INS)


def parse_prompts(raw: Any) -> list[Prompt]:
    """The prompts of a library file or an export; entries this version cannot read are
    left out. An entry without an id (written by hand) gets a new one."""
    return _FILE.parse(raw)


def dump_prompts(prompts: Iterable[Prompt]) -> str:
    return _FILE.dump(prompts)


def load_prompts(directory: Path) -> Prompts:
    return _FILE.load(directory)


def save_prompts(directory: Path, prompts: Prompts) -> None:
    _FILE.save(directory, prompts)


def import_prompts(path: Path) -> list[Prompt]:
    """The prompts of an exported file; ValueError (or OSError) when it holds none."""
    return _FILE.read_export(path)


def export_prompts(path: Path, prompts: Iterable[Prompt]) -> None:
    _FILE.write_export(path, prompts)


class PromptStore(ItemStore[Prompts]):
    """The prompt library as the window holds it (app.services.item_library.ItemStore)."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory, _FILE)


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
