"""A document's unit (page, sheet, slide, file) as a translated noun: the phrases that show
a count or a range ask for it here, so no English word is left inside another language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Qt


def unit_noun(unit: str, *, plural: bool) -> str:
    nouns = {
        "page": (Qt.translate("DocumentUnits", "page"), Qt.translate("DocumentUnits", "pages")),
        "sheet": (
            Qt.translate("DocumentUnits", "sheet"),
            Qt.translate("DocumentUnits", "sheets"),
        ),
        "slide": (
            Qt.translate("DocumentUnits", "slide"),
            Qt.translate("DocumentUnits", "slides"),
        ),
        "file": (Qt.translate("DocumentUnits", "file"), Qt.translate("DocumentUnits", "files")),
    }
    one, many = nouns.get(unit, (unit, unit))
    return many if plural else one
