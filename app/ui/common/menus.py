"""The app's menus: rounded, an icon before each item, and what destroys (Delete, Move to
trash) last, after a separator, in the error colour. A reply's More menu and the sidebar's
context menu are both made with ``RoundedMenu``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QGuiApplication,
    QIcon,
    QPainterPath,
    QPalette,
    QRegion,
    QResizeEvent,
)
from PySide6.QtWidgets import QMenu, QWidget

from app.ui.common.icons import icon

if TYPE_CHECKING:  # QStyle's enums cost milliseconds to create: not before they are needed
    from PySide6.QtWidgets import QStyleOptionMenuItem

# In each theme: (background, border, hovered item, text, destructive).
MENU_COLOURS: dict[bool, tuple[str, str, str, str, str]] = {
    False: ("#ffffff", "#d1d5db", "#f3f4f6", "#111827", "#b3261e"),
    True: ("#2a2c31", "#3a3d44", "#3a3d44", "#e5e7eb", "#ff9b93"),
}
DISABLED = {False: "#6b7280", True: "#8b919c"}  # an item that cannot be chosen (AA on both)
_TEXT_ROLES = (
    QPalette.ColorRole.Text,
    QPalette.ColorRole.ButtonText,
    QPalette.ColorRole.WindowText,
    QPalette.ColorRole.HighlightedText,
)


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Base).lightness() < 128


class RoundedMenu(QMenu):
    """Rounded, with icons; its corners are see-through where the window system composes
    windows; on X11, which may run without a compositor (translucency then shows black),
    they are cut with a mask instead. A submenu (``add_menu``) looks the same."""

    RADIUS = 10

    def __init__(self, parent: QWidget, *, name: str, label: str = "") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        if label:
            self.setAccessibleName(label)
        self.dark = is_dark(parent)
        platform = QGuiApplication.platformName()
        self._masked = platform == "xcb"
        if platform not in ("xcb", "offscreen", "minimal"):
            self.setWindowFlag(Qt.WindowType.FramelessWindowHint)
            self.setWindowFlag(Qt.WindowType.NoDropShadowWindowHint)
            self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        background, border, hovered, text, _danger = MENU_COLOURS[self.dark]
        disabled = DISABLED[self.dark]
        # The words' colour is the palette's, not the sheet's: a colour in the sheet would
        # paint over the one initStyleOption gives a destructive item.
        palette = self.palette()
        for role in _TEXT_ROLES:
            palette.setColor(role, QColor(text))
        self.setPalette(palette)
        menu = f"QMenu#{name}"
        self.setStyleSheet(
            f"{menu} {{ background: {background};"
            f" border: 1px solid {border}; border-radius: {self.RADIUS}px; padding: 5px; }}"
            f"{menu}::item {{ padding: 6px 18px 6px 8px; border-radius: 6px;"
            " margin: 1px 0px; background: transparent; }"
            f"{menu}::item:selected {{ background: {hovered}; }}"
            f"{menu}::item:disabled {{ color: {disabled}; }}"
            f"{menu}::icon {{ padding-left: 8px; }}"
            f"{menu}::separator {{ height: 1px; background: {border}; margin: 4px 8px; }}"
            f"{menu}::right-arrow {{ margin-right: 6px; }}"
        )

    def _icon(self, icon_name: str, destructive: bool) -> QIcon:
        _bg, _border, _hovered, text, danger = MENU_COLOURS[self.dark]
        colour = danger if destructive else text
        return icon(icon_name, colour, DISABLED[self.dark], sizes=(16,))

    def add_item(
        self,
        title: str,
        icon_name: str,
        then: Callable[[], object] | None = None,
        *,
        destructive: bool = False,
        name: str = "",
    ) -> QAction:
        """An item with its icon, calling ``then`` when chosen; a destructive one is tinted
        (see initStyleOption)."""
        action = self.addAction(self._icon(icon_name, destructive), title)
        action.setProperty("destructive", destructive)
        if name:
            action.setObjectName(name)
        if then is not None:
            action.triggered.connect(lambda _checked=False: then())
        return action

    def add_menu(self, title: str, icon_name: str, *, name: str) -> RoundedMenu:
        """A submenu with an icon, made like this one."""
        submenu = RoundedMenu(self, name=name, label=title)
        submenu.setTitle(title)
        submenu.menuAction().setIcon(self._icon(icon_name, False))
        self.addMenu(submenu)
        return submenu

    def initStyleOption(self, option: QStyleOptionMenuItem, action: QAction) -> None:
        super().initStyleOption(option, action)
        if action.property("destructive") and action.isEnabled():
            danger = QColor(MENU_COLOURS[self.dark][4])
            for role in _TEXT_ROLES:
                option.palette.setColor(role, danger)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._masked:
            return
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.rect()), self.RADIUS, self.RADIUS)
        self.setMask(QRegion(path.toFillPolygon().toPolygon()))
