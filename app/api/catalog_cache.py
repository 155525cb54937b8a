"""The on-disk form of a cached model list (``ModelCatalog`` in app.api.catalog).

One JSON file per base URL, named by a hash of it, written atomically (a temporary file,
then ``os.replace``), so a crash mid-write leaves the old cache. Reading is strict: the file
is ours, so anything odd (a wrong type, a foreign base URL, another format) means the whole
file is ignored and the next refresh replaces it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import json
import logging
import os
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from app.domain import ModelInfo

log = logging.getLogger(__name__)

CACHE_FORMAT = 1


def cache_key(base_url: str) -> str:
    return base_url.strip().rstrip("/")


def cache_file(cache_dir: Path, base_url: str) -> Path:
    digest = hashlib.sha256(cache_key(base_url).encode()).hexdigest()[:24]
    return cache_dir / f"models-{digest}.json"


def read_cache(path: Path, base_url: str) -> tuple[float, list[ModelInfo]] | None:
    """(fetched_at, models) from the cache file at ``path``, or None when it is absent or
    cannot be trusted."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if (
            data.get("format") != CACHE_FORMAT
            or data.get("base_url") != cache_key(base_url)
            or not isinstance(data.get("fetched_at"), int | float)
        ):
            return None
        models = [_model_from_json(item) for item in data["models"]]
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, KeyError, AttributeError) as err:
        # Our own file, so anything odd means: don't trust any of it.
        log.info("ignoring an unreadable model cache %s: %s", path.name, err)
        return None
    return float(data["fetched_at"]), models


def write_cache(
    cache_dir: Path, base_url: str, models: Sequence[ModelInfo], fetched_at: float
) -> None:
    """Replace the cache file of ``base_url`` in ``cache_dir`` atomically. Raises OSError."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_file(cache_dir, base_url)
    document = {
        "format": CACHE_FORMAT,
        "base_url": cache_key(base_url),
        "fetched_at": fetched_at,
        "models": [_model_to_json(m) for m in models],
    }
    fd, tmp = tempfile.mkstemp(dir=cache_dir, prefix=f".{path.stem}-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(document, handle, ensure_ascii=False, separators=(",", ":"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _model_to_json(model: ModelInfo) -> dict[str, Any]:
    data = dataclasses.asdict(model)
    data["endpoints"] = list(model.endpoints)
    return data


_MODEL_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "id": (str,),
    "owned_by": (str,),
    "provider": (str,),
    "vision": (bool,),
    "reasoning": (bool,),
    "tools": (bool,),
    "context_length": (int, type(None)),
    "max_completion_tokens": (int, type(None)),
    "input_price": (int, float, type(None)),
    "output_price": (int, float, type(None)),
    "endpoints": (list,),
    "cached_input_price": (int, float, type(None)),
    "image_price": (int, float, type(None)),
    "request_price": (int, float, type(None)),
}


def _model_from_json(data: Any) -> ModelInfo:
    """Strict: the cache is ours, so a wrong type raises (and the cache is ignored)."""
    if not isinstance(data, Mapping) or not isinstance(data.get("id"), str):
        raise TypeError("a cached model is not an object with an id")
    kwargs: dict[str, Any] = {}
    for name, types in _MODEL_FIELD_TYPES.items():
        if name not in data:
            continue  # a field added later: its default
        value = data[name]
        if not isinstance(value, types):
            raise TypeError(f"cached model field {name} has type {type(value).__name__}")
        kwargs[name] = value
    endpoints = kwargs.get("endpoints", [])
    if not all(isinstance(e, str) for e in endpoints):
        raise TypeError("cached endpoints are not strings")
    kwargs["endpoints"] = tuple(endpoints)
    return ModelInfo(**kwargs)
