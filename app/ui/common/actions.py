"""The window's actions, declared once. An ``Action`` says what a command is called (with its
Alt letter), its key, where it stands in the menu bar, when it can run and what runs it;
each room declares its own when it installs itself (its ``room.py``). From the table come
the menu entries, the keys, the keyboard cheat sheet (Ctrl+/), the tooltips that name a key
and the command palette (Ctrl+Shift+P): none of them types a key or a label again.

Keys are window-wide: one QAction per action, added to the window (and to its menu), so no
two objects hold one key (Qt would call that ambiguous and do nothing). The table refuses a
second action on a key that is taken."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from app.translation import translate

Key = str | QKeySequence.StandardKey  # portable text ("Ctrl+Shift+S") or a platform's key


@dataclass(frozen=True, slots=True)
class MenuPlace:
    """Where an action stands in the menu bar: its menu ("file", "view", "tools": the
    shell makes them), its group (groups are parted by a separator, in their order) and
    its order within the group."""

    menu: str
    group: int
    order: int = 0


@dataclass(frozen=True, slots=True)
class Action:
    """``label``: English, with its Alt letter marked by "&" ("Quick &ask…"), translated
    in ``context`` as ``tip`` is (the status tip, the palette's second line).
    ``enabled``: None, always; otherwise asked before the action runs, and for the menu
    and the palette when they show."""

    id: str
    label: str
    context: str
    handler: Callable[[], object]
    key: Key | None = None
    menu: MenuPlace | None = None
    tip: str = ""
    enabled: Callable[[], bool] | None = None

    def text(self) -> str:
        """The label in the current language, Alt letter and all (the menu's text)."""
        return translate(self.context, self.label)

    def name(self) -> str:
        """The label as read out: without its Alt letter (the palette, the cheat sheet)."""
        return plain(self.text())

    def tip_text(self) -> str:
        return translate(self.context, self.tip) if self.tip else ""

    def sequence(self) -> QKeySequence:
        return QKeySequence() if self.key is None else QKeySequence(self.key)

    def can_run(self) -> bool:
        return self.enabled is None or bool(self.enabled())


def plain(text: str) -> str:
    """A menu text without its Alt letter: "Quick &ask…" → "Quick ask…", "ファイル(&F)" →
    "ファイル", "Tom && Jerry" → "Tom & Jerry"."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "&" and i + 1 < len(text):
            if text[i + 1] == "&":
                out.append("&")
            elif out and out[-1] == "(" and text[i + 2 : i + 3] == ")":
                out.pop()  # "(&F)", the way East Asian menus add an Alt letter
                i += 3
                continue
            else:
                out.append(text[i + 1])
            i += 2
            continue
        out.append(text[i])
        i += 1
    return "".join(out).rstrip()


def key_text(sequence: QKeySequence) -> str:
    """A key as the platform writes it (⌘ on macOS)."""
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


class ActionTable(QObject):
    """Every action of the window, in the order declared, each with its QAction."""

    def __init__(self, window: QWidget, menus: Mapping[str, QMenu]) -> None:
        super().__init__(window)
        self._window = window
        self._menus = dict(menus)
        self._actions: dict[str, Action] = {}
        self._qactions: dict[str, QAction] = {}
        self._keys: dict[str, str] = {}  # portable key text -> the action holding it
        for menu in self._menus.values():
            menu.aboutToShow.connect(lambda m=menu: self._show_enabled(m))
            menu.aboutToHide.connect(lambda m=menu: self._enable_keys(m))

    def add(self, action: Action) -> QAction:
        """Declares an action: its QAction (key and menu entry) is made here."""
        if action.id in self._actions:
            raise ValueError(f"action {action.id!r} is declared twice")
        sequence = action.sequence()
        portable = sequence.toString(QKeySequence.SequenceFormat.PortableText)
        if portable and portable in self._keys:
            raise ValueError(f"{portable} is {self._keys[portable]!r}'s; {action.id!r} wants it")
        if action.menu is not None and action.menu.menu not in self._menus:
            raise ValueError(f"no menu {action.menu.menu!r} for {action.id!r}")
        qaction = QAction(action.text(), self._window)
        qaction.setObjectName(action.id)
        if portable:
            qaction.setShortcut(sequence)
            qaction.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self._keys[portable] = action.id
        if action.tip:
            qaction.setStatusTip(action.tip_text())
        qaction.triggered.connect(lambda _checked=False, a=action: self.run(a.id))
        self._window.addAction(qaction)
        self._actions[action.id] = action
        self._qactions[action.id] = qaction
        if action.menu is not None:
            self._lay_out(action.menu.menu)
        return qaction

    def actions(self) -> list[Action]:
        """Every action, in the order declared."""
        return list(self._actions.values())

    def __getitem__(self, action_id: str) -> Action:
        return self._actions[action_id]

    def __contains__(self, action_id: object) -> bool:
        return action_id in self._actions

    def qaction(self, action_id: str) -> QAction:
        return self._qactions[action_id]

    def run(self, action_id: str) -> bool:
        """Runs the action if it can run now; False if it cannot (nothing happens)."""
        action = self._actions[action_id]
        if not action.can_run():
            return False
        action.handler()
        return True

    def key_text(self, action_id: str) -> str:
        return key_text(self._actions[action_id].sequence())

    def name_key(self, widget: QWidget, action_id: str) -> None:
        """The widget's tooltip: what the action does (its tip, or its name), and its key
        ("Show or hide the conversations (Ctrl+B)")."""
        action = self._actions[action_id]
        what = action.tip_text() or action.name().removesuffix("…")
        key = self.key_text(action_id)
        widget.setToolTip(f"{what} ({key})" if key else what)

    def menu_of(self, menu: str) -> list[Action]:
        """The actions of one menu, in their places."""
        placed = [a for a in self._actions.values() if a.menu is not None and a.menu.menu == menu]
        return sorted(placed, key=lambda a: (a.menu.group, a.menu.order) if a.menu else (0, 0))

    def _lay_out(self, name: str) -> None:
        menu = self._menus[name]
        for old in menu.actions():
            menu.removeAction(old)
            if old.isSeparator():
                old.deleteLater()
        group: int | None = None
        for action in self.menu_of(name):
            assert action.menu is not None
            if group is not None and action.menu.group != group:
                menu.addSeparator()
            group = action.menu.group
            menu.addAction(self._qactions[action.id])

    def _show_enabled(self, menu: QMenu) -> None:
        # Greyed out while the menu shows what cannot run now.
        for qaction in menu.actions():
            action = self._actions.get(qaction.objectName())
            if action is not None:
                qaction.setEnabled(action.can_run())

    def _enable_keys(self, menu: QMenu) -> None:
        # A disabled QAction would also swallow its key; run() asks again anyway.
        for qaction in menu.actions():
            qaction.setEnabled(True)
