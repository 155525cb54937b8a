"""The shape of the code, checked (README "How it is built"): presenters do not import each
other, widgets reach neither storage nor the API, modules stay small, classes in app/ui keep
few attributes and no mixins, and every declared signal is both emitted and connected (a
signal only tests, benchmarks or tools listen to is how they watch the app: that counts)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import app

APP = Path(app.__file__).parent
UI = APP / "ui"
PRESENTERS = UI / "presenters"
# The asyncio↔Qt seam, the status bus and the composition of presenters: not widgets.
NOT_WIDGETS = {
    "tasks.py", "status_bus.py", "app_controller.py", "app_lifecycle.py", "i18n.py", "theme.py"
}  # fmt: skip
# Presenters may share the transcript presenter and the narrow protocols, nothing else.
SHARED = {"app.ui.presenters.thread", "app.ui.presenters.ports"}
MAX_LINES = 400
MAX_ATTRIBUTES = 15


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


def test_presenters_do_not_import_each_other() -> None:
    presenters = {f"app.ui.presenters.{p.stem}" for p in _modules(PRESENTERS)}
    assert "app.ui.presenters.chat" in presenters and "app.ui.presenters.compare" in presenters
    for path in _modules(PRESENTERS):
        others = (_imports(path) & presenters) - SHARED - {f"app.ui.presenters.{path.stem}"}
        assert not others, f"{path.name} imports {sorted(others)}"


def test_widgets_import_neither_storage_nor_api() -> None:
    widgets = [p for p in _modules(UI) if p.parent == UI and p.name not in NOT_WIDGETS]
    assert any(p.name == "transcript.py" for p in widgets)
    for path in widgets:
        bad = {m for m in _imports(path) if m.startswith(("app.storage", "app.api"))}
        assert not bad, f"{path.name} (a widget) imports {sorted(bad)}"


def test_no_module_is_over_the_size_limit() -> None:
    sizes = {p.relative_to(APP.parent): len(p.read_text().splitlines()) for p in _modules(APP)}
    too_big = {str(p): n for p, n in sizes.items() if n > MAX_LINES}
    assert not too_big, f"modules over {MAX_LINES} lines: {too_big}"


def _classes(root: Path) -> list[tuple[Path, ast.ClassDef]]:
    out = []
    for path in _modules(root):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out += [(path, n) for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    return out


def _instance_attributes(cls: ast.ClassDef) -> set[str]:
    names = set()
    for node in ast.walk(cls):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AnnAssign | ast.AugAssign):
            targets = [node.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
            ):
                names.add(target.attr)
    return names


def test_ui_classes_keep_few_attributes_and_no_mixins() -> None:
    classes = _classes(UI)
    assert len(classes) > 20
    for path, cls in classes:
        attributes = _instance_attributes(cls)
        assert len(attributes) <= MAX_ATTRIBUTES, (
            f"{path.name}:{cls.name} has {len(attributes)} instance attributes: "
            f"{sorted(attributes)}"
        )
        assert len(cls.bases) <= 1, f"{path.name}:{cls.name} has several bases (a mixin?)"


def test_the_attribute_counter_counts() -> None:
    """The check above would pass vacuously if nothing were counted."""
    cls = ast.parse(
        "class A:\n def __init__(self):\n  self.a = 1\n  self.b: int = 2\n  self.a += 1\n"
    ).body[0]
    assert isinstance(cls, ast.ClassDef)
    assert _instance_attributes(cls) == {"a", "b"}


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
    for folder in ("tests", "benchmarks", "tools")
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
