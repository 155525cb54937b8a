"""The prompt library syncs item by item between two machines (two data folders) through a
folder storage: prompts added on either machine both survive, the later edit of one prompt
wins on both, a deletion travels, and a machine joining with the untouched built-ins
overrides neither an edit nor a deletion made elsewhere."""

from __future__ import annotations

from pathlib import Path

from app.services.prompts.library import BUILT_INS, Prompt, load_prompts, save_prompts
from tests.integration.sync.test_sync_preferences import machines, sync


def titles(data_dir: Path) -> dict[str, str]:
    return {p.id: p.title for p in load_prompts(data_dir).items}


def put(data_dir: Path, prompt: Prompt) -> None:
    save_prompts(data_dir, load_prompts(data_dir).put(prompt))


def test_prompts_made_on_both_machines_merge_and_the_later_edit_wins(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    put(a, Prompt("from-a", "Haiku", "Write a haiku about {{topic}}"))
    sync(a, storage)
    sync(b, storage)
    assert titles(b)["from-a"] == "Haiku"
    assert load_prompts(b).get("from-a") == Prompt(
        "from-a", "Haiku", "Write a haiku about {{topic}}"
    )

    # Each machine adds its own; both end up on both.
    put(b, Prompt("from-b", "Limerick", "A limerick on {{topic}}"))
    put(a, Prompt("from-a-2", "Sonnet", "A sonnet"))
    sync(b, storage)
    sync(a, storage)
    sync(b, storage)
    for data_dir in (a, b):
        assert {"from-a", "from-b", "from-a-2"} <= set(titles(data_dir))

    # Both edit the same prompt; the later edit wins everywhere.
    put(a, Prompt("from-a", "Haiku (A)", "A"))
    sync(a, storage)
    put(b, Prompt("from-a", "Haiku (B)", "B"))  # later than A's, sent after it
    sync(b, storage)
    sync(a, storage)
    assert titles(a)["from-a"] == titles(b)["from-a"] == "Haiku (B)"

    # A deletion travels.
    save_prompts(a, load_prompts(a).remove("from-b"))
    sync(a, storage)
    sync(b, storage)
    assert "from-b" not in titles(b)


def test_a_machine_with_untouched_built_ins_overrides_no_edit_or_deletion(
    tmp_path: Path,
) -> None:
    a, b, storage = machines(tmp_path)
    edited = Prompt("builtin-translate", "Translate to French", "Translate {{text}} to French")
    save_prompts(a, BUILT_INS.remove("builtin-summarise").put(edited))
    sync(a, storage)
    assert not (b / "prompts.json").exists()  # B never touched its library
    sync(b, storage)
    assert load_prompts(b).get("builtin-translate") == edited
    assert load_prompts(b).get("builtin-summarise") is None
    # And B's later sync rounds send nothing back that undoes them on A.
    sync(b, storage)
    sync(a, storage)
    assert load_prompts(a).get("builtin-translate") == edited
    assert load_prompts(a).get("builtin-summarise") is None
    assert load_prompts(a).get("builtin-explain-code") is not None
