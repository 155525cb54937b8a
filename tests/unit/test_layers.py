"""Only app/ui and app/main.py may import Qt: import every other module in a
fresh interpreter where PySide6 and qasync cannot be imported at all."""

from __future__ import annotations

import pkgutil
import subprocess
import sys
from pathlib import Path

import app

ROOT = Path(app.__file__).parent.parent


def _non_ui_modules() -> list[str]:
    names = []
    for info in pkgutil.walk_packages(app.__path__, prefix="app."):
        if info.name.startswith("app.ui") or info.name in ("app.main", "app.__main__"):
            continue
        names.append(info.name)
    return names


def test_non_ui_modules_import_without_qt() -> None:
    modules = _non_ui_modules()
    assert "app.domain.models" in modules and "app.secrets" in modules
    script = f"""
import sys
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'qasync'):
            raise ImportError('Qt import outside app/ui: ' + name)
        return None
sys.meta_path.insert(0, Blocker())
import importlib
for name in {modules!r}:
    importlib.import_module(name)
print('ok', len({modules!r}))
"""
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok")


def test_blocker_really_blocks_qt() -> None:
    """The check above would pass vacuously if the blocker did nothing."""
    script = """
import sys
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'qasync'):
            raise ImportError('blocked ' + name)
sys.meta_path.insert(0, Blocker())
import app.ui.composer.editor
"""
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode != 0
    assert "blocked PySide6" in result.stderr
