"""The settings dialog's rows come from the settings' declarations: every setting of a tab's
section is on that tab, a plain one as a control made from its declaration (its label,
hint, range, unit, choices), named for a screen reader and reached with Tab; a person sets
them with the mouse and the keyboard and Save keeps what they set; and a plain setting
added to the declarations shows in its tab with nothing else written."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.config import SCHEMA, Section, Settings
from app.config.schema import DIALOG_TABS, Choice, collect, setting
from app.ui.settings import rows
from app.ui.settings.dialog import SettingsDialog
from app.ui.shell import i18n
from tests.gui.test_accessibility import _unnamed


def _dialog(qtbot: Any, settings: Settings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings or Settings(), None)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _open_tab(qtbot: Any, dialog: SettingsDialog, section: Section) -> QWidget:
    bar = dialog.tabs.tabBar()
    index = DIALOG_TABS.index(section)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: dialog.tabs.currentIndex() == index, timeout=5000)
    return dialog.tabs.currentWidget()


def _tick(qtbot: Any, check: QCheckBox) -> None:
    """On its box, where a person clicks (a wide check box takes clicks on box and text)."""
    qtbot.waitUntil(check.isVisible, timeout=5000)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))


def _names(tab: QWidget) -> set[str]:
    """What a person reads or a screen reader says on a tab."""
    found = {w.accessibleName() for w in tab.findChildren(QWidget)}
    found |= {w.text() for w in tab.findChildren(QLabel)}
    found |= {w.text() for w in tab.findChildren(QAbstractButton)}
    return found


def test_every_setting_of_a_tab_is_on_it_made_from_its_declaration(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    assert dialog.tabs.count() == len(DIALOG_TABS)
    for index, section in enumerate(DIALOG_TABS):
        tab = dialog.tabs.widget(index)
        for spec in (s for s in SCHEMA.values() if s.section is section):
            assert spec.label in _names(tab), (section, spec.name)
            if spec.name not in tab.rows.controls:
                continue
            made = tab.rows.controls[spec.name]
            assert tab.isAncestorOf(made) and dialog.control(spec.name) is made
            assert made.accessibleName() == spec.label and made.toolTip() == spec.hint
            if spec.choices:
                assert isinstance(made, QComboBox)
                values = [made.itemData(i) for i in range(made.count())]
                assert values == [c.value for c in spec.choices]
            elif isinstance(made, QSpinBox):
                assert (made.minimum(), made.maximum()) == spec.bounds, spec.name
                assert made.suffix() == spec.unit
    # The plain settings all have rows made for them, but two whose tab adds to the row:
    # the desktop's shortcut service, and "Ask again" for the expensive models allowed.
    made = {name for tab in dialog._tabs() for name in tab.rows.controls}
    plain = {s.name for s in SCHEMA.values() if s.section.in_dialog and rows.is_plain(s)}
    assert plain - made == {"global_shortcuts", "confirm_expensive_models"}
    # Each plain control shows the value it was given.
    assert dialog.font_size_input.specialValueText() == "Default"
    assert dialog.timeout_input.value() == 120 and dialog.timeout_input.suffix() == " s"
    assert dialog.language_picker.currentData() == "" and dialog.speech_voice_input.currentText()


def test_every_control_on_every_tab_has_an_accessible_name(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    for section in DIALOG_TABS:
        _open_tab(qtbot, dialog, section)
        assert _unnamed(dialog) == [], section


def test_a_person_sets_the_rows_and_save_keeps_them(qtbot: Any) -> None:
    dialog = _dialog(qtbot, Settings(speech_voice="alloy"))
    _open_tab(qtbot, dialog, Section.ACCOUNT)
    keep = dialog.findChild(QCheckBox, "serverKeepsConversationCheck")
    assert keep.text() == "Let the server keep the conversation"
    assert "Responses API" in keep.accessibleDescription()
    _tick(qtbot, keep)
    assert keep.isChecked()

    _open_tab(qtbot, dialog, Section.GENERAL)
    send = dialog.send_shortcut_picker
    send.setFocus()
    qtbot.waitUntil(send.hasFocus, timeout=5000)
    # Tab goes from one row to the next, in the order the settings are declared.
    order = [send]
    for _ in range(5):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    names = ["sendShortcutPicker", "themePicker", "languagePicker", "fontSizeInput"]
    assert [w.objectName() for w in order[:4]] == names
    assert [w.objectName() for w in order[4:]] == [
        "showTokenCountsCheck",
        "sendSafetyIdentifierCheck",
    ]
    theme = dialog.theme_picker
    theme.setFocus()
    qtbot.keyClick(theme, Qt.Key.Key_Down)  # Follow the system → Light → Dark
    qtbot.keyClick(theme, Qt.Key.Key_Down)
    assert theme.currentText() == "Dark"
    size = dialog.font_size_input
    qtbot.mouseClick(size, Qt.MouseButton.LeftButton)
    size.lineEdit().selectAll()
    qtbot.keyClicks(size, "17")
    assert size.value() == 17
    counts = dialog.findChild(QCheckBox, "showTokenCountsCheck")
    qtbot.keyClick(counts, Qt.Key.Key_Space)  # the keyboard's click

    _open_tab(qtbot, dialog, Section.VOICE)
    voice = dialog.speech_voice_input
    qtbot.waitUntil(voice.isVisible, timeout=5000)
    voice.lineEdit().selectAll()
    qtbot.keyClicks(voice.lineEdit(), "a voice of its own")

    qtbot.mouseClick(dialog.findChild(QPushButton, "saveSettingsButton"), Qt.MouseButton.LeftButton)
    assert dialog.result() == SettingsDialog.DialogCode.Accepted
    saved = dialog.result_settings()
    assert saved.server_keeps_conversation and saved.theme == "dark" and saved.font_size == 17
    assert saved.show_token_counts is False and saved.speech_voice == "a voice of its own"
    assert saved.send_safety_identifier is True and saved.read_timeout_s == 120.0


def test_an_emptied_suggestion_box_keeps_what_was_set(qtbot: Any) -> None:
    dialog = _dialog(qtbot, Settings(speech_model="tts-1-hd"))
    _open_tab(qtbot, dialog, Section.VOICE)
    model = dialog.speech_model_input
    qtbot.waitUntil(model.isVisible, timeout=5000)
    model.lineEdit().selectAll()
    qtbot.keyClick(model.lineEdit(), Qt.Key.Key_Backspace)
    assert model.currentText() == ""
    assert dialog.result_settings().speech_model == "tts-1-hd"


def test_the_languages_offered_are_the_ones_shipped() -> None:
    offered = [c.value for c in SCHEMA["language"].choices]
    assert offered == ["", "en", *i18n.SHIPPED]


@dataclass(frozen=True)
class _Later:
    """Settings as they might be with three plain settings more (and none of the others)."""

    compact: bool = setting(
        False, section=Section.GENERAL, label="Compact rows", hint="Less space between replies."
    )
    preview_lines: int = setting(
        3, section=Section.GENERAL, label="Preview lines", bounds=(1, 10), unit=" lines"
    )
    density: str = setting(
        "normal",
        section=Section.GENERAL,
        label="Density",
        choices=(Choice("normal", "Normal"), Choice("tight", "Tight")),
    )
    hidden: bool = setting(False, section=Section.WINDOW, label="Not in the dialog")


def test_a_plain_setting_added_to_the_declarations_shows_with_nothing_else_written(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rows, "SCHEMA", collect(_Later))
    tab = QWidget()
    qtbot.addWidget(tab)
    form = QFormLayout(tab)
    made = rows.SettingRows(form, Section.GENERAL, _Later(), tab)  # type: ignore[arg-type]
    tab.show()
    assert list(made.controls) == ["compact", "preview_lines", "density"]
    assert form.rowCount() == 3
    compact = made.controls["compact"]
    assert isinstance(compact, QCheckBox) and compact.text() == "Compact rows"
    assert compact.accessibleDescription() == "Less space between replies."
    lines = made.controls["preview_lines"]
    assert isinstance(lines, QSpinBox) and lines.accessibleName() == "Preview lines"
    assert form.labelForField(lines).text() == "Preview lines"
    assert (lines.minimum(), lines.maximum(), lines.suffix()) == (1, 10, " lines")

    _tick(qtbot, compact)
    qtbot.mouseClick(lines, Qt.MouseButton.LeftButton)
    lines.lineEdit().selectAll()
    qtbot.keyClicks(lines, "7")
    density = made.controls["density"]
    density.setFocus()
    qtbot.keyClick(density, Qt.Key.Key_Down)
    assert made.apply(_Later()) == _Later(compact=True, preview_lines=7, density="tight")  # type: ignore[arg-type]


def test_a_setting_a_row_cannot_show_must_be_built_by_its_tab(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    @dataclass(frozen=True)
    class Free:
        motto: str = setting("", section=Section.GENERAL, label="Motto")  # free text

    monkeypatch.setattr(rows, "SCHEMA", collect(Free))
    tab = QWidget()
    qtbot.addWidget(tab)
    with pytest.raises(ValueError, match="motto needs a control built by its tab"):
        rows.SettingRows(QFormLayout(tab), Section.GENERAL, Free(), tab)  # type: ignore[arg-type]
