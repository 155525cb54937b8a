"""The Backups part of the sync dialog: a daily backup and how many to keep, Back up now,
and the snapshots on the storage (every machine's) to restore into a new data folder or
merge into this history."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from app.services.snapshots import SnapshotInfo


def size_text(size: int | None) -> str:
    if size is None:
        return "?"
    return QLocale().formattedDataSize(size, 1, QLocale.DataSizeFormat.DataSizeSIFormat)


class BackupsSection(QGroupBox):
    """Signals:
    backUpRequested(): Back up now.
    restoreRequested(str, bool): restore the snapshot with this id; True: merge into this
        history, False: into a new data folder.
    scheduleChanged(bool, int): back up every day (or not), keeping this many.
    """

    backUpRequested = Signal()
    restoreRequested = Signal(str, bool)
    scheduleChanged = Signal(bool, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Backups"), parent)
        self.setObjectName("backupsSection")
        self.daily = QCheckBox(self.tr("Back up every day, keeping"), self)
        self.daily.setObjectName("backupDaily")
        self.keep = QSpinBox(self)
        self.keep.setObjectName("backupKeep")
        self.keep.setRange(1, 365)
        self.keep.setValue(7)
        self.keep.setSuffix(self.tr(" snapshots"))
        self.keep.setAccessibleName(self.tr("Snapshots to keep"))
        self.back_up_button = QPushButton(self.tr("Back up now"), self)
        self.back_up_button.setObjectName("backUpNowButton")
        self.list = QTreeWidget(self)
        self.list.setObjectName("backupList")
        self.list.setAccessibleName(self.tr("Snapshots on the storage"))
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setHeaderLabels(
            [self.tr("Date"), self.tr("Machine"), self.tr("Size"), self.tr("Conversations")]
        )
        header = self.list.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.list.setMinimumHeight(150)
        self.restore_button = QPushButton(self.tr("Restore into a new folder…"), self)
        self.restore_button.setObjectName("restoreIntoButton")
        self.merge_button = QPushButton(self.tr("Merge into this history"), self)
        self.merge_button.setObjectName("restoreMergeButton")
        self.merge_button.setToolTip(
            self.tr("Adds the conversations this history lacks; changes nothing already here")
        )
        self.message = QLabel(self)
        self.message.setObjectName("backupMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        top = QHBoxLayout()
        top.addWidget(self.daily)
        top.addWidget(self.keep)
        top.addStretch(1)
        top.addWidget(self.back_up_button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.restore_button)
        bottom.addWidget(self.merge_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        layout.addLayout(bottom)

        self.back_up_button.clicked.connect(self.backUpRequested)
        self.restore_button.clicked.connect(lambda: self._restore(merge=False))
        self.merge_button.clicked.connect(lambda: self._restore(merge=True))
        self.daily.toggled.connect(lambda _on: self._schedule_changed())
        self.keep.valueChanged.connect(lambda _n: self._schedule_changed())
        self.list.currentItemChanged.connect(lambda *_a: self._enable())
        self._busy = False
        self._enable()

    def set_schedule(self, daily: bool, keep: int) -> None:
        for widget in (self.daily, self.keep):
            widget.blockSignals(True)
        self.daily.setChecked(daily)
        self.keep.setValue(keep)
        for widget in (self.daily, self.keep):
            widget.blockSignals(False)

    def _schedule_changed(self) -> None:
        self.scheduleChanged.emit(self.daily.isChecked(), self.keep.value())

    def show_snapshots(self, snapshots: Sequence[SnapshotInfo]) -> None:
        self.list.clear()
        locale = QLocale()
        for info in snapshots:
            when = QDateTime.fromSecsSinceEpoch(int(info.created_at))
            date = locale.toString(when, QLocale.FormatType.ShortFormat)
            machine = self.tr("this machine") if info.this_machine else info.machine[:8]
            count = "?" if info.conversations is None else locale.toString(info.conversations)
            if not info.verified:
                date += " · " + self.tr("not verified")
            item = QTreeWidgetItem([date, machine, size_text(info.size), count])
            item.setData(0, Qt.ItemDataRole.UserRole, info.id)
            item.setData(0, Qt.ItemDataRole.UserRole + 1, info.verified)
            if info.problem:
                item.setToolTip(0, info.problem)
            self.list.addTopLevelItem(item)
        if snapshots:
            self.list.setCurrentItem(self.list.topLevelItem(0))
        else:
            self.show_message(self.tr("No snapshots on the storage yet."))
        self._enable()

    def selected(self) -> str | None:
        item = self.list.currentItem()
        if item is None or not item.data(0, Qt.ItemDataRole.UserRole + 1):
            return None
        value = item.data(0, Qt.ItemDataRole.UserRole)
        return str(value) if value else None

    def _restore(self, *, merge: bool) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.restoreRequested.emit(chosen, merge)

    def set_busy(self, text: str) -> None:
        """Working (``text`` says on what); "" when done."""
        self._busy = bool(text)
        if text:
            self.show_message(text)
        self._enable()

    def show_message(self, text: str, tone: str = "muted") -> None:
        self.message.setText(text)
        self.message.setProperty("tone", tone)
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)

    def _enable(self) -> None:
        chosen = self.selected() is not None
        self.back_up_button.setEnabled(not self._busy)
        self.restore_button.setEnabled(chosen and not self._busy)
        self.merge_button.setEnabled(chosen and not self._busy)
