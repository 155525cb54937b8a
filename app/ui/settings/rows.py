"""The settings dialog's rows, made from the settings' declarations (app/config/settings.py).

A plain setting gets its control here: a check box for a yes/no, a spin box for a number
with a range, a list for a setting with choices, an editable list for one with
suggestions. Its label, tooltip, accessible name and description, range, unit and choices
all come from its declaration, so a plain setting added to ``Settings`` shows in its tab
with nothing written here or in the tab.

A setting that needs more (the endpoints, the model pickers, a file with Browse…) is built
by its tab and handed to ``SettingRows`` to be placed in declaration order, labelled from
its declaration."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLayout,
    QSpinBox,
    QWidget,
)

from app.config import SCHEMA, Section, Setting, Settings
from app.config.schema import LABEL_CONTEXT


def translated(source: str) -> str:
    """A declared label, hint or unit in the person's language."""
    return QCoreApplication.translate(LABEL_CONTEXT, source) if source else ""


def is_plain(spec: Setting) -> bool:
    """Whether ``control`` can show this setting on its own."""
    if spec.reader is not None:
        return False
    if spec.type is bool or spec.choices or spec.suggestions:
        return True
    return spec.type in (int, float) and spec.bounds is not None and spec.bounds[1] is not None


def object_name(spec: Setting) -> str:
    """``font_size`` → ``fontSizeInput``: the setting's name (less a unit's letter, as in
    ``read_timeout_s``) and what kind of control it is."""
    first, *rest = spec.name.split("_")
    kind = "Check" if spec.type is bool else "Picker" if spec.choices else "Input"
    return first + "".join(word.capitalize() for word in rest if len(word) > 1) + kind


def control(spec: Setting, value: Any, parent: QWidget) -> QWidget:
    """The control of a plain setting, holding ``value``, named and described for a screen
    reader from the declaration."""
    widget: QWidget
    if spec.type is bool:
        check = QCheckBox(translated(spec.label), parent)
        check.setChecked(bool(value))
        widget = check
    elif spec.choices:
        combo = QComboBox(parent)
        for choice in spec.choices:
            combo.addItem(translated(choice.label), choice.value)
        combo.setCurrentIndex(max(0, combo.findData(value)))
        widget = combo
    elif spec.suggestions:
        combo = QComboBox(parent)
        combo.setEditable(True)  # any name the endpoint knows
        combo.addItems(list(spec.suggestions))
        combo.setCurrentText(str(value))
        widget = combo
    else:
        widget = _spin(spec, value, parent)
    widget.setObjectName(object_name(spec))
    widget.setAccessibleName(translated(spec.label))
    if spec.hint:
        widget.setToolTip(translated(spec.hint))
        widget.setAccessibleDescription(translated(spec.hint))
    return widget


def _spin(spec: Setting, value: Any, parent: QWidget) -> QWidget:
    assert spec.bounds is not None and spec.bounds[1] is not None
    low, high = spec.bounds
    spin: QSpinBox | QDoubleSpinBox
    if all(float(b).is_integer() for b in (low, high)):
        spin = QSpinBox(parent)
        spin.setRange(int(low), int(high))
        spin.setValue(round(value))
    else:
        spin = QDoubleSpinBox(parent)
        spin.setDecimals(2)
        spin.setRange(low, high)
        spin.setValue(value)
    if spec.unit:
        spin.setSuffix(translated(spec.unit))
    if spec.minimum_label:
        spin.setSpecialValueText(translated(spec.minimum_label))
    return spin


def value_of(spec: Setting, widget: QWidget, current: Any) -> Any:
    """What the person set in a control ``control`` made; an emptied editable list keeps
    ``current``."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        if spec.choices:
            return widget.currentData()
        return widget.currentText().strip() or current
    if isinstance(widget, QSpinBox | QDoubleSpinBox):
        return float(widget.value()) if spec.type is float else int(widget.value())
    raise TypeError(f"{spec.name}: no value in a {type(widget).__name__}")


class SettingRows:
    """Every setting of one section as rows of ``form``, in declaration order. ``custom``:
    the controls a tab built for the settings that are not plain (None: the tab shows that
    one elsewhere); the plain ones are made here, and read back by ``apply``."""

    def __init__(
        self,
        form: QFormLayout,
        section: Section,
        settings: Settings,
        parent: QWidget,
        custom: Mapping[str, QWidget | QLayout | None] | None = None,
    ) -> None:
        custom = custom or {}
        self.controls: dict[str, QWidget] = {}
        for spec in SCHEMA.values():
            if spec.section is not section:
                continue
            if spec.name in custom:
                shown = custom[spec.name]
                if shown is not None:
                    _add_row(form, spec, shown)
            elif is_plain(spec):
                widget = control(spec, getattr(settings, spec.name), parent)
                self.controls[spec.name] = widget
                _add_row(form, spec, widget)
            else:
                raise ValueError(f"the setting {spec.name} needs a control built by its tab")

    def apply(self, settings: Settings) -> Settings:
        """``settings`` with the values of the controls made here."""
        return replace(
            settings,
            **{
                name: value_of(SCHEMA[name], widget, getattr(settings, name))
                for name, widget in self.controls.items()
            },
        )


def _add_row(form: QFormLayout, spec: Setting, shown: QWidget | QLayout) -> None:
    if isinstance(shown, QGroupBox):
        form.addRow(shown)  # it names itself
    elif spec.type is bool:
        form.addRow("", shown)  # the check box says what it is
    else:
        form.addRow(translated(spec.label), shown)
