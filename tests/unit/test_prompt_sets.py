"""Prompt sets' pure parts: prompts typed one per line, a column's parameters, the cells a
run still sends, the estimate, the totals, the exports, the set kept in the data folder
(torn lines, votes), and the run itself against the loopback server: row by row, the first
request alone, a wrong key stopping it, Stop letting the answers under way finish."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import stat
from pathlib import Path
from typing import Any

import pytest

from app.services.batch.prompts import BatchPrompt
from app.services.prompts.sets import (
    Column,
    SetError,
    estimate,
    missing_cells,
    ordered_records,
    params_text,
    parse_column_params,
    prompts_from_text,
    to_csv,
    to_jsonl,
    to_markdown,
    totals,
    write_export,
)
from app.services.prompts.sets_store import KEEP_SETS, PromptSets
from tests.support.fake_server import FakeOpenAIServer, Reply

KEY = "sk-prompt-sets-unit-0123456789"


def _record(
    prompt: str, model: str, text: str, *, status: str = "ok", **extra: Any
) -> dict[str, Any]:
    record: dict[str, Any] = {
        "prompt": prompt,
        "model": model,
        "params": {},
        "answers": [{"index": 0, "text": text, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 10, "completion_tokens": 5},
        "cost": 0.001,
        "ttft_s": 0.1,
        "seconds": 0.5,
        "adjustments": [],
        "status": status,
        "error": None if status == "ok" else "It failed.",
    }
    record.update(extra)
    return record


def test_prompts_are_the_lines_typed() -> None:
    prompts = prompts_from_text("  first  \n\n second\n\t\nthird")
    assert [p.prompt for p in prompts] == ["first", "second", "third"]
    assert [p.line for p in prompts] == [1, 3, 5]
    assert prompts_from_text(" \n ") == []


def test_column_parameters_are_read_and_checked_as_the_batch_cli_does() -> None:
    given = parse_column_params("temperature=0.2 n=2 system_prompt='Be brief.' user=eval")
    assert given == {"temperature": 0.2, "n": 2, "system_prompt": "Be brief.", "user": "eval"}
    assert parse_column_params("") == {}
    assert parse_column_params(params_text(given)) == given  # written back as typed
    with pytest.raises(SetError, match=r"^temperature"):
        parse_column_params("temperature=9")
    with pytest.raises(SetError, match="unclosed quote"):
        parse_column_params("system_prompt='oops")
    with pytest.raises(SetError, match="expected NAME=VALUE"):
        parse_column_params("temperature")
    assert Column("gpt-4o", {"temperature": 0.2, "stop": ["a"]}).label() == (
        'gpt-4o (temperature=0.2 stop=["a"])'
    )


def test_a_run_sends_only_the_cells_without_an_ok_record() -> None:
    records = {(0, 0): {"status": "ok"}, (0, 1): {"status": "error"}, (1, 1): {"status": "ok"}}
    assert missing_cells(2, 2, records) == [(0, 1), (1, 0)]
    assert missing_cells(1, 1, {}) == [(0, 0)]


def test_the_estimate_counts_requests_tokens_and_input_cost() -> None:
    prompts = [BatchPrompt("abcd" * 10), BatchPrompt("ab")]
    columns = [Column("cheap"), Column("cheap", {"system_prompt": "abcd"}), Column("free")]
    cells = [(r, c) for r in range(2) for c in range(3)]
    prices = {"cheap": 1.0, "free": 0.0}
    found = estimate(prompts, columns, cells, tokens=lambda t: len(t) // 2, input_price=prices.get)
    # (20 + 8) and (1 + 8) per column; the system prompt adds (2 + 8) each time.
    assert found.requests == 6
    assert found.input_tokens == 3 * (28 + 9) + 2 * 10
    assert found.cost == pytest.approx((2 * (28 + 9) + 2 * 10) / 1_000_000)
    unknown = estimate(prompts, [Column("who")], [(0, 0)], tokens=len, input_price=prices.get)
    assert unknown.cost is None and unknown.unpriced == ("who",)


def test_totals_sum_the_records() -> None:
    records = [
        _record("a", "m", "x"),
        _record("b", "m", "y", cost=0.002, seconds=1.5),
        _record("c", "m", "", status="error", usage=None, cost=None, seconds=None),
    ]
    found = totals(records)
    assert (found.answered, found.failed) == (2, 1)
    assert (found.prompt_tokens, found.completion_tokens, found.tokens) == (20, 10, 30)
    assert found.cost == pytest.approx(0.003) and found.seconds == pytest.approx(2.0)
    assert totals([_record("a", "m", "x", cost=None)]).cost is None  # a price unknown
    assert totals([]).cost is None


def test_exports_keep_the_grid_order_and_say_errors() -> None:
    prompts = [BatchPrompt("Say | hi"), BatchPrompt("Two\nlines")]
    columns = [Column("m"), Column("m", {"temperature": 0})]
    records = {
        (1, 1): _record("Two\nlines", "m", "b2"),
        (0, 0): _record("Say | hi", "m", "a1\nmore"),
        (0, 1): _record("Say | hi", "m", "", status="error"),
    }
    ordered = ordered_records(2, 2, records)
    assert ordered == [records[(0, 0)], records[(0, 1)], records[(1, 1)]]
    lines = to_jsonl(ordered).splitlines()
    assert [json.loads(line) for line in lines] == ordered
    rows = list(csv.reader(io.StringIO(to_csv(prompts, columns, records, {0: "m"}), newline="")))
    assert rows == [
        ["prompt", "m", "m (temperature=0)", "best"],
        ["Say | hi", "a1\nmore", "[It failed.]", "m"],
        ["Two\nlines", "", "b2", ""],
    ]
    same = [Column("m"), Column("m")]
    assert to_csv(prompts, same, {}).splitlines()[0] == "prompt,m [1],m [2]"
    markdown = to_markdown(prompts, columns, records).splitlines()
    assert markdown[0] == "| Prompt | m | m (temperature=0) |"
    assert markdown[2] == "| Say \\| hi | a1<br>more | [It failed.] |"
    assert markdown[3] == "| Two<br>lines |  | b2 |"


def test_an_export_is_written_whole_and_private(tmp_path: Path) -> None:
    target = tmp_path / "grid.csv"
    write_export(target, "a,b\n")
    assert target.read_text(encoding="utf-8") == "a,b\n"
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    with pytest.raises(SetError, match="cannot be written"):
        write_export(tmp_path / "no" / "such" / "dir.csv", "x")


def test_a_set_is_kept_with_its_records_and_votes(tmp_path: Path) -> None:
    sets = PromptSets(tmp_path)
    prompts = [BatchPrompt("one", id="p1", fields={"topic": "t"}), BatchPrompt("two")]
    columns = [Column("a"), Column("b", {"temperature": 0.5})]
    folder = sets.create(prompts, columns, concurrency=40, blind=True)
    assert folder.stored.concurrency == 16  # 1–16
    folder.add_record((0, 0), _record("one", "a", "first"))
    folder.add_record((0, 0), _record("one", "a", "again"))  # the last line wins
    folder.add_record((1, 1), _record("two", "b", "x", status="error"))
    with (folder.path / "records.jsonl").open("a", encoding="utf-8") as fh:
        fh.write('{"row": 1, "column": 0, "record": {"cut sh')  # a crash mid-line
    folder.add_record((1, 0), _record("two", "a", "after the torn line"))
    folder.add_record((5, 0), _record("x", "a", "no such row"))
    folder.add_vote(0, 1)
    folder.add_vote(1, "tie")
    folder.add_vote(3, 0)  # no such row: ignored
    folder.set_state("stopped")

    again = sets.latest()
    assert again is not None
    assert again.stored.prompts == tuple(prompts)
    assert again.stored.columns == tuple(columns)
    assert again.stored.blind and again.stored.state == "stopped"
    contents = again.read()
    assert sorted(contents.records) == [(0, 0), (1, 0), (1, 1)]
    assert contents.records[(0, 0)]["answers"][0]["text"] == "again"
    assert contents.records[(1, 0)]["answers"][0]["text"] == "after the torn line"
    assert contents.votes == {0: 1, 1: "tie"}
    for name in ("set.json", "records.jsonl", "votes.jsonl"):
        assert stat.S_IMODE((folder.path / name).stat().st_mode) == 0o600


def test_old_sets_go_and_broken_ones_are_skipped(tmp_path: Path) -> None:
    sets = PromptSets(tmp_path)
    made = [
        sets.create([BatchPrompt(str(n))], [Column("a")], concurrency=3, blind=False)
        for n in range(KEEP_SETS + 2)
    ]
    assert len(sets.all()) == KEEP_SETS
    latest = sets.latest()
    assert latest is not None and latest.path == made[-1].path
    (latest.path / "set.json").write_text("{not json", encoding="utf-8")
    assert sets.latest() is not None and sets.latest().path != latest.path  # type: ignore[union-attr]


def _run(
    server: FakeOpenAIServer,
    tmp_path: Path,
    prompts: list[str],
    columns: list[Column],
    *,
    concurrency: int = 3,
    key: str = KEY,
    stop_after: int | None = None,
) -> tuple[Any, dict[tuple[int, int], dict[str, Any]], list[str]]:
    from app.api import ChatClient, ModelCatalog
    from app.services.batch.models import BatchModels
    from app.services.prompts.set_run import PromptSetRun

    got: dict[tuple[int, int], dict[str, Any]] = {}
    events: list[str] = []

    async def work() -> Any:
        catalog = ModelCatalog(tmp_path / "cache")
        models = BatchModels(catalog, server.base_url, [c.model for c in columns])
        async with ChatClient(server.base_url, key) as client:
            run: PromptSetRun

            async def on_record(cell: tuple[int, int], record: Any) -> None:
                got[cell] = dict(record)
                events.append(f"done {cell}")
                if stop_after is not None and len(got) >= stop_after:
                    run.stop()

            run = PromptSetRun(
                client,
                models,
                [BatchPrompt(p) for p in prompts],
                columns,
                concurrency=concurrency,
                api_key=key,
                on_sending=lambda cell: events.append(f"send {cell}"),
                on_record=on_record,
                on_unsent=lambda cell: events.append(f"unsent {cell}"),
            )
            cells = [(r, c) for r in range(len(prompts)) for c in range(len(columns))]
            await run.run(cells)
            await models.aclose()
            return run

    return asyncio.run(work()), got, events


def test_a_run_answers_every_cell_with_each_columns_parameters(tmp_path: Path) -> None:
    columns = [Column("gpt-4o-mini"), Column("gpt-4.1", {"temperature": 0.3, "seed": 7})]
    with FakeOpenAIServer() as server:
        run, got, events = _run(server, tmp_path, ["one", "two", "three"], columns)
        chats = [r for r in server.requests if r.path == "/v1/chat/completions"]
    assert run.stopped is None and len(got) == 6
    assert all(r["status"] == "ok" for r in got.values())
    assert got[(2, 1)]["params"] == {"temperature": 0.3, "seed": 7}
    assert got[(2, 1)]["model"] == "gpt-4.1" and got[(2, 1)]["prompt"] == "three"
    sent = {(r.body["messages"][-1]["content"], r.body["model"]): r.body for r in chats}
    assert sent[("two", "gpt-4.1")]["temperature"] == 0.3 and sent[("two", "gpt-4.1")]["seed"] == 7
    assert "temperature" not in sent[("two", "gpt-4o-mini")]
    # The first cell went alone: nothing else was sent before its answer came back.
    assert events[:2] == ["send (0, 0)", "done (0, 0)"]


def test_a_wrong_key_costs_one_request(tmp_path: Path) -> None:
    with FakeOpenAIServer(api_key="sk-the-right-one") as server:
        run, got, events = _run(server, tmp_path, ["a", "b"], [Column("gpt-4o-mini")])
        chats = [r for r in server.requests if r.path == "/v1/chat/completions"]
    assert len(chats) == 1 and got == {}
    assert run.stopped and run.stopped.endswith(".") and KEY not in run.stopped
    assert events == ["send (0, 0)", "unsent (0, 0)"]


def test_stop_lets_the_answers_under_way_finish(tmp_path: Path) -> None:
    slow = Reply(chunk_size=4, delay_per_chunk=0.02)
    with FakeOpenAIServer(default_reply=slow) as server:
        _stopped, got, _events = _run(
            server, tmp_path, [f"p{n}" for n in range(8)], [Column("gpt-4o-mini")], stop_after=2
        )
        chats = [r for r in server.requests if r.path == "/v1/chat/completions"]
    # Whatever was sent was answered and kept; not everything was sent.
    assert len(chats) == len(got) < 8
