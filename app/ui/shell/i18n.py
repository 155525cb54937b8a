"""The interface language: Settings.language, else the system's; our catalogue plus Qt's
own (standard dialog buttons), and the locale that formats numbers and dates to match."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from app import translation

TRANSLATIONS = Path(__file__).resolve().parents[2] / "resources" / "translations"
SHIPPED = ("ja", "ko", "uk", "zh_CN")  # besides English, the source language


def choose_language(setting: str, system: QLocale | None = None) -> str:
    """A shipped language code, or "en"."""
    if setting:
        return setting if setting in SHIPPED else "en"
    locale = system or QLocale.system()
    name = locale.name()  # e.g. "ja_JP", "zh_CN", "uk_UA"
    for code in SHIPPED:
        if name == code or (name.split("_")[0] == code.split("_")[0] and "_" not in code):
            return code
    if name.startswith("zh"):
        return "zh_CN"  # the Chinese we ship; better than English for zh_TW/zh_HK readers
    return "en"


def install(app: QCoreApplication, setting: str) -> str:
    """Install the translators for the chosen language; returns its code."""
    code = choose_language(setting)
    system = QLocale.system()
    if code != "en":
        locale = QLocale(code)
    elif system.language() == QLocale.Language.English:
        locale = system  # en_GB, en_IN… keep their own number and date formats
    else:
        locale = QLocale("en_US")
    QLocale.setDefault(locale)
    if code != "en":
        ours = QTranslator(app)
        if ours.load(str(TRANSLATIONS / f"cometdesk_{code}.qm")):
            app.installTranslator(ours)
        qt = QTranslator(app)
        if qt.load(
            locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ):
            app.installTranslator(qt)
    translation.set_translator(QCoreApplication.translate, _number_format)
    return code


def _number_format(value: float, decimals: int) -> str:
    return QLocale().toString(float(value), "f", decimals)
