"""The Qt-free services of one running app, built once by the composition root and handed to
the presenters that use them (each is given what it uses, never a global)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app.api import ModelCatalog
from app.config import Settings
from app.documents import BlobDocuments
from app.mcp import McpManager, ServerStatus, ToolRegistry, ToolSettingsStore
from app.secrets import KeyStore
from app.services.context_fit import ContextFit
from app.services.drafts import DraftStore
from app.services.endpoints import Endpoints
from app.services.history import HistoryService
from app.services.model_directory import ModelDirectory
from app.services.settings_store import SettingsStore
from app.storage import AsyncRepository, BlobStore

CACHE_DIRNAME = "cache"


@dataclass
class ToolServices:
    """MCP servers and the tools they offer. ``status_listeners`` hear every server's status
    change (the UI shows starting / ready / failed and why)."""

    settings: ToolSettingsStore
    manager: McpManager
    registry: ToolRegistry
    status_listeners: list[Callable[[ServerStatus], None]] = field(default_factory=list)


def build_tools(data_dir: Path, keystore: KeyStore) -> ToolServices:
    settings = ToolSettingsStore(data_dir)
    listeners: list[Callable[[ServerStatus], None]] = []

    def relay(status: ServerStatus) -> None:
        for listener in list(listeners):
            listener(status)

    manager = McpManager(
        settings.settings.servers,
        keystore,
        handshake_timeout=settings.settings.handshake_timeout_s,
        max_output_chars=settings.settings.max_output_chars,
        on_status=relay,
    )
    return ToolServices(settings, manager, ToolRegistry(manager), listeners)


@dataclass(frozen=True)
class AppServices:
    data_dir: Path
    repo: AsyncRepository
    blobs: BlobStore
    settings: SettingsStore
    endpoints: Endpoints
    models: ModelDirectory
    history: HistoryService
    drafts: DraftStore
    tools: ToolServices
    # Stored documents' texts, one cache for every reader (requests, the gauge, previews),
    # and the context planner/meter over them.
    documents: BlobDocuments
    context: ContextFit


def build_services(
    data_dir: Path,
    *,
    repo: AsyncRepository,
    blobs: BlobStore,
    keystore: KeyStore,
    settings: Settings,
    env: dict[str, str],
    known_secrets: list[str] | None = None,
) -> AppServices:
    store = SettingsStore(data_dir, settings)
    models = ModelDirectory(ModelCatalog(data_dir / CACHE_DIRNAME), store)
    documents = BlobDocuments(blobs)
    return AppServices(
        data_dir=data_dir,
        repo=repo,
        blobs=blobs,
        settings=store,
        endpoints=Endpoints(store, keystore, env, known_secrets=known_secrets),
        models=models,
        history=HistoryService(repo),
        drafts=DraftStore(data_dir),
        tools=build_tools(data_dir, keystore),
        documents=documents,
        context=ContextFit(repo, models.info, documents),
    )
