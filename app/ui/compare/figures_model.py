"""The compare's figures table as a model: one row per column (its latest reply's figures),
and the proxy that sorts it (numbers as numbers, missing figures last either way). The
mean token probability column is there only while some reply carries probabilities."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from app.domain.usage_check import UsageIssue
from app.services import reply_figures as rf
from app.services.reply_figures import ReplyFigures
from app.translation import money, number

ModelIndex = QModelIndex | QPersistentModelIndex

MODEL, FIRST_TOKEN, SPEED, INPUT, OUTPUT, COST, WORDS, ENDING, PROBABILITY = range(9)
NUMERIC = (FIRST_TOKEN, SPEED, INPUT, OUTPUT, COST, WORDS, PROBABILITY)
# The ReplyFigures field each column shows.
FIELD = {
    MODEL: "label",
    FIRST_TOKEN: "first_token_s",
    SPEED: "tokens_per_s",
    INPUT: "input_tokens",
    OUTPUT: "output_tokens",
    COST: "cost",
    WORDS: "words",
    ENDING: "ending",
    PROBABILITY: "mean_probability",
}
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
MISSING = "—"


class FiguresModel(QAbstractTableModel):
    """Rows in column order; ``columns`` are the figures shown (ids above)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[ReplyFigures] = []
        self.columns: list[int] = list(range(PROBABILITY))
        self.blind = False
        self._best: dict[str, set[int]] = {}

    # ---- filling ------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[ReplyFigures], *, blind: bool = False) -> None:
        """The figures now; a reset only when the shape changes (rows or columns), so a
        sort, the current cell and a screen reader's place survive a reply finishing."""
        rows = list(rows)
        probabilities = any(r.mean_probability is not None for r in rows)
        columns = [c for c in range(PROBABILITY + 1) if c != PROBABILITY or probabilities]
        reshaped = len(rows) != len(self.rows) or columns != self.columns
        if reshaped:
            self.beginResetModel()
        self.rows, self.columns, self.blind = rows, columns, blind
        self._best = rf.best_rows(rows)
        if reshaped:
            self.endResetModel()
        elif rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, len(columns) - 1))

    # ---- reading ------------------------------------------------------------------------

    def header(self, column: int) -> str:
        return {
            MODEL: self.tr("Model"),
            FIRST_TOKEN: self.tr("First token"),
            SPEED: self.tr("Tokens/s"),
            INPUT: self.tr("Input tokens"),
            OUTPUT: self.tr("Output tokens"),
            COST: self.tr("Cost"),
            WORDS: self.tr("Words"),
            ENDING: self.tr("Finish"),
            PROBABILITY: self.tr("Mean token probability"),
        }[column]

    def _header_tip(self, column: int) -> str:
        return {
            MODEL: self.tr("The column's model (a letter while the arena hides the names)"),
            FIRST_TOKEN: self.tr("Seconds from sending to the first token of the reply"),
            SPEED: self.tr("Output tokens per second, from the first token to the end"),
            INPUT: self.tr("Tokens sent: the prompt and the column's history"),
            OUTPUT: self.tr("Tokens generated, reasoning included"),
            COST: self.tr("What the reply cost, from the catalog's prices"),
            WORDS: self.tr("Length of the answer in words"),
            ENDING: self.tr("Why the reply ended"),
            PROBABILITY: self.tr("How sure the model was: the mean probability of its tokens"),
        }[column]

    def value(self, row: int, column: int) -> Any:
        return getattr(self.rows[row], FIELD[column])

    def text(self, row: int, column: int) -> str:
        """The cell as the table shows it (and Markdown copies it)."""
        value = self.value(row, column)
        if column == MODEL:
            return str(value)
        if column == ENDING:
            return self._ending(str(value))
        if column == COST and self.blind:
            return self.tr("after the vote")
        if column == COST and self.rows[row].cost_unknown:
            return self.tr("unknown")
        if value is None:
            return MISSING
        if column == FIRST_TOKEN:
            return self.tr("{0} s").format(number(value, 2))
        if column == SPEED:
            return number(value, 1 if value < 10 else 0)
        if column == OUTPUT and self.rows[row].reasoning_tokens:
            # Reasoning is part of the output, not on top of it.
            return self.tr("{0}, of which {1} reasoning").format(
                number(value), number(self.rows[row].reasoning_tokens)
            )
        if column == COST:
            return money(value)
        if column == PROBABILITY:
            return self.tr("{0}%").format(number(100 * value, 1))
        return number(value)

    def raw(self, row: int, column: int) -> str:
        """The cell for a spreadsheet (CSV): plain numbers, a point for the decimals, no
        units (the header has them); the finish reason as the API says it."""
        value = self.value(row, column)
        if column == COST and self.blind:
            return ""
        if value is None:
            return ""
        if column == FIRST_TOKEN:
            return f"{value:.3f}"
        if column == SPEED:
            return f"{value:.1f}"
        if column == COST:
            return f"{value:.6f}"
        if column == PROBABILITY:
            return f"{value:.4f}"
        return str(value)

    def raw_header(self, column: int) -> str:
        """A header for the CSV, with the unit its numbers are in."""
        if column == FIRST_TOKEN:
            return self.tr("First token (s)")
        if column == COST:
            return self.tr("Cost (USD)")
        return self.header(column)

    def _ending(self, ending: str) -> str:
        words = {
            "stop": self.tr("stop"),
            "length": self.tr("length (max tokens)"),
            "content_filter": self.tr("content filter"),
            "tool_calls": self.tr("tool calls"),
            rf.ANSWERING: self.tr("answering…"),
            rf.STOPPED: self.tr("stopped by you"),
            rf.ERROR: self.tr("error"),
            rf.INCOMPLETE: self.tr("incomplete"),
            rf.INTERRUPTED: self.tr("interrupted"),
            rf.NO_REPLY: self.tr("no reply yet"),
        }
        return words.get(ending, ending)

    def markdown(self, order: Sequence[int]) -> str:
        """The whole table, rows in ``order`` (as sorted on screen), as Markdown."""
        headers = [self.header(c) for c in self.columns]
        rows = [[self.text(r, c) for c in self.columns] for r in order]
        right = [n for n, c in enumerate(self.columns) if c in NUMERIC]
        return rf.markdown_table(headers, rows, right)

    def csv(self, order: Sequence[int]) -> str:
        headers = [self.raw_header(c) for c in self.columns]
        rows = [[self.raw(r, c) for c in self.columns] for r in order]
        return rf.csv_table(headers, rows)

    # ---- QAbstractTableModel ------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == SORT_ROLE:
            return self._sort_key(row, column)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._spoken(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignRight if column in NUMERIC else Qt.AlignmentFlag.AlignLeft
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole:
            if row in self._best.get(FIELD[column], ()):
                font = QFont(QApplication.font())
                font.setBold(True)
                return font
            return None
        if role == Qt.ItemDataRole.ForegroundRole and self._quiet(row, column):
            return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        return None

    def _sort_key(self, row: int, column: int) -> Any:
        """What the proxy sorts by: the number itself, or the words as shown (without
        case); None for what is missing (or hidden), which sorts last."""
        value = self.value(row, column)
        if (column == COST and self.blind) or (column == ENDING and value == rf.NO_REPLY):
            return None
        if column in (MODEL, ENDING):
            return self.text(row, column).casefold()
        return value

    def _quiet(self, row: int, column: int) -> bool:
        """A figure that is not there (or hidden) reads as a quiet dash, not a number."""
        if column == COST and self.blind:
            return True
        if column == ENDING:
            return self.value(row, column) in (rf.NO_REPLY, rf.ANSWERING)
        return column != MODEL and self.value(row, column) is None

    def _spoken(self, row: int, column: int) -> str:
        """What a screen reader says for the cell: words rather than a dash or a unit."""
        if self.value(row, column) is None and column not in (MODEL, ENDING):
            if column == COST and self.blind:
                return self.tr("hidden until the vote")
            if column == COST and self.rows[row].cost_unknown:
                return self.tr("unknown: {0}").format(self._unknown_cost(row))
            return self.tr("not reported")
        if column == FIRST_TOKEN:
            return self.tr("{0} seconds").format(number(self.value(row, column), 2))
        text = self.text(row, column)
        if row in self._best.get(FIELD[column], ()):
            return self.tr("{0}, best").format(text)
        return text

    def _tip(self, row: int, column: int) -> str | None:
        if column == COST and self.blind:
            return self.tr("Prices would give the models away: the cost shows after the vote.")
        if column == COST and self.rows[row].cost_unknown:
            return self._unknown_cost(row)
        if row not in self._best.get(FIELD[column], ()):
            return None
        return {
            FIRST_TOKEN: self.tr("The first to answer"),
            SPEED: self.tr("The fastest"),
            COST: self.tr("The cheapest"),
        }.get(column)

    def _unknown_cost(self, row: int) -> str:
        """Why the row's cost is unknown (a usage kept as reported, never corrected)."""
        return {
            rf.NO_USAGE: self.tr("the endpoint reported no token usage for this reply"),
            UsageIssue.NEGATIVE: self.tr("the endpoint reported a negative token count"),
            UsageIssue.CACHED_OVER_PROMPT: self.tr(
                "the endpoint reported more cached tokens than input tokens"
            ),
            UsageIssue.REASONING_OVER_COMPLETION: self.tr(
                "the endpoint reported more reasoning tokens than output tokens"
            ),
        }.get(self.rows[row].cost_unknown, "")

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        column = self.columns[section]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{0}. Click to sort.").format(self._header_tip(column))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            side = Qt.AlignmentFlag.AlignRight if column in NUMERIC else Qt.AlignmentFlag.AlignLeft
            return int(side | Qt.AlignmentFlag.AlignVCenter)
        return None


class FiguresProxy(QSortFilterProxyModel):
    """Sorts by the figures themselves (SORT_ROLE): numbers as numbers, names without
    case, and a missing figure after every known one in either direction, since a blank
    is not the smallest or the largest of anything."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)  # a reply finishing takes its place in the order

    def lessThan(self, left: ModelIndex, right: ModelIndex) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        missing_a, missing_b = a is None or a == "", b is None or b == ""
        # Descending sorts by asking "right < left": flipped here, so blanks still go last
        # and equal figures keep the columns' order.
        descending = self.sortOrder() == Qt.SortOrder.DescendingOrder
        if missing_a != missing_b:
            return missing_b != descending
        if missing_a or a == b:
            return (left.row() < right.row()) != descending
        return bool(a < b)

    def source_order(self) -> list[int]:
        """The source rows in the order shown."""
        return [self.mapToSource(self.index(n, 0)).row() for n in range(self.rowCount())]
