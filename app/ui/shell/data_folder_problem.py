"""The window shown at start-up when the data folder cannot be written (a read-only disk, a
folder of another account, a file where the folder should be): it says where and why, and
offers to choose another folder for this run, or to quit. Without it the app would have
nothing to save to and no window at all."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.data_folder import data_folder_problem

Chooser = Callable[[QWidget], Path | None]


def _choose_with_file_dialog(parent: QWidget) -> Path | None:
    title = QCoreApplication.translate("DataFolderProblemDialog", "Choose a data folder")
    chosen = QFileDialog.getExistingDirectory(parent, title, str(Path.home()))
    return Path(chosen) if chosen else None


class DataFolderProblemDialog(QDialog):
    """Where and why the data folder cannot be written; "Choose another folder…" or "Quit".

    After ``exec()`` returns Accepted, ``chosen`` is a folder that was checked to be usable.
    ``choose`` opens the folder picker (a QFileDialog; tests hand in their own).
    """

    def __init__(
        self,
        folder: Path,
        problem: str,
        *,
        choose: Chooser = _choose_with_file_dialog,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder
        self.chosen: Path | None = None
        self._choose = choose
        self.setObjectName("dataFolderProblem")
        self.setWindowTitle(self.tr("Comet Desk cannot save your data"))
        self.problem_label = QLabel(problem)
        self.problem_label.setObjectName("dataFolderProblemText")
        self.problem_label.setWordWrap(True)
        hint = QLabel(
            self.tr(
                "Choose another folder to use for this run. To keep using it, start Comet "
                "Desk with --data-dir FOLDER or set COMETDESK_DATA_DIR=FOLDER."
            )
        )
        hint.setObjectName("dataFolderHint")
        hint.setWordWrap(True)
        self.choose_button = QPushButton(self.tr("Choose another folder…"))
        self.choose_button.setObjectName("chooseDataFolderButton")
        self.choose_button.setAccessibleName(self.tr("Choose another folder…"))
        self.choose_button.setDefault(True)
        self.quit_button = QPushButton(self.tr("Quit"))
        self.quit_button.setObjectName("quitButton")
        self.quit_button.setAccessibleName(self.tr("Quit"))
        self.choose_button.clicked.connect(self._on_choose)
        self.quit_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.quit_button)
        buttons.addWidget(self.choose_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addWidget(hint)
        layout.addLayout(buttons)
        self.setMinimumWidth(480)

    def _on_choose(self) -> None:
        folder = self._choose(self)
        if folder is None:
            return  # the picker was cancelled: the question stays
        problem = data_folder_problem(folder)
        if problem is not None:
            self.problem_label.setText(problem)  # that one cannot be used either: say why
            return
        self.chosen = folder
        self.accept()


def ask_for_data_folder(folder: Path, problem: str, *, self_check: bool = False) -> Path | None:
    """Show the dialog; the folder to use instead, or None to quit. With ``self_check``
    the dialog is painted, reported on stdout as a JSON line, and closed (None)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Comet Desk")
    from app.ui.shell import i18n

    i18n.install(app, "")  # the settings may be unreadable too: the system's language
    dialog = DataFolderProblemDialog(folder, problem)
    if self_check:
        dialog.show()
        QTimer.singleShot(100, dialog.reject)  # after its first paint
        dialog.exec()
        event = {"event": "data_folder_problem", "folder": str(folder), "problem": problem}
        sys.stdout.write(json.dumps(event) + "\n")
        sys.stdout.flush()
        return None
    return dialog.chosen if dialog.exec() == QDialog.DialogCode.Accepted else None
