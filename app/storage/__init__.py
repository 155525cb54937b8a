"""Storage: SQLite history (schema versions, migrations, WAL, FTS5), image blobs,
export and import. Plain Python, no Qt."""

from app.storage.async_repository import AsyncRepository
from app.storage.blobs import BlobStore
from app.storage.database import (
    DatabaseTooNewError,
    MigrationError,
    OpenReport,
    open_database,
    open_memory_database,
)
from app.storage.errors import StorageError, StorageFullError, StorageReadOnlyError
from app.storage.export import FORMAT_NAME, FORMAT_VERSION, write_json_export, write_markdown_export
from app.storage.export_file import export_to_file, private_output
from app.storage.import_errors import ImportFormatError
from app.storage.importing import import_document, import_file, read_document
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
    "ImportFormatError",
    "ImportSummary",
    "MigrationError",
    "NotFoundError",
    "OpenReport",
    "Repository",
    "SearchHit",
    "StorageError",
    "StorageFullError",
    "StorageReadOnlyError",
    "export_to_file",
    "import_document",
    "import_file",
    "insert_synced_messages",
    "open_database",
    "open_memory_database",
    "private_output",
    "read_document",
    "set_synced_metadata",
    "write_json_export",
    "write_markdown_export",
]
