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

import contextlib
import json
import os
import shutil
import time
import uuid
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

from app.data_folder import private_mkdir
from app.services.describe_rows import DescribeRow
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


class JobFolder:
    """One job on disk."""

    def __init__(self, path: Path, job: StoredJob) -> None:
        self.path = path
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
            text = self.rows_path.read_bytes().decode("utf-8", errors="replace")
        except FileNotFoundError:
            text = ""
        except OSError as err:
            raise JobStoreError(_cannot("read", self.rows_path, err)) from err
        for line in text.splitlines():
            try:
                item = json.loads(line)
            except ValueError:
                continue  # a line a crash cut short
            if not isinstance(item, dict):
                continue
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
        data = (json.dumps(item, ensure_ascii=False) + "\n").encode("utf-8")
        try:
            fd = os.open(self.rows_path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o600)
            with open(fd, "r+b", buffering=0) as fh:
                end = fh.seek(0, os.SEEK_END)
                if end > 0:
                    fh.seek(end - 1)
                    if fh.read(1) != b"\n":
                        data = b"\n" + data  # after a torn line, start a line of our own
                fh.write(data)
                os.fsync(fh.fileno())
        except OSError as err:
            raise JobStoreError(_cannot("write", self.rows_path, err)) from err

    def remove(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)


class DescribeJobs:
    """The jobs of one data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.root = data_dir / JOBS_DIRNAME

    def create(self, options: JobOptions, files: list[str]) -> JobFolder:
        """A new job (state "running"); the oldest beyond KEEP_JOBS are removed."""
        job = StoredJob(
            id=time.strftime("%Y%m%d-%H%M%S") + "-" + uuid.uuid4().hex[:6],
            options=options,
            files=tuple(files),
            created=time.time(),
        )
        path = self.root / job.id
        try:
            private_mkdir(self.root)
            private_mkdir(path)
        except OSError as err:
            raise JobStoreError(_cannot("write", path, err)) from err
        _write_job(path, job)
        folder = JobFolder(path, job)
        for old in self.all()[KEEP_JOBS:]:
            old.remove()
        return folder

    def all(self) -> list[JobFolder]:
        """Every readable job, newest first."""
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return []
        jobs = []
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                job = _read_job(Path(entry.path))
                if job is not None:
                    jobs.append(JobFolder(Path(entry.path), job))
        return sorted(jobs, key=lambda f: (f.job.created, f.job.id), reverse=True)

    def latest(self) -> JobFolder | None:
        jobs = self.all()
        return jobs[0] if jobs else None

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
    target = path / JOB_FILE
    tmp = path / (JOB_FILE + ".tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with open(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError as err:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise JobStoreError(_cannot("write", target, err)) from err


def _read_job(path: Path) -> StoredJob | None:
    """The job in ``path``, or None for anything that is not a whole job of this format."""
    try:
        data = json.loads((path / JOB_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
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
