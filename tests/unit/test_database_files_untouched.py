"""No module outside app/storage opens an SQLite file of the app with anything but SQLite.

Closing any descriptor of a database file drops all of the process's POSIX locks on it, and
another process then deletes the -wal from under the connection that still writes into it
(app.storage.open_files). So outside app/storage nothing may open, read, copy, hash or
archive a path that names one of the app's databases: the history (DB_FILENAME), the sync
state (SYNC_STATE_FILENAME / STATE_FILENAME), a knowledge base (its SUFFIX), or any literal
ending in ``.sqlite3``. Read statically: a name assigned from such a path counts as one too.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app"

# Identifiers that name a database file (or its folder-relative name).
_DB_NAMES = {"DB_FILENAME", "SYNC_STATE_FILENAME", "STATE_FILENAME", "SUFFIX"}
# Calls that open a file with plain file APIs: f(path, ...) or path.method(...).
_OPENING_FUNCTIONS = {
    ("", "open"),
    ("io", "open"),
    ("os", "open"),
    ("gzip", "open"),
    ("tarfile", "open"),
    ("zipfile", "ZipFile"),
    ("hashlib", "file_digest"),
    ("shutil", "copy"),
    ("shutil", "copy2"),
    ("shutil", "copyfile"),
    ("shutil", "copyfileobj"),
    ("shutil", "move"),
    ("mmap", "mmap"),
}
_OPENING_METHODS = {"open", "read_bytes", "read_text", "write_bytes", "write_text", "add"}


def _names_a_database(node: ast.AST, tainted: set[str]) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and (sub.id in _DB_NAMES or sub.id in tainted):
            return True
        if isinstance(sub, ast.Attribute) and sub.attr in _DB_NAMES:
            return True
        if (
            isinstance(sub, ast.Constant)
            and isinstance(sub.value, str)
            and sub.value.endswith((".sqlite3", ".sqlite3-wal", ".sqlite3-shm"))
        ):
            return True
    return False


def _call_target(call: ast.Call) -> tuple[str, str] | None:
    func = call.func
    if isinstance(func, ast.Name):
        return "", func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.value.id, func.attr
    return None


def _scopes(tree: ast.Module) -> Iterator[ast.AST]:
    yield tree
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def offences(source: str) -> list[int]:
    """Line numbers where ``source`` opens a database path with plain file APIs."""
    tree = ast.parse(source)
    found: set[int] = set()
    for scope in _scopes(tree):
        tainted: set[str] = set()
        # Two passes: names assigned from database paths, then the calls that use them.
        for node in ast.walk(scope):
            if isinstance(node, ast.Assign) and _names_a_database(node.value, tainted):
                tainted.update(t.id for t in node.targets if isinstance(t, ast.Name))
        for node in ast.walk(scope):
            if not isinstance(node, ast.Call):
                continue
            target = _call_target(node)
            args = [*node.args, *(k.value for k in node.keywords if k.arg != "arcname")]
            if target in _OPENING_FUNCTIONS and any(_names_a_database(a, tainted) for a in args):
                found.add(node.lineno)
            func = node.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in _OPENING_METHODS
                and target not in _OPENING_FUNCTIONS
            ):
                receiver_or_args = [func.value, *args] if func.attr == "add" else [func.value]
                if any(_names_a_database(a, tainted) for a in receiver_or_args):
                    found.add(node.lineno)
    return sorted(found)


def test_the_checker_sees_each_way_of_touching_a_database_file() -> None:
    bad = """
import hashlib, shutil
from pathlib import Path
def header(data_dir: Path) -> bytes:
    with (data_dir / DB_FILENAME).open("rb") as fh:
        return fh.read(16)
def digest(data_dir):
    db = data_dir / DB_FILENAME
    with open(db, "rb") as fh:
        return hashlib.file_digest(fh, "sha256")
def copy(data_dir, target):
    shutil.copy2(data_dir / "cometdesk.sqlite3", target)
def raw(data_dir):
    return (data_dir / STATE_FILENAME).read_bytes()
def archive(tar, data_dir):
    tar.add(data_dir / DB_FILENAME, arcname="x")
"""
    assert offences(bad) == [5, 9, 12, 14, 16]
    fine = """
def through_sqlite(data_dir):
    conn = sqlite3.connect(data_dir / DB_FILENAME)
    exists = (data_dir / DB_FILENAME).exists()
    tar.add(copy_path, arcname=DB_FILENAME)
    settings = (data_dir / "settings.json").read_text()
"""
    assert offences(fine) == []


def test_no_module_outside_storage_opens_a_database_file() -> None:
    problems: list[str] = []
    for path in sorted(APP.rglob("*.py")):
        if path.is_relative_to(APP / "storage"):
            continue  # the one place that may, and only before its first connection
        for line in offences(path.read_text(encoding="utf-8")):
            problems.append(f"{path.relative_to(ROOT)}:{line}")
    assert problems == [], (
        "these lines open an SQLite file of the app without SQLite; in a process that holds "
        "a connection to it that drops the process's locks: " + ", ".join(problems)
    )
