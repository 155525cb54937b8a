"""The child process of app.kb.index_process: one indexing run, ordered on stdin (one JSON
line), reported on stdout (JSON lines: ``{"progress": [phase, done, total]}``, then
``{"result": {...}}``)."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from dataclasses import asdict
from pathlib import Path

from app.kb.index_job import IndexJob
from app.kb.index_process import EndpointSpec, client_maker

STEPS = 200
NICENESS = 10


def main() -> int:
    # Background work: the window the person is using gets the CPU first.
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    order = json.loads(sys.stdin.readline())
    spec = order.get("endpoint")
    endpoint = None if spec is None else EndpointSpec(**spec)

    last: dict[str, int] = {}

    def progress(phase: str, done: int, total: int) -> None:
        # Whole steps only: a base of 100,000 files does not send 100,000 lines.
        step = done * STEPS // max(1, total)
        if last.get(phase) != step or done == total:
            last[phase] = step
            print(json.dumps({"progress": [phase, done, total]}), flush=True)

    job = IndexJob(
        Path(order["data_dir"]),
        order["name"],
        client_maker(endpoint),
        progress,
        embed=bool(order.get("embed", True)),
        paths=order.get("paths"),
        reindex=bool(order.get("reindex", False)),
    )
    result = job.run()
    print(json.dumps({"result": asdict(result)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
