"""The grid's table and its totals line: answer cells drawn as an elided answer over a
one-line status, a Best column voted from a list or with the number keys, Enter or a double
click opening a cell's whole answer. The totals line keeps the grid's column widths."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from app.ui.promptsets.grid_model import (
    ALL_BAD,
    PROMPT,
    STATE_ROLE,
    STATUS_ROLE,
    TIE,
    PromptSetGridModel,
)

TEXT_LINES = 3  # of an answer, in its cell
PROMPT_WIDTH = 220
ANSWER_WIDTH = 240
BEST_WIDTH = 140
PADDING = 8
TABLE_STYLE = (
    "QTableView { gridline-color: palette(midlight); }"
    "QHeaderView::section:horizontal { padding: 4px 8px; border: none;"
    " border-bottom: 1px solid palette(mid); background: palette(window); font-weight: 600; }"
    "QHeaderView::section:vertical { padding: 0px 6px; border: none;"
    " background: palette(window); color: palette(placeholder-text); }"
)


class CellDelegate(QStyledItemDelegate):
    """An answer (or a prompt) over a muted status line; errors in the error colour."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Any) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        text = opt.text
        opt.text = ""
        widget = opt.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        palette = opt.palette
        metrics = opt.fontMetrics
        rect = opt.rect.adjusted(PADDING, PADDING - 2, -PADDING, -(PADDING - 2))
        status = index.data(STATUS_ROLE)
        state = index.data(STATE_ROLE)
        painter.save()
        if status:
            line = metrics.lineSpacing()
            status_rect = QRect(rect.left(), rect.bottom() - line + 1, rect.width(), line)
            rect.setBottom(status_rect.top() - 3)
            if selected:
                colour = palette.color(QPalette.ColorRole.HighlightedText)
            elif state == "error":
                colour = _error_colour(palette)
            else:
                colour = palette.color(QPalette.ColorRole.PlaceholderText)
            painter.setPen(colour)
            font = opt.font
            painter.setFont(font)
            painter.drawText(
                status_rect,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                metrics.elidedText(str(status), Qt.TextElideMode.ElideRight, rect.width()),
            )
        if text:
            role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
            painter.setPen(palette.color(role))
            lines = max(1, rect.height() // max(1, metrics.lineSpacing()))
            # Room for the ellipsis on each wrapped line: word wrap leaves ragged ends.
            room = max(1, rect.width() * lines - metrics.averageCharWidth() * 4 * lines)
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
            painter.setClipRect(rect)
            painter.drawText(
                rect,
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                | int(Qt.TextFlag.TextWordWrap),
                shown,
            )
        painter.restore()


class BestDelegate(CellDelegate):
    """The Best cell's list: each column (its number, or its letter when blind), a tie, all
    bad. Choosing one stores the vote."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Any) -> QWidget:
        model = index.model()
        editor = QComboBox(parent)
        editor.setObjectName("bestPicker")
        editor.setAccessibleName(self.tr("Best answer for prompt {0}").format(index.row() + 1))
        editor.addItem(self.tr("Choose…"), None)
        if isinstance(model, PromptSetGridModel):
            for column in range(len(model.columns)):
                editor.addItem(model.column_name(column), column)
        editor.addItem(self.tr("Tie"), TIE)
        editor.addItem(self.tr("All bad"), ALL_BAD)
        editor.activated.connect(lambda _i: self._chosen(editor))
        return editor

    def _chosen(self, editor: QComboBox) -> None:
        if editor.currentData() is not None:
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QWidget, index: Any) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(0)
            editor.showPopup()

    def setModelData(self, editor: QWidget, model: Any, index: Any) -> None:
        if isinstance(editor, QComboBox) and editor.currentData() is not None:
            model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class PromptSetTable(QTableView):
    """Signals:
    answerRequested(int, int): open a cell's whole answer (row, column of the set).
    voteKeyed(int, object): a number key on a row: vote that column best (row, column).
    """

    answerRequested = Signal(int, int)
    voteKeyed = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptSetGrid")
        self.setTabKeyNavigation(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setWordWrap(True)
        self.setStyleSheet(TABLE_STYLE)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        line = self.fontMetrics().lineSpacing()
        rows.setDefaultSectionSize(line * (TEXT_LINES + 1) + 2 * PADDING + 3)
        rows.setDefaultAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.setItemDelegate(CellDelegate(self))
        self._best = BestDelegate(self)
        # One cell is chosen at a time: the corner's "select all" has nothing to do.
        self.setCornerButtonEnabled(False)
        corner = self.findChild(QAbstractButton, "qt_tableview_cornerbutton")
        if corner is not None:
            corner.setAccessibleName(self.tr("Corner"))
        self.doubleClicked.connect(self._double_clicked)
        self._laying_out = False
        self._widths_chosen = False
        self.horizontalHeader().sectionResized.connect(self._section_resized)

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        model.modelReset.connect(self._new_grid)
        self.lay_out_columns()

    def _new_grid(self) -> None:
        self._widths_chosen = False
        self.lay_out_columns()

    def grid(self) -> PromptSetGridModel | None:
        model = self.model()
        return model if isinstance(model, PromptSetGridModel) else None

    def lay_out_columns(self) -> None:
        grid = self.grid()
        if grid is None or not grid.columnCount():
            return
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setMinimumSectionSize(60)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        # The answers share what the window leaves them, none narrower than ANSWER_WIDTH
        # (the grid scrolls sideways then).
        room = self.viewport().width() - PROMPT_WIDTH - BEST_WIDTH
        answer = max(ANSWER_WIDTH, room // max(1, len(grid.columns)))
        self._laying_out = True
        header.resizeSection(PROMPT, PROMPT_WIDTH)
        for column in range(1, grid.best_column):
            header.resizeSection(column, answer)
        header.resizeSection(grid.best_column, BEST_WIDTH)
        self._laying_out = False
        for column in range(grid.columnCount()):
            self.setItemDelegateForColumn(column, None)  # type: ignore[arg-type]
        self.setItemDelegateForColumn(grid.best_column, self._best)

    def _section_resized(self, _column: int, _old: int, _new: int) -> None:
        if not self._laying_out:
            self._widths_chosen = True  # the person's widths stay as they are

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if not self._widths_chosen:
            self.lay_out_columns()

    def _double_clicked(self, index: QModelIndex) -> None:
        grid = self.grid()
        if grid is not None and grid.is_answer(index):
            row, column = grid.cell_of(index)
            self.answerRequested.emit(row, column)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        grid = self.grid()
        index = self.currentIndex()
        key = event.key()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if grid is not None and index.isValid() and plain:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if grid.is_answer(index):
                    row, column = grid.cell_of(index)
                    self.answerRequested.emit(row, column)
                    return
                if index.column() == grid.best_column:
                    self.edit(index)
                    return
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                column = key - Qt.Key.Key_1
                if column < len(grid.columns):
                    self.voteKeyed.emit(index.row(), column)
                    return
        super().keyPressEvent(event)


class TotalsTable(QTableView):
    """The totals line: one row, the grid's columns at the grid's widths, scrolled with it."""

    def __init__(self, grid: PromptSetTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptSetTotals")
        self._grid = grid
        self.setTabKeyNavigation(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().hide()
        self.setShowGrid(False)
        self.setCornerButtonEnabled(False)
        self.setStyleSheet(
            "QTableView { background: palette(window); border: none;"
            " border-top: 1px solid palette(mid); font-weight: 600; }"
            "QHeaderView::section:vertical { border: none; background: palette(window); }"
        )
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        rows = self.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().lineSpacing() + 14)
        self.setFixedHeight(self.fontMetrics().lineSpacing() + 16)
        grid.horizontalHeader().sectionResized.connect(self._resized)
        grid.horizontalScrollBar().valueChanged.connect(self.horizontalScrollBar().setValue)
        grid.verticalHeader().geometriesChanged.connect(self._follow_row_header)

    def setModel(self, model: Any) -> None:
        super().setModel(model)
        model.modelReset.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        """The grid's column widths, and its row numbers' width for the blank at the left."""
        model = self.model()
        if model is None:
            return
        for column in range(model.columnCount()):
            self.setColumnWidth(column, self._grid.columnWidth(column))
        self._follow_row_header()

    def _follow_row_header(self) -> None:
        self.verticalHeader().setFixedWidth(self._grid.verticalHeader().width())

    def _resized(self, column: int, _old: int, new: int) -> None:
        self.setColumnWidth(column, new)


def _error_colour(palette: QPalette) -> Any:
    from PySide6.QtGui import QColor

    dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
    return QColor("#ff8a80") if dark else QColor("#c62828")
