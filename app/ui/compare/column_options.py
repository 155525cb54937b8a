"""A compare column's own system prompt and the parameters its row has no room for (the
row keeps temperature, max tokens, effort and probabilities). Each field left blank follows
the parameters panel. Loaded when a column's ⋯ Options is first pressed."""

from __future__ import annotations

from collections.abc import Mapping

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

_BLANK_FLOAT = -0.01  # a spin box's lowest value, shown as "panel's": not set here
_BLANK_INT = -1


class ColumnOptionsDialog(QDialog):
    def __init__(self, values: Mapping[str, object], index: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("columnOptionsDialog")
        self.setWindowTitle(self.tr("Options for column {0}").format(index + 1))
        self.setAccessibleName(self.windowTitle())
        panel = self.tr("panel's")
        self._rest = {
            k: v
            for k, v in values.items()
            if k
            not in {
                "system_prompt",
                "top_p",
                "seed",
                "verbosity",
                "presence_penalty",
                "frequency_penalty",
            }
        }
        self.system_prompt = QPlainTextEdit(self)
        self.system_prompt.setObjectName("columnSystemPrompt")
        self.system_prompt.setAccessibleName(self.tr("System prompt for this column"))
        self.system_prompt.setPlaceholderText(self.tr("Blank: the panel's system prompt"))
        self.system_prompt.setTabChangesFocus(True)
        self.system_prompt.setPlainText(str(values.get("system_prompt") or ""))
        self.top_p = self._float_box("columnTopP", self.tr("Top p for this column"), panel)
        self.top_p.setRange(_BLANK_FLOAT, 1.0)
        self._set_float(self.top_p, values.get("top_p"))
        self.presence = self._float_box(
            "columnPresencePenalty", self.tr("Presence penalty for this column"), panel
        )
        self.presence.setRange(-2.0 + _BLANK_FLOAT, 2.0)
        self._set_float(self.presence, values.get("presence_penalty"))
        self.frequency = self._float_box(
            "columnFrequencyPenalty", self.tr("Frequency penalty for this column"), panel
        )
        self.frequency.setRange(-2.0 + _BLANK_FLOAT, 2.0)
        self._set_float(self.frequency, values.get("frequency_penalty"))
        self.seed = QSpinBox(self)
        self.seed.setObjectName("columnSeed")
        self.seed.setAccessibleName(self.tr("Seed for this column"))
        self.seed.setRange(_BLANK_INT, 2_147_483_647)
        self.seed.setSpecialValueText(panel)
        seed = values.get("seed")
        self.seed.setValue(seed if isinstance(seed, int) else _BLANK_INT)
        self.verbosity = QComboBox(self)
        self.verbosity.setObjectName("columnVerbosity")
        self.verbosity.setAccessibleName(self.tr("Verbosity for this column"))
        for label, value in (
            (panel, None),
            (self.tr("low"), "low"),
            (self.tr("medium"), "medium"),
            (self.tr("high"), "high"),
        ):
            self.verbosity.addItem(label, value)
        self.verbosity.setCurrentIndex(max(0, self.verbosity.findData(values.get("verbosity"))))
        form = QFormLayout()
        form.addRow(self.tr("&System prompt"), self.system_prompt)
        form.addRow(self.tr("&Top p"), self.top_p)
        form.addRow(self.tr("S&eed"), self.seed)
        form.addRow(self.tr("&Verbosity"), self.verbosity)
        form.addRow(self.tr("&Presence penalty"), self.presence)
        form.addRow(self.tr("&Frequency penalty"), self.frequency)
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

    def _float_box(self, name: str, accessible: str, blank: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox(self)
        box.setObjectName(name)
        box.setAccessibleName(accessible)
        box.setDecimals(2)
        box.setSingleStep(0.05)
        box.setSpecialValueText(blank)
        return box

    @staticmethod
    def _set_float(box: QDoubleSpinBox, value: object) -> None:
        box.setValue(float(value) if isinstance(value, int | float) else box.minimum())

    @staticmethod
    def _float(box: QDoubleSpinBox) -> float | None:
        return None if box.value() <= box.minimum() else round(box.value(), 2)

    def values(self) -> dict[str, object]:
        """What this column sets itself, as Params fields (blank fields left out)."""
        out: dict[str, object] = dict(self._rest)
        system = self.system_prompt.toPlainText().strip()
        if system:
            out["system_prompt"] = system
        for name, box in (
            ("top_p", self.top_p),
            ("presence_penalty", self.presence),
            ("frequency_penalty", self.frequency),
        ):
            value = self._float(box)
            if value is not None:
                out[name] = value
        if self.seed.value() > _BLANK_INT:
            out["seed"] = self.seed.value()
        if self.verbosity.currentData():
            out["verbosity"] = self.verbosity.currentData()
        return out
