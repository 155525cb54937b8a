"""Keyboard focus: the colour of the focus ring, and the window's Tab stops in reading order
(the ring drawn over a message's text is in app.ui.common.focus_ring, loaded when first
needed).

The ring is the highlight colour; in the dark theme a lighter shade of it, since the
highlight itself falls under 3:1 (WCAG's minimum for a focus indicator) on the dark
buttons and the user's bubble (tests/gui/test_keyboard_focus.py checks every surface).

Tab stops are read from the layouts, not from Qt's focus chain: the transcript makes and
removes its message widgets as replies stream in and footers are rebuilt, and a widget made
later joins Qt's chain wherever its parent happens to be, not where it is shown."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QLayout,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QWidget,
)

FOCUS_RING = {False: "#2563eb", True: "#60a5fa"}  # light, dark


def ring_colour(widget: QWidget) -> str:
    """The focus ring's colour for the theme ``widget`` is drawn in."""
    dark = widget.palette().color(QPalette.ColorRole.Base).lightness() < 128
    return FOCUS_RING[dark]


def takes_tab(widget: QWidget) -> bool:
    """Whether Tab may stop on ``widget`` now (shown, enabled, accepting Tab focus)."""
    return (
        bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
        and widget.isVisible()
        and widget.isEnabled()
        and widget.focusProxy() is None
    )


def tab_stops(root: QWidget) -> list[QWidget]:
    """The Tab stops in and under ``root``, in the order their layouts show them (a layout
    lists its items in reading order, right to left included). A stop's own insides (a spin
    box's text field) are its own business; a scroll area's content, a stack's current page
    and a splitter's panes are followed."""
    found: list[QWidget] = []
    _walk(root, found)
    return found


def _walk(widget: QWidget, found: list[QWidget]) -> None:
    if not widget.isVisible():
        return
    if takes_tab(widget) and not _empty_text(widget):
        found.append(widget)
    if isinstance(widget, QScrollArea):
        inner = widget.widget()
        if inner is not None:
            _walk(inner, found)
    elif isinstance(widget, QStackedWidget):
        current = widget.currentWidget()
        if current is not None:
            _walk(current, found)
    elif isinstance(widget, QSplitter):
        for n in range(widget.count()):
            _walk(widget.widget(n), found)
    elif not isinstance(widget, QAbstractScrollArea) and widget.layout() is not None:
        _walk_layout(widget.layout(), found)


def _walk_layout(layout: QLayout, found: list[QWidget]) -> None:
    for n in range(layout.count()):
        item = layout.itemAt(n)
        if item is None:
            continue
        child = item.widget()
        if child is not None:
            _walk(child, found)
        elif item.layout() is not None:
            _walk_layout(item.layout(), found)


def _empty_text(widget: QWidget) -> bool:
    """A message's text view with no text (a reply that failed before its first word):
    nothing to read or select there."""
    return needs_overlay(widget) and widget.document().isEmpty()  # type: ignore[attr-defined]


def reveal(widget: QWidget, margin: int = 8) -> None:
    """Scroll every scroll area around ``widget`` so that all of it is in view (its top
    first, if it is taller than the view). Not ensureWidgetVisible: for a text box that
    shows only the line with the caret."""
    parent = widget.parentWidget()
    while parent is not None:
        content = parent.widget() if isinstance(parent, QScrollArea) else None
        if content is not None and content.isAncestorOf(widget):
            corner = widget.mapTo(content, QPoint(0, 0))
            end = corner + QPoint(widget.width(), widget.height())
            parent.ensureVisible(end.x(), end.y(), margin, margin)
            parent.ensureVisible(corner.x(), corner.y(), margin, margin)
        parent = parent.parentWidget()


def needs_overlay(widget: QWidget) -> bool:
    """A frameless text view (a message's text) draws no ring of its own: a border would
    move its text, so a ``FocusRing`` (app.ui.common.focus_ring) is drawn around it."""
    return (
        widget.inherits("QTextBrowser")
        and isinstance(widget, QFrame)
        and widget.frameShape() == QFrame.Shape.NoFrame
    )
