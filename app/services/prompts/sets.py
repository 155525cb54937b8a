"""Prompt sets in the window: what a set is (prompts × columns, a column being a model with
its own parameters), read from what the person typed, with the count and estimate before
sending, the totals of each column, and the exports (JSON Lines in `cometdesk batch`'s
record format, CSV of prompt × answers, a Markdown table).

A record here is a batch record as JSON (``BatchRecord.to_json``), whether it came from
this run or was read back from the data folder. Pure Python, no Qt.
"""

from __future__ import annotations

import csv
import io
import shlex
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.services.batch.params import ParamsError, params_from, parse_params
from app.services.batch.prompts import BatchPrompt
from app.services.batch.records import key_of

MIN_CONCURRENCY, MAX_CONCURRENCY = 1, 16
MESSAGE_OVERHEAD_TOKENS = 8  # a request's own framing around the prompt
Record = Mapping[str, Any]
Cell = tuple[int, int]  # (row, column)


@dataclass(frozen=True, slots=True)
class Column:
    """One column of the grid: a model and the parameters it is asked with, as written
    (``NAME=VALUE`` values, as `cometdesk batch --param` takes them)."""

    model: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def label(self) -> str:
        """The model, with its parameters when it has any: ``gpt-4o (temperature=0.2)``."""
        if not self.params:
            return self.model
        shown = " ".join(f"{name}={_shown(value)}" for name, value in self.params.items())
        return f"{self.model} ({shown})"

    def to_json(self) -> dict[str, Any]:
        return {"model": self.model, "params": dict(self.params)}


class SetError(ValueError):
    """What the person gave cannot be sent; ``str(err)`` is one sentence."""


def prompts_from_text(text: str) -> list[BatchPrompt]:
    """One prompt per non-empty line, in order; ``line`` is where each was typed."""
    return [
        BatchPrompt(line.strip(), line=number)
        for number, line in enumerate(text.splitlines(), 1)
        if line.strip()
    ]


def parse_column_params(text: str) -> dict[str, Any]:
    """``temperature=0.2 n=2 system_prompt='Be brief'`` → {name: value}, each value
    checked as `cometdesk batch --param` checks it. Raises SetError."""
    try:
        items = shlex.split(text)
    except ValueError:
        raise SetError("The parameters have an unclosed quote.") from None
    try:
        given = parse_params(items)
        params_from(given)
    except ParamsError as err:
        # The sentence starts with the parameter's name, as typed: no capital.
        raise SetError(str(err).removeprefix("--param ")) from None
    return given


def params_text(params: Mapping[str, Any]) -> str:
    """The parameters as the person would type them (``parse_column_params`` reads it)."""
    return " ".join(f"{name}={shlex.quote(_shown(value))}" for name, value in params.items())


def _shown(value: Any) -> str:
    import json

    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def all_cells(rows: int, columns: int) -> list[Cell]:
    """Every cell in the order they are sent: row by row, so the grid fills from the top."""
    return [(r, c) for r in range(rows) for c in range(columns)]


def missing_cells(rows: int, columns: int, records: Mapping[Cell, Record]) -> list[Cell]:
    """The cells with no ``ok`` record: what a run (or a resumed one) still sends."""
    return [
        cell
        for cell in all_cells(rows, columns)
        if cell not in records or records[cell].get("status") != "ok"
    ]


@dataclass(frozen=True, slots=True)
class Estimate:
    requests: int
    input_tokens: int
    cost: float | None  # USD for the input tokens; None when a price is unknown
    unpriced: tuple[str, ...] = ()  # models whose price is not known


def estimate(
    prompts: Sequence[BatchPrompt],
    columns: Sequence[Column],
    cells: Iterable[Cell],
    *,
    tokens: Callable[[str], int],
    input_price: Callable[[str], float | None],
) -> Estimate:
    """What sending ``cells`` asks for before any reply: the requests, their input tokens
    (the prompt, the column's system prompt, the framing) and what those cost at the
    models' input prices (USD per million tokens)."""
    requests = total = 0
    cost = 0.0
    unpriced: list[str] = []
    for row, column in cells:
        spec = columns[column]
        system = spec.params.get("system_prompt")
        count = tokens(prompts[row].prompt) + MESSAGE_OVERHEAD_TOKENS
        if isinstance(system, str) and system:
            count += tokens(system) + MESSAGE_OVERHEAD_TOKENS
        requests += 1
        total += count
        price = input_price(spec.model)
        if price is None:
            if spec.model not in unpriced:
                unpriced.append(spec.model)
        else:
            cost += count * price / 1_000_000
    return Estimate(requests, total, None if unpriced else cost, tuple(unpriced))


@dataclass(frozen=True, slots=True)
class Totals:
    """One column's finished records, summed: tokens as the server counted them, cost
    (None when some answer's price is unknown) and seconds of answering."""

    answered: int = 0
    failed: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float | None = None
    seconds: float = 0.0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


def totals(records: Iterable[Record]) -> Totals:
    answered = failed = prompt = completion = 0
    cost = 0.0
    priced = True
    seconds = 0.0
    for record in records:
        if record.get("status") == "ok":
            answered += 1
        else:
            failed += 1
        usage = record.get("usage")
        if isinstance(usage, Mapping):
            prompt += int(usage.get("prompt_tokens") or 0)
            completion += int(usage.get("completion_tokens") or 0)
        spent = record.get("cost")
        if isinstance(spent, int | float):
            cost += float(spent)
        elif usage:
            priced = False
        took = record.get("seconds")
        if isinstance(took, int | float):
            seconds += float(took)
    return Totals(
        answered,
        failed,
        prompt,
        completion,
        cost if priced and (answered or failed) else None,
        seconds,
    )


def answer_text(record: Record | None) -> str:
    """The first answer's text ("" when there is none)."""
    if record is None:
        return ""
    answers = record.get("answers")
    if isinstance(answers, list) and answers and isinstance(answers[0], Mapping):
        return str(answers[0].get("text") or "")
    return ""


def matches(record: Record, prompt: BatchPrompt, column: Column) -> bool:
    """Whether a record read back answers this prompt with this column's model and
    parameters (a job file edited by hand must not put an answer in the wrong cell)."""
    from app.services.batch.records import record_key

    return record_key(record) == key_of(prompt, column.model, column.params)


# ---- exports --------------------------------------------------------------------------------


def ordered_records(rows: int, columns: int, records: Mapping[Cell, Record]) -> list[Record]:
    """Every finished record, row by row, then column by column (the batch CLI's order)."""
    return [records[cell] for cell in all_cells(rows, columns) if cell in records]


def to_jsonl(records: Iterable[Record]) -> str:
    from app.services.batch.output import line_of

    return "".join(line_of(record) for record in records)


def to_csv(
    prompts: Sequence[BatchPrompt],
    columns: Sequence[Column],
    records: Mapping[Cell, Record],
    best: Mapping[int, str] | None = None,
) -> str:
    """One line per prompt: the prompt, then each column's answer (an error as its
    sentence), then the column voted best (its label) when any row has a vote."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    labels = _unique_labels(columns)
    voted = bool(best)
    writer.writerow(["prompt", *labels, *(["best"] if voted else [])])
    for row, prompt in enumerate(prompts):
        cells = [_cell_text(records.get((row, column))) for column in range(len(columns))]
        extra = [(best or {}).get(row, "")] if voted else []
        writer.writerow([prompt.prompt, *cells, *extra])
    return out.getvalue()


def to_markdown(
    prompts: Sequence[BatchPrompt],
    columns: Sequence[Column],
    records: Mapping[Cell, Record],
    best: Mapping[int, str] | None = None,
) -> str:
    """A Markdown table of the grid: a row per prompt, a column per model."""
    voted = bool(best)
    head = ["Prompt", *_unique_labels(columns), *(["Best"] if voted else [])]
    lines = [
        "| " + " | ".join(_md(text) for text in head) + " |",
        "|" + "---|" * len(head),
    ]
    for row, prompt in enumerate(prompts):
        cells = [_cell_text(records.get((row, column))) for column in range(len(columns))]
        extra = [(best or {}).get(row, "")] if voted else []
        lines.append("| " + " | ".join(_md(t) for t in (prompt.prompt, *cells, *extra)) + " |")
    return "\n".join(lines) + "\n"


def _unique_labels(columns: Sequence[Column]) -> list[str]:
    """Column labels; the same label twice gets its position, so a CSV's header is unique."""
    labels = [column.label() for column in columns]
    return [
        f"{label} [{n + 1}]" if labels.count(label) > 1 else label for n, label in enumerate(labels)
    ]


def _cell_text(record: Record | None) -> str:
    if record is None:
        return ""
    if record.get("status") != "ok":
        text = answer_text(record)
        error = str(record.get("error") or "")
        return f"{text}\n[{error}]" if text else f"[{error}]"
    return answer_text(record)


def _md(text: str) -> str:
    # A table cell is one line; a pipe would end it.
    return (
        text.replace("\\", "\\\\").replace("|", "\\|").replace("\r\n", "\n").replace("\n", "<br>")
    )


def write_export(path: Path, text: str) -> None:
    """``text`` to ``path``, atomically (readers never see half a file), readable by the
    user only. Raises SetError with one sentence when it cannot be written."""
    import errno

    from app.storage.export_file import private_output
    from app.storage.text_safety import clean_text

    try:
        with private_output(path) as out:
            out.write(clean_text(text)[0])  # an answer's lone surrogate becomes U+FFFD
    except OSError as err:
        if err.errno in (errno.ENOSPC, errno.EDQUOT):
            raise SetError(f"{path} cannot be written: the disk is full.") from err
        raise SetError(f"{path} cannot be written ({err.strerror or type(err).__name__}).") from err
