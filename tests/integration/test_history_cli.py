"""`cometdesk history …` as a real process on a real history file: listing (and the trash)
as lines and as JSON, showing the branch on screen, rename, pin, unpin, trash, restore,
purge, deleting one message version, a compare acted on as one entry as in the window, and
every failure as one sentence with its exit code (1 for an unknown ID, 2 for bad arguments),
never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.domain import MessageStatus, Params, TextPart
from app.storage import DB_FILENAME, Repository, own_history

ROOT = Path(__file__).resolve().parents[2]
KEY = "sk-history-test-key-0123456789"
ENTRY = ["-m", "app"]  # the installed `cometdesk` command runs the same


def environment(
    data_dir: Path, base_url: str | None = None, key: str | None = KEY
) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env["COMETDESK_DATA_DIR"] = str(data_dir)
    if base_url is not None:
        env["COMETDESK_BASE_URL"] = base_url
    if key is not None:
        env["COMETDESK_API_KEY"] = key
    return env


def cometdesk(
    args: list[str], env: dict[str, str], stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *ENTRY, *args],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def history(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return cometdesk(["history", *args], environment(data_dir))


def ok(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


def one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


def failed(done: subprocess.CompletedProcess[str], code: int) -> str:
    """The one line a failure says (exit ``code``, nothing on stdout, no traceback)."""
    assert done.returncode == code, (done.stdout, done.stderr)
    assert done.stdout == ""
    return one_line(done.stderr)


def as_json(done: subprocess.CompletedProcess[str]) -> Any:
    return json.loads(ok(done))


def shown(data_dir: Path, cid: int) -> dict[str, Any]:
    found = as_json(history(data_dir, "show", str(cid), "--json"))
    assert isinstance(found, dict)
    return found


def listed(data_dir: Path, *args: str) -> list[dict[str, Any]]:
    found = as_json(history(data_dir, "list", "--json", *args))
    assert isinstance(found, list)
    return found


def seed(data_dir: Path) -> dict[str, int]:
    """Birds (an answer in two versions, the second shown), Recipes (pinned, in a folder),
    Empty (no messages), and a compare of two columns; created in that order."""
    ids: dict[str, int] = {}

    def write(repo: Repository) -> None:
        birds = repo.create_conversation("Birds", Params(model="gpt-4o"))
        repo.add_message(birds.id, "user", (TextPart("Which birds sing?"),))
        first = repo.add_message(
            birds.id, "assistant", (TextPart("Robins."),), model="gpt-4o", finish_reason="stop"
        )
        second = repo.add_message(
            birds.id,
            "assistant",
            (TextPart("Blackbirds and"),),
            model="gpt-4.1",
            status=MessageStatus.STOPPED,
            version_of=first.id,
        )
        recipes = repo.create_conversation("Recipes\nto try", Params(model="gpt-4o-mini"))
        repo.add_message(recipes.id, "user", (TextPart("Soup?"),))
        folder = repo.create_folder("Kitchen")
        repo.set_folder(recipes.id, folder.id)
        repo.set_pinned(recipes.id, True)
        empty = repo.create_conversation("Empty", Params())
        left = repo.create_conversation("⚖ Which? · gpt-4o", Params(), compare_group="c0ffee")
        right = repo.create_conversation("⚖ Which? · gpt-5", Params(), compare_group="c0ffee")
        ids.update(
            birds=birds.id,
            first=first.id,
            second=second.id,
            recipes=recipes.id,
            empty=empty.id,
            left=left.id,
            right=right.id,
        )

    with own_history(data_dir / DB_FILENAME) as owned:
        owned.run(write)
    return ids


def test_list_prints_one_line_per_conversation_newest_first(data_dir: Path) -> None:
    ids = seed(data_dir)
    lines = ok(history(data_dir, "list")).splitlines()
    order = [ids[name] for name in ("right", "left", "empty", "recipes", "birds")]
    assert [int(line.split()[0]) for line in lines] == order
    recipes = lines[order.index(ids["recipes"])]
    # id, date and time, the pinned mark, the title on one line, the folder.
    assert recipes.split()[3:] == ["*", "Recipes", "to", "try", "[Kitchen]"]
    birds = lines[-1]
    assert "*" not in birds and birds.endswith("  Birds")


def test_list_json_gives_every_field(data_dir: Path) -> None:
    ids = seed(data_dir)
    entries = {entry["id"]: entry for entry in listed(data_dir)}
    assert set(entries) == {ids[n] for n in ("birds", "recipes", "empty", "left", "right")}
    recipes = entries[ids["recipes"]]
    assert set(recipes) == {
        "id",
        "title",
        "created_at",
        "updated_at",
        "pinned",
        "folder",
        "trashed",
        "message_count",
        "compare_group",
    }
    assert recipes["title"] == "Recipes\nto try"
    assert recipes["pinned"] is True and recipes["folder"] == "Kitchen"
    assert recipes["trashed"] is False and recipes["message_count"] == 1
    assert recipes["created_at"].endswith("Z")
    birds = entries[ids["birds"]]
    assert birds["message_count"] == 2  # the branch on screen: the question, one answer
    assert birds["folder"] is None and birds["compare_group"] == ""
    assert entries[ids["left"]]["compare_group"] == "c0ffee"


def test_no_history_yet_lists_nothing_and_creates_nothing(data_dir: Path) -> None:
    assert ok(history(data_dir, "list")) == "No conversations yet.\n"
    assert listed(data_dir) == []
    assert ok(history(data_dir, "list", "--trash")) == "The trash is empty.\n"
    assert "No conversation 1." in failed(history(data_dir, "show", "1"), 1)
    assert ok(history(data_dir, "purge", "--older-than", "0")).startswith("Deleted 0 ")
    assert not (data_dir / DB_FILENAME).exists()


def test_show_prints_the_branch_on_screen(data_dir: Path) -> None:
    ids = seed(data_dir)
    text = ok(history(data_dir, "show", str(ids["birds"])))
    assert text.splitlines()[0].startswith(f"Conversation {ids['birds']}: Birds (updated ")
    assert f"#{ids['second']} assistant · gpt-4.1 · version 2 of 2 · stopped\n" in text
    assert "Which birds sing?" in text and "Blackbirds and" in text
    assert "Robins." not in text  # the other version is not on screen


def test_show_json_gives_the_messages_with_status_and_finish_reason(data_dir: Path) -> None:
    ids = seed(data_dir)
    found = shown(data_dir, ids["birds"])
    assert found["id"] == ids["birds"] and found["title"] == "Birds"
    assert found["model"] == "gpt-4o" and found["trashed"] is False
    question, answer = found["messages"]
    assert question["role"] == "user" and question["text"] == "Which birds sing?"
    assert question["status"] == "complete" and question["version"] is None
    assert answer["id"] == ids["second"] and answer["parent_id"] == question["id"]
    assert answer["role"] == "assistant" and answer["model"] == "gpt-4.1"
    assert answer["text"] == "Blackbirds and"
    assert answer["status"] == "stopped" and answer["finish_reason"] is None
    assert answer["version"] == [2, 2]
    assert shown(data_dir, ids["empty"])["messages"] == []


def test_rename_pin_and_unpin(data_dir: Path) -> None:
    ids = seed(data_dir)
    birds = str(ids["birds"])
    said = ok(history(data_dir, "rename", birds, "  Songbirds  of\nEurope "))
    assert said == f"Renamed conversation {birds} to “Songbirds of Europe”.\n"
    assert ok(history(data_dir, "pin", birds)).startswith(f"Pinned conversation {birds} ")
    entry = next(e for e in listed(data_dir) if e["id"] == ids["birds"])
    assert entry["title"] == "Songbirds of Europe" and entry["pinned"] is True
    assert ok(history(data_dir, "unpin", birds)).startswith("Unpinned ")
    assert ok(history(data_dir, "unpin", str(ids["recipes"]))).startswith("Unpinned ")
    assert not any(e["pinned"] for e in listed(data_dir))


def test_delete_moves_to_the_trash_and_restore_brings_it_back(data_dir: Path) -> None:
    ids = seed(data_dir)
    birds = str(ids["birds"])
    said = ok(history(data_dir, "delete", birds))
    assert said.startswith(f"Moved conversation {birds} (Birds) to the trash")
    assert ids["birds"] not in [e["id"] for e in listed(data_dir)]
    trash = listed(data_dir, "--trash")
    assert [e["id"] for e in trash] == [ids["birds"]] and trash[0]["trashed"] is True
    assert ok(history(data_dir, "list", "--trash")).split()[0] == birds
    # Still readable in the trash.
    assert shown(data_dir, ids["birds"])["trashed"] is True
    assert "is in the trash" in failed(history(data_dir, "pin", birds), 1)

    assert ok(history(data_dir, "restore", birds)).startswith(f"Restored conversation {birds}")
    assert listed(data_dir, "--trash") == []
    assert "is not in the trash" in failed(history(data_dir, "restore", birds), 1)


def test_purge_deletes_for_good_what_is_old_enough(data_dir: Path) -> None:
    ids = seed(data_dir)
    ok(history(data_dir, "delete", str(ids["birds"])))
    ok(history(data_dir, "delete", str(ids["empty"])))
    kept = ok(history(data_dir, "purge", "--older-than", "30"))
    assert kept == "Deleted 0 conversations for good (in the trash longer than 30 days).\n"
    assert len(listed(data_dir, "--trash")) == 2

    assert ok(history(data_dir, "purge", "--older-than", "0")) == (
        "Deleted 2 conversations for good.\n"
    )
    assert listed(data_dir, "--trash") == []
    assert ok(history(data_dir, "list", "--trash")) == "The trash is empty.\n"
    assert f"No conversation {ids['birds']}." in failed(
        history(data_dir, "restore", str(ids["birds"])), 1
    )
    assert {e["id"] for e in listed(data_dir)} == {ids["recipes"], ids["left"], ids["right"]}


def test_purge_id_deletes_one_conversation_from_the_trash_for_good(data_dir: Path) -> None:
    ids = seed(data_dir)
    birds, recipes = str(ids["birds"]), str(ids["recipes"])
    assert "is not in the trash" in failed(history(data_dir, "purge", birds), 1)
    ok(history(data_dir, "delete", birds))
    ok(history(data_dir, "delete", recipes))
    assert ok(history(data_dir, "purge", birds)) == (
        f"Deleted conversation {birds} (Birds) for good.\n"
    )
    assert [e["id"] for e in listed(data_dir, "--trash")] == [ids["recipes"]]
    assert f"No conversation {birds}." in failed(history(data_dir, "show", birds), 1)


def test_delete_message_deletes_one_version(data_dir: Path) -> None:
    ids = seed(data_dir)
    birds = str(ids["birds"])
    said = ok(history(data_dir, "delete-message", birds, str(ids["second"])))
    assert said.startswith(f"Deleted message {ids['second']} of conversation {birds}")
    answer = shown(data_dir, ids["birds"])["messages"][1]
    # The other version is on screen now, the only one left.
    assert answer["id"] == ids["first"] and answer["text"] == "Robins."
    assert answer["version"] is None and answer["finish_reason"] == "stop"
    again = failed(history(data_dir, "delete-message", birds, str(ids["second"])), 1)
    assert again == f"cometdesk: error: Conversation {birds} has no message {ids['second']}."
    # A message of another conversation is not this one's.
    other = failed(history(data_dir, "delete-message", str(ids["recipes"]), str(ids["first"])), 1)
    assert "has no message" in other
    assert len(shown(data_dir, ids["birds"])["messages"]) == 2


def test_a_compare_is_one_entry_as_in_the_window(data_dir: Path) -> None:
    ids = seed(data_dir)
    left, right = ids["left"], ids["right"]
    said = ok(history(data_dir, "rename", str(right), "Colours"))
    columns = f"the 2 columns of a compare (conversations {left}, {right})"
    assert said == f"Renamed {columns} to “Colours”.\n"
    titles = {e["id"]: e["title"] for e in listed(data_dir)}
    # Each column keeps its label, as the window renames a compare.
    assert titles[left] == "⚖ Colours · gpt-4o" and titles[right] == "⚖ Colours · gpt-5"
    ok(history(data_dir, "delete", str(left)))
    assert {e["id"] for e in listed(data_dir, "--trash")} == {left, right}
    ok(history(data_dir, "restore", str(right)))
    assert listed(data_dir, "--trash") == []


@pytest.mark.parametrize(
    "args",
    [
        ["show", "99"],
        ["show", "99", "--json"],
        ["rename", "99", "New title"],
        ["pin", "99"],
        ["unpin", "99"],
        ["delete", "99"],
        ["restore", "99"],
        ["delete-message", "99", "1"],
    ],
)
def test_an_unknown_conversation_is_one_sentence_and_exit_1(
    data_dir: Path, args: list[str]
) -> None:
    seed(data_dir)
    assert failed(history(data_dir, *args), 1) == "cometdesk: error: No conversation 99."


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["show", "abc"], "expected a conversation ID (a whole number), found 'abc'"),
        (["pin", "1.5"], "expected a conversation ID (a whole number), found '1.5'"),
        (["delete", "0"], "expected a conversation ID (1 or more), found '0'"),
        (["delete-message", "1", "x"], "expected a message ID (a whole number), found 'x'"),
        (["purge", "--older-than", "soon"], "expected a number of days, found 'soon'"),
        (["purge", "--older-than", "-1"], "expected 0 or more days, found '-1'"),
        (["purge"], "one of the arguments ID --older-than is required"),
        (
            ["purge", "1", "--older-than", "3"],
            "argument --older-than: not allowed with argument ID",
        ),
        (["rename", "1"], "the following arguments are required: TITLE"),
        (["show"], "the following arguments are required: ID"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        ([], "the following arguments are required: action"),
    ],
)
def test_bad_arguments_exit_2_without_a_traceback(
    data_dir: Path, args: list[str], said: str
) -> None:
    seed(data_dir)
    done = history(data_dir, *args)
    assert done.returncode == 2, done.stderr
    assert said in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_an_empty_title_is_refused(data_dir: Path) -> None:
    ids = seed(data_dir)
    line = failed(history(data_dir, "rename", str(ids["birds"]), " \n "), 2)
    assert line == "cometdesk: error: The title is empty: give the conversation a title."
    assert shown(data_dir, ids["birds"])["title"] == "Birds"
