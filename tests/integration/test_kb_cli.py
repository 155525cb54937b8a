"""`cometdesk kb` as a real process against a loopback `/v1/embeddings` server whose vectors
are predictable (tests/support/embeddings_server.py): real PDF and DOCX files, hybrid search
finding the right passage and page, incremental re-indexing counted on the server, deleted
and unreadable files, an endpoint without embeddings, a wrong key, a 429 waited out, a run
killed mid-way that goes on without paying twice, a model whose dimension changed, Ctrl+C."""

from __future__ import annotations

import io
import json
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.support.documents import make
from tests.support.embeddings_server import EmbeddingsServer

ROOT = Path(__file__).resolve().parents[2]
KEY = "sk-kb-test-key-0123456789"
ENTRY = ["-m", "app"]
# As in tests/integration/test_describe_cli.py: Python's own SIGINT handler back, so the
# Ctrl+C this test sends reaches the command even when the suite runs with SIGINT ignored.
WITH_CTRL_C = [
    "-c",
    "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "sys.argv[0] = 'cometdesk'; runpy.run_module('app', run_name='__main__', alter_sys=True)",
]


def environment(server: EmbeddingsServer, data_dir: Path, key: str | None = KEY) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("COMETDESK_")}
    env |= {"COMETDESK_BASE_URL": server.base_url, "COMETDESK_DATA_DIR": str(data_dir)}
    if key is not None:
        env["COMETDESK_API_KEY"] = key
    return env


def kb(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *ENTRY, "kb", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def hits(args: list[str], env: dict[str, str]) -> list[dict[str, Any]]:
    done = kb(["search", *args, "--json"], env)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert isinstance(found, list)
    return found


def one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    return lines[0]


def wait_until(condition: Any, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("the condition did not come true")
        time.sleep(0.02)


def docx(paragraphs: list[str]) -> bytes:
    import docx as python_docx

    document = python_docx.Document()
    for text in paragraphs:
        document.add_paragraph(text)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def library(root: Path) -> Path:
    """handbook.pdf (3 pages), travel.docx, notes.md, and a photo that is not a document."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "handbook.pdf").write_bytes(
        make.pdf(
            [
                "Welcome to the company handbook. Read it on your first day.",
                "Holiday allowance: every employee receives twenty-eight days of paid leave\n"
                "per calendar year, booked through the staffing portal.",
                "Security: badges must be worn visibly inside the building at all times.",
            ]
        )
    )
    (root / "travel.docx").write_bytes(
        docx(
            [
                "Travel policy.",
                "Mileage is reimbursed at forty cents per kilometre for private cars.",
                "Hotel bookings above the nightly ceiling need a manager's approval.",
            ]
        )
    )
    (root / "notes.md").write_text(
        "# Kitchen\n\nThe espresso machine is descaled every Friday afternoon.\n",
        encoding="utf-8",
    )
    (root / "photo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)  # skipped: not a doc
    return root


def embedded_count(data_dir: Path, name: str) -> int:
    path = data_dir / "knowledge" / f"{name}.sqlite3"
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return int(conn.execute("SELECT count(*) FROM embeddings").fetchone()[0])


def test_a_folder_is_indexed_and_searched_by_keyword_and_meaning(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, data)
        added = kb(["add", "handbook", str(docs)], env)
        assert added.returncode == 0, added.stderr
        assert "Created knowledge base handbook" in added.stdout
        done = kb(["index", "handbook"], env)
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""  # not a terminal: no progress bar
        assert "To embed: 5 passages" in done.stdout and "price unknown" in done.stdout
        assert "handbook: 3 documents, 5 passages (3 read, 5 embedded now)." in done.stdout
        requests = server.answered()
        assert {r.model for r in requests} == {"text-embedding-3-small"}
        assert {r.dimensions for r in requests} == {512}

        holiday = hits(["handbook", "How many days of paid leave do employees get?"], env)
        mileage = hits(["handbook", "kilometre reimbursement private car", "--limit", "2"], env)
        plain = kb(["search", "handbook", "espresso descaled"], env)
    best = holiday[0]
    assert best["file"] == str(docs / "handbook.pdf") and best["page"] == 2
    assert "twenty-eight days" in best["text"] and best["score"] > holiday[1]["score"]
    assert mileage[0]["file"] == str(docs / "travel.docx") and "page" not in mileage[0]
    assert "forty cents" in mileage[0]["text"] and len(mileage) == 2
    assert plain.returncode == 0 and plain.stdout.startswith(f"1. {docs / 'notes.md'}")
    knowledge = data / "knowledge" / "handbook.sqlite3"
    assert stat.S_IMODE(knowledge.stat().st_mode) == 0o600


def test_one_edited_file_is_the_only_one_embedded_again(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs)], env)
        assert kb(["index", "handbook"], env).returncode == 0
        first = len(server.embedded_inputs())

        again = kb(["index", "handbook"], env)
        assert again.returncode == 0 and len(server.embedded_inputs()) == first
        assert "(0 read, 0 embedded now)" in again.stdout

        note = docs / "notes.md"
        note.write_text(
            "# Kitchen\n\nThe espresso machine is descaled every Monday morning.\n",
            encoding="utf-8",
        )
        changed = kb(["index", "handbook"], env)
        new_inputs = server.embedded_inputs()[first:]
        found = hits(["handbook", "espresso descaled Monday"], env)
    assert changed.returncode == 0, changed.stderr
    assert "(1 read, 1 embedded now)" in changed.stdout
    assert new_inputs == [note.read_text(encoding="utf-8").strip().replace("\n\n", "\n")]
    assert "Monday morning" in found[0]["text"]
    assert not any("Friday" in hit["text"] for hit in found)


def test_a_deleted_file_drops_its_hits(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs)], env)
        assert kb(["index", "handbook"], env).returncode == 0
        before = hits(["handbook", "mileage kilometre"], env)
        (docs / "travel.docx").unlink()
        done = kb(["index", "handbook"], env)
        after = hits(["handbook", "mileage kilometre"], env)
        listed = kb(["list"], env)
    assert before[0]["file"].endswith("travel.docx")
    assert done.returncode == 0 and "1 removed" in done.stdout
    assert not any(hit["file"].endswith("travel.docx") for hit in after)
    assert "handbook" in listed.stdout and " 2 " in listed.stdout.splitlines()[1]


def test_an_unreadable_file_is_named_with_its_reason_and_the_rest_is_indexed(
    tmp_path: Path,
) -> None:
    docs = library(tmp_path / "docs")
    (docs / "broken.pdf").write_bytes(make.corrupt_pdf())
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs)], env)
        done = kb(["index", "handbook"], env)
        found = hits(["handbook", "badges building"], env)
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert lines[0].startswith(f"cometdesk: warning: {docs / 'broken.pdf'}: broken.pdf is damaged")
    assert lines[-1] == "cometdesk: error: 1 file could not be read."
    assert "Traceback" not in done.stderr
    assert found[0]["page"] == 3


def test_an_endpoint_without_embeddings_says_so_once_and_exits_2(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    with EmbeddingsServer(key=KEY) as server:
        server.missing = True
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs)], env)
        done = kb(["index", "handbook"], env)
        assert len(server.requests) == 1
    assert done.returncode == 2
    assert one_line(done.stderr) == (
        "cometdesk: error: This endpoint does not offer embeddings (/v1/embeddings); "
        "choose another endpoint or model."
    )


def test_a_wrong_key_is_one_sentence_at_the_first_request(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    # Enough passages for several batches: the key is refused once, not once per batch.
    (docs / "long.txt").write_text(_paragraphs(200), encoding="utf-8")
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data", key="sk-wrong-key-987654321")
        kb(["add", "long", str(docs)], env)
        done = kb(["index", "long"], env)
        assert len(server.requests) == 1
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert line.startswith("cometdesk: error: The API key was rejected")
    assert "sk-wrong-key" not in done.stderr + done.stdout


def test_a_429_is_waited_out_and_the_index_completes(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    with EmbeddingsServer(key=KEY) as server:
        server.fail_next(429, retry_after=0)
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs)], env)
        done = kb(["index", "handbook"], env)
        statuses = [r.status for r in server.requests]
    assert done.returncode == 0, done.stderr
    assert statuses == [429, 200]
    assert "5 embedded now" in done.stdout


def _paragraphs(count: int) -> str:
    """``count`` paragraphs of ~900 characters, each its own passage, each with a marker."""
    filler = "The archive keeps every ledger entry for seven years before it is shredded. "
    return "\n\n".join(f"Entry {n} marker{n}. " + filler * 12 for n in range(count))


def test_a_killed_index_goes_on_without_embedding_anything_twice(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "ledger.txt").write_text(_paragraphs(300), encoding="utf-8")
    data = tmp_path / "data"
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, data)
        kb(["add", "ledger", str(docs)], env)
        server.stall_after = 2  # two batches answered, then every request hangs
        run = subprocess.Popen(
            [sys.executable, *ENTRY, "kb", "index", "ledger"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            wait_until(
                lambda: len(server.answered()) == 2 and embedded_count(data, "ledger") == 128
            )
        finally:
            run.kill()
            run.communicate(timeout=30)
        first = server.embedded_inputs()
        server.stall_after = None
        again = kb(["index", "ledger"], env)
        second = server.embedded_inputs()[len(first) :]
    assert again.returncode == 0, again.stderr
    assert len(first) == 128 and not set(first) & set(second)
    assert len(set(first) | set(second)) == 300
    assert "300 passages" in again.stdout and "172 embedded now" in again.stdout


def test_a_model_that_changed_its_dimension_is_refused_and_reindex_offered(
    tmp_path: Path,
) -> None:
    docs = library(tmp_path / "docs")
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs)], env)
        assert kb(["index", "handbook"], env).returncode == 0
        server.dimension = 384
        (docs / "notes.md").write_text("# Kitchen\n\nTea is in the cupboard.\n", encoding="utf-8")
        refused = kb(["index", "handbook"], env)
        search = kb(["search", "handbook", "tea cupboard"], env)
        redone = kb(["index", "handbook", "--reindex"], env)
        found = hits(["handbook", "tea cupboard"], env)
    assert refused.returncode == 2
    line = one_line(refused.stderr)
    assert "now returns 384-dimensional embeddings" in line and "512-dimensional" in line
    assert "cometdesk kb index handbook --reindex" in line
    assert search.returncode == 2 and "--reindex" in one_line(search.stderr)
    assert redone.returncode == 0, redone.stderr
    assert "5 embedded now" in redone.stdout
    assert found[0]["text"].endswith("Tea is in the cupboard.")


def test_ctrl_c_stops_with_one_sentence_and_what_was_stored_stays(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "ledger.txt").write_text(_paragraphs(200), encoding="utf-8")
    data = tmp_path / "data"
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, data)
        kb(["add", "ledger", str(docs)], env)
        server.stall_after = 1
        run = subprocess.Popen(
            [sys.executable, *WITH_CTRL_C, "kb", "index", "ledger"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            wait_until(lambda: embedded_count(data, "ledger") == 64)
            run.send_signal(signal.SIGINT)
            _, stderr = run.communicate(timeout=60)
        finally:
            run.kill()
    assert run.returncode == 130
    assert "stopped (Ctrl+C)" in one_line(stderr)
    assert embedded_count(data, "ledger") == 64


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["index", "nowhere"], "There is no knowledge base named nowhere"),
        (["search", "nowhere", "q"], "There is no knowledge base named nowhere"),
        (["remove", "nowhere"], "There is no knowledge base named nowhere"),
        (["add", "docs", "{dir}/missing"], "no such file or folder"),
        (["add", "../escape", "{dir}"], "cannot name a knowledge base"),
    ],
)
def test_what_cannot_start_exits_2_with_one_sentence(
    tmp_path: Path, args: list[str], message: str
) -> None:
    with EmbeddingsServer(key=KEY) as server:
        done = kb([a.format(dir=tmp_path) for a in args], environment(server, tmp_path / "data"))
        assert server.requests == []
    assert done.returncode == 2
    assert message in one_line(done.stderr)
    assert not (tmp_path / "escape.sqlite3").exists()


def test_no_key_stops_index_before_reading_and_search_falls_back_to_keywords(
    tmp_path: Path,
) -> None:
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer(key=KEY) as server:
        kb(["add", "handbook", str(docs)], environment(server, data))
        assert kb(["index", "handbook"], environment(server, data)).returncode == 0
        env = environment(server, data, key=None)
        env["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
        (docs / "notes.md").write_text("changed", encoding="utf-8")
        done = kb(["index", "handbook"], env)
        search = kb(["search", "handbook", "badges", "--json"], env)
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert "No API key" in line and "COMETDESK_API_KEY" in line
    assert search.returncode == 0
    assert "keyword hits only" in one_line(search.stderr)
    assert json.loads(search.stdout)[0]["page"] == 3


def test_list_and_remove(tmp_path: Path) -> None:
    docs = library(tmp_path / "docs")
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data")
        empty = kb(["list"], env)
        kb(["add", "handbook", str(docs), "--model", "my-embedder"], env)
        kb(["add", "second", str(docs / "notes.md")], env)
        other_model = kb(["add", "handbook", str(docs), "--model", "text-embedding-3-large"], env)
        listed = kb(["list"], env)
        removed = kb(["remove", "handbook"], env)
        after = kb(["list"], env)
    assert "No knowledge bases yet" in empty.stdout
    assert other_model.returncode == 2 and "uses my-embedder" in one_line(other_model.stderr)
    assert [line.split()[:2] for line in listed.stdout.splitlines()[1:]] == [
        ["handbook", "my-embedder"],
        ["second", "text-embedding-3-small"],
    ]
    assert removed.returncode == 0 and "Removed knowledge base handbook" in removed.stdout
    assert [line.split()[0] for line in after.stdout.splitlines()[1:]] == ["second"]
    assert not (tmp_path / "data" / "knowledge" / "handbook.sqlite3").exists()


def test_a_source_folder_that_is_gone_is_said_once_and_its_documents_dropped(
    tmp_path: Path,
) -> None:
    docs = library(tmp_path / "docs")
    extra = tmp_path / "extra.md"
    extra.write_text("Parking spaces are assigned by lottery.", encoding="utf-8")
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, tmp_path / "data")
        kb(["add", "handbook", str(docs), str(extra)], env)
        assert kb(["index", "handbook"], env).returncode == 0
        for file in docs.iterdir():
            file.unlink()
        docs.rmdir()
        gone = kb(["index", "handbook"], env)
        again = kb(["index", "handbook"], env)
        found = hits(["handbook", "badges parking"], env)
    assert gone.returncode == 1
    assert f"{docs} no longer exists" in gone.stderr and "3 removed" in gone.stdout
    assert again.returncode == 0 and again.stderr == ""
    assert [hit["file"] for hit in found] == [str(extra)]


def test_the_estimate_prices_the_tokens_when_the_catalog_knows_the_model(
    tmp_path: Path,
) -> None:
    from app.api.catalog_cache import write_cache
    from app.domain import ModelInfo

    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer(key=KEY) as server:
        model = ModelInfo(id="text-embedding-3-small", input_price=0.02)
        write_cache(data / "cache", server.base_url, [model], time.time())
        env = environment(server, data)
        kb(["add", "handbook", str(docs)], env)
        done = kb(["index", "handbook"], env)
    assert done.returncode == 0, done.stderr
    line = done.stdout.splitlines()[0]
    assert line.startswith("To embed: 5 passages, about ")
    assert line.endswith("at $0.02 per million tokens).") and "(under $0.0001 at" in line


def test_a_reader_that_leaves_early_is_not_a_failure_of_the_base(tmp_path: Path) -> None:
    """`cometdesk kb search … | head`: the pipe closes before the hits are printed. The
    command says nothing (it used to blame the knowledge base) and the base is untouched."""
    docs = library(tmp_path / "docs")
    data = tmp_path / "data"
    with EmbeddingsServer(key=KEY) as server:
        env = environment(server, data)
        assert kb(["add", "handbook", str(docs)], env).returncode == 0
        assert kb(["index", "handbook"], env).returncode == 0
        search = subprocess.Popen(
            [sys.executable, *ENTRY, "kb", "search", "handbook", "paid leave", "--json"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert search.stdout is not None and search.stderr is not None
        search.stdout.close()  # the reader leaves before the first hit is written
        with search.stderr:
            errors = search.stderr.read().decode()
        assert search.wait(timeout=120) == 1
        assert errors == ""
        assert hits(["handbook", "paid leave"], env)[0]["file"] == str(docs / "handbook.pdf")
