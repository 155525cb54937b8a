"""Bringing a knowledge base up to date with its folders: read what changed, drop what was
deleted, embed what is not embedded yet.

Two steps, so the cost can be shown between them:

1. ``refresh`` walks the sources. A file whose mtime and size are as stored is skipped
   unread; one that changed is read, hashed and (when its content did change) split into
   passages that replace its old ones in one transaction; a file gone from disk loses its
   passages. Unreadable files are stored with the reason and skipped. Reading happens on a
   worker thread, one file at a time (memory stays bounded by the largest file).
2. ``embed`` sends the passages without a vector to ``/v1/embeddings`` in batches and stores
   each batch's vectors as it arrives. A run that is killed loses at most the batches in
   flight; the next one goes on from what is stored. A run that ends with everything
   embedded learns the base's similarity floor anew (app.kb.calibration).
"""

from __future__ import annotations

import asyncio
import hashlib
import os
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from app.api.embeddings import BATCH_SIZE, EmbeddingsClient
from app.api.tokens import estimate_text_tokens
from app.kb.calibration import calibrate
from app.kb.chunking import Passage, split_document
from app.kb.store import DocumentRow, KnowledgeStore

# Read from folders; a file named on its own is always read. Others in a folder (images,
# archives, binaries) are not documents and would only be listed as unreadable.
_SUFFIXES = (
    ".pdf .docx .xlsx .pptx .csv .tsv "
    ".txt .text .md .markdown .rst .org .adoc .tex .log "
    ".html .htm .xml .json .jsonl .yaml .yml .toml .ini .cfg "
    ".py .pyi .js .mjs .ts .tsx .jsx .java .kt .scala .go .rs .c .h .cc .cpp .hpp .cs "
    ".m .swift .rb .php .pl .lua .r .jl .sh .bash .zsh .ps1 .sql .css .scss .vue "
    ".svelte .dart .ex .exs .erl .hs .ml .clj .el"
)
DOCUMENT_SUFFIXES = frozenset(_SUFFIXES.split())
CONCURRENT_REQUESTS = 4

Progress = Callable[[str, int, int], None]  # (phase, done, total): "reading", "embedding"


@dataclass(slots=True)
class RefreshReport:
    read: int = 0
    unchanged: int = 0
    removed: int = 0
    problems: list[tuple[str, str]] = field(default_factory=list)  # (path, sentence)


@dataclass(frozen=True, slots=True)
class Estimate:
    passages: int
    tokens: int


@dataclass(slots=True)
class EmbedReport:
    passages: int = 0
    requests: int = 0
    tokens: int = 0  # as the server counted them, where it said


@dataclass(frozen=True, slots=True)
class _Read:
    mtime_ns: int
    size: int
    digest: str
    kind: str | None
    unit: str
    passages: list[Passage]
    error: str | None


def find_files(sources: list[str]) -> tuple[list[Path], list[tuple[str, str]]]:
    """Every document under the sources (sorted, no duplicates), and sources that are gone."""
    found: dict[str, Path] = {}
    missing: list[tuple[str, str]] = []
    for source in sources:
        path = Path(source)
        if path.is_file():
            found.setdefault(str(path), path)
        elif path.is_dir():
            for file in _walk(path):
                found.setdefault(str(file), file)
        else:
            missing.append(
                (
                    source,
                    f"{source} no longer exists; it was taken out of the base with its documents.",
                )
            )
    return [found[k] for k in sorted(found)], missing


def _walk(folder: Path) -> Iterator[Path]:
    for root, dirs, files in os.walk(folder, onerror=None, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))  # .git, .venv, caches
        for name in sorted(files):
            if not name.startswith(".") and Path(name).suffix.lower() in DOCUMENT_SUFFIXES:
                yield Path(root) / name


async def refresh(store: KnowledgeStore, progress: Progress | None = None) -> RefreshReport:
    report = RefreshReport()
    files, missing = await asyncio.to_thread(find_files, store.sources())
    report.problems.extend(missing)
    # Said once: the next run does not look for it again (`kb add` puts it back).
    store.remove_sources(source for source, _ in missing)
    known = store.documents()
    on_disk = {str(f) for f in files}
    report.removed = store.remove_documents(p for p in known if p not in on_disk)
    for done, file in enumerate(files):
        if progress is not None:
            progress("reading", done, len(files))
        await _update(store, file, known.get(str(file)), report)
    if progress is not None:
        progress("reading", len(files), len(files))
    return report


async def refresh_files(store: KnowledgeStore, paths: Iterable[str]) -> RefreshReport:
    """Only these files (a watched folder saw them change): each one still under a source
    is read again if it changed or added if new; one that is gone, or no longer a document
    of the base, loses its passages. Nothing else is looked at."""
    report = RefreshReport()
    sources = [Path(s) for s in store.sources()]
    known = store.documents()
    gone: list[str] = []
    for path in dict.fromkeys(paths):
        file = Path(path)
        if await asyncio.to_thread(_belongs, file, sources):
            await _update(store, file, known.get(path), report)
        elif path in known:
            gone.append(path)
    report.removed = store.remove_documents(gone)
    return report


def _belongs(file: Path, sources: list[Path]) -> bool:
    """A file the walk of the sources would find (a file named as a source always is)."""
    if not file.is_file():
        return False
    for source in sources:
        if file == source:
            return True
        try:
            inside = file.relative_to(source)
        except ValueError:
            continue
        hidden = any(part.startswith(".") for part in inside.parts)
        return not hidden and file.suffix.lower() in DOCUMENT_SUFFIXES
    return False


async def _update(
    store: KnowledgeStore, file: Path, row: DocumentRow | None, report: RefreshReport
) -> None:
    try:
        stat = file.stat()
    except OSError as err:
        report.problems.append((str(file), f"{file.name} could not be read ({_reason(err)})."))
        return
    if row is not None and _unchanged(row, stat):
        report.unchanged += 1
        return
    read = await asyncio.to_thread(_read_file, file, row)
    if read is None:  # the same bytes saved again
        assert row is not None
        store.touch_document(row.id, stat.st_mtime_ns, stat.st_size)
        report.unchanged += 1
        return
    store.put_document(
        str(file),
        mtime_ns=read.mtime_ns,
        size=read.size,
        digest=read.digest,
        kind=read.kind,
        passages=read.passages,
        unit=read.unit,
        tokens=[estimate_text_tokens(p.text) for p in read.passages],
        error=read.error,
    )
    report.read += 1
    if read.error is not None:
        report.problems.append((str(file), read.error))


def _unchanged(row: DocumentRow, stat: os.stat_result) -> bool:
    # A file that could not be read is tried again: the reason may have gone (permissions).
    return row.status == "ok" and row.mtime_ns == stat.st_mtime_ns and row.size == stat.st_size


def _read_file(path: Path, row: DocumentRow | None) -> _Read | None:
    """The file's passages, or its error; None when its bytes are those already stored."""
    from app.documents import MAX_FILE_BYTES, DocumentError, extract_document

    try:
        stat = path.stat()
        if stat.st_size > MAX_FILE_BYTES:
            limit = MAX_FILE_BYTES // (1024 * 1024)
            error = f"{path.name} is larger than {limit} MB, the most Comet Desk reads."
            return _Read(stat.st_mtime_ns, stat.st_size, "", None, "file", [], error)
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        return _Read(0, 0, "", None, "file", [], f"{path.name} could not be read ({_reason(err)}).")
    digest = hashlib.sha256(data).hexdigest()
    if row is not None and row.status == "ok" and row.hash == digest:
        return None
    if not data:
        return _Read(stat.st_mtime_ns, 0, digest, None, "file", [], None)  # nothing to find
    try:
        document = extract_document(data, path.name)
    except DocumentError as err:
        return _Read(stat.st_mtime_ns, stat.st_size, digest, None, "file", [], err.message)
    if document.scanned:
        error = (
            f"{path.name} has no text layer (a scanned document), so there is nothing to "
            "search in it."
        )
        return _Read(stat.st_mtime_ns, stat.st_size, digest, "pdf", "page", [], error)
    passages = split_document(document.text)
    return _Read(
        stat.st_mtime_ns, stat.st_size, digest, document.kind, document.text.unit, passages, None
    )


def _reason(err: OSError) -> str:
    return err.strerror or type(err).__name__


def estimate(store: KnowledgeStore) -> Estimate:
    passages, tokens = store.pending()
    return Estimate(passages, tokens)


async def embed(
    store: KnowledgeStore,
    client: EmbeddingsClient,
    progress: Progress | None = None,
    *,
    batch_size: int = BATCH_SIZE,
    concurrency: int = CONCURRENT_REQUESTS,
) -> EmbedReport:
    """Embeds every passage without a vector. The first failure that retries did not cure
    (a rejected key, no embeddings route, another dimension) stops the run and is raised:
    what was stored stays."""
    report = EmbedReport()
    total, _tokens = store.pending()
    if total == 0:
        if store.stored_calibration() is None:
            calibrate(store)  # a base indexed before calibrations were stored
        return report
    model = store.model
    dimensions = store.requested_dimensions
    cursor = 0

    def next_batch() -> list[tuple[int, str]]:
        # No await inside: the workers take batches one after another, never the same.
        nonlocal cursor
        batch = store.pending_batch(cursor, batch_size)
        if batch:
            cursor = batch[-1][0]
        return batch

    async def one(batch: list[tuple[int, str]]) -> None:
        answer = await client.embed(model, [text for _, text in batch], dimensions=dimensions)
        store.store_vectors(list(zip((pid for pid, _ in batch), answer.vectors, strict=True)))
        report.requests += 1
        report.passages += len(batch)
        report.tokens += answer.prompt_tokens or 0
        if progress is not None:
            progress("embedding", report.passages, total)

    async def worker() -> None:
        while batch := next_batch():
            await one(batch)

    if progress is not None:
        progress("embedding", 0, total)
    # The first request alone: a rejected key or a missing route is then said once, not
    # once per request already in flight.
    first = next_batch()
    if first:
        await one(first)
    tasks = [asyncio.create_task(worker()) for _ in range(max(1, concurrency))]
    try:
        done, _pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
        for task in done:
            error = task.exception()
            if error is not None:
                raise error
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    calibrate(store)
    return report
