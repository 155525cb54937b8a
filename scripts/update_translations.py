"""Refresh the translation catalogues from the sources, then compile them.

    .venv/bin/python scripts/update_translations.py          # lupdate + lrelease
    .venv/bin/python scripts/update_translations.py --check  # exit 1 if a .qm is stale

pyside6-lupdate collects every self.tr(...), QCoreApplication.translate(...) and
app.translation.translate(...) string in app/ into app/resources/translations/cometdesk_<lang>.ts,
keeping the translations already there (the .ts files are the source of truth: edit them
with Qt Linguist, `pyside6-linguist`). A string that moved to another class (another
translation context) keeps its translation: lupdate would drop it as obsolete, so finished
translations are carried over by their English text. pyside6-lrelease compiles each into the
.qm the app loads; the .qm files are committed so a plain checkout runs translated."""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
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


def known_translations(ts: Path) -> dict[str, str]:
    """English text → finished translation, whatever context it was in."""
    known: dict[str, str] = {}
    if not ts.exists():
        return known
    for message in ET.parse(ts).getroot().iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is None or translation is None or not translation.text:
            continue
        if translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        known.setdefault(source.text or "", translation.text)
    return known


def carry_over(ts: Path, known: dict[str, str]) -> int:
    """Fill unfinished messages whose English text has a translation elsewhere."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        source, translation = message.find("source"), message.find("translation")
        if source is None or translation is None or translation.get("type") != "unfinished":
            continue
        text = known.get(source.text or "")
        if text:
            translation.text = text
            del translation.attrib["type"]
            filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


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
        known = known_translations(ts)
        lupdate(ts, language)
        if carry_over(ts, known):
            lupdate(ts, language)  # back to lupdate's own layout
        lrelease(ts, qm)
        print(f"{ts.relative_to(ROOT)} → {qm.name}")
    if stale:
        print("stale: " + ", ".join(stale) + " (run scripts/update_translations.py)")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
