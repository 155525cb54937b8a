"""`cometdesk batch PROMPTS.csv|PROMPTS.jsonl --model A --model B [--param NAME=VALUE …]
[--concurrency N] [-o OUT.jsonl]`: every prompt sent to every model, without the GUI, one
JSON record per prompt × model (app.services.batch.records says what a record holds).

With -o the records go to OUT.jsonl as they finish, and the file is rewritten in a stable
order at the end (prompt order, then model order as given); running the same command
again resumes (records already ``ok`` for the same prompt, model and parameters are kept
and not sent again; app.services.batch.output says how). Without -o the records go to
stdout at the end, in the same order, and nothing else does.

Exit codes: 0 every prompt answered by every model, 1 some failed (their records say why)
or the run stopped after some were answered, 2 nothing could start (no key, bad
arguments, an unreadable prompts file, an output that cannot be written, or a first answer
that stops the run: a rejected key, an empty balance, an unreachable server). Each failure
is one sentence on stderr; the key is never printed or written.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.cli.common import (
    DEFAULT_CONCURRENCY,
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    INTERRUPTED,
    api_key_or_exit,
    concurrency,
    fail,
    first_os_error,
    plural,
)

if TYPE_CHECKING:
    from app.config import Settings
    from app.domain import Params
    from app.services.batch.job import BatchCell
    from app.services.batch.output import BatchOutput
    from app.services.batch.records import BatchRecord, RecordKey

HELP = "send prompts from a CSV/JSONL to models, as JSONL"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "prompts", type=Path, metavar="PROMPTS", help=".csv (a prompt column) or .jsonl"
    )
    parser.add_argument(
        "--model",
        action="append",
        metavar="ID",
        help="a model to ask (repeat for several; default: the app's default model)",
    )
    parser.add_argument(
        "--param",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a request parameter, e.g. temperature=0.2, n=3, logprobs=true (repeat)",
    )
    parser.add_argument(
        "--concurrency",
        type=concurrency,
        default=DEFAULT_CONCURRENCY,
        metavar="N",
        help=f"requests at a time (default {DEFAULT_CONCURRENCY})",
    )
    parser.add_argument(
        "-o", "--output", type=Path, metavar="OUT", help=".jsonl (default: stdout at the end)"
    )


@dataclass
class _Run:
    """What one run has to hand when it ends, however it ends (Ctrl+C included)."""

    cells: list[BatchCell]
    output: BatchOutput | None
    kept: dict[tuple[int, int], dict[str, Any]] = field(default_factory=dict)
    leftover: list[dict[str, Any]] = field(default_factory=list)
    new: dict[tuple[int, int], BatchRecord] = field(default_factory=dict)

    @property
    def todo(self) -> list[BatchCell]:
        return [cell for cell in self.cells if cell.position not in self.kept]

    def ordered(self) -> list[Mapping[str, Any]]:
        """Every record in the stable order: prompt order, then model order; records kept
        from an earlier run that no prompt × model of this run matches come last."""
        out: list[Mapping[str, Any]] = []
        for cell in self.cells:
            record = self.new.get(cell.position)
            if record is not None:
                out.append(record.to_json())
            elif cell.position in self.kept:
                out.append(self.kept[cell.position])
        return out + self.leftover


def run(args: argparse.Namespace, data_dir: Path) -> int:
    runs: list[_Run] = []
    try:
        return _batch(args, data_dir, runs)
    except KeyboardInterrupt:
        if runs and runs[0].output is None:
            # Without -o the finished records exist nowhere else: they are printed.
            _print(runs[0].ordered())
            return fail(
                "stopped (Ctrl+C); the records printed are those that had finished.", INTERRUPTED
            )
        # With -o what finished is on disk already (see app.services.batch.output).
        return fail("stopped (Ctrl+C); run the command again to go on.", INTERRUPTED)
    finally:
        for started in runs:
            if started.output is not None:
                started.output.close()


def _batch(args: argparse.Namespace, data_dir: Path, runs: list[_Run]) -> int:
    from app.config import load_settings
    from app.services.batch.job import BatchCell
    from app.services.batch.output import BatchOutput, OutputError
    from app.services.batch.params import ParamsError, params_from, parse_params
    from app.services.batch.prompts import PromptsError, read_prompts

    try:
        given = parse_params(args.param)
        params = params_from(given)
        prompts = read_prompts(args.prompts)
        output = None if args.output is None else BatchOutput(args.output)
        if output is not None and _same_file(output.path, args.prompts):
            raise OutputError("The output must not be the prompts file; name another one.")
        kept = [] if output is None else output.kept_records()
    except (ParamsError, PromptsError, OutputError) as err:
        return fail(str(err), EXIT_USAGE)
    settings = load_settings(data_dir)
    models = _unique(args.model or [settings.default_model])
    cells = [
        BatchCell(prompt, model, (p, m))
        for p, prompt in enumerate(prompts)
        for m, model in enumerate(models)
    ]
    run = _Run(cells, output)
    _match(run, kept, given)
    runs.append(run)
    if not models:
        return fail("No model: name one with --model.", EXIT_USAGE)
    key = api_key_or_exit() if run.todo else ""
    if isinstance(key, int):
        return key
    if output is not None:
        try:
            output.start([*run.kept.values(), *run.leftover])
        except OutputError as err:
            return fail(str(err), EXIT_USAGE)
    sent = _Sent()
    if run.todo:
        outcome = _send(run, settings, data_dir, key, models, params, given, args.concurrency)
        if isinstance(outcome, int):
            return outcome
        sent = outcome
    if output is not None:
        try:
            output.finish(run.ordered())
        except OutputError as err:
            return fail(str(err), EXIT_FAILED)
    else:
        _print(run.ordered())
    return _report(run, sent, len(prompts), models)


def _match(run: _Run, kept: Iterable[dict[str, Any]], given: Mapping[str, Any]) -> None:
    """Which prompt × model each record of an earlier run answers (the same prompt, id,
    model and parameters; a prompt given twice matches two records, in order)."""
    from app.services.batch.records import key_of, record_key

    records = list(kept)
    waiting: dict[RecordKey, list[int]] = {}
    for n, record in enumerate(records):
        found = record_key(record)
        if found is not None:
            waiting.setdefault(found, []).append(n)
    matched: set[int] = set()
    for cell in run.cells:
        same = waiting.get(key_of(cell.prompt, cell.model, given))
        if same:
            n = same.pop(0)
            run.kept[cell.position] = records[n]
            matched.add(n)
    # Another run's records (other prompts, models or parameters) are answers paid for:
    # kept, in their order, after this run's.
    run.leftover = [record for n, record in enumerate(records) if n not in matched]


@dataclass(frozen=True)
class _Sent:
    """How the sending ended: ``stopped``, why the run stopped early; ``unknown``, the
    models the server does not know, with its sentence."""

    stopped: str | None = None
    unknown: Mapping[str, str] = field(default_factory=dict)


def _send(
    run: _Run,
    settings: Settings,
    data_dir: Path,
    key: str,
    models: Sequence[str],
    params: Params,
    given: Mapping[str, Any],
    concurrency: int,
) -> _Sent | int:
    from app.api import ChatClient, ModelCatalog, Network, NetworkSettingError, Timeouts
    from app.cli.progress import ProgressBar
    from app.services.app_services import CACHE_DIRNAME
    from app.services.batch.job import BatchJob, BatchOptions
    from app.services.batch.models import BatchModels
    from app.services.batch.output import cannot_write

    total = len(run.cells)
    done_before = len(run.kept)
    with ProgressBar(sys.stderr) as bar:
        bar("answering", done_before, total)

        def on_record(cell: BatchCell, record: BatchRecord) -> None:
            if run.output is not None:
                run.output.add(record.to_json())  # on disk before the next: a kill keeps it
            run.new[cell.position] = record
            bar("answering", done_before + len(run.new), total)

        async def work() -> _Sent:
            network = Network(proxy=settings.proxy, ca_bundle=settings.ca_bundle)
            timeouts = Timeouts(read=settings.read_timeout_s)
            base_url = settings.effective_base_url()
            catalog = ModelCatalog(data_dir / CACHE_DIRNAME)
            directory = await asyncio.to_thread(BatchModels, catalog, base_url, models)
            async with ChatClient(base_url, key, timeouts=timeouts, network=network) as client:
                options = BatchOptions(params=params, given=given, concurrency=concurrency)
                job = BatchJob(client, directory, options, api_key=key, on_record=on_record)
                try:
                    await job.run(run.todo)
                finally:
                    await directory.aclose()
                return _Sent(job.stopped, job.unknown)

        try:
            return asyncio.run(work())
        except NetworkSettingError as err:
            return fail(str(err), EXIT_USAGE)
        except ExceptionGroup as group:  # from the job's tasks: output.add failed
            written = first_os_error(group)
            if written is None or run.output is None:
                raise
            return fail(str(cannot_write(run.output.path, written)), EXIT_FAILED)


def _report(run: _Run, sent: _Sent, prompts: int, models: Sequence[str]) -> int:
    new = list(run.new.values())
    answered = [record for record in new if record.ok]
    failed = len(new) - len(answered)
    not_sent = len(run.todo) - len(new)
    stopped = sent.stopped
    if stopped is not None and not answered:
        return fail(
            f"{stopped} Stopped at the first answer: {_requests(not_sent)} not sent.", EXIT_USAGE
        )
    if not answered and not run.kept and set(models) <= set(sent.unknown):
        # No model the server knows: nothing could start (the records say so too).
        said = " ".join(dict.fromkeys(sent.unknown.values()))
        return fail(f"{said} Nothing was answered.", EXIT_USAGE)
    if run.output is not None:
        _summary(run, answered, failed, prompts, len(models))
    if stopped is not None:
        return fail(f"{stopped} {_requests(not_sent)} not sent.", EXIT_FAILED)
    if failed:
        return fail(
            f"{_requests(failed)} of {len(run.cells):,} failed; their records say why.",
            EXIT_FAILED,
        )
    return EXIT_OK


def _summary(
    run: _Run, answered: list[BatchRecord], failed: int, prompts: int, models: int
) -> None:
    notes = [f"{failed} failed"] if failed else []
    if run.kept:
        notes.append(f"{len(run.kept)} from an earlier run")
    said = f" ({', '.join(notes)})" if notes else ""
    tokens_in = sum(r.usage.prompt_tokens for r in answered if r.usage is not None)
    tokens_out = sum(r.usage.completion_tokens for r in answered if r.usage is not None)
    reasoning = sum(r.usage.reasoning_tokens for r in answered if r.usage is not None)
    costs = [r.cost for r in answered]
    known = [c for c in costs if c is not None]
    spent = "nothing sent" if not run.new else f"{tokens_in:,} tokens in, {tokens_out:,} out"
    if run.new and reasoning:
        spent += f" (of which {reasoning:,} reasoning)"  # part of the output, not on top
    if known:
        spent += f", ${sum(known):.6f}".rstrip("0").rstrip(".")
        if len(known) < len(costs):  # an unknown cost is said, never counted as nothing
            spent += f" + {plural(len(costs) - len(known), 'answer')} of unknown cost"
    assert run.output is not None
    print(
        f"Answered {len(run.kept) + len(answered)} of {len(run.cells)} "
        f"({plural(prompts, 'prompt')} × {plural(models, 'model')}){said} → "
        f"{run.output.path}; {spent}."
    )


def _print(records: Iterable[Mapping[str, Any]]) -> None:
    from app.services.batch.output import line_of
    from app.storage.text_safety import clean_text

    # An answer's lone surrogate becomes U+FFFD, as in the output file.
    sys.stdout.write(clean_text("".join(line_of(record) for record in records))[0])
    sys.stdout.flush()


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _unique(models: Iterable[str]) -> list[str]:
    out: list[str] = []
    for model in models:
        model = model.strip()
        if model and model not in out:
            out.append(model)
    return out


def _requests(n: int) -> str:
    return "1 request" if n == 1 else f"{n:,} requests"
