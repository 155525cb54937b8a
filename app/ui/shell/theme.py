"""Light and dark themes: a palette, a small style sheet, and following the system's colour
scheme (Qt 6.5+) unless the user chose one. Every text/background pair used here passes
WCAG AA (tests/unit/test_contrast.py); the transcript re-renders itself when the palette
changes, so its code blocks switch Pygments styles with the theme."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.ui.common.focus import FOCUS_RING
from app.ui.shell.fonts import even_cjk_weight

Role = QPalette.ColorRole
ARROWS = Path(__file__).resolve().parents[2] / "resources" / "icons" / "arrows"

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
    "focus": FOCUS_RING[False],
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
    "focus": FOCUS_RING[True],
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
    """Status texts by tone (widgets set a "tone" property rather than a colour), the
    window's parts, and the focus ring on every control (``focus_rules``)."""
    c = colours(dark)
    bubble = "#233044" if dark else "#eef4ff"  # app.render.colours, AA-checked
    return f"""
QLabel[tone="muted"], QToolButton[tone="muted"] {{ color: {c["placeholder"]}; }}
QScrollArea#transcript {{ border: none; background: {c["base"]}; }}
QWidget#transcriptColumn {{ background: {c["base"]}; }}
QFrame#userBubble {{ background: {bubble}; border-radius: 14px; }}
QToolButton#foldButton {{
    border: 2px solid transparent; border-radius: 6px; padding: 0px; background: transparent;
}}
QLabel#replyStats {{ font-size: small; }}
QWidget#centrePane {{ background: {c["base"]}; }}
QWidget#chatHeader {{ background: {c["base"]}; border-bottom: 1px solid {c["mid"]}; }}
QFrame#composerFrame {{
    background: {c["base"]}; border: 1px solid {c["mid"]}; border-radius: 18px; padding: 1px;
}}
QFrame#composerFrame QPlainTextEdit, QFrame#composerFrame QPlainTextEdit:focus {{
    border: none; background: transparent; padding: 0px;
}}
QToolButton#sendButton {{
    background: {c["highlight"]}; border: 2px solid transparent; border-radius: 17px;
}}
QToolButton#sendButton:disabled {{ background: {c["mid"]}; }}
QToolButton#stopButton {{
    background: {c["text"]}; border: 2px solid transparent; border-radius: 17px;
}}
QToolButton#modelChip {{
    border: 1px solid {c["mid"]}; border-radius: 11px; padding: 2px 10px;
}}
QProgressBar#contextGauge {{ border: none; background: {c["mid"]}; border-radius: 3px; }}
QProgressBar#contextGauge::chunk {{ background: {c["highlight"]}; border-radius: 3px; }}
QProgressBar#contextGauge[tone="warning"]::chunk {{ background: {c["warning"]}; }}
QProgressBar#contextGauge[tone="error"]::chunk {{ background: {c["error"]}; }}
QPushButton#settingsButton, QPushButton#newChatButton {{
    text-align: left; padding: 5px 9px; border: 2px solid transparent; border-radius: 8px;
    background: transparent;
}}
QPushButton#settingsButton:hover, QPushButton#newChatButton:hover {{ background: {c["mid"]}; }}
QFrame#attachmentItem, QFrame#attachmentBusy, QFrame#documentChip {{
    border: 1px solid {c["mid"]}; border-radius: 10px; background: {c["alternate"]};
}}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QLineEdit#searchField {{
    border: 1px solid {c["mid"]}; border-radius: 8px; padding: 3px 6px; background: {c["base"]};
}}
QScrollArea#inspectorScroll {{ background: transparent; }}
QToolButton[role="sectionHeader"] {{
    border: 2px solid transparent; border-radius: 6px; background: transparent; padding: 2px 0px;
}}
QLabel[tone="warning"] {{ color: {c["warning"]}; }}
QLabel[tone="error"] {{ color: {c["error"]}; }}
QListView#conversationList {{
    border: 2px solid transparent; border-radius: 8px; background: transparent; padding: 0px;
}}
QListView#conversationList::item {{ border-radius: 6px; }}
QListView#conversationList::item:hover:!selected {{ background: {c["mid"]}; }}
QListView#conversationList::item:selected {{
    background: {c["highlight"]}; color: {c["highlighted_text"]};
}}
QFrame#quickCard {{ background: {c["base"]}; border: 1px solid {c["mid"]}; }}
QLineEdit#quickField {{
    border: 1px solid transparent; border-radius: 10px; padding: 7px 9px; font-size: 15px;
    background: {c["alternate"]};
}}
{inspector_rules(dark)}
{focus_rules(dark)}"""


def focus_rules(dark: bool) -> str:
    """Keyboard focus: a 2 px ring in the focus colour on every control that takes focus,
    rounded like the control. Unfocused, each keeps 2 px of edge (a transparent border, or a
    1 px "mid" border and 1 px of padding), so the ring comes without anything moving. A rule
    naming an object outranks any generic :focus rule, so those repeat theirs. The composer's
    frame rings while its text box has focus (a "focused" property its frame sets); a button
    filled with the highlight colour keeps a gap of its background inside the ring."""
    c = colours(dark)
    ring, mid, hover = c["focus"], c["mid"], c["mid"]
    # Arrows drawn by the style sheet are images: once the sheet styles a combo box's or a
    # spin box's buttons, the style draws no arrow of its own.
    arrows, mode = ARROWS.as_posix(), "dark" if dark else "light"
    return f"""
QPushButton, QToolButton, QCheckBox, QRadioButton, QTabBar::tab {{ outline: none; }}
QPushButton {{
    background: {c["button"]}; color: {c["text"]}; border: 1px solid {mid}; border-radius: 6px;
    padding: 4px 12px;
}}
QPushButton:hover {{ background: {c["alternate"]}; }}
QPushButton:pressed, QPushButton:checked {{ background: {mid}; }}
QPushButton:disabled {{ color: {c["disabled"]}; }}
QPushButton:flat {{ background: transparent; border-color: transparent; }}
QPushButton:flat:hover {{ background: {hover}; }}
QPushButton:focus {{ border: 2px solid {ring}; padding: 3px 11px; }}
QPushButton#settingsButton:focus, QPushButton#newChatButton:focus {{ border-color: {ring}; }}
QToolButton {{
    border: 2px solid transparent; border-radius: 6px; padding: 2px; background: transparent;
}}
QToolButton[autoRaise="false"] {{
    border: 1px solid {mid}; padding: 3px; background: {c["button"]};
}}
QToolButton:hover {{ background: {hover}; }}
QToolButton:pressed, QToolButton:checked {{ background: {mid}; }}
QToolButton[role="sectionHeader"] {{
    border: 2px solid transparent; background: transparent; padding: 2px 0px;
}}
QToolButton#foldButton:checked, QToolButton[role="sectionHeader"]:checked {{
    background: transparent;
}}
QToolButton:focus, QToolButton#foldButton:focus, QToolButton[role="sectionHeader"]:focus {{
    border: 2px solid {ring}; padding: 2px;
}}
QToolButton#foldButton:focus {{ padding: 0px; }}
QToolButton[role="sectionHeader"]:focus {{ padding: 2px 0px; }}
QToolButton#modelChip:focus {{ border: 2px solid {ring}; padding: 1px 9px; }}
QToolButton#sendButton:focus {{ border-color: {ring}; background: {_gap(c["highlight"], c)}; }}
QToolButton#stopButton:focus {{ border-color: {ring}; background: {_gap(c["text"], c)}; }}
QLineEdit {{
    border: 1px solid {mid}; border-radius: 6px; padding: 3px 5px; background: {c["base"]};
}}
QLineEdit:focus {{ border: 2px solid {ring}; padding: 2px 4px; }}
QLineEdit#searchField:focus {{ border: 2px solid {ring}; padding: 2px 5px; }}
QLineEdit#quickField:focus {{ border: 2px solid {ring}; padding: 6px 8px; }}
QAbstractSpinBox QLineEdit, QComboBox QLineEdit {{
    border: none; padding: 0px 0px 0px 2px; background: transparent;
}}
QComboBox, QAbstractSpinBox {{
    border: 1px solid {mid}; border-radius: 6px; padding: 2px 6px; background: {c["base"]};
}}
QComboBox:!editable {{ background: {c["button"]}; }}
QComboBox::drop-down {{ border: none; background: transparent; width: 18px; }}
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {{
    border: none; background: transparent; width: 16px;
}}
QComboBox::down-arrow, QAbstractSpinBox::down-arrow {{
    image: url("{arrows}/chevron-down-{mode}.svg"); width: 10px; height: 10px;
}}
QAbstractSpinBox::up-arrow {{
    image: url("{arrows}/chevron-up-{mode}.svg"); width: 10px; height: 10px;
}}
QComboBox:focus, QAbstractSpinBox:focus {{ border: 2px solid {ring}; padding: 1px 5px; }}
QCheckBox, QRadioButton {{ border: 2px solid transparent; border-radius: 6px; padding: 1px 2px; }}
/* Only the empty box: Fusion draws its edge from the window colour, invisible in the dark
   theme. A ticked box keeps Fusion's own tick (a style sheet image costs start-up memory). */
QCheckBox::indicator:unchecked {{
    width: 12px; height: 12px; border: 1px solid {c["disabled"]}; border-radius: 2px;
    background: {c["base"]};
}}
QCheckBox::indicator:unchecked:disabled {{ border-color: {mid}; background: {c["alternate"]}; }}
QCheckBox:focus, QRadioButton:focus {{ border-color: {ring}; }}
QListView, QTreeView, QTableView, QPlainTextEdit, QTextEdit {{
    border: 1px solid {mid}; border-radius: 6px; padding: 1px;
}}
QListView:focus, QTreeView:focus, QTableView:focus, QPlainTextEdit:focus, QTextEdit:focus {{
    border: 2px solid {ring}; padding: 0px;
}}
QTextBrowser {{ border: 1px solid {mid}; border-radius: 6px; padding: 0px; }}
QTextBrowser:focus {{ border: 2px solid {ring}; }}
QComboBox QAbstractItemView {{ border: 1px solid {mid}; border-radius: 0px; padding: 0px; }}
QListView#conversationList:focus {{ border: 2px solid {ring}; }}
QScrollArea#transcript, QScrollArea#inspectorScroll {{ border: 2px solid transparent; }}
QScrollArea#transcript:focus, QScrollArea#inspectorScroll:focus {{ border-color: {ring}; }}
QFrame#composerFrame[focused="true"] {{ border: 2px solid {ring}; padding: 0px; }}
QTabWidget::pane {{ border: 1px solid {mid}; border-radius: 6px; top: -1px; }}
QTabBar::tab {{
    background: {c["button"]}; color: {c["text"]}; border: 1px solid {mid};
    border-top-left-radius: 6px; border-top-right-radius: 6px; padding: 4px 12px;
    margin-right: 2px;
}}
QTabBar::tab:selected {{ background: {c["base"]}; border-bottom-color: {c["base"]}; }}
QTabBar::tab:hover:!selected {{ background: {c["alternate"]}; }}
QTabBar::tab:focus {{ border: 2px solid {ring}; padding: 3px 11px; }}
"""


def _gap(fill: str, c: dict[str, str]) -> str:
    """A round button's fill with a ring of the base colour at its edge: the focus ring of
    a button already filled with the highlight colour stands apart from the fill."""
    base = c["base"]
    return (
        "qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5, "
        f"stop: 0 {fill}, stop: 0.72 {fill}, stop: 0.74 {base}, stop: 1 {base})"
    )


def inspector_rules(dark: bool) -> str:
    """The inspector and the empty chat's examples, styled like the rest of the window:
    fields of one height on the base colour in quiet rounded frames (the frames and focus
    rings are the generic rules'), Presets and Manage servers… flat until pointed at, the
    examples as soft rounded cards. A rule naming an object outranks the generic :focus
    rules, so each named here repeats its focus ring."""
    c = colours(dark)
    ring = c.get("focus", c["highlight"])
    panel = "QWidget#parameterPanel"
    return f"""
{panel} QAbstractSpinBox, {panel} QComboBox, {panel} QPlainTextEdit {{
    background: {c["base"]};
}}
QLabel#modelBadges {{ font-size: small; }}
QToolButton#presetButton, QToolButton#manageToolsButton {{
    border: 2px solid transparent; border-radius: 6px; background: transparent;
    padding: 3px 8px;
}}
QToolButton#presetButton {{ padding-right: 18px; }}
QToolButton#presetButton::menu-indicator {{
    subcontrol-origin: padding; subcontrol-position: right center; right: 4px;
}}
QToolButton#manageToolsButton {{ color: {c["link"]}; }}
QToolButton#presetButton:hover, QToolButton#manageToolsButton:hover {{
    background: {c["mid"]};
}}
QToolButton#presetButton:focus, QToolButton#manageToolsButton:focus {{ border-color: {ring}; }}
QPushButton#examplePrompt {{
    text-align: left; padding: 9px 12px; border: 1px solid {c["mid"]}; border-radius: 10px;
    background: {c["base"]}; color: {c["text"]};
}}
QPushButton#examplePrompt:hover {{ background: {c["alternate"]}; }}
QPushButton#examplePrompt:pressed {{ background: {c["mid"]}; }}
QPushButton#examplePrompt:focus {{ border: 2px solid {ring}; padding: 8px 11px; }}
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
        even_cjk_weight()  # before any window: a font loaded already keeps its rendering
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
