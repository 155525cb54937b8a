"""Composition root: parse arguments, build the QApplication and the qasync loop, build the
services, inject them, show the window. The only module besides app/ui that imports Qt."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app import __version__, config

if TYPE_CHECKING:
    import asyncio  # imported once the window is painted (~30 ms)

log = logging.getLogger("cometdesk")


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="cometdesk",
        description="Comet Desk: a desktop chat client for CometAPI and OpenAI-compatible APIs.",
        epilog="Subcommands without the GUI: 'cometdesk export …', 'cometdesk import FILE'.",
    )
    parser.add_argument(
        "action",
        nargs="?",
        choices=("new", "quick", "capture"),
        help="new: a new chat; quick: the quick window; capture: capture a region of the"
        " screen. Handed to the running Comet Desk if there is one, else it starts with it.",
    )
    parser.add_argument("--version", action="version", version=f"cometdesk {__version__}")
    parser.add_argument("--debug", action="store_true", help="verbose logging")
    parser.add_argument(
        "--self-check",
        action="store_true",
        help="open the window, wait until it is painted and ready, print timings, exit",
    )
    parser.add_argument(
        "--data-dir", type=Path, help="override the data directory (COMETDESK_DATA_DIR)"
    )
    return parser.parse_args(list(argv))


_STARTED = time.perf_counter()
_HANDED_OVER = {
    "show": "Comet Desk is already running with {0}; its window was brought forward.",
    "new": "Comet Desk is already running with {0}; it opened a new chat.",
    "quick": "Comet Desk is already running with {0}; it opened the quick window.",
    "capture": "Comet Desk is already running with {0}; it is capturing a region of the screen.",
}


def run(argv: Sequence[str] | None = None) -> int:
    os.umask(0o077)  # all this process writes is the user's alone (app/data_folder.py)
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["--kb-index-worker"]:
        # The frozen app's indexing child (app.kb.index_process.worker_command): its
        # sys.executable is this app, not Python, so `-m app.kb.index_worker` cannot be used.
        from app.kb.index_worker import main as index_worker_main

        return index_worker_main()
    if args_list and args_list[0] == "mcp":
        from app.cli.mcp import main as mcp_main

        return mcp_main(args_list, config.data_dir())
    from app.cli import COMMANDS

    if args_list and args_list[0] in COMMANDS:
        try:
            from app.cli.dispatch import main as cli_main

            code = cli_main(args_list, config.data_dir())
        except KeyboardInterrupt:
            # Ctrl+C: one sentence, not a traceback; a sync round that was cut goes on from
            # its cursors when run again.
            print("cometdesk: stopped (Ctrl+C); run the command again to go on.", file=sys.stderr)
            return 130
        except BrokenPipeError:
            # The reader of our output left (`cometdesk kb search … | head`): nothing is
            # wrong with the command. Point stdout at nothing so the exit's flush is quiet.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        if args_list[0] == "sync":
            _leave_now(code)
        return code
    args = _parse(args_list)
    data_dir = args.data_dir or config.data_dir()
    chosen = args.data_dir is not None or bool(os.environ.get("COMETDESK_DATA_DIR"))
    from app.data_folder import data_folder_problem, secure_data_folder

    if (problem := data_folder_problem(data_dir)) is not None:
        from app.ui.shell.data_folder_problem import ask_for_data_folder

        other = ask_for_data_folder(data_dir, problem, self_check=args.self_check)
        if other is None:
            return 1  # the user chose Quit
        data_dir, chosen = other, True
    from app.logs import setup_logging

    redactor = setup_logging(data_dir, debug=args.debug)
    if redactor.log_file is not None:
        from app.services.failures import set_log_location

        set_log_location(str(redactor.log_file))  # unexpected failures say where details are
    secure_data_folder(data_dir, chosen=chosen)
    return run_gui(
        data_dir,
        dict(os.environ),
        self_check=args.self_check,
        known_secrets=redactor.known_keys,
        notice=redactor.problem,
        action=args.action or "show",
    )


def _leave_now(code: int) -> None:
    """End a sync command without the interpreter's teardown. The storage library runs its
    own threads (a Rust runtime); once, on a loaded CI machine, `sync snapshots` printed its
    whole answer and then died of SIGABRT while the interpreter was tearing down. Everything
    the command writes is closed and on disk by now: flush what is printed and logged, and
    leave."""
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    os._exit(code)


def run_gui(
    data_dir: Path,
    env: dict[str, str],
    *,
    self_check: bool = False,
    known_secrets: list[str] | None = None,
    notice: str | None = None,
    action: str = "show",
) -> int:
    """``notice``: a sentence for the status bar once the window is ready (no log file).
    ``action``: what the start asks for beyond the window ("new", "quick", "capture")."""
    from PySide6.QtWidgets import QApplication

    _lighten_imports()

    existing = QApplication.instance()
    # Fusion from the command line: set from Python it costs ~5 ms before the first paint.
    app = existing or QApplication([*sys.argv[:1], "-style", "Fusion"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Comet Desk")
    app.setOrganizationName("cometdesk")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("cometdesk")

    from app.ui.shell.single_instance import ask_running_instance

    if ask_running_instance(data_dir, action):
        print(_HANDED_OVER.get(action, _HANDED_OVER["show"]).format(data_dir))
        return 0

    from app.ui.shell.main_window import MainWindow
    from app.ui.shell.theme import ThemeManager

    settings = config.load_settings(data_dir)
    from app.ui.shell import i18n

    i18n.install(app, settings.language)  # before any widget exists: their texts translate
    theme = ThemeManager(app, set_style=existing is not None)
    theme.apply(settings.theme, sheet_later=True)
    window = MainWindow()
    window.restore_layout(
        settings.window_geometry,
        settings.pane_sizes,
        settings.sidebar_visible,
        settings.inspector_visible,
    )
    probe = None
    if self_check:
        from app.ui.shell.self_check import FirstPaintProbe

        probe = FirstPaintProbe(window, _STARTED)
    from app.ui.shell.first_paint import AfterFirstPaint

    painted = AfterFirstPaint(window)
    window.show()
    app.processEvents()  # the first paint, before asyncio, qasync and the services load

    import asyncio

    loop = _make_loop(app)
    asyncio.set_event_loop(loop)
    _install_sigterm(app)
    _install_main_thread_gc(app)

    # Services are built after the first paint: httpx and sqlite set-up don't delay the window.
    def build() -> None:
        theme.apply_sheet()
        from app.ui.shell.single_instance import InstanceServer

        # Listening starts once the window is painted (QtNetwork costs start-up time); a
        # second start in those few milliseconds opens its own window, as before the check.
        instance = InstanceServer(data_dir, window)
        _set_icon(app)
        controller = build_controller(window, data_dir, env, known_secrets=known_secrets)
        if probe is not None:
            controller.ready.connect(probe.on_ready)
        controller.themeChanged.connect(theme.apply)
        if notice:
            controller.ready.connect(lambda: controller.status.show(notice, 20_000))
        instance.requested.connect(controller.perform)
        if action != "show":
            controller.ready.connect(lambda: controller.perform(action))
        controller.start()
        window.setProperty("controller", controller)  # keeps it alive with the window

    painted.then(build)
    with loop:
        window.destroyed.connect(lambda: None)
        app.lastWindowClosed.connect(loop.stop)
        loop.run_forever()
    return 0


def _lighten_imports() -> None:
    """Two costs of importing that the app does not need, removed before the first paint.

    PySide checks every module imported after it for the word "PySide6" (to scope its
    opt-in ``__feature__`` switches) with ``inspect.getsource``, which walks sys.modules on
    each call and keeps every module's source in linecache: ~30 ms before the first paint,
    ~200-300 ms and ~13 MB of RSS by the time the app is ready. The same check reads the
    file's bytes instead (anything else, a module from a zip, still goes the old way).

    httpx imports its command-line client (rich, click: ~6 MB) when they are installed; a
    module set to None in sys.modules is an import that fails at once, which httpx allows."""
    sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
    feature = sys.modules.get("PySide6.support.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if check is None or getattr(check, "light", False):
        return

    def uses_pyside(module: object) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return bool(check(module))

    uses_pyside.light = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


def _set_icon(app: Any) -> None:
    """After the first paint: loading the SVG plugin costs start-up time otherwise. Up to
    256 px: X11 hands every size to the window manager in a property of each window, and
    512 px alone kept 1.8 MB (the desktop file's icon theme has the larger sizes)."""
    from PySide6.QtGui import QIcon

    icons = Path(__file__).parent / "resources" / "icons"
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addFile(str(icons / "hicolor" / f"{size}x{size}" / "apps" / "cometdesk.png"))
    app.setWindowIcon(icon)


def _make_loop(app: object) -> asyncio.AbstractEventLoop:
    import qasync

    class Loop(qasync.QEventLoop):  # type: ignore[misc, name-defined]
        """qasync's loop plus asyncio's async-generator hooks, which qasync leaves out: without
        them an abandoned async generator is finalised outside the loop, where its
        clean-up fails ("async generator ignored GeneratorExit")."""

        def run_forever(self) -> None:
            old = sys.get_asyncgen_hooks()
            sys.set_asyncgen_hooks(
                firstiter=self._asyncgen_firstiter_hook, finalizer=self._asyncgen_finalizer_hook
            )
            try:
                super().run_forever()
            finally:
                sys.set_asyncgen_hooks(*old)

    return Loop(app)  # type: ignore[no-any-return]


def build_controller(
    window: Any,
    data_dir: Path,
    env: dict[str, str],
    keystore: Any = None,
    *,
    known_secrets: list[str] | None = None,
) -> Any:
    from app.secrets import KeyringStore
    from app.services.app_services import build_services
    from app.storage import BLOBS_DIRNAME, DB_FILENAME, AsyncRepository, BlobStore
    from app.ui.shell.controller import AppController
    from app.ui.shell.main_window import MainWindow

    assert isinstance(window, MainWindow)
    data_dir.mkdir(parents=True, exist_ok=True)
    services = build_services(
        data_dir,
        repo=AsyncRepository(data_dir / DB_FILENAME),
        blobs=BlobStore(data_dir / BLOBS_DIRNAME),
        keystore=keystore if keystore is not None else KeyringStore(),
        settings=config.load_settings(data_dir),
        env=env,
        known_secrets=known_secrets,
    )
    return AppController(window, services)


def _install_main_thread_gc(app: object) -> None:
    """Run Python's cyclic garbage collector on the UI thread only.

    Left automatic, the collector runs in whichever thread happens to allocate (the storage
    worker, a to_thread job) and may free a Qt object there, which crashes Qt. qutebrowser
    does the same for the same reason.
    """
    import gc

    from PySide6.QtCore import QTimer

    gc.disable()
    timer = QTimer(app)  # type: ignore[arg-type]
    timer.setInterval(1000)
    counter = {"ticks": 0}

    def collect() -> None:
        counter["ticks"] += 1
        gc.collect(2 if counter["ticks"] % 60 == 0 else 0)

    timer.timeout.connect(collect)
    timer.start()


def _install_sigterm(app: object) -> None:
    """SIGTERM closes the window the normal way, so a running reply is saved first."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    assert isinstance(app, QApplication)

    def on_term(_signum: int, _frame: object) -> None:
        QTimer.singleShot(0, app.closeAllWindows)

    signal.signal(signal.SIGTERM, on_term)
    # Python runs signal handlers only between bytecodes; a slow idle timer makes sure the
    # interpreter gets a turn while Qt sits in its C++ event loop.
    timer = QTimer(app)
    timer.setInterval(250)
    timer.timeout.connect(lambda: None)
    timer.start()
