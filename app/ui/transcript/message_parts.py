"""The controls around a message's text: sections that fold with a chevron, the provider's
mark, image thumbnails, and the action bar drawn from the action table. Every one is a real
control with an accessible name, reachable with Tab, so what the mouse can do a keyboard
and a screen reader can do too."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QPixmap
from PySide6.QtWidgets import (
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.domain import ImagePart, Message
from app.services.message_actions import ActionContext, actions_for
from app.ui.common.icons import IconButton

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
        self.actions_menu = QMenu(self)
        self.actions_menu.setObjectName("messageMoreMenu")
        self.actions_menu.setAccessibleName(label)
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
        corner = self.rect().bottomLeft()
        if self.isRightToLeft():
            corner = self.rect().bottomRight() - QPoint(menu.sizeHint().width() - 1, 0)
        menu.popup(self.mapToGlobal(corner))

    def _closing(self) -> None:
        self.setDown(False)
        self._closing_now = True
        QTimer.singleShot(0, self, self._closed)

    def _closed(self) -> None:
        self._closing_now = False


class ActionBar(QWidget):
    """A message's actions as icon buttons, from the action table (the "More" ones in a
    menu), and the versions ‹ 2/3 ›. Quiet until the message is hovered or one of its
    controls has keyboard focus; buttons keep their place so nothing jumps.

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
        more: list[tuple[str, str]] = []
        for action in actions_for(message, context):
            if not action.primary:
                more.append((action.id, action.title(message)))
                continue
            button = IconButton(action.icon, action.title(message), self)
            button.setObjectName(f"action_{action.id}")
            button.setEnabled(action.usable(message, context))
            button.clicked.connect(lambda _c=False, a=action.id: self.triggered.emit(a))
            layout.addWidget(button)
            if action.id == "version-prev" and context.version is not None:
                label = QLabel("{}/{}".format(*context.version), self)
                label.setObjectName("versionLabel")
                label.setProperty("tone", "muted")
                label.setAccessibleName(self.tr("Version {0} of {1}").format(*context.version))
                layout.addWidget(label)
        more.extend(extra)
        if more:
            button = MoreButton(self.tr("More actions"), self)
            for action_id, title in more:
                button.actions_menu.addAction(
                    title, lambda a=action_id, b=button: self._choose(b, a)
                )
            layout.addWidget(button)
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)

    def _choose(self, button: MoreButton, action_id: str) -> None:
        # A screen reader triggers the item without the menu closing itself: close it here.
        button.actions_menu.hide()
        self.triggered.emit(action_id)

    def buttons(self) -> list[QToolButton]:
        return self.findChildren(QToolButton)

    def set_quiet(self, quiet: bool) -> None:
        self._effect.setOpacity(0.0 if quiet else 1.0)


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
