"""`cometdesk batch -o OUT.jsonl`: what a later run keeps of an earlier one's file (its ok
records; not its errors, nor a line a kill cut short), and a file that is not a batch
output left alone."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from app.services.batch.output import BatchOutput, OutputError

OK = {"prompt": "a", "model": "m", "params": {}, "answers": [], "status": "ok", "error": None}
FAILED = {**OK, "prompt": "b", "status": "error", "error": "It failed."}


def test_ok_records_are_kept_errors_and_cut_lines_are_not(tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    lines = [json.dumps(OK), json.dumps(FAILED), json.dumps({**OK, "prompt": "c"})[:20]]
    out.write_text("\n".join(lines), encoding="utf-8")
    output = BatchOutput(out)
    kept = output.kept_records()
    assert kept == [OK]
    output.start(kept)
    output.add({**OK, "prompt": "d"})
    assert [json.loads(line)["prompt"] for line in out.read_text("utf-8").splitlines()] == [
        "a",
        "d",
    ]
    output.finish([{**OK, "prompt": "d"}, OK])
    assert [json.loads(line)["prompt"] for line in out.read_text("utf-8").splitlines()] == [
        "d",
        "a",
    ]
    assert stat.S_IMODE(out.stat().st_mode) == 0o600


def test_a_file_that_is_not_a_batch_output_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "people.jsonl"
    out.write_text('{"name": "Ada"}\n', encoding="utf-8")
    with pytest.raises(OutputError, match="is not a batch output; choose another output file"):
        BatchOutput(out).kept_records()
    with pytest.raises(OutputError, match=r"the output must end in \.jsonl"):
        BatchOutput(tmp_path / "out.json")


def test_an_output_in_a_missing_folder_cannot_be_written(tmp_path: Path) -> None:
    output = BatchOutput(tmp_path / "no" / "such" / "out.jsonl")
    assert output.kept_records() == []
    with pytest.raises(OutputError, match="cannot be written"):
        output.start([])
