"""The shell's own actions: a new chat and Stop (they span the rooms), the panes, the message
box, the keyboard cheat sheet, the command palette and Quit. Each room declares the rest in
its room.py; the action table (app.ui.common.actions) makes the menus and keys of all."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from app.translation import QT_TRANSLATE_NOOP
from app.ui.common.actions import Action, ActionTable, MenuPlace

if TYPE_CHECKING:
    from app.ui.shell.main_window import MainWindow
    from app.ui.shell.palette import CommandPalette


class Shell(Protocol):
    """What the shell's actions use of the shell."""

    window: MainWindow
    actions: ActionTable
    commands: dict[str, Callable[[], None]]

    def new_chat(self, *, keep_search: bool = False) -> None: ...

    def stop(self) -> None: ...


class WindowActions(QObject):
    """The shell's actions, declared once; the palette is made on its first Ctrl+Shift+P."""

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell.window)
        self._window = w = shell.window
        self._actions = shell.actions
        self._palette: CommandPalette | None = None

        def brought_forward_new_chat() -> None:  # ``cometdesk new``
            w.bring_to_front()
            shell.new_chat()

        shell.commands["new"] = brought_forward_new_chat
        add = shell.actions.add
        add(
            Action(
                "chat.new",
                QT_TRANSLATE_NOOP("FileMenu", "New &chat"),
                "FileMenu",
                shell.new_chat,
                QKeySequence.StandardKey.New,
                MenuPlace("file", 0, 0),
                tip=QT_TRANSLATE_NOOP("FileMenu", "Start a new conversation"),
            )
        )
        add(
            Action(
                "app.quit",
                QT_TRANSLATE_NOOP("FileMenu", "&Quit"),
                "FileMenu",
                w.close,
                QKeySequence.StandardKey.Quit,
                MenuPlace("file", 9),
            )
        )
        add(
            Action(
                "shell.stop",
                QT_TRANSLATE_NOOP("ShortcutSheet", "Stop the reply (all columns in compare)"),
                "ShortcutSheet",
                shell.stop,
                "Esc",
            )
        )
        add(
            Action(
                "view.composer",
                QT_TRANSLATE_NOOP("ShortcutSheet", "Go to the message box"),
                "ShortcutSheet",
                w.focus_composer,
                "Shift+Esc",
            )
        )
        add(
            Action(
                "view.sidebar",
                QT_TRANSLATE_NOOP("WindowActions", "Show or hide the &conversations"),
                "WindowActions",
                w.toggle_sidebar,
                "Ctrl+B",
                MenuPlace("view", 0, 0),
            )
        )
        add(
            Action(
                "view.inspector",
                QT_TRANSLATE_NOOP("WindowActions", "Show or hide the &parameters"),
                "WindowActions",
                w.toggle_inspector,
                "Ctrl+I",
                MenuPlace("view", 0, 1),
            )
        )
        add(
            Action(
                "view.palette",
                QT_TRANSLATE_NOOP("WindowActions", "Command pa&lette…"),
                "WindowActions",
                self.open_palette,
                "Ctrl+Shift+P",
                MenuPlace("view", 2, 0),
                tip=QT_TRANSLATE_NOOP("WindowActions", "Find any command by its name and run it"),
            )
        )
        add(
            Action(
                "view.shortcuts",
                QT_TRANSLATE_NOOP("WindowActions", "&Keyboard shortcuts"),
                "WindowActions",
                self.open_sheet,
                "Ctrl+/",
                MenuPlace("view", 2, 1),
            )
        )

    def open_sheet(self) -> None:
        from app.ui.shell.shortcut_sheet import ShortcutSheet

        ShortcutSheet(self._actions.actions(), self._window).open()

    @property
    def palette(self) -> CommandPalette:
        """The palette, made (and its module loaded) the first time it is asked for."""
        if self._palette is None:
            from app.ui.shell.palette import CommandPalette

            self._palette = CommandPalette(self._window)
            self._palette.chosen.connect(self._actions.run)
        return self._palette

    def open_palette(self) -> None:
        self.palette.open_over(self._window, self._actions.actions())
