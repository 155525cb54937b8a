"""Hostile import files: each gives one line on stderr and exit 2 and leaves the history
exactly as it was; a tree with a cycle cannot make the import spin; image parts are real
images (checked like attachments) or become a note, never non-image bytes in the store."""

from __future__ import annotations

import base64
import io
import json
import os
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from app.cli.dispatch import main
from app.domain import ImagePart, Params, TextPart
from app.storage import DB_FILENAME, BlobStore, Repository, open_database
from app.storage.import_images import PendingBlobs, image_part
from tests.support.media_images import png_header_only

ROOT = Path(__file__).resolve().parents[2]


def _seed(data_dir: Path) -> None:
    conn, _ = open_database(data_dir / DB_FILENAME)
    repo = Repository(conn)
    conv = repo.create_conversation("kept", Params())
    repo.add_message(conv.id, "user", [TextPart("already here")])
    repo.close()


def _state(data_dir: Path) -> tuple[object, ...]:
    """Everything an import could change: every row of every table, and the blob files."""
    conn = sqlite3.connect(data_dir / DB_FILENAME)
    try:
        rows = tuple(
            tuple(conn.execute(f"SELECT * FROM {table} ORDER BY 1"))
            for table in ("conversations", "messages", "blobs", "folders", "votes")
        )
    finally:
        conn.close()
    blobs = data_dir / "blobs"
    files = sorted(str(p.relative_to(blobs)) for p in blobs.rglob("*")) if blobs.exists() else []
    return rows, tuple(files)


def _png(width: int = 3, height: int = 2) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(out, "PNG")
    return out.getvalue()


def _data_url(raw: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"


def _export_with_parts(*parts: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": "cometdesk-export",
        "version": 1,
        "conversations": [
            {
                "title": "imported",
                "created_at": 1,
                "messages": [{"role": "user", "parts": list(parts), "created_at": 2}],
            }
        ],
    }


def _image_json(url: str, mime: str = "image/png") -> dict[str, Any]:
    return {"type": "image", "mime": mime, "width": 1, "height": 1, "data_url": url}


def _cli(argv: list[str], data_dir: Path, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The real command in its own process (a spinning or crashing import cannot hang or
    take down the test run)."""
    env = {**os.environ, "COMETDESK_DATA_DIR": str(data_dir)}
    return subprocess.run(
        [sys.executable, "-m", "app", *argv],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def _one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


def test_chatgpt_tree_with_a_cycle_and_no_current_node_does_not_spin(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _seed(data)
    before = _state(data)
    mapping = {
        "root": {"id": "root", "parent": None, "children": ["a"], "message": None},
        "a": {"id": "a", "parent": "root", "children": ["b"], "message": None},
        "b": {"id": "b", "parent": "a", "children": ["a"], "message": None},  # back up
    }
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([{"title": "loop", "mapping": mapping}]), encoding="utf-8")
    done = _cli(["import", str(path)], data, timeout=30)  # before the fix: forever
    assert done.returncode == 2
    assert "cycle" in _one_line(done.stderr)
    assert _state(data) == before


def test_100000_nested_arrays_is_one_line_exit_2(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _seed(data)
    before = _state(data)
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    done = _cli(["import", str(path)], data)
    assert done.returncode == 2
    assert _one_line(done.stderr) == (
        "cometdesk: error: cannot import deep.json: deep.json: the JSON is nested too deeply "
        "to be an export"
    )
    assert _state(data) == before


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("binary.json", b"\x00\xff\xfe garbage", "not UTF-8"),
        ("truncated.json", b'{"format": "cometdesk-export", "vers', "not valid JSON"),
        ("number.json", b"42", "not a Comet Desk export"),
        ("mapping-list.json", b'[{"mapping": [1, 2]}]', "mapping: expected an object"),
        (
            "author-text.json",
            json.dumps(
                [
                    {
                        "mapping": {
                            "r": {
                                "parent": None,
                                "children": [],
                                "message": {"author": "user", "content": {}},
                            }
                        },
                        "current_node": "r",
                    }
                ]
            ).encode(),
            "not a valid export",
        ),
        (
            "node-id-list.json",
            json.dumps([{"mapping": {"r": {"parent": ["x"]}}, "current_node": "r"}]).encode(),
            "node id is not text",
        ),
        (
            "bad-part.json",
            json.dumps(_export_with_parts({"type": "video"})).encode(),
            "expected 'text', 'image'",
        ),
        (
            "bad-data-url.json",
            json.dumps(_export_with_parts(_image_json("https://example.com/x.png"))).encode(),
            "expected a base64 data: URL",
        ),
    ],
)
def test_every_malformed_file_is_one_line_exit_2_nothing_changed(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    name: str,
    content: bytes,
    expected: str,
) -> None:
    data = tmp_path / "data"
    _seed(data)
    before = _state(data)
    path = tmp_path / name
    path.write_bytes(content)
    assert main(["import", str(path)], data) == 2
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"cometdesk: error: cannot import {name}: ") and expected in line
    assert _state(data) == before


def test_a_bad_conversation_after_good_ones_imports_nothing_not_even_their_images(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    _seed(data)
    before = _state(data)
    doc = _export_with_parts(_image_json(_data_url(_png())))
    doc["conversations"].append({"title": "broken", "messages": []})  # no created_at
    path = tmp_path / "half.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["import", str(path)], data) == 2
    assert "conversations[1].created_at" in _one_line(capsys.readouterr().err)
    assert _state(data) == before


def test_non_image_bytes_behind_a_png_signature_become_a_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    fake = b"\x89PNG\r\n\x1a\n" + os.urandom(300_000)
    bomb = png_header_only(30_000, 30_000)
    good = _png(5, 4)
    doc = _export_with_parts(
        {"type": "text", "text": "three images"},
        _image_json(_data_url(fake)),
        _image_json(_data_url(bomb)),
        _image_json(_data_url(good, "image/jpeg"), "image/jpeg"),  # lies about its type
    )
    path = tmp_path / "images.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["import", str(path)], data) == 0
    captured = capsys.readouterr()
    assert "Imported 1 conversation(s), 1 message(s)." in captured.out
    assert "2 image(s) in the file were not usable images" in captured.err
    conn, _ = open_database(data / DB_FILENAME)
    repo = Repository(conn)
    (message,) = repo.list_messages(repo.list_conversations()[0].id)
    text, note_fake, note_bomb, image = message.parts
    assert text == TextPart("three images")
    assert isinstance(note_fake, TextPart) and note_fake.text == (
        "[image not imported: The file starts like a PNG image but is damaged or incomplete, "
        "so it cannot be read]"
    )
    assert isinstance(note_bomb, TextPart) and "too many pixels to open safely" in note_bomb.text
    assert isinstance(image, ImagePart)
    assert (image.mime, image.width, image.height) == ("image/png", 5, 4)
    assert repo.referenced_blobs() == {image.blob}
    size = conn.execute("SELECT size FROM blobs WHERE hash = ?", (image.blob,)).fetchone()[0]
    assert size == len(good)
    repo.close()
    stored = [p for p in (data / "blobs").rglob("*") if p.is_file()]
    assert [p.read_bytes() for p in stored] == [good]  # nothing else reached the store


def test_a_huge_image_payload_is_refused_before_it_is_decoded() -> None:
    pending = PendingBlobs()
    encoded = "A" * (70 * 1024 * 1024)  # 52.5 MB once decoded; the limit is 50 MB
    part = image_part(encoded, width=0, height=0, detail="auto", pending=pending, where="x")
    assert isinstance(part, TextPart)
    assert part.text == "[image not imported: The image file is 52.5 MB; the limit is 50.0 MB]"
    assert pending.data == {} and pending.dropped == 1


def test_bmp_is_checked_and_re_encoded(tmp_path: Path) -> None:
    out = io.BytesIO()
    Image.new("RGB", (7, 3), (0, 90, 200)).save(out, "BMP")
    pending = PendingBlobs()
    part = image_part(
        base64.b64encode(out.getvalue()).decode(),
        width=0,
        height=0,
        detail="low",
        pending=pending,
        where="x",
    )
    assert isinstance(part, ImagePart)
    assert part.mime in ("image/png", "image/jpeg") and (part.width, part.height) == (7, 3)
    sizes = pending.write(BlobStore(tmp_path / "blobs"))
    assert list(sizes) == [part.blob]


def test_export_file_is_private(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "data"
    _seed(data)
    old = os.umask(0o022)  # a typical login umask would make it 0644
    try:
        target = tmp_path / "out.json"
        assert main(["export", "-o", str(target)], data) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert json.loads(target.read_text(encoding="utf-8"))["conversations"][0]["title"] == "kept"
