"""The prompt set's grid: a row per prompt, a column per model (each with its parameters),
then the column voted best. Cells are updated in place as answers arrive; a model rather
than a widget per cell, so a set of hundreds of prompts costs only the cells on screen.
The totals line under the grid is a model of its own with the same columns."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app.render.plain_markdown import strip_markdown
from app.services.batch.prompts import BatchPrompt
from app.services.prompts.sets import Cell, Column, Record, Totals, answer_text, totals
from app.translation import money, number

ModelIndex = QModelIndex | QPersistentModelIndex
PROMPT = 0  # the first column; answers follow, then the best column
STATE_ROLE = Qt.ItemDataRole.UserRole + 1  # "waiting", "sending", "ok", "error"
STATUS_ROLE = Qt.ItemDataRole.UserRole + 2  # the cell's one-line status
RECORD_ROLE = Qt.ItemDataRole.UserRole + 3  # the batch record (a dict), None while waiting
TOTALS_ROLE = Qt.ItemDataRole.UserRole + 4  # a column's Totals (the totals model)
SHOWN_CHARS = 400  # of an answer, in its cell; the whole text opens with Enter
TIE, ALL_BAD = "tie", "all_bad"


def letter(column: int) -> str:
    """A blind column's name: A, B, …, Z, then AA, AB, …"""
    name = ""
    column += 1
    while column:
        column, rest = divmod(column - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


class PromptSetGridModel(QAbstractTableModel):
    """Signals:
    voteChosen(int, object): the person picked the best column of a row in the Best cell's
    list (row, the column's position or "tie" / "all_bad").
    """

    voteChosen = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prompts: list[BatchPrompt] = []
        self.columns: list[Column] = []
        self.records: dict[Cell, Record] = {}
        self.sending: set[Cell] = set()
        self.votes: dict[int, int | str] = {}
        self.blind = False

    # ---- filling ----------------------------------------------------------------------------

    def set_grid(
        self,
        prompts: Sequence[BatchPrompt],
        columns: Sequence[Column],
        records: Mapping[Cell, Record] = {},
        votes: Mapping[int, int | str] = {},
    ) -> None:
        self.beginResetModel()
        self.prompts, self.columns = list(prompts), list(columns)
        self.records, self.votes = dict(records), dict(votes)
        self.sending = set()
        self.endResetModel()

    def set_sending(self, cell: Cell, on: bool) -> None:
        (self.sending.add if on else self.sending.discard)(cell)
        self._cell_changed(cell)

    def set_record(self, cell: Cell, record: Record) -> None:
        self.sending.discard(cell)
        self.records[cell] = record
        self._cell_changed(cell)

    def set_vote(self, row: int, winner: int | str) -> None:
        self.votes[row] = winner
        self.dataChanged.emit(self.index(row, 1), self.index(row, self.best_column))

    def set_blind(self, blind: bool) -> None:
        if blind != self.blind:
            self.blind = blind
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
            if self.prompts:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(self.prompts) - 1, self.best_column)
                )

    def _cell_changed(self, cell: Cell) -> None:
        index = self.index(cell[0], cell[1] + 1)
        self.dataChanged.emit(index, index)

    # ---- reading ----------------------------------------------------------------------------

    @property
    def best_column(self) -> int:
        return len(self.columns) + 1

    def is_answer(self, index: ModelIndex) -> bool:
        return index.isValid() and PROMPT < index.column() < self.best_column

    def cell_of(self, index: ModelIndex) -> Cell:
        return (index.row(), index.column() - 1)

    def state(self, cell: Cell) -> str:
        record = self.records.get(cell)
        if record is not None:
            return "ok" if record.get("status") == "ok" else "error"
        return "sending" if cell in self.sending else "waiting"

    def counts(self) -> tuple[int, int, int]:
        """(finished, failed, all cells)."""
        finished = len(self.records)
        failed = sum(1 for r in self.records.values() if r.get("status") != "ok")
        return finished, failed, len(self.prompts) * len(self.columns)

    def row_done(self, row: int) -> bool:
        return all((row, c) in self.records for c in range(len(self.columns)))

    def column_totals(self, column: int) -> Totals:
        return totals(r for (_row, c), r in self.records.items() if c == column)

    def column_name(self, column: int, *, revealed: bool = False) -> str:
        """A column as its header says it: its number and label, or its letter when blind."""
        if self.blind and not revealed:
            return letter(column)
        return f"{number(column + 1)} · {self.columns[column].label()}"

    def winner_text(self, row: int) -> str:
        winner = self.votes.get(row)
        if winner is None:
            return ""
        if winner == TIE:
            return self.tr("Tie")
        if winner == ALL_BAD:
            return self.tr("All bad")
        assert isinstance(winner, int)
        if self.blind:
            # Voted: the row's winner is told by name.
            return f"{letter(winner)} · {self.columns[winner].label()}"
        return self.column_name(winner)

    def best_labels(self) -> dict[int, str]:
        """Each voted row's winner, as the exports write it (by name, blind or not)."""
        out = {}
        for row, winner in self.votes.items():
            if isinstance(winner, int):
                out[row] = self.columns[winner].label()
            else:
                out[row] = self.tr("Tie") if winner == TIE else self.tr("All bad")
        return out

    # ---- QAbstractTableModel -----------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.prompts)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self.columns else len(self.columns) + 2

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if column == PROMPT:
            text = self.prompts[row].prompt
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                return text
            if role == Qt.ItemDataRole.AccessibleTextRole:
                return self.tr("Prompt {0}: {1}").format(number(row + 1), text)
            return None
        if column == self.best_column:
            return self._best_data(row, role)
        cell = self.cell_of(index)
        record = self.records.get(cell)
        if role == Qt.ItemDataRole.DisplayRole:
            return strip_markdown(answer_text(record)[:SHOWN_CHARS])
        if role == STATE_ROLE:
            return self.state(cell)
        if role == STATUS_ROLE:
            return self._status(cell, record)
        if role == RECORD_ROLE:
            return record
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._status(cell, record)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            answer = strip_markdown(answer_text(record)[:SHOWN_CHARS])
            said = self.tr("{0}, prompt {1}: {2}").format(
                self.column_name(cell[1]), number(row + 1), self._status(cell, record)
            )
            return f"{said}. {answer}" if answer else said
        return None

    def _best_data(self, row: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self.winner_text(row)
        if role == Qt.ItemDataRole.EditRole:
            return self.votes.get(row)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            shown = self.winner_text(row)
            if shown:
                return self.tr("Best for prompt {0}: {1}").format(number(row + 1), shown)
            return self.tr("Best for prompt {0}: not voted; press 1 to {1}").format(
                number(row + 1), number(len(self.columns))
            )
        return None

    def _status(self, cell: Cell, record: Record | None) -> str:
        state = self.state(cell)
        if state == "waiting":
            return self.tr("Waiting")
        if state == "sending":
            return self.tr("Answering…")
        assert record is not None
        if state == "error":
            return self.tr("Error: {0}").format(str(record.get("error") or ""))
        parts = []
        usage = record.get("usage")
        if isinstance(usage, Mapping):
            used = int(usage.get("prompt_tokens") or 0) + int(usage.get("completion_tokens") or 0)
            parts.append(self.tr("{0} tokens").format(number(used)))
        cost = record.get("cost")
        if isinstance(cost, int | float):
            parts.append(money(float(cost)))
        seconds = record.get("seconds")
        if isinstance(seconds, int | float):
            parts.append(self.tr("{0} s").format(number(float(seconds), 1)))
        said = " · ".join(parts) or self.tr("Answered")
        if self.votes.get(cell[0]) == cell[1]:
            said = self.tr("★ Best · {0}").format(said)  # the row's vote, on its winner
        return said

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        votable = index.isValid() and index.column() == self.best_column
        if votable and index.row() not in self.votes and self.row_done(index.row()):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def setData(self, index: ModelIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != self.best_column:
            return False
        if value is None or index.row() in self.votes:
            return False
        self.voteChosen.emit(index.row(), value)
        return True

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical:
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                return number(section + 1)
            return None
        if role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            return None
        if section == PROMPT:
            return self.tr("Prompt")
        if section == self.best_column:
            return self.tr("Best")
        if 0 < section < self.best_column:
            if role == Qt.ItemDataRole.ToolTipRole and self.blind:
                return self.tr("Blind: the model is told once a row is voted")
            return self.column_name(section - 1)
        return None


class PromptSetTotalsModel(QAbstractTableModel):
    """One row under the grid, column for column: each model's tokens, cost and seconds;
    under the best column, how many rows are voted."""

    def __init__(self, grid: PromptSetGridModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.grid = grid
        grid.modelReset.connect(self._reset)
        grid.dataChanged.connect(lambda *_args: self._changed())

    def _reset(self) -> None:
        self.beginResetModel()
        self.endResetModel()

    def _changed(self) -> None:
        if self.columnCount():
            self.dataChanged.emit(self.index(0, 0), self.index(0, self.columnCount() - 1))

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self.grid.columns else 1

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.grid.columnCount()

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = index.column()
        grid = self.grid
        if column == PROMPT:
            finished, _failed, cells = grid.counts()
            text = self.tr("Totals ({0} of {1} answered)").format(number(finished), number(cells))
            return (
                text
                if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole)
                else None
            )
        if column == grid.best_column:
            voted = self.tr("{0} voted").format(number(len(grid.votes)))
            return (
                voted
                if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole)
                else None
            )
        found = grid.column_totals(column - 1)
        if role == TOTALS_ROLE:
            return found
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(found)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{0} tokens in, {1} out · {2} answered, {3} failed").format(
                number(found.prompt_tokens),
                number(found.completion_tokens),
                number(found.answered),
                number(found.failed),
            )
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.tr("Totals of {0}: {1}").format(
                grid.column_name(column - 1), self._text(found)
            )
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        return "" if role == Qt.ItemDataRole.DisplayRole else None  # the grid's header says it

    def _text(self, found: Totals) -> str:
        if not (found.answered or found.failed):
            return ""
        parts = [self.tr("{0} tokens").format(number(found.tokens))]
        if found.cost is not None:
            parts.append(money(found.cost))
        parts.append(self.tr("{0} s").format(number(found.seconds, 1)))
        if found.failed:
            parts.append(self.tr("{0} failed").format(number(found.failed)))
        return " · ".join(parts)
