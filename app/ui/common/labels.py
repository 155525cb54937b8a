"""Names for fields that screen readers can find.

On Linux Qt names a combo box by its current value and drops its accessible name; what AT-SPI
does offer is a labelled-by relation to a QLabel whose buddy the field is, found among the
field's siblings, shown or not. A visible label made the field's buddy does it; where there is
no room for one, ``hidden_label`` makes a hidden one."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


def hidden_label(field: QWidget, text: str) -> QLabel:
    """A hidden sibling label naming ``field`` (kept as its accessible name too, for the other
    platforms)."""
    label = QLabel(text, field.parentWidget())
    label.setObjectName(f"{field.objectName()}Label")
    label.setBuddy(field)
    label.hide()
    field.setAccessibleName(text)
    return label
