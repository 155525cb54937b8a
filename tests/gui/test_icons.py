"""Icon buttons draw Lucide outlines; only a button that asks for it (the favourite star) is
filled in while checked. A checked panel toggle once showed a solid black square."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from app.ui.icons import IconButton
from app.ui.main_window import MainWindow


def _opaque_share(button: IconButton) -> float:
    size = button.iconSize()
    image = button.icon().pixmap(size).toImage()
    pixels = [image.pixelColor(x, y).alpha() for x in range(image.width())
              for y in range(image.height())]  # fmt: skip
    return sum(1 for a in pixels if a > 128) / len(pixels)


def test_checked_toggles_stay_outlines_and_a_chosen_star_fills_in(qtbot: Any) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    toggle = window.header.sidebar_button
    assert toggle.isCheckable() and toggle.isChecked()
    assert _opaque_share(toggle) < 0.35  # an outline, not a filled panel

    star = window.parameter_panel.favourite_button
    assert not star.isChecked()
    outline = _opaque_share(star)
    qtbot.mouseClick(star, Qt.MouseButton.LeftButton)
    assert star.isChecked() and _opaque_share(star) > 1.5 * outline
    qtbot.mouseClick(star, Qt.MouseButton.LeftButton)
    assert not star.isChecked() and _opaque_share(star) == outline
