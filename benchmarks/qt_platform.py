"""Which Qt platform the GUI benchmarks draw on.

Offscreen unless told otherwise: ``--platform xcb`` on the command line, or
``QT_QPA_PLATFORM=xcb`` in the environment, draws on a real X11 window, where painting costs
more (the backing store goes to the X server). Without a display, under Xvfb:

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python -m benchmarks.bench_stream_ui \
        --platform xcb
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Sequence

DEFAULT = "offscreen"


def qpa_platform(argv: Sequence[str]) -> str:
    """The platform asked for by ``--platform NAME`` (or ``--platform=NAME``) in ``argv``,
    else QT_QPA_PLATFORM, else offscreen. Read before PySide6 is imported: Qt picks its
    platform once, when the application is made."""
    for n, arg in enumerate(argv):
        if arg == "--platform" and n + 1 < len(argv):
            return argv[n + 1]
        if arg.startswith("--platform="):
            return arg.split("=", 1)[1]
    return os.environ.get("QT_QPA_PLATFORM") or DEFAULT


def add_argument(parser: argparse.ArgumentParser) -> None:
    """``--platform`` in a benchmark's own options (it was already read by qpa_platform)."""
    parser.add_argument(
        "--platform",
        default=DEFAULT,
        help="Qt platform: offscreen (default) or xcb (a real X11 window, e.g. under Xvfb)",
    )
