"""Where a code interpreter file's Save button asks for the file: one object for the whole
window, so the shell can listen before any reply with such a file (and the module that
draws them) is loaded."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class ContainerFiles(QObject):
    """The shell downloads a file through the endpoint of the reply's profile.

    saveRequested(str, str, str, str): profile, container id, file id, file name.
    """

    saveRequested = Signal(str, str, str, str)


container_files = ContainerFiles()
