"""The describe result file: what a resumed run keeps (ok rows only, a line a killed run
cut short ignored, the .json sidecar over the array), and what it refuses to touch."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from app.services.describe.output import ResultFile, ResultFileError
from app.services.describe.rows import DescribeRow


def row(file: str, status: str = "ok", text: str = "A cat.") -> DescribeRow:
    ok = status == "ok"
    return DescribeRow(
        file=file,
        description=text if ok else "",
        model="m",
        input_tokens=10 if ok else None,
        output_tokens=3 if ok else None,
        status="ok" if ok else "error",
        error="" if ok else "It broke.",
    )


@pytest.mark.parametrize("suffix", [".csv", ".jsonl", ".json"])
def test_a_finished_result_reads_back_its_ok_rows_only(tmp_path: Path, suffix: str) -> None:
    result = ResultFile(tmp_path / f"out{suffix}")
    result.start([])
    result.add(row("a.png", text='Says "hi",\nthen leaves.'))
    result.add(row("b.png", "error"))
    result.finish([row("a.png", text='Says "hi",\nthen leaves.'), row("b.png", "error")])
    assert ResultFile(tmp_path / f"out{suffix}").done_rows() == [
        row("a.png", text='Says "hi",\nthen leaves.')
    ]
    assert stat.S_IMODE((tmp_path / f"out{suffix}").stat().st_mode) == 0o600
    assert not (tmp_path / f"out{suffix}.partial").exists()


@pytest.mark.parametrize("suffix", [".csv", ".jsonl"])
def test_a_row_cut_short_by_a_killed_run_is_not_taken_for_done(tmp_path: Path, suffix: str) -> None:
    result = ResultFile(tmp_path / f"out{suffix}")
    result.start([])
    result.add(row("a.png"))
    result.add(row("b.png", text="A long description of b"))
    result.close()
    path = tmp_path / f"out{suffix}"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: text.index("A long description") + 6], encoding="utf-8")
    assert [r.file for r in ResultFile(path).done_rows()] == ["a.png"]


def test_a_killed_json_run_is_read_from_its_sidecar_over_the_array(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    path.write_text(json.dumps([row("a.png", "error").to_json(), row("b.png").to_json()]))
    result = ResultFile(path)
    result.start(result.done_rows())
    result.add(row("a.png", text="Now done."))
    result.close()  # killed here: out.json is still the old array
    assert json.loads(path.read_text())[0]["status"] == "error"
    done = ResultFile(path).done_rows()
    assert [(r.file, r.description) for r in done] == [("a.png", "Now done."), ("b.png", "A cat.")]


@pytest.mark.parametrize(
    ("name", "content"),
    [("out.csv", "name,age\nAda,36\n"), ("out.json", '{"not": "a list"}')],
)
def test_a_file_that_is_not_a_describe_result_is_refused(
    tmp_path: Path, name: str, content: str
) -> None:
    (tmp_path / name).write_text(content, encoding="utf-8")
    with pytest.raises(ResultFileError, match="is not a describe result"):
        ResultFile(tmp_path / name).done_rows()


def test_an_unknown_format_and_an_unwritable_place_are_sentences(tmp_path: Path) -> None:
    with pytest.raises(ResultFileError, match=r"must end in \.csv, \.json or \.jsonl"):
        ResultFile(tmp_path / "out.xlsx")
    with pytest.raises(ResultFileError, match="cannot be written"):
        ResultFile(tmp_path / "missing" / "out.csv").start([])
