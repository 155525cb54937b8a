"""tools.json, the mcpServers import (tokens to the keyring), the CLI, a server's environment."""

from __future__ import annotations

import io
import json
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app.cli.mcp import main as mcp_main
from app.mcp.config import (
    TOOLS_FILENAME,
    ServerConfig,
    ToolSettings,
    load_tool_settings,
    save_tool_settings,
)
from app.mcp.connection import server_environment
from app.mcp.importing import McpImportError, header_account, import_mcp_servers
from app.secrets import ENV_KEY, MemoryKeyStore

TOKEN = "ghp_secretTOKEN0123456789"
CLAUDE_DESKTOP = {
    "mcpServers": {
        "time": {"command": "uvx", "args": ["mcp-server-time", "--local-timezone=UTC"]},
        "GitHub Files": {
            "command": "npx",
            "args": ["-y", "@modelcontextprotocol/server-github"],
            "env": {"LOG_LEVEL": "debug"},
        },
        "remote": {
            "url": "https://mcp.example.com/mcp",
            "headers": {
                "Authorization": f"Bearer {TOKEN}",
                "X-Api-Key": "k-123456",
                "X-Team": "blue",
            },
        },
    }
}


def test_settings_round_trip_with_mode_0600(tmp_path: Path) -> None:
    settings = ToolSettings(
        servers=(ServerConfig("a", "A", command="x", args=("1",), env={"K": "v"}),),
        step_limit=4,
        always_allowed=("a/t",),
        default_approval="conversation",
    )
    save_tool_settings(tmp_path, settings)
    path = tmp_path / TOOLS_FILENAME
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert load_tool_settings(tmp_path) == settings
    assert not list(tmp_path.glob(".tools-*"))  # no temp file left behind


def test_missing_or_broken_file_gives_defaults(tmp_path: Path) -> None:
    assert load_tool_settings(tmp_path) == ToolSettings()
    (tmp_path / TOOLS_FILENAME).write_text("{not json")
    assert load_tool_settings(tmp_path).step_limit == 10
    (tmp_path / TOOLS_FILENAME).write_text(json.dumps({"step_limit": -3, "servers": [{}]}))
    assert load_tool_settings(tmp_path) == ToolSettings()


def test_import_moves_credentials_to_the_keyring() -> None:
    keys = MemoryKeyStore()
    result = import_mcp_servers(ToolSettings(), CLAUDE_DESKTOP, keys)
    assert result.added == ("time", "github-files", "remote")
    remote = result.settings.server("remote")
    assert remote is not None and remote.transport == "http" and remote.has_token
    assert keys.get("mcp:remote") == TOKEN
    assert keys.get(header_account("remote", "X-Api-Key")) == "k-123456"
    assert remote.headers == {"X-Team": "blue", "X-Api-Key": ""}
    assert TOKEN not in json.dumps(result.settings.to_json())
    assert "k-123456" not in json.dumps(result.settings.to_json())
    github = result.settings.server("github-files")
    assert github is not None and github.command == "npx" and github.env == {"LOG_LEVEL": "debug"}
    again = import_mcp_servers(result.settings, {"mcpServers": {"time": {"command": "t2"}}}, keys)
    assert again.updated == ("time",) and len(again.settings.servers) == 3


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], '"mcpServers" object'),
        ({"mcpServers": {}}, "lists no servers"),
        ({"mcpServers": {"x": {"args": []}}}, 'neither a "command" nor a "url"'),
        ({"mcpServers": {"x": {"url": "ftp://h"}}}, "http:// or https://"),
        ({"mcpServers": {"x": {"command": "c", "args": "a b"}}}, "must be a list"),
    ],
)
def test_import_rejects_bad_input_with_one_sentence(data: object, message: str) -> None:
    with pytest.raises(McpImportError, match=message):
        import_mcp_servers(ToolSettings(), data, MemoryKeyStore())


def test_cli_import_then_list_never_prints_tokens(tmp_path: Path) -> None:
    source = tmp_path / "claude_desktop_config.json"
    source.write_text(json.dumps(CLAUDE_DESKTOP))
    keys = MemoryKeyStore()
    out, err = io.StringIO(), io.StringIO()
    assert mcp_main(["mcp", "import", str(source)], tmp_path, keystore=keys, out=out, err=err) == 0
    assert "added remote" in out.getvalue() and TOKEN not in out.getvalue()
    listed = io.StringIO()
    assert mcp_main(["mcp", "list"], tmp_path, out=listed) == 0
    text = listed.getvalue()
    assert "time  [stdio]  uvx mcp-server-time --local-timezone=UTC" in text
    assert "remote  [http]  https://mcp.example.com/mcp" in text
    assert "in the keyring: Authorization, X-Api-Key" in text
    assert TOKEN not in text and "k-123456" not in text
    assert TOKEN not in (tmp_path / TOOLS_FILENAME).read_text()


@pytest.mark.parametrize(
    "argv", [["mcp"], ["mcp", "frobnicate"], ["mcp", "import"], ["mcp", "import", "/nope.json"]]
)
def test_cli_bad_input_exits_2_with_one_line(tmp_path: Path, argv: list[str]) -> None:
    err = io.StringIO()
    assert mcp_main(argv, tmp_path, keystore=MemoryKeyStore(), err=err) == 2
    lines = err.getvalue().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cometdesk mcp: ")


def test_cli_is_wired_into_the_console_entry(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "app", "mcp", "list"],
        env={"COMETDESK_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert "No MCP servers" in done.stdout


def test_stdio_environment_is_minimal_and_never_has_the_api_key() -> None:
    base = {"PATH": "/bin", "HOME": "/h", ENV_KEY: "sk-live", "AWS_SECRET": "s", "LANG": "C"}
    config = ServerConfig("s", "S", command="x", env={"MINE": "1", ENV_KEY: "sk-typed"})
    env = server_environment(config, base)
    assert env == {"PATH": "/bin", "HOME": "/h", "LANG": "C", "MINE": "1"}


def test_an_unreadable_import_file_is_said_in_words(tmp_path: Path) -> None:
    from app.mcp.importing import read_mcp_file

    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    with pytest.raises(McpImportError) as raised:
        read_mcp_file(folder)
    assert str(raised.value) == f"{folder} cannot be read: Is a directory."
    latin = tmp_path / "latin1.json"
    latin.write_bytes('{"name": "caf\xe9"}'.encode("latin-1"))
    with pytest.raises(McpImportError) as raised:
        read_mcp_file(latin)
    assert str(raised.value) == f"{latin} is not UTF-8 text."
