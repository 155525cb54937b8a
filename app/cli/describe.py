"""`cometdesk describe PATH… -o OUT`: describe many images with the model, without the GUI.

Exit codes: 0 every image described, 1 some failed (their rows say why) or the job stopped
after some were described, 2 nothing could start (no key, bad arguments, no images, an
output that cannot be written, or a first answer that stops the job: a rejected key, an
empty balance, an unknown model, an unreachable server). Each failure is one sentence on
stderr; the key is never printed or written. Running the same command again resumes: rows
already ``ok`` are kept and not sent again (app.services.describe.output says how).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

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
)
from app.services.describe.prompts import DEFAULT_PRESET, PRESETS, TAGS_PRESET

if TYPE_CHECKING:
    from app.config import Settings
    from app.services.describe.output import ResultFile
    from app.services.describe.rows import DescribeRow

HELP = "describe images with the model into a CSV/JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders")
    parser.add_argument(
        "-o", "--output", type=Path, required=True, metavar="OUT", help=".csv, .json or .jsonl"
    )
    ask = parser.add_mutually_exclusive_group()
    ask.add_argument("--prompt", metavar="TEXT", help="what to ask; {filename} is replaced")
    ask.add_argument(
        "--preset", choices=tuple(PRESETS), default=None, help=f"default: {DEFAULT_PRESET}"
    )
    parser.add_argument("--model", metavar="ID", help="default: the app's default model")
    parser.add_argument("--detail", choices=("low", "high", "auto"), default="auto")
    parser.add_argument(
        "--concurrency",
        type=concurrency,
        default=DEFAULT_CONCURRENCY,
        metavar="N",
        help=f"requests at a time (default {DEFAULT_CONCURRENCY})",
    )


def run(args: argparse.Namespace, data_dir: Path) -> int:
    try:
        return _describe(args, data_dir)
    except KeyboardInterrupt:
        # What was described is on disk already (see app.services.describe.output).
        return fail("stopped (Ctrl+C); run the command again to go on.", INTERRUPTED)


def _describe(args: argparse.Namespace, data_dir: Path) -> int:
    from app.config import load_settings
    from app.services.describe.files import NoSuchPath, find_images
    from app.services.describe.output import ResultFile, ResultFileError

    try:
        result = ResultFile(args.output)
        files = find_images(args.paths, skip=(result.path, result.partial))
    except (ResultFileError, NoSuchPath) as err:
        return fail(str(err), EXIT_USAGE)
    if not files:
        return fail("No images found in the paths given.", EXIT_USAGE)
    key = api_key_or_exit()
    if isinstance(key, int):
        return key
    settings = load_settings(data_dir)
    try:
        done = result.done_rows()
    except ResultFileError as err:
        return fail(str(err), EXIT_USAGE)
    already = {os.path.abspath(row.file) for row in done}
    todo = [f for f in files if os.path.abspath(f) not in already]
    try:
        result.start(done)
    except ResultFileError as err:
        return fail(str(err), EXIT_USAGE)
    try:
        return _run(args, settings, key, files, todo, done, result)
    finally:
        result.close()


def _run(
    args: argparse.Namespace,
    settings: Settings,
    key: str,
    files: list[Path],
    todo: list[Path],
    done: list[DescribeRow],
    result: ResultFile,
) -> int:
    from app.api import ChatClient, Network, NetworkSettingError, Timeouts
    from app.cli.progress import ProgressBar
    from app.services.describe.job import DescribeJob, DescribeOptions
    from app.services.describe.output import ResultFileError, cannot_write
    from app.storage import BlobStore

    template = args.prompt if args.prompt is not None else PRESETS[args.preset or DEFAULT_PRESET]
    options = DescribeOptions(
        model=args.model or settings.default_model,
        prompt=template,
        detail=args.detail,
        concurrency=args.concurrency,
        tags=args.prompt is None and args.preset == TAGS_PRESET,
    )
    new: list[DescribeRow] = []
    with (
        ProgressBar(sys.stderr) as bar,
        tempfile.TemporaryDirectory(prefix="cometdesk-describe-") as scratch,
    ):
        bar("describing", len(done), len(files))

        def on_row(row: DescribeRow) -> None:
            result.add(row)  # on disk before the next one: a killed run keeps it
            new.append(row)
            bar("describing", len(done) + len(new), len(files))

        async def work() -> str | None:
            network = Network(proxy=settings.proxy, ca_bundle=settings.ca_bundle)
            timeouts = Timeouts(read=settings.read_timeout_s)
            async with ChatClient(
                settings.effective_base_url(), key, timeouts=timeouts, network=network
            ) as client:
                # Prepared images go to a scratch blob store, as attached ones go to the
                # app's: the request is built from the same ImagePart either way.
                blobs = BlobStore(Path(scratch) / "blobs")
                job = DescribeJob(client, blobs, options, api_key=key, on_row=on_row)
                await job.run(todo)
                return job.stopped

        try:
            stopped = asyncio.run(work())
        except NetworkSettingError as err:
            return fail(str(err), EXIT_USAGE)
        except ExceptionGroup as group:  # from the job's tasks: result.add failed
            written = first_os_error(group)
            if written is None:
                raise
            return fail(str(cannot_write(result.path, written)), EXIT_FAILED)
    try:
        result.finish(_in_order(files, done, new))
    except ResultFileError as err:
        return fail(str(err), EXIT_FAILED)
    return _report(result.path, files, todo, done, new, stopped)


def _in_order(
    files: list[Path], done: list[DescribeRow], new: list[DescribeRow]
) -> list[DescribeRow]:
    """The inputs' rows in the inputs' order, then kept rows of files not named this time."""
    by_file = {os.path.abspath(row.file): row for row in [*done, *new]}
    named = [os.path.abspath(file) for file in files]
    ordered = [by_file[name] for name in named if name in by_file]
    return ordered + [row for row in done if os.path.abspath(row.file) not in set(named)]


def _report(
    output: Path,
    files: list[Path],
    todo: list[Path],
    done: list[DescribeRow],
    new: list[DescribeRow],
    stopped: str | None,
) -> int:
    described = [row for row in new if row.ok]
    failed = len(new) - len(described)
    if stopped is not None and not described:
        not_sent = len(todo) - len(new)
        unsent = f"{_images(not_sent)} not sent" if not_sent != 1 else "1 image not sent"
        return fail(f"{stopped} Stopped at the first answer: {unsent}.", EXIT_USAGE)
    named = {os.path.abspath(file) for file in files}
    kept = len([row for row in done if os.path.abspath(row.file) in named])
    notes = [f"{failed} failed"] if failed else []
    if kept:
        notes.append(f"{kept} from an earlier run")
    said = f" ({', '.join(notes)})" if notes else ""
    tokens_in = sum(row.input_tokens or 0 for row in new)
    tokens_out = sum(row.output_tokens or 0 for row in new)
    print(
        f"Described {kept + len(described)} of {_images(len(files))}{said} → {output}; "
        f"{tokens_in:,} tokens in, {tokens_out:,} out."
    )
    if stopped is not None:
        not_sent = len(todo) - len(new)
        return fail(f"{stopped} {_images(not_sent)} not sent.", EXIT_FAILED)
    if failed:
        return fail(f"{_images(failed)} could not be described; the rows say why.", EXIT_FAILED)
    return EXIT_OK


def _images(n: int) -> str:
    return "1 image" if n == 1 else f"{n:,} images"
