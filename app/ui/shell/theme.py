"""Light and dark themes: a palette, a small style sheet, and following the system's colour
scheme (Qt 6.5+) unless the user chose one. Every text/background pair used here passes
WCAG AA (tests/unit/test_contrast.py); the transcript re-renders itself when the palette
changes, so its code blocks switch Pygments styles with the theme."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

Role = QPalette.ColorRole

LIGHT: dict[str, str] = {
    "window": "#f3f4f6",
    "text": "#111827",
    "base": "#ffffff",
    "alternate": "#f3f4f6",
    "button": "#f9fafb",
    "highlight": "#2563eb",
    "highlighted_text": "#ffffff",
    "placeholder": "#4b5563",
    "link": "#1d4ed8",
    "tooltip_base": "#111827",
    "tooltip_text": "#f9fafb",
    "disabled": "#6b7280",
    "mid": "#d1d5db",
    "warning": "#8a5a00",
    "error": "#b3261e",
}
DARK: dict[str, str] = {
    "window": "#1f2125",
    "text": "#e5e7eb",
    "base": "#17181b",
    "alternate": "#222428",
    "button": "#2a2c31",
    "highlight": "#2563eb",
    "highlighted_text": "#ffffff",
    "placeholder": "#a1a7b3",
    "link": "#93c5fd",
    "tooltip_base": "#e5e7eb",
    "tooltip_text": "#111827",
    "disabled": "#8b919c",
    "mid": "#3a3d44",
    "warning": "#e3b341",
    "error": "#ff9b93",
}


def colours(dark: bool) -> dict[str, str]:
    return DARK if dark else LIGHT


def palette(dark: bool) -> QPalette:
    c = colours(dark)
    pal = QPalette()
    pairs = {
        Role.Window: c["window"],
        Role.WindowText: c["text"],
        Role.Base: c["base"],
        Role.AlternateBase: c["alternate"],
        Role.Text: c["text"],
        Role.Button: c["button"],
        Role.ButtonText: c["text"],
        Role.BrightText: c["error"],
        Role.Highlight: c["highlight"],
        Role.HighlightedText: c["highlighted_text"],
        Role.PlaceholderText: c["placeholder"],
        Role.Link: c["link"],
        Role.LinkVisited: c["link"],
        Role.ToolTipBase: c["tooltip_base"],
        Role.ToolTipText: c["tooltip_text"],
        Role.Mid: c["mid"],
        Role.Midlight: c["alternate"],
        Role.Light: c["button"],
        Role.Dark: c["mid"],
    }
    for role, value in pairs.items():
        pal.setColor(role, QColor(value))
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor(c["disabled"]))
    return pal


def style_sheet(dark: bool) -> str:
    """Status texts by tone (widgets set a "tone" property rather than a colour), and a
    frame that turns to the highlight colour on the focused text area or list (Fusion already
    marks focused buttons and fields)."""
    c = colours(dark)
    bubble = "#233044" if dark else "#eef4ff"  # app.render.colours, AA-checked
    return f"""
QLabel[tone="muted"], QToolButton[tone="muted"] {{ color: {c["placeholder"]}; }}
QScrollArea#transcript {{ border: none; background: {c["base"]}; }}
QWidget#transcriptColumn {{ background: {c["base"]}; }}
QFrame#userBubble {{ background: {bubble}; border-radius: 14px; }}
QToolButton#foldButton {{ border: none; padding: 2px 0px; }}
QLabel#replyStats {{ font-size: small; }}
QWidget#centrePane {{ background: {c["base"]}; }}
QWidget#chatHeader {{ background: {c["base"]}; border-bottom: 1px solid {c["mid"]}; }}
QFrame#composerFrame {{
    background: {c["base"]}; border: 1px solid {c["mid"]}; border-radius: 18px;
}}
QFrame#composerFrame QPlainTextEdit, QFrame#composerFrame QPlainTextEdit:focus {{
    border: none; background: transparent;
}}
QToolButton#sendButton {{ background: {c["highlight"]}; border: none; border-radius: 17px; }}
QToolButton#sendButton:disabled {{ background: {c["mid"]}; }}
QToolButton#stopButton {{ background: {c["text"]}; border: none; border-radius: 17px; }}
QToolButton#modelChip {{
    border: 1px solid {c["mid"]}; border-radius: 11px; padding: 2px 10px;
}}
QProgressBar#contextGauge {{ border: none; background: {c["mid"]}; border-radius: 3px; }}
QProgressBar#contextGauge::chunk {{ background: {c["highlight"]}; border-radius: 3px; }}
QProgressBar#contextGauge[tone="warning"]::chunk {{ background: {c["warning"]}; }}
QProgressBar#contextGauge[tone="error"]::chunk {{ background: {c["error"]}; }}
QPushButton#settingsButton, QPushButton#newChatButton {{
    text-align: left; padding: 6px 10px; border: 1px solid transparent; border-radius: 8px;
}}
QPushButton#settingsButton:hover, QPushButton#newChatButton:hover {{ background: {c["mid"]}; }}
QPushButton#settingsButton:focus, QPushButton#newChatButton:focus {{
    border: 1px solid {c["highlight"]};
}}
QFrame#attachmentItem, QFrame#attachmentBusy, QFrame#documentChip {{
    border: 1px solid {c["mid"]}; border-radius: 10px; background: {c["alternate"]};
}}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QLineEdit#searchField {{
    border: 1px solid {c["mid"]}; border-radius: 8px; padding: 3px 6px; background: {c["base"]};
}}
QLineEdit#searchField:focus {{ border: 1px solid {c["highlight"]}; }}
QScrollArea#inspectorScroll {{ background: transparent; }}
QToolButton[role="sectionHeader"] {{ border: none; background: transparent; padding: 4px 0px; }}
QLabel[tone="warning"] {{ color: {c["warning"]}; }}
QLabel[tone="error"] {{ color: {c["error"]}; }}
QListView, QTextBrowser, QPlainTextEdit {{ border: 1px solid {c["mid"]}; }}
QListView:focus, QTextBrowser:focus, QPlainTextEdit:focus {{
    border: 1px solid {c["highlight"]};
}}
QListView#conversationList {{
    border: 1px solid transparent; border-radius: 8px; background: transparent;
}}
QListView#conversationList:focus {{ border: 1px solid {c["highlight"]}; }}
QListView#conversationList::item {{ border-radius: 6px; }}
QListView#conversationList::item:hover:!selected {{ background: {c["mid"]}; }}
QListView#conversationList::item:selected {{
    background: {c["highlight"]}; color: {c["highlighted_text"]};
}}
"""


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


class ThemeManager(QObject):
    """Applies the chosen theme and, for "system", follows the system's scheme as it
    changes."""

    def __init__(self, app: QApplication, *, set_style: bool = True) -> None:
        """``set_style=False``: the app was started with ``-style Fusion`` already (setting
        it here hands PySide a QStyle to wrap, ~5 ms before the first paint)."""
        super().__init__(app)
        self._app = app
        self.mode = "system"
        self.dark = False
        self._sheet_held = False
        if set_style:  # Fusion draws from the palette on every platform, so themes apply
            app.setStyle("Fusion")
        app.styleHints().colorSchemeChanged.connect(self._on_system_scheme)

    def apply(self, mode: str, *, sheet_later: bool = False) -> bool:
        """Switch to "light", "dark" or "system"; returns whether the result is dark.
        ``sheet_later``: the style sheet (status tones, focus frames) waits for
        ``apply_sheet()``, called once the window is painted; the palette is set at once."""
        self.mode = mode if mode in ("light", "dark") else "system"
        dark = system_is_dark() if self.mode == "system" else self.mode == "dark"
        self.dark = dark
        self._app.setPalette(palette(dark))
        self._sheet_held = sheet_later
        if not sheet_later:
            self._app.setStyleSheet(style_sheet(dark))
        return dark

    def apply_sheet(self) -> None:
        """The style sheet ``apply(sheet_later=True)`` held back. Not a zero timer: the
        processEvents() that paints the window runs those first, and polishing every widget
        with the sheet delayed the first paint by ~20 ms."""
        if self._sheet_held:
            self._sheet_held = False
            self._app.setStyleSheet(style_sheet(self.dark))

    def _on_system_scheme(self, _scheme: Qt.ColorScheme) -> None:
        if self.mode == "system":
            self.apply("system")
