"""`cometdesk export` / `cometdesk import` through app.cli.dispatch.main(argv, data_dir)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from app.cli.dispatch import main
from app.domain import MessageStatus, Params, TextPart
from app.storage import DB_FILENAME, Repository, open_database
from tests.support.db_fixtures import fixture_path


def _seed(data_dir: Path) -> None:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("CLI chat", Params(model="gpt-4o"))
    repo.add_message(conv.id, "user", (TextPart("hello cli"),))
    repo.add_message(conv.id, "assistant", (TextPart("half"),), status=MessageStatus.STREAMING)
    repo.mark_interrupted()
    repo.create_conversation("Other", Params())
    repo.close()


def test_export_json_to_stdout_and_import_it_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "source"
    _seed(source)
    assert main(["export"], source) == 0
    out = capsys.readouterr().out
    doc = json.loads(out)
    assert [c["title"] for c in doc["conversations"]] == ["CLI chat", "Other"]
    assert doc["conversations"][0]["messages"][1]["status"] == "interrupted"

    exported = tmp_path / "history.json"
    exported.write_text(out, encoding="utf-8")
    target = tmp_path / "target"
    assert main(["import", str(exported)], target) == 0
    assert capsys.readouterr().out.strip() == "Imported 2 conversation(s), 2 message(s)."
    assert (target / DB_FILENAME).exists()


def test_export_markdown_of_one_conversation_to_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _seed(tmp_path)
    out_file = tmp_path / "one.md"
    code = main(
        ["export", "--format", "markdown", "--conversation", "1", "-o", str(out_file)], tmp_path
    )
    assert code == 0
    text = out_file.read_text(encoding="utf-8")
    assert "## CLI chat" in text and "## Other" not in text and "(interrupted)" in text
    captured = capsys.readouterr()
    assert captured.out == "" and "Exported 1 conversation(s)" in captured.err
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".one.md")] == []


def test_import_chatgpt_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", str(fixture_path("chatgpt_conversations.json"))], tmp_path) == 0
    assert "Imported 2 conversation(s), 8 message(s)." in capsys.readouterr().out


def test_export_without_history_prints_an_empty_export_and_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data_dir = tmp_path / "typo"
    assert main(["export"], data_dir) == 0
    assert json.loads(capsys.readouterr().out)["conversations"] == []
    assert not data_dir.exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["export", "--format", "pdf"], "invalid choice"),
        (["export", "--conversation", "abc"], "invalid int value"),
        (["export", "--conversation", "99"], "no conversation 99"),
        (["import"], "required"),
        (["import", "/no/such/file.json"], "no such file"),
        ([], "required"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_user_mistakes_exit_2_with_a_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    _seed(tmp_path)
    assert main(argv, tmp_path) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_malformed_import_file_exits_2_and_imports_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "cometdesk-export", "version": 1, "conversations": [{}]}')
    assert main(["import", str(bad)], tmp_path / "data") == 2
    err = capsys.readouterr().err
    assert "cannot import bad.json: conversations[0].created_at" in err
    conn, _ = open_database(tmp_path / "data" / DB_FILENAME)
    assert Repository(conn).list_conversations() == []
    conn.close()


def test_unwritable_output_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _seed(tmp_path)
    assert main(["export", "-o", str(tmp_path / "missing-dir" / "x.json")], tmp_path) == 2
    assert "cannot write" in capsys.readouterr().err


def test_help_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "--help"], tmp_path) == 0
    assert "--conversation ID" in capsys.readouterr().out


def test_database_from_a_newer_app_is_reported_not_touched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _seed(tmp_path)
    conn = sqlite3.connect(tmp_path / DB_FILENAME)
    conn.execute("PRAGMA user_version = 77")
    conn.close()
    assert main(["export"], tmp_path) == 1
    assert "schema version 77" in capsys.readouterr().err


def test_damaged_database_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / DB_FILENAME).write_bytes(b"garbage" * 1000)
    assert main(["export"], tmp_path) == 0
    captured = capsys.readouterr()
    assert "moved aside to" in captured.err and json.loads(captured.out)["conversations"] == []
