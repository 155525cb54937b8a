"""Packaging: the desktop entry, AppStream metainfo and icons (fast), and the PyInstaller
build started the way a user starts it (slow: builds dist/ with packaging/build_linux.sh, or
reuses a build newer than every input)."""

from __future__ import annotations

import configparser
import importlib.metadata
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from PIL import Image

from app import __version__
from tests.support.app_log import wait_for_log_line
from tests.support.fake_server import FakeOpenAIServer

ROOT = Path(__file__).resolve().parents[2]
DESKTOP_FILE = ROOT / "resources" / "linux" / "cometdesk.desktop"
METAINFO_FILE = ROOT / "resources" / "linux" / "io.cometapi.CometDesk.metainfo.xml"
ICON_DIR = ROOT / "app" / "resources" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
BUILD_SCRIPT = ROOT / "packaging" / "build_linux.sh"
BUILD_VENV = ROOT / "packaging" / ".venv-build"
DIST_APP = ROOT / "dist" / "cometdesk"
BUILD_TIMEOUT_S = 900
CANNOT_INSTALL_PYINSTALLER = 3  # build_linux.sh's exit status for that case


def _manifest() -> ModuleType:
    """packaging/freeze_manifest.py (not importable by name: `packaging` is a PyPI library)."""
    spec = importlib.util.spec_from_file_location(
        "freeze_manifest", ROOT / "packaging" / "freeze_manifest.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pyproject() -> dict[str, object]:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        project = tomllib.load(fh)["project"]
    assert isinstance(project, dict)
    return project


def _console_script() -> str:
    scripts = _pyproject()["scripts"]
    assert isinstance(scripts, dict)
    (name,) = [n for n, target in scripts.items() if target == "app.main:run"]
    return str(name)


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


# ---- fast: files a desktop reads ------------------------------------------------------------


def test_desktop_entry_starts_the_console_script_with_the_app_icon() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Comet Desk"
    assert entry["Exec"].split()[0] == _console_script() == "cometdesk"
    assert entry["TryExec"] == "cometdesk"
    assert entry["Icon"] == "cometdesk"
    assert entry["Terminal"] == "false"
    assert "Chat" in entry["Categories"].split(";") and entry["Categories"].endswith(";")
    # Wayland compositors match windows to the entry by this name (the app's desktop file
    # name, set in app/main.py), so the file must be called exactly that.
    assert 'setDesktopFileName("cometdesk")' in (ROOT / "app" / "main.py").read_text("utf-8")
    assert DESKTOP_FILE.stem == entry["StartupWMClass"] == "cometdesk"


def test_desktop_entry_actions_hand_their_command_to_the_app() -> None:
    """The launcher's right-click menu: each action runs a command the app takes (handed to
    the running instance when there is one)."""
    from app.main import _parse
    from app.ui.shell.single_instance import COMMANDS

    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]
    parser.read(DESKTOP_FILE, encoding="utf-8")
    actions = [a for a in parser["Desktop Entry"]["Actions"].split(";") if a]
    assert actions == ["new-chat", "quick-ask", "capture-region"]
    commands = []
    for action in actions:
        program, command = parser[f"Desktop Action {action}"]["Exec"].split()
        assert program == "cometdesk"
        assert _parse([command]).action == command and command in COMMANDS
        commands.append(command)
    assert commands == ["new", "quick", "capture"]


def test_metainfo_describes_this_app_and_version() -> None:
    component = ET.parse(METAINFO_FILE).getroot()
    assert component.tag == "component"
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == _manifest().BUNDLE_ID == "io.cometapi.CometDesk"
    assert component.findtext("metadata_license") == "CC0-1.0"
    license_ = _pyproject()["license"]
    assert isinstance(license_, dict)
    assert component.findtext("project_license") == license_["text"]
    assert component.findtext("name") == _desktop_entry()["Name"]
    launchable = component.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP_FILE.name
    assert component.findtext("provides/binary") == _console_script()
    assert component.findtext("icon[@type='stock']") == _desktop_entry()["Icon"]
    releases = component.findall("releases/release")
    assert releases, "metainfo lists no release"
    assert releases[0].get("version") == __version__, "add a <release> for the new version"
    assert len(component.findall("description/ul/li")) >= 3


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_has_its_size_with_transparent_corners(size: int) -> None:
    path = ICON_DIR / "hicolor" / f"{size}x{size}" / "apps" / "cometdesk.png"
    with Image.open(path) as image:
        assert image.format == "PNG"
        assert image.size == (size, size)
        rgba = image.convert("RGBA")
    # A rounded tile: the corners are see-through, the middle is solid.
    assert _alpha(rgba, 0, 0) == 0
    assert _alpha(rgba, size - 1, size - 1) == 0
    assert _alpha(rgba, size // 2, size // 2) == 255


def _alpha(image: Image.Image, x: int, y: int) -> int:
    pixel = image.getpixel((x, y))
    assert isinstance(pixel, tuple)
    return int(pixel[3])


def test_icon_svg_is_square_and_ships_in_the_package() -> None:
    svg = ICON_DIR / "cometdesk.svg"
    root = ET.parse(svg).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _x, _y, width, height = (float(v) for v in root.get("viewBox", "").split())
    assert width == height
    # Where the running app looks for it: beside the `app` package, in its package data.
    import app

    assert (Path(app.__file__).parent / "resources" / "icons" / "cometdesk.svg") == svg


def test_platform_icons_for_windows_and_macos_exist() -> None:
    with Image.open(ROOT / "packaging" / "icons" / "cometdesk.ico") as ico:
        assert (256, 256) in ico.info["sizes"] and (16, 16) in ico.info["sizes"]
    with Image.open(ROOT / "packaging" / "icons" / "cometdesk.icns") as icns:
        assert icns.format == "ICNS"
        assert max(icns.info["sizes"])[:2] == (512, 512)


def test_freeze_manifest_names_real_modules_and_distributions() -> None:
    manifest = _manifest()
    missing = [
        name
        for name in (*manifest.HIDDEN_IMPORTS, *manifest.COLLECT_SUBMODULES)
        if importlib.util.find_spec(name) is None
    ]
    assert missing == []
    for dist in manifest.COPY_METADATA:
        importlib.metadata.distribution(dist)  # raises PackageNotFoundError on a typo


def test_freeze_manifest_collects_the_native_parts_knowledge_bases_and_voice_load() -> None:
    """sqlite-vec's loadable library is found by path (never imported): the manifest must
    name it, and its patterns must match the installed file that the app loads. miniaudio's
    cffi extension and apsw are native modules the bundle is checked for."""
    import sqlite_vec

    manifest = _manifest()
    libs = dict(manifest.DYNAMIC_LIBS)
    assert "sqlite_vec" in libs
    folder = Path(sqlite_vec.loadable_path()).parent
    matched = [p for pattern in libs["sqlite_vec"] for p in folder.glob(pattern)]
    assert [p.stem for p in matched] == [Path(sqlite_vec.loadable_path()).name]
    for package in libs:
        assert importlib.util.find_spec(package) is not None, package
    assert {"_miniaudio", "_cffi_backend", "apsw"} <= set(manifest.NATIVE_MODULES)
    assert [m for m in manifest.NATIVE_MODULES if importlib.util.find_spec(m) is None] == []


@pytest.mark.parametrize(
    ("tool", "args", "path"),
    [
        ("desktop-file-validate", (), DESKTOP_FILE),
        ("appstreamcli", ("validate", "--no-net"), METAINFO_FILE),
    ],
)
def test_linux_files_pass_the_freedesktop_validators(
    tool: str, args: tuple[str, ...], path: Path
) -> None:
    exe = shutil.which(tool)
    if exe is None:
        package = "desktop-file-utils" if tool == "desktop-file-validate" else "appstream"
        pytest.skip(f"{tool} is not installed (Debian package {package})")
    proc = subprocess.run([exe, *args, str(path)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr


# ---- slow: the frozen app -------------------------------------------------------------------


@dataclass(frozen=True)
class Build:
    app_dir: Path
    tarball: Path

    @property
    def executable(self) -> Path:
        return self.app_dir / "cometdesk"


def _build_inputs() -> Iterator[Path]:
    for folder in (ROOT / "app", ROOT / "resources" / "linux"):
        yield from (p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    yield from (ROOT / "packaging").glob("*.*")
    yield ROOT / "packaging" / "linux" / "install.sh"
    yield ROOT / "pyproject.toml"


def _is_fresh(build: Build) -> bool:
    if not (build.executable.exists() and build.tarball.exists()):
        return False
    built = min(build.executable.stat().st_mtime, build.tarball.stat().st_mtime)
    return all(p.stat().st_mtime < built for p in _build_inputs())


def _clean_env(**extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("COMETDESK_", "PYTHON", "VIRTUAL_ENV"))
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def frozen() -> Build:
    arch = os.uname().machine
    build = Build(DIST_APP, ROOT / "dist" / f"cometdesk-{__version__}-linux-{arch}.tar.gz")
    if not sys.platform.startswith("linux"):
        pytest.skip("build_linux.sh builds on Linux; see docs/packaging.md for the others")
    if _is_fresh(build):
        return build
    # The build venv uses the interpreter the tests run on (its base, not the test venv).
    python = os.path.realpath(sys.executable)
    proc = subprocess.run(
        ["bash", str(BUILD_SCRIPT)],
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
        cwd=ROOT,
        env=_clean_env(PYTHON=python),
    )
    tail = (proc.stdout + proc.stderr)[-4000:]
    if proc.returncode == CANNOT_INSTALL_PYINSTALLER and os.environ.get("CI") != "true":
        pytest.skip(f"pyinstaller cannot be installed here: {tail.strip().splitlines()[-1]}")
    assert proc.returncode == 0, tail
    assert _is_fresh(build), "build_linux.sh succeeded but left no fresh dist/"
    return build


@pytest.mark.slow
@pytest.mark.timeout(BUILD_TIMEOUT_S + 60)
def test_frozen_app_prints_its_version(frozen: Build, tmp_path: Path) -> None:
    # Run from elsewhere: the bundle must not lean on the source tree.
    proc = subprocess.run(
        [str(frozen.executable), "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        env=_clean_env(),
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"cometdesk {__version__}"


@pytest.mark.slow
@pytest.mark.timeout(BUILD_TIMEOUT_S + 60)
def test_frozen_app_self_check_opens_the_window_against_a_server(
    frozen: Build, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    proc = subprocess.run(
        [str(frozen.executable), "--self-check"],
        capture_output=True,
        text=True,
        timeout=90,
        cwd=tmp_path,
        env=_clean_env(
            COMETDESK_DATA_DIR=str(data_dir),
            COMETDESK_API_KEY="sk-frozen-smoke-123456",
            COMETDESK_BASE_URL=fake_server.base_url,
        ),
    )
    assert proc.returncode == 0, proc.stderr
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert events and events[-1]["event"] == "ready", proc.stdout
    assert events[-1]["first_paint_s"] > 0 and events[-1]["conversations"] == 0
    assert (data_dir / "cometdesk.sqlite3").exists()  # sqlite3 works inside the bundle
    log = (data_dir / "logs" / "cometdesk.log").read_text("utf-8")
    assert "Traceback" not in log, log
    assert "sk-frozen-smoke-123456" not in log + proc.stdout + proc.stderr


@pytest.mark.slow
@pytest.mark.timeout(BUILD_TIMEOUT_S + 60)
def test_frozen_app_talks_to_the_server_and_closes_on_sigterm(
    frozen: Build, data_dir: Path, fake_server: FakeOpenAIServer, tmp_path: Path
) -> None:
    """The lazily imported parts (httpx, the model catalog, the Markdown/Pygments warm-up
    that runs after start-up) work inside the bundle: nothing is logged as failed."""
    proc = subprocess.Popen(
        [str(frozen.executable)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env=_clean_env(
            COMETDESK_DATA_DIR=str(data_dir),
            COMETDESK_API_KEY="sk-frozen-smoke-123456",
            COMETDESK_BASE_URL=fake_server.base_url,
        ),
    )
    try:
        # The model list is asked for (with the catalog, in either order).
        fake_server.wait_for_path("/v1/models", timeout=30)
        # The warm-up render runs in a worker thread after start-up: its log is checked too.
        wait_for_log_line(data_dir, "warmed up", proc)
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err
    log = (data_dir / "logs" / "cometdesk.log").read_text("utf-8")
    assert "Traceback" not in log and " ERROR " not in log, log


@pytest.mark.slow
@pytest.mark.timeout(BUILD_TIMEOUT_S + 60)
def test_bundle_carries_what_is_loaded_by_name_and_not_what_was_excluded(
    frozen: Build,
) -> None:
    viewer = BUILD_VENV / "bin" / "pyi-archive_viewer"
    listing = subprocess.run(
        [str(viewer), "--recursive", "--brief", str(frozen.executable)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    modules = {line.strip() for line in listing.splitlines()}
    manifest = _manifest()
    assert [m for m in manifest.HIDDEN_IMPORTS if m not in modules] == []
    for needed in ("markdown.extensions.fenced_code", "markdown.extensions.tables"):
        assert needed in modules
    assert "pygments.lexers.python" in modules and "pygments.styles.default" in modules

    internal = frozen.app_dir / "_internal"
    # Entry points: keyring finds its backends, Markdown its short extension names, here.
    (keyring_meta,) = internal.glob("keyring-*.dist-info")
    assert "SecretService" in (keyring_meta / "entry_points.txt").read_text("utf-8")
    (markdown_meta,) = internal.glob("markdown-*.dist-info")
    assert "fenced_code" in (markdown_meta / "entry_points.txt").read_text("utf-8")
    assert (internal / "app" / "resources" / "icons" / "cometdesk.svg").is_file()
    files = [p.relative_to(internal).as_posix() for p in internal.rglob("*")]
    # Loaded by path (knowledge bases' vector search) and native extensions (voice, storage).
    assert [f for f in files if f.startswith("sqlite_vec/vec0.")], "sqlite-vec's library"
    for native in manifest.NATIVE_MODULES:
        assert [f for f in files if f.split("/")[0].split(".")[0] == native], native
    for unwanted in ("libQt6Qml", "libQt6Quick", "libQt6Pdf", "libqgtk3", "libgtk-3", "tkinter"):
        assert not [f for f in files if unwanted in f], unwanted


@pytest.mark.slow
@pytest.mark.timeout(BUILD_TIMEOUT_S + 60)
def test_frozen_knowledge_bases_index_and_search_with_vectors(
    frozen: Build, tmp_path: Path
) -> None:
    """`cometdesk kb add/index/search` from the bundle: sqlite-vec's library loads (the
    vectors are stored in and searched through its tables), and
    the hidden `--kb-index-worker` entry runs an indexing child without opening a window."""
    from tests.support.embeddings_server import EmbeddingsServer

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "leave.md").write_text(
        "Holiday allowance: twenty-eight days of paid leave a year.\n", encoding="utf-8"
    )
    (docs / "kitchen.md").write_text("The espresso machine is descaled on Fridays.\n", "utf-8")
    data = tmp_path / "data"
    with EmbeddingsServer(key="sk-frozen-kb") as server:
        env = _clean_env(
            COMETDESK_DATA_DIR=str(data),
            COMETDESK_API_KEY="sk-frozen-kb",
            COMETDESK_BASE_URL=server.base_url,
        )

        def kb(*args: str) -> subprocess.CompletedProcess[str]:
            return subprocess.run(
                [str(frozen.executable), "kb", *args],
                capture_output=True,
                text=True,
                timeout=120,
                cwd=tmp_path,
                env=env,
            )

        added = kb("add", "handbook", str(docs))
        assert added.returncode == 0, added.stderr
        indexed = kb("index", "handbook")
        assert indexed.returncode == 0, indexed.stderr
        assert "2 embedded now" in indexed.stdout, indexed.stdout
        found = kb("search", "handbook", "paid leave days", "--json")
        assert found.returncode == 0, found.stderr
        hits = json.loads(found.stdout)
        assert hits[0]["file"] == str(docs / "leave.md")
        # The worker entry the window uses for indexing, run as the window runs it.
        (docs / "travel.md").write_text("Mileage is paid per kilometre.\n", encoding="utf-8")
        order = {
            "data_dir": str(data),
            "name": "handbook",
            "endpoint": {"base_url": server.base_url, "api_key": "sk-frozen-kb"},
        }
        child = subprocess.run(
            [str(frozen.executable), "--kb-index-worker"],
            input=json.dumps(order) + "\n",
            capture_output=True,
            text=True,
            timeout=120,
            cwd=tmp_path,
            env=env,
        )
    assert child.returncode == 0, child.stderr
    result = json.loads(child.stdout.splitlines()[-1])["result"]
    assert (result["read"], result["embedded"], result["failure"]) == (1, 1, None)
    assert "sk-frozen-kb" not in added.stdout + indexed.stdout + found.stdout + child.stdout


@pytest.mark.slow
@pytest.mark.timeout(BUILD_TIMEOUT_S + 60)
def test_tarball_installs_and_uninstalls_for_one_user(frozen: Build, tmp_path: Path) -> None:
    with tarfile.open(frozen.tarball) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (top,) = (tmp_path / "unpacked").iterdir()
    assert top.name == frozen.tarball.name.removesuffix(".tar.gz")
    prefix, share = tmp_path / "prefix", tmp_path / "share"
    env = _clean_env(HOME=str(tmp_path / "home"), PREFIX=str(prefix), XDG_DATA_HOME=str(share))

    subprocess.run(["sh", str(top / "install.sh")], env=env, check=True, timeout=120)
    desktop = configparser.ConfigParser(interpolation=None)
    desktop.optionxform = str  # type: ignore[assignment, method-assign]
    desktop.read(share / "applications" / "cometdesk.desktop", encoding="utf-8")
    program = prefix / "lib" / "cometdesk" / "cometdesk"
    assert desktop["Desktop Entry"]["Exec"] == str(program)
    assert desktop["Desktop Action quick-ask"]["Exec"] == f"{program} quick"
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cometdesk.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "cometdesk.svg").is_file()
    assert (share / "metainfo" / METAINFO_FILE.name).is_file()
    out = subprocess.run(
        [str(prefix / "bin" / "cometdesk"), "--version"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    )
    assert out.stdout.strip() == f"cometdesk {__version__}"

    user_data = share / "cometdesk" / "cometdesk.sqlite3"  # where the app keeps history
    user_data.parent.mkdir(parents=True)
    user_data.write_bytes(b"history")
    subprocess.run(["sh", str(top / "install.sh"), "--uninstall"], env=env, check=True, timeout=60)
    assert not program.exists() and not (prefix / "bin" / "cometdesk").exists()
    assert not (share / "applications" / "cometdesk.desktop").exists()
    assert user_data.read_bytes() == b"history"
