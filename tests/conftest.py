"""Shared fixtures: a real loopback OpenAI server, temporary data dirs, and a qasync loop
for GUI tests (qasync with pytest-qt: sync tests, loop created already running, released at
teardown without stop())."""

from __future__ import annotations

import asyncio
import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Never let a test reach the user's real keyring or data.
os.environ.pop("COMETDESK_API_KEY", None)
os.environ.pop("COMETDESK_BASE_URL", None)


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """A test process lets go of Qt before Python exits (see tests/support/qt_exit.py)."""
    from tests.support.qt_exit import let_go_of_qt

    let_go_of_qt()


@pytest.fixture(autouse=True)
def _nothing_left_running() -> Iterator[None]:
    """A test that leaves threads, child processes, listening sockets or visible windows
    behind fails (at teardown, naming them): whatever it left would slow down or break the
    tests after it, which then fail by chance. Set up first, so it checks last."""
    from tests.support.leaks import Snapshot

    before = Snapshot.take()
    yield
    if problems := before.left_behind():
        pytest.fail("left running after the test: " + "; ".join(problems), pytrace=False)


@pytest.fixture(autouse=True)
def _collect_garbage_on_main_thread() -> Iterator[None]:
    """Qt objects must be freed on the thread that owns them. With automatic collection a
    cycle holding a window can be collected on a storage or HTTP-server thread and crash Qt,
    so GC runs here, on the main thread, after every test (the app does it on a timer)."""
    gc.disable()
    yield
    gc.collect()


@pytest.fixture
def fake_server() -> Iterator[Any]:
    from tests.support.fake_server import FakeOpenAIServer

    with FakeOpenAIServer() as server:
        yield server


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """An empty data dir, except that auto-title is off: it would add a title request to
    the scripted exchanges of every test. tests/gui/test_auto_title.py turns it on."""
    from app import config

    path = tmp_path / "data"
    path.mkdir()
    config.save_settings(path, config.Settings(auto_title=False))
    return path


@pytest.fixture
def qasync_loop(qapp: Any, qtbot: Any) -> Iterator[asyncio.AbstractEventLoop]:
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    old_hooks = sys.get_asyncgen_hooks()
    # qasync does not install asyncio's async-generator hooks; do it here.
    sys.set_asyncgen_hooks(
        firstiter=loop._asyncgen_firstiter_hook,  # type: ignore[attr-defined]
        finalizer=loop._asyncgen_finalizer_hook,  # type: ignore[attr-defined]
    )
    left: list[str] = []
    try:
        yield loop
    finally:
        pending = [t for t in asyncio.all_tasks(loop) if not t.done()]
        left = sorted(_task_name(t) for t in pending)
        for task in pending:
            task.cancel()
        if pending:
            qtbot.waitUntil(lambda: all(t.done() for t in pending), timeout=5000)
        gens = asyncio.ensure_future(loop.shutdown_asyncgens())
        qtbot.waitUntil(gens.done, timeout=5000)
        # Release the "running" state without loop.stop(): stop() would call
        # QApplication.exit() and break every later qtbot wait.
        loop._QEventLoop__is_running = False  # type: ignore[attr-defined]
        sys.set_asyncgen_hooks(*old_hooks)
        asyncio.events._set_running_loop(None)
        loop.close()
        asyncio.set_event_loop(None)
    if left:
        # The app shuts its work down when it closes (controller.shutdown()); a test that
        # leaves tasks running would have them finish into the next test.
        pytest.fail("tasks left running after the test: " + ", ".join(left), pytrace=False)


def _task_name(task: asyncio.Task[Any]) -> str:
    coro = task.get_coro()
    name = getattr(coro, "__qualname__", None) or repr(coro)
    return f"{task.get_name()} ({name})"
