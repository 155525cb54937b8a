"""The inspector's request parameters, made from their declarations (app/param_specs.py):
every one has a labelled row a screen reader names, is reached with Tab, takes a value typed
or picked from the keyboard, gives it back as its Params field, is filled again from stored
Params, says what it does (and why not, when the model does not take it), and is where a
bad value sends the focus. A parameter declared later is checked here without a new test."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLabel

from app.api.model_rules import rules_for
from app.domain import Params
from app.param_specs import SPECS_IN_ORDER, ParamSpec
from app.ui.inspector.panel import ParameterPanel
from tests.gui.test_main_window import _close, _open
from tests.unit.test_param_specs import EVERYTHING, sample

SPEC_IDS = [spec.name for spec in SPECS_IN_ORDER]


@pytest.fixture
def panel(qtbot: Any) -> ParameterPanel:
    shown = ParameterPanel()
    qtbot.addWidget(shown)
    shown.resize(360, 2400)  # every row on screen, none scrolled away
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def _pick(qtbot: Any, combo: QComboBox, value: object) -> None:
    """Open the list with a click, walk to the entry with the arrow keys, take it."""
    target = combo.findData(value)
    assert target >= 0, f"{value!r} is not offered"
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton, pos=combo.rect().center())
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=3000)
    for _ in range(target - combo.currentIndex()):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=3000)


def _enter(qtbot: Any, spec: ParamSpec, control: Any, value: Any) -> None:
    """Give ``control`` the value as a person would: click it, then type or pick."""
    if isinstance(control, QComboBox):
        _pick(qtbot, control, value.get("type") if spec.kind == "format" else value)
        return
    qtbot.mouseClick(control, Qt.MouseButton.LeftButton, pos=control.rect().center())
    qtbot.waitUntil(control.hasFocus, timeout=3000)
    if isinstance(control, QAbstractSpinBox):
        qtbot.keyClick(control, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(control, str(value))
        qtbot.keyClick(control, Qt.Key.Key_Tab)
    else:
        qtbot.keyClicks(control, "\n".join(value))


def _by_keyboard(qtbot: Any, combo: QComboBox, value: object) -> None:
    """Pick an entry with the arrow keys, as a person tabbing through would."""
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus, timeout=3000)
    target = combo.findData(value)
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        qtbot.keyClick(combo, key)


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_each_parameter_is_entered_from_its_labelled_control(
    qtbot: Any, panel: ParameterPanel, spec: ParamSpec
) -> None:
    control = panel.control(spec.name)
    assert control.objectName() == spec.control and control.isVisible()
    label = next(w for w in panel.findChildren(QLabel) if w.buddy() is control)
    assert label.text() == control.accessibleName() == spec.label
    assert control.toolTip() == spec.tooltip == control.accessibleDescription()
    assert control in panel.focus_chain()
    assert getattr(panel.params(), spec.name) == getattr(Params(), spec.name)

    value = sample(spec)
    _enter(qtbot, spec, control, value)
    assert getattr(panel.params(), spec.name) == value
    if isinstance(control, QComboBox):  # and from the keyboard alone
        _by_keyboard(qtbot, control, control.itemData(0))
        assert getattr(panel.params(), spec.name) == getattr(Params(), spec.name)

    # What a conversation stored comes back into the control, and out again unchanged.
    panel.set_params(Params())
    assert getattr(panel.params(), spec.name) == getattr(Params(), spec.name)
    panel.set_params(Params(**{spec.name: value}))
    assert getattr(panel.params(), spec.name) == value


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_a_parameter_the_model_does_not_take_says_why(
    panel: ParameterPanel, spec: ParamSpec
) -> None:
    control = panel.control(spec.name)
    panel.set_params(Params(**{spec.name: sample(spec)}))
    panel.set_unsupported({spec.name: "Not for this model."})
    assert not control.isEnabled()
    assert control.toolTip() == control.accessibleDescription() == "Not for this model."
    # Not sent, unless it stays with the conversation for the request builder to say so.
    kept = sample(spec) if spec.kept_when_off else getattr(Params(), spec.name)
    assert getattr(panel.params(), spec.name) == kept
    panel.set_unsupported({})
    assert control.isEnabled() and control.toolTip() == spec.tooltip
    assert getattr(panel.params(), spec.name) == sample(spec)


@pytest.mark.parametrize("spec", SPECS_IN_ORDER, ids=SPEC_IDS)
def test_a_bad_value_sends_the_focus_to_its_control(
    qtbot: Any, panel: ParameterPanel, spec: ParamSpec
) -> None:
    panel.system_prompt_edit.setFocus()
    qtbot.waitUntil(panel.system_prompt_edit.hasFocus, timeout=3000)
    panel.focus_field(spec.name)
    qtbot.waitUntil(panel.control(spec.name).hasFocus, timeout=3000)


@pytest.mark.usefixtures("qasync_loop")
def test_every_parameter_entered_in_the_window_goes_out_in_the_request(
    qtbot: Any, data_dir: Path, fake_server: Any
) -> None:
    window, controller = _open(qtbot, data_dir, fake_server)
    panel = window.parameter_panel
    panel.model_picker.setEditText(EVERYTHING)  # takes every parameter on /chat/completions
    qtbot.waitUntil(lambda: all(c.isEnabled() for c in panel.controls.values()), timeout=5000)
    for spec in SPECS_IN_ORDER:
        _enter(qtbot, spec, panel.control(spec.name), sample(spec))
    qtbot.keyClicks(window.composer, "every parameter, please")
    with qtbot.waitSignal(controller.replyFinished, timeout=10_000):
        qtbot.keyClick(window.composer, Qt.Key.Key_Return)
    (body,) = [r.body for r in fake_server.requests if r.method == "POST"]
    rules = rules_for(EVERYTHING)
    sent = {spec.name: body.get(rules.chat_field(spec.name)) for spec in SPECS_IN_ORDER}
    assert sent == {
        spec.name: list(v) if isinstance(v := sample(spec), tuple) else v for spec in SPECS_IN_ORDER
    }
    _close(qtbot, controller)
