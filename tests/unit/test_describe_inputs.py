"""Which files describe takes (sorted, folders recursed, hidden and non-image names left
out, the output never), and what it asks (presets, {filename}, the tags reply)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.services.describe.files import NoSuchPath, find_images
from app.services.describe.prompts import PRESETS, NotTags, prompt_for, tags_json


def touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"x")
    return path


def test_folders_are_walked_in_a_stable_sorted_order(tmp_path: Path) -> None:
    for name in ("z.PNG", "a/b.jpg", "a/c/d.webp", "m.heic", "notes.txt", ".hidden.png"):
        touch(tmp_path / name)
    touch(tmp_path / ".git" / "x.png")
    named = touch(tmp_path / "elsewhere" / "named.dat")
    out = touch(tmp_path / "a" / "out.png")
    found = find_images([tmp_path, named, tmp_path / "a" / "b.jpg"], skip=[out])
    assert [p.relative_to(tmp_path).as_posix() for p in found] == [
        "a/b.jpg",
        "a/c/d.webp",
        "elsewhere/named.dat",  # named on the command line: app.media decides
        "m.heic",
        "z.PNG",
    ]


def test_a_missing_path_is_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(NoSuchPath, match="no such file or folder"):
        find_images([tmp_path / "nope"])


def test_filename_is_put_in_every_preset_and_other_braces_stay() -> None:
    for template in PRESETS.values():
        assert "cat.png" in prompt_for(template, Path("/x/cat.png"))
    assert prompt_for("{filename}: {other}", Path("a.jpg")) == "a.jpg: {other}"


def test_tags_come_back_as_a_compact_json_list() -> None:
    assert tags_json('```json\n["sea", "sky"]\n```') == '["sea", "sky"]'
    assert tags_json(' ["só"] ') == '["só"]'
    for reply in ("sea, sky", '{"tags": []}', "[1, 2]"):
        with pytest.raises(NotTags):
            tags_json(reply)
