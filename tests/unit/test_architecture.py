"""The shape of the code, checked (README "How it is built"): the layers and the window's
rooms as import-linter contracts (pyproject.toml, [tool.importlinter]); no import cycle
anywhere in app/; no code folded with a formatter-skip marker; widgets reach neither storage nor the
API; classes in app/ui have no mixins; and every declared signal is both emitted and
connected (a signal only tests, benchmarks or scripts listen to is how they watch the app:
that counts).

A long module that holds one thing is fine; size is not checked. Cohesion is: a feature's
code lives in its room, and rooms meet only through the ports they declare."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

import app

APP = Path(app.__file__).parent
ROOT = APP.parent
UI = APP / "ui"
# Qt classes whose subclasses are widgets (what a person sees): they show things and emit
# signals; presenters, not widgets, talk to storage and the API.
WIDGET_BASES = re.compile(
    r"^Q(Widget|Frame|Dialog|MainWindow|ScrollArea|PlainTextEdit|TextEdit|TextBrowser|Label"
    r"|(Tool|Push)?Button|ComboBox|ListView|LineEdit|Menu|MessageBox|SpinBox|CheckBox"
    r"|ProgressBar|StatusBar|StackedWidget|Splitter|TabWidget)$"
)


def _modules(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.py") if "__pycache__" not in p.parts)


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_the_import_contracts_hold() -> None:
    """Layers (each imports only those below it) and independent feature rooms."""
    result = subprocess.run(
        [str(Path(sys.executable).parent / "lint-imports"), "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout and "kept" in result.stdout


def _cycles(graph: grimp.ImportGraph) -> list[list[str]]:
    """Strongly connected groups of modules (Tarjan), each of two or more modules."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in on_stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return found


def test_no_import_cycle_in_app() -> None:
    """Imports inside functions and under TYPE_CHECKING count: a cycle dodged by either is
    still two modules that cannot be understood one without the other."""
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    graph = grimp.build_graph("app", cache_dir=None)
    assert "app.ui.shell.controller" in graph.modules
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_cycles() -> None:
    """The check above would pass vacuously if it found nothing."""
    graph = grimp.ImportGraph()
    for module in ("a", "a.x", "a.y", "a.z"):
        graph.add_module(module)
    graph.add_import(importer="a.x", imported="a.y")
    graph.add_import(importer="a.y", imported="a.x")
    graph.add_import(importer="a.z", imported="a.x")
    assert _cycles(graph) == [["a.x", "a.y"]]


def test_no_code_is_folded_with_fmt_skip() -> None:
    folders = ("app", "tests", "benchmarks", "scripts", "packaging")
    # Spelled apart so that this file does not match itself.
    markers = ("# fmt: " + "skip", "# fmt: " + "off")
    folded = [
        f"{path.relative_to(ROOT)}:{n}"
        for folder in folders
        for path in _modules(ROOT / folder)
        if "node_modules" not in path.parts and ".venv-build" not in path.parts
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if any(marker in line for marker in markers)
    ]
    assert folded == []


def _files_without_git() -> list[str]:
    skip = {".venv", ".git", "node_modules", ".venv-build", "build", "dist", "__pycache__"}
    return [
        str(p.relative_to(ROOT))
        for p in ROOT.rglob("*")
        if p.is_file() and not skip & set(p.relative_to(ROOT).parts)
    ]


def test_nothing_points_outside_the_repository() -> None:
    """Code and docs speak to someone who has only this repository."""
    # Spelled apart so that this file does not match itself.
    outside = (*(name + ".md" for name in ("STYLE", "DESIGN", "NOTES")), "../" + "shared")
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    tracked = listed.stdout.split() if listed.returncode == 0 else _files_without_git()
    pointers = [
        f"{name}:{n}"
        for name in tracked
        if name.endswith((".py", ".md", ".toml", ".sh", ".spec", ".txt")) or name == ".ci/run"
        if (ROOT / name).is_file()  # tracked but moved or deleted in the working tree
        for n, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1)
        if any(word in line for word in outside)
    ]
    assert pointers == []


def test_the_docs_name_no_tracker_issue() -> None:
    """The README and docs/ are read by someone who has only this repository: "issue 13"
    would point at a tracker they cannot see."""
    named = re.compile(r"\bissues? #?\d+", re.IGNORECASE)
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    found = [
        f"{page.relative_to(ROOT)}:{n}"
        for page in pages
        for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1)
        if named.search(line)
    ]
    assert found == []


def _defines_widgets(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef):
            for base in node.bases:
                name = base.id if isinstance(base, ast.Name) else getattr(base, "attr", "")
                if WIDGET_BASES.match(name):
                    return True
    return False


def test_widgets_import_neither_storage_nor_api() -> None:
    widgets = [p for p in _modules(UI) if _defines_widgets(p)]
    assert any(p.name == "view.py" and p.parent.name == "transcript" for p in widgets)
    for path in widgets:
        bad = {m for m in _imports(path) if m.startswith(("app.storage", "app.api"))}
        assert not bad, f"{path.relative_to(ROOT)} (a widget) imports {sorted(bad)}"


def _classes(root: Path) -> list[tuple[Path, ast.ClassDef]]:
    out = []
    for path in _modules(root):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out += [(path, n) for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    return out


def test_ui_classes_have_no_mixins() -> None:
    classes = _classes(UI)
    assert len(classes) > 20
    for path, cls in classes:
        # A protocol that extends another names Protocol again (PEP 544): no code comes in.
        bases = [b for b in cls.bases if not (isinstance(b, ast.Name) and b.id == "Protocol")]
        assert len(bases) <= 1, f"{path.name}:{cls.name} has several bases (a mixin?)"


def _signals() -> list[tuple[str, str]]:
    found = []
    for path, cls in _classes(APP):
        for node in cls.body:
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id == "Signal"
            ):
                found += [
                    (f"{path.name}:{cls.name}", t.id)
                    for t in node.targets
                    if isinstance(t, ast.Name)
                ]
    return found


SOURCE = "\n".join(p.read_text(encoding="utf-8") for p in _modules(APP))
ROOT = APP.parent
LISTENERS = SOURCE + "\n".join(
    p.read_text(encoding="utf-8")
    for folder in ("tests", "benchmarks", "scripts")
    for p in _modules(ROOT / folder)
    if "node_modules" not in p.parts
)


@pytest.mark.parametrize(("owner", "name"), _signals())
def test_every_signal_is_emitted_and_connected(owner: str, name: str) -> None:
    # Emitted: .emit( or .emit handed over as a callback, or the signal itself handed to a
    # connect / an addAction / a table of (text, name, signal) to be triggered.
    emitted = re.search(
        rf"\b{name}\.emit\b|\.connect\((?:self\.)?{name}\)|connect\([\w.]*\.{name}\)"
        rf"|[,(]\s*self\.{name}\)",
        SOURCE,
    )
    connected = re.search(rf"\.{name}\.connect\(|waitSignal\([\w.]*\.{name}\b", LISTENERS)
    assert emitted, f"{owner}.{name} is declared but never emitted"
    assert connected, f"{owner}.{name} is declared but nothing listens to it"


def test_signals_are_found() -> None:
    names = {name for _owner, name in _signals()}
    assert {"replyFinished", "actionRequested", "submitted"} <= names
