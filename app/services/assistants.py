"""Assistants: a named set-up to start a chat with — instructions, a model and its parameters,
the tools offered, the knowledge bases searched — with a glyph and a short description. Kept
as JSON in the data folder.

Starting a chat with one copies its instructions (as the system prompt), model and
parameters into the new conversation, which remembers the assistant's id; a later change to
the assistant rewrites nothing already copied. As with the prompt library, a library never
saved holds the built-ins; from the first change on the file holds everything, built-ins
included, so a built-in edited or deleted stays so. Assistants sync item by item
(``assistant/<id>``, app.services.assistant_sync); the built-ins' ids are fixed, so two
machines that never touched them hold the same items and neither overrides the other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from app.domain import Params
from app.services.item_library import ItemLibrary, ItemStore, LibraryFile, new_id

ASSISTANTS_FILENAME = "assistants.json"
DEFAULT_GLYPH = "bot"
# The icons (app/resources/icons/lucide) an assistant may show: symbols, never emoji.
GLYPHS = (
    "bot",
    "sparkles",
    "pencil",
    "code",
    "globe",
    "image",
    "book-open",
    "brain",
    "file-text",
    "search",
    "scale",
    "wrench",
    "hammer",
    "type",
    "star",
    "cloud",
    "key-round",
    "gauge",
)
_BLANK = Params().to_json()


@dataclass(frozen=True, slots=True)
class Assistant:
    id: str
    name: str
    glyph: str = DEFAULT_GLYPH
    description: str = ""
    instructions: str = ""  # sent as the system (or developer) message
    # The model ("" keeps the one chosen when the chat starts) and the other parameters,
    # the tools offered among them (tool_servers, web_search). Its system_prompt is unused.
    params: Params = field(default_factory=Params)
    knowledge_bases: tuple[str, ...] = ()

    def chat_params(self, current_model: str = "") -> Params:
        """The parameters a chat started with this assistant gets."""
        return replace(
            self.params,
            system_prompt=self.instructions,
            model=self.params.model or current_model,
        )

    def matches(self, query: str) -> bool:
        """Every word of the query is in the name, the description or the model (case
        ignored)."""
        haystack = f"{self.name}\n{self.description}\n{self.params.model}".casefold()
        return all(word in haystack for word in query.casefold().split())

    def to_json(self) -> dict[str, Any]:
        # Only the parameters set: the file stays readable and another version's new
        # parameter fields fall back to their defaults.
        params = {
            k: v
            for k, v in self.params.to_json().items()
            if v != _BLANK.get(k) and k != "system_prompt"
        }
        return {
            "name": self.name,
            "glyph": self.glyph,
            "description": self.description,
            "instructions": self.instructions,
            "params": params,
            "knowledge_bases": list(self.knowledge_bases),
        }


def assistant_from_json(assistant_id: str, data: Any) -> Assistant:
    """ValueError for anything without a name (another version's, a damaged file); fields
    this version does not know are ignored, missing ones take their defaults."""
    if not isinstance(data, Mapping) or not assistant_id:
        raise ValueError("an assistant is an object")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("an assistant has a name")
    glyph = data.get("glyph")
    raw_params = data.get("params") or {}
    if not isinstance(raw_params, Mapping):
        raise ValueError("an assistant's parameters are an object")
    try:
        params = replace(Params.from_json(dict(raw_params)), system_prompt="")
    except (TypeError, ValueError) as err:
        raise ValueError("unreadable parameters") from err
    bases = data.get("knowledge_bases") or []
    return Assistant(
        id=assistant_id,
        name=name.strip(),
        glyph=glyph if isinstance(glyph, str) and glyph in GLYPHS else DEFAULT_GLYPH,
        description=_text(data.get("description")),
        instructions=_text(data.get("instructions")),
        params=params,
        knowledge_bases=tuple(str(b) for b in bases if isinstance(b, str) and b)
        if isinstance(bases, list)
        else (),
    )


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


@dataclass(frozen=True, slots=True)
class Assistants(ItemLibrary[Assistant]):
    """get, put, remove, search (by name first) and merged: app.services.item_library."""

    def name_of(self, item: Assistant) -> str:
        return item.name

    def duplicate(self, assistant_id: str, name: str) -> tuple[Assistants, Assistant | None]:
        """A copy under a new id and ``name``, placed after the original."""
        original = self.get(assistant_id)
        if original is None:
            return self, None
        copy = replace(original, id=new_id(), name=name)
        items: list[Assistant] = []
        for item in self.items:
            items.append(item)
            if item.id == assistant_id:
                items.append(copy)
        return replace(self, items=tuple(items)), copy


def _builtin(key: str, name: str, glyph: str, description: str, instructions: str) -> Assistant:
    return Assistant(f"builtin-{key}", name, glyph, description, instructions)


# Editable copies, not magic: they are ordinary assistants once the library is saved. No
# model: a built-in uses the model chosen when the chat starts, whichever endpoint that is.
BUILT_INS = Assistants(
    (
        _builtin(
            "writing-editor",
            "Writing editor",
            "pencil",
            "Tightens and clarifies your writing, and says what it changed",
            "You are a careful writing editor. Improve the clarity, flow and grammar of the "
            "text you are given while keeping the author's voice and meaning. Reply with the "
            "edited text first, then a short list of the most important changes and why.",
        ),
        _builtin(
            "code-reviewer",
            "Code reviewer",
            "code",
            "Reviews code for bugs, risks and readability",
            "You are a senior code reviewer. Look for bugs, security and performance risks, "
            "unclear names and missing tests. Order findings by severity, quote the lines "
            "concerned, and suggest a concrete fix for each. Say plainly when the code is "
            "fine.",
        ),
        _builtin(
            "translator",
            "Translator",
            "globe",
            "Translates faithfully, keeping tone and formatting",
            "You are a professional translator. Translate what you are given into the "
            "language the user asks for (into English when they do not say), keeping the "
            "meaning, tone and formatting. Reply with the translation only, and add a short "
            "note only where a phrase has no faithful equivalent.",
        ),
        _builtin(
            "image-describer",
            "Image describer",
            "image",
            "Describes attached images precisely, for alt text or notes",
            "You describe images precisely and neutrally. Start with what the image shows "
            "overall, then the details that matter: people, objects, text in the image "
            "(transcribed exactly), colours and layout. Do not guess at identities. Keep it "
            "short unless asked for more.",
        ),
        _builtin(
            "tutor",
            "Tutor",
            "book-open",
            "Explains step by step and checks your understanding",
            "You are a patient tutor. Explain ideas step by step, starting from what the "
            "learner already knows, with small examples. Ask one short question at a time to "
            "check understanding, and do not simply hand over answers to exercises: guide "
            "the learner to them.",
        ),
    )
)


_FILE = LibraryFile(ASSISTANTS_FILENAME, "assistants", assistant_from_json, BUILT_INS)


def parse_assistants(raw: Any) -> list[Assistant]:
    """The assistants of a library file or an export; entries this version cannot read are
    left out. An entry without an id (written by hand) gets a new one."""
    return _FILE.parse(raw)


def dump_assistants(assistants: Iterable[Assistant]) -> str:
    return _FILE.dump(assistants)


def load_assistants(directory: Path) -> Assistants:
    return _FILE.load(directory)


def save_assistants(directory: Path, assistants: Assistants) -> None:
    _FILE.save(directory, assistants)


def import_assistants(path: Path) -> list[Assistant]:
    """The assistants of an exported file; ValueError (or OSError) when it holds none."""
    found = _FILE.read_export(path)
    if not found:
        raise ValueError("the file holds no assistant this version can read")
    return found


def export_assistants(path: Path, assistants: Iterable[Assistant]) -> None:
    _FILE.write_export(path, assistants)


class AssistantStore(ItemStore[Assistants]):
    """The assistants as the window holds them (app.services.item_library.ItemStore)."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory, _FILE)


__all__ = [
    "ASSISTANTS_FILENAME",
    "BUILT_INS",
    "DEFAULT_GLYPH",
    "GLYPHS",
    "Assistant",
    "AssistantStore",
    "Assistants",
    "assistant_from_json",
    "dump_assistants",
    "export_assistants",
    "import_assistants",
    "load_assistants",
    "new_id",
    "parse_assistants",
    "save_assistants",
]
