"""docs/architecture.md's map matches the tree: every package and module of a folder it maps
is named, nothing it names is gone, and its groups stand in the order of the layers contracts
in pyproject.toml.

The doc's format, read here: a fenced block whose first line is a folder of the repository
(``app/``, ``app/ui/``, ``app/cli/``) maps that folder. Its entries are the lines at the
block's first indentation, each starting with ``name/`` (a folder) or ``name.py`` (a
module), then what it holds; deeper lines go on with the entry above. A line with no letters
(``│``) closes a group: a group imports only the groups below it."""

from __future__ import annotations

import itertools
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import app

ROOT = Path(app.__file__).parent.parent
DOC = ROOT / "docs" / "architecture.md"
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.DOTALL | re.MULTILINE)
ROOT_LINE = re.compile(r"^(?P<folder>app(?:/\w+)*)/(?:\s|$)")
ENTRY = re.compile(r"^(?P<name>\w+)(?P<kind>/|\.py)(?:\s|$)")
# Folders that need not be mapped: they hold no module of their own.
NOT_CODE = {"__pycache__"}


@dataclass
class Map:
    """One tree block: the folder it maps, its entries as written, each entry's group."""

    folder: str
    entries: dict[str, int] = field(default_factory=dict)  # "ui/" or "main.py" -> group
    unreadable: list[str] = field(default_factory=list)


def maps(markdown: str) -> list[Map]:
    found = []
    for block in FENCE.findall(markdown):
        lines = [line for line in block.splitlines() if line.strip()]
        head = ROOT_LINE.match(lines[0]) if lines else None
        if head is None:
            continue  # a block of something else (code, a shell session)
        tree = Map(head["folder"])
        worded = [line for line in lines[1:] if re.search(r"\w", line)]
        indent = min((len(line) - len(line.lstrip()) for line in worded), default=0)
        group = 0
        for line in lines[1:]:
            if not re.search(r"\w", line):
                group += 1
                continue
            if len(line) - len(line.lstrip()) != indent:
                continue  # what the entry above holds, continued
            entry = ENTRY.match(line.lstrip())
            if entry is None:
                tree.unreadable.append(line.strip())
            else:
                tree.entries[entry["name"] + entry["kind"]] = group
        found.append(tree)
    return found


def on_disk(folder: Path) -> tuple[set[str], set[str]]:
    """What a map of ``folder`` must name (its packages and modules), and what it may name
    besides (folders of data)."""
    must, may = set(), set()
    for child in folder.iterdir():
        if child.is_dir() and child.name not in NOT_CODE:
            (must if (child / "__init__.py").is_file() else may).add(child.name + "/")
        elif child.suffix == ".py" and child.name != "__init__.py":
            must.add(child.name)
    return must, may


def mismatches(tree: Map, root: Path) -> list[str]:
    must, may = on_disk(root / tree.folder)
    named = set(tree.entries)
    out = [f"{tree.folder}/ lacks {name}" for name in sorted(must - named)]
    out += [f"{tree.folder}/ names {name}, which is gone" for name in sorted(named - must - may)]
    out += [f"{tree.folder}/: cannot read {line!r}" for line in tree.unreadable]
    return out


def order_problems(tree: Map, layers: list[str], prefix: str) -> list[str]:
    """Each layer of the contract is one group of the map, and the groups stand in the
    layers' order."""
    groups = {entry.rstrip("/").removesuffix(".py"): g for entry, g in tree.entries.items()}
    out: list[str] = []
    placed: list[int] = []
    for layer in layers:
        names = [name.strip().removeprefix(prefix) for name in re.split(r"[|:]", layer)]
        at = {groups.get(name) for name in names}
        if None in at or len(at) != 1:
            out.append(f"{tree.folder}/: the layer {layer!r} is not one group of the map")
        else:
            placed.append(groups[names[0]])
    if any(below <= above for above, below in itertools.pairwise(placed)):
        out.append(f"{tree.folder}/: the groups do not stand in the order of the layers")
    return out


def _contracts() -> list[tuple[str, list[str], str]]:
    """(folder, layers, prefix of the layers' names) for each layers contract."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    linter = config["tool"]["importlinter"]
    out = []
    for contract in linter["contracts"]:
        if contract["type"] != "layers":
            continue
        for container in contract.get("containers", [linter["root_package"]]):
            prefix = "" if "containers" in contract else container + "."
            out.append((container.replace(".", "/"), contract["layers"], prefix))
    return out


def test_the_map_names_every_package_and_room_and_nothing_gone() -> None:
    found = maps(DOC.read_text(encoding="utf-8"))
    assert {"app", "app/ui"} <= {tree.folder for tree in found}
    assert [m for tree in found for m in mismatches(tree, ROOT)] == []


def test_the_map_stands_in_the_order_of_the_layers() -> None:
    by_folder = {tree.folder: tree for tree in maps(DOC.read_text(encoding="utf-8"))}
    contracts = _contracts()
    assert {"app", "app/ui"} <= {folder for folder, _layers, _prefix in contracts}
    assert {folder for folder, _layers, _prefix in contracts} <= set(by_folder)
    problems = [
        problem
        for folder, layers, prefix in contracts
        for problem in order_problems(by_folder[folder], layers, prefix)
    ]
    assert problems == []


SAMPLE = """\
Prose, then a block that is not a map:

```
cometdesk export -o all.json
```

```
app/ui/
shell/        the window
  │
chat/         the conversation, which
              compare/ goes on here: not an entry
gone/         a room that was removed
```
"""


def test_a_missing_room_and_a_gone_one_are_both_said(tmp_path: Path) -> None:
    """The checks above would pass vacuously if the reader found nothing."""
    for room in ("shell", "chat", "compare"):
        (tmp_path / "app" / "ui" / room).mkdir(parents=True)
        (tmp_path / "app" / "ui" / room / "__init__.py").touch()
    (tmp_path / "app" / "ui" / "__init__.py").touch()
    (tmp_path / "app" / "ui" / "__pycache__").mkdir()
    [tree] = maps(SAMPLE)
    assert tree.entries == {"shell/": 0, "chat/": 1, "gone/": 1}
    assert mismatches(tree, tmp_path) == [
        "app/ui/ lacks compare/",
        "app/ui/ names gone/, which is gone",
    ]


def test_a_map_out_of_the_layers_order_is_said() -> None:
    [tree] = maps(SAMPLE)
    assert order_problems(tree, ["shell", "chat | gone"], "") == []
    assert order_problems(tree, ["chat | gone", "shell"], "") != []
    assert order_problems(tree, ["shell | chat"], "") != []
    assert order_problems(tree, ["shell", "chat", "gone"], "") != []
