"""The compare's figures: a strip under the columns with a table of one row per column (its
latest reply's time to first token, speed, tokens, cost, length and ending), sortable by its
headers and copied whole as Markdown or CSV. It folds to one line, and stays folded while
there is only one exchange (each reply's own line still shows its figures then); from the
second exchange on, those lines have scrolled apart, so it opens unless the person folded it.
Widgets only; the ComparePresenter gives it the rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QContextMenuEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.services import reply_figures as rf
from app.services.reply_figures import ReplyFigures
from app.ui.compare.figures_model import FiguresModel, FiguresProxy

COPIED_MS = 1500  # how long a Copy button says "Copied"


class FiguresTable(QTableView):
    """Tab comes in and goes on (arrows move between cells), a header click sorts, the
    context menu (or the Menu key) copies the table or sorts by the current column.

    Signals:
    menuRequested(object, object): the context menu, at this global point (QPoint), for
        this cell (a QModelIndex of the proxy; invalid: none).
    """

    menuRequested = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareFiguresTable")
        self.setAccessibleName(self.tr("Figures of the latest exchange"))
        self.setAccessibleDescription(
            self.tr("One row per column. Click a column's header to sort by it.")
        )
        self.setTabKeyNavigation(False)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # "gpt-4o…-08-06" keeps its end
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Room around the figures, and headers that read as the table's own (not buttons).
        self.setStyleSheet(
            "QTableView::item { padding: 0px 10px; }"
            "QHeaderView::section:horizontal { padding: 4px 13px; border: none;"
            " border-bottom: 1px solid palette(mid); background: palette(base);"
            " font-weight: 600; }"
        )
        rows = self.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 12)
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionsClickable(True)
        header.setSortIndicatorShown(True)
        header.setMinimumSectionSize(60)
        # No order until a header is clicked: the rows stay in the columns' order.
        header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.setSortingEnabled(True)

    def fit(self) -> None:
        """Columns as wide as their figures, the last taking what is left (so the figures
        sit next to the names they belong to), and the table as tall as its rows: a
        handful of rows never needs a scroll bar of its own."""
        header = self.horizontalHeader()
        header.setStretchLastSection(True)
        for section in range(header.count()):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        rows = self.verticalHeader()
        height = header.sizeHint().height() + rows.length() + 2 * self.frameWidth()
        needed = sum(header.sectionSizeHint(s) for s in range(header.count()))
        if needed > self.viewport().width() > 0:
            height += self.horizontalScrollBar().sizeHint().height()
        self.setFixedHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """From the keyboard (the Menu key, Shift+F10) the menu is the current cell's,
        shown at that cell; from the mouse, the cell under the pointer's."""
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            index = self.currentIndex()
            rect = self.visualRect(index) if index.isValid() else self.viewport().rect()
            where = self.viewport().mapToGlobal(rect.center())
        else:
            index = self.indexAt(self.viewport().mapFromGlobal(event.globalPos()))
            where = event.globalPos()
        self.menuRequested.emit(where, index)
        event.accept()


class FiguresPanel(QFrame):
    """The strip: a header (fold, what the figures are, Copy as Markdown / CSV) over the
    table. Hidden until some column has a reply."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compareFigures")
        self.setAccessibleName(self.tr("Figures"))
        self.setStyleSheet("QFrame#compareFigures { border-top: 1px solid palette(mid); }")
        self.model = FiguresModel(self)
        self.proxy = FiguresProxy(self)
        self.proxy.setSourceModel(self.model)
        self.fold_button = QToolButton(self)
        self.fold_button.setObjectName("compareFiguresFold")
        self.fold_button.setProperty("role", "sectionHeader")
        self.fold_button.setText(self.tr("Figures"))
        self.fold_button.setAccessibleName(self.tr("Figures"))
        self.fold_button.setToolTip(self.tr("Show or hide the figures of each column"))
        self.fold_button.setCheckable(True)
        self.fold_button.setAutoRaise(True)
        self.fold_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        font = self.fold_button.font()
        font.setBold(True)
        self.fold_button.setFont(font)
        self.caption = QLabel(self)
        self.caption.setObjectName("compareFiguresCaption")
        self.caption.setProperty("tone", "muted")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.markdown_button = QPushButton(self.tr("Copy as Markdown"), self)
        self.markdown_button.setObjectName("copyFiguresMarkdown")
        self.markdown_button.setToolTip(self.tr("Copy the whole table as a Markdown table"))
        self.csv_button = QPushButton(self.tr("Copy as CSV"), self)
        self.csv_button.setObjectName("copyFiguresCsv")
        self.csv_button.setToolTip(self.tr("Copy the whole table as comma-separated values"))
        self.table = FiguresTable(self)
        self.table.setModel(self.proxy)

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(8)
        bar.addWidget(self.fold_button)
        bar.addWidget(self.caption, 1)
        bar.addWidget(self.markdown_button)
        bar.addWidget(self.csv_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(6)
        layout.addLayout(bar)
        layout.addWidget(self.table)

        self._chosen = False  # the person folded or opened it: the strip follows them
        self._summary = ""
        self.fold_button.toggled.connect(self._on_fold_clicked)
        self.markdown_button.clicked.connect(self.copy_markdown)
        self.csv_button.clicked.connect(self.copy_csv)
        self.table.menuRequested.connect(self._menu)
        self.model.modelReset.connect(self.table.fit)
        copy = QAction(self.table)
        copy.setShortcut(QKeySequence(QKeySequence.StandardKey.Copy))
        copy.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        copy.triggered.connect(self.copy_cell)
        self.table.addAction(copy)
        self._fold(False)
        self.hide()

    # ---- what the presenter gives -------------------------------------------------------

    def set_rows(
        self, rows: Sequence[ReplyFigures], *, exchanges: int = 0, blind: bool = False
    ) -> None:
        """The figures of each column's latest reply; ``exchanges``: the most any column
        has had; ``blind``: a round awaiting its vote (the labels are letters, the cost
        hidden)."""
        self.model.set_rows(rows, blind=blind)
        self.setVisible(any(r.ending != rf.NO_REPLY for r in rows))
        if not self._chosen and exchanges >= 2 and not self.fold_button.isChecked():
            self._fold(True)
        self._summary = self._summarise(rows, blind=blind)
        self._show_caption()
        self.table.fit()

    def clear(self) -> None:
        """A fresh compare: no rows, and folded again unless the person opened it."""
        if not self._chosen:
            self._fold(False)
        self.set_rows([])

    @property
    def is_open(self) -> bool:
        return self.fold_button.isChecked()

    # ---- folding ------------------------------------------------------------------------

    def _on_fold_clicked(self, open_: bool) -> None:
        self._chosen = True
        self._fold(open_)

    def _fold(self, open_: bool) -> None:
        button = self.fold_button
        button.blockSignals(True)
        button.setChecked(open_)
        button.blockSignals(False)
        button.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.table.setVisible(open_)
        self._show_caption()

    def _show_caption(self) -> None:
        text = self.tr("latest exchange of each column")
        if not self.is_open and self._summary:
            text = f"{text} · {self._summary}"
        self.caption.setText(text)

    def _summarise(self, rows: Sequence[ReplyFigures], *, blind: bool) -> str:
        """One line for the folded strip: who answered first, fastest and cheapest."""
        best = rf.best_rows(rows)
        parts: list[str] = []
        for name, words in (
            ("first_token_s", self.tr("first to answer: {0}")),
            ("tokens_per_s", self.tr("fastest: {0}")),
            ("cost", self.tr("cheapest: {0}")),
        ):
            winners = best.get(name, set())
            if len(winners) == 1 and not (blind and name == "cost"):
                parts.append(words.format(rows[next(iter(winners))].label))
        return " · ".join(parts)

    # ---- copying ------------------------------------------------------------------------

    def markdown(self) -> str:
        """The whole table, rows in the order shown, as Markdown."""
        return self.model.markdown(self.proxy.source_order())

    def csv(self) -> str:
        """The whole table, rows in the order shown, as CSV."""
        return self.model.csv(self.proxy.source_order())

    def copy_markdown(self) -> None:
        self._copy(self.markdown(), self.markdown_button)

    def copy_csv(self) -> None:
        self._copy(self.csv(), self.csv_button)

    def copy_cell(self, index: QModelIndex | QPersistentModelIndex | None = None) -> None:
        index = self.table.currentIndex() if index is None else index
        if index.isValid():
            self._copy(str(index.data()))

    def _copy(self, text: str, button: QPushButton | None = None) -> None:
        QGuiApplication.clipboard().setText(text)
        if button is None:
            return
        label = button.property("label") or button.text()
        button.setProperty("label", label)
        # Said on the button, where the eye is; its width holds so the row does not jump.
        button.setMinimumWidth(button.sizeHint().width())
        button.setText(self.tr("Copied"))
        QTimer.singleShot(COPIED_MS, button, lambda: button.setText(label))

    def _menu(self, where: QPoint, index: QModelIndex) -> None:
        menu = QMenu(self.table)
        menu.setObjectName("compareFiguresMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        actions: list[tuple[str, Callable[[], None]]] = [
            (self.tr("Copy as Markdown"), self.copy_markdown),
            (self.tr("Copy as CSV"), self.copy_csv),
        ]
        if index.isValid():
            # Held as a persistent index: a reply finishing while the menu is open re-sorts.
            cell = QPersistentModelIndex(index)
            actions.append((self.tr("Copy this figure"), lambda: self.copy_cell(cell)))
            title = self.model.header(self.model.columns[index.column()])
            actions.append(
                (self.tr("Sort by {0}").format(title), lambda: self._sort_by(index.column()))
            )
        for label, run in actions:
            menu.addAction(label).triggered.connect(run)
        menu.popup(where)

    def _sort_by(self, section: int) -> None:
        """As a header click does: this column, or the other way if already sorted by it."""
        header = self.table.horizontalHeader()
        ascending = Qt.SortOrder.AscendingOrder
        order = ascending
        if header.sortIndicatorSection() == section and header.sortIndicatorOrder() == ascending:
            order = Qt.SortOrder.DescendingOrder
        self.table.sortByColumn(section, order)
