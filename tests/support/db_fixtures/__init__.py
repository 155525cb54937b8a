"""Old-schema databases (as SQL text) and third-party export files used by storage tests."""

from __future__ import annotations

import sqlite3
from pathlib import Path

HERE = Path(__file__).parent


def fixture_path(name: str) -> Path:
    return HERE / name


def build_database(sql_name: str, target: Path) -> Path:
    """Create a real SQLite file at `target` from a frozen SQL fixture."""
    conn = sqlite3.connect(target)
    try:
        conn.executescript(fixture_path(sql_name).read_text(encoding="utf-8"))
        conn.commit()
    finally:
        conn.close()
    return target
