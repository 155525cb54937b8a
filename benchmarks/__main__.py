"""Run every benchmarks/bench_*.py in its own process (so start-up and RSS are clean)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    wanted = set(argv)
    failures = 0
    for script in sorted(here.glob("bench_*.py")):
        names = {script.stem, script.stem.removeprefix("bench_")}
        if wanted and not names & wanted:
            continue
        print(f"\n=== {script.stem} ===", flush=True)
        rc = subprocess.call([sys.executable, "-m", f"benchmarks.{script.stem}"])
        failures += rc != 0
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
