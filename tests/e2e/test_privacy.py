"""Private by default (issue 18), with the real app in its own processes under a permissive
umask (0022, as a login shell has it):

- a whole session on a fresh folder (first start, a chat with an image, a compare, a
  reply killed with SIGKILL mid-stream, a restart, an export, a damaged database repaired
  and one moved aside), then every file and folder the app wrote is checked: 0700 / 0600;
- an existing folder an older version left readable by everyone is tightened at start-up;
- a single-instance socket name squatted by something the app did not create (a regular
  file; a listening socket of another account) is never connected to and never stops it.

Run as ``python -m tests.e2e.test_privacy drive IMAGE`` this module is also the driver of
the session: it starts the app through ``app.main.run`` (umask, data folder checks, logging,
single instance: the real start-up) and acts on the window with clicks and key presses on
the controls by their object names.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import sqlite3
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SLOW_MODEL = "gpt-4.1"
COMPARED = ("claude-sonnet-4-5", "gemini-2.5-flash")
SECRET = "sk-privacy-e2e-0000000000"


# ---- helpers for the tests ---------------------------------------------------------------


def _env(data_dir: Path, base_url: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env.pop("XDG_RUNTIME_DIR", None)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        COMETDESK_DATA_DIR=str(data_dir),
        COMETDESK_BASE_URL=base_url,
        COMETDESK_API_KEY=SECRET,
        **extra,
    )
    return env


def _login_umask() -> None:
    os.umask(0o022)


def _app(
    args: list[str], env: dict[str, str], timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
        preexec_fn=_login_umask,
    )


def _not_private(folder: Path) -> list[str]:
    """Every entry under ``folder`` (itself included) that another account could read."""
    bad = []
    for path in [folder, *folder.rglob("*")]:
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            bad.append(f"{path}: a link")
            continue
        mode = stat.S_IMODE(info.st_mode)
        wanted = 0o700 if stat.S_ISDIR(info.st_mode) else 0o600
        if stat.S_ISSOCK(info.st_mode):
            wanted = mode & 0o700  # a socket needs only to keep others out
        if mode != wanted or mode & 0o077:
            bad.append(f"{path.relative_to(folder.parent)}: {oct(mode)}")
    return bad


def _query(db: Path, sql: str) -> list[tuple[Any, ...]]:
    if not db.exists():
        return []
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
    try:
        return conn.execute(sql).fetchall()
    except sqlite3.OperationalError:
        return []
    finally:
        conn.close()


def _wait(what: str, done: Callable[[], bool], proc: subprocess.Popen[str], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if done():
            return
        if proc.poll() is not None:
            break
        time.sleep(0.1)
    proc.kill()
    out, err = proc.communicate(timeout=10)
    raise AssertionError(f"the session did not reach: {what}\nstdout:\n{out}\nstderr:\n{err}")


def _smash_search_index(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    try:
        pages = [
            r[0]
            for r in conn.execute(
                "SELECT pageno FROM dbstat WHERE name = 'messages_fts_data' ORDER BY pageno"
            )
        ]
    except sqlite3.OperationalError as err:
        pytest.skip(f"this SQLite has no dbstat table to find pages with: {err}")
    finally:
        conn.close()
    with db.open("r+b") as fh:
        fh.seek((pages[0] - 1) * 4096)
        fh.write(b"\x0d\xff\xff\x7f\x7f\x00\x10" + b"\xee" * 64)


def test_a_whole_session_writes_nothing_another_account_can_read(
    tmp_path: Path, fake_server: Any
) -> None:
    from PIL import Image

    from tests.support.fake_server import Reply

    data = tmp_path / "home" / "cometdesk"  # does not exist yet: the very first start
    image = tmp_path / "photo.png"
    Image.new("RGB", (640, 480), (20, 120, 200)).save(image)
    fake_server.enqueue(
        Reply(deltas=[f"w{i} " for i in range(5000)], delay_per_chunk=0.01), key=SLOW_MODEL
    )
    env = _env(data, fake_server.base_url)
    db = data / "cometdesk.sqlite3"

    driver = subprocess.Popen(
        [sys.executable, "-m", "tests.e2e.test_privacy", "drive", str(image)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_login_umask,
    )
    try:
        _wait(
            "a partial reply saved while streaming",
            lambda: any("w40 " in r[0] for r in _query(db, "SELECT parts FROM messages")),
            driver,
            timeout=90,
        )
        driver.send_signal(signal.SIGKILL)  # a crash, mid-reply
        driver.wait(timeout=10)
    finally:
        if driver.poll() is None:
            driver.kill()
        driver.communicate(timeout=10)
    images = _query(db, "SELECT count(*) FROM blobs")
    assert images and images[0][0] == 1, "the chat with an image was not stored"
    compared = _query(db, "SELECT DISTINCT model FROM messages WHERE role = 'assistant'")
    assert set(COMPARED) <= {r[0] for r in compared}, "the compare was not stored"

    restart = _app(["--self-check"], env)
    assert restart.returncode == 0, restart.stderr
    assert _query(db, "SELECT count(*) FROM messages WHERE status = 'interrupted'") == [(1,)]

    export = tmp_path / "export.json"
    done = _app(["export", "-o", str(export)], env)
    assert done.returncode == 0, done.stderr
    assert stat.S_IMODE(export.stat().st_mode) == 0o600
    assert len(json.loads(export.read_text(encoding="utf-8"))["conversations"]) >= 3

    _smash_search_index(db)
    repaired = _app(["--self-check"], env)
    assert repaired.returncode == 0, repaired.stderr
    db.write_bytes(b"not a database any more " * 400)  # beyond repair: moved aside
    moved = _app(["--self-check"], env)
    assert moved.returncode == 0, moved.stderr

    names = {p.name for p in data.iterdir()}
    assert {"cometdesk.sqlite3", "blobs", "logs", "cache"} <= names, names
    assert sum(n.startswith("cometdesk.sqlite3.corrupt-") for n in names) == 2, names
    assert (data / "logs" / "cometdesk.log").exists()
    assert _not_private(data) == []
    assert stat.S_IMODE((tmp_path / "home").stat().st_mode) == 0o700  # made by the app too


def test_a_wider_existing_folder_is_tightened_at_start_up(tmp_path: Path, fake_server: Any) -> None:
    from app.storage import Repository, open_database

    data = tmp_path / "cometdesk"
    data.mkdir()
    conn, _ = open_database(data / "cometdesk.sqlite3")
    Repository(conn).create_conversation("from an older version", _params())
    conn.close()
    blob = data / "blobs" / "ab" / "cd" / ("abcd" + "0" * 60)
    blob.parent.mkdir(parents=True)
    blob.write_bytes(b"photo")
    (data / "logs").mkdir()
    (data / "logs" / "cometdesk.log").write_text("old log\n", encoding="utf-8")
    for path in [data, *data.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)  # as an older Comet Desk left it

    # The default folder (no COMETDESK_DATA_DIR): HOME points the platform folder here.
    env = _env(data, fake_server.base_url)
    del env["COMETDESK_DATA_DIR"]
    env.update(HOME=str(tmp_path / "user"), XDG_DATA_HOME=str(tmp_path))
    started = _app(["--self-check"], env)
    assert started.returncode == 0, started.stderr
    assert _not_private(data) == []
    log = (data / "logs" / "cometdesk.log").read_text(encoding="utf-8")
    assert "was readable by other accounts: made" in log
    again = _app(["--self-check"], env)
    assert again.returncode == 0, again.stderr
    assert (data / "logs" / "cometdesk.log").read_text(encoding="utf-8").count(
        "was readable by other accounts"
    ) == 1  # once


def _params() -> Any:
    from app.domain import Params

    return Params()


def _socket_path(data: Path, runtime: Path) -> Path:
    from app.ui.shell.single_instance import socket_path

    path = socket_path(data, {"XDG_RUNTIME_DIR": str(runtime)})
    assert path is not None and path.parent == runtime
    return path


@pytest.fixture
def runtime() -> Iterator[Path]:
    """A private XDG_RUNTIME_DIR with a short path: pytest's own temporary folders (longer
    still under xdist) can be too long for a socket's address, and the app would then fall
    back to the data folder, which these tests are not about."""
    path = Path(tempfile.mkdtemp(prefix="cd-run-"))
    path.chmod(0o700)
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


def test_a_squatted_socket_name_is_neither_followed_nor_fatal(
    tmp_path: Path, fake_server: Any, runtime: Path
) -> None:
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    squat = _socket_path(data, runtime)
    squat.write_text("not ours", encoding="utf-8")
    env = _env(data, fake_server.base_url, XDG_RUNTIME_DIR=str(runtime))
    started = _app(["--self-check"], env)
    assert started.returncode == 0, started.stderr  # it did not think another one runs
    assert json.loads(started.stdout.splitlines()[-1])["event"] == "ready"
    assert squat.read_text(encoding="utf-8") == "not ours"  # left alone
    log = (data / "logs" / "cometdesk.log").read_text(encoding="utf-8")
    assert f"running without single-instance: {squat} is not a socket of ours" in log


def test_another_accounts_socket_is_never_connected_to(
    tmp_path: Path, fake_server: Any, runtime: Path
) -> None:
    if os.getuid() != 0:
        pytest.skip("making a socket owned by another account needs root (chown)")
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    path = _socket_path(data, runtime)
    impostor = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    impostor.bind(str(path))
    impostor.listen(4)
    os.chown(path, 65534, 65534)  # nobody's: as if another account had made it first
    impostor.settimeout(0.2)
    try:
        env = _env(data, fake_server.base_url, XDG_RUNTIME_DIR=str(runtime))
        started = _app(["--self-check"], env)
        assert started.returncode == 0, started.stderr
        with pytest.raises(TimeoutError):
            impostor.accept()  # nobody ever connected to the impostor
    finally:
        impostor.close()
    assert path.exists() and path.lstat().st_uid == 65534  # not removed either


def test_single_instance_still_brings_the_first_window_forward(
    tmp_path: Path, fake_server: Any, runtime: Path
) -> None:
    data = tmp_path / "data"
    env = _env(data, fake_server.base_url, XDG_RUNTIME_DIR=str(runtime))
    first = subprocess.Popen(
        [sys.executable, "-m", "app"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_login_umask,
    )
    try:
        path = _socket_path(data, runtime)
        _wait("the first instance listening", path.exists, first, timeout=30)
        info = path.lstat()
        assert stat.S_ISSOCK(info.st_mode) and info.st_uid == os.getuid()
        second = _app([], env, timeout=30)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stdout
    finally:
        first.send_signal(signal.SIGTERM)
        first.communicate(timeout=20)
    assert not path.exists()  # removed by its owner on the way out


# ---- the driver (python -m tests.e2e.test_privacy drive IMAGE) ---------------------------


def _drive(image: Path) -> int:
    """The real start-up with a scripted person at the keyboard and mouse."""
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QComboBox, QWidget

    from app.main import run
    from tests.support.gui_actions import drop_files

    _qt_app = QApplication(sys.argv[:1])  # run() reuses it; the timer below needs it first
    db = Path(os.environ["COMETDESK_DATA_DIR"]) / "cometdesk.sqlite3"
    state = {"step": "models"}

    def find(name: str, kind: type[Any] = QWidget) -> Any:
        for top in QApplication.topLevelWidgets():
            if top.objectName() == name:
                return top
            found = top.findChild(kind, name)
            if found is not None:
                return found
        return None

    def complete_replies() -> int:
        rows = _query(
            db, "SELECT count(*) FROM messages WHERE role = 'assistant' AND status = 'complete'"
        )
        return int(rows[0][0]) if rows else 0

    def click(name: str) -> None:
        QTest.mouseClick(find(name), Qt.MouseButton.LeftButton)

    def type_and_send(text: str) -> None:
        composer = find("composer")
        composer.setFocus()
        QTest.keyClicks(composer, text)
        QTest.keyClick(composer, Qt.Key.Key_Return)

    def tick() -> None:
        step = state["step"]
        if step == "models":
            picker = find("modelPicker", QComboBox)
            if picker is not None and picker.count() > 3:
                assert drop_files(find("composer").viewport(), [image])
                state["step"] = "attached"
        elif step == "attached":
            tray = find("attachmentTray")
            if tray is not None and len(tray.attachments()) == 1 and not tray.is_busy():
                type_and_send("Describe this image")
                state["step"] = "chatted"
        elif step == "chatted" and complete_replies() >= 1:
            click("compareButton")
            state["step"] = "comparing"
        elif step == "comparing":
            view = find("compareView")
            if view is None:
                return
            pickers = view.findChildren(QComboBox, "columnModelPicker")
            if len(pickers) < len(COMPARED):
                click("addColumnButton")
                return
            for picker, model in zip(pickers, COMPARED, strict=False):
                picker.setEditText(model)
            type_and_send("Compare these")
            state["step"] = "compared"
        elif step == "compared" and complete_replies() >= 3:
            click("compareButton")  # back to the chat
            window = find("mainWindow")
            QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
            find("modelPicker", QComboBox).setEditText(SLOW_MODEL)
            type_and_send("Count slowly")  # the test kills us while this streams
            print("streaming", flush=True)
            state["step"] = "streaming"

    timer = QTimer()
    timer.setInterval(100)
    timer.timeout.connect(tick)
    timer.start()
    return run([])


if __name__ == "__main__":
    if sys.argv[1:2] == ["drive"]:
        raise SystemExit(_drive(Path(sys.argv[2])))
    raise SystemExit("usage: python -m tests.e2e.test_privacy drive IMAGE")
