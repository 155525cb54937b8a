"""Run the GUI, integration and end-to-end tests again and again with one core kept busy, to
show that they pass on a loaded machine and in any order, not by chance.

    .venv/bin/python scripts/stress_tests.py --runs 10 --sync-seeds 100  # `make test-stress`
    .venv/bin/python scripts/stress_tests.py --runs 3 tests/gui   # a narrower set

Each run is a new random order (pytest-randomly); its seed is printed with each result, so
``pytest --randomly-seed=SEED`` replays a failing run's order. A busy loop pinned to the
last core keeps that core at 100 % for the whole time, as another job on a shared CI machine
would. Then, with ``--sync-seeds N``, the sync convergence property test
(tests/integration/sync/test_convergence.py) runs N more seeds on each storage (a folder,
WebDAV, S3), from a random first seed; each failing seed is printed with the command that
replays it. Exits 0 when every run and seed passed, 1 otherwise; each run's log is kept in
the folder printed at the end.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_PATHS = ("tests/gui", "tests/integration", "tests/e2e")
BUSY_LOOP = "while True: pass"
CONVERGENCE = "tests/integration/sync/test_convergence.py"


def _busy_core() -> subprocess.Popen[bytes]:
    """A process that keeps one core (the last one, where taskset exists) fully busy."""
    command = [sys.executable, "-c", BUSY_LOOP]
    cores = os.cpu_count() or 1
    if cores > 1 and Path("/usr/bin/taskset").exists():
        command = ["/usr/bin/taskset", "-c", str(cores - 1), *command]
    return subprocess.Popen(command)


def _summary(log: str) -> str:
    """pytest's last line ("3 failed, 800 passed in 300.1s") or a note that there is none."""
    for line in reversed(log.splitlines()):
        if re.search(r"\b(passed|failed|error|errors)\b", line) and " in " in line:
            return line.strip("= ")
    return "no pytest summary (crashed?)"


def _sync_seeds(count: int, logs: Path, env: dict[str, str]) -> bool:
    """The convergence property test on ``count`` seeds per storage, on every core; whether
    every seed passed. Failing seeds are printed with the command that replays each."""
    base = random.randrange(1, 10**6) * 1000
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p"]
    command += ["no:randomly", "-n", "auto", CONVERGENCE, "-k", "test_every_machine"]
    seeds_env = {**env, "SYNC_SEEDS": str(count), "SYNC_SEED_BASE": str(base)}
    t0 = time.monotonic()
    result = subprocess.run(command, cwd=ROOT, env=seeds_env, capture_output=True, text=True)
    log = logs / f"sync-seeds-{base}-{base + count - 1}.log"
    log.write_text(result.stdout + result.stderr, encoding="utf-8")
    minutes = (time.monotonic() - t0) / 60
    ok = result.returncode == 0
    print(
        f"sync convergence, seeds {base}..{base + count - 1} on each storage "
        f"{'ok  ' if ok else 'FAIL'} {minutes:5.1f} min  {_summary(result.stdout)}",
        flush=True,
    )
    for line in result.stdout.splitlines():
        found = re.match(r"FAILED \S+\[(\w+)-seed(\d+)\]", line)
        if found:
            kind, seed = found.groups()
            print(
                f"        {kind} seed {seed}: SYNC_SEED={seed} pytest {CONVERGENCE} -k {kind}",
                flush=True,
            )
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument(
        "--sync-seeds",
        type=int,
        default=0,
        help="then run the sync convergence property test on this many seeds per storage",
    )
    parser.add_argument("paths", nargs="*", default=list(DEFAULT_PATHS))
    args = parser.parse_args(argv)

    logs = Path(tempfile.mkdtemp(prefix="cometdesk-stress-"))
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    failed_runs = 0
    started = time.monotonic()
    busy = _busy_core()
    try:
        for run in range(1, args.runs + 1):
            seed = random.randrange(1, 2**31)
            command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
            command += [f"--randomly-seed={seed}", "-n", "0", *args.paths]
            t0 = time.monotonic()
            result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
            log = logs / f"run-{run:02d}-seed-{seed}.log"
            log.write_text(result.stdout + result.stderr, encoding="utf-8")
            minutes = (time.monotonic() - t0) / 60
            ok = result.returncode == 0
            failed_runs += not ok
            mark = "ok  " if ok else "FAIL"
            print(
                f"run {run:2d}/{args.runs} {mark} seed {seed:<10d} {minutes:5.1f} min  "
                f"{_summary(result.stdout)}",
                flush=True,
            )
            if not ok:
                how = (
                    f"killed by signal {-result.returncode}"
                    if result.returncode < 0
                    else f"exit code {result.returncode}"
                )
                print(f"        pytest ended with {how}", flush=True)
                for line in result.stdout.splitlines():
                    if line.startswith(("FAILED", "ERROR")):
                        print(f"        {line}", flush=True)
        seeds_ok = args.sync_seeds <= 0 or _sync_seeds(args.sync_seeds, logs, env)
    finally:
        busy.kill()
        busy.wait()
    total = (time.monotonic() - started) / 60
    print(f"{args.runs - failed_runs} of {args.runs} runs passed in {total:.1f} min; logs: {logs}")
    return 0 if failed_runs == 0 and seeds_ok else 1


if __name__ == "__main__":
    sys.exit(main())
