"""A compare column's own system prompt and the parameters its row has no room for (the
row keeps temperature, max tokens, effort and probabilities): those declared for a column
in app.param_specs, in their order. Each field left blank follows the parameters panel.
Loaded when a column's ⋯ Options is first pressed."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.param_specs import SPECS_IN_ORDER, ParamSpec

_BLANK_FLOAT = -0.01  # below a spin box's lowest value, shown as "panel's": not set here
_BLANK_INT = -1
_STEP = 0.05  # finer than the inspector's: a column is where small differences are tried
COLUMN_SPECS = tuple(spec for spec in SPECS_IN_ORDER if spec.column)


def _words(text: str) -> str:
    return QCoreApplication.translate("Params", text)


def _with_mnemonic(label: str, english: str, taken: set[str]) -> str:
    """``label`` with an Alt+letter no other row has taken: its first such letter, or, in a
    language written without Latin letters, one of the English label's added as "(&L)", the
    way those languages write it."""
    for n, char in enumerate(label):
        if char.isascii() and char.isalpha() and char.lower() not in taken:
            taken.add(char.lower())
            return f"{label[:n]}&{label[n:]}"
    for char in english:
        if char.isascii() and char.isalpha() and char.lower() not in taken:
            taken.add(char.lower())
            return f"{label} (&{char.upper()})"
    return label


class ColumnOptionsDialog(QDialog):
    def __init__(self, values: Mapping[str, object], index: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("columnOptionsDialog")
        self.setWindowTitle(self.tr("Options for column {0}").format(index + 1))
        self.setAccessibleName(self.windowTitle())
        self._panel = self.tr("panel's")
        names = {"system_prompt", *(spec.name for spec in COLUMN_SPECS)}
        self._rest = {k: v for k, v in values.items() if k not in names}
        self.system_prompt = QPlainTextEdit(self)
        self.system_prompt.setObjectName("columnSystemPrompt")
        self.system_prompt.setAccessibleName(self.tr("System prompt for this column"))
        self.system_prompt.setPlaceholderText(self.tr("Blank: the panel's system prompt"))
        self.system_prompt.setTabChangesFocus(True)
        self.system_prompt.setPlainText(str(values.get("system_prompt") or ""))
        form = QFormLayout()
        taken = {"s"}
        form.addRow(self.tr("&System prompt"), self.system_prompt)
        # Parameter name → its field.
        self.fields: dict[str, QWidget] = {}
        for spec in COLUMN_SPECS:
            field = self._field(spec, values.get(spec.name))
            self.fields[spec.name] = field
            form.addRow(_with_mnemonic(_words(spec.label), spec.label, taken), field)
        hint = QLabel(
            self.tr(
                "Temperature, max tokens, effort and probabilities are in the column's row. "
                "Anything left blank follows the parameters panel."
            ),
            self,
        )
        hint.setWordWrap(True)
        hint.setProperty("tone", "muted")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.setObjectName("columnOptionsButtons")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(buttons)
        self.resize(460, 360)
        self.system_prompt.setFocus()

    def _field(self, spec: ParamSpec, value: object) -> QWidget:
        """The field of one parameter by its kind, its first value "panel's" (not set)."""
        field: QWidget
        if spec.kind == "number":
            box = QDoubleSpinBox(self)
            box.setDecimals(2)
            box.setSingleStep(_STEP)
            box.setRange((spec.low or 0.0) + _BLANK_FLOAT, spec.high or 0.0)
            box.setSpecialValueText(self._panel)
            box.setValue(float(value) if isinstance(value, int | float) else box.minimum())
            field = box
        elif spec.kind == "whole":
            whole = QSpinBox(self)
            whole.setRange(_BLANK_INT, spec.most)
            whole.setSpecialValueText(self._panel)
            whole.setValue(value if isinstance(value, int) else _BLANK_INT)
            field = whole
        elif spec.kind == "choice":
            combo = QComboBox(self)
            combo.addItem(self._panel, None)
            for choice in spec.choices:
                combo.addItem(_words(spec.word(choice)), choice)
            combo.setCurrentIndex(max(0, combo.findData(value)))
            field = combo
        else:
            raise ValueError(f"{spec.name}: a {spec.kind} cannot be set per column")
        field.setObjectName("column" + "".join(p.capitalize() for p in spec.name.split("_")))
        field.setAccessibleName(self.tr("{0} for this column").format(_words(spec.label)))
        if spec.tooltip:
            field.setToolTip(_words(spec.tooltip))
        return field

    def values(self) -> dict[str, object]:
        """What this column sets itself, as Params fields (blank fields left out)."""
        out: dict[str, object] = dict(self._rest)
        system = self.system_prompt.toPlainText().strip()
        if system:
            out["system_prompt"] = system
        for name, field in self.fields.items():
            if isinstance(field, QDoubleSpinBox):
                if field.value() > field.minimum():
                    out[name] = round(field.value(), 2)
            elif isinstance(field, QSpinBox):
                if field.value() > _BLANK_INT:
                    out[name] = field.value()
            elif isinstance(field, QComboBox) and field.currentData():
                out[name] = field.currentData()
        return out
