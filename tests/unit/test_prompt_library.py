"""The prompt library's store: variables found and filled, titles made from messages, the
file (built-ins until the first save, a damaged file kept aside), import and export."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from app.services.prompts.library import (
    BUILT_INS,
    PROMPTS_FILENAME,
    Prompt,
    Prompts,
    PromptStore,
    export_prompts,
    fill,
    import_prompts,
    load_prompts,
    save_prompts,
    title_from,
    variables,
)


def test_variables_are_found_once_each_in_order_with_spaces_ignored() -> None:
    text = "Translate {{text}} into {{ language }}, then {{text}} again; {not one} {{}}"
    assert variables(text) == ["text", "language"]
    assert variables("No variables here.") == []
    assert variables("{{two words}} and {{ émoji 🌍 }}") == ["two words", "émoji 🌍"]
    assert variables("{{a\nb}}") == []  # a name does not cross lines


def test_fill_replaces_every_occurrence_and_leaves_unknown_ones() -> None:
    text = "Translate {{text}} into {{ language }}. Again: {{text}}. {{other}}"
    filled = fill(text, {"text": "Hallo", "language": "English"})
    assert filled == "Translate Hallo into English. Again: Hallo. {{other}}"
    # A value holding braces or backslashes is taken literally.
    assert fill("{{x}}", {"x": r"\1 {{y}}"}) == r"\1 {{y}}"


def test_a_title_is_the_first_words_of_a_message() -> None:
    assert title_from("Explain   this\ncode please") == "Explain this code please"
    assert title_from("one two three four five six seven eight") == "one two three four five six…"
    long_word = "x" * 200
    title = title_from(long_word)
    assert len(title) <= 60 and title.endswith("…")
    assert title_from("") == ""


def test_search_matches_title_and_text_and_puts_title_matches_first() -> None:
    prompts = Prompts(
        (
            Prompt("1", "Summarise", "Shorten this, then translate nothing"),
            Prompt("2", "Translate", "Translate {{text}} into {{language}}"),
            Prompt("3", "Haiku", "A poem"),
        )
    )
    assert [p.id for p in prompts.search("transl")] == ["2", "1"]
    assert [p.id for p in prompts.search("")] == ["1", "2", "3"]
    assert [p.id for p in prompts.search("POEM")] == ["3"]
    assert prompts.search("nothing at all here") == []


def test_put_replaces_in_place_and_remove_drops() -> None:
    prompts = Prompts((Prompt("a", "A", "1"), Prompt("b", "B", "2")))
    changed = prompts.put(Prompt("a", "A2", "1"))
    assert [p.title for p in changed.items] == ["A2", "B"]
    assert [p.id for p in changed.put(Prompt("c", "C", "3")).items] == ["a", "b", "c"]
    assert changed.remove("a").get("a") is None


def test_a_library_never_saved_holds_the_built_ins(tmp_path: Path) -> None:
    library = load_prompts(tmp_path)
    assert library == BUILT_INS
    titles = {p.title for p in library.items}
    assert {"Summarise", "Explain code", "Translate", "Rewrite more formally"} <= titles
    assert {"Extract action items", "Describe this image for alt text"} <= titles
    translate = next(p for p in library.items if p.title == "Translate")
    assert "language" in translate.variables
    assert not (tmp_path / PROMPTS_FILENAME).exists()  # reading writes nothing


def test_saved_and_loaded_round_trip_and_a_deleted_built_in_stays_deleted(
    tmp_path: Path,
) -> None:
    library = BUILT_INS.remove("builtin-summarise").put(Prompt("mine", "Mine", "Héllo {{x}}"))
    save_prompts(tmp_path, library)
    assert load_prompts(tmp_path) == library
    assert load_prompts(tmp_path).get("builtin-summarise") is None
    save_prompts(tmp_path, Prompts())
    assert load_prompts(tmp_path) == Prompts()  # emptied on purpose, not the built-ins


def test_a_damaged_file_is_kept_aside_and_the_built_ins_come_back(tmp_path: Path) -> None:
    (tmp_path / PROMPTS_FILENAME).write_text("{not json", encoding="utf-8")
    assert load_prompts(tmp_path) == BUILT_INS
    assert (tmp_path / "prompts.json.bad").read_text(encoding="utf-8") == "{not json"


def test_entries_another_version_wrote_badly_are_left_out(tmp_path: Path) -> None:
    data = {
        "prompts": [
            {"id": "ok", "title": "Fine", "text": "Yes"},
            {"id": "bad", "title": 3, "text": "No"},
            "junk",
            {"title": "No id", "text": "Written by hand"},
        ]
    }
    (tmp_path / PROMPTS_FILENAME).write_text(json.dumps(data), encoding="utf-8")
    loaded = load_prompts(tmp_path)
    assert [p.title for p in loaded.items] == ["Fine", "No id"]
    assert loaded.items[1].id  # given one


def test_export_then_import_adds_and_replaces_by_id(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    export_prompts(path, [Prompt("x", "Ex", "{{a}}"), Prompt("y", "Why", "b")])
    found = import_prompts(path)
    assert [(p.id, p.title) for p in found] == [("x", "Ex"), ("y", "Why")]
    merged = Prompts((Prompt("x", "Old", "old"), Prompt("z", "Zed", "z"))).merged(found)
    assert [(p.id, p.title) for p in merged.items] == [("x", "Ex"), ("z", "Zed"), ("y", "Why")]
    (tmp_path / "bad.json").write_text('{"something": "else"}', encoding="utf-8")
    with pytest.raises(ValueError):
        import_prompts(tmp_path / "bad.json")


def test_the_store_writes_the_latest_change_only(tmp_path: Path) -> None:
    store = PromptStore(tmp_path)
    assert not store.loaded
    assert store.get() == BUILT_INS and store.loaded
    first = store.set(Prompts((Prompt("1", "One", "1"),)))
    second = store.set(Prompts((Prompt("2", "Two", "2"),)))
    store.save(first)  # replaced by the second change: nothing is written for it
    assert not (tmp_path / PROMPTS_FILENAME).exists()
    writers = [threading.Thread(target=store.save, args=(second,)) for _ in range(3)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    assert [p.title for p in load_prompts(tmp_path).items] == ["Two"]
