"""Icon buttons draw Lucide outlines; only a button that asks for it (the favourite star) is
filled in while checked. A checked panel toggle once showed a solid black square."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from app.ui.common.icons import IconButton
from app.ui.shell.main_window import MainWindow


def _opaque_share(button: IconButton) -> float:
    size = button.iconSize()
    image = button.icon().pixmap(size).toImage()
    pixels = [
        image.pixelColor(x, y).alpha() for x in range(image.width()) for y in range(image.height())
    ]
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


def test_the_stop_button_shows_its_square_in_both_themes(qtbot: Any, qapp: Any) -> None:
    """Its style sheet sets its background, and with it the palette's Base: a square tinted
    with Base was drawn dark on dark, an empty black circle while a reply streamed."""
    from PySide6.QtGui import QColor, QPalette

    from app.ui.composer.frame import ComposerFrame
    from app.ui.shell import theme

    manager = theme.ThemeManager(qapp)
    try:
        for mode in ("light", "dark"):
            manager.apply(mode)
            frame = ComposerFrame()
            qtbot.addWidget(frame)
            frame.show()
            frame.set_busy(True)
            stop = frame.stop_button
            assert stop.isVisible()
            image = stop.icon().pixmap(stop.iconSize()).toImage()
            pixels = [
                image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())
            ]
            drawn = [c for c in pixels if c.alpha() > 200]
            behind = QColor(theme.colours(mode == "dark")["text"])  # the sheet's background
            assert drawn and stop.palette().color(QPalette.ColorRole.Button) == behind
            gap = min(abs(c.lightness() - behind.lightness()) for c in drawn)
            assert gap > 100, f"{mode}: the square hardly differs from its background"
    finally:
        manager.apply("light")
        qapp.setStyleSheet("")
