"""The describe table's model: one row per image (thumbnail, file, description, tokens,
cost, state), updated in place as results arrive. A model rather than a widget per row, so
a job of thousands of images costs only the rows on screen: the view asks for what it
paints, and thumbnails are asked for (and made) only then."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QIcon, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

from app.services.describe.rows import DescribeRow
from app.translation import money, number

State = Literal["waiting", "describing", "done", "error"]
ModelIndex = QModelIndex | QPersistentModelIndex

THUMB, FILE, DESCRIPTION, INPUT, OUTPUT, COST, STATE = range(7)
NUMERIC = (INPUT, OUTPUT, COST)


@dataclass(slots=True)
class Item:
    """One image of the job, as the table shows it."""

    file: str
    name: str  # the path shown: relative to the folder chosen, or the file's name
    state: State = "waiting"
    row: DescribeRow | None = None
    cost: float | None = None
    edited: bool = False

    @property
    def description(self) -> str:
        return self.row.description if self.row is not None else ""


class DescribeTableModel(QAbstractTableModel):
    """Signals:
    descriptionEdited(str, str): the person changed a description (file, new text).
    """

    descriptionEdited = Signal(str, str)

    def __init__(
        self, thumbnail: Callable[[str], QPixmap | QIcon | None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._thumbnail = thumbnail
        self.items: list[Item] = []
        self._where: dict[str, int] = {}

    # ---- filling ------------------------------------------------------------------------

    def set_files(self, files: Sequence[str]) -> None:
        """A new list of images, all waiting; names shown relative to what they share."""
        self.beginResetModel()
        base = _common_folder(files)
        self.items = [Item(f, _shown_name(f, base)) for f in files]
        self._where = {item.file: n for n, item in enumerate(self.items)}
        self.endResetModel()

    def set_rows(self, rows: Iterable[tuple[DescribeRow, float | None, bool]]) -> None:
        """Finished rows read back (row, cost, edited), all at once."""
        for row, cost, edited in rows:
            n = self._where.get(row.file)
            if n is not None:
                item = self.items[n]
                item.row, item.cost, item.edited = row, cost, edited
                item.state = "done" if row.ok else "error"
        if self.items:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.items) - 1, STATE))

    def set_state(self, file: str, state: State) -> None:
        n = self._where.get(file)
        if n is not None and self.items[n].state != state:
            self.items[n].state = state
            self.dataChanged.emit(self.index(n, STATE), self.index(n, STATE))

    def set_row(self, row: DescribeRow, cost: float | None) -> None:
        n = self._where.get(row.file)
        if n is None:
            return
        item = self.items[n]
        item.row, item.cost, item.edited = row, cost, False
        item.state = "done" if row.ok else "error"
        self.dataChanged.emit(self.index(n, FILE), self.index(n, STATE))

    def set_description(self, file: str, text: str) -> DescribeRow | None:
        """The description edited; returns the row as it now is (None: no such ok row)."""
        n = self._where.get(file)
        if n is None:
            return None
        item = self.items[n]
        if item.row is None or not item.row.ok:
            return None
        item.row = replace(item.row, description=text)
        item.edited = True
        self.dataChanged.emit(self.index(n, DESCRIPTION), self.index(n, DESCRIPTION))
        return item.row

    def thumbnail_ready(self, file: str) -> None:
        n = self._where.get(file)
        if n is not None:
            self.dataChanged.emit(
                self.index(n, THUMB), self.index(n, THUMB), [Qt.ItemDataRole.DecorationRole]
            )

    # ---- reading ------------------------------------------------------------------------

    def finished_rows(self) -> list[DescribeRow]:
        """The finished rows in the table's order, with the descriptions as edited."""
        return [item.row for item in self.items if item.row is not None]

    def counts(self) -> tuple[int, int, int]:
        """(finished, failed, all)."""
        finished = failed = 0
        for item in self.items:
            if item.row is not None:
                finished += 1
                failed += not item.row.ok
        return finished, failed, len(self.items)

    def as_text(self, rows: Iterable[int] | None = None) -> str:
        """The table as tab-separated text with a header line (rows: only these)."""
        header = [self._header(c) for c in range(FILE, STATE + 1)]
        lines = ["\t".join(header)]
        wanted = range(len(self.items)) if rows is None else rows
        for n in wanted:
            item = self.items[n]
            cells = [self._text(item, c) for c in range(FILE, STATE + 1)]
            cells[0] = item.file
            lines.append("\t".join(_tsv(cell) for cell in cells))
        return "\n".join(lines) + "\n"

    # ---- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.items)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else STATE + 1

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        item, column = self.items[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return None if column == THUMB else self._text(item, column, shown=True)
        if role == Qt.ItemDataRole.EditRole and column == DESCRIPTION:
            return item.description
        if role == Qt.ItemDataRole.DecorationRole and column == THUMB:
            return self._thumbnail(item.file)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(item, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            if column == THUMB:
                return self.tr("Thumbnail of {0}").format(item.name)
            return self._text(item, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in NUMERIC:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if (
            role == Qt.ItemDataRole.ForegroundRole
            and column in (DESCRIPTION, STATE)
            and item.state == "error"
        ):
            return QApplication.palette().color(QPalette.ColorRole.BrightText)
        if role == Qt.ItemDataRole.FontRole and column == DESCRIPTION and item.edited:
            font = QApplication.font()
            font.setItalic(True)
            return font
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == DESCRIPTION:
            row = self.items[index.row()].row
            if row is not None and row.ok:
                return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != DESCRIPTION:
            return False
        item = self.items[index.row()]
        text = str(value)
        if item.row is None or not item.row.ok or text == item.description:
            return False
        self.set_description(item.file, text)
        self.descriptionEdited.emit(item.file, text)
        return True

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return self._header(section)
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.TextAlignmentRole:
            if section in NUMERIC:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole:
            return number(section + 1)
        return None

    # ---- text ---------------------------------------------------------------------------

    def _header(self, column: int) -> str:
        return {
            THUMB: self.tr("Image"),
            FILE: self.tr("File"),
            DESCRIPTION: self.tr("Description"),
            INPUT: self.tr("Input"),
            OUTPUT: self.tr("Output"),
            COST: self.tr("Cost"),
            STATE: self.tr("State"),
        }.get(column, "")

    def _text(self, item: Item, column: int, *, shown: bool = False) -> str:
        row = item.row
        if column == FILE:
            return item.name
        if column == DESCRIPTION:
            if shown and item.state == "error" and row is not None:
                return row.error  # in the room a failed image has no description to fill
            # One line in the table; the whole text in the tooltip and the editor.
            return " ".join(item.description.split()) if shown else item.description
        if column == INPUT:
            return _count(row.input_tokens if row is not None else None)
        if column == OUTPUT:
            return _count(row.output_tokens if row is not None else None)
        if column == COST:
            return money(item.cost) if item.cost is not None else ""
        if column == STATE:
            if shown and item.state == "error":
                return self.tr("Error")  # the sentence is in the description's cell
            return self._state(item)
        return ""

    def _state(self, item: Item) -> str:
        if item.state == "waiting":
            return self.tr("Waiting")
        if item.state == "describing":
            return self.tr("Describing…")
        if item.state == "done":
            return self.tr("Done (edited)") if item.edited else self.tr("Done")
        error = item.row.error if item.row is not None else ""
        return self.tr("Error: {0}").format(error) if error else self.tr("Error")

    def _tip(self, item: Item, column: int) -> str | None:
        if column in (THUMB, FILE):
            return item.file
        if column == DESCRIPTION and item.description:
            return item.description
        if column in (DESCRIPTION, STATE) and item.state == "error":
            return self._state(item)
        return None


def _count(value: int | None) -> str:
    return "" if value is None else number(value)


def _tsv(cell: str) -> str:
    return cell.replace("\t", " ").replace("\r\n", " ").replace("\n", " ")


def _common_folder(files: Sequence[str]) -> str:
    if not files:
        return ""
    try:
        common = os.path.commonpath([os.path.dirname(f) for f in files])
    except ValueError:  # different drives
        return ""
    return common


def _shown_name(file: str, base: str) -> str:
    if base:
        try:
            return os.path.relpath(file, base)
        except ValueError:
            pass
    return os.path.basename(file)
