"""The compare's saved setups (the Setups menu): the columns' models and what each sets
itself, saved under a name, renamed, deleted, and chosen to replace the columns. The setups
live in a file of the data folder (app.services.compare.setups); the menu reads it each time
it opens (docs/compare.md, "Saved setups")."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QInputDialog, QWidget

from app.ui.common.status_bus import StatusBus
from app.ui.compare.columns import Columns
from app.ui.compare.figures_feed import FiguresFeed

if TYPE_CHECKING:  # loaded when the Setups menu is first used
    from app.services.compare.setups import Setup, Setups

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]


class SavedSetups(QObject):
    """``start_from(setup)``: a fresh compare with these columns; ``update_headers()``: the
    columns' headers say what sets each apart; ``busy()``: a column is answering."""

    def __init__(
        self,
        columns: Columns,
        figures: FiguresFeed,
        *,
        dialogs: QWidget,
        spawn: Spawn,
        status: StatusBus,
        start_from: Callable[[Setup], None],
        update_headers: Callable[[], None],
        busy: Callable[[], bool],
        parent: QObject,
    ) -> None:
        super().__init__(parent)
        self._columns = columns
        self._figures = figures
        self._dialogs = dialogs
        self._spawn = spawn
        self._status = status
        self._start_from = start_from
        self._update_headers = update_headers
        self._busy = busy

    def connect_view(self) -> None:
        view = self._columns.view
        view.setupsRequested.connect(lambda: self._spawn(self._show_menu()))
        view.setupChosen.connect(lambda name: self._spawn(self.choose(name)))
        view.setupSaveRequested.connect(self._ask_name)
        view.setupRenameRequested.connect(self._ask_new_name)
        view.setupDeleteRequested.connect(lambda name: self._spawn(self._delete(name)))

    async def _load(self) -> Setups:
        from app.services.compare.setups import load_setups

        return await asyncio.to_thread(load_setups, self._columns.session.data_dir)

    async def _store(self, setups: Setups) -> None:
        from app.services.compare.setups import save_setups

        await asyncio.to_thread(save_setups, self._columns.session.data_dir, setups)

    async def _show_menu(self) -> None:
        setups = await self._load()
        self._columns.view.show_setups_menu(setups.names())

    def _ask_text(self, title: str, label: str, text: str, done: Callable[[str], object]) -> None:
        # Opened, not exec'd: the event loop (and the replies streaming) go on meanwhile.
        dialog = QInputDialog(self._dialogs)
        dialog.setObjectName("setupNameDialog")
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setTextValue(text)
        dialog.textValueSelected.connect(
            lambda value: done(value.strip()) if value.strip() else None
        )
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        dialog.open()

    def _ask_name(self) -> None:
        self._ask_text(
            self.tr("Save setup"),
            self.tr("Name of this setup (its columns' models and parameters):"),
            "",
            lambda name: self._spawn(self.save(name)),
        )

    def _ask_new_name(self, old: str) -> None:
        self._ask_text(
            self.tr("Rename setup"),
            self.tr("New name for “{0}”:").format(old),
            old,
            lambda new: self._spawn(self._rename(old, new)),
        )

    async def save(self, name: str) -> None:
        setups = await self._load()
        await self._store(setups.put(self._columns.setup(name)))
        self._status.show(self.tr("Saved the setup “{0}”.").format(name), 5000)

    async def _rename(self, old: str, new: str) -> None:
        setups = await self._load()
        await self._store(setups.rename(old, new))
        self._status.show(self.tr("Renamed the setup to “{0}”.").format(new), 5000)

    async def _delete(self, name: str) -> None:
        setups = await self._load()
        await self._store(setups.remove(name))
        self._status.show(self.tr("Deleted the setup “{0}”.").format(name), 5000)

    async def choose(self, name: str) -> None:
        """A saved setup replaces the columns (a fresh compare with its columns)."""
        setup = (await self._load()).get(name)
        if setup is None:
            return
        if self._busy():
            self._status.show(self.tr("Stop the replies before choosing a setup."), 5000)
            return
        self._start_from(setup)
        self._update_headers()
        self._figures.add_up()
        self._status.show(self.tr("Columns from the setup “{0}”.").format(name), 4000)
