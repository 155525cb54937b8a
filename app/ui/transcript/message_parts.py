"""The controls around a message's text: sections that fold with a chevron, the provider's
mark, image thumbnails, a failed reply's card, and the action bar drawn from the action
table with its More menu. Every one is a real control with an accessible name, reachable
with Tab, so what the mouse can do a keyboard and a screen reader can do too."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QMouseEvent,
    QPalette,
    QPixmap,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import ErrorKind, ImagePart, Message
from app.render.colours import colours
from app.services.message_actions import ActionContext, actions_for
from app.ui.common.focus import FOCUS_RING
from app.ui.common.icons import IconButton, icon, themed_icon
from app.ui.common.menus import RoundedMenu

THUMB = 96
# A colour per provider for its mark; anything else gets the neutral one.
PROVIDER_COLOURS = {
    "openai": "#10a37f",
    "anthropic": "#d97757",
    "google": "#4285f4",
    "meta": "#0866ff",
    "mistral": "#fa520f",
    "deepseek": "#4d6bfe",
    "xai": "#6b7280",
    "qwen": "#615ced",
}
_MODEL_PREFIXES = (
    (("gpt", "o1", "o3", "o4", "chatgpt", "dall-e", "text-embedding"), "openai"),
    (("claude",), "anthropic"),
    (("gemini", "gemma"), "google"),
    (("llama",), "meta"),
    (("mistral", "mixtral", "codestral"), "mistral"),
    (("deepseek",), "deepseek"),
    (("grok",), "xai"),
    (("qwen",), "qwen"),
)


# A failed reply's card in each theme and tone: (background, border, icon). The transcript's
# text and muted text pass WCAG AA on each background (tests/unit/test_card_colours.py).
CARD_TINTS: dict[tuple[bool, str], tuple[str, str, str]] = {
    (False, "error"): ("#fdeeec", "#efc2bc", "#b3261e"),
    (False, "warning"): ("#fdf4e3", "#e8cf9f", "#8a5a00"),
    (True, "error"): ("#3a2224", "#6b3538", "#ff9b93"),
    (True, "warning"): ("#342b1b", "#66522c", "#e3b341"),
}
COPIED_MS = 1500  # how long Copy shows its check mark


def is_dark(widget: QWidget) -> bool:
    return widget.palette().color(QPalette.ColorRole.Base).lightness() < 128


def provider_of(model: str) -> str:
    name = model.lower().rsplit("/", 1)[-1]
    for prefixes, provider in _MODEL_PREFIXES:
        if name.startswith(prefixes):
            return provider
    return ""


class ProviderMark(QLabel):
    """A small round mark with the provider's initial, in its colour."""

    def __init__(self, model: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        provider = provider_of(model)
        colour = PROVIDER_COLOURS.get(provider, "#6b7280")
        self.setFixedSize(QSize(22, 22))
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setText((provider or model or "?")[:1].upper())
        self.setStyleSheet(
            f"QLabel {{ background: {colour}; color: white; border-radius: 11px;"
            " font-weight: bold; font-size: 11px; }"
        )
        self.setAccessibleName(provider.capitalize() if provider else self.tr("Model"))


class FoldSection(QWidget):
    """A section (Thinking, a tool call, a long paste) that folds behind a chevron."""

    def __init__(self, title: str, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.button = QToolButton(self)
        self.button.setObjectName("foldButton")
        self.button.setCheckable(True)
        self.button.setAutoRaise(True)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.setArrowType(Qt.ArrowType.RightArrow)
        self.button.setText(title)
        self.button.setAccessibleName(title)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setProperty("tone", "muted")
        self.content = content
        content.setParent(self)
        content.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(content)
        self.button.toggled.connect(self.set_open)

    def set_title(self, title: str) -> None:
        self.button.setText(title)
        self.button.setAccessibleName(title)

    def set_open(self, open_: bool) -> None:
        if self.button.isChecked() != open_:
            self.button.setChecked(open_)
            return
        self.button.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.content.setVisible(open_)

    @property
    def is_open(self) -> bool:
        return self.button.isChecked()


class ThumbnailStrip(QWidget):
    """Images of a message as buttons: a click (or Enter) opens the image full size.

    Signals:
    imageRequested(str): open this image (its blob hash).
    thumbnailNeeded(str): the picture of this image is not loaded yet (its blob hash).
    """

    imageRequested = Signal(str)
    thumbnailNeeded = Signal(str)

    def __init__(self, images: Sequence[ImagePart], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.buttons: dict[str, QToolButton] = {}
        for n, part in enumerate(images, 1):
            button = QToolButton(self)
            button.setObjectName("thumbnailButton")
            label = self.tr("Image {0} of {1}: open full size").format(n, len(images))
            button.setToolTip(label)
            button.setAccessibleName(label)
            button.setIconSize(QSize(THUMB, THUMB))
            button.setFixedSize(QSize(THUMB + 8, THUMB + 8))
            button.setAutoRaise(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _c=False, d=part.blob: self.imageRequested.emit(d))
            layout.addWidget(button)
            self.buttons[part.blob] = button
        layout.addStretch(1)

    def request_pictures(self) -> None:
        for digest in self.buttons:
            self.thumbnailNeeded.emit(digest)

    def set_picture(self, digest: str, data: bytes) -> None:
        button = self.buttons.get(digest)
        pixmap = QPixmap()
        if button is not None and pixmap.loadFromData(data):
            pixmap.setDevicePixelRatio(max(1.0, pixmap.height() / THUMB))
            button.setIcon(pixmap)


class MessageMenu(RoundedMenu):
    """The More menu (app.ui.common.menus): a destructive item (Delete) comes last, in the
    error colour, after a separator."""

    def __init__(self, label: str, parent: QWidget) -> None:
        super().__init__(parent, name="messageMoreMenu", label=label)


class MoreButton(IconButton):
    """The "More actions" button: its menu opens as the button goes down (a mouse press, Space,
    or a screen reader's Press action), like a tool button's instant popup.

    Not a QToolButton menu: for one with an instant popup Qt's accessibility offers only a
    ShowMenu action, which does nothing, and for the other popup modes ShowMenu runs the menu
    inside the screen reader's call, which then gets no answer until the menu closes. This
    one's only action is Press, and the menu opens without blocking the call.
    """

    def __init__(self, label: str, parent: QWidget | None = None) -> None:
        super().__init__("ellipsis", label, parent, object_name="action_more")
        self.actions_menu = MessageMenu(label, self)
        self.actions_menu.aboutToHide.connect(self._closing)
        self._closing_now = False
        self.pressed.connect(self.open_menu)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        # A press outside the open menu closes it and is then passed on to what is under the
        # pointer; on this button that press must not open the menu again.
        if self._closing_now:
            event.accept()
            return
        super().mousePressEvent(event)

    def open_menu(self) -> None:
        if self.actions_menu.isVisible():
            return
        menu = self.actions_menu
        corner = self.rect().bottomLeft() + QPoint(0, 2)
        if self.isRightToLeft():
            corner = self.rect().bottomRight() - QPoint(menu.sizeHint().width() - 1, -2)
        menu.popup(self.mapToGlobal(corner))

    def _closing(self) -> None:
        self.setDown(False)
        self._closing_now = True
        QTimer.singleShot(0, self, self._closed)

    def _closed(self) -> None:
        self._closing_now = False


class ConfirmButton(IconButton):
    """An icon button that says its work is done: Copy's icon turns into a check mark and
    its name (tooltip, screen reader) into "Copied" for a moment, then back."""

    def __init__(self, name: str, label: str, parent: QWidget | None = None) -> None:
        super().__init__(name, label, parent)
        self._icon = name
        self._label = label
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._back)

    def confirm(self, label: str, ms: int = COPIED_MS) -> None:
        self.set_icon_name("check")
        self.setAccessibleName(label)
        self.setToolTip(label)
        self._timer.start(ms)

    def _back(self) -> None:
        self.set_icon_name(self._icon)
        self.setAccessibleName(self._label)
        self.setToolTip(self._label)


@dataclass(frozen=True)
class MenuItem:
    id: str
    title: str
    icon: str
    destructive: bool = False


class ActionBar(QWidget):
    """A message's actions as icon buttons, from the action table (the "More" ones in a
    menu), and the versions ‹ 2/3 ›. Quiet until the message is hovered or one of its
    controls has keyboard focus; buttons keep their place so nothing jumps. Copy confirms
    with a check mark.

    Signals:
    triggered(str): an action was chosen (its id).
    """

    triggered = Signal(str)

    def __init__(
        self,
        message: Message,
        context: ActionContext,
        parent: QWidget | None = None,
        *,
        extra: Sequence[tuple[str, str]] = (),
    ) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        more: list[MenuItem] = []
        for action in actions_for(message, context):
            if not action.primary:
                more.append(
                    MenuItem(action.id, action.title(message), action.icon, action.destructive)
                )
                continue
            button = (
                ConfirmButton(action.icon, action.title(message), self)
                if action.id == "copy"
                else IconButton(action.icon, action.title(message), self)
            )
            button.setObjectName(f"action_{action.id}")
            button.setEnabled(action.usable(message, context))
            button.clicked.connect(lambda _c=False, a=action.id: self._press(a))
            layout.addWidget(button)
            if action.id == "version-prev" and context.version is not None:
                label = QLabel("{}/{}".format(*context.version), self)
                label.setObjectName("versionLabel")
                label.setProperty("tone", "muted")
                label.setAccessibleName(self.tr("Version {0} of {1}").format(*context.version))
                layout.addWidget(label)
        # Code blocks' copies go with the other items; what destroys comes last, apart.
        items = [m for m in more if not m.destructive]
        items += [MenuItem(action_id, title, "code") for action_id, title in extra]
        dangerous = [m for m in more if m.destructive]
        if items or dangerous:
            button = MoreButton(self.tr("More actions"), self)
            menu = button.actions_menu
            for n, item in enumerate(items + dangerous):
                if item.destructive and n == len(items) and items:
                    menu.addSeparator()
                menu.add_item(
                    item.title,
                    item.icon,
                    destructive=item.destructive,
                    name=f"menu_{item.id}",
                ).triggered.connect(lambda _c=False, a=item.id, b=button: self._choose(b, a))
            layout.addWidget(button)
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)

    def _press(self, action_id: str) -> None:
        if action_id == "copy":
            button = self.findChild(ConfirmButton, "action_copy")
            if button is not None:
                button.confirm(self.tr("Copied"))
        self.triggered.emit(action_id)

    def _choose(self, button: MoreButton, action_id: str) -> None:
        # A screen reader triggers the item without the menu closing itself: close it here.
        button.actions_menu.hide()
        self.triggered.emit(action_id)

    def buttons(self) -> list[QToolButton]:
        return self.findChildren(QToolButton)

    def set_quiet(self, quiet: bool) -> None:
        self._effect.setOpacity(0.0 if quiet else 1.0)


class ErrorCard(QFrame):
    """A failed reply, said plainly: a tinted card with an icon, the sentence, what to do,
    a labelled Retry and, for a key or address problem, Open settings.

    Signals:
    retryRequested(): Retry was pressed.
    settingsRequested(): Open settings was pressed.
    """

    retryRequested = Signal()
    settingsRequested = Signal()

    def __init__(self, message: Message, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("errorCard")
        kind = ErrorKind.of(message.error_kind)
        advice, icon_name, tone, settings = self._advice(kind)
        self.tone = tone
        self.sentence = self._sentence(message, kind)
        self.advice = advice
        dark = is_dark(parent or self)
        background, border, tint = CARD_TINTS[(dark, tone)]
        c = colours(dark)
        text = self.palette().color(QPalette.ColorRole.Text).name()
        base = self.palette().color(QPalette.ColorRole.Base).name()
        ring = FOCUS_RING[dark]  # the window's focus ring (its own sheet outranks the window's)
        self.setStyleSheet(
            f"QFrame#errorCard {{ background: {background}; border: 1px solid {border};"
            " border-radius: 12px; }"
            f"QLabel {{ background: transparent; border: none; color: {text}; }}"
            f"QLabel#errorCardAdvice {{ color: {c['muted']}; }}"
            f"QPushButton {{ background: {base}; color: {text}; border: 1px solid {border};"
            " border-radius: 8px; padding: 5px 14px 5px 10px; }"
            f"QPushButton:hover {{ border: 1px solid {tint}; }}"
            f"QPushButton:focus {{ border: 2px solid {ring}; padding: 4px 13px 4px 9px; }}"
        )
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 12, 14, 12)
        row.setSpacing(12)
        mark = QLabel(self)
        mark.setObjectName("errorCardIcon")
        mark.setPixmap(icon(icon_name, tint, sizes=(20,)).pixmap(20, 20))
        mark.setFixedSize(20, 20)
        row.addWidget(mark, 0, Qt.AlignmentFlag.AlignTop)
        column = QVBoxLayout()
        column.setSpacing(4)
        row.addLayout(column, 1)
        self.text = QLabel(self.sentence, self)
        self.text.setObjectName("errorCardText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.text.font()
        font.setWeight(font.Weight.DemiBold)
        self.text.setFont(font)
        column.addWidget(self.text)
        self.advice_label = QLabel(advice, self)
        self.advice_label.setObjectName("errorCardAdvice")
        self.advice_label.setWordWrap(True)
        self.advice_label.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.advice_label)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 6, 0, 0)
        buttons.setSpacing(8)
        self.retry_button = self._button("errorRetryButton", self.tr("Retry"), "refresh-cw")
        self.retry_button.setToolTip(self.tr("Ask again; the failed attempt is kept, folded"))
        self.retry_button.clicked.connect(self.retryRequested)
        buttons.addWidget(self.retry_button)
        self.settings_button: QPushButton | None = None
        if settings:
            self.settings_button = self._button(
                "errorSettingsButton", self.tr("Open settings"), "settings"
            )
            self.settings_button.clicked.connect(self.settingsRequested)
            buttons.addWidget(self.settings_button)
        buttons.addStretch(1)
        column.addLayout(buttons)
        self.setAccessibleName(self.tr("Error: {0}").format(self.sentence))
        self.setAccessibleDescription(advice)

    def _button(self, name: str, text: str, icon_name: str) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setAccessibleName(text)
        button.setIcon(themed_icon(icon_name, self, sizes=(16,)))
        button.setIconSize(QSize(16, 16))
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button

    def _sentence(self, message: Message, kind: ErrorKind) -> str:
        text = (message.error or self.tr("The request failed")).strip()
        if kind is ErrorKind.CONNECT:
            return self.tr("{0} — is the server running?").format(text.rstrip("."))
        return text if text.endswith((".", "!", "?", "…")) else text + "."

    def _advice(self, kind: ErrorKind) -> tuple[str, str, str, bool]:
        """What to do, the icon, the tone, and whether the settings can fix it."""
        advice = {
            ErrorKind.CONNECT: (
                self.tr("Start the server, or check the base URL in Settings, then retry."),
                "wifi-off",
                "error",
                True,
            ),
            ErrorKind.CONNECTION: (
                self.tr("The connection dropped. Check your network, then retry."),
                "wifi-off",
                "error",
                False,
            ),
            ErrorKind.TIMEOUT: (
                self.tr("The server took too long to answer. Retry in a moment."),
                "clock",
                "warning",
                False,
            ),
            ErrorKind.AUTH: (
                self.tr("Check the API key in Settings, then retry."),
                "key-round",
                "error",
                True,
            ),
            ErrorKind.BALANCE: (
                self.tr("Top up the account or choose a cheaper model, then retry."),
                "circle-alert",
                "warning",
                False,
            ),
            ErrorKind.NOT_FOUND: (
                self.tr("Choose another model, or check the base URL in Settings."),
                "circle-alert",
                "error",
                True,
            ),
            ErrorKind.BAD_REQUEST: (
                self.tr("Change the parameters or the attachments, then retry."),
                "circle-alert",
                "error",
                False,
            ),
            ErrorKind.RATE_LIMIT: (
                self.tr("Too many requests for now. Wait a little, then retry."),
                "clock",
                "warning",
                False,
            ),
            ErrorKind.SERVER: (
                self.tr("The problem is on the server's side. Retrying often works."),
                "triangle-alert",
                "error",
                False,
            ),
            ErrorKind.STREAM: (
                self.tr("The reply arrived garbled or broke off. Retry to ask again."),
                "triangle-alert",
                "error",
                False,
            ),
        }
        return advice.get(kind, (self.tr("Retry to ask again."), "circle-alert", "error", False))

    def plain_text(self) -> str:
        return f"{self.sentence}\n{self.advice}"


class IconLine(QWidget):
    """A quiet line with an icon: how a reply ended (stopped, cut short), a retry counting
    down, the question being edited. ``label`` holds the text."""

    def __init__(
        self, name: str, icon_name: str, tone: str = "muted", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self._mark = QLabel(self)
        self._mark.setFixedSize(14, 14)
        row.addWidget(self._mark, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(self)
        self.label.setObjectName(name)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.label, 1)
        self.set_icon(icon_name, tone)

    def set_icon(self, icon_name: str, tone: str) -> None:
        self.label.setProperty("tone", tone)
        dark = is_dark(self)
        colour = colours(dark).get(tone) or colours(dark)["muted"]
        self._mark.setPixmap(icon(icon_name, colour, sizes=(14,)).pixmap(14, 14))
        self.label.style().unpolish(self.label)
        self.label.style().polish(self.label)

    def set_text(self, text: str) -> None:
        self.label.setText(text)
        self.setAccessibleName(text)
        self.setVisible(bool(text))


class HoverReveal(QObject):
    """Shows a message's action bar while the pointer is over the message or keyboard
    focus is inside it; otherwise it is quiet (transparent, still there for Tab)."""

    def __init__(self, owner: QWidget, bar: ActionBar, *, always: bool = False) -> None:
        super().__init__(bar)  # goes with the bar: a rebuilt footer leaves no old filter
        self._owner = owner
        self._bar = bar
        self.always = always
        owner.installEventFilter(self)
        for button in bar.buttons():
            button.installEventFilter(self)
        self.update()

    def update(self) -> None:
        hovered = self._owner.underMouse()
        focused = any(b.hasFocus() for b in self._bar.buttons())
        self._bar.set_quiet(not (self.always or hovered or focused))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (
            QEvent.Type.Enter,
            QEvent.Type.Leave,
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
        ):
            # While the message is being deleted its buttons still lose focus.
            with contextlib.suppress(RuntimeError):
                self.update()
        return False
