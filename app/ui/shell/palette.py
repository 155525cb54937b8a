"""The command palette (Ctrl+Shift+P): every action of the window found by name and run,
its key shown beside it, as in VS Code or Sublime Text. Type to filter, Up and Down to move,
Enter or a click to run, Esc to close. Loaded the first time it is opened."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ui.common.actions import Action, key_text

ID_ROLE = Qt.ItemDataRole.UserRole
WIDTH = 560
MAX_ROWS = 12  # rows shown before the list scrolls
MOVES = {
    Qt.Key.Key_Down: 1,
    Qt.Key.Key_Up: -1,
    Qt.Key.Key_PageDown: MAX_ROWS - 1,
    Qt.Key.Key_PageUp: -(MAX_ROWS - 1),
}


def folded(text: str) -> str:
    """Text as the filter compares it: case and accents aside ("Résumé" finds "resume")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def rank(name: str, query: str) -> int | None:
    """How well ``name`` answers ``query`` (lower is better); None: not at all. Every word
    typed must be in the name; a name that starts with the query comes first, then one
    whose words start with the words typed, then the rest."""
    words = folded(query).split()
    text = folded(name)
    if not all(word in text for word in words):
        return None
    if not words or text.startswith(" ".join(words)):
        return 0
    parts = text.replace("…", " ").split()
    if all(any(part.startswith(word) for part in parts) for word in words):
        return 1
    return 2


class CommandPalette(QFrame):
    """Signals:
    chosen(str): an action was chosen (its id); the palette has closed.
    """

    chosen = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("commandPalette")
        self.setAccessibleName(self.tr("Command palette"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.search = QLineEdit(self)
        self.search.setObjectName("commandSearch")
        self.search.setAccessibleName(self.tr("Command"))
        self.search.setPlaceholderText(self.tr("Type a command…"))
        self.search.setClearButtonEnabled(True)
        self.list = QTreeWidget(self)
        self.list.setObjectName("commandList")
        self.list.setAccessibleName(self.tr("Commands"))
        self.list.setColumnCount(2)
        self.list.setHeaderHidden(True)
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the typing stays in the field
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        self._actions: list[Action] = []
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.itemClicked.connect(lambda item, _column: self._choose(item))

    def open_over(self, window: QWidget, actions: Sequence[Action]) -> None:
        """Shows the actions, at the top of ``window``, the field empty and focused."""
        self._actions = list(actions)
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self._filter("")
        row = max(self.list.sizeHintForRow(0), self.fontMetrics().lineSpacing() + 6)
        rows = max(1, min(len(self._actions), MAX_ROWS))
        width = min(WIDTH, max(320, window.width() - 40))
        self.resize(width, self.search.sizeHint().height() + rows * row + 24)
        top = window.mapToGlobal(QPoint(0, 0))
        self.move(top.x() + (window.width() - width) // 2, top.y() + 48)
        self.show()
        self.search.setFocus(Qt.FocusReason.PopupFocusReason)

    def shown(self) -> list[str]:
        """The ids of the actions listed now, in their order."""
        return [str(self.list.topLevelItem(n).data(0, ID_ROLE)) for n in range(self._count())]

    def _count(self) -> int:
        return self.list.topLevelItemCount()

    def _filter(self, query: str) -> None:
        ranked = [(rank(a.name(), query), n, a) for n, a in enumerate(self._actions)]
        found = sorted((r, n, a) for r, n, a in ranked if r is not None)
        self.list.clear()
        for _rank, _n, action in found:
            key = key_text(action.sequence())
            item = QTreeWidgetItem([action.name(), key])
            item.setData(0, ID_ROLE, action.id)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            spoken = f"{action.name()}, {key}" if key else action.name()
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole, spoken)
            tip = action.tip_text()
            if tip:
                item.setToolTip(0, tip)
            if not action.can_run():
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addTopLevelItem(item)
        self._move_to(0, 1)

    def _runnable(self, row: int) -> bool:
        item = self.list.topLevelItem(row)
        return item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)

    def _move_to(self, row: int, direction: int) -> None:
        """The current row: ``row``, or the nearest runnable one in ``direction``."""
        count = self._count()
        if count == 0:
            return
        row = max(0, min(count - 1, row))
        step = 1 if direction >= 0 else -1
        probe = row
        while 0 <= probe < count and not self._runnable(probe):
            probe += step
        if not 0 <= probe < count:  # none that way: the nearest the other way
            probe = row
            while 0 <= probe < count and not self._runnable(probe):
                probe -= step
        if 0 <= probe < count:
            self.list.setCurrentItem(self.list.topLevelItem(probe))

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return
        action_id = str(item.data(0, ID_ROLE))
        self.close()
        # Run once the popup is gone: what the action opens gets the focus, not the popup.
        QTimer.singleShot(0, lambda: self.chosen.emit(action_id))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.search
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            key = Qt.Key(event.key())
            if key in MOVES:
                current = self.list.indexOfTopLevelItem(self.list.currentItem())
                self._move_to(current + MOVES[key], MOVES[key])
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self._choose(self.list.currentItem())
                return True
        return super().eventFilter(watched, event)
