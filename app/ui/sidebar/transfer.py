"""Export and import from the File menu. The work runs on the storage thread; an export
appears only once it is complete, readable by its owner only (0600)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, Literal

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from app.services.failures import describe_failure
from app.storage import AsyncRepository, BlobStore, ImportSummary, Repository
from app.ui.common.status_bus import StatusBus
from app.ui.common.tasks import TaskRunner


class TransferPresenter(QObject):
    """Signals:
    imported(object): conversations were imported (the ImportSummary).
    """

    imported = Signal(object)

    def __init__(
        self,
        parent: QWidget,
        *,
        repo: AsyncRepository,
        blobs: BlobStore,
        tasks: TaskRunner,
        status: StatusBus,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._repo = repo
        self._blobs = blobs
        self._tasks = tasks
        self._status = status

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self._tasks.spawn(coro)

    def choose_export(self, fmt: str, conversation_ids: list[int] | None = None) -> None:
        suffix = "json" if fmt == "json" else "md"
        path, _filter = QFileDialog.getSaveFileName(
            self._parent,
            self.tr("Export conversations"),
            str(Path.home() / f"cometdesk-export.{suffix}"),
            self.tr("JSON (*.json)") if fmt == "json" else self.tr("Markdown (*.md)"),
        )
        if path:
            self._spawn(self.export_to(Path(path), fmt, conversation_ids))

    async def export_to(
        self, path: Path, fmt: str, conversation_ids: list[int] | None = None
    ) -> int:
        """Write the export on the storage thread; the file appears only once complete."""
        self._status.show(self.tr("Exporting…"))
        blobs = self._blobs
        kind: Literal["json", "markdown"] = "json" if fmt == "json" else "markdown"

        def write(repo: Repository) -> int:
            # Loaded on first use (on the storage thread): the window's start need not pay.
            from app.storage.export_file import export_to_file

            return export_to_file(repo, blobs, path, kind, conversation_ids)

        self._status.busy(True)
        try:
            count = await self._repo.run(write)
        except OSError as err:
            self._status.show(self.tr("Export failed: {0}").format(describe_failure(err)), 10_000)
            return 0
        finally:
            self._status.busy(False)
        self._status.show(self.tr("Exported {0} conversation(s) to {1}").format(count, path), 8000)
        return count

    def choose_import(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self._parent,
            self.tr("Import conversations"),
            str(Path.home()),
            self.tr("Exports (*.json *.zip);;All files (*)"),
        )
        if path:
            self._spawn(self.import_from(Path(path)))

    async def import_from(self, path: Path) -> ImportSummary | None:
        self._status.show(self.tr("Importing…"))
        self._status.busy(True)
        blobs = self._blobs
        from app.storage.import_errors import ImportFormatError
        from app.storage.importing import import_file

        try:
            summary = await self._repo.run(lambda repo: import_file(path, repo, blobs))
        except ImportFormatError as err:
            self._status.show(self.tr("Nothing was imported: {0}").format(err), 15_000)
            return None
        except OSError as err:
            self._status.show(
                self.tr("Nothing was imported: {0}").format(describe_failure(err)), 15_000
            )
            return None
        finally:
            self._status.busy(False)
        self._status.show(
            self.tr("Imported {0} conversation(s) with {1} message(s).").format(
                summary.conversations, summary.messages
            ),
            8000,
        )
        self.imported.emit(summary)
        return summary
