"""Alt+letter works in every menu, in every language the app ships: within one menu (and
along the menu bar) no two entries share their underlined letter, so a person who presses
Alt+F, then a letter, gets the entry they see underlined and not the first of two."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QMenu

from app import translation
from app.ui.shell import i18n
from app.ui.shell.i18n import SHIPPED
from tests.gui.test_main_window import _close, _open

pytestmark = pytest.mark.usefixtures("qasync_loop")


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" (Qt's "&&" is a literal ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def clashes(texts: list[str]) -> list[str]:
    letters = Counter(m for t in texts if (m := mnemonic(t)) is not None)
    return [t for t in texts if (m := mnemonic(t)) is not None and letters[m] > 1]


@pytest.fixture(params=["en", *SHIPPED])
def language(request: Any, qapp: Any) -> Iterator[str]:
    before = QLocale()
    assert i18n.install(qapp, request.param) == request.param
    yield request.param
    for translator in qapp.findChildren(QTranslator):
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()
    translation.set_translator(None)
    QLocale.setDefault(before)


def test_no_two_entries_of_a_menu_share_their_alt_letter(
    qtbot: Any, data_dir: Path, fake_server: Any, language: str
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    bar = window.menuBar()
    titles = [a.text() for a in bar.actions()]
    assert not clashes(titles), (language, titles)
    for action in bar.actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        entries = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert entries, action.text()
        assert not clashes(entries), (language, action.text(), clashes(entries))
    _close(qtbot, controller)


def test_the_mnemonic_reader() -> None:
    assert mnemonic("&Copy") == "c" and mnemonic("コピー(&C)") == "c"
    assert mnemonic("Tom && Jerry") is None and mnemonic("Save && &quit") == "q"
    assert clashes(["&Sync", "Prompt &sets…", "&Quit"]) == ["&Sync", "Prompt &sets…"]
