"""The shape of the code, checked (README "How it is built"): presenters do not import each
other, widgets reach neither storage nor the API, classes in app/ui have no mixins, and every
declared signal is both emitted and connected (a signal only tests, benchmarks or scripts
listen to is how they watch the app: that counts)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import app

APP = Path(app.__file__).parent
UI = APP / "ui"
PRESENTERS = {
    "app.ui.chat.presenter",
    "app.ui.compare.presenter",
    "app.ui.sidebar.presenter",
    "app.ui.sidebar.transfer",
    "app.ui.settings.presenter",
    "app.ui.tools.presenter",
    "app.ui.inspector.models",
    "app.ui.composer.attachments",
    "app.ui.composer.documents",
    "app.ui.transcript.thread",
    "app.ui.composer.ports",
}
# The asyncio↔Qt seam, the status bus and the composition of presenters: not widgets.
NOT_WIDGETS = {
    "app.ui.common.tasks",
    "app.ui.common.status_bus",
    "app.ui.shell.controller",
    "app.ui.shell.lifecycle",
    "app.ui.shell.i18n",
    "app.ui.shell.theme",
}
# Presenters may share the transcript presenter and the narrow protocols, nothing else.
SHARED = {"app.ui.transcript.thread", "app.ui.composer.ports"}


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


def _name(path: Path) -> str:
    return ".".join(path.relative_to(APP.parent).with_suffix("").parts)


def test_presenters_do_not_import_each_other() -> None:
    paths = [p for p in _modules(UI) if _name(p) in PRESENTERS]
    assert len(paths) == len(PRESENTERS)
    for path in paths:
        others = (_imports(path) & PRESENTERS) - SHARED - {_name(path)}
        assert not others, f"{path.name} imports {sorted(others)}"


def test_widgets_import_neither_storage_nor_api() -> None:
    widgets = [
        p for p in _modules(UI) if _name(p) not in PRESENTERS | NOT_WIDGETS and p.stem != "__init__"
    ]
    assert any(_name(p) == "app.ui.transcript.view" for p in widgets)
    for path in widgets:
        bad = {m for m in _imports(path) if m.startswith(("app.storage", "app.api"))}
        assert not bad, f"{path.name} (a widget) imports {sorted(bad)}"


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
        assert len(cls.bases) <= 1, f"{path.name}:{cls.name} has several bases (a mixin?)"


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
