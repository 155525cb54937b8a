"""The compare's and the transcript's presenters and widgets, split where their
responsibilities part: no module of either room is over 700 lines, and a transcript's
presenter relays none of its parts' signals (a listener connects to the part that tells
it: ``thread.events``, ``thread.branch``, ``thread.actions``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal

import app
from app.ui.transcript.action_handlers import ActionHandlers
from app.ui.transcript.branch import Branch
from app.ui.transcript.reply_events import ReplyEvents
from app.ui.transcript.thread import ThreadPresenter

UI = Path(app.__file__).parent / "ui"
LIMIT = 700


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_of_the_compare_or_the_transcript_is_over_700_lines() -> None:
    modules = [p for room in ("compare", "transcript") for p in sorted((UI / room).glob("*.py"))]
    assert len(modules) > 20
    long = [f"{p.relative_to(UI)}: {_lines(p)}" for p in modules if _lines(p) > LIMIT]
    assert long == []


def _signals(cls: type) -> set[str]:
    return {name for name in vars(cls) if isinstance(vars(cls)[name], Signal)}


def test_the_thread_relays_no_signal_of_its_parts() -> None:
    parts = _signals(ReplyEvents) | _signals(Branch) | _signals(ActionHandlers)
    assert {"replyFinished", "totalsChanged", "editRequested"} <= parts  # found at all
    assert _signals(ThreadPresenter) & parts == set()
    assert _signals(ThreadPresenter) == {"runningChanged"}
