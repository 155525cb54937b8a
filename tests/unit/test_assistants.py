"""The assistants' library: the built-ins (editable copies, fixed ids), editing, duplicating,
searching, the file (built-ins until the first save, a damaged file set aside), import and
export round trips, and the sync items other machines' changes merge through."""

from __future__ import annotations

import json
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from app.domain import Params
from app.services.assistant_sync import (
    BUILT_IN_ITEMS,
    assistant_items,
    touches_assistants,
    with_assistant_items,
)
from app.services.assistants import (
    ASSISTANTS_FILENAME,
    BUILT_INS,
    GLYPHS,
    Assistant,
    Assistants,
    AssistantStore,
    assistant_from_json,
    export_assistants,
    import_assistants,
    load_assistants,
    save_assistants,
)

REVIEWER = Assistant(
    "mine",
    "Strict reviewer",
    "code",
    "Finds every bug",
    "Review harshly.",
    Params(model="gpt-5", temperature=0.2, max_tokens=900, web_search=True, tool_servers=("fs",)),
    ("handbook",),
)


def test_the_built_ins_are_there_with_fixed_ids_glyphs_and_no_model() -> None:
    names = [a.name for a in BUILT_INS.items]
    assert names == ["Writing editor", "Code reviewer", "Translator", "Image describer", "Tutor"]
    for assistant in BUILT_INS.items:
        assert assistant.id.startswith("builtin-")
        assert assistant.glyph in GLYPHS
        assert assistant.instructions and assistant.description
        assert assistant.params.model == ""  # the model chosen when the chat starts


def test_chat_params_carry_the_instructions_model_and_parameters() -> None:
    params = REVIEWER.chat_params("other-model")
    assert params.system_prompt == "Review harshly."
    assert params.model == "gpt-5"
    assert (params.temperature, params.max_tokens, params.web_search) == (0.2, 900, True)
    assert params.tool_servers == ("fs",)
    # Without a model of its own, the one chosen now.
    editor = BUILT_INS.get("builtin-writing-editor")
    assert editor is not None
    assert editor.chat_params("gpt-4o-mini").model == "gpt-4o-mini"


def test_edit_duplicate_remove_and_search() -> None:
    library = BUILT_INS.put(REVIEWER)
    edited = replace(REVIEWER, name="Gentle reviewer")
    library = library.put(edited)
    assert library.get("mine") == edited
    assert [a.id for a in library.items][-1] == "mine"  # kept its place
    library, copy = library.duplicate("builtin-translator", "Translator (copy)")
    assert copy is not None and copy.id != "builtin-translator"
    assert copy.instructions == BUILT_INS.items[2].instructions
    ids = [a.id for a in library.items]
    assert ids.index(copy.id) == ids.index("builtin-translator") + 1
    assert [a.name for a in library.search("review")] == ["Code reviewer", "Gentle reviewer"]
    assert [a.name for a in library.search("gen")] == ["Gentle reviewer"]
    assert [a.name for a in library.search("gpt-5")] == ["Gentle reviewer"]  # its model
    assert library.remove("mine").get("mine") is None


def test_the_file_holds_the_built_ins_until_the_first_save_then_everything(
    tmp_path: Path,
) -> None:
    assert load_assistants(tmp_path) == BUILT_INS
    assert not (tmp_path / ASSISTANTS_FILENAME).exists()
    changed = BUILT_INS.remove("builtin-tutor").put(REVIEWER)
    save_assistants(tmp_path, changed)
    assert load_assistants(tmp_path) == changed  # the deleted built-in stays deleted
    saved = json.loads((tmp_path / ASSISTANTS_FILENAME).read_text(encoding="utf-8"))
    mine = saved["assistants"][-1]
    # Only the parameters set are written; the instructions are not a parameter.
    assert mine["params"] == {
        "model": "gpt-5",
        "temperature": 0.2,
        "max_tokens": 900,
        "web_search": True,
        "tool_servers": ["fs"],
    }


def test_a_damaged_file_is_set_aside_and_bad_entries_are_left_out(tmp_path: Path) -> None:
    path = tmp_path / ASSISTANTS_FILENAME
    path.write_text("{not json", encoding="utf-8")
    assert load_assistants(tmp_path) == BUILT_INS
    assert (tmp_path / "assistants.json.bad").exists()
    path.write_text(
        json.dumps(
            {
                "assistants": [
                    {"id": "ok", "name": "Fine", "glyph": "no-such-icon"},
                    {"id": "nameless", "instructions": "x"},
                    {"id": "bad-params", "name": "B", "params": [1, 2]},
                    "not an object",
                    {"name": "Hand-written"},
                ]
            }
        ),
        encoding="utf-8",
    )
    found = load_assistants(tmp_path)
    assert [a.name for a in found.items] == ["Fine", "Hand-written"]
    assert found.items[0].glyph == "bot"  # an unknown glyph falls back, no emoji sneak in
    assert found.items[1].id  # given a new id


def test_export_and_import_round_trip(tmp_path: Path) -> None:
    library = BUILT_INS.put(REVIEWER)
    out = tmp_path / "export.json"
    export_assistants(out, library.items)
    back = import_assistants(out)
    assert back == list(library.items)
    # Importing merges: an id already here is replaced, the others added.
    mine = Assistants((replace(REVIEWER, name="Old"),))
    assert mine.merged(back).get("mine") == REVIEWER
    empty = tmp_path / "empty.json"
    empty.write_text('{"assistants": []}', encoding="utf-8")
    with pytest.raises(ValueError):
        import_assistants(empty)
    with pytest.raises(ValueError):
        assistant_from_json("x", {"name": "  "})


def test_the_store_writes_the_latest_change_only(tmp_path: Path) -> None:
    store = AssistantStore(tmp_path)
    assert not store.loaded and store.get() == BUILT_INS
    first = store.set(store.get().put(REVIEWER))
    second = store.set(store.get().remove("builtin-tutor"))
    threads = [threading.Thread(target=store.save, args=(c,)) for c in (first, second)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    saved = load_assistants(tmp_path)
    assert saved.get("mine") == REVIEWER and saved.get("builtin-tutor") is None


def test_sync_items_merge_one_by_one() -> None:
    items = assistant_items(BUILT_INS)
    assert items == BUILT_IN_ITEMS  # untouched built-ins: no choice anyone made
    theirs = with_assistant_items(
        BUILT_INS,
        {
            "assistant/mine": REVIEWER.to_json(),
            "assistant/builtin-tutor": None,
            "assistant/broken": {"no": "name"},
            "prompt/builtin-summarise": None,  # not an assistant: left alone
        },
    )
    assert theirs.get("mine") == REVIEWER
    assert theirs.get("builtin-tutor") is None
    assert theirs.get("broken") is None
    assert touches_assistants({"assistant/x": None})
    assert not touches_assistants({"prompt/x": None})


def test_every_glyph_is_an_icon_of_the_app() -> None:
    icons = Path(__file__).resolve().parents[2] / "app" / "resources" / "icons" / "lucide"
    for glyph in GLYPHS:
        assert (icons / f"{glyph}.svg").is_file(), glyph
        assert glyph.isascii()  # a symbol's name, never an emoji
