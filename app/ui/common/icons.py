"""Icons: Lucide's SVG set (ISC licence, app/resources/icons/lucide), tinted to the theme.

Lucide draws with ``stroke="currentColor"``; we substitute the palette's colour and render
the SVG at the screen's pixel ratio, so icons are sharp on high-DPI screens and follow a
theme switch. ``IconButton`` re-tints itself when the palette changes.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QPushButton, QToolButton, QWidget

ICONS = Path(__file__).resolve().parents[2] / "resources" / "icons" / "lucide"
SIZES = (16, 20, 24)


@lru_cache(maxsize=512)
def _pixmap(name: str, colour: str, size: int, ratio: float, filled: bool = False) -> QPixmap:
    svg = (ICONS / f"{name}.svg").read_text(encoding="utf-8")
    if filled:  # Lucide draws outlines; a chosen star is filled in
        svg = svg.replace('fill="none"', 'fill="currentColor"', 1)
    renderer = QSvgRenderer(QByteArray(svg.replace("currentColor", colour).encode()))
    pixels = round(size * ratio)
    pixmap = QPixmap(pixels, pixels)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, pixels, pixels))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def icon(
    name: str,
    colour: QColor | str,
    disabled: QColor | str | None = None,
    sizes: tuple[int, ...] = SIZES,
    *,
    filled: bool = False,
) -> QIcon:
    """The icon ``name`` drawn in ``colour`` (and ``disabled`` for the disabled state), at
    each of ``sizes`` (a button of one size needs one: each drawing costs start-up time)."""
    ratio = QGuiApplication.instance().devicePixelRatio() if QGuiApplication.instance() else 1.0
    ratio = max(ratio, 1.0)
    main = colour.name() if isinstance(colour, QColor) else colour
    off = disabled.name() if isinstance(disabled, QColor) else disabled
    result = QIcon()
    for size in sizes:
        result.addPixmap(_pixmap(name, main, size, ratio, filled), QIcon.Mode.Normal)
        result.addPixmap(_pixmap(name, main, size, ratio, filled), QIcon.Mode.Active)
        if off:
            result.addPixmap(_pixmap(name, off, size, ratio, filled), QIcon.Mode.Disabled)
    return result


def themed_icon(
    name: str,
    widget: QWidget,
    role: QPalette.ColorRole = QPalette.ColorRole.Text,
    sizes: tuple[int, ...] = SIZES,
    *,
    filled: bool = False,
) -> QIcon:
    palette = widget.palette()
    muted = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    return icon(name, palette.color(role), muted, sizes, filled=filled)


class IconButton(QToolButton):
    """A flat tool button showing a Lucide icon, with a tooltip and an accessible name (an
    icon alone says nothing to a screen reader)."""

    filled = False  # a solid shape (Stop's square) rather than Lucide's outline
    fill_when_checked = False  # a star: filled in while checked

    def __init__(
        self,
        name: str,
        label: str,
        parent: QWidget | None = None,
        *,
        object_name: str = "",
        size: int = 16,
        role: QPalette.ColorRole = QPalette.ColorRole.Text,
        filled: bool = False,
    ) -> None:
        super().__init__(parent)
        self._icon_name = name
        self._role = role
        self.filled = filled
        self.setAutoRaise(True)
        self.setIconSize(QSize(size, size))
        self.setToolTip(label)
        self.setAccessibleName(label)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        if object_name:
            self.setObjectName(object_name)
        self._tint()

    def _tint(self) -> None:
        """Drawn in the palette's colour; filled in while checked if ``fill_when_checked``
        (a chosen star: most icons, a panel toggle's, are outlines either way)."""
        size = (self.iconSize().width(),)
        filled = self.filled or (self.fill_when_checked and self.isChecked())
        self.setIcon(themed_icon(self._icon_name, self, self._role, size, filled=filled))

    def set_icon_name(self, name: str) -> None:
        """Show another Lucide icon (Copy turning into a check mark for a moment)."""
        if name != self._icon_name:
            self._icon_name = name
            self._tint()

    def checkStateSet(self) -> None:
        super().checkStateSet()
        self._tint()

    def nextCheckState(self) -> None:
        super().nextCheckState()
        self._tint()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._tint()


class IconTextButton(QPushButton):
    """A flat button with a Lucide icon before its words (New chat, Settings), re-tinted
    when the palette changes."""

    def __init__(self, name: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._icon_name = name
        self.setFlat(True)
        self.setIconSize(QSize(16, 16))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._tint()

    def _tint(self) -> None:
        self.setIcon(themed_icon(self._icon_name, self, sizes=(16,)))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._tint()
