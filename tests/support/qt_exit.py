"""Letting go of Qt before Python exits, for test processes.

A test that pastes puts a QMimeData made in Python on the clipboard. The clipboard keeps it
in one of Qt's global objects, which the C library's exit handlers destroy after Python has
finalized; destroying the Python wrapper then crashes the process (SIGSEGV in
Shiboken::Object::destroy), after every test passed. The app itself never puts a Python
QMimeData on the clipboard (it copies text); test processes do, so they let go first."""

from __future__ import annotations

import gc
import sys


def let_go_of_qt() -> None:
    """Empty the clipboard and delete the application, while Python still runs."""
    if "PySide6.QtWidgets" not in sys.modules:
        return
    import shiboken6
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        return
    QGuiApplication.clipboard().clear()
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    shiboken6.delete(app)
