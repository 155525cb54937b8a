"""Preferences sync item by item between two machines (two data folders) through a folder
storage: settings, presets, tool servers and folders made on either machine all survive,
the later change of one setting wins on both, a machine joining with fresh defaults does
not override what the others chose, and what belongs to one machine (its proxy, a tool
server's environment and token) stays there."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from app import config
from app.config import Settings
from app.domain import Params
from app.mcp.config import ServerConfig, load_tool_settings, save_tool_settings
from app.services.presets import load_presets, save_presets
from app.services.sync.round import RoundSummary
from app.storage import DB_FILENAME, Repository, open_database
from app.sync import RemoteConfig
from tests.integration.sync.conftest import PASSPHRASE
from tests.support.sync_rounds import run_sync_round


def sync(data_dir: Path, folder: Path) -> RoundSummary:
    config_ = RemoteConfig.parse(["folder", str(folder)])
    return run_sync_round(data_dir, config_, None, PASSPHRASE)


def settings(data_dir: Path) -> Settings:
    return config.load_settings(data_dir)


def change(data_dir: Path, **values: object) -> None:
    config.save_settings(data_dir, replace(settings(data_dir), **values))  # type: ignore[arg-type]


def folders(data_dir: Path) -> set[str]:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    try:
        return {f.name for f in repo.list_folders()}
    finally:
        repo.close()


def machines(tmp_path: Path) -> tuple[Path, Path, Path]:
    a, b, storage = tmp_path / "a", tmp_path / "b", tmp_path / "storage"
    for data_dir in (a, b):
        open_database(data_dir / DB_FILENAME)[0].close()
    return a, b, storage


def test_changes_on_both_machines_survive_and_a_newcomer_overrides_nothing(
    tmp_path: Path,
) -> None:
    a, b, storage = machines(tmp_path)
    change(a, theme="dark", default_model="claude-sonnet-4", favourite_models=["gpt-5"])
    change(a, proxy="http://proxy.a.example:3128")  # this machine's own
    sync(a, storage)
    summary = sync(b, storage)  # B joins with fresh defaults: it takes A's choices
    assert summary.preferences >= 3
    assert (settings(b).theme, settings(b).default_model) == ("dark", "claude-sonnet-4")
    assert settings(b).favourite_models == ["gpt-5"]
    assert settings(b).proxy == ""

    # Then each machine changes something else; both changes end up on both.
    save_presets(b, load_presets(b).put("Terse", Params(model="gpt-5", temperature=0.2)))
    change(a, font_size=15)
    sync(b, storage)
    sync(a, storage)
    sync(b, storage)
    for data_dir in (a, b):
        assert settings(data_dir).font_size == 15
        assert settings(data_dir).theme == "dark"
        preset = load_presets(data_dir).get("Terse")
        assert preset is not None and preset.params.temperature == 0.2
    assert settings(a).proxy == "http://proxy.a.example:3128"


def test_the_later_change_of_one_setting_wins_on_both_machines(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    change(a, theme="light")
    sync(a, storage)
    sync(b, storage)
    change(a, theme="dark")
    sync(a, storage)
    change(b, theme="system")  # later than A's, sent after it
    sync(b, storage)
    sync(a, storage)
    assert settings(a).theme == settings(b).theme == "system"


def test_tool_servers_travel_without_their_environment_or_token(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    server = ServerConfig(
        id="files",
        name="Files",
        command="npx",
        args=("-y", "@modelcontextprotocol/server-filesystem", "/srv"),
        env={"GITHUB_TOKEN": "ghp_secret_on_a_only"},
        headers={"Authorization": "Bearer on-a-only"},
        has_token=True,
    )
    save_tool_settings(a, load_tool_settings(a).with_server(server))
    sync(a, storage)
    sync(b, storage)
    arrived = load_tool_settings(b).server("files")
    assert arrived is not None
    assert arrived.args == server.args and arrived.name == "Files"
    assert dict(arrived.env) == {} and dict(arrived.headers) == {}
    assert not arrived.has_token  # the token is in A's keyring; B asks for its own
    assert b"ghp_secret_on_a_only" not in (b / "tools.json").read_bytes()

    save_tool_settings(a, load_tool_settings(a).without_server("files"))
    sync(a, storage)
    sync(b, storage)
    assert load_tool_settings(b).server("files") is None


def test_folders_made_and_removed_on_one_machine_follow_on_the_other(tmp_path: Path) -> None:
    a, b, storage = machines(tmp_path)
    conn, _ = open_database(a / DB_FILENAME)
    repo = Repository(conn)
    try:
        repo.create_folder("Receipts 2026")
        gone = repo.create_folder("Drafts")
    finally:
        repo.close()
    sync(a, storage)
    sync(b, storage)
    assert folders(b) == {"Receipts 2026", "Drafts"}
    conn, _ = open_database(a / DB_FILENAME)
    repo = Repository(conn)
    try:
        repo.delete_folder(gone.id)
    finally:
        repo.close()
    sync(a, storage)
    sync(b, storage)
    assert folders(b) == {"Receipts 2026"}
