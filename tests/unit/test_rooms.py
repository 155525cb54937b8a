"""The window's rooms and the shell around them, checked: every room installs itself (its
room.py declares its actions and wires its presenters), the shell only lists the rooms and
the few ports between them (a short module), and nothing outside a view reaches through a
window or a view into its children (``window.x.y``): a presenter uses what the view
declares, its methods and signals (docs/architecture.md, "The window's rooms")."""

from __future__ import annotations

import ast
from pathlib import Path

import app
from tests.unit.test_architecture import _defines_widgets

UI = Path(app.__file__).parent / "ui"
SHELL = UI / "shell" / "controller.py"
SHELL_MOST_LINES = 300
# Names that hold a window or a view: the window (``window``, ``self.window``), a presenter's
# view (``view``, ``self._view``), and any name assigned one of them (``w = self.window``).
VIEWS = {"window", "view", "_window", "_view"}
# A signal the view itself declares, connected or emitted: ``view.sendRequested.connect``.
SIGNAL_USE = {"connect", "disconnect", "emit"}


def _rooms() -> list[Path]:
    return sorted(
        p
        for p in UI.iterdir()
        if (p / "__init__.py").is_file() and p.name not in ("common", "shell")
    )


def _holds_a_view(node: ast.expr, aliases: set[str]) -> bool:
    if isinstance(node, ast.Name):
        return node.id in VIEWS or node.id in aliases
    return isinstance(node, ast.Attribute) and node.attr in VIEWS


def _aliases(function: ast.AST) -> set[str]:
    """Local names a function assigns a window or a view to (``w, v = self.window, view``)."""
    found: set[str] = set()
    for node in ast.walk(function):
        if not isinstance(node, ast.Assign):
            continue
        for target in node.targets:
            pairs: list[tuple[ast.expr, ast.expr]] = [(target, node.value)]
            if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                pairs = list(zip(target.elts, node.value.elts, strict=False))
            found |= {
                name.id
                for name, value in pairs
                if isinstance(name, ast.Name) and _holds_a_view(value, set())
            }
    return found


def reaches(source: str) -> list[str]:
    """Each ``window.x.y`` (or ``view.x.y``) in ``source``: a reach through a view's part."""
    found: set[tuple[int, str]] = set()
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        aliases = _aliases(function)
        for node in ast.walk(function):
            if (
                isinstance(node, ast.Attribute)
                and node.attr not in SIGNAL_USE
                and isinstance(node.value, ast.Attribute)
                and _holds_a_view(node.value.value, aliases)
            ):
                found.add((node.lineno, ast.unparse(node)))
    return [f"{line}: {text}" for line, text in sorted(found)]


def test_every_room_installs_itself_and_the_shell_installs_every_room() -> None:
    shell = SHELL.read_text(encoding="utf-8")
    rooms = _rooms()
    assert len(rooms) >= 18
    for room in rooms:
        module = room / "room.py"
        assert module.is_file(), f"{room.name} has no room.py"
        tree = ast.parse(module.read_text(encoding="utf-8"))
        installs = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "install"]
        assert installs, f"{room.name}/room.py has no install(shell)"
        assert f"{room.name}.install(self)" in shell, f"the shell does not install {room.name}"


def test_the_shell_only_lists_the_rooms_and_their_ports() -> None:
    lines = SHELL.read_text(encoding="utf-8").count("\n")
    assert lines <= SHELL_MOST_LINES, f"app/ui/shell/controller.py has {lines} lines"


def test_nothing_outside_a_view_reaches_into_a_views_children() -> None:
    found = [
        f"{path.relative_to(UI)}:{reach}"
        for path in sorted(UI.rglob("*.py"))
        if not _defines_widgets(path)
        for reach in reaches(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_reach_finder_finds_reaches() -> None:
    """The check above would pass vacuously if it found nothing."""
    source = """
def wire(self, window):
    self.window.parameter_panel.knowledge.set_chosen([])
    w = self.window
    w.sidebar.step(1)
    shell.window.header.set_model("m")
    self._view.form.hide()
    window.sendRequested.connect(self.send)  # the window's own signal
    window.set_title("t")  # the window's own method
    panel = window.parameter_panel  # a part handed over as a port
    panel.params()
"""
    assert reaches(source) == [
        "3: self.window.parameter_panel.knowledge",
        "5: w.sidebar.step",
        "6: shell.window.header.set_model",
        "7: self._view.form.hide",
    ]
