"""Describe jobs of the window, kept in the data folder so that a job survives closing the
app: reopened, it resumes where it stopped and never sends an image that has an ``ok`` row.

One folder per job, ``<data_dir>/describe-jobs/<job id>/``:

- ``job.json``: what was asked (the options) and of which files, and the job's state. It is
  rewritten whole, atomically (written aside, then renamed): a crash leaves the old one or
  the new one.
- ``rows.jsonl``: one line per finished image (a DescribeRow as the CLI writes it), appended
  and flushed to the disk as each finishes. An edited description is one more line for the
  same file; the last line of a file wins. A line a crash cut short is ignored when read,
  and the next append starts on a line of its own, so no earlier row is ever lost.

Pure Python and blocking: the window calls it through ``asyncio.to_thread``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from app.services import job_folders
from app.services.describe.rows import DescribeRow
from app.translation import translate

JOBS_DIRNAME = "describe-jobs"
JOB_FILE = "job.json"
ROWS_FILE = "rows.jsonl"
FORMAT = 1
KEEP_JOBS = 5  # older jobs go when a new one starts; their results were exported or not wanted

JobState = Literal["running", "paused", "stopped", "finished"]
STATES: tuple[JobState, ...] = ("running", "paused", "stopped", "finished")
# A job closed while running or paused is offered again at start-up; one the person
# stopped, or that finished, is shown when the window opens but not offered.
UNFINISHED: frozenset[JobState] = frozenset({"running", "paused"})


class JobStoreError(Exception):
    """A job cannot be written; ``str(err)`` is one sentence."""


@dataclass(frozen=True, slots=True)
class JobOptions:
    """What is asked of every image: as DescribeOptions, with the preset it came from
    ("" for the person's own prompt)."""

    model: str
    prompt: str
    detail: Literal["low", "high", "auto"] = "auto"
    concurrency: int = 3
    tags: bool = False
    preset: str = ""


@dataclass(frozen=True, slots=True)
class StoredJob:
    id: str
    options: JobOptions
    files: tuple[str, ...]  # absolute paths, in the order shown
    state: JobState = "running"
    created: float = 0.0


@dataclass(frozen=True, slots=True)
class JobRows:
    """The finished rows of a job by file, and which descriptions the person edited."""

    rows: dict[str, DescribeRow]
    edited: frozenset[str]

    @property
    def ok(self) -> frozenset[str]:
        return frozenset(f for f, row in self.rows.items() if row.ok)


class JobFolder(job_folders.KeptFolder):
    """One job on disk."""

    def __init__(self, path: Path, job: StoredJob) -> None:
        super().__init__(path)
        self.job = job

    @property
    def rows_path(self) -> Path:
        return self.path / ROWS_FILE

    def set_state(self, state: JobState) -> None:
        if state != self.job.state:
            self.job = replace(self.job, state=state)
            _write_job(self.path, self.job)

    def read_rows(self) -> JobRows:
        rows: dict[str, DescribeRow] = {}
        edited: set[str] = set()
        try:
            items = job_folders.read_lines(self.rows_path)
        except OSError as err:
            raise JobStoreError(_cannot("read", self.rows_path, err)) from err
        for item in items:
            row = DescribeRow.from_mapping(item)
            if row is None:
                continue
            rows[row.file] = row
            if item.get("edited") is True:
                edited.add(row.file)
            else:
                edited.discard(row.file)
        return JobRows(rows, frozenset(edited))

    def append(self, row: DescribeRow, *, edited: bool = False) -> None:
        """One finished (or edited) row, on the disk when this returns."""
        item: dict[str, Any] = row.to_json()
        if edited:
            item["edited"] = True
        try:
            job_folders.append_line(self.rows_path, item)
        except OSError as err:
            raise JobStoreError(_cannot("write", self.rows_path, err)) from err


class DescribeJobs(job_folders.KeptJobs[JobFolder]):
    """The jobs of one data folder."""

    keep = KEEP_JOBS

    def __init__(self, data_dir: Path) -> None:
        super().__init__(data_dir / JOBS_DIRNAME)

    def create(self, options: JobOptions, files: list[str]) -> JobFolder:
        """A new job (state "running"); the oldest beyond KEEP_JOBS are removed."""
        job = StoredJob(
            id=job_folders.new_id(),
            options=options,
            files=tuple(files),
            created=time.time(),
        )
        try:
            return self._make(job.id, lambda path: _new_job(path, job))
        except OSError as err:
            raise JobStoreError(_cannot("write", self.root / job.id, err)) from err

    def _open(self, path: Path) -> JobFolder | None:
        job = _read_job(path)
        return None if job is None else JobFolder(path, job)

    def _age(self, folder: JobFolder) -> tuple[float, str]:
        return folder.job.created, folder.job.id

    def unfinished(self) -> JobFolder | None:
        """The newest job closed while running or paused, if it is the newest job."""
        latest = self.latest()
        return latest if latest is not None and latest.job.state in UNFINISHED else None


def progress(folder: JobFolder) -> tuple[int, int]:
    """(images finished, images in the job)."""
    files = set(folder.job.files)
    done = sum(1 for f in folder.read_rows().rows if f in files)
    return done, len(files)


def unfinished_progress(data_dir: Path) -> tuple[int, int] | None:
    """(images finished, images in the job) of a job the app was closed on, if any."""
    folder = DescribeJobs(data_dir).unfinished()
    return None if folder is None else progress(folder)


def _new_job(path: Path, job: StoredJob) -> JobFolder:
    _write_job(path, job)
    return JobFolder(path, job)


def _write_job(path: Path, job: StoredJob) -> None:
    data = {
        "format": FORMAT,
        "id": job.id,
        "created": job.created,
        "state": job.state,
        "options": {
            "model": job.options.model,
            "prompt": job.options.prompt,
            "detail": job.options.detail,
            "concurrency": job.options.concurrency,
            "tags": job.options.tags,
            "preset": job.options.preset,
        },
        "files": list(job.files),
    }
    try:
        job_folders.write_document(path / JOB_FILE, data)
    except OSError as err:
        raise JobStoreError(_cannot("write", path / JOB_FILE, err)) from err


def _read_job(path: Path) -> StoredJob | None:
    """The job in ``path``, or None for anything that is not a whole job of this format."""
    data = job_folders.read_document(path / JOB_FILE, FORMAT)
    if data is None:
        return None
    options, files, state = data.get("options"), data.get("files"), data.get("state")
    if not isinstance(options, dict) or not isinstance(files, list) or state not in STATES:
        return None
    model, prompt, detail = options.get("model"), options.get("prompt"), options.get("detail")
    concurrency = options.get("concurrency")
    if not (
        isinstance(model, str) and isinstance(prompt, str) and detail in ("low", "high", "auto")
    ):
        return None
    if not isinstance(concurrency, int) or not all(isinstance(f, str) for f in files):
        return None
    created = data.get("created")
    return StoredJob(
        id=str(data.get("id") or path.name),
        options=JobOptions(
            model=model,
            prompt=prompt,
            detail=detail,
            concurrency=max(1, concurrency),
            tags=options.get("tags") is True,
            preset=str(options.get("preset") or ""),
        ),
        files=tuple(files),
        state=state,
        created=float(created) if isinstance(created, int | float) else 0.0,
    )


def _cannot(verb: Literal["read", "write"], path: Path, err: OSError) -> str:
    reason = err.strerror or type(err).__name__
    if verb == "read":
        return translate("DescribeJobs", "{0} cannot be read ({1}).").format(path, reason)
    return translate("DescribeJobs", "{0} cannot be written ({1}).").format(path, reason)
