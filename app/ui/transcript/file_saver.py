"""Save a file the code interpreter made: ask where, download it from its container
through the reply's endpoint (off the UI thread), write it; the status bar says how it
went in one sentence."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from app.api import ApiError, ChatClient
from app.api.containers import container_file
from app.ui.common.status_bus import StatusBus


def _tr(text: str) -> str:
    return QCoreApplication.translate("FileSaver", text)


async def save_container_file(
    parent: QWidget,
    client_for: Callable[[str], ChatClient],
    status: StatusBus,
    profile: str,
    container_id: str,
    file_id: str,
    name: str,
) -> None:
    path, _filter = QFileDialog.getSaveFileName(parent, _tr("Save file"), Path(name).name)
    if not path:
        return
    status.show(_tr("Downloading {0}…").format(name), 0)
    try:
        data = await container_file(client_for(profile), container_id, file_id)
        await asyncio.to_thread(Path(path).write_bytes, data)
    except ApiError as err:
        status.show(_tr("Could not download {0}: {1}").format(name, err.message), 10_000)
        return
    except OSError as err:
        status.show(_tr("Could not save {0}: {1}").format(name, err.strerror), 10_000)
        return
    status.show(_tr("Saved {0}.").format(Path(path).name), 5000)
