"""Dialogs of compare mode: the word diff between two columns and the personal leaderboard."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.domain import Vote
from app.render.diff import similarity, word_diff_html
from app.services.leaderboard import MIN_VOTES, Standing, Tally, leaderboard, tally, to_csv
from app.ui.common.labels import hidden_label


class DiffDialog(QDialog):
    def __init__(self, answers: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("diffDialog")
        self.setWindowTitle(self.tr("Compare two answers word by word"))
        self._answers = list(answers)
        self.left = QComboBox(self)
        self.left.setObjectName("diffLeft")
        self.right = QComboBox(self)
        self.right.setObjectName("diffRight")
        hidden_label(self.left, self.tr("First answer"))
        hidden_label(self.right, self.tr("Second answer"))
        for label, _text in self._answers:
            self.left.addItem(label)
            self.right.addItem(label)
        self.right.setCurrentIndex(min(1, len(self._answers) - 1))
        self.summary = QLabel(self)
        self.summary.setObjectName("diffSummary")
        self.view = QTextBrowser(self)
        self.view.setObjectName("diffView")
        row = QHBoxLayout()
        row.addWidget(self.left)
        row.addWidget(QLabel("→", self))
        row.addWidget(self.right)
        row.addWidget(self.summary, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.view, 1)
        self.left.currentIndexChanged.connect(self._show)
        self.right.currentIndexChanged.connect(self._show)
        self.resize(900, 600)
        self._show()

    def _show(self) -> None:
        if not self._answers:
            return
        a = self._answers[self.left.currentIndex()][1]
        b = self._answers[self.right.currentIndex()][1]
        self.view.setHtml(word_diff_html(a, b))
        self.summary.setText(self.tr("{0:.0%} the same").format(similarity(a, b)))


class LeaderboardDialog(QDialog):
    """Signals: computed(): the table was filled (after the off-thread computation)."""

    computed = Signal()
    PERIODS = (
        (None, QT_TRANSLATE_NOOP("LeaderboardDialog", "All time")),
        (30, QT_TRANSLATE_NOOP("LeaderboardDialog", "Last 30 days")),
        (7, QT_TRANSLATE_NOOP("LeaderboardDialog", "Last 7 days")),
    )

    def __init__(
        self,
        load_votes: Callable[[float | None], Awaitable[list[Vote]]],
        spawn: Callable[[Coroutine[Any, Any, Any]], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("leaderboardDialog")
        self.setWindowTitle(self.tr("Your leaderboard"))
        self._load_votes = load_votes
        self._spawn = spawn
        self.table_rows: list[Standing] = []
        self.period = QComboBox(self)
        self.period.setObjectName("leaderboardPeriod")
        hidden_label(self.period, self.tr("Period"))
        for days, label in self.PERIODS:
            self.period.addItem(self.tr(label), days)
        self.info = QLabel(self)
        self.info.setObjectName("leaderboardInfo")
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("leaderboardTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Model"),
                self.tr("Rating"),
                self.tr("95% interval"),
                self.tr("Votes"),
                self.tr("Wins"),
            ]
        )
        self.table.setAccessibleName(self.tr("Leaderboard"))
        # Each column as wide as its header and its cells; the model takes what is left.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(40)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.export_button = QPushButton(self.tr("Export CSV…"), self)
        self.export_button.setObjectName("leaderboardExport")
        # How the votes split: ties and all bad are shown, never hidden, but do not count.
        self.tally_label = QLabel(self)
        self.tally_label.setObjectName("leaderboardTally")
        self.tally_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.period)
        top.addWidget(self.info, 1)
        top.addWidget(self.export_button)
        note = QLabel(
            self.tr(
                "Each blind vote counts once, as a choice of the best among the answers "
                "shown (Plackett–Luce). Ratings are on an Elo-like scale (1000 = the models' "
                "average); the 95% interval is where the rating likely lies, given your "
                "votes. Votes and Wins count votes with a winner: ties and all bad do not "
                "move the ratings, and a model needs {0} votes with a winner before it gets "
                "an interval."
            ).format(MIN_VOTES),
            self,
        )
        note.setWordWrap(True)
        note.setProperty("tone", "muted")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.tally_label)
        layout.addWidget(note)
        self.period.currentIndexChanged.connect(self.refresh)
        self.export_button.clicked.connect(self._export)
        self.resize(680, 420)

    def refresh(self) -> None:
        self._spawn(self._compute())

    async def _compute(self) -> None:
        days = self.period.currentData()
        since = None if days is None else time.time() - days * 86400
        self.info.setText(self.tr("Computing…"))
        votes = await self._load_votes(since)
        rows, split = await asyncio.to_thread(lambda: (leaderboard(votes), tally(votes)))
        self.table_rows = rows
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            interval = (
                f"{row.low:.0f} – {row.high:.0f}"
                if row.enough
                else self.tr("not enough votes yet ({0} of {1})").format(row.votes, MIN_VOTES)
            )
            cells = [row.model, f"{row.rating:.0f}", interval, str(row.votes), str(row.wins)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(r, c, item)
            self.table.item(r, 3).setToolTip(
                self.tr(
                    "{0} vote(s) with a winner; also shown in {1} tie(s) and {2} all bad"
                ).format(row.votes, row.ties, row.all_bad)
            )
        self.info.setText(self.tr("{0} vote(s)").format(len(votes)))
        self.tally_label.setText(self._tally_text(split))
        self.tally_label.setVisible(bool(votes))
        self.computed.emit()

    def _tally_text(self, split: Tally) -> str:
        text = self.tr(
            "{0} vote(s) with a winner move the ratings; {1} tie(s) and {2} all bad do not."
        ).format(split.decided, split.ties, split.all_bad)
        if split.same_model:
            text += " " + self.tr(
                "{0} vote(s) between answers of one model say nothing about the order."
            ).format(split.same_model)
        return text

    def _export(self) -> None:
        path, _f = QFileDialog.getSaveFileName(
            self, self.tr("Export leaderboard"), "leaderboard.csv", self.tr("CSV (*.csv)")
        )
        if path:
            with open(path, "w", encoding="utf-8", newline="") as fh:
                fh.write(to_csv(self.table_rows))
