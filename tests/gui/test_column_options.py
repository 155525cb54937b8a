"""A compare column's ⋯ Options: a field for every parameter declared for a column
(app/param_specs.py), in their order, each reached with Alt and its underlined letter, named
for a screen reader, and given back as what the column sets itself; blank fields follow the
panel, and what the column set before comes back into them."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QWidget,
)

from app.ui.compare.column_options import COLUMN_SPECS, ColumnOptionsDialog, _with_mnemonic
from tests.unit.test_param_specs import sample


@pytest.fixture
def parent(qtbot: Any) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    return window


def _open(qtbot: Any, parent: QWidget, values: dict[str, object]) -> ColumnOptionsDialog:
    dialog = ColumnOptionsDialog(values, 1, parent)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.system_prompt.hasFocus, timeout=3000)
    return dialog


def _mnemonic(label: QLabel) -> Qt.Key:
    letter = label.text()[label.text().index("&") + 1]
    return Qt.Key(ord(letter.upper()))


def test_every_column_parameter_is_typed_from_the_keyboard(qtbot: Any, parent: QWidget) -> None:
    assert COLUMN_SPECS, "a column can set at least one parameter of its own"
    dialog = _open(qtbot, parent, {"temperature": 0.3})
    assert dialog.windowTitle() == "Options for column 2"
    labels = {w.buddy(): w for w in dialog.findChildren(QLabel) if w.buddy() is not None}
    letters = [_mnemonic(label) for label in labels.values()]
    assert len(set(letters)) == len(letters)  # each row its own Alt+letter
    rows = [w for w in labels if w is not dialog.system_prompt]
    assert [w.objectName() for w in rows] == [
        "column" + "".join(p.capitalize() for p in s.name.split("_")) for s in COLUMN_SPECS
    ]
    qtbot.keyClicks(dialog.system_prompt, "Talk like a pirate.")
    for spec in COLUMN_SPECS:
        field = dialog.fields[spec.name]
        assert field.accessibleName() == f"{spec.label} for this column"
        assert field.toolTip() == spec.tooltip
        alt = Qt.KeyboardModifier.AltModifier
        qtbot.keyClick(dialog.focusWidget(), _mnemonic(labels[field]), alt)
        qtbot.waitUntil(field.hasFocus, timeout=3000)
        value = sample(spec)
        if isinstance(field, QAbstractSpinBox):
            qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            qtbot.keyClicks(field, str(value))
        else:
            assert isinstance(field, QComboBox)
            while field.currentData() != value:
                qtbot.keyClick(field, Qt.Key.Key_Down)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    with qtbot.waitSignal(dialog.accepted, timeout=3000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    chosen = dialog.values()
    assert chosen == {
        "temperature": 0.3,  # set in the column's row: kept as it was
        "system_prompt": "Talk like a pirate.",
        **{spec.name: sample(spec) for spec in COLUMN_SPECS},
    }

    # Opened again on what the column set: every field shows it; emptied, none is set.
    again = _open(qtbot, parent, chosen)
    assert again.values() == chosen
    for spec in COLUMN_SPECS:
        field = again.fields[spec.name]
        field.setFocus()
        if isinstance(field, QAbstractSpinBox):
            for _ in range(10):  # down to the lowest value: "panel's"
                qtbot.keyClick(field, Qt.Key.Key_PageDown)
            assert field.text() == "panel's"
        else:
            qtbot.keyClick(field, Qt.Key.Key_Home)
    editor = again.findChild(QPlainTextEdit, "columnSystemPrompt")
    editor.clear()
    assert again.values() == {"temperature": 0.3}


def test_a_translated_label_keeps_an_alt_letter_a_keyboard_can_type() -> None:
    taken = {"s"}  # the system prompt's
    assert _with_mnemonic("Top P", "Top P", taken) == "&Top P"
    assert _with_mnemonic("シード", "Seed", taken) == "シード (&E)"
    assert _with_mnemonic("冗長性", "Verbosity", taken) == "冗長性 (&V)"
    assert taken == {"s", "t", "e", "v"}
