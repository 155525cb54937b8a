"""Where the keyboard is, a person sees: every control Tab stops on shows a 2 px ring in the
focus colour, in the light and the dark theme, and loses it when the focus moves on. The
pixels are read off the window as it is drawn: the ring of an action button is checked
through its bar's fade (a quiet bar shows itself when one of its buttons has the focus),
and the ring of a message's text, which an overlay draws, where the overlay is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.exceptions import TimeoutError

from app.ui.common.focus import needs_overlay
from app.ui.common.focus_ring import FocusRing
from app.ui.shell import theme
from tests.gui.test_main_window import _close, _open
from tests.gui.test_themes import contrast
from tests.support.fake_server import Reply
from tests.support.waits import settled

MODES = pytest.mark.parametrize("mode", ["light", "dark"])


def _ringed_rect(window: Any, widget: QWidget) -> QRect:
    """Where the ring of ``widget`` is drawn, in window coordinates: its own edge; the
    composer's frame for the text box; the overlay for a message's text."""
    if widget is window.composer:
        widget = window.composer_frame
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if needs_overlay(widget):
        edge = FocusRing.WIDTH + FocusRing.GAP
        return rect.adjusted(-edge, -edge, edge, edge)
    return rect


def _edge(image: QImage) -> list[tuple[QColor, QColor]]:
    """Along the middle stretch of each side (rounded corners left out): the pixel 1 px
    inside the edge, and the one 4 px inside (past a 2 px ring)."""
    w, h = image.width(), image.height()
    xs = [round(w * f) for f in (0.4, 0.45, 0.5, 0.55, 0.6)]
    ys = [round(h * f) for f in (0.4, 0.45, 0.5, 0.55, 0.6)]
    pairs = [((x, 1), (x, 4)) for x in xs] + [((x, h - 2), (x, h - 5)) for x in xs]
    pairs += [((1, y), (4, y)) for y in ys] + [((w - 2, y), (w - 5, y)) for y in ys]
    return [(image.pixelColor(*edge), image.pixelColor(*inside)) for edge, inside in pairs]


def _ring_share(window: Any, widget: QWidget, ring: QColor) -> float:
    """The share of the points along the edge of ``widget``'s ring rectangle in the ring's
    colour; none if the colour also fills it inside (a button filled with the highlight
    colour is a disc, not a ring)."""
    rect = _ringed_rect(window, widget)
    if rect.width() < 12 or rect.height() < 12:
        return 0.0

    def near(c: QColor) -> bool:
        channels = ((c.red(), ring.red()), (c.green(), ring.green()), (c.blue(), ring.blue()))
        return max(abs(a - b) for a, b in channels) < 40

    pairs = _edge(window.grab(rect).toImage())
    if all(near(inside) for _edge_pixel, inside in pairs):
        return 0.0  # filled with the colour through and through: no ring
    return sum(near(edge) for edge, _inside in pairs) / len(pairs)


def _press_tab(qtbot: Any) -> QWidget:
    before = QApplication.focusWidget()
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not before, timeout=3000)
    return QApplication.focusWidget()


@MODES
@pytest.mark.usefixtures("qasync_loop")
def test_every_tab_stop_shows_a_ring_and_loses_it(
    qtbot: Any, qapp: Any, data_dir: Path, fake_server: Any, mode: str
) -> None:
    manager = theme.ThemeManager(qapp)
    manager.apply(mode)
    try:
        fake_server.enqueue(Reply(text="A **first** reply."), Reply(text="A second reply."))
        window, controller = _open(qtbot, data_dir, fake_server)
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=5000)
        window.parameter_panel.model_picker.setEditText("gpt-4o-mini")
        qtbot.mouseClick(window.composer.viewport(), Qt.MouseButton.LeftButton)
        for text in ("one", "two"):
            qtbot.keyClicks(window.composer, text)
            with qtbot.waitSignal(controller.replyFinished, timeout=20_000):
                qtbot.keyClick(window.composer, Qt.Key.Key_Return)
        settled(qtbot, controller)  # the inspector filled in: nothing moves under the rings
        ring = QColor(theme.colours(mode == "dark")["focus"])
        first_reply = window.transcript.widget_of(window.transcript.shown_messages[1].id)
        quiet = first_reply.bar.buttons()[0]  # not the last reply's: its bar is see-through
        qtbot.waitUntil(lambda: quiet.isVisible(), timeout=5000)
        assert _ring_share(window, quiet, ring) == 0  # nothing drawn where it sits

        # The text box has the focus: its frame shows the ring.
        qtbot.waitUntil(lambda: _ring_share(window, window.composer, ring) > 0.9, timeout=3000)
        start, seen = window.composer, []
        widget = start
        while True:
            previous, widget = widget, _press_tab(qtbot)
            if widget is start:
                break
            seen.append(widget)
            name = widget.objectName() or type(widget).__name__
            assert len(seen) < 120, "Tab never came back to the composer"
            try:
                qtbot.waitUntil(lambda w=widget: _ring_share(window, w, ring) > 0.9, timeout=3000)
            except TimeoutError:
                share = _ring_share(window, widget, ring)
                pytest.fail(f"{name}: {share:.0%} of its edge is in the ring's colour")
            left = previous.objectName() or type(previous).__name__
            assert _ring_share(window, previous, ring) < 0.1, f"{left} kept its ring after Tab"
        names = {w.objectName() for w in seen}
        # It went round the whole window, the quiet action button on the way.
        assert quiet in seen and {"conversationList", "searchField", "temperatureInput"} <= names
        assert {"modelPicker", "streamCheck", "sendButton", "transcript", "action_more"} <= names
        _close(qtbot, controller)
    finally:
        manager.apply("light")
        qapp.setStyleSheet("")


@MODES
def test_the_ring_stands_out_from_every_surface_it_is_drawn_on(mode: str) -> None:
    """WCAG asks 3:1 of a focus indicator against what is next to it."""
    c = theme.colours(mode == "dark")
    bubble = "#233044" if mode == "dark" else "#eef4ff"
    for surface in (c["base"], c["window"], c["button"], c["alternate"], c["mid"], bubble):
        assert contrast(c["focus"], surface) >= 3, surface
