"""Run every benchmarks/bench_*.py in its own process (so start-up and RSS are clean).

    python -m benchmarks [NAME ...] [--platform xcb]

``--platform`` is handed to each benchmark through QT_QPA_PLATFORM (offscreen unless told;
xcb draws on a real X11 window, e.g. under ``xvfb-run -a -s "-screen 0 1600x1000x24"``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from benchmarks.qt_platform import add_argument, qpa_platform


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("names", nargs="*", help="only these (startup, bench_startup, …)")
    add_argument(parser)
    args = parser.parse_args(argv)
    qpa = qpa_platform(argv)
    env = {**os.environ, "QT_QPA_PLATFORM": qpa}
    here = Path(__file__).parent
    wanted = set(args.names)
    failures = 0
    for script in sorted(here.glob("bench_*.py")):
        names = {script.stem, script.stem.removeprefix("bench_")}
        if wanted and not names & wanted:
            continue
        print(f"\n=== {script.stem} (Qt platform {qpa}) ===", flush=True)
        rc = subprocess.call([sys.executable, "-m", f"benchmarks.{script.stem}"], env=env)
        failures += rc != 0
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
