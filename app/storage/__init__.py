"""Storage: SQLite history (schema versions, migrations, WAL, FTS5), image blobs,
export and import. Plain Python, no Qt."""

from typing import TYPE_CHECKING, Any

from app.storage.async_repository import AsyncRepository
from app.storage.blobs import BlobStore
from app.storage.database import (
    DatabaseTooNewError,
    MigrationError,
    OpenReport,
    open_database,
    open_memory_database,
)
from app.storage.errors import (
    JournalLostError,
    StorageError,
    StorageFullError,
    StorageReadOnlyError,
    converted,
)
from app.storage.history_access import History, OwnedHistory, own_history
from app.storage.repository import (
    ConversationSnapshot,
    ImportSummary,
    NotFoundError,
    Repository,
    SearchHit,
)
from app.storage.schema import SCHEMA_VERSION
from app.storage.search_query import HIGHLIGHT_END, HIGHLIGHT_START
from app.storage.sync_writes import insert_synced_messages, set_synced_metadata

if TYPE_CHECKING:
    from app.storage.export import (
        FORMAT_NAME,
        FORMAT_VERSION,
        write_json_export,
        write_markdown_export,
    )
    from app.storage.export_file import export_to_file, private_output
    from app.storage.import_errors import ImportFormatError
    from app.storage.importing import import_document, import_file, read_document

# Export and import load on first use: the window's start does not need their modules.
_LAZY = {
    "FORMAT_NAME": "export",
    "FORMAT_VERSION": "export",
    "write_json_export": "export",
    "write_markdown_export": "export",
    "export_to_file": "export_file",
    "private_output": "export_file",
    "ImportFormatError": "import_errors",
    "import_document": "importing",
    "import_file": "importing",
    "read_document": "importing",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


DB_FILENAME = "cometdesk.sqlite3"
BLOBS_DIRNAME = "blobs"

__all__ = [
    "BLOBS_DIRNAME",
    "DB_FILENAME",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "HIGHLIGHT_END",
    "HIGHLIGHT_START",
    "SCHEMA_VERSION",
    "AsyncRepository",
    "BlobStore",
    "ConversationSnapshot",
    "DatabaseTooNewError",
    "History",
    "ImportFormatError",
    "ImportSummary",
    "JournalLostError",
    "MigrationError",
    "NotFoundError",
    "OpenReport",
    "OwnedHistory",
    "Repository",
    "SearchHit",
    "StorageError",
    "StorageFullError",
    "StorageReadOnlyError",
    "converted",
    "export_to_file",
    "import_document",
    "import_file",
    "insert_synced_messages",
    "open_database",
    "open_memory_database",
    "own_history",
    "private_output",
    "read_document",
    "set_synced_metadata",
    "write_json_export",
    "write_markdown_export",
]
