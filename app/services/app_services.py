"""The Qt-free services of one running app, built once by the composition root and handed to
the presenters that use them (STYLE.md #15)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.api import ModelCatalog
from app.config import Settings
from app.secrets import KeyStore
from app.services.drafts import DraftStore
from app.services.endpoints import Endpoints
from app.services.history import HistoryService
from app.services.model_directory import ModelDirectory
from app.services.settings_store import SettingsStore
from app.storage import AsyncRepository, BlobStore

CACHE_DIRNAME = "cache"


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
    return AppServices(
        data_dir=data_dir,
        repo=repo,
        blobs=blobs,
        settings=store,
        endpoints=Endpoints(store, keystore, env, known_secrets=known_secrets),
        models=ModelDirectory(ModelCatalog(data_dir / CACHE_DIRNAME), store),
        history=HistoryService(repo),
        drafts=DraftStore(data_dir),
    )
