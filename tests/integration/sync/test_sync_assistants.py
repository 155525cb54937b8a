"""Assistants sync item by item between two machines (two data folders) through a folder
storage: assistants made on either machine both survive, the later edit wins on both, a
deletion travels, and a machine joining with the untouched built-ins overrides neither an
edit nor a deletion made elsewhere."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app.domain import Params
from app.services.assistants import BUILT_INS, Assistant, load_assistants, save_assistants
from tests.integration.sync.test_sync_preferences import machines, sync


def put(data_dir: Path, assistant: Assistant) -> None:
    save_assistants(data_dir, load_assistants(data_dir).put(assistant))


def names(data_dir: Path) -> dict[str, str]:
    return {a.id: a.name for a in load_assistants(data_dir).items}


def test_assistants_made_on_both_machines_merge_and_the_later_edit_wins(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    poet = Assistant("poet", "Poet", "sparkles", "Verse", "Answer in verse.", Params(model="m1"))
    put(a, poet)
    sync(a, storage)
    sync(b, storage)
    assert load_assistants(b).get("poet") == poet

    put(b, Assistant("lawyer", "Lawyer", "scale", instructions="Cite the law."))
    put(a, Assistant("chef", "Chef", "star"))
    sync(b, storage)
    sync(a, storage)
    sync(b, storage)
    for data_dir in (a, b):
        assert {"poet", "lawyer", "chef"} <= set(names(data_dir))

    put(a, replace(poet, name="Poet (A)"))
    sync(a, storage)
    put(b, replace(poet, name="Poet (B)"))  # later than A's, sent after it
    sync(b, storage)
    sync(a, storage)
    assert names(a)["poet"] == names(b)["poet"] == "Poet (B)"

    save_assistants(a, load_assistants(a).remove("lawyer"))
    sync(a, storage)
    sync(b, storage)
    assert "lawyer" not in names(b)


def test_a_machine_with_untouched_built_ins_overrides_no_edit_or_deletion(
    tmp_path: Path,
) -> None:
    a, b, storage = machines(tmp_path)
    edited = replace(BUILT_INS.items[0], instructions="Edit for a British audience.")
    save_assistants(a, BUILT_INS.remove("builtin-tutor").put(edited))
    sync(a, storage)
    assert not (b / "assistants.json").exists()  # B never touched its library
    sync(b, storage)
    assert load_assistants(b).get(edited.id) == edited
    assert load_assistants(b).get("builtin-tutor") is None
    sync(b, storage)
    sync(a, storage)
    assert load_assistants(a).get(edited.id) == edited
    assert load_assistants(a).get("builtin-tutor") is None
    assert load_assistants(a).get("builtin-translator") is not None
