"""Languages: each shipped catalogue loads and translates ≥ 95 % of the strings the sources
contain today; the compiled .qm files are current; no user-visible literal in app/ui skips
translation; and the real window comes up in Japanese."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from app import translation
from app.ui.shell import i18n

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "scripts" / "update_translations.py"
BIN = Path(sys.executable).parent


def _messages(ts: Path) -> dict[tuple[str, str], str | None]:
    """(context, source) -> translation, None when missing or unfinished."""
    out: dict[tuple[str, str], str | None] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            done = (
                translation is not None
                and translation.get("type") not in ("unfinished", "vanished", "obsolete")
                and bool((translation.text or "").strip())
            )
            out[(name, message.findtext("source") or "")] = (
                translation.text if done and translation is not None else None
            )
    return out


@pytest.fixture(scope="module")
def current_sources(tmp_path_factory: Any) -> set[tuple[str, str]]:
    """What lupdate finds in the sources right now (not what the committed .ts says)."""
    ts = tmp_path_factory.mktemp("lupdate") / "current.ts"
    sources = sorted(str(p) for p in (ROOT / "app").rglob("*.py"))
    subprocess.run(
        [str(BIN / "pyside6-lupdate"), *sources, "-ts", str(ts)], check=True, capture_output=True
    )
    return set(_messages(ts))


@pytest.mark.parametrize("language", i18n.SHIPPED)
def test_catalogue_loads_and_covers_the_current_sources(
    language: str, current_sources: set[tuple[str, str]]
) -> None:
    translator = QTranslator()
    assert translator.load(str(i18n.TRANSLATIONS / f"cometdesk_{language}.qm"))
    assert translator.translate("ConversationSidebar", "New chat") not in ("", "New chat")
    done = _messages(i18n.TRANSLATIONS / f"cometdesk_{language}.ts")
    missing = sorted(key for key in current_sources if not done.get(key))
    coverage = 1 - len(missing) / len(current_sources)
    assert coverage >= 0.95, f"{language}: {coverage:.0%} translated; missing {missing[:15]}"
    assert len(current_sources) > 300


def test_compiled_catalogues_are_current() -> None:
    check = subprocess.run(
        [sys.executable, str(TOOL), "--check"], capture_output=True, text=True, check=False
    )
    assert check.returncode == 0, check.stdout + check.stderr


# Calls whose string arguments people read. A literal passed straight to one of these
# (rather than through tr()/translate()) would stay English in every language.
_VISIBLE = {
    "setText",
    "setToolTip",
    "setPlaceholderText",
    "setWindowTitle",
    "setStatusTip",
    "setAccessibleName",
    "setAccessibleDescription",
    "setInformativeText",
    "setTitle",
    "addAction",
    "addMenu",
    "addTab",
    "addItem",
    "showMessage",
    "show_status",
    "setSuffix",
    "setSpecialValueText",
    "QLabel",
    "QPushButton",
    "QCheckBox",
    "QAction",
    "QMenu",
    "QToolButton",
    "QGroupBox",
    "QRadioButton",
}
# Not words: symbols, units and names that read the same in every language.
_ALLOWED = {
    "",
    "Comet Desk",
    "☆",
    "★",
    "×",
    "‹",
    "›",
    "+",
    "−",
    "…",
    "CometAPI",
    "English",
    "日本語",
    "한국어",
    "Українська",
    "简体中文",
    "https://…/v1",
    # examples of what to type: a command, an environment line, an address
    "uvx mcp-server-time",
    "NAME=value",
    "https://example.com/mcp",
}


def _literals(node: ast.AST) -> Iterator[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                yield value.value
    elif isinstance(node, ast.BinOp):
        yield from _literals(node.left)
        yield from _literals(node.right)
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)


def test_no_user_visible_literal_escapes_translation() -> None:
    found = []
    for path in sorted((ROOT / "app" / "ui").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name not in _VISIBLE:
                continue
            for arg in node.args[:1]:
                for literal in _literals(arg):
                    words = re.sub(r"<[^>]*>", "", literal).strip(" ·:()")  # markup is no word
                    if words not in _ALLOWED and any(c.isalpha() for c in words):
                        found.append(f"{path.name}:{node.lineno}: {literal!r}")
    assert found == []


@pytest.fixture
def japanese(qapp: Any) -> Iterator[None]:
    before = QLocale()
    assert i18n.install(qapp, "ja") == "ja"
    yield
    for translator in qapp.findChildren(QTranslator):
        QCoreApplication.removeTranslator(translator)
        translator.deleteLater()
    translation.set_translator(None)
    QLocale.setDefault(before)


@pytest.mark.usefixtures("qasync_loop", "japanese")
def test_the_window_comes_up_in_japanese(qtbot: Any, data_dir: Path, fake_server: Any) -> None:
    from tests.gui.test_main_window import _close, _open
    from tests.support.fake_server import Reply

    fake_server.enqueue(
        Reply(text="こんにちは", usage={"prompt_tokens": 1234, "completion_tokens": 5})
    )
    window, controller = _open(qtbot, data_dir, fake_server)
    assert window.sidebar.new_chat_button.text() == "新しいチャット"
    assert window.send_button.accessibleName() == "送信"  # an icon button
    assert window.menuBar().actions()[0].text() == "ファイル(&F)"
    window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
    window.composer.setPlainText("やあ")  # QTest cannot type characters outside Latin-1
    from PySide6.QtCore import Qt

    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    plain = window.transcript.toPlainText()
    # Labels from the render layer, through the translation hook; numbers in the locale.
    assert "あなた" in plain and "入力 1,234 · 出力 5" in plain
    # The reply's icon buttons: named in Japanese for the tooltip and a screen reader.
    from PySide6.QtWidgets import QToolButton

    reply = window.transcript.shown_messages[-1]
    bar = window.transcript.widget_of(reply.id).bar
    names = {b.objectName(): b.accessibleName() for b in bar.findChildren(QToolButton)}
    assert names["action_copy"] == "コピー" and names["action_regenerate"] == "再生成"
    assert bar.findChild(QToolButton, "action_copy").toolTip().startswith("コピー")
    _close(qtbot, controller)


def test_language_choice_follows_the_system_unless_set() -> None:
    assert i18n.choose_language("", QLocale("ja_JP")) == "ja"
    assert i18n.choose_language("", QLocale("uk_UA")) == "uk"
    assert i18n.choose_language("", QLocale("zh_TW")) == "zh_CN"
    assert i18n.choose_language("", QLocale("de_DE")) == "en"
    assert i18n.choose_language("ko", QLocale("ja_JP")) == "ko"
    assert i18n.choose_language("xx", QLocale("ja_JP")) == "en"


def test_translations_are_looked_up_where_the_catalogue_has_them() -> None:
    """``widget.tr(...)`` outside the widget's own class looks the text up under the widget's
    class (QDoubleSpinBox, QMessageBox), where lupdate never put it: it stays English; and
    lupdate does not look inside f-strings."""
    found = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            # widget.tr(…), or a translation call inside an f-string (lupdate skips those)
            if re.search(r"\b(?!self\b)\w+\.tr\(|\{(self\.tr|translate|\w+\.translate)\(", line):
                found.append(f"{path.name}:{n}: {line.strip()}")
    assert found == []
