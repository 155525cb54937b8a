"""The describe jobs of the window on disk: a job and its rows read back after a restart,
the last line of a file winning (an edit), a line cut by a crash ignored without losing the
rows before or after it, state changes, which job is offered again, pruning, and files
readable by their owner only."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from app.services.describe.jobs_store import (
    JOB_FILE,
    JOBS_DIRNAME,
    KEEP_JOBS,
    ROWS_FILE,
    DescribeJobs,
    JobOptions,
    progress,
    unfinished_progress,
)
from app.services.describe.rows import DescribeRow

OPTIONS = JobOptions(model="gpt-4o-mini", prompt="Alt text for {filename}", preset="alt-text")


def row(file: str, description: str = "A cat.", status: str = "ok") -> DescribeRow:
    return DescribeRow(
        file=file,
        description=description if status == "ok" else "",
        model="gpt-4o-mini",
        input_tokens=120,
        output_tokens=9,
        status="ok" if status == "ok" else "error",
        error="" if status == "ok" else "a.png: not an image.",
    )


def test_a_job_and_its_rows_are_read_back(tmp_path: Path) -> None:
    jobs = DescribeJobs(tmp_path)
    folder = jobs.create(OPTIONS, ["/p/a.png", "/p/b.png", "/p/c.png"])
    folder.append(row("/p/a.png"))
    folder.append(row("/p/b.png", status="error"))

    again = DescribeJobs(tmp_path).latest()
    assert again is not None
    assert again.job == folder.job
    assert again.job.options == OPTIONS and again.job.state == "running"
    rows = again.read_rows()
    assert set(rows.rows) == {"/p/a.png", "/p/b.png"}
    assert rows.ok == {"/p/a.png"}
    assert rows.rows["/p/b.png"].error == "a.png: not an image."
    assert progress(again) == (2, 3)


def test_an_edit_is_the_last_line_and_wins(tmp_path: Path) -> None:
    folder = DescribeJobs(tmp_path).create(OPTIONS, ["/p/a.png"])
    folder.append(row("/p/a.png", "First."))
    folder.append(row("/p/a.png", "Edited by hand."), edited=True)
    rows = folder.read_rows()
    assert rows.rows["/p/a.png"].description == "Edited by hand."
    assert rows.edited == {"/p/a.png"}
    assert progress(folder) == (1, 1)


def test_a_line_cut_by_a_crash_loses_no_other_row(tmp_path: Path) -> None:
    folder = DescribeJobs(tmp_path).create(OPTIONS, ["/p/a.png", "/p/b.png", "/p/c.png"])
    folder.append(row("/p/a.png"))
    whole = json.dumps(row("/p/b.png").to_json())
    with folder.rows_path.open("a", encoding="utf-8") as fh:
        fh.write(whole[: len(whole) // 2])  # the crash: half a line, no newline
    assert set(folder.read_rows().rows) == {"/p/a.png"}
    folder.append(row("/p/c.png"))  # after the restart: on a line of its own
    assert set(folder.read_rows().rows) == {"/p/a.png", "/p/c.png"}
    # A line with its status cut off is no finished row either.
    cut = {k: v for k, v in row("/p/b.png").to_json().items() if k not in ("status", "error")}
    with folder.rows_path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(cut) + "\n")
    assert set(folder.read_rows().rows) == {"/p/a.png", "/p/c.png"}


def test_states_and_which_job_is_offered_again(tmp_path: Path) -> None:
    jobs = DescribeJobs(tmp_path)
    assert jobs.latest() is None and jobs.unfinished() is None
    assert unfinished_progress(tmp_path) is None
    folder = jobs.create(OPTIONS, ["/p/a.png", "/p/b.png"])
    folder.append(row("/p/a.png"))
    assert unfinished_progress(tmp_path) == (1, 2)  # closed while running
    folder.set_state("paused")
    assert DescribeJobs(tmp_path).unfinished() is not None
    folder.set_state("stopped")  # stopped on purpose: shown, not offered
    assert DescribeJobs(tmp_path).unfinished() is None
    assert DescribeJobs(tmp_path).latest().job.state == "stopped"  # type: ignore[union-attr]
    folder.set_state("finished")
    assert unfinished_progress(tmp_path) is None
    assert not list(folder.path.glob("*.tmp"))


def test_foreign_or_broken_jobs_are_skipped(tmp_path: Path) -> None:
    jobs = DescribeJobs(tmp_path)
    good = jobs.create(OPTIONS, ["/p/a.png"])
    for name, text in (("broken", "{not json"), ("other", json.dumps({"format": 99}))):
        (jobs.root / name).mkdir()
        (jobs.root / name / JOB_FILE).write_text(text, encoding="utf-8")
    (jobs.root / "stray-file").write_text("x", encoding="utf-8")
    assert [f.job.id for f in jobs.all()] == [good.job.id]


def test_only_the_newest_jobs_are_kept(tmp_path: Path) -> None:
    jobs = DescribeJobs(tmp_path)
    made = [jobs.create(OPTIONS, [f"/p/{n}.png"]) for n in range(KEEP_JOBS + 2)]
    kept = {f.job.id for f in jobs.all()}
    assert len(kept) == KEEP_JOBS
    assert made[-1].job.id in kept and made[0].job.id not in kept
    assert jobs.latest().job.id == made[-1].job.id  # type: ignore[union-attr]


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_files_are_private(tmp_path: Path) -> None:
    folder = DescribeJobs(tmp_path).create(OPTIONS, ["/p/a.png"])
    folder.append(row("/p/a.png"))
    for path in (folder.path / JOB_FILE, folder.path / ROWS_FILE):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    for path in (tmp_path / JOBS_DIRNAME, folder.path):
        assert stat.S_IMODE(path.stat().st_mode) == 0o700
