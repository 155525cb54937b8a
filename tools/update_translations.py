"""Refresh the translation catalogues from the sources, then compile them.

    .venv/bin/python tools/update_translations.py          # lupdate + lrelease
    .venv/bin/python tools/update_translations.py --check  # exit 1 if a .qm is stale

pyside6-lupdate collects every self.tr(...), QCoreApplication.translate(...) and
app.text.translate(...) string in app/ into app/resources/translations/cometdesk_<lang>.ts,
keeping the translations already there (the .ts files are the source of truth: edit them
with Qt Linguist, `pyside6-linguist`). pyside6-lrelease compiles each into the .qm the app
loads; the .qm files are committed so a plain checkout runs translated."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "app"
CATALOGUES = ROOT / "app" / "resources" / "translations"
LANGUAGES = ("ja", "ko", "uk", "zh_CN")
BIN = Path(sys.executable).parent


def sources() -> list[str]:
    return sorted(str(p) for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def lupdate(ts: Path, language: str, *, keep: bool = True) -> None:
    command = [str(BIN / "pyside6-lupdate"), *sources(), "-ts", str(ts)]
    command += ["-source-language", "en", "-target-language", language]
    if keep:
        command.append("-no-obsolete")
    subprocess.run(command, check=True, capture_output=True)


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run(
        [str(BIN / "pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the .qm are current")
    args = parser.parse_args()
    stale = []
    for language in LANGUAGES:
        ts = CATALOGUES / f"cometdesk_{language}.ts"
        qm = ts.with_suffix(".qm")
        if args.check:
            with tempfile.TemporaryDirectory() as tmp:
                fresh = Path(tmp) / qm.name
                lrelease(ts, fresh)
                if not qm.exists() or fresh.read_bytes() != qm.read_bytes():
                    stale.append(qm.name)
            continue
        lupdate(ts, language)
        lrelease(ts, qm)
        print(f"{ts.relative_to(ROOT)} → {qm.name}")
    if stale:
        print("stale: " + ", ".join(stale) + " (run tools/update_translations.py)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
